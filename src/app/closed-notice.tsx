// The menu's restaurant closed now (src/components/closed-now.tsx), floating over the page's foot:
// it arrives after the prerendered menu (in flow above it, it pushed the whole menu down: a layout
// shift on every night-time visit). Loaded after the menu (routes.tsx), so the first load does not
// carry the hours' rules.
import { useAtomValue } from "jotai";
import { ClosedNow } from "../components/closed-now";
import { shopQueryAtom } from "../features/shop/api/get-shop";

export function ClosedNotice() {
  const menu = useAtomValue(shopQueryAtom).data;
  if (!menu) return null;
  return (
    <ClosedNow
      floating
      hours={{
        opensAt: menu.opensAt,
        closesAt: menu.closesAt,
        deliveryDuration: menu.deliveryDuration,
        exceptions: menu.hoursExceptions,
        closedUntil: menu.closedUntil,
      }}
    />
  );
}
