import { cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { prepareRichText, RichText } from "./rich-text";

const ORIGIN = "https://lazzatpizza.uz";

function dom(html: string): DocumentFragment {
  const t = document.createElement("template");
  t.innerHTML = prepareRichText(html, ORIGIN);
  return t.content;
}

describe("prepareRichText", () => {
  it("keeps the article's text and markup", () => {
    const html = "<h2>What to expect</h2><ul><li><strong>delivery</strong> in 30 minutes</li></ul>";
    expect(prepareRichText(html, ORIGIN)).toBe(html);
  });

  it("removes the address of a javascript:, data:, blob: or vbscript: link, keeping its words", () => {
    const out = dom(
      '<p><a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a><a href="blob:https://x/1">c</a><a href="vbscript:x" target="_blank">d</a></p>',
    );
    const links = [...out.querySelectorAll("a")];
    expect(links.map((a) => a.hasAttribute("href"))).toEqual([false, false, false, false]);
    expect(links.map((a) => a.textContent).join("")).toBe("abcd");
    expect(links[3].hasAttribute("target")).toBe(false);
  });

  it("opens external links in a new tab with no opener or referrer", () => {
    const a = dom('<a href="https://t.me/lazzatpizza_bot">bot</a>').querySelector("a")!;
    expect(a.getAttribute("target")).toBe("_blank");
    expect(a.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("keeps internal, tel: and mailto: links as they are", () => {
    const links = [
      ...dom('<a href="/stocks/1" target="_blank">p</a><a href="tel:+998712000000">t</a><a href="mailto:a@b.uz">m</a>').querySelectorAll(
        "a",
      ),
    ];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/stocks/1", "tel:+998712000000", "mailto:a@b.uz"]);
    expect(links[0].hasAttribute("target")).toBe(false);
  });

  it("drops scripts and event handlers that should never have reached it", () => {
    const out = dom('<p onclick="alert(1)">x</p><script>alert(1)</script><img src="x" onerror="alert(1)">');
    expect(out.querySelector("script")).toBeNull();
    expect(out.querySelector("[onclick], [onerror]")).toBeNull();
  });
});

describe("<RichText>", () => {
  afterEach(cleanup);

  function setup(html: string) {
    const memory = memoryLocation({ path: "/news/1", record: true });
    const view = render(
      <Router hook={memory.hook}>
        <RichText html={html} />
      </Router>,
    );
    /** Clicks the link; true when the browser would have followed it (not prevented). */
    const click = (name: string, init: MouseEventInit = {}) => {
      let followed = false;
      // After the component's own handler: note its verdict, then stop the test browser from leaving.
      const observe = (e: Event) => {
        followed = !e.defaultPrevented;
        e.preventDefault();
      };
      document.addEventListener("click", observe);
      fireEvent.click(view.getByText(name), { button: 0, ...init });
      document.removeEventListener("click", observe);
      return followed;
    };
    return { memory, click };
  }

  it("follows an internal link inside the app, without a reload", () => {
    const { memory, click } = setup(`<p><a href="${window.location.origin}/stocks/2">promo</a></p>`);
    expect(click("promo")).toBe(false);
    expect(memory.history.at(-1)).toBe("/stocks/2");
  });

  it("leaves a modified click (new tab) to the browser", () => {
    const { memory, click } = setup('<p><a href="/stocks/2">promo</a></p>');
    expect(click("promo", { ctrlKey: true })).toBe(true);
    expect(memory.history).toEqual(["/news/1"]);
  });

  it("does nothing on a javascript: link", () => {
    const { memory, click } = setup('<p><a href="javascript:window.__pwned=1">bad</a></p>');
    expect(click("bad")).toBe(false);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(memory.history).toEqual(["/news/1"]);
  });

  it("lets an external link open in its new tab", () => {
    const { memory, click } = setup('<p><a href="https://t.me/lazzatpizza_bot">bot</a></p>');
    expect(click("bot")).toBe(true);
    expect(memory.history).toEqual(["/news/1"]);
  });
});
