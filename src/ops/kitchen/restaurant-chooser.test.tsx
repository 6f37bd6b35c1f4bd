// An admin's kitchen and courier screens open where the work is: the restaurant chosen last on that
// screen, else the one with the most of that screen's orders (they opened on the first restaurant,
// Chilanzar, with nothing to do while Mirabad cooked). A manager or cook keeps their own.
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { AppRoot } from "@telegram-apps/telegram-ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { OperatorOrder } from "../../contract/operator";
import type { OperatorMe } from "../../contract/staff";

const RESTAURANTS = [
  { id: "chilanzar", name: { ru: "Чиланзар", en: "Chilanzar", uz: "Chilonzor" } },
  { id: "mirabad", name: { ru: "Мирабад", en: "Mirabad", uz: "Mirobod" } },
];
let active: Partial<OperatorOrder>[] = [];
const GET = vi.fn(async (path: string) => (path === "/api/operator/restaurants" ? RESTAURANTS : active));
vi.mock("../api", () => ({ opsApi: { GET } }));
const { RestaurantChooser } = await import("./restaurant-chooser");
const { defaultRestaurant } = await import("./station-restaurant");
const { createOpsQueryClient } = await import("../shared/query-client");

const admin = { staffId: 1, name: "Admin", role: "admin", restaurantId: null } as unknown as OperatorMe;
const cook = { staffId: 2, name: "Cook", role: "cook", restaurantId: "chilanzar" } as unknown as OperatorMe;

const order = (restaurantId: string, statusCode: OperatorOrder["statusCode"], orderTypeId = 0) => ({
  restaurantId,
  statusCode,
  orderTypeId,
});

beforeAll(() => {
  i18n.load("en", {});
  i18n.activate("en");
});
beforeEach(() => {
  localStorage.clear();
  GET.mockClear();
});
afterEach(cleanup);

const show = (me: OperatorMe, station: "kitchen" | "courier") =>
  render(
    <QueryClientProvider client={createOpsQueryClient()}>
      <I18nProvider i18n={i18n}>
        <AppRoot>
          <RestaurantChooser me={me} station={station}>
            {(id, picker) => (
              <>
                {picker}
                <p data-testid="for">{id ?? "none"}</p>
              </>
            )}
          </RestaurantChooser>
        </AppRoot>
      </I18nProvider>
    </QueryClientProvider>,
  );

const shown = async (id: string) => await waitFor(() => expect(screen.getByTestId("for").textContent).toBe(id));

describe("RestaurantChooser", () => {
  it("opens an admin's kitchen on the restaurant with the most orders to cook, not the first", async () => {
    // Mirabad cooks one; Chilanzar has one still unaccepted (not the kitchen's) and a ready delivery.
    active = [order("mirabad", 2), order("chilanzar", 0), order("chilanzar", 3)];
    show(admin, "kitchen");
    await shown("mirabad");
    expect(screen.getByTestId("for").textContent).toBe("mirabad");
  });

  it("opens the courier screen on the restaurant with the most deliveries ready or on the way", async () => {
    active = [order("mirabad", 2), order("mirabad", 2), order("chilanzar", 3), order("mirabad", 3, 200)];
    show(admin, "courier");
    await shown("chilanzar");
  });

  it("remembers the admin's choice per screen", async () => {
    active = [order("mirabad", 2)];
    const first = show(admin, "kitchen");
    await shown("mirabad");
    const select = screen.getByTestId("station-restaurant").querySelector("select") ?? screen.getByTestId("station-restaurant");
    fireEvent.change(select, { target: { value: "chilanzar" } });
    await shown("chilanzar");
    first.unmount();

    show(admin, "kitchen");
    await shown("chilanzar");
    cleanup();
    // The courier screen has its own memory.
    active = [order("mirabad", 4)];
    show(admin, "courier");
    await shown("mirabad");
  });

  it("keeps a cook on their own restaurant and reads no list for them", async () => {
    active = [order("mirabad", 2)];
    localStorage.setItem("ops.kitchen.restaurant", "mirabad");
    show(cook, "kitchen");
    await shown("chilanzar");
    expect(GET).not.toHaveBeenCalled();
  });
});

describe("defaultRestaurant", () => {
  const ids = ["chilanzar", "mirabad"];
  it("falls back to the first restaurant when no one has work, and forgets a restaurant that is gone", () => {
    expect(defaultRestaurant("kitchen", ids, null, [])).toBe("chilanzar");
    expect(defaultRestaurant("kitchen", ids, "closed", [order("mirabad", 1)])).toBe("mirabad");
    expect(defaultRestaurant("kitchen", [], null, [])).toBeNull();
  });
});
