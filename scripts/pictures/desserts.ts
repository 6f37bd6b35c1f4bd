// Desserts: cheesecake, brownies, tiramisu, cinnamon rolls and ice cream.
import { type Art, type Rng, blob, circle, ellipse, f, g, path, rect, use } from "./svg";
import { topping } from "./toppings";
import { bakingPaper, bowl, plate } from "./tableware";
import { floorShadow } from "./drinks";

/** A slice of cheesecake on a plate, seen three-quarters, with berry sauce. */
function cheesecake(art: Art, rng: Rng): string {
  const cream = art.linear(
    "g-cake",
    [
      [0, "#FFF6E0"],
      [1, "#F6E2B8"],
    ],
    0,
    0,
    0,
    1,
  );
  const side = art.linear(
    "g-cake-side",
    [
      [0, "#F1C77E"],
      [1, "#D9A155"],
    ],
    0,
    0,
    1,
    0,
  );
  const sauce = art.radial(
    "g-berry",
    [
      [0, "#E0405A"],
      [1, "#A3172F"],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  const berries: string[] = [];
  for (const [x, y, kind] of [
    [170, 178, 0],
    [200, 172, 1],
    [226, 184, 0],
    [188, 192, 1],
    [246, 176, 1],
  ] as const)
    berries.push(
      kind === 0
        ? circle(x, y, 11, { fill: "#C2185B" }) + circle(x - 3, y - 3, 3, { fill: "#F48FB1" })
        : circle(x, y, 9, { fill: "#3B3F8F" }) + circle(x - 2, y - 2, 2.5, { fill: "#9FA8DA" }),
    );
  return g(
    {},
    ellipse(200, 300, 180, 66, { fill: "#FFFFFF", filter: art.shadow(6, 9, 0.25) }),
    ellipse(200, 298, 140, 46, { fill: "#F2ECE2" }),
    path("M90 210L300 170L318 236L318 306L108 290L90 270Z", { fill: "#7A4A22", opacity: 0.12, transform: "translate(6 8)" }),
    path("M300 170Q322 196 318 236L318 306Q320 270 300 246Z", { fill: side }),
    path("M90 210L318 236L318 306L90 270Z", { fill: cream }),
    path("M90 252L318 282L318 306L90 270Z", { fill: "#C68A4B" }),
    path("M90 252L318 282", { stroke: "#A46A33", "stroke-width": 2 }),
    path("M90 210L300 170Q322 196 318 236Z", { fill: "#FBEBC8" }),
    path("M300 170Q322 196 318 236", { fill: "none", stroke: "#E2A95A", "stroke-width": 6, "stroke-linecap": "round" }),
    path(`${blob(rng, 210, 190, 70, 0.12, 9, 22)}`, { fill: sauce }),
    path("M150 214C152 232 160 236 160 244C160 250 150 250 150 244ZM250 226C252 240 258 246 258 252C258 258 248 258 248 252Z", {
      fill: "#B71C3A",
    }),
    ...berries,
    use(topping(art, "basil"), 262, 168, 40, 1),
  );
}

function brownies(art: Art, rng: Rng): string {
  const top = art.linear(
    "g-brownie",
    [
      [0, "#6B3A1E"],
      [1, "#4A240F"],
    ],
    0,
    0,
    1,
    1,
  );
  const pieces = [
    [150, 160, -8],
    [250, 170, 10],
    [200, 255, -3],
  ].map(([x, y, r]) => {
    let cracks = "";
    for (let i = 0; i < 5; i++)
      cracks += `M${f(rng.range(-40, 20))} ${f(rng.range(-40, 40))}l${f(rng.range(10, 25))} ${f(rng.range(-8, 8))}l${f(rng.range(5, 15))} ${f(rng.range(-6, 6))}`;
    return g(
      { transform: `translate(${x} ${y}) rotate(${r})` },
      rect(-52, -52, 104, 104, { rx: 8, fill: "#3A1B0A" }),
      rect(-48, -50, 96, 96, { rx: 7, fill: top }),
      path(cracks, { fill: "none", stroke: "#8C5530", "stroke-width": 2.5, "stroke-linecap": "round" }),
      ellipse(14, 18, 12, 8, { fill: "#C68E54", stroke: "#8A5A2B", "stroke-width": 2 }),
      ellipse(-22, -14, 10, 7, { fill: "#C68E54", stroke: "#8A5A2B", "stroke-width": 2 }),
    );
  });
  let sugar = "";
  for (let i = 0; i < 40; i++) sugar += `M${f(rng.range(100, 300))} ${f(rng.range(105, 310))}h1.5`;
  return g(
    {},
    plate(art, 200, 205, 175),
    g({ filter: art.shadow(4, 5, 0.35) }, ...pieces),
    path(sugar, { stroke: "#FFFFFF", "stroke-width": 3, "stroke-linecap": "round", opacity: 0.85 }),
  );
}

/** Tiramisu in a glass: coffee-soaked layers and cream, cocoa on top. */
function tiramisu(art: Art, rng: Rng): string {
  const cocoa = art.radial("g-cocoa", [
    [0, "#8A5432"],
    [1, "#5B321B"],
  ]);
  const glassShape = "M110 120L290 120L280 340Q278 352 266 352L134 352Q122 352 120 340Z";
  let dust = "";
  for (let i = 0; i < 30; i++) dust += `M${f(rng.range(125, 275))} ${f(rng.range(118, 136))}h1.5`;
  return g(
    {},
    circle(200, 220, 150, { fill: "#8A5432", opacity: 0.12 }),
    floorShadow(art, 200, 354, 110),
    path(glassShape, { fill: "#EEF6F8", "fill-opacity": 0.5, stroke: "#C3D3D9", "stroke-width": 2 }),
    path("M116 200L284 200L282 232L118 232Z", { fill: "#9A6138" }),
    path("M118 232L282 232L281 262L119 262Z", { fill: "#FFF5E1" }),
    path("M119 262L281 262L279 298L121 298Z", { fill: "#8A5230" }),
    path("M121 298L279 298L278 340Q276 348 266 348L134 348Q124 348 122 340Z", { fill: "#FFF2D9" }),
    path("M113 140L287 140L285 200L115 200Z", { fill: "#FFF6E6" }),
    path("M113 140Q150 128 200 136Q250 128 287 140L286 148Q240 140 200 146Q160 140 114 148Z", { fill: "#F4E4C8" }),
    path("M111 128Q200 112 289 128L288 142Q200 128 112 142Z", { fill: cocoa }),
    path(dust, { stroke: "#4A2814", "stroke-width": 2, "stroke-linecap": "round" }),
    path("M122 130L132 338", { stroke: "#fff", "stroke-width": 7, opacity: 0.35, "stroke-linecap": "round" }),
    ellipse(230, 116, 11, 7, { fill: "#4A2814", transform: "rotate(25 230 116)" }),
    path("M223 113Q230 117 237 119", { stroke: "#8A5432", "stroke-width": 1.5, fill: "none" }),
    use(topping(art, "basil"), 200, 112, 70, 1.1),
    use(topping(art, "basil"), 182, 116, -20, 0.9),
  );
}

function cinnamonRolls(art: Art): string {
  const bun = art.radial("g-bun", [
    [0, "#F2C27E"],
    [0.75, "#D9964A"],
    [1, "#B0702E"],
  ]);
  const rolls = [
    [145, 145],
    [258, 150],
    [148, 258],
    [260, 262],
  ].map(([x, y], k) => {
    let d = "";
    for (let t = 0; t <= 3.2 * Math.PI * 2; t += 0.35) {
      const r = 4 + t * 2.6;
      d += `${t === 0 ? "M" : "L"}${f(x + Math.cos(t + k) * r)} ${f(y + Math.sin(t + k) * r)}`;
    }
    return (
      circle(x, y, 58, { fill: bun }) +
      path(d, { fill: "none", stroke: "#7B3F16", "stroke-width": 4.5, "stroke-linecap": "round", opacity: 0.75 }) +
      path(
        `M${x - 44} ${y - 10}Q${x - 20} ${y - 40} ${x + 6} ${y - 18}T${x + 46} ${y - 6}M${x - 40} ${y + 18}Q${x - 10} ${y - 4} ${x + 12} ${y + 22}T${x + 42} ${y + 22}`,
        { fill: "none", stroke: "#FFFBF2", "stroke-width": 7, "stroke-linecap": "round", opacity: 0.95 },
      )
    );
  });
  return g({}, g({ filter: art.shadow(6, 9, 0.25) }, bakingPaper(60, 60, 285, 290)), g({ filter: art.shadow(3, 4, 0.3) }, ...rolls));
}

function iceCream(art: Art, rng: Rng): string {
  const scoop = (x: number, y: number, c: string, dark: string, id: string) => {
    const fill = art.radial(
      id,
      [
        [0, "#FFFFFF", 0.5],
        [0.35, c],
        [1, dark],
      ],
      { fx: 0.35, fy: 0.3 },
    );
    return path(blob(rng, x, y, 58, 0.07, 14), { fill });
  };
  return g(
    {},
    bowl(art, 200, 205, 172, "#FFFFFF"),
    g(
      { filter: art.shadow(3, 5, 0.3) },
      scoop(165, 170, "#FFF3D4", "#E9D3A1", "g-ic-v"),
      scoop(250, 190, "#8B5A3C", "#5E3720", "g-ic-c"),
      scoop(190, 258, "#F7A8B8", "#DE7A90", "g-ic-s"),
    ),
    path("M120 160Q160 130 190 175T250 170T300 200M215 150Q240 200 285 215", {
      fill: "none",
      stroke: "#4A2511",
      "stroke-width": 5,
      "stroke-linecap": "round",
      opacity: 0.9,
    }),
    g(
      { transform: "translate(275 265) rotate(-35)", filter: art.shadow(2, 3, 0.3) },
      rect(-14, -48, 28, 96, { rx: 3, fill: "#E8B567" }),
      path("M-14-30L14-30M-14-10L14-10M-14 10L14 10M-14 30L14 30M-5-48V48M5-48V48", { stroke: "#C98F3F", "stroke-width": 1.5 }),
    ),
    use(topping(art, "basil"), 175, 135, -30, 1.1),
  );
}

export function dessert(art: Art, rng: Rng, style: string): string {
  switch (style) {
    case "cheesecake":
      return cheesecake(art, rng);
    case "brownie":
      return brownies(art, rng);
    case "tiramisu":
      return tiramisu(art, rng);
    case "cinnamon-rolls":
      return cinnamonRolls(art);
    default:
      return iceCream(art, rng);
  }
}
