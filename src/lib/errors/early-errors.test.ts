// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { keepEarlyErrors, keepError, takeEarlyErrors } from "./early-errors";

afterEach(() => {
  takeEarlyErrors();
});

describe("early errors", () => {
  it("keeps uncaught errors and rejections until taken, then stops listening", () => {
    keepEarlyErrors();
    const thrown = new Error("boom");
    window.dispatchEvent(new ErrorEvent("error", { error: thrown, message: "boom" }));
    const rejection = new Event("unhandledrejection");
    Object.assign(rejection, { reason: "rejected" });
    window.dispatchEvent(rejection);
    keepError("caught by a boundary");
    expect(takeEarlyErrors()).toEqual([thrown, "rejected", "caught by a boundary"]);
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("later"), message: "later" }));
    keepError("later");
    expect(takeEarlyErrors()).toEqual([]);
  });

  it("keeps at most 20", () => {
    keepEarlyErrors();
    for (let i = 0; i < 30; i++) keepError(i);
    expect(takeEarlyErrors()).toHaveLength(20);
  });
});
