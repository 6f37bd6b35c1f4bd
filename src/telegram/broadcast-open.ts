// Attribution of a broadcast (docs/broadcasts.md): its button opens the mini-app with `bc=<id>` in
// the address; once the Telegram sign-in has a session, the open is reported once per page load
// (POST /api/broadcasts/{id}/opened). The server counts it only for a recipient it was sent to, so
// the report needs no checks here; a failure is only logged (it never stops the app).
import { ownServer } from "../lib/http/own-server";

/** The broadcast id in an address (`?bc=12`), or null. */
export function broadcastIdIn(href: string): number | null {
  const raw = new URL(href).searchParams.get("bc");
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

let reported = false;

export async function reportBroadcastOpen(href = window.location.href): Promise<void> {
  const id = broadcastIdIn(href);
  if (id === null || reported) return;
  reported = true;
  try {
    await ownServer.POST("main", "/api/broadcasts/{id}/opened", { path: { id: String(id) } });
  } catch (err) {
    console.warn("The broadcast's open was not reported", err);
  }
}
