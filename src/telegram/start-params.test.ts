import { describe, expect, it } from "vitest";
import { consumeStartParams, launchUserId, parseStartParam } from "./start-params";

const initData = (id: number, language_code?: string) =>
  new URLSearchParams({ user: JSON.stringify({ id, first_name: "Dilnoza", language_code }), auth_date: "1", hash: "x" }).toString();
const launch = (id = 7001) => `tgWebAppData=${encodeURIComponent(initData(id))}&tgWebAppVersion=8.0&tgWebAppPlatform=ios`;
const storage = (items: Record<string, string> = {}) => ({ getItem: (k: string) => items[k] ?? null });
const at = (path: string) => `https://shop.example${path}`;

describe("consumeStartParams", () => {
  it("stores the query under their storage keys, sets the locale, clears the query, keeps Telegram's hash and reloads", () => {
    const hash = `#${launch(7001)}`;
    const result = consumeStartParams(
      at(`/?tgId=7001&customerId=c-1&language=3&regionId=2&longitude=66.96&latitude=39.65&orderTypeId=200${hash}`),
      storage(),
    );
    expect(result.store).toEqual({
      "tg-id": "7001",
      location: JSON.stringify({ RestaurantId: "", RegionId: 2, Longitude: 66.96, Latitude: 39.65 }),
      delivery: "200",
    });
    expect(result.locale).toBe("en");
    expect(result.redirectTo).toBe(`/en${hash}`);
    expect(result.reload).toBe(true);
  });

  it("maps every numeric language and keeps the page under the new prefix", () => {
    expect(consumeStartParams(at("/?language=1"), storage())).toMatchObject({ locale: "uz", redirectTo: "/uz" });
    expect(consumeStartParams(at("/en/news?language=2"), storage())).toMatchObject({ locale: "ru", redirectTo: "/news" });
    expect(consumeStartParams(at("/?language=9"), storage())).toMatchObject({ locale: null, redirectTo: "/" });
  });

  it("on a first start without `language`, takes the Telegram user's language_code (others → ru)", () => {
    const launchIn = (code?: string) => `#tgWebAppData=${encodeURIComponent(initData(7001, code))}`;
    expect(consumeStartParams(at(`/${launchIn("uz")}`), storage())).toMatchObject({
      locale: "uz",
      redirectTo: `/uz${launchIn("uz")}`,
      reload: false,
    });
    expect(consumeStartParams(at(`/${launchIn("en-GB")}`), storage())).toMatchObject({
      locale: "en",
      redirectTo: `/en${launchIn("en-GB")}`,
    });
    expect(consumeStartParams(at(`/${launchIn("ru")}`), storage())).toMatchObject({ locale: "ru", redirectTo: null });
    expect(consumeStartParams(at(`/news${launchIn("uz")}`), storage())).toMatchObject({
      locale: "uz",
      redirectTo: `/uz/news${launchIn("uz")}`,
    });
    expect(consumeStartParams(at(`/${launchIn("de")}`), storage())).toMatchObject({ locale: "ru", redirectTo: null });
    // An address in a language (the bot linked /en) is that language.
    expect(consumeStartParams(at(`/en${launchIn("uz")}`), storage())).toMatchObject({ locale: null, redirectTo: null });
    expect(consumeStartParams(at(`/${launchIn()}`), storage())).toMatchObject({ locale: "ru" });
    // A language chosen before (the cookie), or named by the bot, is kept.
    expect(consumeStartParams(at(`/${launchIn("uz")}`), storage(), { localeChosen: true })).toMatchObject({
      locale: null,
      redirectTo: null,
    });
    expect(consumeStartParams(at(`/?language=3${launchIn("uz")}`), storage())).toMatchObject({ locale: "en" });
    expect(consumeStartParams(at(`/?language=9${launchIn("uz")}`), storage())).toMatchObject({ locale: null });
  });

  it("keeps `tag` (and unrelated parameters) for the menu", () => {
    const result = consumeStartParams(at("/?tag=spicy&utm_source=bot&orderTypeId=0"), storage());
    expect(result.redirectTo).toBe("/?utm_source=bot&tag=spicy");
    expect(result.store).toEqual({ delivery: "0" });
  });

  it("never trusts an identity from the address", () => {
    const other = consumeStartParams(at(`/?tgId=999&customerId=someone-else#${launch(7001)}`), storage());
    expect(other.store["tg-id"]).toBe("7001");
    expect(other.store["user-id"]).toBeUndefined();
    expect(other.ignored).toEqual(["tgId", "customerId"]);
    // Without init data there is no Telegram user to be.
    expect(consumeStartParams(at("/?tgId=7001"), storage()).store).toEqual({});
  });

  it("updates the stored location, dropping the restaurant chosen for the old place", () => {
    const stored = storage({ location: JSON.stringify({ RestaurantId: "chilanzar", RegionId: 1, Longitude: 69.2, Latitude: 41.3 }) });
    expect(JSON.parse(consumeStartParams(at("/?regionId=2"), stored).store.location)).toEqual({
      RestaurantId: "",
      RegionId: 2,
      Longitude: 69.2,
      Latitude: 41.3,
    });
    // Out-of-range or half coordinates are ignored; so is a bad order type.
    expect(consumeStartParams(at("/?longitude=500&latitude=41&orderTypeId=5&regionId=-1"), stored).store).toEqual({});
  });

  it("makes a point from the bot a delivery there, unless the bot says pickup", () => {
    expect(consumeStartParams(at("/?longitude=69.281&latitude=41.303"), storage()).store).toEqual({
      location: JSON.stringify({ RestaurantId: "", RegionId: 0, Longitude: 69.281, Latitude: 41.303 }),
      delivery: "0",
    });
    expect(consumeStartParams(at("/?longitude=69.281&latitude=41.303&orderTypeId=200"), storage()).store.delivery).toBe("200");
    expect(consumeStartParams(at("/?regionId=2"), storage()).store.delivery).toBeUndefined();
  });

  it("reloads once: an address with nothing to consume, or a recent reload, only replaces the address", () => {
    expect(consumeStartParams(at(`/en#${launch()}`), storage())).toMatchObject({ redirectTo: null, reload: false });
    expect(consumeStartParams(at("/?tag=hit"), storage())).toMatchObject({ redirectTo: null, reload: false });
    expect(consumeStartParams(at("/?language=3"), storage(), { reloadedRecently: true })).toMatchObject({
      redirectTo: "/en",
      reload: false,
    });
  });

  it("turns the start parameter into a folder deep link beside Telegram's hash, or a tag", () => {
    const folder = consumeStartParams(at(`/?tgWebAppStartParam=folder-12#${launch()}`), storage());
    expect(folder.redirectTo).toBe(`/#${launch()}&folder=12`);
    expect(folder.reload).toBe(false);
    expect(consumeStartParams(at("/?tgWebAppStartParam=folder-12"), storage()).redirectTo).toBe("/#12");
    const inHash = consumeStartParams(at(`/?language=3#${launch()}&tgWebAppStartParam=folder-4`), storage());
    expect(inHash.redirectTo).toBe(`/en#${launch()}&folder=4`);
    expect(consumeStartParams(at("/?tgWebAppStartParam=tag-spicy"), storage()).redirectTo).toBe("/?tag=spicy");
    expect(consumeStartParams(at("/?tgWebAppStartParam=promo"), storage()).redirectTo).toBe("/");
  });

  it("turns a promo start parameter into the `promo` the app's start puts in the cart", () => {
    expect(consumeStartParams(at("/?tgWebAppStartParam=promo-SPRING15&bc=4"), storage())).toMatchObject({
      redirectTo: "/?bc=4&promo=SPRING15",
      reload: false,
    });
    const inHash = consumeStartParams(at(`/en#${launch()}&tgWebAppStartParam=promo_pizza10`), storage());
    expect(inHash.redirectTo).toBe(`/en?promo=pizza10#${launch()}`);
    expect(parseStartParam("promo-")).toEqual({ folder: null, tag: null });
    expect(parseStartParam("promo-A.B")).toEqual({ folder: null, tag: null });
  });

  it("reads start parameters and the launch user defensively", () => {
    expect(parseStartParam("folder-12")).toEqual({ folder: 12, tag: null });
    expect(parseStartParam("folder_7")).toEqual({ folder: 7, tag: null });
    expect(parseStartParam("folder-x")).toEqual({ folder: null, tag: null });
    expect(parseStartParam(null)).toEqual({ folder: null, tag: null });
    expect(launchUserId(new URL(at(`/#${launch(42)}`)))).toBe(42);
    expect(launchUserId(new URL(at("/#tgWebAppData=user%3Dnot-json")))).toBeNull();
  });
});
