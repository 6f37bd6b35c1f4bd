// Component tests that read a restaurant's hours against the clock: the app in English (an empty
// catalogue, so the source texts), and the Date clock stopped at a moment the test names.
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, render } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { afterEach, beforeAll, vi } from "vitest";
import { localeAtom } from "../../i18n/locale-atom";

/** Registers the file's hooks: English before its tests; after each, unmounted and the real clock back. */
export function englishWithClock() {
  beforeAll(() => {
    i18n.load("en", {});
    i18n.activate("en");
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}

/** Stops `Date` (only it: timers still run) at `time`, an ISO moment with its offset, until the test ends. */
export const clockAt = (time: string) => vi.useFakeTimers({ now: new Date(time), toFake: ["Date"] });

/** Renders `ui` in English (its own store) and lets its effects settle; answers its container. */
export async function renderEnglish(ui: ReactNode): Promise<HTMLElement> {
  const store = createStore();
  store.set(localeAtom, "en");
  const view = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </Provider>,
  );
  await act(async () => {});
  return view.container;
}
