// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useIntersection } from "./use-intersection";

/** A controllable IntersectionObserver: tests decide what is visible. */
class FakeObserver {
  static all: FakeObserver[] = [];
  elements: Element[] = [];
  disconnected = false;
  constructor(
    public callback: IntersectionObserverCallback,
    public options: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean, intersectionRatio = isIntersecting ? 1 : 0) {
    const entry = { isIntersecting, intersectionRatio, target: this.elements[0] } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const element = document.createElement("div");
const ref = { current: element };

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe("useIntersection", () => {
  it("observes the element with the given margins and calls back only when it becomes visible", () => {
    const onVisible = vi.fn();
    const { unmount } = renderHook(() => useIntersection(ref, onVisible, { rootMargin: "100% 0px" }));
    const [observer] = FakeObserver.all;
    expect(observer.elements).toEqual([element]);
    expect(observer.options).toMatchObject({ rootMargin: "100% 0px", threshold: 0 });
    observer.fire(false);
    expect(onVisible).not.toHaveBeenCalled();
    observer.fire(true);
    observer.fire(true);
    expect(onVisible).toHaveBeenCalledTimes(2);
    unmount();
    expect(observer.disconnected).toBe(true);
  });

  it("stops after the first call with `once`, and ignores a ratio below the threshold", () => {
    const onVisible = vi.fn();
    renderHook(() => useIntersection(ref, onVisible, { once: true, threshold: 0.5 }));
    const [observer] = FakeObserver.all;
    observer.fire(true, 0.2);
    expect(onVisible).not.toHaveBeenCalled();
    observer.fire(true, 0.6);
    expect(onVisible).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it("calls the latest callback without re-observing, and observes only while enabled", () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ cb, enabled }) => useIntersection(ref, cb, { enabled }), {
      initialProps: { cb: first, enabled: false },
    });
    expect(FakeObserver.all).toHaveLength(0);
    rerender({ cb: first, enabled: true });
    rerender({ cb: second, enabled: true });
    expect(FakeObserver.all).toHaveLength(1);
    FakeObserver.all[0].fire(true);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("treats the element as visible where IntersectionObserver does not exist", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const onVisible = vi.fn();
    renderHook(() => useIntersection(ref, onVisible));
    expect(onVisible).toHaveBeenCalledTimes(1);
  });
});
