// The storefront's toasts, with sonner (about 9 KB gzip and a stylesheet it injects when it loads)
// out of the first load: it is fetched with the first toast, and a <Toaster> shows nothing until
// then. A toast asked for before sonner has arrived is shown once it has (sonner replays the toasts
// made before a Toaster subscribed). Every storefront file toasts through here; only the staff
// console imports sonner itself.
import { useSyncExternalStore } from "react";
import type { ExternalToast, ToasterProps } from "sonner";

type Sonner = typeof import("sonner");
type Message = Parameters<Sonner["toast"]>[0];
type Kind = "message" | "success" | "info" | "warning" | "error";

let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

/** Fetches sonner once; toasts and toasters wait for it. */
export function loadToasts(): Promise<Sonner> {
  loading ??= import("sonner").then(
    (module) => {
      sonner = module;
      for (const listener of listeners) listener();
      return module;
    },
    (err: unknown) => {
      // A new deployment or a dropped connection: try again with the next toast.
      loading = null;
      throw err;
    },
  );
  return loading;
}

function show(kind: Kind, message: Message, data?: ExternalToast) {
  const post = (m: Sonner) => void (kind === "message" ? m.toast(message, data) : m.toast[kind](message, data));
  if (sonner) return post(sonner);
  loadToasts().then(post, (err: unknown) => console.error("Toasts could not be loaded", err));
}

/** sonner's `toast` for the calls the storefront makes; fire and forget. */
export const toast = Object.assign((message: Message, data?: ExternalToast) => show("message", message, data), {
  success: (message: Message, data?: ExternalToast) => show("success", message, data),
  info: (message: Message, data?: ExternalToast) => show("info", message, data),
  warning: (message: Message, data?: ExternalToast) => show("warning", message, data),
  error: (message: Message, data?: ExternalToast) => show("error", message, data),
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** sonner's Toaster, rendered once sonner has loaded (with the first toast); nothing before. */
export function Toaster(props: ToasterProps) {
  const loaded = useSyncExternalStore(
    subscribe,
    () => sonner,
    () => null,
  );
  return loaded ? <loaded.Toaster {...props} /> : null;
}
