// Dates and times as the chain reads them: Tashkent time (src/domain/tashkent-time.ts), in the
// console's language, with our own month names (src/ops/format.ts).
import { fromTashkentInput, toTashkentInput } from "../../domain/tashkent-time";
import { dateTimeYear } from "../format";

/** "25 November 2026, 16:29" ("25 ноября 2026, 16:29", "25-noyabr 2026, 16:29"). */
export const formatWhen = (iso: string, locale: string): string => dateTimeYear(iso, locale);

/** "2026-11-23T15:30" (Tashkent, for <input type="datetime-local">) from an ISO instant. */
export const toLocalInput = toTashkentInput;

/** The ISO instant of a datetime-local value read as Tashkent time. */
export const fromLocalInput = fromTashkentInput;
