// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { readLocaleCookie } from "../domain/locale-cookie";
import { writeLocaleCookie } from "./cookie";

describe("writing the i18n_redirected cookie", () => {
  it("round-trips through document.cookie", () => {
    writeLocaleCookie("en");
    expect(readLocaleCookie(document.cookie)).toBe("en");
  });
});
