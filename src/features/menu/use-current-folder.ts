// Which folder is current, which folders have mounted their products, and jumps to a folder.
// Scrolling makes the folder under the sticky bars current; a jump (a tapped chip, a deep link)
// makes its folder current at once and holds it while the page scrolls there, so the chips do not
// flicker through every folder on the way.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { COLLAPSE_AFTER, COLLAPSE_HYSTERESIS } from "../../lib/collapsing-bars";

export const folderSectionId = (id: number) => `folder-${id}`;

export interface FolderNavigation {
  current: number | null;
  isMounted: (id: number) => boolean;
  /** A folder came near the viewport: mount its products. */
  reveal: (id: number) => void;
  /** Scrolling brought a folder under the sticky bars. */
  reached: (id: number) => void;
  /** Make a folder current and scroll it just below the bars; false for an unknown folder. */
  jump: (id: number, options: { smooth: boolean }) => boolean;
}

/** A scroll that has had no scroll event for this long has ended (scrollend is not everywhere). */
const SETTLE_MS = 150;

/**
 * `offset`: the sticky bars' height; `collapsedOffset`: their height once a scroll down has folded
 * the header away (phones), null where it never folds.
 */
export function useCurrentFolder(folderIds: readonly number[], offset: number, collapsedOffset: number | null = null): FolderNavigation {
  const [chosen, setChosen] = useState<number | null>(null);
  // The first folder is at the top of the page, so it is near from the start: its products come
  // with the first render rather than after an intersection callback (the menu's largest paint).
  const [mounted, setMounted] = useState<ReadonlySet<number>>(() => new Set(folderIds.slice(0, 1)));
  // A new object per jump, so that jumping again to the same folder scrolls again.
  const [scrollRequest, setScrollRequest] = useState<{ id: number; smooth: boolean } | null>(null);
  const offsetNow = useRef({ offset, collapsedOffset });
  useLayoutEffect(() => {
    offsetNow.current = { offset, collapsedOffset };
  });
  const locked = useRef(false);
  const unlock = useRef<() => void>(() => undefined);

  // A folder hidden by the tag filter cannot stay current; the first one shown is.
  const current = chosen !== null && folderIds.includes(chosen) ? chosen : (folderIds[0] ?? null);

  const reveal = useCallback((id: number) => {
    setMounted((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));
  }, []);

  const reached = useCallback((id: number) => {
    if (!locked.current) setChosen(id);
  }, []);

  const holdUntilScrollEnds = useCallback(() => {
    unlock.current();
    locked.current = true;
    let timer = setTimeout(done, SETTLE_MS * 2);
    function onScroll() {
      clearTimeout(timer);
      timer = setTimeout(done, SETTLE_MS);
    }
    function done() {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
      locked.current = false;
      unlock.current = () => undefined;
    }
    window.addEventListener("scroll", onScroll, { passive: true });
    unlock.current = done;
  }, []);

  const jump = useCallback(
    (id: number, { smooth }: { smooth: boolean }) => {
      const index = folderIds.indexOf(id);
      if (index < 0) return false;
      setChosen(id);
      // Everything above the target mounts first, so placeholders above it cannot turn into
      // taller or shorter grids while we scroll and push the target away from the bars.
      setMounted((previous) => new Set([...previous, ...folderIds.slice(0, index + 1)]));
      setScrollRequest({ id, smooth });
      holdUntilScrollEnds();
      return true;
    },
    [folderIds, holdUntilScrollEnds],
  );

  // After the commit that mounted the folders, before paint: the positions are final now.
  useLayoutEffect(() => {
    if (!scrollRequest) return;
    const section = document.getElementById(folderSectionId(scrollRequest.id));
    if (!section) return;
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    // "auto" jumps at once: the page sets no CSS scroll-behavior.
    // Going down far enough folds the header away (src/lib/collapsing-bars.ts): only the chips stay.
    const { offset: full, collapsedOffset: folded } = offsetNow.current;
    const sectionTop = section.getBoundingClientRect().top + window.scrollY;
    const target = Math.max(0, sectionTop - (folded ?? full));
    const folds = folded !== null && target > window.scrollY + COLLAPSE_HYSTERESIS && target > COLLAPSE_AFTER;
    window.scrollTo({
      top: folds ? target : Math.max(0, sectionTop - full),
      behavior: scrollRequest.smooth && !reduceMotion ? "smooth" : "auto",
    });
  }, [scrollRequest]);

  useEffect(() => () => unlock.current(), []);

  const isMounted = useCallback((id: number) => id === current || id === folderIds[0] || mounted.has(id), [current, folderIds, mounted]);

  return { current, isMounted, reveal, reached, jump };
}
