// When: as soon as possible (only while the restaurant is open) or a time slot, today's and
// tomorrow's under two day tabs (slot-picker.tsx). Slots come from the restaurant's hours and the
// clock, refreshed each minute.
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDayMonth } from "../../domain/calendar-dates";
import type { Slot } from "../../domain/slots";
import { closedUntilMinute, type RestaurantHours, todaysHours } from "../../domain/opening-hours";
import { tashkentDateTime, tashkentIsoDate, tashkentTime } from "../../domain/tashkent-time";
import { useLocale } from "../../i18n/use-locale";
import { ChoiceCard } from "./form-controls";
import type { OrderForm } from "./order-form";
import { SlotPicker } from "./slot-picker";

interface Props {
  form: OrderForm;
  set: (patch: Partial<OrderForm>) => void;
  slots: readonly Slot[];
  openNow: boolean;
  hours: RestaurantHours;
  now: Date;
  delivery: boolean;
  error?: string | null;
}

export function WhenSection({ form, set, slots, openNow, hours, now, delivery, error }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  // Tomorrow's slots carry their date, so a late-night customer sees plainly which day they pick.
  const dayLabel = (slot: Pick<Slot, "day" | "date">) => {
    if (slot.day === "today") return t`Today`;
    const date = formatDayMonth(slot.date, locale);
    return t`Tomorrow, ${date}`;
  };
  const onlyTomorrow = slots.length > 0 && slots.every((s) => s.day === "tomorrow");
  const minutes = hours.deliveryDuration;
  // Why "as soon as possible" cannot be chosen: closed for a while (until when), closed today, or today's hours.
  const closedDetail = () => {
    if (closedUntilMinute(hours, now) !== null && hours.closedUntil) {
      const iso = new Date(hours.closedUntil).toISOString();
      const until = tashkentIsoDate(iso) === tashkentIsoDate(now) ? tashkentTime(iso) : tashkentDateTime(iso);
      return t`The restaurant is closed for a while and opens again at ${until}.`;
    }
    const today = todaysHours(hours, now);
    if (!today) return t`The restaurant is closed today.`;
    const { opensAt, closesAt } = today;
    return t`The restaurant is closed now. It works ${opensAt}–${closesAt}.`;
  };
  const asapDetail = openNow ? (delivery ? t`Delivery in about ${minutes} min` : t`Ready in about ${minutes} min`) : closedDetail();

  return (
    <section className="card order-section" aria-labelledby="order-when">
      <h2 id="order-when" className="order-section__title">
        {delivery ? <Trans>Delivery time</Trans> : <Trans>Pickup time</Trans>}
      </h2>
      <div className="order-choices" role="radiogroup" aria-labelledby="order-when">
        <ChoiceCard
          name="when"
          value="asap"
          checked={form.when === "asap"}
          disabled={!openNow}
          onChoose={() => set({ when: "asap" })}
          title={<Trans>As soon as possible</Trans>}
          detail={asapDetail}
        />
        <ChoiceCard
          name="when"
          value="slot"
          checked={form.when === "slot"}
          disabled={slots.length === 0}
          onChoose={() => set({ when: "slot" })}
          title={<Trans>At a time</Trans>}
          detail={
            slots.length === 0
              ? t`No time slots are left for today`
              : onlyTomorrow
                ? t`No time is left today: order for tomorrow`
                : t`Choose a convenient time`
          }
        />
      </div>
      {form.when === "slot" && slots.length > 0 && (
        <SlotPicker
          slots={slots}
          slot={form.slot}
          onSlot={(slot) => set({ slot })}
          dayLabel={dayLabel}
          dateLabel={(date) => formatDayMonth(date, locale)}
          error={error}
        />
      )}
      {form.when === "asap" && error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
