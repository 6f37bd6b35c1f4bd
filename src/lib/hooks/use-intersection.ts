// The "intersection" behaviour: call back when an element becomes visible (enters the
// viewport, widened or narrowed by rootMargin). Used for lazy content and scroll tracking.
import { type RefObject, useEffect, useRef } from "react";

export interface IntersectionOptions {
  /** CSS-like margins around the viewport, e.g. "100% 0px" (near) or "-120px 0px -70% 0px" (a band). */
  rootMargin?: string;
  /** How much of the element must be inside, 0–1 (0 = any part, even an edge). */
  threshold?: number;
  /** Stop observing after the first call. */
  once?: boolean;
  /** Observe only while true. */
  enabled?: boolean;
}

export function useIntersection(
  ref: RefObject<Element | null>,
  onVisible: (entry: IntersectionObserverEntry) => void,
  { rootMargin = "0px", threshold = 0, once = false, enabled = true }: IntersectionOptions = {},
): void {
  // The latest callback is called without re-creating the observer on every render.
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      // Very old browsers: treat the element as visible so lazy content still appears.
      callback.current({ isIntersecting: true, intersectionRatio: 1, target: element } as IntersectionObserverEntry);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // isIntersecting alone is also true while leaving a non-zero threshold.
          if (!entry.isIntersecting || entry.intersectionRatio < threshold) continue;
          callback.current(entry);
          if (once) return observer.disconnect();
        }
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, threshold, once, enabled]);
}
