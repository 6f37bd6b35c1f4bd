// Whether a restaurant takes orders now (issue 25): at night, on a day off or closed for a while it
// says so before anything goes in the cart ("Closed now · Order for tomorrow from 10:00"), on the
// menu and in the where-to sheet, not only at checkout. Hours and slots by the same rules as the
// checkout and the server (src/domain/opening-hours.ts, slots.ts).
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { closedUntilMinute, isOpenAt, type RestaurantHours } from "../domain/opening-hours";
import { deliverySlots } from "../domain/slots";
import { tashkentDateTime, tashkentIsoDate, tashkentTime } from "../domain/tashkent-time";
import "./closed-now.css";

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

/**
 * "Closed now · Order for tomorrow from 10:00" while the restaurant is closed; nothing while open.
 * `floating`: over the page's foot (the menu), so its arrival after the prerendered menu moves
 * nothing already on screen.
 */
export function ClosedNow({ hours, floating = false }: { hours: RestaurantHours; floating?: boolean }) {
  const { t } = useLingui();
  const now = useMinute();
  if (!now || isOpenAt(hours, now)) return null;
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
    <p className={floating ? "closed-notice closed-notice--floating" : "closed-notice"} role="status" data-testid="closed-notice">
      <strong>{title}</strong>
      {next && <span>{next}</span>}
    </p>
  );
}
