// Shapes shared by the operator API's bad requests: every generated request carries a fault (a bad
// body, a junk or unknown id, missing or wrong credentials), so a write endpoint must refuse it.
import fc from "fast-check";
import { junkJson, junkSegment } from "../junk";
import { type Endpoint, jsonish, opAuth, opHeaders } from "../requests";

type Method = "POST" | "PUT" | "PATCH" | "DELETE";

/** An id the seeded database does not have, or junk. */
// Junk may still read as a small number ("00001", " 2"): those could be real rows, so they are left out.
const isSmallNumber = (segment: string) => {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // not percent-encoded: as it is
  }
  const n = Number(text.trim());
  return text.trim() !== "" && Number.isFinite(n) && n < 900_000;
};
export const absentOrJunkId = fc.oneof(
  junkSegment.filter((s) => !isSmallNumber(s)),
  fc.integer({ min: 900_000, max: 2 ** 31 - 1 }).map(String),
);

/**
 * A JSON write at `path` (`{id}` is replaced by `ids`) whose body is always wrong: `bad` bodies,
 * or junk that is not an object. Good credentials mostly, so the body check is reached.
 */
export const badJsonWrite = (
  method: Method,
  path: string,
  bad: fc.Arbitrary<unknown>,
  ids: fc.Arbitrary<string> = fc.constant("1"),
  /** `{}` is a good body here (every field optional): raw junk that decodes to it is left out. */
  options: { emptyIsValid?: boolean } = {},
): Endpoint => ({
  mustRefuse: true,
  requests: (ctx) =>
    fc
      .tuple(
        jsonish(
          fc.oneof(
            { arbitrary: bad, weight: 4 },
            junkJson.filter((v) => typeof v !== "object" || v === null || Array.isArray(v)),
          ),
          // A UTF-8 BOM is dropped when the body is decoded: "\uFEFF{}" reads as {}.
          options.emptyIsValid ? (raw) => raw.replace(/^\uFEFF/, "").trim() !== "{}" : undefined,
        ),
        fc.oneof({ arbitrary: opAuth(ctx).filter((a) => a.ok), weight: 3 }, opAuth(ctx)),
        ids,
      )
      .map(([b, a, id]) => ({
        method,
        path: path.replace("{id}", id),
        ...b,
        headers: { ...(b as { headers?: Record<string, string> }).headers, ...a.headers },
      })),
});

/** A write by id (no body needed) at an id that does not exist or is junk. */
export const absentIdWrite = (method: Method, path: string): Endpoint => ({
  mustRefuse: true,
  examples: () => [{ method, path: path.replace("{id}", "999999"), headers: opHeaders() }],
  requests: (ctx) =>
    fc.tuple(absentOrJunkId, opAuth(ctx)).map(([id, a]) => ({ method, path: path.replace("{id}", id), headers: a.headers })),
});
