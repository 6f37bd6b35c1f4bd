// The page's toasts, placed clear of what the customer taps next. On phones, one at a time: centred
// above the cart bar, or, while a sheet is open, at the top over the dimmed page above it (never
// stacked down onto the sheet). On wider screens at the top centre: below the sticky header and the
// menu's folder chips (--toast-top), or,
// while a sheet is open, over the dimmed page above it: never on the side cart's total and
// Checkout button, or a product sheet's add button, at the bottom.
// While a sheet is open they show inside it (a modal dialog hides and blocks everything outside
// it): "location access denied" in the where-to sheet, "left out of your reorder" over the cart.
// The toaster's box moves into the sheet and back rather than being rendered anew, so a toast
// made as a sheet opens or closes is kept.
import { useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useTopDialog } from "../../components/open-dialogs";
import { useScreen } from "../../lib/screen";
import { Toaster } from "../../lib/toast";

export function SiteToaster() {
  const { mobile } = useScreen();
  const dialog = useTopDialog();
  // Made in the browser only (the prerender has no DOM to portal into), with the first render: a
  // box set from a layout effect would re-render the app synchronously inside its first commit,
  // and so run every effect in that one long task on a slow phone (docs/benchmarks-startup.md).
  const [box] = useState(() => (typeof document === "undefined" ? null : document.createElement("div")));
  useLayoutEffect(() => {
    if (!box) return;
    box.className = "site-toaster";
    return () => box.remove();
  }, [box]);
  useLayoutEffect(() => {
    if (box) (dialog ?? document.body).append(box);
  }, [box, dialog]);
  const toaster = mobile ? (
    <Toaster
      position={dialog ? "top-center" : "bottom-center"}
      duration={3000}
      visibleToasts={1}
      closeButton
      mobileOffset={dialog ? { top: 12 } : { bottom: "calc(88px + env(safe-area-inset-bottom))" }}
    />
  ) : (
    <Toaster position="top-center" duration={3000} visibleToasts={2} closeButton offset={{ top: dialog ? 12 : "var(--toast-top)" }} />
  );
  return box ? createPortal(toaster, box) : toaster;
}
