// The board never loses an order placed just as it opened: the list it reads can be older than the
// stream's first events (placed after the list was read on the server, arriving before its answer),
// and those events used to be dropped, or overwritten by the list, until the next reconnection.
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { OperatorOrder } from "../../contract/operator";
import type { OperatorMe } from "../../contract/staff";
import { useBoard } from "./use-board";
import { FakeSource } from "./test/fake-event-source";

const row = (orderId: number, statusCode: number, statusAt: string): OperatorOrder =>
  ({
    orderId,
    statusCode,
    orderTypeId: 200,
    restaurantId: "mirabad",
    createdAt: "2026-11-25T07:00:00.000Z",
    statusAt,
    slot: null,
    name: "Dilnoza",
    phone: "+998901234567",
    total: 38_000,
    paymentType: "cash",
    paid: false,
    address: null,
    comment: "",
    cancelReason: null,
    lineCount: 1,
    channel: "web",
  }) as OperatorOrder;

beforeAll(() => {
  if (!i18n.locale) {
    i18n.load("en", {});
    i18n.activate("en");
  }
});
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

/** The board's list requests, answered when the test says. */
let lists: ((rows: OperatorOrder[]) => void)[] = [];

beforeEach(() => {
  FakeSource.all = [];
  lists = [];
  vi.stubGlobal("EventSource", FakeSource);
  vi.stubGlobal(
    "fetch",
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          lists.push((rows) => resolve(new Response(JSON.stringify(rows), { headers: { "Content-Type": "application/json" } })));
        }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const admin = { staffId: 1, name: "Admin", role: "admin", restaurantId: null } as unknown as OperatorMe;

describe("the board's list and its stream", () => {
  it("keeps an order whose event arrived while the list (read before it) was on its way", async () => {
    const { result } = renderHook(() => useBoard(admin), { wrapper });
    act(() => FakeSource.all[0].emit("open"));
    await waitFor(() => expect(lists).toHaveLength(2));
    // Placed after both lists were read on the server: its event comes first.
    act(() => FakeSource.all[0].emit("order", JSON.stringify(row(27, 0, "2026-11-25T07:00:05.000Z"))));
    await act(async () => {
      for (const answer of lists) answer([row(1, 0, "2026-11-25T06:59:00.000Z")]);
    });
    await waitFor(() => expect(result.current.rows?.map((r) => r.orderId).sort()).toEqual([1, 27]));
  });

  it("does not take an order back to an earlier state than the list has", async () => {
    const { result } = renderHook(() => useBoard(admin), { wrapper });
    await waitFor(() => expect(lists).toHaveLength(1));
    act(() => FakeSource.all[0].emit("order", JSON.stringify(row(5, 0, "2026-11-25T07:00:00.000Z"))));
    await act(async () => {
      lists[0]([row(5, 2, "2026-11-25T07:10:00.000Z")]);
    });
    await waitFor(() => expect(result.current.rows?.map((r) => [r.orderId, r.statusCode])).toEqual([[5, 2]]));
  });
});
