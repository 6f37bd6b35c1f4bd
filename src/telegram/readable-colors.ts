// Telegram's palette as text colours that meet WCAG AA (4.5:1 for body text) on Telegram's own
// backgrounds. Its hint colour (#999 on white, #708499 on #17212b) and its destructive colour are
// made for short labels and icons, too light for the secondary text and messages the store shows
// in them: each is moved towards the text colour just far enough to read on every background the
// theme has. The results go into --tg-readable-* variables, which telegram.css prefers.

type Rgb = [number, number, number];

/** "#rgb" or "#rrggbb" → [r, g, b]; null for anything else. */
export function parseHex(color: string): Rgb | null {
  const hex = color.trim().replace(/^#/, "");
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const AA_BODY_TEXT = 4.5;

/**
 * `color`, or the least step (5 % at a time) of it towards `text` that reads at `min`:1 on every one
 * of `backgrounds`; `text` itself when no step does. Hex in, hex out; null when `color` or `text`
 * is not a colour.
 */
export function readableColor(color: string, text: string, backgrounds: readonly string[], min = AA_BODY_TEXT): string | null {
  const from = parseHex(color);
  const to = parseHex(text);
  if (!from || !to) return null;
  const grounds = backgrounds.map(parseHex).filter((g): g is Rgb => g !== null);
  for (let step = 0; step <= 20; step++) {
    const t = step / 20;
    const mixed = from.map((c, i) => c + (to[i] - c) * t) as Rgb;
    const rounded = mixed.map(Math.round) as Rgb;
    if (grounds.every((g) => contrastRatio(rounded, g) >= min)) return toHex(rounded);
  }
  return toHex(to);
}

/** Telegram's theme as the SDK binds it (--tg-theme-*), from the root element's style. */
function themeColor(root: HTMLElement, name: string): string {
  return root.style.getPropertyValue(`--tg-theme-${name}`).trim();
}

/** Sets --tg-readable-hint and --tg-readable-destructive on the root from Telegram's current theme. */
export function applyReadableColors(root: HTMLElement = document.documentElement): void {
  const text = themeColor(root, "text-color");
  const backgrounds = ["bg-color", "section-bg-color", "secondary-bg-color"].map((n) => themeColor(root, n)).filter(Boolean);
  const set = (variable: string, color: string | null) =>
    color ? root.style.setProperty(variable, color) : root.style.removeProperty(variable);
  set("--tg-readable-hint", readableColor(themeColor(root, "hint-color"), text, backgrounds));
  set("--tg-readable-destructive", readableColor(themeColor(root, "destructive-text-color"), text, backgrounds));
}
