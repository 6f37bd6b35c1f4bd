// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { cleanHtml, isBlank, richTextSchema, safeHref, textToHtml } from "./rich-text-schema";

describe("the article's schema (what the rich-text editor saves)", () => {
  it("keeps paragraphs, line breaks, bold, italic, headings, lists, quotes and links", () => {
    const html =
      '<h2>Новое</h2><h3>Подробно</h3><p><strong>Пицца</strong> и <em>соус</em><br>до пятницы</p><ul><li><p>раз</p></li></ul><ol><li><p>два</p></li></ol><blockquote><p>Вкусно!</p></blockquote><p><a href="https://lazzat.uz/menu">меню</a></p>';
    expect(cleanHtml(html)).toBe(html);
  });

  it("keeps a quote of an article written before (the server keeps blockquote too)", () => {
    expect(cleanHtml("<blockquote><p>Вкусно!</p></blockquote>")).toBe("<blockquote><p>Вкусно!</p></blockquote>");
  });

  it("reads older and pasted markup into the article's elements", () => {
    expect(cleanHtml("<div><b>x</b> <i>y</i></div><h1>T</h1><h4>S</h4><ul><li>one</li></ul>")).toBe(
      "<p><strong>x</strong> <em>y</em></p><h2>T</h2><h3>S</h3><ul><li><p>one</p></li></ul>",
    );
  });

  it("has nothing the server's sanitiser would drop: only its tags, and no attribute but a link's href and title", () => {
    const schema = richTextSchema();
    expect(Object.keys(schema.nodes).sort()).toEqual(
      ["blockquote", "bulletList", "doc", "hardBreak", "heading", "listItem", "orderedList", "paragraph", "text"].sort(),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(["bold", "italic", "link"]);
    const out = cleanHtml(
      '<ol start="3" type="a" style="color:red"><li class="x">a</li></ol><p><a href="https://x.uz" target="_blank" rel="nofollow" class="c" title="t">x</a></p>',
    );
    expect(out).toBe('<ol><li><p>a</p></li></ol><p><a href="https://x.uz" title="t">x</a></p>');
  });

  it("drops a script typed or pasted in, with its text, images, styles and every handler", () => {
    const out = cleanHtml(
      '<p onclick="alert(1)" style="color:red" class="x">hi<script>alert("x")</script></p><img src=x onerror="alert(1)"><style>p{}</style><noscript>x</noscript>',
    );
    expect(out).toBe("<p>hi</p>");
  });

  it("keeps a typed <script> as visible text: escaped, never markup", () => {
    expect(cleanHtml("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>")).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
  });

  it("unwraps spans, fonts, tables and code of pasted pages, keeping their words (bold by style stays bold)", () => {
    expect(cleanHtml('<p><span style="font-weight:700"><font face="Arial">Акция</font></span> до <code>пятницы</code></p>')).toBe(
      "<p><strong>Акция</strong> до пятницы</p>",
    );
    expect(cleanHtml("<table><tr><td>Пицца</td></tr></table><pre>x</pre><hr>")).toBe("<p>Пицца</p><p>x</p>");
  });

  it("keeps http(s), mailto:, tel: and site paths; a javascript: or data: link keeps only its words", () => {
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref(" JavaScript:alert(1)")).toBeNull();
    expect(safeHref("//evil.example")).toBeNull();
    expect(safeHref("/stocks/1")).toBe("/stocks/1");
    expect(safeHref("tel:+998712000000")).toBe("tel:+998712000000");
    expect(
      cleanHtml('<p><a href="javascript:alert(1)">click</a> <a href="data:text/html,x">me</a> <a href="//evil.example">now</a></p>'),
    ).toBe("<p>click me now</p>");
    expect(cleanHtml('<p><a href="mailto:hr@lazzat.uz">hr</a> <a href="/stocks/1">sale</a></p>')).toBe(
      '<p><a href="mailto:hr@lazzat.uz">hr</a> <a href="/stocks/1">sale</a></p>',
    );
  });

  it("writes pasted text as paragraphs, escaped", () => {
    expect(textToHtml("one\ntwo\n\n<b>three</b>")).toBe("<p>one<br>two</p><p>&lt;b&gt;three&lt;/b&gt;</p>");
    expect(cleanHtml(textToHtml("a & b"))).toBe("<p>a &amp; b</p>");
  });

  it("knows an article with only empty paragraphs is blank, and saves it as nothing", () => {
    expect(isBlank("<p><br></p><p> </p>")).toBe(true);
    expect(isBlank("")).toBe(true);
    expect(cleanHtml("<p></p>")).toBe("");
    expect(isBlank("<p>x</p>")).toBe(false);
    expect(cleanHtml("<p>x</p><p></p>")).toBe("<p>x</p>");
  });
});
