// What a terminal may be shown of text that came from customers: control characters (C0, DEL, C1),
// bidi marks and overrides and the line separators become `\uXXXX`, and a backslash is doubled so
// an escape cannot be forged; everything else is printed as it is.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const UNPRINTABLE = /[\\\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export function printable(value: unknown): string {
  return String(value).replace(UNPRINTABLE, (c) => (c === "\\" ? "\\\\" : `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`));
}
