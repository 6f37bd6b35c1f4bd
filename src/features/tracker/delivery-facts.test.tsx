// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { localeAtom } from "../../i18n/locale-atom";
import { DeliveryFacts } from "./delivery-facts";

function facts(order: Parameters<typeof DeliveryFacts>[0]["order"]) {
  const store = createStore();
  store.set(localeAtom, "en");
  const { container } = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <dl>
          <DeliveryFacts order={order} />
        </dl>
      </I18nProvider>
    </Provider>,
  );
  return [...container.querySelectorAll("dl > div")].map((row) => [
    row.querySelector("dt")?.textContent,
    row.querySelector("dd")?.textContent,
  ]);
}

beforeAll(() => {
  i18n.load("en", {});
  i18n.activate("en");
});
afterEach(cleanup);

describe("the tracker's delivery details", () => {
  it("name the note to change, contactless delivery and the cutlery", () => {
    expect(facts({ changeFrom: 200_000, contactless: true, cutlery: 2 })).toEqual([
      ["Change", "From 200,000\u00a0UZS"],
      ["Contactless delivery", "The courier leaves the order at the door and calls you"],
      ["Cutlery", "2 sets"],
    ]);
  });

  it("say only 'no cutlery' when nothing else was asked for", () => {
    expect(facts({ changeFrom: null, contactless: false, cutlery: 0 })).toEqual([["Cutlery", "No cutlery"]]);
    expect(facts({ changeFrom: null, contactless: false, cutlery: 1 })).toEqual([["Cutlery", "1 set"]]);
  });
});
