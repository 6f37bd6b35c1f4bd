// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { localeAtom } from "../i18n/locale-atom";
import { Totals } from "./totals";

function rows(props: Parameters<typeof Totals>[0]) {
  const store = createStore();
  store.set(localeAtom, "en");
  const { container } = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <Totals {...props} />
      </I18nProvider>
    </Provider>,
  );
  return [...container.querySelectorAll(".totals > div")].map((row) => [
    row.querySelector("dt")?.textContent,
    row.querySelector("dd")?.textContent,
  ]);
}

beforeAll(() => {
  i18n.load("en", {});
  i18n.activate("en");
});
afterEach(cleanup);

describe("Totals", () => {
  it("lists subtotal, the delivery price and the total", () => {
    expect(rows({ subtotal: 90000, delivery: 15000, total: 105000 })).toEqual([
      ["Subtotal", "90,000\u00a0UZS"],
      ["Delivery", "15,000\u00a0UZS"],
      ["Total", "105,000\u00a0UZS"],
    ]);
  });

  it("says free delivery is free", () => {
    expect(rows({ subtotal: 90000, delivery: 0, total: 90000 })[1]).toEqual(["Delivery", "Free"]);
  });

  it("has no delivery row for pickup", () => {
    expect(rows({ subtotal: 90000, delivery: null, total: 90000 }).map(([label]) => label)).toEqual(["Subtotal", "Total"]);
  });
});
