// Each open sheet owns a step in the browser's history (the same address, its depth in
// `history.state.sheet`), so Back (the browser's, Android's, Telegram's) closes the top sheet
// instead of leaving the page. A sheet closed by its own button, Escape or the backdrop takes its
// step back, so no dead Back is left behind. A step whose sheet is gone (Forward after Back, a
// reload) is just the page again.
import { createSignal } from "../lib/telegram/state";

const KEY = "sheet";

interface OpenSheet {
  close: () => void;
  /** Its history step is waiting for an earlier history.back() to land. */
  queued: boolean;
}

const stack: OpenSheet[] = [];
/** history.back() calls of ours whose popstate has not arrived yet. */
let pendingBacks = 0;

/** How many sheets are open, for Telegram's BackButton. */
export const openSheetCount = createSignal(0);

/** The sheet depth a history state carries: 0 for an ordinary page step. */
export function sheetDepth(state: unknown): number {
  const value = state && typeof state === "object" ? (state as Record<string, unknown>)[KEY] : undefined;
  return typeof value === "number" && value > 0 ? value : 0;
}

function withDepth(state: unknown, depth: number): unknown {
  const base = state && typeof state === "object" ? { ...(state as Record<string, unknown>) } : {};
  if (depth > 0) return { ...base, [KEY]: depth };
  delete base[KEY];
  return Object.keys(base).length > 0 ? base : null;
}

function changed() {
  openSheetCount.set(stack.length);
  document.documentElement.classList.toggle("sheet-open", stack.length > 0);
}

function pushStep(sheet: OpenSheet) {
  sheet.queued = false;
  window.history.pushState(withDepth(window.history.state, stack.indexOf(sheet) + 1), "", window.location.href);
}

/** A step of the history is current again: close the sheets above its depth; forget stale steps. */
function onPopState() {
  const depth = sheetDepth(window.history.state);
  if (depth > stack.length) window.history.replaceState(withDepth(window.history.state, stack.length), "", window.location.href);
  // A sheet still waiting for its step is newer than this one: it stays.
  const closing = stack.filter((sheet, i) => i >= depth && !sheet.queued);
  for (const sheet of closing) stack.splice(stack.indexOf(sheet), 1);
  changed();
  for (const sheet of closing.reverse()) sheet.close();
  if (pendingBacks > 0) pendingBacks--;
  if (pendingBacks === 0) for (const sheet of stack) if (sheet.queued) pushStep(sheet);
}

let installed = false;
function install() {
  if (installed || typeof window === "undefined") return;
  installed = true;
  // A reload keeps history.state: the sheet of that step is not open any more.
  if (sheetDepth(window.history.state) > 0) window.history.replaceState(withDepth(window.history.state, 0), "", window.location.href);
  window.addEventListener("popstate", onPopState);
}

/** A sheet opened: adds its history step. `close` is called when Back takes the step away. */
export function openSheet(close: () => void): OpenSheet {
  install();
  const sheet: OpenSheet = { close, queued: true };
  stack.push(sheet);
  changed();
  // A step pushed before our pending back lands would be the one taken back.
  if (pendingBacks === 0) pushStep(sheet);
  return sheet;
}

/** A sheet closed by the page (its button, Escape, a choice made): takes its step back if on top. */
export function closeSheet(sheet: OpenSheet): void {
  const index = stack.indexOf(sheet);
  if (index < 0) return;
  stack.splice(index, 1);
  changed();
  // Under a page the app navigated to since, the step stays; coming back to it shows the page.
  if (!sheet.queued && sheetDepth(window.history.state) === index + 1) {
    pendingBacks++;
    window.history.back();
  }
}

/** Closes the top sheet, as Back would (Telegram's BackButton). False when none is open. */
export function closeTopSheet(): boolean {
  const top = stack.at(-1);
  if (!top) return false;
  top.close();
  return true;
}

/** Whether the current history step is a sheet's: a navigation from a sheet should replace it. */
export const onSheetStep = () => typeof window !== "undefined" && sheetDepth(window.history.state) > 0;
