// The per-page payload (for prerendered pages): the
// server writes the data a page starts from into index.html, so the first screen needs no second
// round trip. It is used once, and only when it answers exactly the question the page asks.
interface PageData {
  kind: string;
  locale: string;
  params: unknown;
  data: unknown;
}

let payload: PageData | null | undefined;

function read(): PageData | null {
  if (payload !== undefined) return payload;
  try {
    const text = typeof document === "undefined" ? null : document.getElementById("page-data")?.textContent;
    payload = text ? (JSON.parse(text) as PageData) : null;
  } catch {
    payload = null;
  }
  return payload;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function takePageData<T>(kind: string, locale: string, params: unknown): T | undefined {
  const p = read();
  if (!p || p.kind !== kind || p.locale !== locale || !same(p.params, params)) return undefined;
  payload = null;
  return p.data as T;
}
