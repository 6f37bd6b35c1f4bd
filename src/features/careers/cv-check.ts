// The CV must be a PDF of at most 5 MB. Checked in the browser by its size and its first bytes,
// not its name, before anything is sent, with the domain's rules that the server applies again.
import { isPdfStart, MAX_CV_BYTES } from "../../domain/application-rules";
import type { Locale } from "../../domain/locales";
import type { Problem } from "./application-rules";

export { MAX_CV_BYTES };

export async function cvProblem(file: Blob): Promise<Extract<Problem, "notPdf" | "tooLarge"> | null> {
  if (file.size > MAX_CV_BYTES) return "tooLarge";
  return isPdfStart(new Uint8Array(await file.slice(0, 5).arrayBuffer())) ? null : "notPdf";
}

const UNITS: Record<Locale, { kb: string; mb: string; comma: boolean }> = {
  ru: { kb: "КБ", mb: "МБ", comma: true },
  en: { kb: "KB", mb: "MB", comma: false },
  uz: { kb: "KB", mb: "MB", comma: true },
};

/** "1.2 MB" / "1,2 МБ", "350 KB": a file's size as the page's language writes it. */
export function fileSize(bytes: number, locale: Locale): string {
  const unit = UNITS[locale];
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}\u00a0${unit.kb}`;
  const mb = (bytes / 1024 / 1024).toFixed(1);
  return `${unit.comma ? mb.replace(".", ",") : mb}\u00a0${unit.mb}`;
}
