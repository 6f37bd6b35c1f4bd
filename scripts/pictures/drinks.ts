// Drinks: bottles and glasses seen from the side, cups from above.
import type { Look } from "./catalog";
import { type Art, type Rng, circle, ellipse, f, g, path, rect, use } from "./svg";
import { topping } from "./toppings";

type DrinkLook = Extract<Look, { kind: "drink" }>;

/** A soft oval shadow on the table under something standing at (cx, y). */
export function floorShadow(art: Art, cx: number, y: number, rx: number): string {
  const fill = art.radial("g-floor", [
    [0, "#7A3E12", 0.32],
    [1, "#7A3E12", 0],
  ]);
  return ellipse(cx, y, rx, rx * 0.16, { fill });
}

/** A decorative disc behind the product, in its colour. */
const halo = (color: string, cx = 200, cy = 200, r = 150) => circle(cx, cy, r, { fill: color, opacity: 0.14 });

export function drink(art: Art, rng: Rng, look: DrinkLook): string {
  switch (look.style) {
    case "soda": {
      const big = look.big ?? false;
      const { color, label } = look;
      if (!color || !label) throw new Error("A soda's look needs its color and label (see catalog.ts)");
      if (!big) return halo(label[0]) + bottle(art, rng, 200, 362, 1, color, label, true);
      return halo(label[0]) + bottle(art, rng, 165, 365, 1.12, color, label, true) + glass(art, rng, 292, 365, 0.8, color, { ice: true });
    }
    case "water":
      return halo("#3C9AD6") + bottle(art, rng, 200, 362, 1, "#DDF1FB", ["#2B7BC4", "#FFFFFF"], false, "#2B7BC4");
    case "lemonade":
      return halo("#9CCB3B") + glass(art, rng, 200, 365, 1.25, "#E9EE8E", { ice: true, lemon: true, mint: true, straw: "#E8463A" });
    case "juice":
      return halo("#F7931E") + jug(art, 175, 360, "#FFA726") + orangeHalf(art, 300, 318, 42) + orangeHalf(art, 318, 352, 30);
    case "ayran":
      return halo("#5BA8C9") + glass(art, rng, 200, 365, 1.15, "#FBF9F1", { foam: true, mint: true });
    case "latte":
      return latte(art);
    case "tea":
      return tea(art);
  }
}

/** A plastic bottle standing on (cx, bottom), about 300 px tall at scale 1. */
function bottle(
  art: Art,
  rng: Rng,
  cx: number,
  bottom: number,
  s: number,
  liquid: string,
  label: [string, string],
  fizzy: boolean,
  cap = label[0],
): string {
  const w = 56 * s,
    top = bottom - 300 * s;
  const X = (dx: number) => f(cx + dx * s),
    Y = (dy: number) => f(top + dy * s);
  const body =
    `M${X(-19)} ${Y(22)}L${X(-19)} ${Y(40)}C${X(-22)} ${Y(70)} ${X(-56)} ${Y(80)} ${X(-56)} ${Y(120)}` +
    `L${X(-56)} ${Y(280)}C${X(-56)} ${Y(296)} ${X(-46)} ${Y(300)} ${X(-30)} ${Y(300)}L${X(30)} ${Y(300)}` +
    `C${X(46)} ${Y(300)} ${X(56)} ${Y(296)} ${X(56)} ${Y(280)}L${X(56)} ${Y(120)}C${X(56)} ${Y(80)} ${X(22)} ${Y(70)} ${X(19)} ${Y(40)}L${X(19)} ${Y(22)}Z`;
  const clip = art.clip(`clip-bottle-${Math.round(cx)}`, body);
  const liquidFill = art.linear(
    `g-liq-${liquid.slice(1)}`,
    [
      [0, shade(liquid, -0.25)],
      [0.45, shade(liquid, 0.12)],
      [1, shade(liquid, -0.3)],
    ],
    0,
    0,
    1,
    0,
  );
  const capFill = art.linear(
    `g-cap-${cap.slice(1)}`,
    [
      [0, shade(cap, 0.25)],
      [1, shade(cap, -0.25)],
    ],
    0,
    0,
    1,
    0,
  );
  const level = top + 62 * s;
  const parts = [
    floorShadow(art, cx, bottom + 2, w * 1.3),
    g(
      { "clip-path": clip },
      rect(cx - w, top, w * 2, 310 * s, { fill: liquidFill }),
      rect(cx - w, top, w * 2, level - top, { fill: "#F4F8FA", opacity: 0.85 }),
      rect(cx - w, top + 150 * s, w * 2, 85 * s, { fill: label[0] }),
      path(
        `M${X(-60)} ${Y(205)}C${X(-25)} ${Y(175)} ${X(20)} ${Y(225)} ${X(60)} ${Y(185)}L${X(60)} ${Y(198)}C${X(20)} ${Y(238)} ${X(-25)} ${Y(190)} ${X(-60)} ${Y(218)}Z`,
        { fill: label[1], opacity: 0.95 },
      ),
      rect(cx - w, top + 150 * s, w * 2, 4 * s, { fill: "#000", opacity: 0.12 }),
      rect(cx - 40 * s, top + 60 * s, 12 * s, 230 * s, { rx: 6 * s, fill: "#fff", opacity: 0.35 }),
      rect(cx + 32 * s, top + 95 * s, 6 * s, 180 * s, { rx: 3 * s, fill: "#fff", opacity: 0.18 }),
    ),
    path(body, { fill: "none", stroke: shade(liquid, -0.45), "stroke-opacity": 0.25, "stroke-width": 1.5 }),
    rect(cx - 23 * s, top, 46 * s, 26 * s, { rx: 4 * s, fill: capFill }),
    rect(cx - 25 * s, top + 22 * s, 50 * s, 6 * s, { rx: 2 * s, fill: shade(cap, -0.2) }),
    path([-14, -7, 0, 7, 14].map((dx) => `M${X(dx)} ${Y(4)}V${Y(19)}`).join(""), { stroke: "#000", opacity: 0.12, "stroke-width": 2 * s }),
  ];
  if (fizzy) {
    let d = "";
    for (let i = 0; i < 14; i++) {
      const x = cx + rng.range(-44, 44) * s,
        y = top + rng.range(95, 285) * s;
      if (y > top + 145 * s && y < top + 240 * s) continue;
      const r = rng.range(1.5, 3.5) * s;
      d += `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
    }
    parts.push(path(d, { fill: "none", stroke: "#fff", "stroke-width": 1.2, opacity: 0.45 }));
  }
  return g({}, ...parts);
}

interface GlassOptions {
  ice?: boolean;
  lemon?: boolean;
  mint?: boolean;
  straw?: string;
  foam?: boolean;
}

/** A tumbler standing on (cx, bottom), 190 px tall at scale 1. */
export function glass(art: Art, rng: Rng, cx: number, bottom: number, s: number, liquid: string, o: GlassOptions = {}): string {
  const top = bottom - 190 * s,
    X = (dx: number) => f(cx + dx * s),
    Y = (dy: number) => f(top + dy * s);
  const shape = `M${X(-62)} ${Y(0)}L${X(62)} ${Y(0)}L${X(52)} ${Y(182)}Q${X(51)} ${Y(190)} ${X(43)} ${Y(190)}L${X(-43)} ${Y(190)}Q${X(-51)} ${Y(190)} ${X(-52)} ${Y(182)}Z`;
  const liquidShape = `M${X(-59)} ${Y(28)}L${X(59)} ${Y(28)}L${X(50)} ${Y(172)}Q${X(49)} ${Y(178)} ${X(42)} ${Y(178)}L${X(-42)} ${Y(178)}Q${X(-49)} ${Y(178)} ${X(-50)} ${Y(172)}Z`;
  const fill = art.linear(
    `g-gl-${liquid.slice(1)}`,
    [
      [0, shade(liquid, -0.18)],
      [0.5, shade(liquid, 0.1)],
      [1, shade(liquid, -0.22)],
    ],
    0,
    0,
    1,
    0,
  );
  const parts = [floorShadow(art, cx, bottom + 2, 70 * s)];
  if (o.straw)
    parts.push(
      path(`M${X(10)} ${Y(150)}L${X(38)} ${Y(-40)}L${X(60)} ${Y(-52)}`, {
        fill: "none",
        stroke: o.straw,
        "stroke-width": 9 * s,
        "stroke-linejoin": "round",
        "stroke-linecap": "round",
      }) +
        path(`M${X(10)} ${Y(150)}L${X(38)} ${Y(-40)}L${X(60)} ${Y(-52)}`, {
          fill: "none",
          stroke: "#fff",
          "stroke-width": 9 * s,
          "stroke-dasharray": `${f(8 * s)} ${f(8 * s)}`,
          "stroke-linejoin": "round",
          opacity: 0.9,
        }),
    );
  parts.push(path(shape, { fill: "#EEF6F8", "fill-opacity": 0.55, stroke: "#B9CCD3", "stroke-width": 2 }));
  parts.push(path(liquidShape, { fill }));
  if (o.foam) parts.push(ellipse(cx, top + 30 * s, 58 * s, 7 * s, { fill: "#FFFFFF" }));
  if (o.ice) {
    const cube = art.symbol("t-ice", () =>
      rect(-17, -17, 34, 34, { rx: 7, fill: "#fff", "fill-opacity": 0.38, stroke: "#fff", "stroke-opacity": 0.7, "stroke-width": 1.5 }),
    );
    for (const [dx, dy, rot] of [
      [-28, 40, 12],
      [18, 48, -10],
      [-6, 86, 25],
      [26, 110, -4],
      [-30, 128, 8],
    ])
      parts.push(use(cube, cx + dx * s, top + dy * s, rot, s));
  }
  let bubbles = "";
  for (let i = 0; i < (s < 0.8 ? 0 : 9); i++) {
    const x = cx + rng.range(-40, 40) * s,
      y = top + rng.range(50, 170) * s,
      r = rng.range(1.5, 3) * s;
    bubbles += `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
  }
  if (bubbles) parts.push(path(bubbles, { fill: "#fff", opacity: 0.5 }));
  parts.push(
    path(`M${X(-50)} ${Y(12)}L${X(-42)} ${Y(170)}`, { stroke: "#fff", "stroke-width": 7 * s, "stroke-linecap": "round", opacity: 0.45 }),
  );
  if (o.lemon) parts.push(lemonWheel(cx + 52 * s, top + 4 * s, 34 * s));
  if (o.mint) {
    const leaf = topping(art, "basil");
    parts.push(
      g(
        { filter: art.shadow(2, 2, 0.25) },
        use(leaf, cx - 22 * s, top + 14 * s, -50, 1.1 * s),
        use(leaf, cx - 6 * s, top + 6 * s, 20, 1.2 * s),
        use(leaf, cx - 36 * s, top + 2 * s, -95, 0.9 * s),
      ),
    );
  }
  return g({}, ...parts);
}

export function lemonWheel(cx: number, cy: number, r: number): string {
  let seg = "";
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    seg += `M${f(cx)} ${f(cy)}L${f(cx + Math.cos(a) * r * 0.78)} ${f(cy + Math.sin(a) * r * 0.78)}`;
  }
  return (
    circle(cx, cy, r, { fill: "#F2C81B" }) +
    circle(cx, cy, r * 0.86, { fill: "#FFF3A6" }) +
    circle(cx, cy, r * 0.78, { fill: "#FBE36A" }) +
    path(seg, { stroke: "#FFF8CF", "stroke-width": r * 0.07 })
  );
}

function orangeHalf(art: Art, cx: number, cy: number, r: number): string {
  let seg = "";
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    seg += `M${f(cx)} ${f(cy)}L${f(cx + Math.cos(a) * r * 0.8)} ${f(cy + Math.sin(a) * r * 0.8)}`;
  }
  const pulp = art.radial("g-orange", [
    [0, "#FFC766"],
    [1, "#FB8C1C"],
  ]);
  return g(
    { filter: art.shadow(4, 4, 0.25) },
    circle(cx, cy, r, { fill: "#F57C00" }),
    circle(cx, cy, r * 0.9, { fill: "#FFE3B0" }),
    circle(cx, cy, r * 0.82, { fill: pulp }),
    path(seg, { stroke: "#FFE7BF", "stroke-width": r * 0.05 }),
    circle(cx, cy, r * 0.08, { fill: "#FFF1D6" }),
  );
}

/** A glass jug with a handle, bottom centre at (cx, bottom). */
function jug(art: Art, cx: number, bottom: number, liquid: string): string {
  const top = bottom - 250;
  const X = (dx: number) => f(cx + dx),
    Y = (dy: number) => f(top + dy);
  const body = `M${X(-62)} ${Y(20)}L${X(-80)} ${Y(0)}L${X(55)} ${Y(0)}L${X(60)} ${Y(40)}C${X(80)} ${Y(120)} ${X(78)} ${Y(200)} ${X(62)} ${Y(240)}Q${X(58)} ${Y(250)} ${X(48)} ${Y(250)}L${X(-48)} ${Y(250)}Q${X(-58)} ${Y(250)} ${X(-62)} ${Y(240)}C${X(-78)} ${Y(200)} ${X(-80)} ${Y(120)} ${X(-62)} ${Y(20)}Z`;
  const clip = art.clip("clip-jug", body);
  const fill = art.linear(
    "g-jug",
    [
      [0, shade(liquid, -0.15)],
      [0.45, shade(liquid, 0.15)],
      [1, shade(liquid, -0.25)],
    ],
    0,
    0,
    1,
    0,
  );
  return g(
    {},
    floorShadow(art, cx, bottom + 2, 95),
    path(`M${X(62)} ${Y(55)}C${X(125)} ${Y(45)} ${X(125)} ${Y(175)} ${X(66)} ${Y(180)}`, {
      fill: "none",
      stroke: "#CFE0E6",
      "stroke-width": 14,
      "stroke-linecap": "round",
    }),
    path(body, { fill: "#EEF6F8", "fill-opacity": 0.6, stroke: "#B9CCD3", "stroke-width": 2 }),
    g({ "clip-path": clip }, rect(cx - 90, top + 45, 180, 210, { fill }), ellipse(cx, top + 45, 80, 6, { fill: shade(liquid, 0.25) })),
    path(`M${X(-52)} ${Y(50)}C${X(-64)} ${Y(110)} ${X(-64)} ${Y(180)} ${X(-50)} ${Y(230)}`, {
      fill: "none",
      stroke: "#fff",
      "stroke-width": 9,
      "stroke-linecap": "round",
      opacity: 0.45,
    }),
  );
}

function latte(art: Art): string {
  const coffee = art.radial("g-coffee", [
    [0, "#C99566"],
    [0.8, "#A8703F"],
    [1, "#7B4A22"],
  ]);
  const cup = art.radial("g-cup", [
    [0.75, "#FFFFFF"],
    [1, "#E7E1D8"],
  ]);
  return g(
    {},
    halo("#8B5A2B", 200, 200, 160),
    circle(200, 205, 150, { fill: "#FBF8F3", filter: art.shadow(6, 10, 0.25) }),
    circle(200, 205, 118, { fill: "#F1ECE4" }),
    rect(290, 180, 80, 42, { rx: 21, fill: "#FFFFFF", filter: art.shadow(3, 4, 0.2), transform: "rotate(20 290 200)" }),
    circle(200, 200, 104, { fill: cup, filter: art.shadow(4, 6, 0.25) }),
    circle(200, 200, 88, { fill: coffee }),
    // A latte-art heart with a swirl.
    path("M200 258C150 230 132 196 148 172C162 152 188 156 200 178C212 156 238 152 252 172C268 196 250 230 200 258Z", {
      fill: "#FFF6EA",
      opacity: 0.95,
    }),
    path("M200 242C188 222 186 204 200 194C214 204 212 222 200 242ZM170 190Q185 200 200 228Q215 200 230 190", {
      fill: "none",
      stroke: "#B98050",
      "stroke-width": 3,
      "stroke-linecap": "round",
      opacity: 0.6,
    }),
    path("M122 318L172 292", { stroke: "#C9C3BA", "stroke-width": 9, "stroke-linecap": "round" }),
    ellipse(110, 324, 18, 11, { fill: "#D6D0C7", transform: "rotate(-28 110 324)" }),
    ellipse(292, 322, 9, 6, { fill: "#5B3415", transform: "rotate(30 292 322)" }),
    ellipse(312, 306, 9, 6, { fill: "#5B3415", transform: "rotate(-20 312 306)" }),
  );
}

/** A piala of golden green tea with the blue cotton pattern of Uzbek china. */
function tea(art: Art): string {
  const teaFill = art.radial("g-tea", [
    [0, "#E9C979"],
    [0.85, "#C9992F"],
    [1, "#9E7420"],
  ]);
  let pattern = "";
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const x = 200 + Math.cos(a) * 122,
      y = 205 + Math.sin(a) * 122;
    pattern += path("M0-9C7-5 7 5 0 9C-7 5-7-5 0-9Z", {
      fill: "#1F5FAE",
      transform: `translate(${f(x)} ${f(y)}) rotate(${Math.round((a * 180) / Math.PI)})`,
    });
  }
  return g(
    {},
    halo("#1F5FAE", 200, 200, 165),
    circle(200, 205, 140, { fill: "#FFFFFF", filter: art.shadow(6, 10, 0.25) }),
    circle(200, 205, 140, { fill: "none", stroke: "#1F5FAE", "stroke-width": 6 }),
    pattern,
    circle(200, 205, 108, { fill: "#F3F1EC" }),
    circle(200, 207, 98, { fill: teaFill }),
    ellipse(170, 180, 40, 14, { fill: "#fff", opacity: 0.25, transform: "rotate(-30 170 180)" }),
    lemonWheel(228, 226, 30),
    g(
      { fill: "#FFFFFF", stroke: "#E4DCC8", "stroke-width": 1.5 },
      rect(316, 318, 24, 24, { rx: 4, transform: "rotate(12 328 330)" }),
      rect(344, 300, 20, 20, { rx: 4, transform: "rotate(-18 354 310)" }),
    ),
  );
}

/** Lightens (amount > 0) or darkens a #RRGGBB colour. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)));
  return `#${ch
    .map((c) => c.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase()}`;
}
