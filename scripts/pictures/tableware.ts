// Plates, bowls, ramekins and boards seen from above, to put food on.
import { type Art, circle, ellipse, f, g, path, rect } from "./svg";

/** A white plate: shadowed rim and a slightly shaded well. */
export function plate(art: Art, cx: number, cy: number, r: number, rim = "#FFFFFF"): string {
  const well = art.radial("g-plate-well", [
    [0.7, "#FFFFFF"],
    [1, "#ECE6DC"],
  ]);
  return g(
    {},
    circle(cx, cy, r, { fill: rim, filter: art.shadow(6, 9, 0.25) }),
    circle(cx, cy, r * 0.74, { fill: well }),
    circle(cx, cy, r * 0.97, { fill: "none", stroke: "#000", "stroke-opacity": 0.05, "stroke-width": 2 }),
  );
}

/** A deep bowl: the inner wall darkens towards the food. */
export function bowl(art: Art, cx: number, cy: number, r: number, color = "#FFFFFF"): string {
  const inner = art.radial(`g-bowl-${color.slice(1)}`, [
    [0.6, "#E9E2D6"],
    [0.93, "#FFFFFF"],
    [1, "#F4EFE7"],
  ]);
  return g({}, circle(cx, cy, r, { fill: color, filter: art.shadow(7, 10, 0.28) }), circle(cx, cy, r * 0.9, { fill: inner }));
}

/** A small dip pot filled with sauce, glossy. */
export function ramekin(art: Art, cx: number, cy: number, r: number, sauce: string, sauceDark: string): string {
  const fill = art.radial(
    `g-dip-${sauce.slice(1)}`,
    [
      [0, sauce],
      [0.85, sauce],
      [1, sauceDark],
    ],
    { fx: 0.4, fy: 0.35 },
  );
  return g(
    {},
    circle(cx, cy, r, { fill: "#FFFFFF", filter: art.shadow(4, 6, 0.25) }),
    circle(cx, cy, r * 0.94, { fill: "none", stroke: "#E8E1D6", "stroke-width": r * 0.04 }),
    circle(cx, cy, r * 0.8, { fill }),
    path(
      `M${f(cx - r * 0.45)} ${f(cy - r * 0.2)}C${f(cx - r * 0.3)} ${f(cy - r * 0.55)} ${f(cx + r * 0.2)} ${f(cy - r * 0.55)} ${f(cx + r * 0.35)} ${f(cy - r * 0.3)}`,
      { fill: "none", stroke: "#fff", "stroke-width": r * 0.09, "stroke-linecap": "round", opacity: 0.45 },
    ),
    ellipse(cx + r * 0.2, cy + r * 0.25, r * 0.2, r * 0.08, {
      fill: "#fff",
      opacity: 0.15,
      transform: `rotate(-20 ${f(cx + r * 0.2)} ${f(cy + r * 0.25)})`,
    }),
  );
}

/** A wooden board with a handle on the right. */
export function board(art: Art, x: number, y: number, w: number, h: number): string {
  const wood = art.linear(
    "g-wood",
    [
      [0, "#D9A066"],
      [0.5, "#C98B50"],
      [1, "#B87A42"],
    ],
    0,
    0,
    0,
    1,
  );
  let grain = "";
  for (let i = 1; i < 7; i++) {
    const yy = y + (h * i) / 7;
    grain += `M${f(x + 14)} ${f(yy)}C${f(x + w * 0.3)} ${f(yy - 6)} ${f(x + w * 0.6)} ${f(yy + 6)} ${f(x + w - 14)} ${f(yy)}`;
  }
  return g(
    {},
    rect(x + w - 10, y + h / 2 - 18, 70, 36, { rx: 18, fill: "#C48A52", filter: art.shadow(5, 7, 0.25) }),
    circle(x + w + 42, y + h / 2, 7, { fill: "#F5E3CC" }),
    rect(x, y, w, h, { rx: 22, fill: wood, filter: art.shadow(6, 9, 0.28) }),
    path(grain, { fill: "none", stroke: "#A86B36", "stroke-width": 1.5, opacity: 0.35 }),
  );
}

/** A sheet of baking paper, slightly crumpled at the corners. */
export function bakingPaper(x: number, y: number, w: number, h: number): string {
  return path(`M${f(x)} ${f(y + 8)}L${f(x + w - 6)} ${f(y)}L${f(x + w)} ${f(y + h - 10)}L${f(x + 10)} ${f(y + h)}Z`, {
    fill: "#F7EEDC",
    stroke: "#E6D6B8",
    "stroke-width": 1.5,
  });
}
