import { describe, expect, it } from "vitest";
import { buildMenuHash, parseMenuHash } from "./deep-link";

const TG = "tgWebAppData=query_id%3DAA%26user%3D%257B%2522id%2522%253A1%257D&tgWebAppVersion=7.0&tgWebAppPlatform=ios";

describe("parseMenuHash", () => {
  it.each([
    ["#12", 12],
    ["12", 12],
    ["#folder=7", 7],
    [`#${TG}&12`, 12],
    [`#12&${TG}`, 12],
    [`#${TG}&folder=3`, 3],
    ["#007", 7],
  ])("%s → %s", (hash, id) => {
    expect(parseMenuHash(hash)).toBe(id);
  });

  it.each([
    [""],
    ["#"],
    [`#${TG}`],
    ["#tgWebAppVersion=7"],
    ["#12a"],
    ["#-3"],
    ["#folder="],
    ["#folder=x"],
    ["#main"],
    ["#1234567890123"], // longer than any id
  ])("%s → null", (hash) => {
    expect(parseMenuHash(hash)).toBeNull();
  });
});

describe("buildMenuHash", () => {
  it("writes a hash of its own as #<id>", () => {
    expect(buildMenuHash("", 12)).toBe("#12");
    expect(buildMenuHash("#", 12)).toBe("#12");
    expect(buildMenuHash("#3", 12)).toBe("#12");
  });

  it("keeps Telegram's parts in order and adds the folder after them", () => {
    expect(buildMenuHash(`#${TG}`, 5)).toBe(`#${TG}&folder=5`);
    expect(buildMenuHash("#tgWebAppData=x&tgWebAppVersion=7.0", 5)).toBe("#tgWebAppData=x&tgWebAppVersion=7.0&folder=5");
  });

  it("replaces an existing folder part where it stands, in its own form", () => {
    expect(buildMenuHash(`#3&${TG}`, 5)).toBe(`#5&${TG}`);
    expect(buildMenuHash(`#${TG}&folder=3`, 5)).toBe(`#${TG}&folder=5`);
    expect(buildMenuHash("#folder=3", 5)).toBe("#folder=5");
  });

  it("clears the folder and keeps everything else", () => {
    expect(buildMenuHash("#12", null)).toBe("");
    expect(buildMenuHash(`#${TG}&folder=3`, null)).toBe(`#${TG}`);
    expect(buildMenuHash(`#3&${TG}`, null)).toBe(`#${TG}`);
    expect(buildMenuHash("", null)).toBe("");
  });

  it("round-trips through the parser", () => {
    for (const hash of ["", "#9", `#${TG}`, `#2&${TG}`]) {
      expect(parseMenuHash(buildMenuHash(hash, 42))).toBe(42);
      expect(parseMenuHash(buildMenuHash(hash, null))).toBeNull();
    }
  });
});
