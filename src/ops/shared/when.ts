// Dates and times as the chain reads them: Tashkent time (src/domain/tashkent-time.ts), in the
// console's language.
import { formatTashkent, fromTashkentInput, toTashkentInput } from "../../domain/tashkent-time";

const TAGS: Record<string, string> = { ru: "ru-RU", en: "en-GB", uz: "uz-Latn-UZ" };

export const formatWhen = (iso: string, locale: string): string =>
  formatTashkent(iso, TAGS[locale] ?? locale, { dateStyle: "medium", timeStyle: "short" });

/** "2026-11-23T15:30" (Tashkent, for <input type="datetime-local">) from an ISO instant. */
export const toLocalInput = toTashkentInput;

/** The ISO instant of a datetime-local value read as Tashkent time. */
export const fromLocalInput = fromTashkentInput;
