import { atom } from "jotai";
import { DEFAULT_LOCALE, type Locale } from "../domain/locales";

/** The active language; queries that return localised text read it, so they refetch on a switch. */
export const localeAtom = atom<Locale>(DEFAULT_LOCALE);
