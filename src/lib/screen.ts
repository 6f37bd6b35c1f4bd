// Screen-size flags (the layout's breakpoints) for the few layout decisions CSS cannot make alone, such
// as scroll offsets and reserved heights. The grid itself stays in CSS media queries.
import { atom, useAtomValue } from "jotai";

export interface ScreenFlags {
  /** < 600 */
  mobile: boolean;
  /** 600–1024 */
  tablet: boolean;
  /** ≤ 1024 */
  tabletAndLower: boolean;
  /** 1025–1439 */
  laptop: boolean;
  /** 1440–1919 */
  monitor: boolean;
  /** ≥ 1920 */
  xxl: boolean;
}

export interface Screen extends ScreenFlags {
  width: number;
  height: number;
}

export function screenFlags(width: number): ScreenFlags {
  return {
    mobile: width < 600,
    tablet: width >= 600 && width <= 1024,
    tabletAndLower: width <= 1024,
    laptop: width >= 1025 && width <= 1439,
    monitor: width >= 1440 && width <= 1919,
    xxl: width >= 1920,
  };
}

/** The viewport as CSS media queries see it (innerWidth includes the scrollbar, as they do). */
export function readScreen(win: Pick<Window, "innerWidth" | "innerHeight"> | undefined = globalThis.window): Screen {
  const width = win?.innerWidth ?? 390;
  const height = win?.innerHeight ?? 844;
  return { width, height, ...screenFlags(width) };
}

const baseScreenAtom = atom<Screen>(readScreen());

// One resize listener per store, however many components read the screen, and at most one update
// per frame: resize fires dozens of times a second while a window is dragged.
baseScreenAtom.onMount = (set) => {
  let frame = 0;
  const update = () => {
    frame = 0;
    set((previous) => {
      const next = readScreen();
      return next.width === previous.width && next.height === previous.height ? previous : next;
    });
  };
  const onResize = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  window.addEventListener("resize", onResize);
  return () => {
    window.removeEventListener("resize", onResize);
    cancelAnimationFrame(frame);
  };
};

export const screenAtom = atom((get) => get(baseScreenAtom));

export const useScreen = (): Screen => useAtomValue(screenAtom);
