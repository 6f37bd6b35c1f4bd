// The page's toasts, at the bottom, clear of the sticky header and the menu's folder chips the
// customer is about to tap: on phones centred above the cart bar, on wider screens bottom right.
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
  const toaster = dialog ? (
    <Toaster
      position={mobile ? "top-center" : "bottom-right"}
      duration={3000}
      closeButton
      offset={{ bottom: 24, right: 24 }}
      mobileOffset={{ top: 12 }}
    />
  ) : (
    <Toaster
      position={mobile ? "bottom-center" : "bottom-right"}
      duration={3000}
      closeButton
      offset={{ bottom: 24, right: 24 }}
      mobileOffset={{ bottom: "calc(88px + env(safe-area-inset-bottom))" }}
    />
  );
  return box ? createPortal(toaster, box) : toaster;
}
