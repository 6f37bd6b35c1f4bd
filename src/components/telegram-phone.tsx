// Inside the mini-app a phone needs no code: Telegram's contact request shares the user's own
// number with the bot, the server links it (server/bot/contact.ts), and the app waits for it to
// show on GET /api/me. Used by the sign-in sheet's first step (src/features/auth) and checkout's
// phone field (TelegramPhoneButton).
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { Me } from "../contract/auth";
import { HttpError } from "../lib/http/http-error";
import { ownServer } from "../lib/http/own-server";
import { askTelegramForPhone, telegramPhoneAvailable, waitForPhone } from "../lib/telegram/phone";
import { telegram } from "../lib/telegram/state";
import "./telegram-phone.css";

export { telegramPhoneAvailable };

/** The signed-in customer; "none" without a session. */
async function readMe(): Promise<Me | "none"> {
  try {
    return await ownServer.GET("main", "/api/me");
  } catch (err) {
    if (err instanceof HttpError && err.status === 401) return "none";
    throw err;
  }
}

export type PhoneShare = { kind: "phone"; phone: string; customerId: string } | { kind: "declined" } | { kind: "timeout" };

/** Asks Telegram for the number, then waits until the server has it (`onWaiting` in between). */
export async function shareTelegramPhone(onWaiting: () => void = () => {}): Promise<PhoneShare> {
  if ((await askTelegramForPhone()) !== "sent") return { kind: "declined" };
  onWaiting();
  // The session comes from the launch's init data; opened again once if it is not there.
  if (telegram.signingIn) await telegram.signingIn;
  let customerId: string | null = null;
  let reopened = false;
  const phone = await waitForPhone(async () => {
    let me = await readMe();
    if (me === "none" && !reopened && telegram.reauthenticate) {
      reopened = true;
      if (await telegram.reauthenticate()) me = await readMe();
    }
    if (me === "none") return "none";
    customerId = me.customerId;
    return me.phone;
  });
  return phone && customerId ? { kind: "phone", phone, customerId } : { kind: "timeout" };
}

export type ShareState = "idle" | "asking" | "waiting";

/** shareTelegramPhone for a button: its state, and `onDone` called while the component lives. */
export function useTelegramPhoneShare(onDone: (share: PhoneShare) => void | Promise<void>) {
  const [state, setState] = useState<ShareState>("idle");
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const ask = async () => {
    if (state !== "idle") return;
    setState("asking");
    const share = await shareTelegramPhone(() => live.current && setState("waiting"));
    if (!live.current) return;
    setState("idle");
    await onDone(share);
  };
  return { state, ask };
}

/** The phone the profile already holds (inside Telegram), once per mount; for prefilling a form. */
export function useLinkedPhone(onPhone: (phone: string) => void) {
  const callback = useRef(onPhone);
  callback.current = onPhone;
  useEffect(() => {
    if (!telegramPhoneAvailable()) return;
    let live = true;
    readMe().then(
      (me) => live && me !== "none" && me.phone && callback.current(me.phone),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
}

/** Checkout's phone field inside Telegram: fills it with the number Telegram shares. */
export function TelegramPhoneButton({ onPhone }: { onPhone: (phone: string) => void }) {
  const { t } = useLingui();
  const [note, setNote] = useState<"declined" | "timeout" | null>(null);
  const { state, ask } = useTelegramPhoneShare((share) => {
    if (share.kind === "phone") onPhone(share.phone);
    else setNote(share.kind);
  });
  return (
    <div className="telegram-phone">
      <button
        type="button"
        className="button telegram-phone__button"
        onClick={() => {
          setNote(null);
          void ask();
        }}
        disabled={state !== "idle"}
        aria-busy={state !== "idle"}
      >
        {state === "waiting" ? t`Waiting for Telegram…` : t`Share my number from Telegram`}
      </button>
      {note && (
        <p className="telegram-phone__note" role="status">
          {note === "declined" ? t`No problem: type the number instead.` : t`Telegram has not passed the number on yet: type it instead.`}
        </p>
      )}
    </div>
  );
}
