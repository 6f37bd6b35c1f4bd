import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/domain/locales";
import { regions } from "../db/seed/regions";
import { restaurants } from "../db/seed/restaurants";
import { CITY_RADIUS_M, DEMO_CITIES, EmbeddedGeocoder } from "./embedded-geocoder";
import type { CityGazetteer, LatLon } from "./gazetteer";
import { houseKey } from "./gazetteer-points";
import { haversineMeters } from "./geocoder";

const geocoder = new EmbeddedGeocoder();

describe("EmbeddedGeocoder: known points", () => {
  it("names Amir Temur Square in each language", () => {
    expect(geocoder.lookup(41.3111, 69.2797, "en")).toEqual({
      address: "Amir Temur Square, Mirabad, Tashkent",
      street: "Amir Temur Square",
      district: "Mirabad",
      city: "Tashkent",
      house: null,
      distanceMeters: 0,
    });
    expect(geocoder.lookup(41.3111, 69.2797, "ru")?.address).toBe("сквер Амира Темура, Мирабад, Ташкент");
    expect(geocoder.lookup(41.3111, 69.2797, "uz")?.address).toBe("Amir Temur xiyoboni, Mirobod, Toshkent");
  });

  it("names the house a pin lands on when the gazetteer knows it, and no house a little way off", () => {
    expect(geocoder.lookup(41.303, 69.281, "uz")).toMatchObject({
      address: "Shahrisabz ko‘chasi, 16, Mirobod, Toshkent",
      street: "Shahrisabz ko‘chasi",
      house: "16",
    });
    expect(geocoder.lookup(41.303, 69.281, "ru")?.address).toBe("улица Шахрисабз, 16, Мирабад, Ташкент");
    expect(geocoder.lookup(41.3035, 69.276, "en")).toMatchObject({ street: "Shakhrisabz Street", house: null });
  });

  it("names the street a point lies on, with the distance to it", async () => {
    const onAvenue = await geocoder.reverse(41.33, 69.2846, "en");
    expect(onAvenue).toMatchObject({ street: "Amir Temur Avenue", district: "Yunusabad", city: "Tashkent" });
    expect(onAvenue!.distanceMeters).toBeLessThan(50);
    expect(geocoder.lookup(41.3267, 69.235, "uz")).toMatchObject({ street: "Chorsu bozori", district: "Shayxontohur" });
    expect(geocoder.lookup(39.7758, 64.4147, "ru")).toMatchObject({ street: "минарет Калян", city: "Бухара" });
  });

  // The seed's addresses name a street and the restaurant's name its district; the geocoder
  // must agree with both at the restaurant's own point, in every language.
  it.each(restaurants.map((r) => [r.id, r] as const))("puts the seed restaurant %s on the street of its address", (_id, r) => {
    const region = regions.find((x) => x.id === r.regionId)!;
    for (const locale of LOCALES) {
      const found = geocoder.lookup(r.latitude, r.longitude, locale)!;
      expect(found.city).toBe(region.name[locale]);
      expect(found.street).not.toBeNull();
      // The seed abbreviates ("ул. Навои") where the gazetteer spells out ("улица Навои").
      expect(r.address[locale]).toContain(found.street!.replace(/^(улица|проспект) /, ""));
      if (r.regionId === 1) expect(r.name[locale]).toBe(`Lazzat Pizza ${found.district}`);
      // Every seed door is a house the gazetteer knows, as its address says (its letter in Latin).
      expect(found.house).not.toBeNull();
      expect(houseKey(r.address[locale])).toContain(houseKey(found.house!));
      expect(found.address).toBe([found.street, found.house, found.district, found.city].filter(Boolean).join(", "));
    }
  });

  it("knows nothing outside the cities", () => {
    expect(geocoder.lookup(43.5, 68.0, "en")).toBeNull(); // Kazakh steppe
    expect(geocoder.lookup(41.0, 69.28, "en")).toBeNull(); // ~35 km south of Tashkent
    expect(geocoder.lookup(40.12, 67.84, "en")).toBeNull(); // Jizzakh, between the cities
    expect(geocoder.lookup(Number.NaN, 69.28, "en")).toBeNull();
  });

  it("falls back to the district, then the city, when no street is near", () => {
    expect(geocoder.lookup(41.231, 69.186, "en")).toMatchObject({
      address: "Yangihayot, Tashkent",
      street: null,
      district: "Yangihayot",
      city: "Tashkent",
    });
    const outskirts = geocoder.lookup(41.45, 69.45, "uz")!;
    expect(outskirts).toMatchObject({ address: "Toshkent", street: null, district: null, city: "Toshkent" });
    expect(outskirts.distanceMeters).toBeGreaterThan(15_000);
  });
});

describe("EmbeddedGeocoder: geometry", () => {
  // A made-up city with one straight east-west street, so distances can be checked exactly.
  const lat0 = 40;
  const metresNorth = (m: number) => lat0 + m / 111_195;
  const grid: CityGazetteer = {
    name: { ru: "Город", en: "Town", uz: "Shahar" },
    centre: [lat0, 60],
    districts: [{ ru: "Центр", en: "Centre", uz: "Markaz", anchors: [[lat0, 60]] }],
    features: [
      {
        ru: "улица",
        en: "Main Street",
        uz: "ko‘cha",
        path: [
          [lat0, 59.99],
          [lat0, 60.01],
        ],
      },
    ],
  };
  const town = new EmbeddedGeocoder([grid]);

  it("measures the distance to the nearest point of a segment", () => {
    expect(town.lookup(metresNorth(100), 60, "en")?.distanceMeters).toBe(100);
    expect(town.lookup(metresNorth(-550), 60.005, "en")).toMatchObject({ street: "Main Street", distanceMeters: 550 });
    expect(town.lookup(metresNorth(700), 60, "en")).toMatchObject({ street: null, district: "Centre" });
  });

  it("measures past the end of a segment to its end point", () => {
    const beyondEnd = town.lookup(lat0, 60.01 + 300 / (111_195 * Math.cos((lat0 * Math.PI) / 180)), "en")!;
    expect(beyondEnd.street).toBe("Main Street");
    expect(Math.abs(beyondEnd.distanceMeters - 300)).toBeLessThanOrEqual(1);
  });
});

describe("EmbeddedGeocoder: speed and determinism", () => {
  it("answers the same every time, in well under a millisecond", () => {
    // A fixed pseudo-random walk over Tashkent and its outskirts (no Math.random: repeatable).
    let seed = 42;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const points = Array.from({ length: 20_000 }, () => [41.2 + next() * 0.22, 69.15 + next() * 0.25] as const);
    const run = () => points.map(([lat, lon], i) => geocoder.lookup(lat, lon, LOCALES[i % 3]));
    const first = run();
    const started = performance.now();
    const second = run();
    const perLookupUs = ((performance.now() - started) * 1000) / points.length;
    console.log(`embedded reverse geocoding: ${perLookupUs.toFixed(2)} µs per lookup (${points.length} lookups)`);
    expect(second).toEqual(first);
    expect(first.filter((r) => r?.street).length).toBeGreaterThan(points.length / 10);
  });
});

describe("gazetteer data", () => {
  const [tashkent, samarkand, bukhara] = DEMO_CITIES;
  const points = (c: CityGazetteer): LatLon[] => [
    ...c.districts.flatMap((d) => d.anchors),
    ...c.features.flatMap((f) => ("at" in f ? [f.at] : f.path)),
  ];

  it("covers the demo chain's cities, named as the seed names its regions", () => {
    expect(DEMO_CITIES.map((c) => c.name)).toEqual(regions.map((r) => r.name));
    expect(tashkent.features.length).toBeGreaterThanOrEqual(60);
    expect(tashkent.districts).toHaveLength(12);
    for (const c of [samarkand, bukhara]) {
      expect(c.features.length).toBeGreaterThanOrEqual(10);
      expect(c.features.length).toBeLessThanOrEqual(20);
    }
  });

  it("names everything in every language, Uzbek with ‘ (U+2018) for o‘ and g‘", () => {
    for (const c of DEMO_CITIES) {
      for (const n of [c.name, ...c.districts, ...c.features]) {
        for (const locale of LOCALES) expect(n[locale].trim(), JSON.stringify(n)).not.toBe("");
        expect(n.uz, n.uz).not.toMatch(/[OoGg]['ʻ’`]/);
      }
    }
  });

  it("keeps every coordinate inside its city and every street a real line", () => {
    for (const c of DEMO_CITIES) {
      for (const [lat, lon] of points(c)) {
        expect(haversineMeters(lat, lon, c.centre[0], c.centre[1])).toBeLessThan(CITY_RADIUS_M);
      }
      for (const f of c.features) if ("path" in f) expect(f.path.length, f.en).toBeGreaterThanOrEqual(2);
      for (const d of c.districts) expect(d.anchors.length, d.en).toBeGreaterThanOrEqual(1);
      const names = c.features.map((f) => f.en);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
