// The page's errors from its first moment: main.tsx installs these listeners before anything else
// of the app runs, so an error thrown while the app or the error-reporting SDK is still loading
// (or one that stops the app from starting at all) is kept, and error-reporting.ts sends it once
// the SDK is up. Without a DSN the listeners go and the kept errors are dropped. Kept tiny: this
// is part of the page's entry chunk.
const MAX_KEPT = 20;
const kept: unknown[] = [];
let keeping = false;

function keep(event: ErrorEvent | PromiseRejectionEvent) {
  keepError("reason" in event ? event.reason : (event.error ?? event.message));
}

/** Starts keeping the page's uncaught errors and unhandled rejections (main.tsx, first thing). */
export function keepEarlyErrors(): void {
  if (keeping) return;
  keeping = true;
  window.addEventListener("error", keep);
  window.addEventListener("unhandledrejection", keep);
}

/** Keeps an error the app caught itself (an error boundary's) until the reporter is up. */
export function keepError(error: unknown): void {
  if (keeping && kept.length < MAX_KEPT) kept.push(error);
}

/** Stops keeping errors and hands over the ones kept so far (the reporter's own handlers take over). */
export function takeEarlyErrors(): unknown[] {
  keeping = false;
  window.removeEventListener("error", keep);
  window.removeEventListener("unhandledrejection", keep);
  return kept.splice(0);
}
