// Server errors go to the same error reporter (Sentry) when SENTRY_DSN is set; nothing is loaded
// otherwise. Only unexpected errors (500) are reported: a 4xx is the caller's mistake.
type Reporter = { captureException(error: unknown): string; flush(ms?: number): Promise<boolean> };

let reporter: Reporter | null = null;

export async function startServerErrorReporting(dsn: string, release?: string): Promise<void> {
  if (!dsn) return;
  const Sentry = await import("@sentry/node");
  Sentry.init({ dsn, release, tracesSampleRate: 1.0, defaultIntegrations: false });
  reporter = Sentry;
}

export function reportServerError(error: unknown): void {
  reporter?.captureException(error);
}

export async function flushErrorReports(): Promise<void> {
  await reporter?.flush(2000);
}
