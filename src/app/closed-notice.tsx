// The menu's restaurant closed now (src/components/closed-now.tsx), above the menu. Loaded after
// the menu (routes.tsx), so the first load does not carry the hours' rules.
import { useAtomValue } from "jotai";
import { ClosedNow } from "../components/closed-now";
import { shopQueryAtom } from "../features/shop/api/get-shop";

export function ClosedNotice() {
  const menu = useAtomValue(shopQueryAtom).data;
  if (!menu) return null;
  return (
    <ClosedNow
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
