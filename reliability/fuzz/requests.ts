// Building blocks of the bad requests: credentials of every kind (good, missing, junk, another
// kind of token, expired, tampered), junk queries and bodies under various content types, and the
// shapes shared by several endpoints (GET with a query, GET by id, order placement, forms).
import fc from "fast-check";
import { badOrderBody, validDelivery, validPickup } from "./bodies";
import type { FuzzContext, Req } from "./harness";
import { junkHeader, junkQuery, junkRawBody, junkSegment, KNOWN_BREAKERS, wellFormed } from "./junk";

export interface Endpoint {
  mustRefuse: boolean;
  requests: (ctx: FuzzContext) => fc.Arbitrary<Req>;
  /** Requests always tried first (fast-check examples): every parameter with each known breaker. */
  examples?: (ctx: FuzzContext) => Req[];
}
export const customerHeaders = (ctx: FuzzContext) => ({ Authorization: `Bearer ${ctx.customer.token}` });
export const tgHeaders = (ctx: FuzzContext) => ({ "X-Telegram-Auth": ctx.tgHeader });
export const hrHeaders = (ctx: FuzzContext) => ({ Authorization: `Bearer ${ctx.hrToken}` });
export const opHeaders = () => ({ Authorization: "Bearer reliability-operator-token" });

/** A good order but for one text or id field that holds a breaker (a NUL byte…): must be a 400. */
function breakerOrders(): unknown[] {
  const at = (patch: (o: ReturnType<typeof validDelivery>) => void) => {
    const order = validDelivery();
    patch(order);
    return order;
  };
  return KNOWN_BREAKERS.filter((v) => v.includes("\u0000")).flatMap((v) => [
    at((o) => (o.name = v)),
    at((o) => (o.comment = v)),
    at((o) => (o.restaurantId = v)),
    at((o) => (o.products[0].id = v)),
    at((o) => (o.address.address = v)),
    at((o) => (o.address.entrance = v)),
  ]);
}

export type Auth = { headers: Record<string, string>; ok: boolean };

/** Good credentials (ok) or none, junk, another kind of token, expired or tampered (not ok). */
function auth(header: string, good: string | null, ctx: FuzzContext, scheme = "Bearer "): fc.Arbitrary<Auth> {
  const bad = fc.oneof(
    fc.constant<Record<string, string>>({}),
    junkHeader.map((v) => ({ [header]: v })),
    junkHeader.map((v) => ({ [header]: `${scheme}${v}` })),
    fc.constantFrom(...ctx.foreignTokens.filter((tok) => `${scheme}${tok}` !== good)).map((tok) => ({ [header]: `${scheme}${tok}` })),
    fc
      .constantFrom("Bearer", "Bearer  ", "Basic dXNlcjpwYXNz", "tma x", `${scheme}${good ?? ""}.x`, `${scheme}${good ?? ""} extra`)
      .map((v) => ({ [header]: v })),
  );
  const badAuth = bad.map((headers) => ({ headers, ok: false }));
  return good === null ? badAuth : fc.oneof(badAuth, fc.constant({ headers: { [header]: good }, ok: true }));
}
export const mainAuth = (ctx: FuzzContext, who: "customer" | "anon") =>
  auth("Authorization", `Bearer ${who === "customer" ? ctx.customer.token : ctx.anonToken}`, ctx);
export const anyMainAuth = (ctx: FuzzContext) => fc.oneof(mainAuth(ctx, "customer"), mainAuth(ctx, "anon"));
export const tgAuth = (ctx: FuzzContext) => auth("X-Telegram-Auth", ctx.tgHeader, ctx, "");
export const hrAuth = (ctx: FuzzContext) => auth("Authorization", `Bearer ${ctx.hrToken}`, ctx);
export const opAuth = (ctx: FuzzContext) => auth("Authorization", "Bearer reliability-operator-token", ctx);

export const cookie = (allowed: string[]) =>
  fc.oneof(
    fc.constant({}),
    junkHeader.map((v) => ({ Cookie: `sid=${v}` })),
    junkHeader.map((v) => ({ Cookie: v })),
    fc.constantFrom(...allowed).map((c) => ({ Cookie: c })),
  );

/** GET with a junk query (documented names and others), optional credentials. */
/**
 * The good credentials with their last character made non-ASCII: as many characters as the real
 * token, more bytes (a constant-time comparison of unequal byte lengths throws).
 */
export const nonAsciiTwin = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, `${v.slice(0, -1)}é`]));

export const get = (
  path: string,
  names: string[],
  creds?: (ctx: FuzzContext) => fc.Arbitrary<Auth>,
  good: (ctx: FuzzContext) => Record<string, string> = () => ({}),
  /** Good values of the required parameters, so that each breaker reaches the database. */
  base: Record<string, string> = {},
): Endpoint => ({
  mustRefuse: false,
  requests: (ctx) =>
    fc
      .tuple(
        junkQuery(names),
        creds ? fc.oneof({ arbitrary: creds(ctx).filter((a) => a.ok), weight: 2 }, creds(ctx)) : fc.constant({ headers: {}, ok: true }),
      )
      .map(([q, a]) => ({ method: "GET", path: `${path}${q}`, headers: a.headers })),
  examples: (ctx) =>
    names
      .flatMap((name) =>
        KNOWN_BREAKERS.map((v) => ({
          method: "GET",
          path: `${path}?${new URLSearchParams({ ...base, [name]: wellFormed(v) })}`,
          headers: good(ctx),
        })),
      )
      .concat(Object.keys(good(ctx)).length ? [{ method: "GET", path, headers: nonAsciiTwin(good(ctx)) }] : []),
});
/** GET /…/{id} with a junk id. */
export const getById = (
  prefix: string,
  creds?: (ctx: FuzzContext) => fc.Arbitrary<Auth>,
  good: (ctx: FuzzContext) => Record<string, string> = () => ({}),
): Endpoint => ({
  mustRefuse: false,
  examples: (ctx) => [
    ...KNOWN_BREAKERS.map((v) => ({ method: "GET", path: `${prefix}/${encodeURIComponent(wellFormed(v))}`, headers: good(ctx) })),
    { method: "GET", path: `${prefix}/1`, headers: nonAsciiTwin(good(ctx)) },
  ],
  requests: (ctx) =>
    fc
      .tuple(junkSegment, junkQuery(["Language"]), creds ? creds(ctx) : fc.constant({ headers: {}, ok: true }))
      .map(([id, q, a]) => ({ method: "GET", path: `${prefix}/${id}${q}`, headers: a.headers })),
});

const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "",
  "application/json; charset=latin1",
];
/** A JSON body (junk or built), or raw junk text, under various content types. */
export const jsonish = (body: fc.Arbitrary<unknown>, rawOk: (raw: string) => boolean = () => true) =>
  fc
    .tuple(
      fc.oneof({ arbitrary: body.map((b) => JSON.stringify(b) ?? ""), weight: 4 }, { arbitrary: junkRawBody.filter(rawOk), weight: 1 }),
      fc.constantFrom(...JSON_TYPES),
    )
    .map(([text, type]) => ({
      body: text,
      headers: type ? { "Content-Type": type } : ({} as Record<string, string>),
    }));

export const idempotencyKey = fc.oneof(
  { arbitrary: fc.uuid().map((k) => ({ headers: { "Idempotency-Key": k } as Record<string, string>, ok: true })), weight: 2 },
  {
    arbitrary: fc
      .oneof(
        fc.constant({}),
        fc.constantFrom("", " ", "x".repeat(101), "ключ", "a b", "\t").map((k) => ({ "Idempotency-Key": k })),
        junkHeader.filter((k) => !/^[\x21-\x7e]{1,100}$/.test(k)).map((k) => ({ "Idempotency-Key": k })),
      )
      .map((headers) => ({ headers, ok: false })),
    weight: 1,
  },
);

/** Order placement: a bad body with any key and credentials, or a good body with a bad key or bad credentials. */
export const placing = (
  path: string,
  creds: (ctx: FuzzContext) => fc.Arbitrary<Auth>,
  good: (ctx: FuzzContext) => Record<string, string>,
): Endpoint => ({
  mustRefuse: true,
  examples: (ctx) =>
    breakerOrders()
      .map((body, i) => ({
        method: "POST",
        path,
        headers: { ...good(ctx), "Content-Type": "application/json", "Idempotency-Key": `breaker-${i}` },
        body: JSON.stringify(body),
      }))
      .concat([
        {
          method: "POST",
          path,
          headers: { ...nonAsciiTwin(good(ctx)), "Content-Type": "application/json", "Idempotency-Key": "twin" },
          body: JSON.stringify(validPickup()),
        },
        // A good order asking for points the fuzzing customers do not hold (422; by phone, 400).
        ...[
          { ...validPickup(), pointsToSpend: 1 },
          { ...validDelivery(), pointsToSpend: 100_000_000 },
        ].map((body, i) => ({
          method: "POST",
          path,
          headers: { ...good(ctx), "Content-Type": "application/json", "Idempotency-Key": `points-${i}` },
          body: JSON.stringify(body),
        })),
      ]),
  requests: (ctx) =>
    fc
      .tuple(fc.boolean(), jsonish(badOrderBody), creds(ctx), idempotencyKey)
      .filter(([goodBody, , a, k]) => !goodBody || !a.ok || !k.ok)
      .map(([goodBody, bad, a, k]) => ({
        method: "POST",
        path,
        headers: { ...bad.headers, ...a.headers, ...k.headers, ...(goodBody ? { "Content-Type": "application/json" } : {}) },
        body: goodBody ? JSON.stringify(validPickup()) : bad.body,
      })),
});

export const form = (fields: Record<string, string | Uint8Array | undefined>, urlencoded: boolean) => {
  if (urlencoded) return new URLSearchParams(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === "string"));
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === "string") data.append(k, v);
    else if (v) data.append(k, new File([new Uint8Array(v)], "cv.pdf", { type: "application/pdf" }));
  }
  return data;
};

export const POST_ID = (action: string): Endpoint => ({
  mustRefuse: true,
  examples: () => [{ method: "POST", path: `/api/operator/orders/1/${action}`, headers: nonAsciiTwin(opHeaders()) }],
  requests: (ctx) =>
    fc
      .tuple(fc.oneof(junkSegment, fc.integer({ min: 1, max: 2 ** 31 - 1 }).map(String)), opAuth(ctx))
      .map(([id, a]) => ({ method: "POST", path: `/api/operator/orders/${id}/${action}`, headers: a.headers })),
});
