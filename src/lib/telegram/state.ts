// What the main bundle and the lazily loaded Telegram chunk share, without the SDK: whether the
// mini-app shell runs, the raw init data (kept to re-exchange it), and tiny stores that the pages'
// hooks write and the chunk reads (main-button requests, swipe locks, the messenger error flag).
// Plain module-level stores rather than jotai atoms: createOrder() and other non-React code
// must reach them too, and the app's jotai store is created inside <App>.

export interface Signal<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function createSignal<T>(initial: T): Signal<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((l) => {
        l();
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const telegram = {
  /** Set by boot.ts once the SDK started; false on the web. */
  active: false,
  /** The launch's raw init data, exchanged for a session at POST /api/auth/telegram. */
  initData: null as string | null,
  /** Registered by the shell: exchanges the init data again; resolves to success. */
  reauthenticate: null as null | (() => Promise<boolean>),
  /** The sign-in under way (the one on start, or a renewal); bot-API calls wait for it. */
  signingIn: null as null | Promise<boolean>,
  /** Settles when the sign-in on start has finished (boot.ts expects it, the shell runs it). */
  firstSignIn: null as null | Promise<boolean>,
};

let settleFirstSignIn: ((ok: boolean) => void) | null = null;

/** Called on start inside Telegram, before anything can call the bot API. */
export function expectFirstSignIn() {
  telegram.firstSignIn = new Promise<boolean>((resolve) => {
    settleFirstSignIn = resolve;
  });
}

export function firstSignInSettled(ok: boolean) {
  settleFirstSignIn?.(ok);
  settleFirstSignIn = null;
}

export interface MainButtonRequest {
  text: string;
  disabled: boolean;
  loading: boolean;
  onClick: () => void;
}

/** Pages asking for the MainButton; the last one wins (see useMainButton). */
export const mainButtonRequests = createSignal<readonly MainButtonRequest[]>([]);

/** How many open components need Telegram's vertical swipes off (a map pans with them). */
export const swipeLocks = createSignal(0);

/** A failed messenger order or basket update sets an error flag the page shows. */
export type MessengerError = "basket" | "order" | "session";
export const messengerError = createSignal<MessengerError | null>(null);

/** Outcome of the last messenger order, for the haptic notification. */
export const orderOutcome = createSignal<{ ok: boolean; at: number } | null>(null);

export const TG_ID_KEY = "tg-id";

/** The stored messenger id (`tg-id`), 0 when none. */
export function storedTgId(): number {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(TG_ID_KEY) ?? "0");
    return typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

/** A messenger user is one whose stored messenger id is above 0. */
export const isMessengerMode = () => telegram.active && storedTgId() > 0;
