import { describe, expect, it } from "vitest";
import { localeCookie, readLocaleCookie } from "./locale-cookie";

describe("i18n_redirected cookie", () => {
  it("is written for a year at the root, SameSite Lax, Secure only when asked", () => {
    expect(localeCookie("en", false)).toBe("i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(localeCookie("uz", true)).toBe("i18n_redirected=uz; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
  });

  it("is read among other cookies, and only a supported language counts", () => {
    expect(readLocaleCookie("a=1; i18n_redirected=uz; b=2")).toBe("uz");
    expect(readLocaleCookie("i18n_redirected=de")).toBeUndefined();
    expect(readLocaleCookie("")).toBeUndefined();
  });
});
