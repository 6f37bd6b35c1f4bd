// Generic bad input: strings that break parsers (unicode, lone surrogates, control characters,
// huge, numeric lookalikes), nested JSON junk, query strings and header values.
import fc from "fast-check";

const NASTY = [
  "",
  " ",
  "\t",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "0",
  "-0",
  "1e309",
  "1e-400",
  "0x1F",
  "0b11",
  "1_000",
  "9007199254740993",
  "2147483648",
  "-2147483649",
  "１２３",
  "٣",
  "1.5",
  "1,5",
  " 1 ",
  "true",
  "[]",
  "{}",
  "[object Object]",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  '"; drop table orders; --',
  "../../etc/passwd",
  "%00",
  "%",
  "%zz",
  "%E0%A4%A",
  "\u0000",
  "\u0000abc",
  "\u202Eevil",
  "\uFEFF",
  "\uD800",
  "\uDC00x",
  "😀",
  "👨‍👩‍👧‍👦",
  "Ⅻ",
  "ß",
  "İ",
  "\u0301",
  "a\u0000b",
  "$where",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "chilanzar\u0000",
  "\u0000\u0000",
  "99999999999999999999",
];

/** Values that reached the database and broke it in earlier runs: every parameter gets each. */
export const KNOWN_BREAKERS = [
  "\u0000",
  "a\u0000b",
  "99999999999999999999",
  "2147483648",
  "-2147483649",
  "1e300",
  "1.5",
  "0x10",
  "\uD800",
  "%",
];

/** Any junk text: random of every unit kind, nasty constants, and now and then a huge one. */
export const junkString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }), weight: 2 },
  { arbitrary: fc.constantFrom(...NASTY), weight: 4 },
  { arbitrary: fc.constantFrom(1_000, 70_000).chain((n) => fc.constantFrom("a".repeat(n), "я".repeat(n), "😀".repeat(n / 2))), weight: 1 },
);

/** Numbers of every awkward kind, also as JSON would carry them. */
export const junkNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 0.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, Number.MIN_VALUE, -0),
);

/** JSON values of any shape, including deep nesting. */
export const junkJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 4 },
  { arbitrary: junkString, weight: 2 },
  { arbitrary: junkNumber, weight: 1 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [[[]]], { "": null }), weight: 1 },
  {
    arbitrary: fc.integer({ min: 100, max: 3000 }).map((depth) => {
      let v: unknown = 1;
      for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
      return v;
    }),
    weight: 1,
  },
);

/** Any value where a field of a known shape is expected. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(junkJson, junkString, junkNumber, fc.constant(undefined));

/** A raw request body that is not the JSON asked for: garbage text, cut JSON, 1 MB+. */
export const junkRawBody: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: junkString, weight: 3 },
  { arbitrary: fc.constantFrom("{", "}", "[", '{"a":', "{'a':1}", "nul", "\u0000", '{"a":1}garbage', "\uFEFF{}", "1e999"), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v).slice(0, -1)), weight: 1 },
  { arbitrary: fc.constant(`{"comment":"${"x".repeat(1_100_000)}"}`), weight: 1 },
  // 100,000 levels deep (built as text: JSON.stringify itself would run out of stack).
  {
    arbitrary: fc.constantFrom(`${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`, `${"[".repeat(100_000)}${"]".repeat(100_000)}`),
    weight: 1,
  },
);

/** The string as UTF-8 can carry it: lone surrogates become U+FFFD. */
export const wellFormed = (s: string) => Buffer.from(s, "utf8").toString("utf8");

/** What a header really carries on the wire: bytes as latin1, no CR, LF or NUL. */
export const headerSafe = (s: string) =>
  Buffer.from(wellFormed(s), "utf8")
    .toString("latin1")
    .replace(/[\r\n\0]/g, "")
    .trim();

export const junkHeader: fc.Arbitrary<string> = junkString.map(headerSafe);

/** A query string: documented names and random ones with junk values, or raw junk. */
export function junkQuery(names: string[]): fc.Arbitrary<string> {
  const name = fc.oneof({ arbitrary: fc.constantFrom(...(names.length ? names : ["x"])), weight: 4 }, { arbitrary: junkString, weight: 1 });
  const structured = fc.array(fc.tuple(name, junkString), { maxLength: 6 }).map((pairs) => {
    const params = new URLSearchParams();
    for (const [k, v] of pairs) params.append(wellFormed(k), wellFormed(v));
    return params.toString();
  });
  const raw = fc.oneof(
    fc.constantFrom("&&&", "=", "==&=", "Language", "%", "a=%zz", "Language=%E0%A4%A", "Language[]=1&Language[]=2"),
    junkString.map((s) => wellFormed(s)),
  );
  return fc.oneof({ arbitrary: structured, weight: 4 }, { arbitrary: raw, weight: 1 }).map((q) => (q ? `?${q}` : ""));
}

/** A path segment as sent (percent-encoded) or raw junk that Hono must decode itself. */
export const junkSegment: fc.Arbitrary<string> = fc.oneof(
  junkString.map((s) => encodeURIComponent(wellFormed(s)).slice(0, 5000)),
  fc.constantFrom("%", "%zz", "%E0%A4%A", "..", "%2e%2e", "0", "-1", "1.5", "1e3", "99999999999999999999", "2147483648", "00001", "0x1"),
  fc.integer().map(String),
);
