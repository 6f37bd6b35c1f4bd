// The saved addresses as they read in the page's language. Each keeps the geocoder's words in the
// language it was saved in (`lang`); in another language its point's name is asked again (GET
// /api/address, inside Telegram the bot API's), once per point and language (the same cache as the
// picked point's name), and shown in their place. A title the customer gave stays as written; while
// the name is on its way, or when the point has none or the lookup fails, the stored words show.
import { atom } from "jotai";
import { atomWithQuery, queryClientAtom } from "jotai-tanstack-query";
import { addressInLanguage, type SavedAddress } from "../../domain/location";
import { localeAtom } from "../../i18n/locale-atom";
import { addressesAtom } from "../delivery/atoms";
import { addressNameKey } from "./api/address-name-key";
import type { AddressName } from "./api/get-address";

const pointKey = ([longitude, latitude]: readonly [number, number]) => `${longitude},${latitude}`;

/** The names, in the page's language, of the saved points whose words are in another. */
const namesQueryAtom = atomWithQuery((get) => {
  const locale = get(localeAtom);
  const client = get(queryClientAtom);
  const points = get(addressesAtom)
    .filter((a) => a.lang !== locale)
    .map((a) => a.coordinates);
  return {
    queryKey: ["saved-address-names", locale, points.map(pointKey)],
    queryFn: async (): Promise<Record<string, AddressName | null>> => {
      const names = await Promise.all(
        points.map(([longitude, latitude]) =>
          client
            .fetchQuery({
              queryKey: addressNameKey(locale, longitude, latitude),
              // The lookup's code is fetched only when there is a name to ask for.
              queryFn: ({ signal }) => import("./api/get-address").then((m) => m.getAddress(longitude, latitude, signal)),
              staleTime: Number.POSITIVE_INFINITY,
            })
            .catch(() => null),
        ),
      );
      return Object.fromEntries(points.map((p, i) => [pointKey(p), names[i]]));
    },
    enabled: points.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  };
});

/** The saved addresses to show: stored ones, each in the page's language when its name is known. */
export const shownAddressesAtom = atom((get): SavedAddress[] => {
  const addresses = get(addressesAtom);
  const locale = get(localeAtom);
  if (addresses.every((a) => a.lang === locale)) return addresses;
  const names = get(namesQueryAtom).data ?? {};
  return addresses.map((a) => addressInLanguage(a, locale, names[pointKey(a.coordinates)]));
});
