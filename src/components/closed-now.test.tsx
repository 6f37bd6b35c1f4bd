// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { ClosedNow } from "./closed-now";
import { clockAt, englishWithClock, renderEnglish } from "./test/english-at";

const hours = { opensAt: "10:00", closesAt: "23:00", deliveryDuration: 30 };

async function notice(over: Partial<typeof hours> & { closedUntil?: string | null } = {}) {
  const container = await renderEnglish(<ClosedNow hours={{ ...hours, ...over }} />);
  return container.querySelector("[data-testid=closed-notice]")?.textContent ?? null;
}

englishWithClock();

describe("a restaurant closed now, before the cart (where-to sheet and menu)", () => {
  it("says nothing while the restaurant is open", async () => {
    clockAt("2026-11-25T12:00:00+05:00");
    expect(await notice()).toBeNull();
  });

  it("at night says it is closed and when the first order can be for", async () => {
    clockAt("2026-11-25T23:30:00+05:00");
    expect(await notice()).toBe("Closed nowOrder for tomorrow from 10:00");
  });

  it("closed for a while says until when", async () => {
    clockAt("2026-11-25T12:00:00+05:00");
    expect(await notice({ closedUntil: "2026-11-25T15:00:00+05:00" })).toMatch(/^Closed until 15:00Order for today from 15:/);
  });
});
