// The CV of a vacancy application: optional, a PDF of at most 5 MB recognised by its content, not
// its name (whose characters are checked like a field's). The text fields are checked by the route's schema (src/contract/careers.ts).
import { isPdfStart, MAX_CV_BYTES } from "../../src/domain/application-rules";
import { isPlainLine } from "../../src/contract/fields";
import { ApiError } from "../http/errors";

export { MAX_CV_BYTES };

export async function applicationCv(file: unknown): Promise<{ name: string; data: Buffer } | null> {
  if (file === undefined || file === "") return null;
  if (!(file instanceof File)) throw new ApiError(400, "invalid_parameters", "Invalid parameter: cv", { cv: "must be a file" });
  // The name is text the applicant chose, stored and shown to staff: checked like a field.
  if (!isPlainLine(file.name))
    throw new ApiError(400, "invalid_parameters", "Invalid parameter: cv", { cv: "its file name must not contain control characters" });
  if (file.size > MAX_CV_BYTES) throw new ApiError(413, "too_large", "The CV is too large: at most 5 MB", { cv: "at most 5 MB" });
  const data = Buffer.from(await file.arrayBuffer());
  if (!isPdfStart(data)) throw new ApiError(400, "invalid_parameters", "The CV must be a PDF file", { cv: "must be a PDF" });
  return { name: file.name.slice(0, 200) || "cv.pdf", data };
}
