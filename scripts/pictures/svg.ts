// Tiny SVG toolkit for the generated pictures: seeded randomness, number formatting, shapes,
// gradients and a drawing ("Art") that collects shared <defs> once.

/** Seeded PRNG (mulberry32) from a string, so every picture is the same on every run. */
export class Rng {
  private state: number;
  constructor(seed: string) {
    let h = 2166136261;
    for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
    this.state = h >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
}

/** Short numbers to keep files small: two decimals below 10 (gradient offsets, symbol
 * coordinates), one below 100, whole numbers above (sub-pixel at card size). */
export const f = (x: number): string => {
  const a = Math.abs(x);
  return String(a < 10 ? Math.round(x * 100) / 100 : a < 100 ? Math.round(x * 10) / 10 : Math.round(x));
};

/** One decimal, for path coordinates. */
const f1 = (x: number): string => String(Math.round(x * 10) / 10);

type Attrs = Record<string, string | number | undefined>;

/** Path data and transforms without redundant characters: "0.5 -3" → ".5-3". */
const compact = (s: string): string => s.replace(/ -/g, "-").replace(/(^|[^\d])0\./g, "$1.");

function attrs(a: Attrs = {}): string {
  return Object.entries(a)
    .flatMap(([k, v]) =>
      v === undefined ? [] : [` ${k}="${typeof v === "number" ? f(v) : k === "d" || k === "transform" ? compact(v) : v}"`],
    )
    .join("");
}

export const el = (tag: string, a: Attrs = {}, children?: string): string =>
  children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;

export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) => el("circle", { cx, cy, r, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}) => el("ellipse", { cx, cy, rx, ry, ...a });
export const rect = (x: number, y: number, width: number, height: number, a: Attrs = {}) => el("rect", { x, y, width, height, ...a });
export const path = (d: string, a: Attrs = {}) => el("path", { d, ...a });
export const g = (a: Attrs, ...children: string[]) => el("g", a, children.join(""));

/** transform="translate(x y) rotate(r) scale(s)" with the trivial parts left out. */
export function tf(x: number, y: number, rotate = 0, scale = 1, scaleY?: number): string {
  let t = `translate(${f(x)} ${f(y)})`;
  if (rotate) t += ` rotate(${Math.round(rotate)})`;
  if (scale !== 1 || (scaleY !== undefined && scaleY !== scale))
    t += ` scale(${f2(scale)}${scaleY !== undefined && scaleY !== scale ? ` ${f2(scaleY)}` : ""})`;
  return t;
}
const f2 = (x: number) => String(Math.round(x * 100) / 100);

export const use = (id: string, x: number, y: number, rotate = 0, scale = 1, scaleY?: number) =>
  el("use", { href: `#${id}`, transform: tf(x, y, rotate, scale, scaleY) });

/** A smooth closed blob around (cx, cy): radius r, each point wobbling by up to `wobble` × r. */
export function blob(rng: Rng, cx: number, cy: number, r: number, wobble = 0.15, points = 9, ry = r): string {
  const pts: [number, number][] = [];
  const start = rng.range(0, Math.PI * 2);
  for (let i = 0; i < points; i++) {
    const a = start + (i / points) * Math.PI * 2;
    const k = 1 + rng.range(-wobble, wobble);
    pts.push([cx + Math.cos(a) * r * k, cy + Math.sin(a) * ry * k]);
  }
  return smoothClosed(pts);
}

/** Catmull-Rom through the points, as cubic Béziers, closed. */
export function smoothClosed(pts: [number, number][]): string {
  const n = pts.length;
  let d = `M${f1(pts[0][0])} ${f1(pts[0][1])}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [pts[(i - 1 + n) % n], pts[i], pts[(i + 1) % n], pts[(i + 2) % n]];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f1(c1[0])} ${f1(c1[1])} ${f1(c2[0])} ${f1(c2[1])} ${f1(p2[0])} ${f1(p2[1])}`;
  }
  return `${d}Z`;
}

/** Catmull-Rom through the points, open. */
export function smoothOpen(pts: [number, number][]): string {
  const n = pts.length;
  let d = `M${f1(pts[0][0])} ${f1(pts[0][1])}`;
  for (let i = 0; i < n - 1; i++) {
    const [p0, p1, p2, p3] = [pts[Math.max(0, i - 1)], pts[i], pts[i + 1], pts[Math.min(n - 1, i + 2)]];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f1(c1[0])} ${f1(c1[1])} ${f1(c2[0])} ${f1(c2[1])} ${f1(p2[0])} ${f1(p2[1])}`;
  }
  return d;
}

/** Many ellipses as one path ("d"): [cx, cy, rx, ry, rotation in degrees]. */
export function ellipsesPath(list: [number, number, number, number, number?][]): string {
  return list
    .map(([cx, cy, rx, ry, rot = 0]) => {
      const a = (rot * Math.PI) / 180;
      const dx = rx * Math.cos(a),
        dy = rx * Math.sin(a);
      const arc = (sx: number, sy: number) => `a${f1(rx)} ${f1(ry)} ${Math.round(rot)} 1 0 ${f1(sx)} ${f1(sy)}`;
      return `M${f1(cx - dx)} ${f1(cy - dy)}${arc(2 * dx, 2 * dy)}${arc(-2 * dx, -2 * dy)}`;
    })
    .join("");
}

const shortId = (n: number): string => "abcdefghijklmnopqrstuvwxyz"[n % 26] + (n >= 26 ? Math.floor(n / 26) : "");

type Stop = [offset: number, color: string, opacity?: number];

const stops = (list: Stop[]) => list.map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op })).join("");

/** A picture under construction: shared definitions (gradients, symbols, filters) and layers. */
export class Art {
  private defs = new Map<string, { id: string; markup: string }>();
  private parts: string[] = [];

  /** Registers a definition once under a descriptive key; returns its (short) element id. */
  def(key: string, markup: (id: string) => string): string {
    let entry = this.defs.get(key);
    if (!entry) {
      const id = shortId(this.defs.size);
      entry = { id, markup: "" };
      this.defs.set(key, entry);
      entry.markup = markup(id);
    }
    return entry.id;
  }
  radial(key: string, list: Stop[], o: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number } = {}): string {
    return `url(#${this.def(key, (id) => el("radialGradient", { id, ...o }, stops(list)))})`;
  }
  linear(key: string, list: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return `url(#${this.def(key, (id) => el("linearGradient", { id, x1, y1, x2, y2 }, stops(list)))})`;
  }
  /** A soft drop shadow filter; returns url(). */
  shadow(dy = 6, blur = 8, opacity = 0.28, color = "#6b3410"): string {
    const key = `shadow-${dy}-${blur}-${opacity}-${color}`;
    return `url(#${this.def(key, (id) =>
      el(
        "filter",
        { id, x: "-25%", y: "-25%", width: "150%", height: "150%" },
        el("feDropShadow", { dx: 0, dy, stdDeviation: blur, "flood-color": color, "flood-opacity": opacity }),
      ),
    )})`;
  }
  /** A clip path; returns url(). */
  clip(key: string, d: string): string {
    return `url(#${this.def(key, (id) => el("clipPath", { id }, path(d)))})`;
  }
  /** A group drawn at the origin, placed with use(); returns its id. */
  symbol(key: string, markup: () => string): string {
    return this.def(key, (id) => el("g", { id }, markup()));
  }
  add(...markup: string[]): this {
    this.parts.push(...markup);
    return this;
  }
  toSvg(width: number, height: number): string {
    const defs = this.defs.size ? `<defs>${[...this.defs.values()].map((d) => d.markup).join("")}</defs>` : "";
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${defs}${this.parts.join("")}</svg>\n`;
  }
}

/** The soft warm background of product cards. */
export function cardBackground(art: Art, w = 400, h = 400, tint: [string, string] = ["#FFF8EE", "#F8E2C6"]): void {
  const bg = art.radial(
    "bg",
    [
      [0, tint[0]],
      [1, tint[1]],
    ],
    { cx: 0.5, cy: 0.45, r: 0.75 },
  );
  art.add(rect(0, 0, w, h, { fill: bg }));
}

/** Points inside a circle, kept apart from each other (and from `taken`). */
export function scatter(
  rng: Rng,
  cx: number,
  cy: number,
  radius: number,
  count: number,
  minDist: number,
  taken: [number, number, number][] = [],
): [number, number][] {
  const out: [number, number][] = [];
  for (let tries = 0; out.length < count && tries < count * 300; tries++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * radius;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    const relax = tries > count * 150 ? 0.6 : 1;
    if (taken.every(([tx, ty, td]) => Math.hypot(tx - x, ty - y) >= Math.max(td, minDist) * relax)) {
      out.push([x, y]);
      taken.push([x, y, minDist]);
    }
  }
  return out;
}
