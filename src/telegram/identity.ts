// Identity inside Telegram (docs/telegram.md): the launch's raw init data is exchanged at
// POST /api/auth/telegram for a session, and the app then works as that signed-in customer.
// The ids stored are the server's verified ones, whatever the address said. When a bot-API call
// finds the session gone, order.ts asks reauthenticate() to exchange the init data again.
import { useStore } from "jotai";
import type { TelegramSignedIn } from "../contract/auth";
import { useEffect, useState } from "react";
import { identityChangedAtom } from "../features/auth/session";
import { HttpError } from "../lib/http/http-error";
import { firstSignInSettled, messengerError, TG_ID_KEY, telegram } from "../lib/telegram/state";
import { reportBroadcastOpen } from "./broadcast-open";

export type TelegramIdentity = TelegramSignedIn;

export type IdentityState = "pending" | "ok" | "failed";

/** Network failures are retried after these pauses; a refusal (401: expired, forged) is final. */
const RETRY_MS = [1_000, 3_000];

export async function exchangeInitData(raw: string, fetchFn: typeof fetch = fetch): Promise<TelegramIdentity> {
  const response = await fetchFn("/api/auth/telegram", {
    method: "POST",
    headers: { Authorization: `tma ${raw}`, Accept: "application/json" },
    credentials: "same-origin",
  });
  const data = (await response.json().catch(() => null)) as (Partial<TelegramIdentity> & { error?: string; code?: string }) | null;
  if (!response.ok || !data?.customerId || typeof data.tgId !== "number") {
    throw new HttpError(response.status, data?.error ?? `Telegram sign-in answered ${response.status}`, data?.code ?? null, data);
  }
  return { customerId: data.customerId, tgId: data.tgId, name: data.name ?? "" };
}

async function exchangeWithRetry(raw: string): Promise<TelegramIdentity> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await exchangeInitData(raw);
    } catch (err) {
      if (err instanceof HttpError || attempt >= RETRY_MS.length) throw err;
      await new Promise((r) => setTimeout(r, RETRY_MS[attempt]));
    }
  }
}

/** Signs in with the init data once on start and registers the silent re-exchange. */
export function useTelegramIdentity(): IdentityState {
  const store = useStore();
  const [state, setState] = useState<IdentityState>("pending");

  useEffect(() => {
    const run = async (): Promise<boolean> => {
      const raw = telegram.initData;
      if (!raw) return false;
      try {
        const identity = await exchangeWithRetry(raw);
        localStorage.setItem(TG_ID_KEY, JSON.stringify(identity.tgId));
        // Drops the cached main-API token and customer queries, then re-reads GET /api/token.
        await store.set(identityChangedAtom, identity.customerId);
        if (messengerError.get() === "session") messengerError.set(null);
        void reportBroadcastOpen(); // opened from a broadcast's button: its attribution (once)
        return true;
      } catch (err) {
        console.error("Telegram sign-in failed", err);
        if (err instanceof HttpError && err.status === 401) messengerError.set("session");
        return false;
      }
    };
    // Calls that find the session gone at the same moment share one exchange.
    let current: Promise<boolean> | null = null;
    const signIn = () => {
      current ??= run().finally(() => {
        current = null;
        telegram.signingIn = null;
      });
      telegram.signingIn = current;
      return current;
    };
    telegram.reauthenticate = signIn;
    let live = true;
    void signIn().then((ok) => {
      firstSignInSettled(ok);
      if (live) setState(ok ? "ok" : "failed");
    });
    return () => {
      live = false;
      telegram.reauthenticate = null;
      telegram.signingIn = null;
    };
  }, [store]);

  return state;
}
