// A jotai atom kept in localStorage under its storage key, checked on read: a damaged or foreign
// value reads as the fallback instead of breaking the page. Other tabs' changes come in too.
import { atomWithStorage, createJSONStorage } from "jotai/utils";

export function atomWithCheckedStorage<T>(key: string, fallback: T, parse: (value: unknown) => T) {
  const json = createJSONStorage<T>(() => localStorage);
  return atomWithStorage<T>(
    key,
    fallback,
    {
      ...json,
      getItem: (k, initial) => {
        try {
          const raw = localStorage.getItem(k);
          return raw === null ? initial : parse(JSON.parse(raw));
        } catch {
          return initial;
        }
      },
    },
    { getOnInit: true },
  );
}
