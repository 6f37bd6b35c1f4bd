// The board's order shows the promo code's discount and the loyalty points that paid part of it
// (issue 26), so its lines, less both, plus delivery, come to the total; neither row without them.
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { AppRoot } from "@telegram-apps/telegram-ui";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { OperatorOrderDetail } from "../../contract/operator";
import { PointsCell, PromoCell } from "./order-lines";

afterEach(cleanup);
beforeAll(() => {
  i18n.load("en", {});
  i18n.activate("en");
});

const show = (order: Partial<OperatorOrderDetail>) => {
  const o = order as OperatorOrderDetail;
  render(
    <I18nProvider i18n={i18n}>
      <AppRoot>
        <PromoCell order={o} />
        <PointsCell order={o} />
      </AppRoot>
    </I18nProvider>,
  );
};

describe("the board's promo and points rows", () => {
  it("shows the points paid as a row of their own, less, beside the promo code's discount", () => {
    show({ promoCode: "SPRING", discount: 5_000, pointsSpent: 1_500 });
    expect(screen.getByTestId("order-promo").textContent).toMatch(/^Promo code SPRING: −5,000\sUZS$/);
    const points = screen.getByTestId("order-points").textContent ?? "";
    expect(points).toContain("Paid with points");
    expect(points).toMatch(/−1,500\sUZS/);
  });

  it("shows no points row without points, nor a promo row without a code", () => {
    show({ promoCode: null, discount: 0, pointsSpent: 0 });
    expect(screen.queryByTestId("order-points")).toBeNull();
    expect(screen.queryByTestId("order-promo")).toBeNull();
    cleanup();
    show({ promoCode: null, discount: 0 });
    expect(screen.queryByTestId("order-points")).toBeNull();
  });
});
