// @vitest-environment happy-dom
// The where-to sheet's pickup list says of a restaurant closed now what the delivery result says:
// "Closed now · Order for tomorrow from 10:00"; an open one says "Open now".
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, render } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { localeAtom } from "../../i18n/locale-atom";
import { openAt } from "../restaurants/geo";
import type { Restaurant } from "../restaurants/api/restaurant";
import { OpenState } from "./pickup-open-state";

const restaurant = { id: "mirabad", opensAt: "10:00", closesAt: "23:00", deliveryDuration: 30 } as Restaurant;

async function stateAt(time: string) {
  vi.useFakeTimers({ now: new Date(time), toFake: ["Date"] });
  const store = createStore();
  store.set(localeAtom, "en");
  const view = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <OpenState restaurant={restaurant} open={openAt(restaurant, new Date())} />
      </I18nProvider>
    </Provider>,
  );
  await act(async () => {});
  return view.container.textContent;
}

beforeAll(() => {
  i18n.load("en", {});
  i18n.activate("en");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("a pickup restaurant's state in the where-to sheet", () => {
  it("at night says it is closed and from when the first order can be for", async () => {
    expect(await stateAt("2026-11-25T23:30:00+05:00")).toBe("Closed nowOrder for tomorrow from 10:00");
  });

  it("open, says so", async () => {
    expect(await stateAt("2026-11-25T12:00:00+05:00")).toBe("Open now");
  });
});
