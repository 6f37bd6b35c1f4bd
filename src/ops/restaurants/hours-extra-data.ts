// The editor's state of a restaurant's days with other hours, its temporary close and its own
// operators' chat, and the patch they make (only what changed). Pure, unit-tested.
import type { HoursExceptionWire } from "../../contract/restaurant-hours";
import { fromTashkentInput, tashkentIsoDate, toTashkentInput } from "../../domain/tashkent-time";

export interface HoursExtraState {
  exceptions: HoursExceptionWire[];
  /** datetime-local text in Tashkent time, "" = not closed for a while. */
  closedUntil: string;
  /** The chat id as typed, "" = none. */
  chatId: string;
}

export interface HoursExtraSource {
  hoursExceptions: HoursExceptionWire[];
  closedUntil: string | null;
  operatorChatId: number | null;
}

export const initialHoursExtra = (r: HoursExtraSource): HoursExtraState => ({
  exceptions: r.hoursExceptions,
  closedUntil: toTashkentInput(r.closedUntil),
  chatId: r.operatorChatId === null ? "" : String(r.operatorChatId),
});

/** A new day to fill in: the first day from today (Tashkent) not listed yet, closed. */
export function newException(list: readonly HoursExceptionWire[], now = Date.now()): HoursExceptionWire {
  let day = now;
  while (list.some((e) => e.date === tashkentIsoDate(day))) day += 86_400_000;
  return { date: tashkentIsoDate(day), opensAt: null, closesAt: null };
}

/** The patch's part for these fields; an unreadable chat id is sent as typed so the server names the problem. */
export function hoursExtraPatch(
  state: HoursExtraState,
  r: HoursExtraSource,
  admin: boolean,
): { hoursExceptions?: HoursExceptionWire[]; closedUntil?: string | null; operatorChatId?: number | null } {
  const patch: ReturnType<typeof hoursExtraPatch> = {};
  const sorted = [...state.exceptions].sort((a, b) => a.date.localeCompare(b.date));
  if (JSON.stringify(sorted) !== JSON.stringify(r.hoursExceptions)) patch.hoursExceptions = sorted;
  const until = state.closedUntil === "" ? null : fromTashkentInput(state.closedUntil);
  const was = r.closedUntil === null ? null : new Date(r.closedUntil).toISOString();
  if (state.closedUntil !== "" && until === null) patch.closedUntil = state.closedUntil;
  else if (until !== was) patch.closedUntil = until;
  const chat = state.chatId.trim();
  const chatValue = chat === "" ? null : /^-?\d+$/.test(chat) ? Number(chat) : (chat as unknown as number);
  if (admin && chatValue !== r.operatorChatId) patch.operatorChatId = chatValue;
  return patch;
}
