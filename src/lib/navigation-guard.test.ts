// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { installNavigationGuard, isNavigationAllowed } from "./navigation-guard";

const origin = "https://lazzat.example";
const allow = ["t.me", "yandex.uz"];

describe("navigation guard", () => {
  it.each([
    ["/stocks/2", true],
    ["https://lazzat.example/news", true],
    ["tel:+998712000000", true],
    ["https://t.me/lazzatpizza_bot", true],
    ["https://maps.yandex.uz/?pt=1,2", true],
    ["https://evil.example/", false],
    ["https://t.me.evil.example/", false],
    ["javascript:alert(1)", false],
    [" JaVaScRiPt:alert(1)", false],
    ["data:text/html,<script>1</script>", false],
    ["blob:https://lazzat.example/uuid", false],
    ["vbscript:msgbox", false],
  ])("%s → %s", (href, allowed) => {
    expect(isNavigationAllowed(href, origin, allow)).toBe(allowed);
  });

  afterEach(() => vi.restoreAllMocks());

  it("stops a click on a refused link and lets an allowed one through", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const refused: string[] = [];
    const remove = installNavigationGuard(allow, (h) => refused.push(h));
    document.body.innerHTML = '<a id="bad" href="javascript:void(window.hit=1)">x</a><a id="ok" href="/contacts">y</a>';
    const bad = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById("bad")!.dispatchEvent(bad);
    const ok = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById("ok")!.addEventListener("click", (e) => e.preventDefault());
    document.getElementById("ok")!.dispatchEvent(ok);
    expect(bad.defaultPrevented).toBe(true);
    expect(refused).toEqual(["javascript:void(window.hit=1)"]);
    remove();
  });
});
