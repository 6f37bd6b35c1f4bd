// Accept-* headers ("en-US,en;q=0.9", "gzip, br;q=0"): each token with its weight, in the order
// given. Used by the server (encodings, page language) and shared with the app's language rules.
export interface Weighted {
  token: string;
  q: number;
}

export function qualityList(header: string | undefined): Weighted[] {
  return (header ?? "").split(",").flatMap((part) => {
    const [token, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    return token.trim() ? [{ token: token.trim(), q: q === undefined ? 1 : Number(q) }] : [];
  });
}
