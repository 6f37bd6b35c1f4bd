import { describe, expect, it } from "vitest";
import { forgetTelegramLaunch, hasLaunchParams, isTelegramLaunch, LAUNCH_KEY } from "./launch";

function memory() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe("Telegram launch detection", () => {
  it("sees Telegram's launch parameters in the hash or the query", () => {
    expect(hasLaunchParams("", "#tgWebAppData=user%3D1&tgWebAppVersion=8.0&tgWebAppPlatform=ios")).toBe(true);
    expect(hasLaunchParams("", "#12&tgWebAppPlatform=android")).toBe(true);
    expect(hasLaunchParams("?tgWebAppPlatform=tdesktop", "")).toBe(true);
  });

  it("is not fooled by a web address", () => {
    expect(hasLaunchParams("?tag=hit", "#12")).toBe(false);
    expect(hasLaunchParams("?xtgWebAppPlatform=1", "#notgWebAppPlatform=1")).toBe(false);
    expect(hasLaunchParams("?tgWebAppStartParam=folder-1", "")).toBe(false);
    // A copied link with Telegram's data but not its launch: the SDK could not start from it anyway.
    expect(hasLaunchParams("", "#tgWebAppData=x&tgWebAppVersion=7.0")).toBe(false);
  });

  it("remembers a launch for the tab, so later pages (without the hash) stay in the mini-app", () => {
    const storage = memory();
    expect(isTelegramLaunch({ search: "", hash: "" }, storage)).toBe(false);
    expect(isTelegramLaunch({ search: "", hash: "#tgWebAppPlatform=ios&tgWebAppVersion=8.0" }, storage)).toBe(true);
    expect(storage.items.get(LAUNCH_KEY)).toBe("1");
    expect(isTelegramLaunch({ search: "?tag=hit", hash: "" }, storage)).toBe(true);
    forgetTelegramLaunch(storage);
    expect(isTelegramLaunch({ search: "", hash: "" }, storage)).toBe(false);
  });

  it("works when storage is refused", () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(isTelegramLaunch({ search: "", hash: "#tgWebAppPlatform=ios" }, refusing)).toBe(true);
    expect(isTelegramLaunch({ search: "", hash: "" }, refusing)).toBe(false);
    expect(isTelegramLaunch({ search: "", hash: "#tgWebAppPlatform=ios" }, null)).toBe(true);
  });
});
