// Per documented endpoint (docs/api.md headings): the bad requests to throw at it. `mustRefuse`
// endpoints store something when given good input, so every generated request for them carries at
// least one fault (body, Idempotency-Key or credentials) and must be answered with a 4xx.
import fc from "fast-check";
import { badApplication, badBasketBody, badPhone, validBasket, VALID_APPLICATION } from "./bodies";
import { type Req, TG_ID } from "./harness";
import { BROADCAST_ENDPOINTS } from "./broadcasts";
import { OPERATOR_ENDPOINTS } from "./operator/index";
import { CLICK_ENDPOINTS } from "./click";
import { PAYMENTS_ENDPOINTS } from "./payme";
import { PROMO_ENDPOINTS } from "./promo";
import { LOYALTY_ENDPOINTS } from "./loyalty";
import { TELEGRAM_ENDPOINTS } from "./telegram";
import { junkHeader, junkJson, junkQuery, junkString, KNOWN_BREAKERS, wellFormed } from "./junk";
import {
  anyMainAuth,
  cookie,
  customerHeaders,
  type Endpoint,
  form,
  get,
  getById,
  hrAuth,
  hrHeaders,
  jsonish,
  placing,
  tgAuth,
  tgHeaders,
  mainAuth,
} from "./requests";

export type { Endpoint } from "./requests";

export const ENDPOINTS: Record<string, Endpoint> = {
  "GET /api/token": {
    mustRefuse: false,
    requests: (ctx) =>
      fc
        .tuple(junkQuery(["Language"]), cookie([ctx.customerCookie]))
        .map(([q, headers]) => ({ method: "GET", path: `/api/token${q}`, headers })),
  },
  "GET /api/hash": {
    mustRefuse: true,
    requests: (ctx) => cookie([ctx.customerCookie]).map((headers) => ({ method: "GET", path: "/api/hash", headers })),
  },
  "GET /api/hr_token": get("/api/hr_token", ["Language"]),
  "GET /api/me": {
    mustRefuse: false,
    requests: (ctx) =>
      fc
        .tuple(junkQuery(["Language"]), cookie([ctx.customerCookie]))
        .map(([q, headers]) => ({ method: "GET", path: `/api/me${q}`, headers })),
  },
  // Every body is wrong (an empty object would be a valid, harmless no-op edit, so none is made).
  "PATCH /api/me": {
    mustRefuse: true,
    requests: (ctx) =>
      fc
        .tuple(
          jsonish(
            fc.oneof(
              fc.record({ name: fc.oneof(fc.constant(""), fc.integer(), fc.constant("x".repeat(101)), fc.constant(null)) }),
              fc.record({ language: fc.oneof(fc.constant("fr"), fc.integer({ min: 4 }), fc.constant(true)) }),
              junkJson.filter((v) => typeof v !== "object" || v === null || Array.isArray(v)),
            ),
          ),
          cookie([ctx.customerCookie]),
        )
        .map(([b, headers]) => ({
          method: "PATCH",
          path: "/api/me",
          ...b,
          headers: { ...(b as { headers?: Record<string, string> }).headers, ...headers },
        })),
  },
  "GET /api/runtime-config": get("/api/runtime-config", ["Language"]),
  "GET /api/health": get("/api/health", ["Language"]),
  "GET /api/address": get("/api/address", ["latitude", "longitude", "Language"], undefined, undefined, {
    latitude: "41.311",
    longitude: "69.28",
  }),
  "GET /api/address/search": get("/api/address/search", ["query", "RegionId", "Language"], undefined, undefined, {
    query: "Amir Temur",
    RegionId: "1",
  }),
  "POST /api/auth/code": {
    mustRefuse: true,
    requests: () =>
      jsonish(
        fc.oneof(
          fc.record({ phone: badPhone }),
          junkJson.filter((v) => typeof v !== "object" || v === null || !("phone" in v)),
        ),
      ).map((b) => ({ method: "POST", path: "/api/auth/code", ...b })),
  },
  "POST /api/auth/verify": {
    mustRefuse: true,
    requests: () =>
      jsonish(
        fc.oneof(
          fc.record({
            phone: fc.oneof(badPhone, fc.constantFrom("+998 90 765 43 21", "+998901112233")),
            code: fc.oneof(junkString, fc.stringMatching(/^\d{6}$/)),
          }),
          junkJson,
        ),
      ).map((b) => ({
        method: "POST",
        path: "/api/auth/verify",
        ...b,
      })),
  },
  "POST /api/auth/telegram": {
    mustRefuse: true,
    requests: (ctx) =>
      fc
        .oneof(
          fc.constantFrom(...ctx.initDataVariants).map((d) => `tma ${d}`),
          junkHeader,
          junkHeader.map((v) => `tma ${v}`),
        )
        .map((v) => ({ method: "POST", path: "/api/auth/telegram", headers: { Authorization: v } })),
  },
  "POST /api/auth/logout": {
    mustRefuse: false,
    requests: () => cookie(["sid="]).map((headers) => ({ method: "POST", path: "/api/auth/logout", headers })),
  },
  "GET /api/shop": get(
    "/api/shop",
    ["Language", "RestaurantId", "RegionId", "Longitude", "Latitude", "OrderTypeId"],
    anyMainAuth,
    customerHeaders,
  ),
  "GET /api/regions": get("/api/regions", ["Language"], anyMainAuth, customerHeaders),
  "GET /api/restaurants/List": get("/api/restaurants/List", ["RegionId", "Language"], anyMainAuth, customerHeaders),
  "GET /api/restaurants/GetByLocation": get(
    "/api/restaurants/GetByLocation",
    ["latitude", "longitude", "regionId", "orderTypeId", "Language"],
    anyMainAuth,
    customerHeaders,
    { latitude: "41.311", longitude: "69.28" },
  ),
  "POST /api/delivery/Create": placing("/api/delivery/Create", (ctx) => mainAuth(ctx, "customer"), customerHeaders),
  "GET /api/delivery/Get": get("/api/delivery/Get", ["orderId", "Language"], anyMainAuth, customerHeaders, { orderId: "1" }),
  // The courier's position: a junk or unknown order, any credentials; never more than a 404.
  "GET /api/orders/{id}/courier": {
    mustRefuse: false,
    requests: (ctx) =>
      fc
        .tuple(fc.oneof(junkString, fc.integer({ min: 1, max: 2 ** 31 - 1 }).map(String)), anyMainAuth(ctx))
        .map(([id, a]) => ({ method: "GET", path: `/api/orders/${encodeURIComponent(wellFormed(id))}/courier`, headers: a.headers })),
  },
  "GET /api/delivery/List": {
    mustRefuse: false,
    examples: (ctx) =>
      ["customerId", "skip", "take", "onlyActive", "Language"].flatMap((name) =>
        KNOWN_BREAKERS.map((v) => ({
          method: "GET",
          path: `/api/delivery/List?${new URLSearchParams({ customerId: ctx.customer.customerId, [name]: wellFormed(v) })}`,
          headers: customerHeaders(ctx),
        })),
      ),
    requests: (ctx) =>
      fc.tuple(junkQuery(["customerId", "skip", "take", "onlyActive", "Language"]), fc.boolean(), anyMainAuth(ctx)).map(([q, own, a]) => ({
        method: "GET",
        path: `/api/delivery/List${q}${own ? `${q ? "&" : "?"}customerId=${ctx.customer.customerId}` : ""}`,
        headers: a.headers,
      })),
  },
  "GET /api/delivery/Events": get("/api/delivery/Events", ["orderId", "Language"], anyMainAuth, customerHeaders, { orderId: "1" }),
  "GET /api/news": get("/api/news", ["skip", "take", "Language"], anyMainAuth, customerHeaders),
  "GET /api/news/{id}": getById("/api/news", anyMainAuth, customerHeaders),
  "GET /api/stocks": get("/api/stocks", ["skip", "take", "Language"], anyMainAuth, customerHeaders),
  "GET /api/stocks/{id}": getById("/api/stocks", anyMainAuth, customerHeaders),
  "GET /api/chain": get("/api/chain", ["Language"], anyMainAuth, customerHeaders),
  "GET /api/tg_basket": get("/api/tg_basket", ["tgId"], tgAuth, tgHeaders),
  "PUT /api/tg_basket": {
    mustRefuse: true,
    examples: (ctx) =>
      KNOWN_BREAKERS.map((id) => ({
        method: "PUT",
        path: "/api/tg_basket",
        headers: { ...tgHeaders(ctx), "Content-Type": "application/json" },
        body: JSON.stringify({ products: [{ id, count: 1 }] }),
      })),
    requests: (ctx) =>
      fc.oneof(
        fc
          .tuple(jsonish(badBasketBody(TG_ID)), tgAuth(ctx))
          .map(([b, a]) => ({ method: "PUT", path: "/api/tg_basket", body: b.body, headers: { ...b.headers, ...a.headers } })),
        tgAuth(ctx)
          .filter((a) => !a.ok)
          .map((a) => ({
            method: "PUT",
            path: "/api/tg_basket",
            body: JSON.stringify(validBasket()),
            headers: { "Content-Type": "application/json", ...a.headers },
          })),
      ),
  },
  "POST /api/tg_order": placing("/api/tg_order", tgAuth, tgHeaders),
  "GET /api/tg_address": get("/api/tg_address", ["latitude", "longitude", "Language"], tgAuth, tgHeaders, {
    latitude: "41.311",
    longitude: "69.28",
  }),
  "GET /api/vacancies": get("/api/vacancies", ["Language"], hrAuth, hrHeaders),
  "GET /api/vacancies/{id}": getById("/api/vacancies", hrAuth, hrHeaders),
  "POST /api/vacancies/apply": {
    mustRefuse: true,
    examples: (ctx) =>
      ["vacancyId", "fullName", "city", "birthDate", "phone"]
        .flatMap<Req>((name) =>
          KNOWN_BREAKERS.filter((v) => name === "vacancyId" || v.includes("\u0000")).map((v) => ({
            method: "POST",
            path: "/api/vacancies/apply",
            headers: hrHeaders(ctx),
            body: form({ ...VALID_APPLICATION, [name]: name === "vacancyId" ? v : `Abc${v}` }, false),
          })),
        )
        .concat({
          // 50,000 empty fields: refused before they are parsed (413 too_many_fields).
          method: "POST",
          path: "/api/vacancies/apply",
          headers: { ...hrHeaders(ctx), "Content-Type": "multipart/form-data; boundary=flood" },
          body: `${'--flood\r\nContent-Disposition: form-data; name="x"\r\n\r\n\r\n'.repeat(50_000)}--flood--\r\n`,
        }),
    requests: (ctx) =>
      fc.oneof(
        fc.tuple(badApplication, fc.boolean(), hrAuth(ctx)).map(([fields, urlencoded, a]) => ({
          method: "POST",
          path: "/api/vacancies/apply",
          // A url-encoded form cannot carry a file: a broken CV is sent as text there.
          body: form(urlencoded && fields.cv instanceof Uint8Array ? { ...fields, cv: "not a file" } : fields, urlencoded),
          headers: a.headers,
        })),
        hrAuth(ctx)
          .filter((a) => !a.ok)
          .map((a) => ({ method: "POST", path: "/api/vacancies/apply", body: form(VALID_APPLICATION, false), headers: a.headers })),
        fc
          .tuple(
            jsonish(junkJson),
            fc.constantFrom(
              "multipart/form-data",
              "multipart/form-data; boundary=x",
              "application/x-www-form-urlencoded",
              "application/json",
            ),
            hrAuth(ctx),
          )
          .map(([b, type, a]) => ({
            method: "POST",
            path: "/api/vacancies/apply",
            body: b.body,
            headers: { ...a.headers, "Content-Type": type },
          })),
      ),
  },
  ...OPERATOR_ENDPOINTS,
  ...TELEGRAM_ENDPOINTS,
  ...CLICK_ENDPOINTS,
  ...PAYMENTS_ENDPOINTS,
  ...PROMO_ENDPOINTS,
  ...LOYALTY_ENDPOINTS,
  ...BROADCAST_ENDPOINTS,
};
