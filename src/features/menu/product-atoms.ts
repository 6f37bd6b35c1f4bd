import { atom } from "jotai";

/** The product whose sheet is open, by id; null when closed. */
export const openProductIdAtom = atom<string | null>(null);
