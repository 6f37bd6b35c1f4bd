// @vitest-environment happy-dom
// The catalogue loader under the storefront's and the console's languages: each language's chunk is
// imported once, a failed import is tried again, and a language that cannot load leaves the page
// in the one it had.
import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCALE_COOKIE } from "../domain/locale-cookie";
import { catalogueLoader } from "./catalogue-loader";

/** Imports that answer a one-message catalogue per language, counted; `failing` ones reject. */
function imports(failing: Set<string> = new Set()) {
  const calls: string[] = [];
  const chunk = (locale: "ru" | "en" | "uz") => async () => {
    calls.push(locale);
    if (failing.has(locale)) throw new Error(`chunk ${locale} not found`);
    return { messages: { hello: `hello in ${locale}` } };
  };
  return { calls, loader: catalogueLoader({ ru: chunk("ru"), en: chunk("en"), uz: chunk("uz") }) };
}

afterEach(() => vi.restoreAllMocks());

describe("catalogueLoader", () => {
  it("imports a language's catalogue once, however often it is asked for", async () => {
    const { calls, loader } = imports();
    const [a, b] = await Promise.all([loader.load("uz"), loader.load("uz")]);
    expect(await loader.load("uz")).toBe(a);
    expect(b).toBe(a);
    expect(a).toEqual({ hello: "hello in uz" });
    expect(calls).toEqual(["uz"]);
  });

  it("activates the language, marks the page and remembers it in the cookie", async () => {
    const { loader } = imports();
    expect(await loader.activate("en")).toBe(true);
    expect(i18n.locale).toBe("en");
    // Lingui merges a language's loads, and the unit tests share one i18n (isolate: false): other
    // files may have loaded English already, so only this catalogue's own message is asserted.
    expect(i18n.messages.hello).toBe("hello in en");
    expect(document.documentElement.lang).toBe("en");
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=en`);
  });

  it("keeps the language it had when a catalogue cannot load, and tries the import again next time", async () => {
    const failing = new Set(["ru"]);
    const { calls, loader } = imports(failing);
    await loader.activate("uz");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await loader.activate("ru")).toBe(false);
    expect(i18n.locale).toBe("uz");
    expect(logged).toHaveBeenCalledWith("Failed locale loading", expect.any(Error));
    failing.delete("ru");
    expect(await loader.activate("ru")).toBe(true);
    expect(i18n.locale).toBe("ru");
    expect(calls.filter((l) => l === "ru")).toHaveLength(2);
  });
});
