// The payments endpoints besides Click's (docs/api.md, docs/payments.md): Payme's Merchant API and
// the methods a restaurant takes. Payme's endpoint: junk bodies under any content type and any
// Authorization (none, junk, another key, Payme's right key), and calls of every method with the
// right key about nothing that exists (an unknown or junk order, transaction ids never opened,
// junk params). Payme reads only HTTP 200 with a JSON-RPC `error`, so these are not refused with
// a 4xx (mustRefuse false), but no row may change.
import fc from "fast-check";
import { paymeAuthorization } from "../../server/payments/payme/auth";
import { PAYME_METHODS } from "../../server/payments/payme/rpc";
import { PAYME_FUZZ } from "./harness";
import { junkHeader, junkJson, junkNumber, junkRawBody, junkString, wrongValue } from "./junk";
import { type Endpoint, get, jsonish } from "./requests";

const PATH = "/api/payments/payme";

const authorization = fc.oneof(
  { arbitrary: fc.constant(paymeAuthorization(PAYME_FUZZ.key)), weight: 4 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: junkString.map((s) => paymeAuthorization(s)), weight: 1 },
  { arbitrary: junkHeader, weight: 1 },
  { arbitrary: fc.constantFrom("Basic", "Basic ", "Bearer x", "Basic UGF5Y29tOg==", "Basic %%%"), weight: 1 },
);

/** An order no payment can be made for: absent (the fuzz app has no Payme order at all), or junk. */
const noOrder = fc.oneof(
  { arbitrary: fc.integer({ min: 10_000_000, max: 2 ** 31 - 1 }).map(String), weight: 3 },
  { arbitrary: fc.integer({ min: 10_000_000, max: 2 ** 31 - 1 }), weight: 1 },
  { arbitrary: junkString, weight: 1 },
  { arbitrary: wrongValue, weight: 1 },
);

/** Payme's transaction ids look like 24 hex digits; none of these was ever opened here. */
const unknownTx = fc.oneof(
  fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 24, maxLength: 24 }),
  junkString,
  wrongValue,
);

const params = fc.record(
  {
    id: unknownTx,
    time: fc.oneof(fc.constant(Date.now()), junkNumber, wrongValue),
    amount: fc.oneof(fc.integer({ min: 100, max: 10_000_000_00 }), junkNumber, wrongValue),
    account: fc.oneof({ arbitrary: fc.record({ order_id: noOrder }), weight: 4 }, { arbitrary: wrongValue, weight: 1 }),
    reason: fc.oneof(fc.integer({ min: 1, max: 10 }), junkNumber, wrongValue),
    from: fc.oneof(fc.constant(0), junkNumber, wrongValue),
    to: fc.oneof(fc.constant(8_640_000_000_000_000), junkNumber, wrongValue),
    type: fc.oneof(fc.constantFrom("PERFORM", "CANCEL"), junkString),
    fiscal_data: fc.oneof(fc.record({ receipt_id: fc.integer(), qr_code_url: junkString }, { requiredKeys: [] }), junkJson),
  },
  { requiredKeys: [] },
);

/** Well-formed JSON-RPC calls of every method (and of none), keyed rightly, about nothing that exists. */
const keyedCall = fc
  .record({
    id: fc.oneof(fc.integer(), fc.string({ maxLength: 20 }), wrongValue),
    method: fc.oneof({ arbitrary: fc.constantFrom(...PAYME_METHODS), weight: 8 }, { arbitrary: junkString, weight: 1 }),
    params: fc.oneof({ arbitrary: params, weight: 6 }, { arbitrary: wrongValue, weight: 1 }),
  })
  .map((call) => JSON.stringify({ jsonrpc: "2.0", ...call }));

const request = (body: string, auth: string | null, headers: Record<string, string> = { "Content-Type": "application/json" }) => ({
  method: "POST",
  path: PATH,
  body,
  headers: { ...headers, ...(auth === null ? {} : { Authorization: auth }) },
});

export const PAYMENTS_ENDPOINTS: Record<string, Endpoint> = {
  "POST /api/payments/payme": {
    mustRefuse: false,
    requests: () =>
      fc.oneof(
        fc.tuple(jsonish(junkJson), authorization).map(([b, auth]) => request(b.body, auth, b.headers)),
        fc.tuple(junkRawBody, authorization).map(([body, auth]) => request(body, auth)),
        { arbitrary: fc.tuple(keyedCall, authorization).map(([body, auth]) => request(body, auth)), weight: 4 },
      ),
  },
  "GET /api/payments/methods": get("/api/payments/methods", ["restaurantId", "Language"], undefined, undefined, {
    restaurantId: "mirabad",
  }),
};
