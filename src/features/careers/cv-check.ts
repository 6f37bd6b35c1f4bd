// The CV must be a PDF of at most 5 MB (docs/api.md). Checked in the browser by its size and its
// first bytes ("%PDF-"), not its name, before anything is sent; the server checks the same again.
import type { Locale } from "../../domain/locales";
import type { Problem } from "./application-rules";

export const MAX_CV_BYTES = 5 * 1024 * 1024;
const PDF_MAGIC = "%PDF-";

export async function cvProblem(file: Blob): Promise<Extract<Problem, "notPdf" | "tooLarge"> | null> {
  if (file.size > MAX_CV_BYTES) return "tooLarge";
  if (file.size < PDF_MAGIC.length) return "notPdf";
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  const text = String.fromCharCode(...head);
  return text === PDF_MAGIC ? null : "notPdf";
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
