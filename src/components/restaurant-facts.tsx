// A restaurant's hours, delivery price and time, as a short list of facts; "temporarily closed"
// with its note for one that takes no orders now.
import { Trans, useLingui } from "@lingui/react/macro";
import { formatMoney } from "../domain/money";
import { useLocale } from "../i18n/use-locale";
import { closesAfterMidnight, formatHours } from "../domain/restaurant-format";
import { closedUntilMinute, type HoursException, todaysHours } from "../domain/opening-hours";
import { tashkentDateTime } from "../domain/tashkent-time";
import "./restaurant-facts.css";

/** The few fields shown; any restaurant of the API has them. */
export interface RestaurantFactsData {
  opensAt: string;
  closesAt: string;
  priceOfDelivery: number;
  deliveryDuration: number;
  /** Days with other hours or closed, and a temporary close (src/domain/opening-hours.ts); absent = the regular hours. */
  exceptions?: readonly HoursException[] | null;
  closedUntil?: string | null;
}

interface Props {
  restaurant: RestaurantFactsData;
  /** Delivery price and time; pickup shows only the hours. */
  delivery?: boolean;
}

export function RestaurantFacts({ restaurant: r, delivery = false }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const regular = formatHours(r.opensAt, r.closesAt);
  const minutes = r.deliveryDuration;
  // Today's exception shows instead of the regular hours; a temporary close says until when.
  const now = new Date();
  const today = r.exceptions?.length ? todaysHours(r, now) : { opensAt: r.opensAt, closesAt: r.closesAt };
  const todayText = today ? formatHours(today.opensAt, today.closesAt) : "";
  const hours =
    today === null ? t`Closed today` : today.opensAt === r.opensAt && today.closesAt === r.closesAt ? regular : t`Today ${todayText}`;
  const until = r.closedUntil && closedUntilMinute(r, now) !== null ? tashkentDateTime(new Date(r.closedUntil).toISOString()) : null;
  return (
    <dl className="restaurant-facts">
      <div>
        <dt>{t`Hours`}</dt>
        <dd title={closesAfterMidnight(r.opensAt, r.closesAt) ? t`Closes after midnight` : undefined}>{hours}</dd>
      </div>
      {until && (
        <div data-testid="closed-until">
          <dt>{t`Closed until`}</dt>
          <dd>{until}</dd>
        </div>
      )}
      {delivery && (
        <>
          <div>
            <dt>{t`Delivery`}</dt>
            <dd>{r.priceOfDelivery > 0 ? formatMoney(r.priceOfDelivery, locale) : t`free`}</dd>
          </div>
          <div>
            <dt>{t`Time`}</dt>
            <dd>{t`about ${minutes} min`}</dd>
          </div>
        </>
      )}
    </dl>
  );
}

/** A small colour swatch of the restaurant's zone. */
export function ZoneSwatch({ color }: { color: string }) {
  return <span className="zone-swatch" style={{ background: color }} aria-hidden="true" />;
}

/** "Temporarily closed" and why (the restaurant's note), for a restaurant that takes no orders now. */
export function ClosedNotice({ note }: { note: string | null }) {
  return (
    <p className="restaurant-closed">
      <span className="restaurant-closed__badge">
        <Trans>Temporarily closed</Trans>
      </span>
      {note && <span className="restaurant-closed__note">{note}</span>}
    </p>
  );
}
