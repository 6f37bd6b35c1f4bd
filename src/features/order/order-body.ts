// The order body (src/contract/order.ts), built from the form and the cart. Products go in the messenger
// cart shape { id, count, modifiers: [{ id, count }] }: only lines that can be ordered, with the
// required modifiers the menu asks for even if the stored line lacks them. `language` is added
// by the HTTP client.
import type { CartLine, OrderAddress, TgOrderBody as WireOrderBody } from "../../contract/order";
import type { ReconciledLine } from "../../domain/cart-reconcile";
import type { Location } from "../../domain/location";
import type { ModifierRule } from "../../domain/modifiers";
import { choiceToWire } from "../../domain/cart";
import { normalizeUzPhone } from "../../domain/phone";
import { changeFromValue } from "./delivery-details";
import type { OrderForm } from "./order-form";
import { DELIVERY, PICKUP } from "../../domain/order-type";

export type OrderProduct = CartLine;
export type { OrderAddress };
/** The body as the app builds it; the HTTP client adds `language`. */
export type OrderBody = Omit<WireOrderBody, "language">;

type MenuRules = readonly { id: string; modifiers: readonly Pick<ModifierRule, "id" | "isRequired">[] }[];

/** The lines that will be ordered, in cart order: the index of each is its `products.N` on the wire. */
export const orderedLines = (view: readonly ReconciledLine[]) => view.filter((v) => v.status === "ok");

export function orderProducts(view: readonly ReconciledLine[], productsForCart: MenuRules): OrderProduct[] {
  const rules = new Map(productsForCart.map((p) => [p.id, p.modifiers]));
  return orderedLines(view).map(({ line }) => {
    const modifiers = line.modifiers.filter((m) => m.count > 0).map((m) => ({ id: m.id, count: m.count }));
    for (const rule of rules.get(line.cartProdId) ?? []) {
      if (rule.isRequired && !modifiers.some((m) => m.id === rule.id)) modifiers.push({ id: rule.id, count: 1 });
    }
    return { id: line.cartProdId, count: line.amount, modifiers, ...choiceToWire(line) };
  });
}

export function buildOrderBody(input: {
  orderTypeId: number;
  location: Location;
  form: OrderForm;
  view: readonly ReconciledLine[];
  productsForCart: MenuRules;
}): OrderBody {
  const { form, location } = input;
  const delivery = input.orderTypeId === DELIVERY;
  return {
    orderTypeId: delivery ? DELIVERY : PICKUP,
    restaurantId: location.RestaurantId,
    address: delivery
      ? {
          longitude: location.Longitude,
          latitude: location.Latitude,
          address: form.address.trim(),
          house: form.house.trim(),
          entrance: form.entrance.trim(),
          floor: form.floor.trim(),
          apartment: form.apartment.trim(),
          doorCode: form.doorCode.trim(),
          comment: form.addressComment.trim(),
        }
      : null,
    slot: form.when === "slot" ? form.slot : null,
    products: orderProducts(input.view, input.productsForCart),
    name: form.name.trim(),
    phone: normalizeUzPhone(`+998${form.phoneDigits}`) ?? form.phoneDigits,
    paymentType: form.paymentType,
    changeFrom: changeFromValue(form.changeFrom, form.paymentType === "cash"),
    contactless: delivery && form.contactless,
    cutlery: form.cutlery,
    comment: form.comment.trim(),
  };
}
