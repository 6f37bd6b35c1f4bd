// Colours are written in two places only: src/styles/global.css (the tokens, light and dark) and
// src/telegram/telegram.css (Telegram's theme mapped onto them). Everywhere else CSS uses the
// tokens, so the dark scheme and Telegram's theme reach every screen, and a dark-mode block of a
// feature's own cannot drift from them. Sizes the same way: font sizes, corner radii, layers
// (z-index) and gaps come from the scales of src/styles/sizes.css (--font-*, --radius-*, --layer-*,
// --space-*; loaded by global.css and by the staff console), so a screen cannot invent a 13.5px or a
// z-index of 9999.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TOKEN_FILES = ["src/styles/global.css", "src/telegram/telegram.css"];
const SCHEME_FILE = "src/styles/global.css";
const SIZE_FILE = "src/styles/sizes.css";

/** Literals that must stay, by file, with the reason. Empty today: add an entry rather than a token
 *  only when no token can say it (e.g. a third-party widget that takes no variables). */
const ALLOWED: { file: string; literal: string; reason: string }[] = [];

// CSS named colours (CSS Color 4), without transparent and currentcolor, which are not colours of a palette.
const NAMED =
  "aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen";
const NAMED_RE = new RegExp(`(?<![\\w-])(${NAMED.split(" ").join("|")})(?![\\w-])`, "gi");
const HEX_RE = /#[0-9a-f]{3,8}(?![\w-])/gi;
const FUNCTION_RE = /(?<![\w-])(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;
// A declaration's value: what follows "name:" up to ";" or "}" (a selector's ":" is followed by "{").
const DECLARATION_RE = /([-\w]+)\s*:\s*([^;{}]+)(?=[;}])/g;

/** Blanks out a span, keeping line breaks so that offsets still give the right line. */
const blank = (text: string) => text.replace(/[^\n]/g, " ");

interface Finding {
  line: number;
  literal: string;
}

/** Colour literals in declaration values. Comments, strings and url() contents (an image's own
 *  colours, or a mask's shape) are not looked at, nor custom property names such as --danger. */
function findColourLiterals(css: string): Finding[] {
  const text = css
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/url\((?:"[^"]*"|'[^']*'|[^)]*)\)/g, blank)
    .replace(/"[^"\n]*"|'[^'\n]*'/g, blank);
  const findings: Finding[] = [];
  for (const declaration of text.matchAll(DECLARATION_RE)) {
    const value = declaration[2];
    const valueStart = declaration.index + declaration[0].length - value.length;
    const checked = value.replace(/--[\w-]+/g, blank);
    for (const re of [HEX_RE, FUNCTION_RE, NAMED_RE]) {
      for (const m of checked.matchAll(re)) {
        const line = text.slice(0, valueStart + m.index).split("\n").length;
        findings.push({ line, literal: m[0].replace(/\($/, "()") });
      }
    }
  }
  return findings.sort((a, b) => a.line - b.line);
}

/** Lines with a prefers-color-scheme query. */
function findSchemeQueries(css: string): number[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, blank);
  return text.split("\n").flatMap((line, i) => (/prefers-color-scheme/.test(line) ? [i + 1] : []));
}

/** Size properties that take a token, and the token family each one uses. */
const SIZE_FAMILIES: Record<string, string> = {
  "font-size": "--font-",
  "border-radius": "--radius",
  "z-index": "--layer-",
  gap: "--space-",
  "row-gap": "--space-",
  "column-gap": "--space-",
};
/** Words a size property may hold instead of a token. */
const SIZE_KEYWORDS = new Set(["0", "auto", "normal", "inherit", "initial", "unset", "revert", "revert-layer"]);

/** Not yet on the size tokens, with the reason. The colour rules apply to them all the same. */
const SIZES_NOT_YET: { prefix: string; reason: string }[] = [];

interface SizeFinding {
  line: number;
  property: string;
  literal: string;
}

/** Raw values of font-size, border-radius, z-index and gap: anything but var(--…), 0 and keywords.
 *  Custom property definitions (the tokens themselves) are not looked at. */
function findSizeLiterals(css: string): SizeFinding[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, blank);
  const findings: SizeFinding[] = [];
  for (const declaration of text.matchAll(DECLARATION_RE)) {
    const property = declaration[1].toLowerCase();
    if (!(property in SIZE_FAMILIES)) continue;
    const value = declaration[2].replace(/!important/i, "").trim();
    const valueStart = declaration.index + declaration[0].length - declaration[2].length;
    const line = text.slice(0, valueStart).split("\n").length;
    // Tokens may nest (a fallback), so take var(…) out from the innermost outwards.
    let rest = value;
    for (let before = ""; before !== rest; ) {
      before = rest;
      rest = rest.replace(/var\(\s*--[\w-]+\s*(?:,[^()]*)?\)/g, " ");
    }
    if (rest.split(/\s+/).every((part) => part === "" || SIZE_KEYWORDS.has(part.toLowerCase()))) continue;
    findings.push({ line, property, literal: value });
  }
  return findings;
}

/** The size tokens sizes.css defines, by name, with their px (or plain number) value when they have one. */
function sizeTokens(css: string): { name: string; value: string; px: number | null }[] {
  const root = css.replace(/\/\*[\s\S]*?\*\//g, blank).match(/:root\s*\{([^}]*)\}/)?.[1] ?? "";
  return [...root.matchAll(/(--(?:font|radius|layer|space)[\w-]*)\s*:\s*([^;]+);/g)].map(([, name, value]) => {
    const px = /^(-?\d+(?:\.\d+)?)(px)?$/.exec(value.trim());
    return { name, value: value.trim(), px: px ? Number(px[1]) : null };
  });
}

/** The token to write instead of a raw value: the one of the property's family nearest to it. */
function suggestToken(property: string, literal: string, tokens: ReturnType<typeof sizeTokens>): string {
  const family = tokens.filter((t) => t.name.startsWith(SIZE_FAMILIES[property]));
  const exact = family.find((t) => t.value === literal);
  if (exact) return `var(${exact.name})`;
  const numbers = [...literal.matchAll(/-?\d+(?:\.\d+)?/g)].map(Number);
  const nearest = (n: number) =>
    family.filter((t) => t.px !== null).sort((a, b) => Math.abs((a.px ?? 0) - n) - Math.abs((b.px ?? 0) - n))[0];
  if (/^clamp|^min|^max/.test(literal) || numbers.length === 0) {
    const fluid = family.filter((t) => t.px === null).map((t) => t.name);
    return `one of ${fluid.join(", ")}`;
  }
  if (literal.includes("%") && property === "border-radius") return "var(--radius-round)";
  // A shorthand (gap: 8px 18px, border-radius: 24px 24px 0 0) maps part by part.
  return literal
    .split(/\s+/)
    .map((part) => {
      const n = Number.parseFloat(part);
      if (Number.isNaN(n) || n === 0) return part;
      const token = nearest(n);
      return token ? `var(${token.name})` : part;
    })
    .join(" ");
}

function cssFiles(): string[] {
  return (fs.readdirSync(path.join(ROOT, "src"), { recursive: true }) as string[])
    .filter((f) => f.endsWith(".css"))
    .map((f) => path.posix.join("src", f.split(path.sep).join("/")))
    .sort();
}

describe("colour literals in CSS", () => {
  it("finds hex, colour functions and named colours, and nothing else", () => {
    const css = [
      "/* a red comment: #fff */",
      "#root:not(.tg) .a:hover { color: var(--text); white-space: nowrap; }",
      ".b { color: #C42B1C; border: 1px solid white; }",
      ".c { box-shadow: 0 1px 2px rgb(0 0 0 / 12%); background: color-mix(in srgb, var(--danger) 12%, transparent); }",
      '.d { mask: url("data:image/svg+xml,stroke=\'black\'") center; content: "red"; }',
      ".e { background: var(--fill-danger, hsl(0 0% 0%)); color: currentColor; }",
    ].join("\n");
    expect(findColourLiterals(css)).toEqual([
      { line: 3, literal: "#C42B1C" },
      { line: 3, literal: "white" },
      { line: 4, literal: "rgb()" },
      { line: 6, literal: "hsl()" },
    ]);
  });

  it("feature and component CSS uses the tokens of global.css and telegram.css only", () => {
    const files = cssFiles();
    expect(files.length).toBeGreaterThan(20);
    const problems = files
      .filter((file) => !TOKEN_FILES.includes(file))
      .flatMap((file) =>
        findColourLiterals(fs.readFileSync(path.join(ROOT, file), "utf8"))
          .filter(({ literal }) => !ALLOWED.some((a) => a.file === file && a.literal.toLowerCase() === literal.toLowerCase()))
          .map(({ line, literal }) => `${file}:${line} ${literal}`),
      );
    expect(problems, "use a token from src/styles/global.css (add one there, and in telegram.css, if none fits)").toEqual([]);
  });

  it("the dark scheme is chosen once, in global.css", () => {
    const problems = cssFiles()
      .filter((file) => file !== SCHEME_FILE)
      .flatMap((file) => findSchemeQueries(fs.readFileSync(path.join(ROOT, file), "utf8")).map((line) => `${file}:${line}`));
    expect(problems, "set the dark value of a token in global.css instead of a dark-mode block").toEqual([]);
  });
});

describe("size literals in CSS", () => {
  const tokens = sizeTokens(fs.readFileSync(path.join(ROOT, SIZE_FILE), "utf8"));

  it("finds raw font sizes, radii, z-indexes and gaps, and nothing else", () => {
    const css = [
      "/* font-size: 13px */",
      ".a { font-size: var(--font-sm); border-radius: var(--radius-pill); z-index: var(--layer-header); gap: 0 var(--space-8); }",
      ".b { font-size: 13.5px; border-radius: 0 0 24px 24px; }",
      ".c { z-index: 9999; gap: 18px; padding: 13px; line-height: 1.2; }",
      ".d { font-size: clamp(26px, 5vw, 34px); --font-local: 13px; border-radius: var(--radius, 20px); }",
      ".e { font-size: inherit; z-index: auto; row-gap: normal; }",
    ].join("\n");
    expect(findSizeLiterals(css)).toEqual([
      { line: 3, property: "font-size", literal: "13.5px" },
      { line: 3, property: "border-radius", literal: "0 0 24px 24px" },
      { line: 4, property: "z-index", literal: "9999" },
      { line: 4, property: "gap", literal: "18px" },
      { line: 5, property: "font-size", literal: "clamp(26px, 5vw, 34px)" },
    ]);
  });

  it("names the nearest token of the scale", () => {
    expect(suggestToken("font-size", "13.5px", tokens)).toBe("var(--font-sm)");
    expect(suggestToken("font-size", "21px", tokens)).toBe("var(--font-2xl)");
    expect(suggestToken("border-radius", "0 0 24px 24px", tokens)).toBe("0 0 var(--radius-lg) var(--radius-lg)");
    expect(suggestToken("border-radius", "50%", tokens)).toBe("var(--radius-round)");
    expect(suggestToken("gap", "8px 18px", tokens)).toBe("var(--space-8) var(--space-16)");
    expect(suggestToken("z-index", "10", tokens)).toBe("var(--layer-sticky)");
    expect(suggestToken("font-size", "clamp(26px, 5vw, 34px)", tokens)).toMatch(/^one of --font-heading/);
  });

  it("CSS takes font sizes, radii, layers and gaps from the scales of sizes.css", () => {
    const files = cssFiles().filter((file) => !SIZES_NOT_YET.some((n) => file.startsWith(n.prefix)));
    expect(files.length).toBeGreaterThan(20);
    const problems = files.flatMap((file) =>
      findSizeLiterals(fs.readFileSync(path.join(ROOT, file), "utf8")).map(
        ({ line, property, literal }) => `${file}:${line} ${property}: ${literal} → ${suggestToken(property, literal, tokens)}`,
      ),
    );
    expect(
      problems,
      "use a size token from src/styles/sizes.css (--font-*, --radius-*, --layer-*, --space-*); add a step there only if none is near",
    ).toEqual([]);
  });
});
