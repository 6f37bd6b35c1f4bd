// The rules of a vacancy application, one copy for the browser's form and the server's check:
// text lengths, the applicant's age counted from the birth date, and the CV (a PDF, 5 MB at most).

export const FULL_NAME_LENGTH = { min: 3, max: 100 } as const;
export const CITY_LENGTH = { min: 2, max: 60 } as const;

export const MIN_AGE = 16;
export const MAX_AGE = 75;
const YEAR_MS = 365.25 * 86400_000;
const DAY_MS = 86400_000;

export const MAX_CV_BYTES = 5 * 1024 * 1024;

/** The applicant's age in years, or null for a date that is not "YYYY-MM-DD" or does not exist. */
export function ageInYears(birthDate: string, now: Date): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return null;
  const date = new Date(`${birthDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== birthDate) return null;
  return (now.getTime() - date.getTime()) / YEAR_MS;
}

export type BirthDateProblem = "badDate" | "tooYoung" | "tooOld";

/** What is wrong with a birth date, or undefined when the applicant may apply. */
export function birthDateProblem(birthDate: string, now: Date): BirthDateProblem | undefined {
  const age = ageInYears(birthDate, now);
  if (age === null) return "badDate";
  if (age < MIN_AGE) return "tooYoung";
  if (age > MAX_AGE) return "tooOld";
  return undefined;
}

/** The earliest and latest birth dates allowed, as "YYYY-MM-DD" (a date input's min and max). */
export function birthDateBounds(now: Date): { min: string; max: string } {
  const latest = now.getTime() - MIN_AGE * YEAR_MS;
  const earliest = now.getTime() - MAX_AGE * YEAR_MS;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { min: day(Math.ceil(earliest / DAY_MS) * DAY_MS), max: day(Math.floor(latest / DAY_MS) * DAY_MS) };
}

/** A PDF starts with "%PDF-" whatever its name says. */
export function isPdfStart(bytes: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}
