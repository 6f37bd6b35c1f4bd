// A promo code in the address (issue 26): a broadcast's button opens `/?promo=SPRING15&bc=7`, and a
// link shared anywhere may carry one too (inside Telegram, the start parameter `promo-SPRING15` is
// turned into `?promo=` by src/telegram/start-params.ts). On start (app-start.tsx) the code goes
// into the cart's promo field — localStorage "promo-code", what promoCodeAtom reads — and leaves the
// address, so it stays until the order uses it or the customer removes it, and a reload does not
// bring a removed code back. The cart checks it like a typed one: a refusal is said there in words.
// A chunk of its own, loaded only when the address has `promo`: the menu's first load is without it.
import { normalizeCode } from "../../domain/promo-code";

/** The storage key of promoCodeAtom (./promo.ts). */
export const PROMO_STORAGE_KEY = "promo-code";

/**
 * The promo code an address names (`?promo=…`), normalised, and the address without it (path,
 * other query parameters in order, hash); null when it names none. A value with control
 * characters is dropped (and still leaves the address); one longer than 64 is cut like the field.
 */
export function promoInAddress(href: string): { code: string | null; rest: string } | null {
  const url = new URL(href);
  if (!url.searchParams.has("promo")) return null;
  const code = normalizeCode(url.searchParams.get("promo") ?? "").slice(0, 64);
  url.searchParams.delete("promo");
  const usable = code !== "" && !/\p{Cc}/u.test(code);
  return { code: usable ? code : null, rest: `${url.pathname}${url.search}${url.hash}` };
}

/** Moves an address's promo code into the cart's promo field (app start; never throws). */
export function takePromoFromAddress(): void {
  try {
    const found = promoInAddress(window.location.href);
    if (!found) return;
    if (found.code) localStorage.setItem(PROMO_STORAGE_KEY, JSON.stringify(found.code));
    window.history.replaceState(window.history.state, "", found.rest);
  } catch (err) {
    console.warn("The promo code in the address could not be kept", err);
  }
}
