// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { cleanHtml, isBlank, pastedHtml, safeHref, textToHtml } from "./clean-html";

describe("the rich-text editor's output", () => {
  it("keeps paragraphs, bold, italic, headings, lists and links", () => {
    const html =
      '<h2>Новое</h2><p><strong>Пицца</strong> и <em>соус</em></p><ul><li>раз</li></ul><ol><li>два</li></ol><p><a href="https://lazzat.uz/menu">меню</a></p>';
    expect(cleanHtml(html)).toBe(html);
  });

  it("keeps a quote of an article written before (the server keeps blockquote too)", () => {
    expect(cleanHtml("<blockquote><p>Вкусно!</p></blockquote>")).toBe("<blockquote><p>Вкусно!</p></blockquote>");
  });

  it("turns the browser's synonyms into the article's elements", () => {
    expect(cleanHtml("<div><b>x</b> <i>y</i></div><h1>T</h1>")).toBe("<p><strong>x</strong> <em>y</em></p><h2>T</h2>");
  });

  it("drops a script typed or pasted in, with its text, and every attribute but a link's address", () => {
    const out = cleanHtml(
      '<p onclick="alert(1)" style="color:red" class="x">hi<script>alert("x")</script></p><img src=x onerror="alert(1)"><style>p{}</style>',
    );
    expect(out).toBe("<p>hi</p>");
  });

  it("keeps a typed <script> as visible text: escaped, never markup", () => {
    expect(cleanHtml("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>")).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
  });

  it("unwraps spans and fonts of pasted pages, keeping their words", () => {
    expect(cleanHtml('<p><span style="font-weight:700"><font face="Arial">Акция</font></span> до пятницы</p>')).toBe(
      "<p>Акция до пятницы</p>",
    );
  });

  it("keeps http(s), mailto:, tel: and site paths; a javascript: or data: link keeps only its words", () => {
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("//evil.example")).toBeNull();
    expect(safeHref("/stocks/1")).toBe("/stocks/1");
    expect(safeHref("tel:+998712000000")).toBe("tel:+998712000000");
    expect(cleanHtml('<p><a href="javascript:alert(1)">click</a> <a href="data:text/html,x">me</a></p>')).toBe("<p>click me</p>");
  });

  it("pastes text as paragraphs, escaped", () => {
    expect(textToHtml("one\ntwo\n\n<b>three</b>")).toBe("<p>one<br>two</p><p>&lt;b&gt;three&lt;/b&gt;</p>");
    expect(pastedHtml({ html: "", text: "a & b" })).toBe("<p>a &amp; b</p>");
    expect(pastedHtml({ html: '<meta charset="utf-8"><b style="x">bold</b>', text: "bold" })).toBe("<strong>bold</strong>");
  });

  it("knows an article with only empty paragraphs is blank", () => {
    expect(isBlank("<p><br></p><p> </p>")).toBe(true);
    expect(isBlank("<p>x</p>")).toBe(false);
  });
});
