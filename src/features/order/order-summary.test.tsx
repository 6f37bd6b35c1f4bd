// The checkout's "Your order": each line as the cart and the tracker word it (the cart's choice
// text), so a half-and-half names both halves and a pizza its size and dough, with the line's total.
import { i18n } from "@lingui/core";
import { QueryClient } from "@tanstack/query-core";
import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { queryClientAtom } from "jotai-tanstack-query";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReconciledLine } from "../../domain/cart-reconcile";
import { localeAtom } from "../../i18n/locale-atom";
import { OrderSummary } from "./order-summary";

const line = (over: Partial<ReconciledLine["line"]>, lineTotal: number): ReconciledLine => ({
  line: { id: lineTotal, amount: 1, cartProdId: "margherita", modifiers: [], name: "Margherita", imageUrl: "", price: lineTotal, ...over },
  status: "ok",
  unitPrice: lineTotal,
  lineTotal,
});

const halves = line(
  {
    variantId: "30/classic",
    variantName: "30 cm, classic",
    half: { cartProdId: "pepperoni", name: "Pepperoni", removed: [{ id: "jalapeno", name: "Jalapeño" }] },
  },
  69_000,
);
const whole = line({ cartProdId: "bbq", name: "BBQ chicken", variantId: "35/thin", variantName: "35 cm, thin" }, 89_000);

function summaryLines(view: ReconciledLine[]) {
  const store = createStore();
  store.set(localeAtom, "en");
  // No menu is fetched: the summary is given its lines.
  store.set(queryClientAtom, new QueryClient({ defaultOptions: { queries: { enabled: false } } }));
  const { container } = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <OrderSummary
          view={view}
          totals={{ subtotal: 158_000, delivery: null, deliveryPending: false, total: 158_000, count: 2 }}
          discount={null}
          points={{ max: 0, on: false, setOn: () => {}, spend: 0, refetch: () => {} }}
          delivery={false}
          lineErrors={{}}
          otherErrors={[]}
          blocked={null}
          pending={false}
          paymentType="cash"
        />
      </I18nProvider>
    </Provider>,
  );
  return [...container.querySelectorAll(".order-line")].map((li) =>
    [...li.querySelectorAll(".order-line__name, .order-line__modifiers")].map((e) => e.textContent),
  );
}

beforeAll(() => {
  i18n.load("en", {});
  i18n.activate("en");
});

describe("the checkout's order summary", () => {
  it("names both halves, the size and dough and what is left out, as the cart does", () => {
    expect(summaryLines([halves, whole])).toEqual([
      ["½\u00a0Margherita + ½\u00a0Pepperoni", "30 cm, classic · Pepperoni: without jalapeño"],
      ["BBQ chicken", "35 cm, thin"],
    ]);
  });
});
