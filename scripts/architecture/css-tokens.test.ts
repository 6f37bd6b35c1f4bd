// Colours are written in two places only: src/styles/global.css (the tokens, light and dark) and
// src/telegram/telegram.css (Telegram's theme mapped onto them). Everywhere else CSS uses the
// tokens, so the dark scheme and Telegram's theme reach every screen, and a dark-mode block of a
// feature's own cannot drift from them.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TOKEN_FILES = ["src/styles/global.css", "src/telegram/telegram.css"];
const SCHEME_FILE = "src/styles/global.css";

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
