// The OpenAPI document lists every /api route the app serves, with request bodies for writes,
// and /api/docs shows it as a page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";
import { docsPage, type OpenApiDoc } from "./docs-page";

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: unknown }> };
        responses: Record<string, unknown>;
        parameters?: { name: string }[];
      }
    >
  >;
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.get("/api/openapi.json");
  expect(res.status).toBe(200);
  doc = (await res.json()) as Doc;
}, 60_000);
afterAll(() => t?.close());

/** "METHOD /api/path/{id}" of every route the app serves under /api (middleware left out). */
function servedRoutes(): string[] {
  const served = t.app.routes
    .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/") && !r.path.endsWith("*"))
    .map((r) => `${r.method} ${r.path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, "{$1}")}`);
  return [...new Set(served)].sort();
}

const documented = () =>
  Object.entries(doc.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

describe("GET /api/openapi.json", () => {
  it("documents every route the app serves under /api, and nothing else", () => {
    expect(servedRoutes().length).toBeGreaterThan(30);
    expect(documented()).toEqual(servedRoutes());
  });

  it("has the request body of every POST, PUT and PATCH that reads one", () => {
    const bodyless = [
      "POST /api/auth/logout",
      "POST /api/auth/telegram",
      "POST /api/operator/orders/{id}/advance",
      "POST /api/operator/orders/{id}/cancel",
      "POST /api/operator/kitchen/orders/{id}/advance",
      "POST /api/operator/courier/orders/{id}/take",
      "POST /api/operator/courier/orders/{id}/picked-up",
      "POST /api/operator/courier/orders/{id}/delivered",
      "POST /api/operator/payments/{id}/refunded",
      "POST /api/operator/broadcasts/{id}/start",
      "POST /api/operator/broadcasts/{id}/cancel",
      "POST /api/broadcasts/{id}/opened",
    ];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!["post", "put", "patch"].includes(method) || bodyless.includes(`${method.toUpperCase()} ${path}`)) continue;
        expect(Object.keys(op.requestBody?.content ?? {}), `${method} ${path}`).not.toEqual([]);
      }
    }
    expect(Object.keys(doc.paths["/api/vacancies/apply"].post.requestBody?.content ?? {})).toEqual(["multipart/form-data"]);
  });

  it("describes parameters and refusals", () => {
    const shop = doc.paths["/api/shop"].get;
    expect(shop.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(["Language", "RestaurantId", "Longitude", "Latitude", "OrderTypeId"]),
    );
    expect(shop.responses).toHaveProperty("400");
    expect(doc.paths["/api/delivery/Create"].post.responses).toHaveProperty("422");
    expect(JSON.stringify(doc)).toContain("starTime");
  });
});

describe("GET /api/docs", () => {
  it("answers a page listing the endpoints", async () => {
    const res = await t.get("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    for (const path of ["/api/shop", "/api/delivery/Create", "/api/tg_basket", "/api/vacancies/apply", "/api/operator/orders"])
      expect(html).toContain(path);
    expect(html).not.toContain("<script");
  });
});

describe("the docs page", () => {
  it("escapes what the document says", () => {
    const doc: OpenApiDoc = {
      info: { title: "T", version: "1" },
      paths: { "/api/x": { get: { tags: ["A"], summary: "<script>alert(1)</script>", responses: { 200: { description: "a & b" } } } } },
    };
    const html = docsPage(doc);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&#60;script&#62;");
    expect(html).toContain("a &#38; b");
  });
});

describe("validation errors keep the API's shape", () => {
  it("names each bad field", async () => {
    const res = await t.get("/api/shop?Language=9&Longitude=500");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Invalid parameters: Language, Longitude",
      code: "invalid_parameters",
      fields: { Language: expect.any(String), Longitude: expect.any(String) },
    });
  });

  it("refuses NUL characters in a valid input", async () => {
    const nul = await t.get("/api/delivery/List?customerId=a%00b", { headers: (await t.signIn("+998907770011")).auth });
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ code: "invalid_parameters", fields: { customerId: "must not contain NUL characters" } });
  });
});
