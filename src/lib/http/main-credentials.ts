// The main API's credentials (GET /api/token), cached like every backend's, plus a way to drop
// the cache. Signing in or out changes who the token speaks for, so the token cached before it
// must not be used again: invalidateMainCredentials() makes the next call fetch a fresh one.
// api.ts should use `mainCredentials` for the "main" backend so the client and stream() share it.
import type { Credentials } from "./client";
import { bearer, cachedCredentials } from "./credentials";

const fetchFn: typeof fetch = (...args) => fetch(...args);

/** Wraps credentials so that, after reset(), the next call asks for fresh ones. */
export function resettableCredentials(inner: Credentials): Credentials & { reset(): void } {
  let stale = false;
  return {
    headers(fresh) {
      const refresh = fresh || stale;
      stale = false;
      return inner.headers(refresh);
    },
    reset() {
      stale = true;
    },
  };
}

export const mainCredentials = resettableCredentials(cachedCredentials(fetchFn, "/api/token", bearer));

/** Call after sign-in and sign-out. */
export function invalidateMainCredentials(): void {
  mainCredentials.reset();
}
