// The "focus" behaviour: focus an element when it mounts (a dialog's first field, a heading
// after navigation), without scrolling the page to it unless asked.
import { type RefObject, useEffect } from "react";

export function useFocus(ref: RefObject<HTMLElement | null>, { enabled = true, preventScroll = true } = {}): void {
  useEffect(() => {
    if (enabled) ref.current?.focus({ preventScroll });
  }, [ref, enabled, preventScroll]);
}
