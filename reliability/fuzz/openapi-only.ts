// Bad requests of the endpoints the OpenAPI document lists besides those of docs/api.md's
// headings: the reference (the document, its page, the build id), the code senders' delivery
// reports and the operator's database backup. Every report is refused: unsigned, signed wrongly
// or stale, or signed rightly around a body that is no report; the backup only ever gets bad
// credentials (a good one writes an audit row and dumps the whole database).
import fc from "fast-check";
import { eskizReportKey } from "../../server/auth/eskiz-sender";
import { telegramReportSignature } from "../../server/auth/code-report-routes";
import { ESKIZ_PASSWORD, GATEWAY_TOKEN } from "./harness";
import { junkHeader, junkJson, junkQuery } from "./junk";
import { type Endpoint, get, jsonish, opAuth } from "./requests";

const hasField = (name: string) => (v: unknown) => typeof v === "object" && v !== null && name in v;
const now = () => String(Math.floor(Date.now() / 1000));

export const OPENAPI_ONLY_ENDPOINTS: Record<string, Endpoint> = {
  "GET /api/build": get("/api/build", ["Language"]),
  "GET /api/openapi.json": get("/api/openapi.json", ["Language"]),
  "GET /api/docs": get("/api/docs", ["Language"]),
  "POST /api/auth/code-report": {
    mustRefuse: true,
    requests: () =>
      fc.oneof(
        // Junk signatures and timestamps around any body.
        fc
          .tuple(
            jsonish(junkJson),
            fc.option(junkHeader),
            fc.option(fc.oneof(junkHeader, fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 64, maxLength: 64 }))),
          )
          .map(([b, timestamp, signature]) => ({
            method: "POST",
            path: "/api/auth/code-report",
            body: b.body,
            headers: {
              ...b.headers,
              ...(timestamp === null ? {} : { "X-Request-Timestamp": timestamp }),
              ...(signature === null ? {} : { "X-Request-Signature": signature }),
            },
          })),
        // Rightly signed, but stale or not a report.
        fc.tuple(jsonish(junkJson.filter((v) => !hasField("request_id")(v))), fc.boolean()).map(([b, stale]) => {
          const timestamp = stale ? String(Number(now()) - 3600) : now();
          return {
            method: "POST",
            path: "/api/auth/code-report",
            body: b.body,
            headers: {
              ...b.headers,
              "X-Request-Timestamp": timestamp,
              "X-Request-Signature": telegramReportSignature(GATEWAY_TOKEN, timestamp, b.body),
            },
          };
        }),
      ),
  },
  "POST /api/auth/code-report/eskiz": {
    mustRefuse: true,
    requests: () =>
      fc.oneof(
        fc
          .tuple(junkQuery(["key"]), jsonish(junkJson))
          .map(([q, b]) => ({ method: "POST", path: `/api/auth/code-report/eskiz${q}`, body: b.body, headers: b.headers })),
        // The right key, but no report.
        jsonish(junkJson.filter((v) => !hasField("status")(v))).map((b) => ({
          method: "POST",
          path: `/api/auth/code-report/eskiz?key=${eskizReportKey(ESKIZ_PASSWORD)}`,
          body: b.body,
          headers: b.headers,
        })),
      ),
  },
  "GET /api/operator/backup": {
    mustRefuse: true,
    requests: (ctx) =>
      fc
        .tuple(
          junkQuery(["Language"]),
          opAuth(ctx).filter((a) => !a.ok),
        )
        .map(([q, a]) => ({ method: "GET", path: `/api/operator/backup${q}`, headers: a.headers })),
  },
};
