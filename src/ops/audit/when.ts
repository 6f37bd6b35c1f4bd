// Dates and times as the chain reads them: Tashkent time, in the console's language.
const ZONE = "Asia/Tashkent";
const TAGS: Record<string, string> = { ru: "ru-RU", en: "en-GB", uz: "uz-Latn-UZ" };

export function formatWhen(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(TAGS[locale] ?? locale, { timeZone: ZONE, dateStyle: "medium", timeStyle: "short" }).format(d);
}

/** "2026-11-23T15:30" (Tashkent, for <input type="datetime-local">) from an ISO instant. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const shifted = new Date(d.getTime() + 5 * 3600_000);
  return shifted.toISOString().slice(0, 16);
}

/** The ISO instant of a datetime-local value read as Tashkent time (UTC+5, no daylight saving). */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const d = new Date(`${value}:00+05:00`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
