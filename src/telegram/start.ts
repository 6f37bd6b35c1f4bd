// Starts the mini-app: a module of its own because boot.ts imports detect.ts (to forget a failed
// launch), so the dynamic import of boot.ts must not sit in detect.ts.

/**
 * Downloads and starts the Telegram chunk (boot.ts) before the first render. A chunk that cannot
 * be fetched leaves the page a website rather than blank.
 */
export async function startTelegram(): Promise<void> {
  try {
    await (await import("./boot")).bootTelegram();
  } catch (err) {
    console.error("The Telegram chunk could not be loaded; showing the website", err);
  }
}
