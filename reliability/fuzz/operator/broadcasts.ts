// Broadcasts: the list, drafts and audiences that are always wrong (no text, a caption too long for
// a picture, a bad button, junk filters, an unknown field), and preview, start and cancel of ids
// that do not exist or are junk (a real draft is never started by the fuzz: nothing is sent).
import fc from "fast-check";
import { type Endpoint, get, getById, opAuth, opHeaders } from "../requests";
import { absentIdWrite, badJsonWrite } from "./shared";

const badAudience = fc.oneof(
  fc.record({ languages: fc.constantFrom(["de"], "ru", [1]) }),
  fc.record({ regionIds: fc.constantFrom([0], [-1], ["1"], [1.5]) }),
  fc.record({ lastOrderFrom: fc.constantFrom("yesterday", "2026-13-01", "2026-02-30", "1999-12-31") }),
  fc.record({ ordersMin: fc.constantFrom(-1, 1.5, "2", 2_000_000) }),
  fc.record({ lastOrderFrom: fc.constant("2026-12-02"), lastOrderBefore: fc.constant("2026-12-01") }),
  fc.record({ bogus: fc.oneof(fc.integer(), fc.string()) }),
);

const badDraft = fc.oneof(
  fc.constant({}),
  fc.record({ texts: fc.constantFrom({}, { ru: "" }, { ru: "   " }, { de: "Hallo" }, { ru: 5 }, { ru: "a\u0000b" }) }),
  fc.record({ texts: fc.constant({ ru: "x".repeat(1025) }), photo: fc.constant("pic") }),
  fc.record({ texts: fc.constant({ ru: "x".repeat(4097) }) }),
  fc.record({ texts: fc.constant({ ru: "ok" }), photo: fc.constantFrom("../etc", "", 5) }),
  fc.record({
    texts: fc.constant({ ru: "ok" }),
    button: fc.constantFrom({ kind: "folder" }, { kind: "promo", code: "" }, { kind: "url", url: "x" }, "folder", {
      kind: "folder",
      folderId: 0,
    }),
  }),
  fc.record({ texts: fc.constant({ ru: "ok" }), audience: badAudience }),
  // JSON drops an undefined field, which would leave a good draft.
  fc.record({ texts: fc.constant({ ru: "ok" }), bogus: fc.anything().filter((v) => v !== undefined) }),
);

export const BROADCASTS: Record<string, Endpoint> = {
  "GET /api/operator/broadcasts": get("/api/operator/broadcasts", ["Language"], opAuth, opHeaders),
  "POST /api/operator/broadcasts": badJsonWrite("POST", "/api/operator/broadcasts", badDraft),
  // Never a real image: a JSON or empty body, refused (415/400) before any picture is stored.
  "POST /api/operator/broadcasts/photo": badJsonWrite("POST", "/api/operator/broadcasts/photo", fc.anything()),
  "POST /api/operator/broadcasts/audience": badJsonWrite("POST", "/api/operator/broadcasts/audience", badAudience, undefined, {
    emptyIsValid: true,
  }),
  "GET /api/operator/broadcasts/{id}": getById("/api/operator/broadcasts", opAuth, opHeaders),
  "POST /api/operator/broadcasts/{id}/preview": absentIdWrite("POST", "/api/operator/broadcasts/{id}/preview"),
  "POST /api/operator/broadcasts/{id}/start": absentIdWrite("POST", "/api/operator/broadcasts/{id}/start"),
  "POST /api/operator/broadcasts/{id}/cancel": absentIdWrite("POST", "/api/operator/broadcasts/{id}/cancel"),
  // The ratings the bot asked for (read only: junk ranges and restaurants).
  "GET /api/operator/ratings": get("/api/operator/ratings", ["from", "to", "restaurantId"], opAuth, opHeaders),
};
