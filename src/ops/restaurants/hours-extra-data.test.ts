import { describe, expect, it } from "vitest";
import { hoursExtraPatch, initialHoursExtra, newException } from "./hours-extra-data";

const r = { hoursExceptions: [{ date: "2026-12-31", opensAt: "12:00", closesAt: "18:00" }], closedUntil: null, operatorChatId: null };

describe("the restaurant editor's hours exceptions, temporary close and chat", () => {
  it("sends nothing when nothing changed", () => {
    expect(hoursExtraPatch(initialHoursExtra(r), r, true)).toEqual({});
    const closed = { ...r, closedUntil: "2026-11-21T10:00:00.000Z", operatorChatId: -100123 };
    expect(initialHoursExtra(closed)).toMatchObject({ closedUntil: "2026-11-21T15:00", chatId: "-100123" });
    expect(hoursExtraPatch(initialHoursExtra(closed), closed, true)).toEqual({});
  });

  it("sends the whole list sorted by day, the close as an instant, the chat as a number (admins only)", () => {
    const state = {
      exceptions: [{ date: "2027-01-01", opensAt: null, closesAt: null }, ...r.hoursExceptions],
      closedUntil: "2026-11-21T15:00",
      chatId: " -1001234567890 ",
    };
    expect(hoursExtraPatch(state, r, true)).toEqual({
      hoursExceptions: [r.hoursExceptions[0], { date: "2027-01-01", opensAt: null, closesAt: null }],
      closedUntil: "2026-11-21T10:00:00.000Z",
      operatorChatId: -1001234567890,
    });
    expect(hoursExtraPatch(state, r, false)).not.toHaveProperty("operatorChatId");
  });

  it("clears the close and the chat, and passes unreadable text on for the server to name", () => {
    const set = { ...r, closedUntil: "2026-11-21T10:00:00.000Z", operatorChatId: 5 };
    expect(hoursExtraPatch({ exceptions: r.hoursExceptions, closedUntil: "", chatId: "" }, set, true)).toEqual({
      closedUntil: null,
      operatorChatId: null,
    });
    expect(hoursExtraPatch({ exceptions: r.hoursExceptions, closedUntil: "", chatId: "@mygroup" }, r, true)).toEqual({
      operatorChatId: "@mygroup",
    });
  });

  it("a new day is the first one from today not listed yet, closed", () => {
    const now = Date.parse("2026-11-21T20:00:00Z"); // 01:00 on the 22nd in Tashkent
    expect(newException([], now)).toEqual({ date: "2026-11-22", opensAt: null, closesAt: null });
    expect(newException([{ date: "2026-11-22", opensAt: null, closesAt: null }], now).date).toBe("2026-11-23");
  });
});
