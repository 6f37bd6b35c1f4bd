// Whether the menu's restaurant takes orders now (issue 25): at night, on a day off or closed for a
// while, the menu says so before anything goes in the cart ("Closed now · Order for tomorrow from
// 10:00"), not only at checkout. Hours and slots by the same rules as checkout and the server.
// Loaded after the menu (routes.tsx), so the first load does not carry the hours' rules.
import { useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { closedUntilMinute, isOpenAt, type RestaurantHours } from "../domain/opening-hours";
import { deliverySlots } from "../domain/slots";
import { tashkentDateTime, tashkentIsoDate, tashkentTime } from "../domain/tashkent-time";
import { shopQueryAtom } from "../features/shop/api/get-shop";
import "./closed-notice.css";

/**
 * The time, read again every minute; null until mounted in the browser, so the server's
 * prerendered menu (kept and served for hours) never carries an "open or closed" of its own.
 */
function useMinute(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function ClosedNotice() {
  const { t } = useLingui();
  const menu = useAtomValue(shopQueryAtom).data;
  const now = useMinute();
  if (!menu || !now) return null;
  const hours: RestaurantHours = {
    opensAt: menu.opensAt,
    closesAt: menu.closesAt,
    deliveryDuration: menu.deliveryDuration,
    exceptions: menu.hoursExceptions,
    closedUntil: menu.closedUntil,
  };
  if (isOpenAt(hours, now)) return null;
  let title = t`Closed now`;
  if (closedUntilMinute(hours, now) !== null && hours.closedUntil) {
    const iso = new Date(hours.closedUntil).toISOString();
    const until = tashkentIsoDate(iso) === tashkentIsoDate(now) ? tashkentTime(iso) : tashkentDateTime(iso);
    title = t`Closed until ${until}`;
  }
  const first = deliverySlots(hours, now)[0];
  const time = first ? tashkentTime(first.start) : "";
  const next = !first ? null : first.day === "today" ? t`Order for today from ${time}` : t`Order for tomorrow from ${time}`;
  return (
    <p className="closed-notice" role="status" data-testid="closed-notice">
      <strong>{title}</strong>
      {next && <span>{next}</span>}
    </p>
  );
}
