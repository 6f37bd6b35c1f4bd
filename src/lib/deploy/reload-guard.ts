// A page reloads for a new build (or after a failed code-chunk load) at most once
// per 10 seconds per path, so a broken deployment can never trap a customer in a reload loop.
export const RELOAD_GUARD_MS = 10_000;
const KEY = "reload-guard";

type Store = Pick<Storage, "getItem" | "setItem">;

/** True (and the attempt recorded) when this path may reload now. */
export function mayReload(path: string, now: number, store: Store): boolean {
  let times: Record<string, number> = {};
  try {
    times = JSON.parse(store.getItem(KEY) ?? "{}") as Record<string, number>;
  } catch {
    times = {};
  }
  const last = times[path];
  if (typeof last === "number" && now - last < RELOAD_GUARD_MS) return false;
  times[path] = now;
  try {
    store.setItem(KEY, JSON.stringify(times));
  } catch {
    // Storage full or blocked: reloading once more is still better than never.
  }
  return true;
}

export function guardedReload(reason: string): boolean {
  if (!mayReload(window.location.pathname, Date.now(), sessionStorage)) {
    console.warn(`Not reloading again so soon (${reason})`);
    return false;
  }
  window.location.reload();
  return true;
}
