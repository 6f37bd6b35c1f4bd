// A gettext catalogue (.po) as Lingui writes it: msgid → msgstr, with continued lines ("…") and
// escapes (\" \\ \n \t) read. Comments and the header are skipped; a context, when present, is
// not part of the key (Lingui's explicit ids are unique on their own).

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", '"': '"', "\\": "\\" };
const unquote = (text: string) => text.slice(1, -1).replace(/\\(.)/g, (whole, c: string) => ESCAPES[c] ?? whole);

export function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const fields: Record<string, string> = {};
    let current: string | null = null;
    for (const line of block.split(/\r?\n/)) {
      const start = /^(msgctxt|msgid|msgstr)\s+(".*")\s*$/.exec(line);
      if (start) {
        current = start[1] as string;
        fields[current] = unquote(start[2] as string);
      } else if (current && /^".*"\s*$/.test(line)) {
        fields[current] += unquote(line.trim());
      } else if (!line.startsWith("#")) current = null;
    }
    if (fields.msgid) entries.set(fields.msgid, fields.msgstr ?? "");
  }
  return entries;
}
