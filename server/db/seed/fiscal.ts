// Plausible fiscal data for the demo chain (docs/payments.md, "Fiscal data"): an IKPU (MXIK) code
// of 17 digits per kind of dish, a package code ("piece" / "portion") and 12 % VAT, the rate of
// 2026. A real chain enters its own codes from tasnif.soliq.uz in the console.

/** The VAT included in every demo price. */
export const DEMO_VAT_PERCENT = 12;

/** By folder id (server/db/seed/menu.ts): catering codes of group 10 ("food services"), drinks of 22. */
const IKPU_BY_FOLDER: Record<number, string> = {
  1: "10899001001000000", // pizza
  2: "10899001007000000", // combos
  3: "10899001002000000", // snacks
  4: "10899001003000000", // pasta
  5: "10899001004000000", // salads
  6: "10899001005000000", // kids' menu
  7: "10899001006000000", // desserts
  8: "22021001001000000", // drinks
  9: "10899001008000000", // sauces
};
/** Extras added to a dish (cheese, a bigger size). */
const MODIFIER_IKPU = "10899001009000000";
/** Delivery as a service. */
const DELIVERY_IKPU = "10112001001000000";
/** "dona" (a piece) and "xizmat" (a service), as the soliq.uz catalogue names package units. */
const PIECE = "1545032";
const SERVICE = "1501488";

export interface SeedFiscal {
  fiscalIkpu: string;
  fiscalPackageCode: string;
  fiscalVatPercent: number;
}

export function productFiscal(folderId: number): SeedFiscal {
  const ikpu = IKPU_BY_FOLDER[folderId];
  if (!ikpu) throw new Error(`No demo IKPU for folder ${folderId}`);
  return { fiscalIkpu: ikpu, fiscalPackageCode: PIECE, fiscalVatPercent: DEMO_VAT_PERCENT };
}

export const modifierFiscal: SeedFiscal = { fiscalIkpu: MODIFIER_IKPU, fiscalPackageCode: PIECE, fiscalVatPercent: DEMO_VAT_PERCENT };

export const deliveryFiscal = {
  deliveryFiscalIkpu: DELIVERY_IKPU,
  deliveryFiscalPackageCode: SERVICE,
  deliveryFiscalVatPercent: DEMO_VAT_PERCENT,
};
