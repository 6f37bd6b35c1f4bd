// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { folderSectionId, useCurrentFolder } from "./use-current-folder";

const ids = [1, 2, 3, 4, 5];

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("useCurrentFolder", () => {
  it("starts on the first folder, with only its products mounted", () => {
    const { result } = renderHook(() => useCurrentFolder(ids, 120));
    expect(result.current.current).toBe(1);
    expect(ids.filter(result.current.isMounted)).toEqual([1]);
  });

  it("follows the folder scrolled under the bars and mounts folders that come near", () => {
    const { result } = renderHook(() => useCurrentFolder(ids, 120));
    act(() => result.current.reached(2));
    act(() => result.current.reveal(4));
    expect(result.current.current).toBe(2);
    expect(ids.filter(result.current.isMounted)).toEqual([1, 2, 4]);
  });

  it("a jump mounts every folder up to the target, scrolls it under the bars and holds it current while the page scrolls", () => {
    const section = document.createElement("section");
    section.id = folderSectionId(4);
    section.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    document.body.append(section);
    const { result } = renderHook(() => useCurrentFolder(ids, 120));

    act(() => void expect(result.current.jump(4, { smooth: true })).toBe(true));
    expect(result.current.current).toBe(4);
    expect(ids.filter(result.current.isMounted)).toEqual([1, 2, 3, 4]);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 780, behavior: "smooth" });

    // Folders passing under the bars on the way do not take over…
    window.dispatchEvent(new Event("scroll"));
    act(() => result.current.reached(2));
    act(() => vi.advanceTimersByTime(100));
    window.dispatchEvent(new Event("scroll"));
    act(() => result.current.reached(3));
    expect(result.current.current).toBe(4);
    // …until the scroll has settled.
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.reached(5));
    expect(result.current.current).toBe(5);
  });

  it("ignores a folder it does not have, and falls back to the first shown when the current one is filtered out", () => {
    const { result, rerender } = renderHook(({ shown }) => useCurrentFolder(shown, 120), { initialProps: { shown: ids } });
    act(() => void expect(result.current.jump(99, { smooth: false })).toBe(false));
    expect(result.current.current).toBe(1);
    act(() => result.current.reached(3));
    rerender({ shown: [2, 5] });
    expect(result.current.current).toBe(2);
    expect(result.current.isMounted(2)).toBe(true);
  });
});
