// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { deliverySlots, type Slot } from "../../domain/slots";
import { SlotPicker } from "./slot-picker";

const hours = { opensAt: "10:00", closesAt: "23:00", deliveryDuration: 60 };
const dayLabel = (s: Pick<Slot, "day" | "date">) => (s.day === "today" ? "Today" : `Tomorrow, ${s.date}`);

function Picker({ slots, initial = null }: { slots: readonly Slot[]; initial?: string | null }) {
  const [slot, setSlot] = useState<string | null>(initial);
  return (
    <I18nProvider i18n={i18n}>
      <SlotPicker slots={slots} slot={slot} onSlot={setSlot} dayLabel={dayLabel} dateLabel={(date) => date.slice(5)} />
      <output data-testid="chosen">{slot ?? "none"}</output>
    </I18nProvider>
  );
}

const options = () =>
  screen
    .getAllByRole("option")
    .map((o) => (o as HTMLOptionElement).value)
    .filter(Boolean);
const tabs = () => screen.getAllByRole("tab");
const chosen = () => screen.getByTestId("chosen").textContent;

beforeAll(() => {
  i18n.load("en", {});
  i18n.activate("en");
});
afterEach(cleanup);

describe("the slot picker's day tabs", () => {
  const midday = deliverySlots(hours, new Date("2026-11-21T12:10:00+05:00"));

  it("shows Today and Tomorrow as a tablist over today's times at first", () => {
    render(<Picker slots={midday} />);
    expect(screen.getByRole("tablist").getAttribute("aria-label")).toBe("Day");
    expect(tabs().map((t) => [t.textContent, t.getAttribute("aria-selected"), t.tabIndex])).toEqual([
      ["Today 11-21", "true", 0],
      ["Tomorrow 11-22", "false", -1],
    ]);
    const panel = screen.getByRole("tabpanel");
    expect(panel.getAttribute("aria-labelledby")).toBe(tabs()[0].id);
    expect(tabs()[0].getAttribute("aria-controls")).toBe(panel.id);
    expect(options()[0]).toBe("2026-11-21T13:00:00+05:00");
    expect(options().every((start) => start.startsWith("2026-11-21"))).toBe(true);
  });

  it("switches to tomorrow's times by tap or arrow key, unchoosing today's slot", () => {
    render(<Picker slots={midday} initial="2026-11-21T15:00:00+05:00" />);
    expect((screen.getByLabelText("Time") as HTMLSelectElement).value).toBe("2026-11-21T15:00:00+05:00");
    act(() => tabs()[0].focus());
    fireEvent.keyDown(tabs()[0], { key: "ArrowRight" });
    expect(tabs()[1].getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(tabs()[1]);
    expect(chosen()).toBe("none");
    expect(options()).toHaveLength(13);
    expect(options()[0]).toBe("2026-11-22T10:00:00+05:00");
    fireEvent.change(screen.getByLabelText("Time"), { target: { value: "2026-11-22T12:00:00+05:00" } });
    expect(chosen()).toBe("2026-11-22T12:00:00+05:00");
    // Tapping the day already shown keeps the slot; the other day unchooses it.
    fireEvent.click(tabs()[1]);
    expect(chosen()).toBe("2026-11-22T12:00:00+05:00");
    fireEvent.click(tabs()[0]);
    expect(chosen()).toBe("none");
    expect(tabs()[0].getAttribute("aria-selected")).toBe("true");
  });

  it("opens on the chosen slot's day (a reload of tomorrow's choice)", () => {
    render(<Picker slots={midday} initial="2026-11-22T12:00:00+05:00" />);
    expect(tabs()[1].getAttribute("aria-selected")).toBe("true");
    expect((screen.getByLabelText("Time") as HTMLSelectElement).value).toBe("2026-11-22T12:00:00+05:00");
  });

  it("has no tabs when only one day has slots", () => {
    render(<Picker slots={deliverySlots(hours, new Date("2026-11-21T23:30:00+05:00"))} />);
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(options()[0]).toBe("2026-11-22T10:00:00+05:00");
  });
});
