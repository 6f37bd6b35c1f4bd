// Work the page can do once the start is over: in an idle period of the main thread (at the latest
// after `timeout` ms), so it does not lengthen the tasks that put the first screen together.
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof window === "undefined") return () => {};
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1);
  return () => clearTimeout(id);
}
