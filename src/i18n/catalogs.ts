// The storefront's message catalogues (locales/<locale>/messages.po), loaded on demand, one chunk
// per language, and cached (./catalogue-loader.ts).
import { catalogueLoader } from "./catalogue-loader";

const storefront = catalogueLoader({
  ru: () => import("../../locales/ru/messages.po"),
  en: () => import("../../locales/en/messages.po"),
  uz: () => import("../../locales/uz/messages.po"),
});

/** The catalogue of a language, loaded once (a failed load is tried again next time). */
export const loadCatalog = storefront.load;

/** Loads (or reuses) the catalogue, activates it and records the choice in the cookie; false when it could not load. */
export const activateLocale = storefront.activate;
