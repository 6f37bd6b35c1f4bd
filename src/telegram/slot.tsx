// The one place the layout mounts Telegram: nothing on the web; inside the mini-app the shell
// (identity, basket sync, native buttons, the error banner), which comes in its own chunk.
import { type ComponentType, lazy, Suspense } from "react";
import { telegram } from "../lib/telegram/state";

// A shell that cannot be fetched must not take the page down with it: the store still works.
const TelegramShell = lazy(
  (): Promise<{ default: ComponentType }> =>
    import("./shell").catch((err: unknown) => {
      console.error("The Telegram shell could not be loaded", err);
      return { default: () => null };
    }),
);

export function TelegramSlot() {
  if (!telegram.active) return null;
  return (
    <Suspense fallback={null}>
      <TelegramShell />
    </Suspense>
  );
}
