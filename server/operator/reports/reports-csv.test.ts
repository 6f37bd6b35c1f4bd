// The reports' CSV files (format=csv): the bytes Excel reads (a UTF-8 byte-order mark, `;` and a
// decimal comma for Russian and Uzbek, `,` and a point for English, CRLF), names in the language
// asked for, and a cell a spreadsheet would run as a formula written as text.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportsTestKit } from "../../reports/reports-test-kit";
import { type OrdersKit, ordersKit } from "../orders-test-kit";

const DAY = "from=2026-11-10&to=2026-11-10";
let k: OrdersKit;

beforeAll(async () => {
  k = await ordersKit();
  const { order, limits } = await reportsTestKit(k.t.database.db);
  await limits("mirabad");
  await order({
    restaurantId: "mirabad",
    placed: "2026-11-10T12:00",
    statusCode: 201,
    lines: [{ productId: "margherita", price: 40_000, count: 1 }],
    history: [
      [0, 0],
      [1, 3],
      [2, 4],
      [3, 20],
      [4, 21],
      [201, 50],
    ],
  });
  await order({
    restaurantId: "mirabad",
    placed: "2026-11-10T13:00",
    statusCode: 201,
    lines: [{ productId: "margherita", price: 40_000, count: 1 }],
    history: [
      [0, 0],
      [1, 4],
      [2, 6],
      [3, 20],
      [4, 21],
      [201, 40],
    ],
  });
  await order({
    restaurantId: "mirabad",
    placed: "2026-11-10T14:00",
    statusCode: 255,
    cancelReason: '=HYPERLINK("x"); sorry',
    lines: [{ productId: "margherita", price: 40_000, count: 1 }],
  });
});
afterAll(() => k.t.close());

async function csv(path: string) {
  const res = await k.call(`/reports/${path}`, "admin");
  expect(res.status).toBe(200);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}
const text = (bytes: Uint8Array) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);

describe("a report as CSV", () => {
  it("starts with the UTF-8 byte-order mark, separates with `;` in Russian and writes a decimal comma", async () => {
    const { res, bytes } = await csv(`speed?${DAY}&format=csv`);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="report-speed-2026-11-10-2026-11-10.csv"');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text(bytes).slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "restaurant_id;restaurant;orders;accept_median_min;accept_p90_min;accept_target_min;accept_late;cook_median_min;cook_p90_min;cook_target_min;cook_late;deliver_median_min;deliver_p90_min;deliver_target_min;deliver_late;late;previous_late",
    );
    // accept 3 and 4 (median 3.5, p90 3.9); cook 16 and 14; deliver 30 and 20.
    expect(lines[1]).toBe("mirabad;Lazzat Pizza Мирабад;2;3,5;3,9;5;0;15;15,8;20;0;25;29;30;0;0;0");
    expect(lines.at(-1)).toBe("");
  });

  it("names in Uzbek Latin for uz; commas and a decimal point in English", async () => {
    const uz = text((await csv(`restaurants?${DAY}&format=csv&lang=uz&restaurantId=mirabad`)).bytes);
    expect(uz.split("\r\n")[1]).toMatch(/^mirabad;Lazzat Pizza Mirobod;3;2;80000;40000;2;1;0;0;0;0;0$/);
    const en = text((await csv(`speed?${DAY}&format=csv&lang=en`)).bytes);
    expect(en.split("\r\n")[1]).toBe("mirabad,Lazzat Pizza Mirabad,2,3.5,3.9,5,0,15,15.8,20,0,25,29,30,0,0,0");
  });

  it("writes a reason that would run as a formula as text, quoted where it holds the separator or a quote", async () => {
    const lines = text((await csv(`cancellations?${DAY}&format=csv`)).bytes).split("\r\n");
    expect(lines[0]).toBe("\uFEFFreason;orders;amount_uzs;previous_orders");
    expect(lines[1]).toBe(`"'=HYPERLINK(""x""); sorry";1;40000;0`);
    const en = text((await csv(`cancellations?${DAY}&format=csv&lang=en`)).bytes).split("\r\n");
    expect(en[1]).toBe(`"'=HYPERLINK(""x""); sorry",1,40000,0`);
  });

  it("lists the summary's periods, then the range's total and the previous range's", async () => {
    const lines = text((await csv(`summary?${DAY}&format=csv`)).bytes).split("\r\n");
    expect(lines.slice(0, 4)).toEqual([
      "\uFEFFperiod;orders;completed;revenue_uzs;average_check_uzs;items_sold;cancelled;refunded;promo_discount_uzs;promo_orders",
      "2026-11-10;3;2;80000;40000;2;1;0;0;0",
      "total 2026-11-10..2026-11-10;3;2;80000;40000;2;1;0;0;0",
      "previous 2026-11-09..2026-11-09;0;0;0;0;0;0;0;0;0",
    ]);
  });
});
