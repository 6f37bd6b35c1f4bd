// One Idempotency-Key per submission of a given cart and form: a retry of the same body (a second
// tap, a retry after a dropped connection) reuses it, so the server answers with the first order;
// any change to the body starts a new key. The key is dropped after success.

export interface KeyState {
  key: string;
  /** The body (and language) the key was made for. */
  signature: string;
}

export function keyFor(previous: KeyState | null, signature: string, newKey: () => string): KeyState {
  return previous && previous.signature === signature ? previous : { key: newKey(), signature };
}

export const randomKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
