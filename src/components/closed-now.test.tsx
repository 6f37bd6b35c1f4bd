// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, render } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { localeAtom } from "../i18n/locale-atom";
import { ClosedNow } from "./closed-now";

const hours = { opensAt: "10:00", closesAt: "23:00", deliveryDuration: 30 };

async function notice(over: Partial<typeof hours> & { closedUntil?: string | null } = {}) {
  const store = createStore();
  store.set(localeAtom, "en");
  const view = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <ClosedNow hours={{ ...hours, ...over }} />
      </I18nProvider>
    </Provider>,
  );
  await act(async () => {});
  return view.container.querySelector("[data-testid=closed-notice]")?.textContent ?? null;
}

beforeAll(() => {
  i18n.load("en", {});
  i18n.activate("en");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("a restaurant closed now, before the cart (where-to sheet and menu)", () => {
  it("says nothing while the restaurant is open", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T12:00:00+05:00"), toFake: ["Date"] });
    expect(await notice()).toBeNull();
  });

  it("at night says it is closed and when the first order can be for", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T23:30:00+05:00"), toFake: ["Date"] });
    expect(await notice()).toBe("Closed nowOrder for tomorrow from 10:00");
  });

  it("closed for a while says until when", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T12:00:00+05:00"), toFake: ["Date"] });
    expect(await notice({ closedUntil: "2026-11-25T15:00:00+05:00" })).toMatch(/^Closed until 15:00Order for today from 15:/);
  });
});
