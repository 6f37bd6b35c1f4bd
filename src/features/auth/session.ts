// Who is signed in. `customerIdAtom` is kept under the stored key "user-id" (docs/product-rules.md §5) so the page knows at
// once; GET /api/token is the truth and is read again on start and after signing in or out.
import { atom, useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { queryClientAtom } from "jotai-tanstack-query";
import { invalidateMainCredentials } from "../../lib/http/main-credentials";
import { atomWithCheckedStorage } from "../../lib/stored-atom";
import { logout, readSession } from "./api/auth-api";

export const USER_ID_KEY = "user-id";

export const parseCustomerId = (value: unknown): string | null =>
  typeof value === "string" && value.length > 0 ? value : typeof value === "number" && value > 0 ? String(value) : null;

export const customerIdAtom = atomWithCheckedStorage<string | null>(USER_ID_KEY, null, parseCustomerId);

/** True once GET /api/token has answered during this visit. */
export const sessionCheckedAtom = atom(false);

/** The number a customer has just signed in with by code, until a form takes it ("+998901234567"). */
export const signedInPhoneAtom = atom<string | null>(null);

/** Whether the sign-in sheet is open. */
export const signInOpenAtom = atom(false);

/** Re-reads the session from the server and mirrors its customer id. */
export const refreshSessionAtom = atom(null, async (_get, set) => {
  try {
    const { customerId } = await readSession();
    set(customerIdAtom, customerId);
  } catch {
    // Offline: keep what is stored; the next call that needs a customer will tell.
  } finally {
    set(sessionCheckedAtom, true);
  }
});

/** After the identity changed: drop the cached token and every cached customer query. */
export const identityChangedAtom = atom(null, async (get, set, customerId: string | null) => {
  invalidateMainCredentials();
  set(customerIdAtom, customerId);
  get(queryClientAtom).removeQueries({ queryKey: ["orders"] });
  await set(refreshSessionAtom);
});

export const signOutAtom = atom(null, async (_get, set) => {
  await logout();
  await set(identityChangedAtom, null);
});

let firstCheck: Promise<void> | null = null;

/** Reads the session once per visit (whoever asks first: the sign-in sheet or a page). */
export const ensureSessionAtom = atom(null, (_get, set) => {
  firstCheck ??= set(refreshSessionAtom);
  return firstCheck;
});

export type SessionState = "checking" | "signedIn" | "signedOut";

/**
 * Signed in as far as this visit knows: a stored customer id counts at once (the server corrects
 * it if the session is gone); without one, "checking" until GET /api/token has answered.
 */
export function useSessionState(): SessionState {
  const customerId = useAtomValue(customerIdAtom);
  const checked = useAtomValue(sessionCheckedAtom);
  const ensure = useSetAtom(ensureSessionAtom);
  useEffect(() => {
    void ensure();
  }, [ensure]);
  return customerId ? "signedIn" : checked ? "signedOut" : "checking";
}

export const useCustomerId = () => useAtomValue(customerIdAtom);

/** True when a customer is signed in (as far as this visit knows). */
export const useSignedIn = () => useAtomValue(customerIdAtom) !== null;
