import { describe, expect, it } from "vitest";
import {
  addAddress,
  addressInLanguage,
  addressLine,
  EMPTY_LOCATION,
  isSavedLocation,
  parseAddresses,
  parseLocation,
  rememberDetails,
  removeAddress,
  renameAddress,
  type SavedAddress,
} from "./location";

const home: SavedAddress = { id: "a", coordinates: [69.2797, 41.3111], title: "Home", address: "Amir Temur Ave", iconSrc: "home" };
const work: SavedAddress = { id: "b", coordinates: [69.204, 41.276], title: "Work", address: "Bunyodkor Ave", iconSrc: "work" };

describe("saved location", () => {
  it("counts only when latitude and longitude are both above 0", () => {
    expect(isSavedLocation({ RestaurantId: "x", RegionId: 1, Longitude: 69.2, Latitude: 41.3 })).toBe(true);
    expect(isSavedLocation({ RestaurantId: "x", RegionId: 1, Longitude: 69.2, Latitude: 0 })).toBe(false);
    expect(isSavedLocation({ RestaurantId: "x", RegionId: 1, Longitude: 0, Latitude: 41.3 })).toBe(false);
    expect(isSavedLocation(EMPTY_LOCATION)).toBe(false);
    expect(isSavedLocation(null)).toBe(false);
  });
});

describe("saved addresses", () => {
  it("ignore an address with the same coordinates", () => {
    const list = addAddress([home], { ...home, id: "c", title: "Again" });
    expect(list).toEqual([home]);
    expect(addAddress([home], work)).toEqual([home, work]);
  });

  it("removing the address of the current location resets the location", () => {
    const location = { RestaurantId: "mirabad", RegionId: 1, Longitude: 69.2797, Latitude: 41.3111 };
    expect(removeAddress([home, work], "a", location)).toEqual({ addresses: [work], location: EMPTY_LOCATION });
    expect(removeAddress([home, work], "b", location)).toEqual({ addresses: [home], location });
  });

  it("rename keeps everything else and marks the title as the customer's; the same title changes nothing", () => {
    expect(renameAddress([home], "a", "Mum's")).toEqual([{ ...home, title: "Mum's", renamed: true }]);
    expect(renameAddress([home], "a", "Home")).toEqual([home]);
  });

  it("reads in another language with its point's name there; the customer's title and the details stay", () => {
    const ru: SavedAddress = {
      ...work,
      title: "проспект Бунёдкор",
      address: "проспект Бунёдкор, Чиланзар, Ташкент",
      street: "проспект Бунёдкор",
      house: "12",
      lang: "ru",
    };
    const en = { address: "Bunyodkor Avenue, Chilanzar, Tashkent", street: "Bunyodkor Avenue" };
    expect(addressInLanguage(ru, "en", en)).toEqual({
      ...ru,
      title: "Bunyodkor Avenue",
      address: "Bunyodkor Avenue, Chilanzar, Tashkent",
      lang: "en",
    });
    // Its own language, no name known or an empty one: as stored.
    expect(addressInLanguage(ru, "ru", en)).toBe(ru);
    expect(addressInLanguage(ru, "en", null)).toBe(ru);
    expect(addressInLanguage(ru, "en", { address: " ", street: null })).toBe(ru);
    // No street: titled by the whole line; renamed: the title stays.
    expect(addressInLanguage(ru, "en", { ...en, street: null }).title).toBe(en.address);
    expect(addressInLanguage({ ...ru, title: "Офис", renamed: true }, "en", en)).toMatchObject({ title: "Офис", address: en.address });
    // Saved before the language was kept: named in the page's language; a title that does not
    // start its line (as the geocoder's street or line does) was the customer's.
    const { lang: _, street: __, ...old } = ru;
    expect(addressInLanguage(old, "ru", en)).toMatchObject({ title: en.street, address: en.address });
    expect(addressInLanguage({ ...old, title: old.address }, "en", en).title).toBe(en.street);
    expect(addressInLanguage({ ...old, title: "Дом" }, "en", en)).toMatchObject({ title: "Дом", address: en.address });
  });

  it("stored values are checked on read", () => {
    expect(parseLocation({ RestaurantId: "x", RegionId: "1", Longitude: 1, Latitude: 1 })).toEqual(EMPTY_LOCATION);
    expect(parseLocation(null)).toEqual(EMPTY_LOCATION);
    expect(parseAddresses([home, { id: 1 }, "x", { ...work, coordinates: [1] }])).toEqual([home]);
    expect(parseAddresses("nope")).toEqual([]);
    expect(parseAddresses([{ ...home, lang: "en", renamed: true }])).toEqual([{ ...home, lang: "en", renamed: true }]);
    expect(parseAddresses([{ ...home, lang: "english!", renamed: "yes" }])).toEqual([home]);
  });
});

describe("the house of an address", () => {
  it("joins the street and the house into the order's line, once", () => {
    expect(addressLine("Shahrisabz ko‘chasi", "16")).toBe("Shahrisabz ko‘chasi, 16");
    expect(addressLine(" Amir Temur, ", " 4A ")).toBe("Amir Temur, 4A");
    expect(addressLine("Amir Temur 15", "15")).toBe("Amir Temur 15");
    expect(addressLine("Amir Temur 115", "15")).toBe("Amir Temur 115, 15");
    expect(addressLine("Amir Temur", "")).toBe("Amir Temur");
  });

  it("saved addresses keep street, house, entrance, floor and apartment, and drop malformed ones", () => {
    const stored = [{ ...home, street: "Amir Temur", house: "15", entrance: "2", floor: 5, apartment: "x".repeat(21) }];
    expect(parseAddresses(stored)).toEqual([{ ...home, street: "Amir Temur", house: "15", entrance: "2" }]);
    const details = { house: "16", entrance: "1", floor: "3", apartment: "12" };
    expect(rememberDetails([home, work], [69.204, 41.276], details)).toEqual([home, { ...work, ...details }]);
    expect(parseAddresses(rememberDetails([home], home.coordinates, details))).toEqual([{ ...home, ...details }]);
  });
});
