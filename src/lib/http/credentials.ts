// Credentials of each backend, fetched from the storefront's own server and cached
// until shortly before they expire.
import type { Credentials } from "./client";

interface Cached {
  headers: Record<string, string>;
  expiresAt: number;
}

/** Fetches `url` (a JSON answer) and turns it into headers, caching them until they expire. */
export function cachedCredentials(
  fetchFn: typeof fetch,
  url: string,
  toHeaders: (data: Record<string, unknown>) => { headers: Record<string, string>; expiresAt: number },
  now: () => number = Date.now,
): Credentials {
  let cached: Cached | null = null;
  let pending: Promise<Cached> | null = null;
  return {
    async headers(fresh) {
      if (!fresh && cached && cached.expiresAt - 15_000 > now()) return cached.headers;
      pending ??= (async () => {
        try {
          const response = await fetchFn(url, { headers: { Accept: "application/json" }, credentials: "same-origin" });
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          return toHeaders((await response.json()) as Record<string, unknown>);
        } finally {
          pending = null;
        }
      })();
      cached = await pending;
      return cached.headers;
    },
  };
}

/** `{ token, expiresAt }` → Authorization: Bearer; no token → no header. */
export function bearer(data: Record<string, unknown>) {
  const token = typeof data.token === "string" ? data.token : "";
  const expiresAt = typeof data.expiresAt === "number" ? data.expiresAt : 0;
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  return { headers, expiresAt };
}

/** The object of GET /api/hash is merged into the headers as it is. */
export function mergedHeaders(data: Record<string, unknown>) {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === "string" && key !== "expiresAt") headers[key] = value;
  }
  return { headers, expiresAt: typeof data.expiresAt === "number" ? data.expiresAt : 0 };
}
