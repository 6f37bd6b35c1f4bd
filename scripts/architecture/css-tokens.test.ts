// Colours are written in two places only: src/styles/global.css (the tokens, light and dark) and
// src/telegram/telegram.css (Telegram's theme mapped onto them). Everywhere else CSS uses the
// tokens, so the dark scheme and Telegram's theme reach every screen, and a dark-mode block of a
// feature's own cannot drift from them. Sizes the same way: font sizes, corner radii, layers
// (z-index), spacing, line heights and font weights come from the scales of src/styles/sizes.css
// (--font-*, --radius-*, --layer-*, --space-*, --leading-*, --weight-*; loaded by global.css and by
// the staff console), so a screen cannot invent a 13.5px, a z-index of 9999, a 15px padding or a
// line height of 1.38.
//
// What each property may hold besides var(--…) (a token, or another custom property):
// - font-size, border-radius, z-index, line-height, font-weight: only 0 and keywords (auto, normal,
//   inherit, bolder, …); a number, px, em or clamp() there is a literal. A line height that is a
//   fixed line box (a 16px badge) is a --space-* step.
// - spacing (padding, margin, gap, scroll-padding, scroll-margin, with all their longhands and
//   logical forms): no px length other than 0. Lengths relative to something else stay allowed:
//   % and em (a paragraph's margin in a rich text follows its font), vh/vw, mm (the printed
//   ticket's paper), env() (the phone's safe area), and calc() of those and of tokens
//   (calc(-1 * var(--space-16)) for a negative margin, calc(var(--space-96) + var(--space-8)) for a
//   clearance that must add up).
// - Positions (top, right, bottom, left, inset) are not checked: they place an element against
//   another's geometry (a line through the middle of a 24px dot at 11px), where a step would misalign.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TOKEN_FILES = ["src/styles/global.css", "src/telegram/telegram.css"];
const SCHEME_FILE = "src/styles/global.css";
const SIZE_FILE = "src/styles/sizes.css";

/** Literals that must stay, by file, with the reason. Empty today: add an entry rather than a token
 *  only when no token can say it (e.g. a third-party widget that takes no variables). */
const ALLOWED: { file: string; literal: string; reason: string }[] = [
  {
    file: "src/components/map/leaflet-map.css",
    literal: "34px",
    reason: "Leaflet centres its zoom buttons' glyphs with a line height of the button's height less its border, as its own CSS does",
  },
];

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
  "line-height": "--leading-",
  "font-weight": "--weight-",
};
/** Spacing: gap, padding, margin, scroll-padding and scroll-margin, with every longhand and logical form. */
const SPACING_RE =
  /^(?:(?:row-|column-)?gap|(?:scroll-)?(?:padding|margin)(?:-(?:top|right|bottom|left|block|inline)(?:-(?:start|end))?)?)$/;
const familyOf = (property: string) => (SPACING_RE.test(property) ? "--space-" : SIZE_FAMILIES[property]);
/** Words a size property may hold instead of a token. */
const SIZE_KEYWORDS = new Set(["0", "auto", "normal", "inherit", "initial", "unset", "revert", "revert-layer", "bolder", "lighter"]);
/** A px length in a spacing value (0px is zero, and stays allowed). */
const PX_RE = /(?<![\w.#-])-?(?:\d*\.)?\d+px\b/gi;

/** Not yet on the size tokens, with the reason. The colour rules apply to them all the same. */
const SIZES_NOT_YET: { prefix: string; reason: string }[] = [];

interface SizeFinding {
  line: number;
  property: string;
  literal: string;
}

/** Raw values of font-size, border-radius, z-index, line-height and font-weight (anything but var(--…),
 *  0 and keywords) and px lengths in spacing. Custom property definitions (the tokens themselves)
 *  are not looked at. */
function findSizeLiterals(css: string): SizeFinding[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, blank);
  const findings: SizeFinding[] = [];
  for (const declaration of text.matchAll(DECLARATION_RE)) {
    const property = declaration[1].toLowerCase();
    const family = familyOf(property);
    if (!family) continue;
    const value = declaration[2].replace(/!important/i, "").trim();
    const valueStart = declaration.index + declaration[0].length - declaration[2].length;
    const line = text.slice(0, valueStart).split("\n").length;
    // Tokens may nest (a fallback), so take var(…) out from the innermost outwards.
    let rest = value;
    for (let before = ""; before !== rest; ) {
      before = rest;
      rest = rest.replace(/var\(\s*--[\w-]+\s*(?:,[^()]*)?\)/g, " ");
    }
    if (family === "--space-") {
      if ([...rest.matchAll(PX_RE)].every(([px]) => Number.parseFloat(px) === 0)) continue;
    } else if (rest.split(/\s+/).every((part) => part === "" || SIZE_KEYWORDS.has(part.toLowerCase()))) continue;
    findings.push({ line, property, literal: value });
  }
  return findings;
}

/** The size tokens sizes.css defines, by name, with their px (or plain number) value when they have one. */
function sizeTokens(css: string): { name: string; value: string; px: number | null }[] {
  const root = css.replace(/\/\*[\s\S]*?\*\//g, blank).match(/:root\s*\{([^}]*)\}/)?.[1] ?? "";
  return [...root.matchAll(/(--(?:font|radius|layer|space|leading|weight)[\w-]*)\s*:\s*([^;]+);/g)].map(([, name, value]) => {
    const px = /^(-?\d+(?:\.\d+)?)(px)?$/.exec(value.trim());
    return { name, value: value.trim(), px: px ? Number(px[1]) : null };
  });
}

/** The token to write instead of a raw value: the one of the property's family nearest to it (halfway,
 *  the smaller step; a font weight the heavier one, as the browser's font matching picks it). */
function suggestToken(property: string, literal: string, tokens: ReturnType<typeof sizeTokens>): string {
  const prefix = familyOf(property);
  const family = (name: string) => tokens.filter((t) => t.name.startsWith(name));
  const exact = family(prefix).find((t) => t.value === literal);
  if (exact) return `var(${exact.name})`;
  const nearest = (name: string, n: number) =>
    family(name)
      .filter((t) => t.px !== null)
      .sort((a, b) => Math.abs((a.px ?? 0) - n) - Math.abs((b.px ?? 0) - n) || (name === "--weight-" ? (b.px ?? 0) - (a.px ?? 0) : 0))[0];
  const spaceFor = (px: string) => {
    const n = Number.parseFloat(px);
    if (Math.abs(n) <= 1) return "0";
    const token = `var(${nearest("--space-", Math.abs(n))?.name})`;
    return n < 0 ? `calc(-1 * ${token})` : token;
  };
  // Spacing keeps its calc(), env() and em: only its px lengths change. A line box in px is a space step.
  if (prefix === "--space-" || (property === "line-height" && /px$/.test(literal))) return literal.replace(PX_RE, spaceFor);
  if (property === "font-weight" && literal.toLowerCase() === "bold") return "var(--weight-bold)";
  const numbers = [...literal.matchAll(/-?\d+(?:\.\d+)?/g)].map(Number);
  if (/^clamp|^min|^max/.test(literal) || numbers.length === 0) {
    const fluid = family(prefix)
      .filter((t) => t.px === null)
      .map((t) => t.name);
    return `one of ${fluid.join(", ")}`;
  }
  if (literal.includes("%") && property === "border-radius") return "var(--radius-round)";
  // A shorthand (border-radius: 24px 24px 0 0) maps part by part.
  return literal
    .split(/\s+/)
    .map((part) => {
      const n = Number.parseFloat(part);
      if (Number.isNaN(n) || n === 0) return part;
      const token = nearest(prefix, n);
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

  it("finds raw font sizes, radii, z-indexes, spacing, line heights and weights, and nothing else", () => {
    const css = [
      "/* font-size: 13px; padding: 13px */",
      ".a { font-size: var(--font-sm); border-radius: var(--radius-pill); z-index: var(--layer-header); gap: 0 var(--space-8); }",
      ".b { font-size: 13.5px; border-radius: 0 0 24px 24px; }",
      ".c { z-index: 9999; gap: 18px; padding: 13px; line-height: 1.2; font-weight: 650; }",
      ".d { font-size: clamp(26px, 5vw, 34px); --font-local: 13px; border-radius: var(--radius, 20px); }",
      ".e { font-size: inherit; z-index: auto; row-gap: normal; line-height: normal; font-weight: bolder; }",
      ".f { margin: 0 auto 1.5em 10%; padding: 0px 2mm calc(var(--space-12) + env(safe-area-inset-bottom, 0px)); }",
      ".g { margin-inline-start: -4px; scroll-padding-top: calc(var(--header-h) + 64px); padding-block: 8vh 12px; }",
      ".h { margin: calc(-1 * var(--space-16)) 0; line-height: 16px; font-weight: bold; top: 11px; inset: 3px; }",
    ].join("\n");
    expect(findSizeLiterals(css)).toEqual([
      { line: 3, property: "font-size", literal: "13.5px" },
      { line: 3, property: "border-radius", literal: "0 0 24px 24px" },
      { line: 4, property: "z-index", literal: "9999" },
      { line: 4, property: "gap", literal: "18px" },
      { line: 4, property: "padding", literal: "13px" },
      { line: 4, property: "line-height", literal: "1.2" },
      { line: 4, property: "font-weight", literal: "650" },
      { line: 5, property: "font-size", literal: "clamp(26px, 5vw, 34px)" },
      { line: 8, property: "margin-inline-start", literal: "-4px" },
      { line: 8, property: "scroll-padding-top", literal: "calc(var(--header-h) + 64px)" },
      { line: 8, property: "padding-block", literal: "8vh 12px" },
      { line: 9, property: "line-height", literal: "16px" },
      { line: 9, property: "font-weight", literal: "bold" },
    ]);
  });

  it("names the nearest token of the scale", () => {
    expect(suggestToken("font-size", "13.5px", tokens)).toBe("var(--font-sm)");
    expect(suggestToken("font-size", "21px", tokens)).toBe("var(--font-2xl)");
    expect(suggestToken("border-radius", "0 0 24px 24px", tokens)).toBe("0 0 var(--radius-lg) var(--radius-lg)");
    expect(suggestToken("border-radius", "50%", tokens)).toBe("var(--radius-round)");
    expect(suggestToken("gap", "8px 22px", tokens)).toBe("var(--space-8) var(--space-20)");
    expect(suggestToken("z-index", "10", tokens)).toBe("var(--layer-sticky)");
    expect(suggestToken("font-size", "clamp(26px, 5vw, 34px)", tokens)).toMatch(/^one of --font-heading/);
    expect(suggestToken("padding", "3px 10px 0 1px", tokens)).toBe("var(--space-2) var(--space-10) 0 0");
    expect(suggestToken("margin", "0 -16px 1.5em 22px", tokens)).toBe("0 calc(-1 * var(--space-16)) 1.5em var(--space-20)");
    expect(suggestToken("padding-bottom", "calc(104px + env(safe-area-inset-bottom))", tokens)).toBe(
      "calc(var(--space-96) + env(safe-area-inset-bottom))",
    );
    expect(suggestToken("margin-top", "36px", tokens)).toBe("var(--space-32)");
    expect(suggestToken("line-height", "1.2", tokens)).toBe("var(--leading-tight)");
    expect(suggestToken("line-height", "1.5", tokens)).toBe("var(--leading-normal)");
    expect(suggestToken("line-height", "16px", tokens)).toBe("var(--space-16)");
    expect(suggestToken("font-weight", "650", tokens)).toBe("var(--weight-bold)");
    expect(suggestToken("font-weight", "750", tokens)).toBe("var(--weight-extrabold)");
    expect(suggestToken("font-weight", "600", tokens)).toBe("var(--weight-semibold)");
    expect(suggestToken("font-weight", "bold", tokens)).toBe("var(--weight-bold)");
  });

  it("CSS takes font sizes, radii, layers, spacing, line heights and weights from the scales of sizes.css", () => {
    const files = cssFiles().filter((file) => !SIZES_NOT_YET.some((n) => file.startsWith(n.prefix)));
    expect(files.length).toBeGreaterThan(20);
    const problems = files.flatMap((file) =>
      findSizeLiterals(fs.readFileSync(path.join(ROOT, file), "utf8"))
        .filter(({ literal }) => !ALLOWED.some((a) => a.file === file && a.literal === literal))
        .map(({ line, property, literal }) => `${file}:${line} ${property}: ${literal} → ${suggestToken(property, literal, tokens)}`),
    );
    expect(
      problems,
      "use a size token from src/styles/sizes.css (--font-*, --radius-*, --layer-*, --space-*, --leading-*, --weight-*); add a step there only if none is near",
    ).toEqual([]);
  });
});
