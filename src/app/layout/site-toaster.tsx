// The page's toasts, at the bottom, clear of the sticky header and the menu's folder chips the
// customer is about to tap: on phones centred above the cart bar, on wider screens bottom right.
import { Toaster } from "../../lib/toast";
import { useScreen } from "../../lib/screen";

export function SiteToaster() {
  const { mobile } = useScreen();
  return (
    <Toaster
      position={mobile ? "bottom-center" : "bottom-right"}
      duration={3000}
      closeButton
      offset={{ bottom: 24, right: 24 }}
      mobileOffset={{ bottom: "calc(88px + env(safe-area-inset-bottom))" }}
    />
  );
}
