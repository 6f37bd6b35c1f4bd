// Deployment detection: the build's id is compiled in; the server tells which build it serves now
// (GET /api/build). On route changes and when the page comes back to the foreground the app asks,
// and a newer build reloads the page under the reload guard. A code chunk that fails to load (an
// old hashed file gone after a deploy) reloads the same way.
import { guardedReload } from "./reload-guard";

declare const __BUILD_ID__: string;
export const BUILD_ID: string = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : "dev";

const MIN_CHECK_INTERVAL_MS = 30_000;
let lastCheck = 0;

export async function checkForNewBuild(force = false): Promise<void> {
  if (BUILD_ID === "dev") return;
  const now = Date.now();
  if (!force && now - lastCheck < MIN_CHECK_INTERVAL_MS) return;
  lastCheck = now;
  try {
    const res = await fetch("/api/build", { cache: "no-store" });
    if (!res.ok) return;
    const { buildId } = (await res.json()) as { buildId?: string };
    if (buildId && buildId !== BUILD_ID) guardedReload(`build ${BUILD_ID} → ${buildId}`);
  } catch {
    // Offline: try again at the next chance.
  }
}

export function watchBuilds(): void {
  window.addEventListener("vite:preloadError", (event) => {
    event.preventDefault();
    guardedReload("a code chunk failed to load");
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void checkForNewBuild(true);
  });
}
