import { type RefObject, useEffect } from "react";

/** Focuses the field once its dialog has opened (the dialog focuses its first button itself). */
export function useFocusAfterOpen(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [ref]);
}
