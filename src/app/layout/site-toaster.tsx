// The page's toasts. On wider screens below the sticky header, top right, so a toast never covers
// the cart or the language switch; on phones at the bottom, above the cart bar, so "added to the
// cart" never covers the folder chips the customer is about to tap.
import { Toaster } from "sonner";
import { useScreen } from "../../lib/screen";

export function SiteToaster() {
  const { mobile } = useScreen();
  return (
    <Toaster
      position={mobile ? "bottom-center" : "top-right"}
      duration={3000}
      closeButton
      offset={{ top: 76, right: 16 }}
      mobileOffset={{ bottom: "calc(88px + env(safe-area-inset-bottom))" }}
    />
  );
}
