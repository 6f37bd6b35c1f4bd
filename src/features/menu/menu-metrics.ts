// Sizes the menu's scripts need and CSS cannot give them: how much of the viewport the sticky bars
// cover (to scroll a folder just below them) and how tall a folder will be before its products
// mount (so the page does not jump and anchors land where they should). They mirror the header
// (app/layout/site-header.css), folder-bar.css, folder-section.css and product-card.css;
// e2e/menu-navigation.test.ts checks that a folder lands right under the bars.
import type { ScreenFlags } from "../../lib/screen";

const HEADER = 64; // --header-h
const MOBILE_NAV = 43; // the header's second row of section chips (up to 1024 px), less the overlap
const FOLDER_BAR = 58; // 10 + 38 + 10

/** Pixels from the top of the viewport to the bottom of the sticky header and folder bar. */
export function stickyBarsHeight(screen: ScreenFlags): number {
  return HEADER + (screen.tabletAndLower ? MOBILE_NAV : 0) + FOLDER_BAR;
}

/** The bars' height once the header has folded away while scrolling down (phones); else null. */
export function collapsedBarsHeight(screen: ScreenFlags): number | null {
  return screen.mobile ? FOLDER_BAR : null;
}

/** Approximate cards per row, card height and gap of `.menu__grid` at this size. */
function gridOf(screen: ScreenFlags): { columns: number; card: number; gap: number } {
  if (screen.mobile) return { columns: 1, card: 180, gap: 12 };
  if (screen.tablet) return { columns: 2, card: 490, gap: 16 };
  return { columns: 4, card: 465, gap: 20 };
}

/** The height a folder's grid will take once its `count` products mount. */
export function reservedGridHeight(count: number, screen: ScreenFlags): number {
  if (count <= 0) return 0;
  const { columns, card, gap } = gridOf(screen);
  const rows = Math.ceil(count / columns);
  return rows * card + (rows - 1) * gap;
}

/** How many cards fill the first screen (whole rows, rounded up): the rest can mount a moment later. */
export function firstScreenCount(screen: ScreenFlags & { height: number }): number {
  const { columns, card, gap } = gridOf(screen);
  return columns * Math.max(1, Math.ceil(screen.height / (card + gap)));
}
