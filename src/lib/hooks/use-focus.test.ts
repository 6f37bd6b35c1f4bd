// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useFocus } from "./use-focus";

describe("useFocus", () => {
  it("focuses the element on mount without scrolling to it", () => {
    const input = document.createElement("input");
    document.body.append(input);
    const focus = vi.spyOn(input, "focus");
    renderHook(() => useFocus({ current: input }));
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(input);
    input.remove();
  });

  it("does nothing while disabled", () => {
    const input = document.createElement("input");
    document.body.append(input);
    renderHook(() => useFocus({ current: input }, { enabled: false }));
    expect(document.activeElement).not.toBe(input);
    input.remove();
  });
});
