// Folds the header away while a phone's page scrolls down and brings it back on the way up or near
// the top (a class on <html>; the CSS moves the bars with transforms, so nothing below shifts).
import { useEffect } from "react";
import { COLLAPSE_AFTER, COLLAPSE_HYSTERESIS, COLLAPSED_CLASS } from "../../lib/collapsing-bars";

export function useCollapsingHeader(enabled: boolean): void {
  useEffect(() => {
    const root = document.documentElement;
    if (!enabled) return;
    let collapsed = false;
    // The turning point: the lowest point while shown, the highest while folded away.
    let anchor = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      if (y <= COLLAPSE_AFTER) {
        collapsed = false;
        anchor = y;
      } else if (collapsed) {
        if (y > anchor) anchor = y;
        else if (anchor - y > COLLAPSE_HYSTERESIS) [collapsed, anchor] = [false, y];
      } else if (y < anchor) anchor = y;
      else if (y - anchor > COLLAPSE_HYSTERESIS) [collapsed, anchor] = [true, y];
      // A sheet locks the page's scroll; keyboard focus in the header brings it back (CSS).
      root.classList.toggle(COLLAPSED_CLASS, collapsed);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      window.removeEventListener("scroll", update);
      root.classList.remove(COLLAPSED_CLASS);
    };
  }, [enabled]);
}
