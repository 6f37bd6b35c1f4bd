// The Nominatim client against a tiny local server on 127.0.0.1 (never the network).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { EmbeddedGeocoder } from "./embedded-geocoder";
import { createGeocoder } from "./create-geocoder";
import { GeocoderUnavailable } from "./geocoder";
import { DEFAULT_USER_AGENT, NominatimGeocoder } from "./nominatim-geocoder";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});

/** Starts a server on a free loopback port; returns its base URL and the requests it saw. */
async function fakeNominatim(handler: Handler) {
  const seen: { url: URL; userAgent: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: new URL(req.url!, "http://127.0.0.1"), userAgent: req.headers["user-agent"] });
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const json =
  (body: unknown, status = 200): Handler =>
  (_req, res) => {
    res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  };

// Trimmed from a real jsonv2 reverse answer for a point on Amir Temur Avenue.
const amirTemur = (road: string, district: string, city: string) => ({
  place_id: 1234567,
  licence: "Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright",
  osm_type: "way",
  osm_id: 24681357,
  lat: "41.3113",
  lon: "69.2801",
  category: "highway",
  type: "primary",
  place_rank: 26,
  importance: 0.1,
  addresstype: "road",
  name: road,
  display_name: `12, ${road}, ${district}, ${city}, 100000, Uzbekistan`,
  address: {
    house_number: "12",
    road,
    city_district: district,
    city,
    "ISO3166-2-lvl4": "UZ-TK",
    postcode: "100000",
    country: "Uzbekistan",
    country_code: "uz",
  },
  boundingbox: ["41.3100", "41.3130", "69.2790", "69.2810"],
});

describe("NominatimGeocoder", () => {
  it("asks /reverse in jsonv2 with the language and a User-Agent, and maps the answer", async () => {
    const fake = await fakeNominatim(json(amirTemur("Amir Temur Avenue", "Yunusobod District", "Tashkent")));
    const found = await new NominatimGeocoder({ url: `${fake.url}/` }).reverse(41.3111, 69.2797, "en");
    expect(found).toMatchObject({
      address: "12 Amir Temur Avenue, Yunusobod District, Tashkent",
      street: "Amir Temur Avenue",
      district: "Yunusobod District",
      city: "Tashkent",
    });
    expect(found!.distanceMeters).toBeGreaterThan(20);
    expect(found!.distanceMeters).toBeLessThan(60);
    const [req] = fake.seen;
    expect(req.url.pathname).toBe("/reverse");
    expect(Object.fromEntries(req.url.searchParams)).toEqual({
      format: "jsonv2",
      lat: "41.3111",
      lon: "69.2797",
      "accept-language": "en",
    });
    expect(req.userAgent).toBe(DEFAULT_USER_AGENT);
  });

  it("writes the house number after the street in Russian and Uzbek, and keeps a base path", async () => {
    const fake = await fakeNominatim(json(amirTemur("проспект Амира Темура", "Юнусабадский район", "Ташкент")));
    const geocoder = createGeocoder({ nominatimUrl: `${fake.url}/nominatim` }, { userAgent: "test-agent/1" });
    expect((await geocoder.reverse(41.3111, 69.2797, "ru"))?.address).toBe("проспект Амира Темура, 12, Юнусабадский район, Ташкент");
    expect(fake.seen[0].url.pathname).toBe("/nominatim/reverse");
    expect(fake.seen[0].url.searchParams.get("accept-language")).toBe("ru");
    expect(fake.seen[0].userAgent).toBe("test-agent/1");
  });

  it("names a landmark without a road, but never an area as a street", async () => {
    const landmark = {
      lat: "41.3267",
      lon: "69.2350",
      addresstype: "amenity",
      name: "Chorsu Bazaar",
      address: { suburb: "Shaykhantahur", city: "Tashkent" },
    };
    const area = { lat: "41.3", lon: "69.3", addresstype: "city", name: "Tashkent", address: { city: "Tashkent", country: "Uzbekistan" } };
    let answer: unknown = landmark;
    const fake = await fakeNominatim((req, res) => json(answer)(req, res));
    const geocoder = new NominatimGeocoder({ url: fake.url });
    expect(await geocoder.reverse(41.3267, 69.235, "en")).toMatchObject({
      address: "Chorsu Bazaar, Shaykhantahur, Tashkent",
      street: "Chorsu Bazaar",
    });
    answer = area;
    expect(await geocoder.reverse(41.3, 69.3, "en")).toMatchObject({ address: "Tashkent", street: null, district: null, city: "Tashkent" });
  });

  it("answers null where Nominatim knows nothing", async () => {
    const fake = await fakeNominatim(json({ error: "Unable to geocode" }));
    expect(await new NominatimGeocoder({ url: fake.url }).reverse(43.5, 68, "en")).toBeNull();
  });

  it("throws GeocoderUnavailable on a server error", async () => {
    const fake = await fakeNominatim(json({ error: "Internal Server Error" }, 500));
    await expect(new NominatimGeocoder({ url: fake.url }).reverse(41.3, 69.3, "en")).rejects.toThrow(GeocoderUnavailable);
    await expect(new NominatimGeocoder({ url: fake.url }).reverse(41.3, 69.3, "en")).rejects.toThrow(/HTTP 500/);
  });

  it("throws GeocoderUnavailable when the server hangs, after the timeout", async () => {
    const fake = await fakeNominatim(() => {}); // never answers
    const started = Date.now();
    const lookup = new NominatimGeocoder({ url: fake.url, timeoutMs: 200 }).reverse(41.3, 69.3, "en");
    await expect(lookup).rejects.toThrow(GeocoderUnavailable);
    await expect(lookup).rejects.toThrow(/within 200 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("throws GeocoderUnavailable when nothing listens or the answer is not JSON", async () => {
    const closed = await fakeNominatim(json({}));
    const s = servers.pop()!;
    await new Promise((resolve) => s.close(resolve));
    await expect(new NominatimGeocoder({ url: closed.url }).reverse(41.3, 69.3, "en")).rejects.toThrow(GeocoderUnavailable);

    const html = await fakeNominatim((_req, res) => res.writeHead(200, { "Content-Type": "text/html" }).end("<html>busy</html>"));
    await expect(new NominatimGeocoder({ url: html.url }).reverse(41.3, 69.3, "en")).rejects.toThrow(GeocoderUnavailable);
  });
});

describe("createGeocoder", () => {
  it("makes the embedded geocoder by default kind", async () => {
    const geocoder = createGeocoder("embedded");
    expect(geocoder).toBeInstanceOf(EmbeddedGeocoder);
    expect((await geocoder.reverse(41.3111, 69.2797, "en"))?.street).toBe("Amir Temur Square");
  });
});
