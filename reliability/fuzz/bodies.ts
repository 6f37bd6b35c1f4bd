// Bodies that must be refused: a valid order, basket or application with at least one
// invalidating change (a required field gone, a wrong type, out of range, unknown id…), so no
// generated request may legitimately store anything.
import fc from "fast-check";
import { normalizeUzPhone } from "../../src/domain/phone";
import { restaurants } from "../../server/db/seed/restaurants";
import { junkJson, junkNumber, junkString, wrongValue } from "./junk";

const KNOWN_RESTAURANTS = new Set(restaurants.map((r) => r.id));

export const validPickup = () => ({
  orderTypeId: 200,
  restaurantId: "chilanzar",
  products: [{ id: "cheese-sticks", count: 1, modifiers: [] as unknown[] }],
  name: "Fuzz",
  phone: "+998 90 123 45 67",
  paymentType: "cash",
  comment: "",
  language: 3,
});
export const validDelivery = () => ({
  ...validPickup(),
  orderTypeId: 0,
  address: {
    longitude: 69.204,
    latitude: 41.276,
    address: "5 Bunyodkor Avenue",
    entrance: "2",
    floor: "5",
    apartment: "17",
    doorCode: "",
    comment: "",
  },
});

/** Phone numbers that are not Uzbek numbers in any spelling (and values that are not strings). */
export const badPhone: fc.Arbitrary<unknown> = fc.oneof(
  junkString.filter((s) => normalizeUzPhone(s) === null),
  fc.constantFrom("+998 90 123 45 6", "+7 900 123 45 67", "998001234567", "+998 (00) 000-00-00", "90 123 45 678", "+９９８901234567"),
  junkNumber,
  fc.constantFrom(null, true, [], {}),
);

const badCount = fc.oneof(
  fc.constantFrom(0, -1, 100, 1.5, "1", null, true, 1e308, NaN),
  junkJson.filter((v) => typeof v !== "number"),
);
const badText = (max: number) => fc.oneof(fc.constant("x".repeat(max + 1)), fc.constantFrom(1, null, true, [], {}));
const requiredText = (max: number) => fc.oneof(badText(max), fc.constantFrom("", "   ", "\n\t"));

/** Order or basket lines refused by both: bad format, unknown product, modifier not offered. */
const formatBadLines: fc.Arbitrary<unknown>[] = [
  badCount.map((count) => ({ id: "cheese-sticks", count, modifiers: [] })),
  fc
    .oneof(
      junkString.filter((s) => s !== "cheese-sticks" && s.length <= 64),
      fc.constantFrom("", "x".repeat(65), 1, null),
    )
    .map((id) => ({ id, count: 1 })),
  fc
    .record({ id: junkString.filter((s) => s.length > 0 && s.length <= 128), count: fc.integer({ min: 1, max: 99 }) })
    .map((m) => ({ id: "cheese-sticks", count: 1, modifiers: [m] })),
  fc.constant({ id: "cheese-sticks", count: 1, modifiers: Array.from({ length: 51 }, (_, i) => ({ id: `m${i}`, count: 0 })) }),
  junkJson.filter((v) => typeof v !== "object" || v === null || Array.isArray(v)),
];
/**
 * Lines only an order refuses (a basket is a draft): stop list, required modifier missing or wrong,
 * a combo without its one drink and one snack.
 */
const orderBadLines: fc.Arbitrary<unknown>[] = [
  fc.constantFrom("tiramisu", "shrimp-pesto").map((id) => ({ id, count: 1 })),
  fc.constant({ id: "chicken-wings", count: 1, modifiers: [] }),
  fc
    .record({ id: fc.constant("chicken-wings:glaze-bbq"), count: fc.oneof(badCount, fc.constant(2)) })
    .map((m) => ({ id: "chicken-wings", count: 1, modifiers: [m] })),
  fc.constant({ id: "combo-solo", count: 1, modifiers: [] }),
  fc.constant({ id: "combo-solo", count: 1, modifiers: [{ id: "combo-solo:nuggets", count: 1 }] }),
];

const productsWith = (line: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(null, "cheese-sticks", {}, 1),
    fc.constant(Array.from({ length: 51 }, () => ({ id: "cheese-sticks", count: 1 }))),
    fc.tuple(line, fc.nat({ max: 3 })).map(([bad, n]) => [...Array.from({ length: n }, () => ({ id: "cheese-sticks", count: 1 })), bad]),
  );
const badProducts = fc.oneof(fc.constant([]), productsWith(fc.oneof(...formatBadLines, ...orderBadLines)));
const badBasketProducts = productsWith(fc.oneof(...formatBadLines));

/** Wrong values, compared as JSON carries them (-0 is 0 on the wire). */
const notIn = (...allowed: unknown[]) => wrongValue.filter((v) => !allowed.some((a) => JSON.stringify(a) === JSON.stringify(v)));

/** Per field: values that make the whole order invalid. */
const BAD_ORDER_FIELD: Record<string, fc.Arbitrary<unknown>> = {
  orderTypeId: notIn(0, 200, undefined),
  restaurantId: fc.oneof(
    junkString.filter((s) => !KNOWN_RESTAURANTS.has(s)),
    fc.constantFrom("", "x".repeat(65), "yashnobod", 1, null),
  ),
  products: badProducts,
  name: requiredText(100),
  phone: badPhone,
  paymentType: notIn("cash", "card"),
  language: notIn(1, 2, 3, undefined),
  slot: fc.oneof(
    junkString,
    fc.constantFrom(
      "2026-11-21T11:00:00+05:00",
      "2026-11-21T12:10:00+05:00",
      "2026-11-30T12:00:00+05:00",
      "2026-11-21T12:00:00Z",
      0,
      true,
      {},
    ),
  ),
  comment: badText(500),
  // Loyalty points (issue 26): negative, fractional, a string, beyond the contract's range or the
  // column's, not a number; or well-formed but more than the fuzzing customers hold (they have none:
  // 422 points_not_enough or points_over_limit; by phone, any points at all are a 400).
  pointsToSpend: fc.oneof(
    fc.constantFrom(-1, 1.5, "10", 1e12, 100_000_001, 2 ** 31, null, true, [], {}, Number.NaN),
    fc.integer({ min: 1, max: 100_000_000 }),
  ),
};
const BAD_ADDRESS: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(undefined, null, "5 Bunyodkor", [], 1),
  fc.record({ longitude: fc.constantFrom(69.3, 0, 181, -181, NaN, "69.204"), latitude: fc.constant(41.276), address: fc.constant("x") }),
  fc.record({ longitude: fc.constant(69.204), latitude: fc.constantFrom(91, -91, "41", null), address: fc.constant("x") }),
  fc.record({ longitude: fc.constant(69.204), latitude: fc.constant(41.276), address: requiredText(300) }),
  fc.record({ longitude: fc.constant(69.204), latitude: fc.constant(41.276), address: fc.constant("x"), floor: badText(20) }),
);

/** An order body with one to three invalidating changes, plus random unknown members. */
export const badOrderBody: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: junkJson, weight: 1 },
  {
    weight: 6,
    arbitrary: fc
      .record({
        delivery: fc.boolean(),
        changes: fc.uniqueArray(fc.constantFrom(...Object.keys(BAD_ORDER_FIELD), "address", "drop"), { minLength: 1, maxLength: 3 }),
        values: fc.record(Object.fromEntries([...Object.entries(BAD_ORDER_FIELD), ["address", BAD_ADDRESS]])),
        drop: fc.constantFrom("orderTypeId", "restaurantId", "products", "name", "phone", "paymentType"),
        extra: fc.dictionary(
          junkString.filter((k) => !(k in validDelivery())),
          junkJson,
          { maxKeys: 2 },
        ),
      })
      .map(({ delivery, changes, values, drop, extra }) => {
        const body: Record<string, unknown> = { ...extra, ...(delivery ? validDelivery() : validPickup()) };
        for (const change of changes) {
          if (change === "drop") delete body[drop];
          else if (change === "address") body.address = delivery ? values.address : validDelivery().address;
          else body[change] = values[change];
        }
        return body;
      }),
  },
);

export const validBasket = () => ({ products: [{ id: "cheese-sticks", count: 2, modifiers: [] as unknown[] }] });

/** A basket that must be refused: bad products (format, unknown, wrong modifiers) or junk. */
export const badBasketBody = (ownTgId: number): fc.Arbitrary<unknown> =>
  fc.oneof(
    junkJson.filter(
      (v) => typeof v !== "object" || v === null || Array.isArray(v) || !Array.isArray((v as { products?: unknown }).products),
    ),
    fc.record({ tgId: fc.option(fc.oneof(junkNumber, junkString), { nil: undefined }), products: badBasketProducts }),
    fc
      .oneof(junkNumber, junkString, fc.constantFrom(true, [], {}))
      .filter((t) => !["undefined", "null", ""].includes(String(t ?? "")) && Number(t) !== ownTgId)
      .map((tgId) => ({ ...validBasket(), tgId })),
  );

export const VALID_APPLICATION = {
  vacancyId: "1",
  fullName: "Aziza Karimova",
  phone: "+998 90 555 66 77",
  birthDate: "1998-04-12",
  city: "Tashkent",
};

const BAD_FORM_FIELD: Record<string, fc.Arbitrary<string | undefined>> = {
  vacancyId: fc.oneof(
    fc.constantFrom(undefined, "", "0", "999999", "1.0", "-1", "01x", "99999999999999999999999"),
    junkString.filter((s) => !/^\s*\d+\s*$/.test(s)),
  ),
  fullName: fc.constantFrom(undefined, "", "  ab  ", "x".repeat(101)),
  phone: badPhone.filter((p): p is string => typeof p === "string"),
  birthDate: fc.oneof(fc.constantFrom(undefined, "", "1998-02-30", "2020-01-01", "1900-01-01", "12.04.1998", "1998-4-12"), junkString),
  city: fc.constantFrom(undefined, "", " T ", "x".repeat(61)),
};

/** An application form with at least one bad field, or a CV that is not a PDF. */
export const badApplication = fc
  .record({
    broken: fc.uniqueArray(fc.constantFrom(...Object.keys(BAD_FORM_FIELD), "cv"), { minLength: 1, maxLength: 3 }),
    values: fc.record(BAD_FORM_FIELD),
    cv: fc.oneof(
      fc.uint8Array({ maxLength: 200 }).filter((b) => Buffer.from(b.subarray(0, 5)).toString("latin1") !== "%PDF-"),
      fc.constant("not a file"),
    ),
  })
  .map(({ broken, values, cv }) => {
    const fields: Record<string, string | Uint8Array | undefined> = { ...VALID_APPLICATION };
    for (const name of broken) fields[name] = name === "cv" ? cv : values[name];
    return fields;
  });
