// Error reporting (Sentry), off unless the runtime config names a DSN. The SDK is loaded after the
// first screen, in its own chunk; errors that happen before it arrives are kept and sent then.
// Traces are sampled at 100 %, session replays at 10 % (100 % on error), and replays mask all
// text and inputs and block media, so no customer data leaves the page.
type Reporter = { captureException(error: unknown): void };

let reporter: Reporter | null = null;
const early: unknown[] = [];
let listening = false;

function remember(event: ErrorEvent | PromiseRejectionEvent) {
  if (reporter) return;
  early.push("reason" in event ? event.reason : (event.error ?? event.message));
}

/** Starts collecting errors at once; loads the SDK when the browser is idle after the first paint. */
export function startErrorReporting(dsn: string): void {
  if (!dsn || listening) return;
  listening = true;
  window.addEventListener("error", remember);
  window.addEventListener("unhandledrejection", remember);
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
    window.removeEventListener("error", remember);
    window.removeEventListener("unhandledrejection", remember);
    for (const error of early.splice(0)) Sentry.captureException(error);
  } catch (err) {
    console.warn("Error reporting could not start", err);
  }
}

/** Reports an error caught by the app itself (e.g. by an error boundary). */
export function reportError(error: unknown): void {
  if (reporter) reporter.captureException(error);
  else if (listening) early.push(error);
}

declare const __BUILD_ID__: string;
