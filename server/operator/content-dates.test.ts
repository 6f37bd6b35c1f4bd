// Dates of news and promotions outside what the database stores (year 1, year 9999 with a -14:00
// offset, which is year 10000 in UTC) are refused with a field message, not a 500 from the insert.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: "op-secret" });
});
afterAll(() => t.close());

const call = (path: string, method: string, body: unknown) =>
  t.app.request(`/api/operator${path}`, {
    method,
    headers: { Authorization: "Bearer op-secret", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
const three = (text: string) => ({ ru: text, en: text, uz: text });
const item = { title: three("Dates"), body: three("<p>Dates</p>") };
const OUT_OF_RANGE = [
  "0001-01-01T00:00:00Z",
  "0001-01-01T00:00:00+05:00",
  "9999-12-31T23:59:59-14:00",
  "1999-12-31T23:59:59Z",
  "2101-01-01T00:00:00Z",
];
const RANGE = /years 2000 to 2100/;

describe("dates of news and promotions", () => {
  it.each(OUT_OF_RANGE)("refuses %s with a field message (400), for news and promotions, new and changed", async (at) => {
    const news = await call("/news", "POST", { ...item, publishedAt: at });
    expect(news.status).toBe(400);
    expect(await news.json()).toMatchObject({ code: "invalid_parameters", fields: { publishedAt: expect.stringMatching(RANGE) } });
    const stock = await call("/stocks", "POST", { ...item, startsAt: at });
    expect(stock.status).toBe(400);
    expect(await stock.json()).toMatchObject({ fields: { startsAt: expect.stringMatching(RANGE) } });
    const ends = await call("/stocks", "POST", { ...item, startsAt: "2026-12-01T09:00:00+05:00", endsAt: at });
    expect(ends.status).toBe(400);
    expect(await ends.json()).toMatchObject({ fields: { endsAt: expect.stringMatching(/years 2000 to 2100|after startsAt/) } });
  });

  it("refuses them in a change too, and takes dates within the range", async () => {
    const created = await call("/news", "POST", { ...item, publishedAt: "2026-12-01T09:00:00+05:00" });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const patch = await call(`/news/${id}`, "PATCH", { publishedAt: "9999-12-31T23:59:59-14:00" });
    expect(patch.status).toBe(400);
    expect(await patch.json()).toMatchObject({ fields: { publishedAt: expect.stringMatching(RANGE) } });
    const stock = await call("/stocks", "POST", { ...item, startsAt: "2000-01-01T05:00:00+05:00", endsAt: "2100-12-31T23:59:59Z" });
    expect(stock.status).toBe(201);
    const stockId = ((await stock.json()) as { id: number }).id;
    const stockPatch = await call(`/stocks/${stockId}`, "PATCH", { endsAt: "0001-01-01T00:00:00Z" });
    expect(stockPatch.status).toBe(400);
  });
});
