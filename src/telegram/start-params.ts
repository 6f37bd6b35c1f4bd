// The main menu's query on start inside the mini-app (docs/telegram.md): `language` (numeric), `tgId`, `customerId`,
// `regionId`, `longitude`, `latitude`, `orderTypeId` are consumed — stored under their storage keys
// (docs/telegram.md), removed from the address, the locale set — and the page reloads once. `tag`
// stays for the menu's tag filter. Telegram's start parameter (`t.me/<bot>/<app>?startapp=folder-12`,
// delivered as `tgWebAppStartParam`) becomes the folder deep link `#12`; `promo-SPRING15` becomes
// `?promo=SPRING15`, which the app's start puts in the cart (src/features/cart/promo-link.ts).
// Identity is never taken from the address: a `tgId` is kept only when it is the init data's own
// user (the server verifies that signature later), and `customerId` is ignored — the verified
// id comes from POST /api/auth/telegram.
import { buildMenuHash } from "../features/menu/deep-link";
import { splitLocale, withLocale } from "../domain/paths";
import { type Location, parseLocation } from "../domain/location";
import { type Locale, localeFromLanguageCode, localeFromTelegram } from "../domain/locales";
import { isOrderTypeId } from "../domain/order-type";

/** Query parameters the start consumes; any of them present means one reload. */
const CONSUMED = ["language", "tgId", "customerId", "regionId", "longitude", "latitude", "orderTypeId"] as const;
const START_PARAM = "tgWebAppStartParam";

export interface StartParamsResult {
  /** localStorage key → JSON text to write. */
  store: Record<string, string>;
  /** The language to activate (cookie `i18n_redirected` and path prefix), if the query named one. */
  locale: Locale | null;
  /** The address to continue at (path, query, hash), or null when it does not change. */
  redirectTo: string | null;
  /** Reload once after consuming the query (false: only replace the address). */
  reload: boolean;
  /** Address parameters that were not trusted, for the log. */
  ignored: string[];
}

const number = (v: string | null) => (v === null || v.trim() === "" ? NaN : Number(v));

/** The init data's user, read (not verified) from Telegram's launch parameters. */
function launchUser(url: URL): { id: number; languageCode: string | null } | null {
  for (const part of [url.hash.replace(/^#/, ""), url.search.replace(/^\?/, "")]) {
    const raw = new URLSearchParams(part).get("tgWebAppData");
    if (!raw) continue;
    try {
      const user = JSON.parse(new URLSearchParams(raw).get("user") ?? "null") as { id?: unknown; language_code?: unknown } | null;
      if (typeof user?.id === "number" && Number.isSafeInteger(user.id)) {
        return { id: user.id, languageCode: typeof user.language_code === "string" ? user.language_code : null };
      }
    } catch {
      return null;
    }
  }
  return null;
}

/** The init data's user id, read (not verified) from Telegram's launch parameters. */
export const launchUserId = (url: URL): number | null => launchUser(url)?.id ?? null;

/** `folder-12` → 12, `tag-spicy` → "spicy", `promo-SPRING15` → "SPRING15"; anything else is not ours. */
export function parseStartParam(value: string | null): { folder: number | null; tag: string | null; promo?: string } {
  const folder = /^folder[-_]?(\d{1,9})$/.exec(value ?? "");
  const tag = /^tag[-_]([a-z0-9_-]{1,40})$/i.exec(value ?? "");
  const promo = /^promo[-_]([a-z0-9_-]{1,60})$/i.exec(value ?? "");
  return { folder: folder ? Number(folder[1]) : null, tag: tag ? tag[1].toLowerCase() : null, ...(promo ? { promo: promo[1] } : {}) };
}

function location(query: URLSearchParams, stored: Location): Location | null {
  const region = number(query.get("regionId"));
  const lon = number(query.get("longitude"));
  const lat = number(query.get("latitude"));
  const next = { ...stored };
  let changed = false;
  if (Number.isSafeInteger(region) && region > 0) [next.RegionId, changed] = [region, true];
  if (Number.isFinite(lon) && Number.isFinite(lat) && Math.abs(lon) <= 180 && Math.abs(lat) <= 90) {
    [next.Longitude, next.Latitude, changed] = [lon, lat, true];
  }
  // A restaurant chosen for the old place may not serve the new one: let the menu pick again.
  return changed ? { ...next, RestaurantId: "" } : null;
}

export function consumeStartParams(
  address: string | URL,
  storage: Pick<Storage, "getItem">,
  options: { reloadedRecently?: boolean; localeChosen?: boolean } = {},
): StartParamsResult {
  const url = new URL(address);
  const query = url.searchParams;
  const store: Record<string, string> = {};
  const ignored: string[] = [];
  const consumed = CONSUMED.some((key) => query.has(key));

  const user = launchUser(url);
  const userId = user?.id ?? null;
  const tgId = number(query.get("tgId"));
  if (userId !== null && userId > 0) store["tg-id"] = JSON.stringify(userId);
  if (query.has("tgId") && tgId !== userId) ignored.push("tgId");
  if (query.has("customerId")) ignored.push("customerId");

  let stored: Location;
  try {
    stored = parseLocation(JSON.parse(storage.getItem("location") ?? "null"));
  } catch {
    stored = parseLocation(null);
  }
  const place = location(query, stored);
  if (place) store.location = JSON.stringify(place);
  const orderType = number(query.get("orderTypeId"));
  if (isOrderTypeId(orderType)) store.delivery = JSON.stringify(orderType);
  // A point from the bot is where the order goes, unless the bot says pickup; the app then picks
  // the restaurant whose zone holds it and names it (features/location/complete-location.ts).
  else if (place && place.Longitude === number(query.get("longitude")) && place.Latitude === number(query.get("latitude")))
    store.delivery = "0";

  // The bot's `language` wins; on a first start at an address of no particular language (no
  // prefix, no language chosen before), the Telegram user's own language.
  const code = number(query.get("language"));
  const named = Number.isInteger(code) ? (localeFromLanguageCode(code) ?? null) : null;
  const unprefixed = splitLocale(url.pathname).rest === (url.pathname || "/");
  const firstStart = user !== null && !options.localeChosen && !query.has("language") && unprefixed;
  const locale = named ?? (firstStart ? localeFromTelegram(user.languageCode) : null);

  // The start parameter may sit in the query (documented) or among the hash's launch parameters.
  const hashParams = new URLSearchParams(url.hash.replace(/^#/, ""));
  const start = parseStartParam(query.get(START_PARAM) ?? hashParams.get(START_PARAM));
  // Once turned into a folder or a tag, it must not apply again after the customer moved on.
  let hash = url.hash
    .replace(/^#/, "")
    .split("&")
    .filter((part) => part && !part.startsWith(`${START_PARAM}=`))
    .join("&");
  hash = hash ? `#${hash}` : "";
  if (start.folder !== null) hash = buildMenuHash(hash, start.folder);
  const tag = start.tag ?? query.get("tag");

  const kept = new URLSearchParams();
  for (const [key, value] of query) {
    if (!(CONSUMED as readonly string[]).includes(key) && key !== START_PARAM && key !== "tag") kept.append(key, value);
  }
  if (tag) kept.set("tag", tag);
  if (start.promo) kept.set("promo", start.promo);
  const search = kept.toString();
  const path = locale ? withLocale(url.pathname, locale) : url.pathname;
  const next = `${path}${search ? `?${search}` : ""}${hash}`;
  const changed = next !== `${url.pathname}${url.search}${url.hash}`;
  return {
    store,
    locale,
    redirectTo: changed ? next : null,
    reload: consumed && changed && !options.reloadedRecently,
    ignored,
  };
}
