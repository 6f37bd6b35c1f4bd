// 1. Property-based bad input against every endpoint of the OpenAPI document (GET
// /api/openapi.json, built in process), in process (app.request): never a 5xx, every refusal a
// JSON body with a string `error` and `code`, endpoints that store things refuse every generated
// request, and the database stays exactly as it was.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../server/openapi/build-document";
import { ENDPOINTS as MARKDOWN_ENDPOINTS } from "./fuzz/endpoints";
import { OPENAPI_ONLY_ENDPOINTS } from "./fuzz/openapi-only";
import { checksum, describe as show, type FuzzContext, fuzzContext, type Req, rowCounts, tableNames } from "./fuzz/harness";
import { junkSegment } from "./fuzz/junk";
import { recordFigures } from "./support/figures";

const RUNS = Number(process.env.RELIABILITY_FUZZ_RUNS ?? 250);
const SEED = Number(process.env.RELIABILITY_SEED ?? Date.now() % 2 ** 31);

/** Every "METHOD /api/…" of the OpenAPI document, as the server builds it. */
const documented = Object.entries(buildOpenApiDocument().paths).flatMap(([path, item]) =>
  Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
);
const ENDPOINTS = { ...MARKDOWN_ENDPOINTS, ...OPENAPI_ONLY_ENDPOINTS };

let ctx: FuzzContext;
let tables: string[];
const cases: Record<string, number> = {};
beforeAll(async () => {
  ctx = await fuzzContext();
  tables = await tableNames(ctx.t);
}, 120_000);
afterAll(async () => {
  recordFigures("bad-input", {
    seed: SEED,
    runsPerEndpoint: RUNS,
    endpoints: Object.keys(cases).length,
    cases: Object.values(cases).reduce((a, b) => a + b, 0),
  });
  await ctx?.t.close();
});

async function check(req: Req, mustRefuse: boolean): Promise<void> {
  let request: Request;
  try {
    request = new Request(`http://localhost${req.path}`, { method: req.method, headers: req.headers, body: req.body });
  } catch {
    return fc.pre(false); // not sendable by any HTTP client (e.g. an invalid header byte)
  }
  const before = await rowCounts(ctx.t, tables);
  const res = await ctx.t.app.request(request);
  const type = res.headers.get("content-type") ?? "";
  let text = "";
  if (type.includes("text/event-stream")) await res.body?.cancel();
  else text = await res.text();
  const where = `${res.status} ${text.slice(0, 300)}\n  for ${show(req)}`;
  if (res.status >= 500) throw new Error(`5xx: ${where}`);
  if (mustRefuse && res.status < 400) throw new Error(`accepted a request that must be refused: ${where}`);
  if (res.status >= 400) {
    let body: { error?: unknown; code?: unknown } | undefined;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`refusal without a JSON body: ${where}`);
    }
    if (!type.includes("application/json") || typeof body?.error !== "string" || !body.error || typeof body.code !== "string") {
      throw new Error(`refusal without { error, code }: ${where}`);
    }
  } else if (text && type.includes("application/json")) {
    JSON.parse(text);
  }
  const after = await rowCounts(ctx.t, tables);
  const changed = tables.filter((n) => before[n] !== after[n]).map((n) => `${n} ${before[n]}→${after[n]}`);
  if (changed.length) throw new Error(`rows changed (${changed.join(", ")}): ${where}`);
}

async function property(name: string, arbitrary: fc.Arbitrary<Req>, mustRefuse: boolean, examples: Req[] = []) {
  const sumBefore = await checksum(ctx.t, tables);
  cases[name] = 0;
  await fc.assert(
    fc.asyncProperty(arbitrary, async (req) => {
      cases[name]++;
      await check(req, mustRefuse);
    }),
    {
      numRuns: RUNS,
      seed: SEED,
      examples: examples.map((e) => [e] as [Req]),
      interruptAfterTimeLimit: 90_000,
      markInterruptAsFailure: true,
      endOnFailure: false,
      maxSkipsPerRun: 10,
    },
  );
  const sumAfter = await checksum(ctx.t, tables);
  expect(
    tables.filter((n) => sumBefore[n] !== sumAfter[n]),
    "tables whose content changed",
  ).toEqual([]);
}

describe("bad input", () => {
  it("covers every endpoint of the OpenAPI document", () => {
    expect(documented.length).toBeGreaterThan(60);
    expect(
      documented.filter((e) => !ENDPOINTS[e]),
      "documented endpoints without a generator",
    ).toEqual([]);
    expect(
      Object.keys(ENDPOINTS).filter((e) => !documented.includes(e)),
      "generators of undocumented endpoints",
    ).toEqual([]);
  });

  for (const name of Object.keys(ENDPOINTS)) {
    it(`${name}: no 5xx, JSON errors, database unchanged`, async () => {
      const endpoint = ENDPOINTS[name];
      await property(name, endpoint.requests(ctx), endpoint.mustRefuse, endpoint.examples?.(ctx));
    }, 120_000);
  }

  it("unknown /api paths and other methods: JSON 404, database unchanged", async () => {
    const paths = documented.map((e) => e.split(" ")[1].replace(/\{id\}/g, "1"));
    const methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
    const wrongMethod = fc
      .tuple(fc.constantFrom(...paths), fc.constantFrom(...methods))
      .filter(([path, method]) => !documented.some((e) => e.split(" ")[0] === method && e.split(" ")[1].replace(/\{id\}/g, "1") === path))
      .map(([path, method]) => ({ method, path }));
    const unknown = fc
      .tuple(fc.array(junkSegment, { minLength: 1, maxLength: 3 }), fc.constantFrom(...methods))
      .map(([segs, method]) => ({ method, path: `/api/x-${segs.join("/")}` }))
      // Clients resolve "..", also written %2e%2e, before sending: keep paths that stay unknown API paths.
      .filter((req) => new URL(`http://localhost${req.path}`).pathname.startsWith("/api/x-"));
    await property("unknown paths", fc.oneof(wrongMethod, unknown), true);
  }, 120_000);
});
