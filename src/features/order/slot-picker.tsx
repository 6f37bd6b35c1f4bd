// The time slot picker: with slots on two days, "Today" and "Tomorrow" are tabs (a tablist, arrow
// keys move between them) over the chosen day's times; with one day, its times alone. The tab
// follows the chosen slot; choosing the other day's tab unchooses a slot of this one.
import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useRef, useState } from "react";
import { Field } from "../../components/field";
import type { Slot } from "../../domain/slots";
import { groupSlots, type SlotGroup } from "./slot-groups";
import "./order-details.css";

interface Props {
  slots: readonly Slot[];
  slot: string | null;
  onSlot: (slot: string | null) => void;
  /** "Today" or "Tomorrow, 22 November", before each time in the list. */
  dayLabel: (slot: Pick<Slot, "day" | "date">) => string;
  /** "22 November": a day's date under its tab's name. */
  dateLabel: (date: string) => string;
  error?: string | null;
}

export function SlotPicker({ slots, slot, onSlot, dayLabel, dateLabel, error }: Props) {
  const { t } = useLingui();
  const groups = groupSlots(slots);
  const chosenDay = slots.find((s) => s.start === slot)?.day;
  const [shownDay, setShownDay] = useState<Slot["day"] | null>(null);
  const active = groups.find((g) => g.day === (chosenDay ?? shownDay)) ?? groups[0];
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  if (!active) return null;

  const show = (group: SlotGroup) => {
    setShownDay(group.day);
    if (slot && chosenDay !== group.day) onSlot(null);
  };
  const onKey = (e: KeyboardEvent, index: number) => {
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: groups.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = (to + groups.length) % groups.length;
    show(groups[next]);
    tabs.current[next]?.focus();
  };

  const select = (
    <Field id="order-slot" label={t`Time`} error={error}>
      {(a11y) => (
        <select
          {...a11y}
          name="slot"
          className="field__input field__input--select"
          value={active.slots.some((s) => s.start === slot) ? (slot ?? "") : ""}
          onChange={(e) => onSlot(e.target.value || null)}
        >
          <option value="">{t`Choose a time`}</option>
          {active.slots.map((s) => (
            <option key={s.start} value={s.start}>
              {`${dayLabel(s)}, ${s.label}`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  if (groups.length < 2) return select;
  return (
    <>
      <div className="order-days" role="tablist" aria-label={t`Day`}>
        {groups.map((group, i) => {
          const selected = group === active;
          return (
            <button
              key={group.day}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`order-day-${group.day}`}
              className="order-day"
              aria-selected={selected}
              aria-controls="order-day-panel"
              tabIndex={selected ? 0 : -1}
              onClick={() => show(group)}
              onKeyDown={(e) => onKey(e, i)}
            >
              <span className="order-day__name">{group.day === "today" ? t`Today` : t`Tomorrow`}</span>{" "}
              <span className="order-day__date">{dateLabel(group.slots[0].date)}</span>
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="order-day-panel" aria-labelledby={`order-day-${active.day}`}>
        {select}
      </div>
    </>
  );
}
