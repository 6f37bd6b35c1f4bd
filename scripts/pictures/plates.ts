// Pasta on plates and salads in bowls, seen from above.
import { type Art, type Rng, blob, circle, el, f, g, path, scatter, use } from "./svg";
import { TOPPING_SIZE, herbSpecks, topping, type Topping } from "./toppings";
import { bowl, plate } from "./tableware";
import { shade } from "./drinks";

/** A nest of long pasta: many arcs in one path, drawn twice (outline and body). */
function noodles(
  art: Art,
  rng: Rng,
  key: string,
  cx: number,
  cy: number,
  radius: number,
  color: string,
  width: number,
  count: number,
): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const a0 = rng.range(0, Math.PI * 2);
    const ox = cx + Math.cos(a0) * rng.range(0, radius * 0.35),
      oy = cy + Math.sin(a0) * rng.range(0, radius * 0.35);
    const r = rng.range(radius * 0.3, radius * 0.72);
    const start = rng.range(0, Math.PI * 2),
      sweep = rng.range(1.4, 3);
    const [x1, y1] = [ox + Math.cos(start) * r, oy + Math.sin(start) * r];
    const [x2, y2] = [ox + Math.cos(start + sweep) * r, oy + Math.sin(start + sweep) * r];
    d += `M${f(x1)} ${f(y1)}A${f(r)} ${f(r)} 0 ${sweep > Math.PI ? 1 : 0} 1 ${f(x2)} ${f(y2)}`;
  }
  const clip = art.clip(`clip-${key}`, blob(rng, cx, cy, radius, 0.08, 12));
  const id = art.def(key, (id) => path(d, { id, fill: "none", "stroke-linecap": "round" }));
  return g(
    { "clip-path": clip, filter: art.shadow(2, 2, 0.25) },
    path(blob(rng, cx, cy, radius * 0.92, 0.08, 10), { fill: shade(color, -0.12) }),
    el("use", { href: `#${id}`, stroke: shade(color, -0.3), "stroke-width": width + 2.5 }),
    el("use", { href: `#${id}`, stroke: color, "stroke-width": width }),
    el("use", { href: `#${id}`, stroke: "#fff", "stroke-width": width * 0.25, opacity: 0.35, transform: "translate(-1 -1)" }),
  );
}

function place(
  art: Art,
  rng: Rng,
  kind: Topping,
  count: number,
  cx: number,
  cy: number,
  radius: number,
  scale: number,
  taken: [number, number, number][],
): string {
  const id = topping(art, kind);
  return scatter(rng, cx, cy, radius, count, TOPPING_SIZE[kind] * scale * 0.8, taken)
    .map(([x, y]) => use(id, x, y, rng.range(0, 360), scale * rng.range(0.9, 1.1)))
    .join("");
}

function specks(art: Art, rng: Rng, color: string, count: number, cx: number, cy: number, radius: number, scale = 1.3): string {
  const id = herbSpecks(art, color);
  let out = "";
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2),
      d = Math.sqrt(rng.next()) * radius;
    out += use(id, cx + Math.cos(a) * d, cy + Math.sin(a) * d, rng.range(0, 360), scale);
  }
  return out;
}

/** Short penne tubes coated in sauce. */
function penne(art: Art, rng: Rng, cx: number, cy: number, radius: number, color: string): string {
  const id = art.symbol(
    "t-penne",
    () =>
      path("M-22-8L16-8L24 8L-14 8Z", { fill: color, stroke: shade(color, -0.35), "stroke-width": 1.5, "stroke-linejoin": "round" }) +
      path("M-12-8L-4 8M-2-8L6 8M8-8L16 8", { stroke: shade(color, -0.25), "stroke-width": 1.2 }) +
      el("ellipse", { cx: 20, cy: 0, rx: 3, ry: 8, fill: shade(color, -0.5), transform: "rotate(-25 20 0)" }),
  );
  const out: string[] = [];
  for (let i = 0; i < 46; i++) {
    const a = rng.range(0, Math.PI * 2),
      d = Math.sqrt(rng.next()) * radius;
    out.push(use(id, cx + Math.cos(a) * d, cy + Math.sin(a) * d, rng.range(0, 360), rng.range(0.95, 1.1)));
  }
  return g({ filter: art.shadow(2, 2, 0.3) }, ...out);
}

export function pasta(art: Art, rng: Rng, style: "carbonara" | "bolognese" | "alfredo" | "pesto-pasta"): string {
  const out = [plate(art, 200, 200, 178)];
  const taken: [number, number, number][] = [];
  const items: string[] = [];
  switch (style) {
    case "carbonara":
      out.push(noodles(art, rng, "nd", 200, 200, 118, "#F3D58A", 5.5, 70));
      taken.push([200, 196, 40]);
      items.push(
        place(art, rng, "bacon", 9, 200, 200, 95, 0.8, taken),
        place(art, rng, "parmesan", 7, 200, 200, 95, 1, taken),
        circle(200, 196, 24, { fill: "#F9A825" }),
        circle(200, 196, 24, { fill: "none", stroke: "#fff", "stroke-width": 3, opacity: 0.6 }),
        circle(193, 189, 7, { fill: "#FFE082" }),
      );
      items.push(specks(art, rng, "#2B2B2B", 14, 200, 200, 105, 1));
      break;
    case "bolognese":
      out.push(noodles(art, rng, "nd", 200, 200, 122, "#F3D083", 5.5, 70));
      items.push(
        path(blob(rng, 200, 198, 62, 0.14, 10), { fill: "#A53A22" }),
        ...Array.from({ length: 16 }, () =>
          path(blob(rng, 200 + rng.range(-42, 42), 198 + rng.range(-40, 40), 7, 0.3, 6), {
            fill: rng.pick(["#7A2816", "#C4542F", "#8B3A1F"]),
          }),
        ),
      );
      taken.push([200, 198, 70]);
      items.push(
        use(topping(art, "basil"), 214, 178, 30, 1.5),
        use(topping(art, "basil"), 190, 186, -40, 1.3),
        place(art, rng, "parmesan", 6, 200, 200, 108, 1, taken),
      );
      break;
    case "alfredo":
      out.push(noodles(art, rng, "nd", 200, 200, 120, "#F6E1A9", 9, 44));
      items.push(
        place(art, rng, "chicken", 8, 200, 200, 92, 1.3, taken),
        place(art, rng, "mushroom", 6, 200, 200, 92, 1.1, taken),
        specks(art, rng, "#3F7F2A", 14, 200, 200, 100),
      );
      break;
    case "pesto-pasta":
      out.push(path(blob(rng, 200, 200, 112, 0.08, 10), { fill: "#8DAF45" }), penne(art, rng, 200, 200, 108, "#C9D46A"));
      items.push(
        place(art, rng, "cherry", 7, 200, 200, 95, 1.4, taken),
        place(art, rng, "basil", 4, 200, 200, 90, 1.2, taken),
        ...Array.from({ length: 12 }, () => {
          const x = 200 + rng.range(-90, 90),
            y = 200 + rng.range(-90, 90);
          return el("ellipse", {
            cx: x,
            cy: y,
            rx: 4,
            ry: 2.5,
            fill: "#F8EBC8",
            stroke: "#D8C08A",
            transform: `rotate(${Math.round(rng.range(0, 180))} ${f(x)} ${f(y)})`,
          });
        }),
      );
      break;
  }
  out.push(g({ filter: art.shadow(2, 2, 0.3) }, ...items));
  return g({}, ...out);
}

export function salad(art: Art, rng: Rng, style: "caesar" | "greek-salad" | "achichuk"): string {
  const items: string[] = [];
  const taken: [number, number, number][] = [];
  if (style === "achichuk") {
    // A flat plate with the blue cotton pattern, sliced tomatoes, onion, hot pepper and purple basil.
    let pattern = "";
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      pattern += path("M0-8C6-4 6 4 0 8C-6 4-6-4 0-8Z", {
        fill: "#1F5FAE",
        transform: `translate(${f(200 + Math.cos(a) * 160)} ${f(200 + Math.sin(a) * 160)}) rotate(${Math.round((a * 180) / Math.PI)})`,
      });
    }
    const tomato = topping(art, "tomato");
    for (const [x, y] of scatter(rng, 200, 200, 105, 11, 40, taken)) items.push(use(tomato, x, y, rng.range(0, 360), 2.1));
    const onion = topping(art, "onion");
    for (let i = 0; i < 12; i++) items.push(use(onion, 200 + rng.range(-100, 100), 200 + rng.range(-100, 100), rng.range(0, 360), 1.5));
    items.push(place(art, rng, "greenPepper", 5, 200, 200, 100, 1.3, []));
    return g(
      {},
      plate(art, 200, 200, 178),
      circle(200, 200, 168, { fill: "none", stroke: "#1F5FAE", "stroke-width": 5 }),
      pattern,
      g(
        { filter: art.shadow(2, 2, 0.3) },
        ...items,
        ...[
          [160, 150, 20],
          [240, 240, -30],
          [250, 160, 70],
        ].map(([x, y, r]) =>
          g(
            { transform: `translate(${x} ${y}) rotate(${r}) scale(1.3)` },
            path("M0-16C11-9 11 8 0 16C-11 8-11-9 0-16Z", { fill: "#6A2C70" }),
            path("M0-13V13", { stroke: "#B37BB9", "stroke-width": 1.2 }),
          ),
        ),
      ),
      specks(art, rng, "#2B2B2B", 10, 200, 200, 110, 1),
    );
  }
  items.push(place(art, rng, "lettuce", 9, 200, 200, 90, 1.7, []));
  if (style === "caesar") {
    items.push(
      place(art, rng, "chicken", 9, 200, 200, 105, 1.8, taken),
      place(art, rng, "crouton", 9, 200, 200, 110, 1.4, taken),
      place(art, rng, "cherry", 5, 200, 200, 105, 1.6, taken),
      place(art, rng, "parmesan", 9, 200, 200, 110, 1.3, taken),
    );
    const d = Array.from({ length: 6 }, (_, i) => {
      const y = 130 + i * 28;
      return `M${f(120 + rng.range(-5, 5))} ${f(y)}Q${f(200)} ${f(y - 18)} ${f(280)} ${f(y + 4)}`;
    }).join("");
    items.push(path(d, { fill: "none", stroke: "#FFF8E6", "stroke-width": 4, "stroke-linecap": "round", opacity: 0.9 }));
  } else {
    items.push(
      place(art, rng, "cucumber", 7, 200, 200, 110, 1.6, taken),
      place(art, rng, "cherry", 6, 200, 200, 110, 1.9, taken),
      place(art, rng, "feta", 8, 200, 200, 110, 1.7, taken),
      place(art, rng, "olive", 8, 200, 200, 115, 1.5, taken),
      place(art, rng, "onion", 5, 200, 200, 115, 1.6, taken),
      place(art, rng, "redPepper", 4, 200, 200, 115, 1.5, taken),
      specks(art, rng, "#4E7A2A", 14, 200, 200, 110),
    );
  }
  return g({}, bowl(art, 200, 200, 178), g({ filter: art.shadow(2, 2, 0.3) }, ...items));
}
