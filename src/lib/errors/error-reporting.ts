// Error reporting (Sentry), off unless the runtime config names a DSN. The SDK is loaded after the
// first screen, in its own chunk; errors that happen before it arrives (from the page's first
// moment: early-errors.ts, installed by main.tsx) are kept and sent then.
// Traces are sampled at 100 %, session replays at 10 % (100 % on error), and replays mask all
// text and inputs and block media, so no customer data leaves the page.
import { keepEarlyErrors, keepError, takeEarlyErrors } from "./early-errors";

type Reporter = { captureException(error: unknown): void };

let reporter: Reporter | null = null;
let started = false;

/** Loads the SDK when the browser is idle after the first paint; without a DSN drops the kept errors. */
export function startErrorReporting(dsn: string): void {
  if (started) return;
  started = true;
  if (!dsn) {
    takeEarlyErrors();
    return;
  }
  keepEarlyErrors(); // main.tsx has done so already; here for a start without it.
  const load = () => void loadSdk(dsn);
  if ("requestIdleCallback" in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1500);
}

async function loadSdk(dsn: string) {
  try {
    const Sentry = await import("@sentry/react");
    Sentry.init({
      dsn,
      release: typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : undefined,
      integrations: [
        Sentry.browserTracingIntegration(),
        Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
      ],
      tracesSampleRate: 1.0,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1.0,
    });
    reporter = Sentry;
    // From here the SDK's own handlers see the page's errors.
    for (const error of takeEarlyErrors()) Sentry.captureException(error);
  } catch (err) {
    takeEarlyErrors();
    console.warn("Error reporting could not start", err);
  }
}

/** Reports an error caught by the app itself (e.g. by an error boundary). */
export function reportError(error: unknown): void {
  if (reporter) reporter.captureException(error);
  else keepError(error);
}

declare const __BUILD_ID__: string;
