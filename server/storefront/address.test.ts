// GET /api/address (and the same handler as /api/tg_address) in a test-local app: the lead
// wires the routes into server/app.ts.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EmbeddedGeocoder } from "../geo/embedded-geocoder";
import { GeocoderUnavailable, type Geocoder } from "../geo/geocoder";
import { NominatimGeocoder } from "../geo/nominatim-geocoder";
import { errorResponse } from "../http/errors";
import { restaurants } from "../db/seed/restaurants";
import { addressHandler, addressRoutes } from "./address";

function appWith(geocoder: Geocoder) {
  const app = new Hono();
  app.onError((e, c) => errorResponse(c, e));
  app.route("/api", addressRoutes(geocoder));
  app.get("/api/tg_address", addressHandler(geocoder));
  return app;
}

const app = appWith(new EmbeddedGeocoder());
const get = async (url: string, on = app) => {
  const res = await on.request(url);
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
};

describe("GET /api/address", () => {
  it("names a point in the asked language, Russian by default", async () => {
    const en = await get("/api/address?latitude=41.3111&longitude=69.2797&Language=3");
    expect(en.status).toBe(200);
    expect(en.body).toEqual({
      address: "Amir Temur Square, Mirabad, Tashkent",
      street: "Amir Temur Square",
      district: "Mirabad",
      city: "Tashkent",
    });
    expect(en.headers.get("Cache-Control")).toBe("max-age=3600");
    expect((await get("/api/address?latitude=41.3111&longitude=69.2797")).body.address).toBe("сквер Амира Темура, Мирабад, Ташкент");
    expect((await get("/api/address?latitude=41.3111&longitude=69.2797&Language=1")).body.city).toBe("Toshkent");
  });

  it("puts a seed restaurant on its street", async () => {
    const r = restaurants.find((x) => x.id === "chilanzar")!;
    const { body } = await get(`/api/address?latitude=${r.latitude}&longitude=${r.longitude}&Language=3`);
    // Its door is a house the gazetteer knows (the seed address's number).
    expect(body.address).toBe("Bunyodkor Avenue, 5, Chilanzar, Tashkent");
  });

  it("answers 404 for a point outside every city", async () => {
    const { status, body } = await get("/api/address?latitude=43.5&longitude=68.0");
    expect(status).toBe(404);
    expect(body).toEqual({ error: "No address is known for this point", code: "address_not_found" });
  });

  it.each([
    ["longitude=69.28", { latitude: "is required" }],
    ["", { latitude: "is required", longitude: "is required" }],
    ["latitude=91&longitude=69.28", { latitude: "must be a latitude between -90 and 90" }],
    ["latitude=41.3&longitude=abc", { longitude: "must be a longitude between -180 and 180" }],
    ["latitude=41.3&longitude=69.28&Language=7", { Language: "must be one of 1, 2, 3 (uz=1, ru=2, en=3)" }],
  ])("answers 400 naming the bad parameter: ?%s", async (query, fields) => {
    const { status, body } = await get(`/api/address?${query}`);
    expect(status).toBe(400);
    expect(body.code).toBe("invalid_parameters");
    expect(body.fields).toEqual(fields);
    for (const name of Object.keys(fields)) expect(body.error).toContain(name);
  });

  describe("when the provider fails", () => {
    let quiet: { mockRestore(): void };
    beforeAll(() => {
      quiet = vi.spyOn(console, "warn").mockImplementation(() => {});
    });
    afterAll(() => quiet.mockRestore());

    it("answers 503 geocoder_unavailable", async () => {
      const failing: Geocoder = { reverse: async () => Promise.reject(new GeocoderUnavailable("down")), search: async () => [] };
      const { status, body } = await get("/api/address?latitude=41.3&longitude=69.28", appWith(failing));
      expect(status).toBe(503);
      expect(body).toMatchObject({ code: "geocoder_unavailable" });
      expect(body.error).toEqual(expect.any(String));
    });

    it("answers 503 when a Nominatim server answers 500", async () => {
      const server = http.createServer((_req, res) => res.writeHead(500).end("oops"));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const nominatim = new NominatimGeocoder({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
        const { status, body } = await get("/api/address?latitude=41.3&longitude=69.28", appWith(nominatim));
        expect(status).toBe(503);
        expect(body.code).toBe("geocoder_unavailable");
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });
});

describe("addressHandler mounted as the bot API's /api/tg_address", () => {
  it("gives the same answer, with the address name at the top level", async () => {
    const web = await get("/api/address?latitude=41.324&longitude=69.243&Language=3");
    const bot = await get("/api/tg_address?latitude=41.324&longitude=69.243&Language=3");
    expect(bot.status).toBe(200);
    expect(bot.body).toEqual(web.body);
    expect(bot.body.address).toBe("Navoi Street, 30, Shaykhantahur, Tashkent");
    expect((await get("/api/tg_address?latitude=x&longitude=69.2")).body.fields).toHaveProperty("latitude");
  });
});
