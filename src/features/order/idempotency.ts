// One Idempotency-Key per submission of a given cart and form: a retry of the same body (a second
// tap, a retry after a dropped connection) reuses it, so the server answers with the first order;
// any change to the body starts a new key. The key is dropped after success; an order left to pay
// on the provider's page keeps it (in sessionStorage) until its tracker is reached.

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

/** Where the key waits between page loads: a customer sent to Payme or Click who comes back keeps it. */
export const KEY_STORAGE = "order-key";

export function parseKeyState(value: unknown): KeyState | null {
  const v = value as Partial<KeyState> | null;
  if (!v || typeof v !== "object" || typeof v.key !== "string" || typeof v.signature !== "string") return null;
  return /^[\x21-\x7e]{1,100}$/.test(v.key) ? { key: v.key, signature: v.signature } : null;
}

export function loadKeyState(): KeyState | null {
  try {
    const raw = sessionStorage.getItem(KEY_STORAGE);
    return raw === null ? null : parseKeyState(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function storeKeyState(state: KeyState | null): void {
  try {
    if (state) sessionStorage.setItem(KEY_STORAGE, JSON.stringify(state));
    else sessionStorage.removeItem(KEY_STORAGE);
  } catch {
    // No storage (a private window's quota): the key lives as long as the page.
  }
}
