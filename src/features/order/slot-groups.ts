// Time slots grouped under "today" and "tomorrow" for the slot picker, in time order.
import type { Slot } from "../../domain/slots";
import type { OrderForm } from "./order-form";

export interface SlotGroup {
  day: Slot["day"];
  slots: Slot[];
}

export function groupSlots(slots: readonly Slot[]): SlotGroup[] {
  const groups: SlotGroup[] = [];
  for (const slot of [...slots].sort((a, b) => a.start.localeCompare(b.start))) {
    const last = groups.at(-1);
    if (last?.day === slot.day) last.slots.push(slot);
    else groups.push({ day: slot.day, slots: [slot] });
  }
  return groups;
}

/** The chosen slot if it is still offered, else null (the clock moved past it). */
export const stillOffered = (slots: readonly Slot[], start: string | null) =>
  start && slots.some((s) => s.start === start) ? start : null;

/** The form as it stands against the clock: a passed slot is unchosen; while the restaurant is closed, a time is asked for. */
export function effectiveForm(form: OrderForm, slots: readonly Slot[], openNow: boolean): OrderForm {
  const slot = stillOffered(slots, form.slot);
  const when = form.when === "asap" && !openNow && slots.length > 0 ? "slot" : form.when;
  return slot === form.slot && when === form.when ? form : { ...form, slot, when };
}
