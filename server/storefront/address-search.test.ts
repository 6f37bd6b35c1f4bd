// GET /api/address/search through the whole app (embedded gazetteer), and the route over a fake
// Nominatim on loopback.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createGeocoder } from "../geo/create-geocoder";
import { errorResponse } from "../http/errors";
import { createTestApp } from "../test/test-app";
import { addressSearchRoutes } from "./address-search";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Found = { address: string; longitude: number; latitude: number };
const search = async (query: string) => {
  const res = await t.get(`/api/address/search?${query}`);
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
};
const addresses = async (query: string) => ((await search(query)).body as Found[]).map((f) => f.address);

describe("GET /api/address/search", () => {
  it("finds a street by the start of its name, with a point to put the pin on, in the asked language", async () => {
    const { status, body, headers } = await search("query=amir%20tem&Language=3");
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({
      address: "Amir Temur Avenue, Yunusabad, Tashkent",
      street: "Amir Temur Avenue",
      house: null,
      regionId: 1,
    });
    // Its middle (41.3456, 69.285) lies between zones: the pin goes up the avenue into Yunusabad's.
    expect(body[0].longitude).toBeCloseTo(69.286, 2);
    expect(body[0].latitude).toBeGreaterThan(41.349);
    expect(body[0].latitude).toBeLessThan(41.352);
    expect(body.map((f: Found) => f.address)).toContain("Amir Temur Square, Mirabad, Tashkent");
    expect(headers.get("Cache-Control")).toBe("max-age=3600");
    // Russian by default; the same place typed in any language answers in the page's.
    expect((await addresses("query=amir%20temur"))[0]).toBe("проспект Амира Темура, Юнусабад, Ташкент");
    expect((await addresses("query=%D1%87%D0%BE%D1%80%D1%81%D1%83&Language=3"))[0]).toBe("Chorsu Bazaar, Shaykhantahur, Tashkent");
  });

  it.each([
    ["Ko‘kaldosh", "Ko%E2%80%98kaldosh"],
    ["ko'kaldosh", "ko'kaldosh"],
    ["ko`kaldosh", "ko%60kaldosh"],
    ["koʻkaldosh", "ko%CA%BBkaldosh"],
    ["kokaldosh (no apostrophe)", "kokaldosh"],
    ["KOKALDOSH", "KOKALDOSH"],
  ])("forgives case and the Uzbek apostrophe: %s", async (_name, typed) => {
    expect((await addresses(`query=${typed}&Language=1`))[0]).toBe("Ko‘kaldosh madrasasi, Shayxontohur, Toshkent");
  });

  it("puts the region's city first, finds the other cities too, and gives at most 10", async () => {
    const registan = await addresses("query=registan&RegionId=2&Language=3");
    expect(registan.length).toBeGreaterThan(0);
    expect(registan.every((a) => a.endsWith("Samarkand"))).toBe(true);
    // Asked from Tashkent, which has no Registan: Samarkand's are found all the same.
    expect(await addresses("query=registan&RegionId=1&Language=3")).toEqual(registan);
    const amir = ((await search("query=amir%20temur&RegionId=2&Language=3")).body as { regionId: number }[]).map((f) => f.regionId);
    expect(amir[0]).toBe(2);
    expect(amir).toContain(1);
    expect(amir.slice(amir.indexOf(1)).every((id) => id !== 2)).toBe(true);
    expect((await addresses("query=ko&Language=1")).length).toBe(10);
  });

  it("finds a house by its number typed with the street, and a street with no known house as the street", async () => {
    const { body } = await search("query=Amir%20Temur%20107&Language=3");
    expect(body[0]).toEqual({
      address: "Amir Temur Avenue, 107B, Yunusabad, Tashkent",
      street: "Amir Temur Avenue",
      house: "107B",
      regionId: 1,
      longitude: 69.289,
      latitude: 41.364,
    });
    const mustaqillik = (await search("query=24%20mustaqillik&RegionId=3&Language=2")).body;
    expect(mustaqillik[0]).toMatchObject({ address: "улица Мустакиллик, 24, Новый город, Бухара", house: "24", regionId: 3 });
    const unknown = (await search("query=bunyodkor%20999&Language=3")).body;
    expect(unknown[0]).toMatchObject({ address: "Bunyodkor Avenue, Chilanzar, Tashkent", house: null, street: "Bunyodkor Avenue" });
  });

  it.each(["query=", "query=%20%20", "query=a", "query=x&RegionId="])("answers [] to a query too short to search: ?%s", async (query) => {
    expect(await search(query)).toMatchObject({ status: 200, body: [] });
  });

  it.each([
    ["", { query: "is required" }],
    [`query=${"a".repeat(101)}`, { query: "must be at most 100 characters" }],
    ["query=chorsu&Language=9", { Language: "must be one of 1, 2, 3 (uz=1, ru=2, en=3)" }],
    ["query=chorsu&RegionId=abc", { RegionId: expect.stringContaining("must be a region id") }],
  ])("answers 400 JSON naming the bad parameter: ?%s", async (query, fields) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: "invalid_parameters", fields });
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await (await t.get("/api/openapi.json")).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    };
    expect(doc.paths["/api/address/search"]?.get?.parameters?.map((p) => p.name).sort()).toEqual(["Language", "RegionId", "query"]);
  });
});

describe("over Nominatim", () => {
  let server: http.Server;
  let seen: URL[] = [];
  let answer: (res: http.ServerResponse) => void;
  let app: Hono;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(new URL(req.url ?? "/", "http://127.0.0.1"));
      answer(res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    app = new Hono();
    app.onError((e, c) => errorResponse(c, e));
    app.route("/api", addressSearchRoutes(createGeocoder({ nominatimUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("asks /search in Uzbekistan, the region's city preferred (not bounded), and maps the places", async () => {
    seen = [];
    answer = (res) =>
      res.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify([
          {
            lat: "41.3267",
            lon: "69.2350",
            addresstype: "amenity",
            name: "Chorsu Bazaar",
            address: { suburb: "Shaykhantahur", city: "Tashkent" },
          },
          { lat: "x", lon: "69.2", display_name: "unreadable" },
        ]),
      );
    const res = await app.request("/api/address/search?query=chorsu&RegionId=1&Language=3");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      {
        address: "Chorsu Bazaar, Shaykhantahur, Tashkent",
        street: "Chorsu Bazaar",
        house: null,
        regionId: 1,
        longitude: 69.235,
        latitude: 41.3267,
      },
    ]);
    const asked = seen[0];
    expect(asked.pathname).toBe("/search");
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      q: "chorsu",
      format: "jsonv2",
      countrycodes: "uz",
      "accept-language": "en",
      limit: "10",
    });
    expect(asked.searchParams.has("bounded")).toBe(false);
    expect(asked.searchParams.get("viewbox")?.split(",").map(Number)[0]).toBeCloseTo(68.98, 1);
  });

  it("answers 503 geocoder_unavailable when Nominatim fails", async () => {
    const quiet = vi.spyOn(console, "warn").mockImplementation(() => {});
    answer = (res) => res.writeHead(500).end("oops");
    const res = await app.request("/api/address/search?query=chorsu");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: "geocoder_unavailable" });
    quiet.mockRestore();
  });
});
