// A searched point inside a zone lands inside it (issue 25): every demo restaurant's own street
// address, typed as a customer types it, and every street of the gazetteer that runs through a
// delivery zone, searched against the seed's zones, in every language.
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/domain/locales";
import { isInZone, type LonLat } from "../../src/domain/zones";
import { restaurants } from "../db/seed/restaurants";
import { DEMO_CITIES, EmbeddedGeocoder } from "./embedded-geocoder";
import type { LatLon } from "./gazetteer";
import { houseKey } from "./gazetteer-points";
import { searchGazetteer } from "./gazetteer-search";

const geocoder = new EmbeddedGeocoder();
const zones = restaurants.filter((r) => r.isActive && r.zone).map((r) => r.zone as LonLat[]);
const inAnyZone = (p: { longitude: number; latitude: number }) => zones.some((z) => isInZone(z, p.longitude, p.latitude));
const search = (query: string, locale: (typeof LOCALES)[number], regionId?: number) =>
  searchGazetteer(DEMO_CITIES, query, locale, { regionId, limit: 10, areas: zones });

describe("a restaurant's own street address lands in its zone", () => {
  const withZone = restaurants.filter((r) => r.zone);
  it.each(withZone.map((r) => [r.id, r] as const))("%s", (_id, r) => {
    const zone = r.zone as LonLat[];
    for (const locale of LOCALES) {
      const here = geocoder.lookup(r.latitude, r.longitude, locale)!;
      // The number of the seed's address ("5 Bunyodkor Avenue", "Amir Temur shoh ko‘chasi, 107B").
      const house = /(?:^|, )(\d+[A-Za-zА-Яа-я]?)(?:[ ,]|$)/.exec(r.address[locale])![1];
      // The gazetteer writes a house's letter in Latin ("107B" for the Russian "107Б").
      expect(houseKey(here.house!)).toBe(houseKey(house));
      for (const typed of [`${here.street} ${house}`, `${house} ${here.street}`]) {
        const [first] = search(typed, locale, r.regionId);
        expect(first, typed).toMatchObject({ street: here.street, house: here.house, regionId: r.regionId });
        expect(isInZone(zone, first.longitude, first.latitude), typed).toBe(true);
        // And the pin, asked back, names the same house.
        expect(geocoder.lookup(first.latitude, first.longitude, locale)).toMatchObject({ street: here.street, house: here.house });
      }
    }
  });

  it("finds the house as people shorten it: Amir Temur 107 is 107B", () => {
    for (const regionId of [undefined, 1]) {
      const [first] = search("Amir Temur 107", "en", regionId);
      expect(first).toMatchObject({ address: "Amir Temur Avenue, 107B, Yunusabad, Tashkent", house: "107B", regionId: 1 });
    }
    // Asked from Samarkand: its own Amir Temur Street first (no house known: the app asks for
    // it), Tashkent's house further down.
    const fromSamarkand = search("Amir Temur 107", "en", 2);
    expect(fromSamarkand[0]).toMatchObject({ street: "Amir Temur Street", house: null, regionId: 2 });
    expect(fromSamarkand).toContainEqual(expect.objectContaining({ house: "107B", regionId: 1 }));
    expect(search("амира темура 107б", "ru")[0]).toMatchObject({ house: "107B", street: "проспект Амира Темура" });
  });

  it("a number the gazetteer does not know gives the street with no house (to ask for it)", () => {
    const [first] = search("Bunyodkor 999", "en");
    expect(first).toMatchObject({ street: "Bunyodkor Avenue", house: null, regionId: 1 });
    expect(first.address).toBe("Bunyodkor Avenue, Chilanzar, Tashkent");
    expect(inAnyZone(first)).toBe(true);
  });
});

describe("the gazetteer's streets that run through a zone are found inside one", () => {
  const crossing = DEMO_CITIES.flatMap((city) =>
    city.features.flatMap((f) => {
      if (!("path" in f)) return [];
      // Sampled every few metres: does any part of the street lie in a zone?
      const samples: LatLon[] = f.path.flatMap((b, i) => {
        if (i === 0) return [b];
        const a = f.path[i - 1];
        return Array.from({ length: 50 }, (_, k): LatLon => [a[0] + ((b[0] - a[0]) * (k + 1)) / 50, a[1] + ((b[1] - a[1]) * (k + 1)) / 50]);
      });
      return samples.some(([lat, lon]) => inAnyZone({ latitude: lat, longitude: lon })) ? [[f.en, f, city.regionId] as const] : [];
    }),
  );

  it("checks the main streets of every city", () => {
    expect(crossing.length).toBeGreaterThanOrEqual(10);
    expect(new Set(crossing.map(([, , regionId]) => regionId))).toEqual(new Set([1, 2, 3]));
  });

  it.each(crossing)("%s", (_en, street, regionId) => {
    for (const locale of LOCALES) {
      const found = search(street[locale], locale, regionId).find((x) => x.street === street[locale] && x.house === null);
      expect(found, street[locale]).toBeDefined();
      expect(inAnyZone(found!), `${street[locale]} at ${found!.latitude}, ${found!.longitude}`).toBe(true);
      // The pin is on the street, at no house (reverse geocoding names the street back, no number).
      expect(geocoder.lookup(found!.latitude, found!.longitude, locale)).toMatchObject({ street: street[locale], house: null });
    }
  });
});

describe("every city is searched, the asked region's first", () => {
  it("finds Registan from Tashkent, after Tashkent's own matches", () => {
    const fromTashkent = search("registan", "en", 1);
    expect(fromTashkent.some((r) => r.regionId === 2 && r.address.endsWith("Samarkand"))).toBe(true);
    const amir = search("amir temur", "en", 2);
    expect(amir[0].regionId).toBe(2);
    const firstElsewhere = amir.findIndex((r) => r.regionId !== 2);
    expect(amir.slice(firstElsewhere).every((r) => r.regionId !== 2)).toBe(true);
  });
});
