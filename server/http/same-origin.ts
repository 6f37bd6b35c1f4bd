// Writes come only from our own pages, as JSON. A form on another site can POST text/plain,
// urlencoded or multipart bodies without a CORS preflight (login CSRF: signing the visitor in as
// the attacker); a JSON body needs a preflight, which we never grant. So every state-changing
// call must carry JSON (multipart only where a file is uploaded), and a browser's own word that
// the call comes from another site (Sec-Fetch-Site, else Origin) is refused. Callers that are not
// browsers (scripts, Telegram's webhook) send neither header and are judged by their credentials.
// Providers' reports (sign-in code delivery) are judged by their signature or keyed address alone:
// their body type is theirs to choose, and a forged one from a browser carries no valid signature.
import { createMiddleware } from "hono/factory";
import { ApiError } from "./errors";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface SameOriginOptions {
  /** Paths that take multipart/form-data (file uploads). */
  uploads: string[];
  /** Paths posted by providers' servers and checked by their own signature: any body type. */
  signed?: string[];
}

const hasBody = (headers: Headers) => (Number(headers.get("content-length") ?? "0") || 0) > 0 || headers.has("transfer-encoding");

/** The host of an Origin header; "null" (sandboxed frames, files) gives "", which is foreign. */
function originHost(origin: string): string {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return "";
  }
}

export function sameOriginWrites({ uploads, signed = [] }: SameOriginOptions) {
  const uploadPaths = new Set(uploads);
  const signedPaths = new Set(signed);
  return createMiddleware(async (c, next) => {
    if (!WRITES.has(c.req.method)) return next();
    const headers = c.req.raw.headers;
    const site = headers.get("sec-fetch-site");
    const origin = headers.get("origin");
    const host = (headers.get("host") ?? new URL(c.req.url).host).toLowerCase();
    const foreign = site ? site !== "same-origin" && site !== "none" : origin !== null && originHost(origin) !== host;
    if (foreign) throw new ApiError(403, "cross_site", "Requests from other sites are not accepted");
    // Any declared type is checked (browsers always declare one with a body); an undeclared one
    // only when there is a body.
    if ((headers.has("content-type") || hasBody(headers)) && !signedPaths.has(c.req.path)) {
      const type = (headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
      const allowed = type === "application/json" || (type === "multipart/form-data" && uploadPaths.has(c.req.path));
      if (!allowed) {
        const expected = uploadPaths.has(c.req.path) ? "multipart/form-data" : "application/json";
        throw new ApiError(415, "unsupported_media_type", `The request body must be ${expected}`);
      }
    }
    return next();
  });
}
