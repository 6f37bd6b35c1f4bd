// Click's two SHOP API endpoints (docs/api.md, docs/payments.md "Click"): junk forms, unsigned or
// wrongly signed, junk bodies of other types, and rightly signed calls that must still change
// nothing (an unknown order, an amount that is no number, a Complete of no payment). Click reads
// only HTTP 200 with its own `error` code, so these are not refused with a 4xx (mustRefuse false),
// but no row may change.
import fc from "fast-check";
import { CLICK_FORM_FIELDS, clickForm } from "../../server/payments/click/test/click-emulator";
import { CLICK_FUZZ } from "./harness";
import { junkJson, junkString } from "./junk";
import { type Endpoint, jsonish } from "./requests";

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

const junkForm = fc.dictionary(
  fc.oneof(fc.constantFrom(...CLICK_FORM_FIELDS), junkString),
  fc.oneof(junkString, fc.integer().map(String)),
  {
    maxKeys: 14,
  },
);

/** A call signed with the right key about nothing that exists, or with an amount that is no amount. */
const signedHarmless = (stage: "prepare" | "complete") =>
  fc
    .record({
      tx: fc.integer({ min: 1, max: 2 ** 40 }).map(String),
      order: fc.oneof(fc.integer({ min: 10_000_000, max: 2 ** 31 - 1 }).map(String), junkString),
      amount: fc.oneof(fc.constantFrom("1.001", "-5", "1e3", ""), junkString),
      prepare: fc.integer({ min: 10_000_000, max: 2 ** 31 - 1 }).map(String),
      action: fc.constantFrom("0", "1", "9"),
      error: fc.constantFrom("0", "-1", "-5017"),
    })
    .map((f) =>
      clickForm(
        stage,
        {
          clickTransId: f.tx,
          clickPaydocId: f.tx,
          orderId: f.order,
          prepareId: f.prepare,
          amount: f.amount,
          action: f.action,
          error: f.error,
          errorNote: "fuzz",
        },
        CLICK_FUZZ.serviceId,
        CLICK_FUZZ.secretKey,
      ),
    );

const clickEndpoint = (stage: "prepare" | "complete"): Endpoint => {
  const path = `/api/payments/click/${stage}`;
  return {
    mustRefuse: false,
    requests: () =>
      fc.oneof(
        junkForm.map((fields) => ({ method: "POST", path, headers: FORM, body: new URLSearchParams(fields) })),
        jsonish(junkJson).map((b) => ({ method: "POST", path, body: b.body, headers: b.headers })),
        signedHarmless(stage).map((body) => ({ method: "POST", path, headers: FORM, body })),
      ),
  };
};

export const CLICK_ENDPOINTS: Record<string, Endpoint> = {
  "POST /api/payments/click/prepare": clickEndpoint("prepare"),
  "POST /api/payments/click/complete": clickEndpoint("complete"),
};
