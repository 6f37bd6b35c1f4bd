// Content: bad requests of the news, promotions and vacancies endpoints (docs/operator-api.md).
// Every write carries a fault: a bad field, only unsafe markup, or an absent or junk id.
import fc from "fast-check";
import { junkString } from "../junk";
import { type Endpoint, get, opAuth, opHeaders } from "../requests";
import { absentOrJunkId, badJsonWrite } from "./shared";

/** Absent or junk ids, never one the seed has ("00001" and small numbers name real rows). */
const absentId = absentOrJunkId.filter((id) => {
  let text = id;
  try {
    text = decodeURIComponent(id);
  } catch {
    return true;
  }
  return !/^\d+$/.test(text) || Number(text) >= 900_000;
});

/** A removal of an absent or junk id. */
const absentDelete = (path: string): Endpoint => ({
  mustRefuse: true,
  examples: () => [{ method: "DELETE", path: path.replace("{id}", "999999"), headers: opHeaders() }],
  requests: (ctx) =>
    fc.tuple(absentId, opAuth(ctx)).map(([id, a]) => ({ method: "DELETE", path: path.replace("{id}", id), headers: a.headers })),
});

const L = (ru: unknown, en: unknown, uz: unknown) => ({ ru, en, uz });
const good = L("Новость", "News", "Yangilik");
const goodBody = L("<p>Текст</p>", "<p>Text</p>", "<p>Matn</p>");
/** A localized value of the wrong shape, a missing or empty language, or a control character. */
const badShape = fc.oneof(
  fc.constantFrom({ ru: "A", en: "B" }, L("", "B", "C"), L("A", "B", " "), "News", null, []),
  fc.constantFrom("\u0000", "\u001b[31m", "\u202e").map((c) => L(`A${c}B`, "B", "C")),
  fc.constant({ ...good, de: "D" }),
);
/** A localized line with one fault (a title: at most 200 characters). */
const badText = fc.oneof(badShape, fc.constant(L("x".repeat(201), "B", "C")));
/** Rich text that is nothing once cleaned, or not text. */
const badBody = fc.oneof(
  fc.constantFrom(
    L("<script>alert(1)</script>", "<p>x</p>", "<p>y</p>"),
    L("<img src=x onerror=alert(1)>", "<p>x</p>", "<p>y</p>"),
    L("<p>x</p>", "<style>p{}</style>", "<p>y</p>"),
    L("x".repeat(50_001), "x", "y"),
  ),
  badShape,
);
const badImage = fc.oneof(
  fc.constantFrom(
    "javascript:alert(1)",
    "http://example.com/a.png",
    "//evil.example/a.png",
    "data:image/png;base64,AA",
    "https://a b/c",
    "",
    5,
  ),
  junkString.filter((s) => !s.trim().startsWith("/") && !s.trim().toLowerCase().startsWith("https:")),
);
// Beyond what the database stores (year 1; 9999 at -14:00 is year 10000 in UTC) or the years 2000–2100.
const badInstant = fc.oneof(
  fc.constantFrom(
    "tomorrow",
    "2026-13-01T00:00:00Z",
    "2026-12-01",
    1_700_000_000_000,
    null,
    "0001-01-01T00:00:00Z",
    "0001-01-01T00:00:00+05:00",
    "9999-12-31T23:59:59-14:00",
    "1999-12-31T23:59:59Z",
  ),
  junkString,
);

const newsBad = fc.oneof(
  fc.record({ title: badText, body: fc.constant(goodBody) }),
  fc.record({ title: fc.constant(good), body: badBody }),
  fc.record({ title: fc.constant(good), body: fc.constant(goodBody), imageUrl: badImage }),
  fc.record({ title: fc.constant(good), body: fc.constant(goodBody), publishedAt: badInstant }),
  fc.record({ title: fc.constant(good), body: fc.constant(goodBody), isPublished: fc.constantFrom("yes", 1, null) }),
  fc.record({ title: fc.constant(good), body: fc.constant(goodBody), views: fc.integer() }),
);
const stockBad = fc.oneof(
  fc.record({ title: badText, body: fc.constant(goodBody) }),
  fc.record({ title: fc.constant(good), body: badBody }),
  fc.record({ title: fc.constant(good), body: fc.constant(goodBody), imageUrl: badImage }),
  fc.record({ title: fc.constant(good), body: fc.constant(goodBody), startsAt: badInstant }),
  fc.record({ title: fc.constant(good), body: fc.constant(goodBody), isActive: fc.constantFrom("yes", 1, null) }),
  fc.record({ title: fc.constant(good), body: fc.constant(goodBody), endsAt: badInstant.filter((v) => v !== null) }),
  fc.record({
    title: fc.constant(good),
    body: fc.constant(goodBody),
    startsAt: fc.constant("2026-12-02T00:00:00+05:00"),
    endsAt: fc.constant("2026-12-01T00:00:00+05:00"),
  }),
  fc.record({
    title: fc.constant(good),
    body: fc.constant(goodBody),
    productIds: fc.constantFrom(["no-such-pizza"], "margherita", [1], [""]),
  }),
  fc.record({ title: fc.constant(good), body: fc.constant(goodBody), folderId: fc.constantFrom(999_999, 0, -1, "1", 1.5) }),
);
const vacancyGood = { regionId: 1, title: good, description: good, schedule: good, salary: good };
const vacancyBad = fc.oneof(
  fc.constantFrom(999_999, 0, "1", null).map((regionId) => ({ ...vacancyGood, regionId })),
  badText.map((title) => ({ ...vacancyGood, title })),
  badText.map((salary) => ({ ...vacancyGood, salary })),
  fc.constant({ ...vacancyGood, description: L("a\u0000", "b", "c") }),
  fc.constant({ ...vacancyGood, isActive: "no" }),
  fc.constant({ title: good, salary: null }),
);
/** A patch with one bad field (a whole body with its fault is one too), or none at all. */
const patchOf = (bad: fc.Arbitrary<unknown>) =>
  fc.oneof(
    bad,
    fc.constant({}),
    badText.map((title) => ({ title })),
  );

export const CONTENT: Record<string, Endpoint> = {};
for (const [kind, bad] of [
  ["news", newsBad],
  ["stocks", stockBad],
  ["vacancies", vacancyBad],
] as const) {
  const base = `/api/operator/${kind}`;
  CONTENT[`GET ${base}`] = get(base, ["Language"], opAuth, opHeaders);
  CONTENT[`POST ${base}`] = badJsonWrite("POST", base, bad);
  CONTENT[`PATCH ${base}/{id}`] = badJsonWrite("PATCH", `${base}/{id}`, patchOf(bad), fc.oneof(fc.constant("1"), absentOrJunkId));
  CONTENT[`DELETE ${base}/{id}`] = absentDelete(`${base}/{id}`);
}
