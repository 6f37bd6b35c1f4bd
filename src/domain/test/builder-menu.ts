// A two-pizza menu for the tests of builder lines read back from the server (order again, the
// Telegram basket): Pepperoni and Four cheese, each 30 cm traditional at 60,000 or 35 cm thin at
// their own price, onion to leave out, halves allowed and priced by the dearer half. A fresh copy
// each call, for a test to change.
import type { ProductVariant } from "../product-builder";

/** A size and dough: "30 cm" of "traditional"; 30 cm is the default. */
export const builderVariant = (sizeId: string, doughId: string, price: number): ProductVariant => ({
  sizeId,
  doughId,
  size: `${sizeId} cm`,
  dough: doughId,
  price,
  portion: null,
  imageScale: 1,
  isDefault: sizeId === "30",
});

/** A pizza on sale: 30 cm traditional at 60,000, 35 cm thin at `thin`. */
export const builderPizza = (id: string, name: string, thin: number) => ({
  id,
  name,
  imageUrl: `/${id}.svg`,
  inStopList: false,
  variants: [builderVariant("30", "traditional", 60000), builderVariant("35", "thin", thin)],
  ingredients: [{ id: "onion", name: "onion", removable: true }],
  halvesAllowed: true,
});

export const builderMenu = () => ({
  products: [builderPizza("pepperoni", "Pepperoni", 89000), builderPizza("four-cheese", "Four cheese", 99000)],
  productsForCart: [
    { id: "pepperoni", price: 60000, modifiers: [] },
    { id: "four-cheese", price: 60000, modifiers: [] },
  ],
  halfPricing: "dearer" as const,
});
