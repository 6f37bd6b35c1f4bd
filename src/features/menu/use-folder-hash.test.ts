// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useFolderHash, writeFolderHash } from "./use-folder-hash";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("useFolderHash", () => {
  it("follows the hash's folder at once when the menu shows, then smoothly on hashchange", () => {
    window.history.replaceState(null, "", "/en#tgWebAppData=x&7");
    const jump = vi.fn(() => true);
    const { unmount } = renderHook(() => useFolderHash(jump));
    expect(jump).toHaveBeenCalledWith(7, { smooth: false });

    window.history.replaceState(null, "", "/en#3");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(jump).toHaveBeenLastCalledWith(3, { smooth: true });

    unmount();
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(jump).toHaveBeenCalledTimes(2);
  });

  it("does nothing for a hash with no folder", () => {
    window.history.replaceState(null, "", "/#tgWebAppData=x&tgWebAppVersion=7.0");
    const jump = vi.fn(() => true);
    renderHook(() => useFolderHash(jump));
    expect(jump).not.toHaveBeenCalled();
  });
});

describe("writeFolderHash", () => {
  it("replaces the address in place, keeping the path, the query and Telegram's parts", () => {
    window.history.replaceState({ kept: true }, "", "/en?tag=hit#tgWebAppData=x&tgWebAppVersion=7.0");
    const length = window.history.length;
    writeFolderHash(5);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/en?tag=hit#tgWebAppData=x&tgWebAppVersion=7.0&folder=5",
    );
    expect(window.history.length).toBe(length);
    expect(window.history.state).toEqual({ kept: true });
  });
});
