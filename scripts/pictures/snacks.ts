// Snacks: fries, wedges, wings, nuggets, cheese sticks, garlic bread, onion rings and the kids' box.
// Each takes a centre and a scale so combos can reuse them.
import { type Art, Rng, blob, circle, ellipse, ellipsesPath, f, g, path, rect, scatter, use } from "./svg";
import { herbSpecks, topping } from "./toppings";
import { floorShadow } from "./drinks";

/** A red carton of fries, standing (side view); (cx, bottom) is the carton's base. */
export function friesCarton(art: Art, rng: Rng, cx: number, bottom: number, s: number): string {
  const X = (dx: number) => f(cx + dx * s),
    Y = (dy: number) => f(bottom - dy * s);
  const fry = art.linear(
    "g-fry",
    [
      [0, "#F9D567"],
      [0.5, "#F6C443"],
      [1, "#E3A526"],
    ],
    0,
    0,
    1,
    0,
  );
  const fryId = art.symbol("t-fry", () => rect(-8, -160, 16, 160, { rx: 3, fill: fry, stroke: "#D99A2B", "stroke-width": 1 }));
  const fries: string[] = [];
  const n = s < 0.8 ? 10 : 15;
  for (let i = 0; i < n; i++) {
    const x = -70 + (140 * i) / (n - 1) + rng.range(-6, 6);
    const h = rng.range(140, 205);
    const rot = (x / 70) * 14 + rng.range(-5, 5);
    fries.push(use(fryId, cx + x * s, bottom - 40 * s, rot, s, (s * (h - 40)) / 160));
  }
  const carton = art.linear(
    "g-carton",
    [
      [0, "#C92E1C"],
      [0.5, "#E6412C"],
      [1, "#B8281A"],
    ],
    0,
    0,
    1,
    0,
  );
  const front = `M${X(-92)} ${Y(150)}Q${X(0)} ${Y(120)} ${X(92)} ${Y(150)}L${X(68)} ${Y(0)}L${X(-68)} ${Y(0)}Z`;
  return g(
    {},
    floorShadow(art, cx, bottom + 2, 85 * s),
    ...fries,
    path(front, { fill: carton }),
    path(`M${X(-84)} ${Y(112)}Q${X(0)} ${Y(86)} ${X(84)} ${Y(112)}L${X(81)} ${Y(96)}Q${X(0)} ${Y(70)} ${X(-81)} ${Y(96)}Z`, {
      fill: "#FFC83D",
    }),
    circle(cx, bottom - 48 * s, 20 * s, { fill: "#FFC83D" }),
    circle(cx, bottom - 48 * s, 12 * s, { fill: "#E6412C" }),
    path(`M${X(-76)} ${Y(140)}L${X(-60)} ${Y(8)}`, { stroke: "#fff", "stroke-width": 6 * s, opacity: 0.25, "stroke-linecap": "round" }),
  );
}

/** Glazed BBQ wings in a pile around (cx, cy). */
export function wings(art: Art, rng: Rng, cx: number, cy: number, s: number, count = 6): string {
  const glaze = art.radial(
    "g-wing",
    [
      [0, "#E0813C"],
      [0.6, "#BF5220"],
      [1, "#8A3110"],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  const seeds = [
    [-18, 4],
    [-4, -4],
    [8, 6],
    [-10, 10],
    [14, -2],
  ].map(([sx, sy]) => [sx, sy, 2.2, 1.2, sx * 7] as [number, number, number, number, number]);
  const shapes = {
    drum: "M-34 0C-34-20-10-24 4-14L22-8C30-12 38-8 36 0C38 8 30 12 22 8L4 14C-10 24-34 20-34 0Z",
    flat: "M-30-14C-14-26 14-26 30-12C36-2 32 14 18 18C4 22-18 22-30 14C-38 6-38-6-30-14Z",
  };
  const ids = Object.entries(shapes).map(([name, shape]) =>
    art.symbol(
      `t-wing-${name}`,
      () =>
        path(shape, { fill: glaze, stroke: "#7A2A0D", "stroke-width": 1.5 }) +
        ellipse(-12, -8, 12, 4, { fill: "#FFE0B8", opacity: 0.4, transform: "rotate(-10)" }) +
        path(ellipsesPath(seeds), { fill: "#FFF4DC" }),
    ),
  );
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + rng.range(-0.2, 0.2);
    const d = i === count - 1 && count > 5 ? 0 : 58 * s;
    out.push(use(ids[i % 2], cx + Math.cos(a) * d, cy + Math.sin(a) * d, (a * 180) / Math.PI + rng.range(-30, 30), s));
  }
  return g({ filter: art.shadow(3, 3, 0.3) }, ...out);
}

/** Breaded nuggets scattered around (cx, cy). */
export function nuggets(art: Art, rng: Rng, cx: number, cy: number, s: number, count = 9, spread = 70): string {
  const fill = art.radial(
    "g-nug",
    [
      [0, "#F8CF7A"],
      [0.7, "#E7A546"],
      [1, "#C77F2A"],
    ],
    { fx: 0.4, fy: 0.35 },
  );
  const ids = Array.from({ length: count > 5 ? 3 : 1 }, (_, v) =>
    art.symbol(`t-nugget-${v}`, () => {
      const shapeRng = new Rng(`nugget-${v}`);
      let crumbs = "";
      for (let k = 0; k < 6; k++) crumbs += `M${f(shapeRng.range(-16, 16))} ${f(shapeRng.range(-10, 10))}h2`;
      return (
        path(blob(shapeRng, 0, 0, 24, 0.18, 7, 18), { fill }) +
        path(crumbs, { stroke: "#B06A1E", "stroke-width": 2.2, "stroke-linecap": "round", opacity: 0.55 })
      );
    }),
  );
  const out: string[] = [];
  scatter(rng, cx, cy, spread * s, count, 36 * s).forEach(([x, y], i) => {
    out.push(use(ids[i % ids.length], x, y, rng.range(-40, 40), s));
  });
  return g({ filter: art.shadow(3, 3, 0.3) }, ...out);
}

/** Breaded mozzarella sticks, one broken to show the cheese. */
export function cheeseSticks(art: Art, rng: Rng, cx: number, cy: number, s: number, count = 6): string {
  const fill = art.linear(
    "g-stick",
    [
      [0, "#F4C467"],
      [0.5, "#E9A645"],
      [1, "#CF862D"],
    ],
    0,
    0,
    0,
    1,
  );
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = (i - (count - 1) / 2) * 30;
    const rot = rng.range(-14, 14) - 25;
    const broken = i === 2;
    let crumbs = "";
    for (let k = 0; k < 8; k++) crumbs += `M${f(rng.range(-48, 48))} ${f(rng.range(-8, 8))}h2`;
    out.push(
      g(
        { transform: `translate(${f(cx + rng.range(-10, 10) * s)} ${f(cy + y * s)}) rotate(${Math.round(rot)}) scale(${f(s)})` },
        broken
          ? rect(-60, -13, 50, 26, { rx: 12, fill }) +
              rect(12, -13, 50, 26, { rx: 12, fill }) +
              path("M-14-6C-2-10 4 0 16-6L16 6C4 12-2 2-14 6Z", { fill: "#FFF8E0" }) +
              ellipse(-12, 0, 4, 10, { fill: "#FFF8E0" }) +
              ellipse(14, 0, 4, 10, { fill: "#FFF8E0" })
          : rect(-60, -13, 120, 26, { rx: 13, fill }),
        path(crumbs, { stroke: "#B06A1E", "stroke-width": 2.2, "stroke-linecap": "round", opacity: 0.5 }),
      ),
    );
  }
  return g({ filter: art.shadow(3, 3, 0.3) }, ...out);
}

/** Skin-on potato wedges with herbs, piled. */
export function potatoWedges(art: Art, rng: Rng, cx: number, cy: number, s: number, count = 9): string {
  const fill = art.linear(
    "g-wedge",
    [
      [0, "#FCE08E"],
      [1, "#EDA83E"],
    ],
    0,
    0,
    0,
    1,
  );
  const out: string[] = [];
  const spots = scatter(rng, cx, cy, 80 * s, count, 34 * s);
  for (const [x, y] of spots) {
    const rot = Math.round(rng.range(0, 360));
    out.push(
      g(
        { transform: `translate(${f(x)} ${f(y)}) rotate(${rot}) scale(${f(s)})` },
        path("M-48 8C-36-24 36-24 48 8C24 16-24 16-48 8Z", { fill: "#9C5A24" }),
        path("M-44 9C-32-15 32-15 44 9C22 13-22 13-44 9Z", { fill }),
        path("M-30-2C-14-8 14-8 30-2", { fill: "none", stroke: "#FFF3CC", "stroke-width": 3, "stroke-linecap": "round", opacity: 0.6 }),
      ),
    );
  }
  const herbs = herbSpecks(art, "#3F6E22");
  for (let i = 0; i < 16; i++) out.push(use(herbs, cx + rng.range(-95, 95) * s, cy + rng.range(-95, 95) * s, rng.range(0, 360), 1.3 * s));
  return g({ filter: art.shadow(3, 3, 0.3) }, ...out);
}

/** Slices of garlic bread with melted cheese and herbs, in a row. */
export function garlicBread(art: Art, rng: Rng, cx: number, cy: number, s: number, count = 5): string {
  const crust = art.radial("g-bread", [
    [0.7, "#F4C77C"],
    [1, "#C9823A"],
  ]);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = cx + (i - (count - 1) / 2) * 52 * s,
      y = cy + (i % 2 ? 12 : -12) * s;
    out.push(
      g(
        { transform: `translate(${f(x)} ${f(y)}) rotate(${Math.round(rng.range(-12, 12) + 8)}) scale(${f(s)})` },
        ellipse(0, 0, 40, 70, { fill: "#B06A28" }),
        ellipse(0, 0, 36, 66, { fill: crust }),
        path(blob(rng, 0, 0, 28, 0.2, 8, 52), { fill: "#FFE7A0", opacity: 0.9 }),
        ...[0, 1, 2, 3, 4, 5].map(() =>
          ellipse(rng.range(-18, 18), rng.range(-44, 44), 3, 2, { fill: "#4F8A2B", transform: `rotate(${Math.round(rng.range(0, 180))})` }),
        ),
      ),
    );
  }
  return g({ filter: art.shadow(4, 4, 0.3) }, ...out);
}

/** Battered onion rings. */
export function onionRings(art: Art, rng: Rng, cx: number, cy: number, s: number): string {
  const out: string[] = [];
  const spots: [number, number, number][] = [
    [0, 0, 46],
    [-78, -40, 40],
    [78, -44, 42],
    [-70, 58, 42],
    [74, 56, 40],
    [4, -92, 36],
    [6, 94, 36],
  ];
  for (const [dx, dy, r] of spots) {
    const x = cx + dx * s,
      y = cy + dy * s,
      rr = r * s;
    out.push(
      circle(x, y, rr, { fill: "none", stroke: "#C8802E", "stroke-width": 21 * s }),
      circle(x, y, rr, { fill: "none", stroke: "#EDB557", "stroke-width": 17 * s }),
      circle(x, y, rr, {
        fill: "none",
        stroke: "#C27A2A",
        "stroke-width": 5 * s,
        "stroke-dasharray": `${f(2 * s)} ${f(rng.range(6, 9) * s)}`,
        "stroke-linecap": "round",
        opacity: 0.6,
      }),
      circle(x - rr * 0.2, y - rr * 0.25, rr, {
        fill: "none",
        stroke: "#FFF0C8",
        "stroke-width": 3 * s,
        "stroke-dasharray": `${f(rr * 1.2)} ${f(rr * 6)}`,
        opacity: 0.6,
      }),
    );
  }
  return g({ filter: art.shadow(3, 3, 0.3) }, ...out);
}

/** The kids' box: a bright carton with fries and nuggets, and a juice box beside it. */
export function kidsBox(art: Art, rng: Rng): string {
  const box = art.linear(
    "g-kbox",
    [
      [0, "#FFD24D"],
      [1, "#F5B51E"],
    ],
    0,
    0,
    1,
    0,
  );
  const friesG = art.linear(
    "g-fry",
    [
      [0, "#F9D567"],
      [0.5, "#F6C443"],
      [1, "#E3A526"],
    ],
    0,
    0,
    1,
    0,
  );
  const fries: string[] = [];
  for (let i = 0; i < 7; i++)
    fries.push(
      rect(120 + i * 13, 150 + rng.range(-15, 15), 14, 90, {
        rx: 3,
        fill: friesG,
        stroke: "#D99A2B",
        transform: `rotate(${Math.round(rng.range(-12, 8))} ${127 + i * 13} 240)`,
      }),
    );
  let dots = "";
  for (const [x, y, c] of [
    [150, 270, "#E6412C"],
    [205, 300, "#2E8BD8"],
    [262, 262, "#4CAF50"],
    [180, 330, "#4CAF50"],
    [250, 330, "#E6412C"],
  ] as const)
    dots += path(`M0-12L3.5-3.7L12.5-3.7L5.3 1.6L8 10L0 5L-8 10L-5.3 1.6L-12.5-3.7L-3.5-3.7Z`, {
      fill: c,
      transform: `translate(${x} ${y})`,
    });
  return g(
    {},
    circle(200, 210, 150, { fill: "#F5B51E", opacity: 0.14 }),
    floorShadow(art, 200, 352, 120),
    path("M140 205C140 150 260 150 260 205", { fill: "none", stroke: "#E6412C", "stroke-width": 12, "stroke-linecap": "round" }),
    ...fries,
    nuggets(art, rng, 238, 208, 0.8, 4, 22),
    path("M105 215L295 215L280 350L120 350Z", { fill: box }),
    rect(100, 205, 200, 20, { rx: 6, fill: "#FFDD70" }),
    dots,
    // Juice box with an apple on it.
    rect(292, 255, 70, 98, { rx: 6, fill: "#5DB84A", filter: art.shadow(3, 4, 0.25) }),
    rect(292, 255, 70, 16, { rx: 4, fill: "#4A9A3A" }),
    circle(327, 310, 18, { fill: "#E53935" }),
    path("M327 292Q330 284 337 283", { fill: "none", stroke: "#5D4037", "stroke-width": 3 }),
    ellipse(336, 290, 6, 3, { fill: "#8BC34A" }),
    path("M340 256L350 210L362 204", {
      fill: "none",
      stroke: "#FFFFFF",
      "stroke-width": 6,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
  );
}

/** Small helper for sauces and salads: a sprinkle of a topping. */
export function sprinkle(art: Art, rng: Rng, kind: Parameters<typeof topping>[1], points: [number, number][], scale = 1): string {
  const id = topping(art, kind);
  return points.map(([x, y]) => use(id, x, y, rng.range(0, 360), scale)).join("");
}
