// A page whose storage already holds a pickup location and a cart, as the app keeps them, for tests
// that start at the cart or the checkout rather than at the menu.
import type { Page } from "playwright-core";
import type { restaurants } from "../../server/db/seed/restaurants";
import type { Lang } from "./text";

type SeedRestaurant = Pick<(typeof restaurants)[number], "id" | "regionId" | "longitude" | "latitude">;
interface SeedProduct {
  id: string;
  name: Record<Lang, string>;
  price: number;
}

/**
 * Before the page's first load (once per tab: a reload keeps what the app changed since), stores
 * a pickup at `restaurant` and a cart of `amount` × `product` named in `lang`.
 */
export async function seedPickupCart(page: Page, restaurant: SeedRestaurant, product: SeedProduct, amount: number, lang: Lang) {
  const location = {
    RestaurantId: restaurant.id,
    RegionId: restaurant.regionId,
    Longitude: restaurant.longitude,
    Latitude: restaurant.latitude,
  };
  const cart = {
    version: 1,
    lines: [{ id: 1, amount, cartProdId: product.id, modifiers: [], name: product.name[lang], imageUrl: "", price: product.price }],
  };
  await page.addInitScript(
    ([loc, basket]) => {
      if (sessionStorage.getItem("e2e-seeded")) return;
      sessionStorage.setItem("e2e-seeded", "1");
      localStorage.setItem("location", JSON.stringify(loc));
      localStorage.setItem("delivery", "200");
      localStorage.setItem("cart", JSON.stringify(basket));
    },
    [location, cart] as const,
  );
}
