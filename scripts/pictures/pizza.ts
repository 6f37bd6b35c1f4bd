// A pizza seen from above: crust, sauce, melted cheese, toppings and slice cuts.
import { type Art, type Rng, blob, circle, ellipsesPath, f, g, path, scatter, smoothOpen, use } from "./svg";
import { TOPPING_SIZE, herbSpecks, topping, type Topping } from "./toppings";

export type Sauce = "tomato" | "cream" | "bbq" | "pesto";

export interface PizzaSpec {
  sauce: Sauce;
  toppings: [Topping, number][];
  /** "four": patches of four cheeses instead of one even layer. */
  cheese?: "classic" | "four";
  drizzle?: "ranch" | "bbq" | "pesto";
  herbs?: number;
  chilli?: number;
  /** A smiley face for the kids' pizza. */
  face?: boolean;
}

const SAUCE: Record<Sauce, [string, string]> = {
  tomato: ["#E2492E", "#B93220"],
  cream: ["#F7EBD0", "#E8D3A8"],
  bbq: ["#9A3A1E", "#6E2812"],
  pesto: ["#7DA23A", "#557A22"],
};

const DRIZZLE = { ranch: "#FFFBEF", bbq: "#5E2210", pesto: "#4E8A2A" };

/** Draws a pizza of radius r centred at (cx, cy); returns the markup. */
export function pizza(art: Art, rng: Rng, cx: number, cy: number, r: number, spec: PizzaSpec): string {
  const s = r / 165;
  const lite = r < 125;
  const out: string[] = [];
  const crust = art.radial("g-crust", [
    [0.8, "#F7D08C"],
    [0.9, "#EBAE62"],
    [0.97, "#D48A3F"],
    [1, "#BE7433"],
  ]);
  out.push(circle(cx, cy, r, { fill: crust, filter: lite ? art.shadow(3, 3, 0.3) : art.shadow(7, 9, 0.3) }));
  // Golden-brown spots baked on the rim.
  const rim: [number, number, number, number, number][] = [];
  for (let i = 0; i < (lite ? 6 : 14); i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = r * rng.range(0.9, 0.96);
    rim.push([cx + Math.cos(a) * d, cy + Math.sin(a) * d, r * rng.range(0.02, 0.045), r * 0.018, (a * 180) / Math.PI + 90]);
  }
  out.push(path(ellipsesPath(rim), { fill: "#A85F24", opacity: 0.35 }));
  const [sauceA, sauceB] = SAUCE[spec.sauce];
  out.push(
    circle(cx, cy, r * 0.86, {
      fill: art.radial(`g-sauce-${spec.sauce}`, [
        [0.7, sauceA],
        [1, sauceB],
      ]),
    }),
  );
  // Melted cheese: an uneven sheet that lets a thin ring of sauce show at the edge.
  const cheese = art.radial("g-cheese", [
    [0, "#FFF1C2"],
    [0.6, "#FFE28E"],
    [0.9, "#F9CD5E"],
    [1, "#EDB044"],
  ]);
  out.push(path(blob(rng, cx, cy, r * 0.815, 0.035, lite ? 10 : 22), { fill: cheese }));
  if (spec.cheese === "four") {
    for (const [color, n, size] of [
      ["#F4A941", 6, 0.12],
      ["#FFFBEA", 5, 0.1],
    ] as const)
      for (const [x, y] of scatter(rng, cx, cy, r * 0.62, n, r * 0.2))
        out.push(path(blob(rng, x, y, r * size, 0.25, 6), { fill: color, opacity: 0.55 }));
  }
  // Browned blisters and glossy highlights on the cheese.
  const blisters = scatter(rng, cx, cy, r * 0.74, (spec.cheese === "four" ? 22 : 12) / (lite ? 3 : 1), r * 0.1).map(
    ([x, y]): [number, number, number, number] => [x, y, r * rng.range(0.025, 0.05), r * rng.range(0.018, 0.03)],
  );
  out.push(path(ellipsesPath(blisters), { fill: "#E39A36", opacity: 0.4 }));
  const shine = scatter(rng, cx, cy, r * 0.7, lite ? 2 : 7, r * 0.14).map(([x, y]): [number, number, number, number, number] => [
    x,
    y,
    r * 0.05,
    r * 0.018,
    -30,
  ]);
  out.push(path(ellipsesPath(shine), { fill: "#FFFBEA", opacity: 0.7 }));

  const taken: [number, number, number][] = [];
  const items: string[] = [];
  if (spec.face) items.push(face(art, cx, cy, r, taken));
  const k = s * (lite ? 1.6 : 1.35);
  for (const [kind, count] of spec.toppings) {
    const size = TOPPING_SIZE[kind] * k;
    const id = topping(art, kind);
    for (const [x, y] of scatter(rng, cx, cy, r * 0.68, lite ? Math.ceil(count * 0.6) : count, size * 0.85, taken))
      items.push(use(id, x, y, rng.range(0, 360), k * rng.range(0.9, 1.1)));
  }
  out.push(lite ? items.join("") : g({ filter: art.shadow(1.5, 1.2, 0.35, "#5a2a0a") }, ...items));
  if (spec.drizzle) out.push(drizzle(rng, cx, cy, r, DRIZZLE[spec.drizzle], s, lite ? 4 : 6));
  if (spec.herbs) {
    const id = herbSpecks(art);
    for (let i = 0; i < (lite ? 0 : spec.herbs); i++) {
      const a = rng.range(0, Math.PI * 2),
        d = Math.sqrt(rng.next()) * r * 0.75;
      out.push(use(id, cx + Math.cos(a) * d, cy + Math.sin(a) * d, rng.range(0, 360), s * 1.2));
    }
  }
  if (spec.chilli) {
    const id = herbSpecks(art, "#C4241A");
    for (let i = 0; i < (lite ? spec.chilli / 3 : spec.chilli); i++) {
      const a = rng.range(0, Math.PI * 2),
        d = Math.sqrt(rng.next()) * r * 0.75;
      out.push(use(id, cx + Math.cos(a) * d, cy + Math.sin(a) * d, rng.range(0, 360), s));
    }
  }
  // Slice cuts.
  const start = rng.range(0, Math.PI / 4);
  let cuts = "";
  for (let i = 0; i < 4; i++) {
    const a = start + (i * Math.PI) / 4;
    const dx = Math.cos(a) * r * 0.97,
      dy = Math.sin(a) * r * 0.97;
    cuts += `M${f(cx - dx)} ${f(cy - dy)}L${f(cx + dx)} ${f(cy + dy)}`;
  }
  out.push(path(cuts, { stroke: "#8A4A16", "stroke-width": Math.max(1.2, 2.4 * s), opacity: 0.16 }));
  return g({}, ...out);
}

/** A sauce drizzle zig-zagging across the pizza, as a cook squeezes it from a bottle. */
function drizzle(rng: Rng, cx: number, cy: number, r: number, color: string, s: number, rows: number): string {
  const a = rng.range(0, Math.PI);
  const [ux, uy, vx, vy] = [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a)];
  const pts: [number, number][] = [];
  const at = (h: number, v: number): [number, number] => [
    cx + (ux * h + vx * v) * r + rng.range(-3, 3) * s,
    cy + (uy * h + vy * v) * r + rng.range(-3, 3) * s,
  ];
  for (let i = 0; i < rows; i++) {
    const v = -0.55 + (1.1 * i) / (rows - 1);
    const half = Math.sqrt(Math.max(0, 0.7 ** 2 - v * v)) * 0.92;
    const side = i % 2 ? 1 : -1;
    pts.push(at(side * half, v), at(0, v + 0.04), at(-side * half, v + 0.09));
  }
  const d = smoothOpen(pts);
  return path(d, {
    fill: "none",
    stroke: color,
    "stroke-width": 4.2 * s,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    opacity: 0.95,
  });
}

/** Pepperoni eyes, an olive nose and a smile of peppers. */
function face(art: Art, cx: number, cy: number, r: number, taken: [number, number, number][]): string {
  const s = r / 165;
  const pep = topping(art, "pepperoni"),
    olive = topping(art, "olive"),
    pepper = topping(art, "redPepper");
  const parts = [
    use(pep, cx - r * 0.3, cy - r * 0.24, 0, s * 1.9),
    use(pep, cx + r * 0.3, cy - r * 0.24, 0, s * 1.9),
    use(olive, cx - r * 0.3, cy - r * 0.24, 0, s * 1.1),
    use(olive, cx + r * 0.3, cy - r * 0.24, 0, s * 1.1),
    use(topping(art, "cherry"), cx, cy + r * 0.06, 0, s * 1.5),
  ];
  for (let i = 0; i < 5; i++) {
    const a = Math.PI * (0.22 + i * 0.14);
    parts.push(use(pepper, cx + Math.cos(a) * r * 0.42, cy + Math.sin(a) * r * 0.42, (a * 180) / Math.PI - 90, s * 1.7));
  }
  taken.push([cx, cy, r * 0.7]);
  return parts.join("");
}
