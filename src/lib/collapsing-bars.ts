// On phones the header folds away while the page scrolls down, leaving the menu's folder chips
// alone at the top, and comes back on the way up or near the top. The layout watches the scroll;
// the menu needs the same rule to scroll a folder right under whatever bars will show.

/** The class on <html> while the header is folded away. */
export const COLLAPSED_CLASS = "bars-collapsed";

/** Above this scroll position the header always shows. */
export const COLLAPSE_AFTER = 120;

/** How far the page must move against the current direction before the header follows. */
export const COLLAPSE_HYSTERESIS = 8;
