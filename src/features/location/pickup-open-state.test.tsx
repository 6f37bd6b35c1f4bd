// @vitest-environment happy-dom
// The where-to sheet's pickup list says of a restaurant closed now what the delivery result says:
// "Closed now · Order for tomorrow from 10:00"; an open one says "Open now".
import { describe, expect, it } from "vitest";
import { clockAt, englishWithClock, renderEnglish } from "../../components/test/english-at";
import { openAt } from "../restaurants/geo";
import type { Restaurant } from "../restaurants/api/restaurant";
import { OpenState } from "./pickup-open-state";

const restaurant = { id: "mirabad", opensAt: "10:00", closesAt: "23:00", deliveryDuration: 30 } as Restaurant;

async function stateAt(time: string) {
  clockAt(time);
  return (await renderEnglish(<OpenState restaurant={restaurant} open={openAt(restaurant, new Date())} />)).textContent;
}

englishWithClock();

describe("a pickup restaurant's state in the where-to sheet", () => {
  it("at night says it is closed and from when the first order can be for", async () => {
    expect(await stateAt("2026-11-25T23:30:00+05:00")).toBe("Closed nowOrder for tomorrow from 10:00");
  });

  it("open, says so", async () => {
    expect(await stateAt("2026-11-25T12:00:00+05:00")).toBe("Open now");
  });
});
