// Pizza (and salad/pasta) toppings as reusable symbols drawn at the origin, about 30 px across.
import { type Art, Rng, blob, circle, ellipse, ellipsesPath, g, path, rect, smoothClosed } from "./svg";

export type Topping =
  | "pepperoni"
  | "mushroom"
  | "olive"
  | "basil"
  | "tomato"
  | "greenPepper"
  | "redPepper"
  | "yellowPepper"
  | "onion"
  | "chicken"
  | "beef"
  | "sausage"
  | "pineapple"
  | "jalapeno"
  | "shrimp"
  | "qazi"
  | "tuna"
  | "caper"
  | "parmesan"
  | "blueCheese"
  | "cherry"
  | "caramelOnion"
  | "bacon"
  | "dill"
  | "crouton"
  | "cucumber"
  | "feta"
  | "lettuce";

/** Rough diameter of each topping, used to keep them apart. */
export const TOPPING_SIZE: Record<Topping, number> = {
  pepperoni: 34,
  mushroom: 30,
  olive: 17,
  basil: 28,
  tomato: 30,
  greenPepper: 26,
  redPepper: 26,
  yellowPepper: 26,
  onion: 26,
  chicken: 26,
  beef: 20,
  sausage: 24,
  pineapple: 24,
  jalapeno: 18,
  shrimp: 30,
  qazi: 28,
  tuna: 22,
  caper: 10,
  parmesan: 18,
  blueCheese: 20,
  cherry: 22,
  caramelOnion: 24,
  bacon: 30,
  dill: 22,
  crouton: 20,
  cucumber: 30,
  feta: 20,
  lettuce: 60,
};

const pepperStrip = (color: string, light: string) =>
  path("M-12 5C-9-6 9-6 12 5", { fill: "none", stroke: color, "stroke-width": 5.5, "stroke-linecap": "round" }) +
  path("M-9 3C-6-3 6-3 9 3", { fill: "none", stroke: light, "stroke-width": 1.6, "stroke-linecap": "round", opacity: 0.7 });

/** Registers the topping's symbol in `art` and returns its id. */
export function topping(art: Art, kind: Topping): string {
  const id = `t-${kind}`;
  const rng = new Rng(kind);
  return art.symbol(id, () => {
    switch (kind) {
      case "pepperoni": {
        const fill = art.radial("g-pep", [
          [0, "#D9472C"],
          [0.8, "#B52E1D"],
          [1, "#8E2214"],
        ]);
        return (
          circle(0, 0, 17, { fill }) +
          path(
            ellipsesPath([
              [-6, -4, 1.8, 1.8],
              [5, -7, 1.8, 1.8],
              [7, 5, 1.8, 1.8],
              [-4, 7, 1.8, 1.8],
              [0, 0, 1.8, 1.8],
            ]),
            { fill: "#F2A07E", opacity: 0.6 },
          ) +
          ellipse(-5, -7, 7, 3.5, { fill: "#fff", opacity: 0.18, transform: "rotate(-25)" })
        );
      }
      case "mushroom":
        return (
          path("M-14 3C-15-9-6-15 0-15S15-9 14 3C10 4 7 3 5 2L5 11C5 15-5 15-5 11L-5 2C-7 3-10 4-14 3Z", {
            fill: "#F1E2C6",
            stroke: "#A8774B",
            "stroke-width": 2.2,
          }) + path("M-10 0C-8-8 8-8 10 0", { fill: "none", stroke: "#D2B48C", "stroke-width": 1.4 })
        );
      case "olive":
        return (
          circle(0, 0, 8.5, { fill: "#2A2624" }) +
          circle(0, 0, 3.4, { fill: "#F3CB63" }) +
          path("M-5-4A6 6 0 0 1 3-6", { fill: "none", stroke: "#fff", "stroke-width": 1.3, opacity: 0.35 })
        );
      case "basil": {
        const fill = art.linear(
          "g-basil",
          [
            [0, "#4FA043"],
            [1, "#2D7230"],
          ],
          0,
          0,
          1,
          1,
        );
        return (
          path("M0-16C11-9 11 8 0 16C-11 8-11-9 0-16Z", { fill }) +
          path("M0-13V13M0-4L5-8M0 3L-5-1M0 8L4 5", { stroke: "#9ED07D", "stroke-width": 1.1, fill: "none", opacity: 0.7 })
        );
      }
      case "tomato":
      case "cherry": {
        const r = kind === "tomato" ? 15 : 11;
        const seeds = [0, 1, 2, 3].map((i): [number, number, number, number, number] => {
          const a = (i / 4) * Math.PI * 2 + 0.4;
          return [Math.cos(a) * r * 0.5, Math.sin(a) * r * 0.5, r * 0.22, r * 0.14, (a * 180) / Math.PI];
        });
        return (
          circle(0, 0, r, { fill: "#D93A26" }) +
          circle(0, 0, r * 0.82, { fill: "#EF5B40" }) +
          path(ellipsesPath(seeds), { fill: "#FBD0B5" }) +
          circle(0, 0, r * 0.16, { fill: "#F7A587" })
        );
      }
      case "greenPepper":
        return pepperStrip("#3E9632", "#9BD67F");
      case "redPepper":
        return pepperStrip("#D8341F", "#FF9A7E");
      case "yellowPepper":
        return pepperStrip("#F0B91E", "#FFE98A");
      case "onion":
        return (
          path("M-12 4C-10-10 10-10 12 4", { fill: "none", stroke: "#9C4C8F", "stroke-width": 3.4, "stroke-linecap": "round" }) +
          path("M-8 4C-7-5 7-5 8 4", { fill: "none", stroke: "#E6C5DE", "stroke-width": 2.2, "stroke-linecap": "round" })
        );
      case "caramelOnion":
        return (
          path("M-12 2C-6-8 4 8 12-3M-10 8C-3 0 5 10 11 5", {
            fill: "none",
            stroke: "#B7742E",
            "stroke-width": 3.2,
            "stroke-linecap": "round",
          }) + path("M-10 1C-5-5 3 5 9-2", { fill: "none", stroke: "#E8B46A", "stroke-width": 1.3, "stroke-linecap": "round" })
        );
      case "chicken": {
        const fill = art.radial("g-chk", [
          [0, "#F8E0B4"],
          [0.7, "#E8B877"],
          [1, "#C98642"],
        ]);
        return (
          path(blob(rng, 0, 0, 12, 0.22, 7, 10), { fill }) +
          path("M-8-2L1-8M-6 5L7-3", { stroke: "#9C5E26", "stroke-width": 2.4, "stroke-linecap": "round", opacity: 0.6 })
        );
      }
      case "beef":
        return [
          [-5, -3, 6],
          [4, -4, 5],
          [0, 4, 6],
          [7, 4, 4],
        ]
          .map(
            ([x, y, r]) => path(blob(rng, x, y, r, 0.3, 6), { fill: "#6E3A22" }) + circle(x - 1.5, y - 1.5, r * 0.35, { fill: "#9A5A36" }),
          )
          .join("");
      case "sausage":
        return (
          circle(0, 0, 12, { fill: "#A94A30", stroke: "#7F3320", "stroke-width": 2 }) +
          [
            [-4, -3],
            [4, -1],
            [-1, 5],
            [5, 5],
            [-6, 3],
          ]
            .map(([x, y]) => circle(x, y, 1.4, { fill: "#EBC3A8" }))
            .join("")
        );
      case "qazi":
        return (
          circle(0, 0, 14, { fill: "#EFE0C2" }) +
          circle(0, 0, 11.5, { fill: "#8A2B26" }) +
          path(blob(rng, 3, -2, 4.5, 0.3, 6), { fill: "#F3E4CC" }) +
          path(blob(rng, -4, 4, 3, 0.3, 6), { fill: "#F3E4CC", opacity: 0.9 }) +
          circle(-3, -4, 1.5, { fill: "#B9473F" })
        );
      case "pineapple":
        return (
          path("M-11-7L11-7L7 8L-7 8Z", { fill: "#F8D64E", stroke: "#E2AE22", "stroke-width": 1.6, "stroke-linejoin": "round" }) +
          path("M-5-4L-3 5M1-4L1 5M6-4L4 5", { stroke: "#E9B52C", "stroke-width": 1.1 })
        );
      case "jalapeno":
        return (
          circle(0, 0, 8, { fill: "#5CA235", stroke: "#2F6E1F", "stroke-width": 2 }) +
          circle(0, 0, 4.2, { fill: "#D8E6A6" }) +
          [
            [-1.5, -1.5],
            [1.8, 0],
            [-0.5, 2],
          ]
            .map(([x, y]) => circle(x, y, 1, { fill: "#F5F0CC" }))
            .join("")
        );
      case "shrimp":
        return (
          path("M-9 9C-16 0-10-13 2-13C11-13 15-5 12 3", {
            fill: "none",
            stroke: "#EF8356",
            "stroke-width": 10,
            "stroke-linecap": "round",
          }) +
          path("M-9 9C-16 0-10-13 2-13C11-13 15-5 12 3", {
            fill: "none",
            stroke: "#FBB28C",
            "stroke-width": 4,
            "stroke-linecap": "round",
          }) +
          path("M-6-7L-2-2M1-9L2-3M6-8L5-2", { stroke: "#D9673C", "stroke-width": 1.3 }) +
          path("M-9 9L-15 12L-12 6Z", { fill: "#E2693E" })
        );
      case "tuna":
        return (
          path(blob(rng, 0, 0, 10, 0.35, 7, 8), { fill: "#E3B398" }) +
          path("M-5-2L4 1M-3 3L5 4", { stroke: "#C98E72", "stroke-width": 1.3 })
        );
      case "caper":
        return circle(0, 0, 4, { fill: "#6F8F3A" }) + circle(-1.2, -1.2, 1.3, { fill: "#A6C36C" });
      case "parmesan":
        return path("M-10-3C-4-7 4-6 10-2L8 3C3 0-3 0-9 3Z", { fill: "#FFF4D2", stroke: "#E6CF96", "stroke-width": 0.8 });
      case "feta":
        return rect(-8, -8, 16, 16, { rx: 2.5, fill: "#FBFAF2", stroke: "#E3DED0", "stroke-width": 1.2 });
      case "crouton":
        return (
          path("M-8-8H8V8H-8Z", { fill: "#E2A557", stroke: "#B8772F", "stroke-width": 1.4 }) +
          circle(-3, -3, 1.5, { fill: "#F5CC85" }) +
          circle(3, 2, 1.2, { fill: "#A7692A" })
        );
      case "blueCheese":
        return (
          path(blob(rng, 0, 0, 9, 0.3, 7), { fill: "#F3F1E6" }) +
          [
            [-3, -2],
            [3, 1],
            [0, 4],
            [4, -4],
          ]
            .map(([x, y]) => circle(x, y, 1.5, { fill: "#6F8CA0" }))
            .join("")
        );
      case "bacon":
        return (
          path("M-14-3C-7-8 -3 2 4-3S12-2 14 1L14 6C8 3 5 9-1 4S-10 3-14 5Z", { fill: "#B54B3A" }) +
          path("M-12 1C-6-3-2 5 4 0S11 1 13 3", { fill: "none", stroke: "#F1C9B4", "stroke-width": 1.6 })
        );
      case "dill":
        return path("M0 10V-10M0-4L-6-9M0-4L6-9M0 2L-7-2M0 2L7-2M0 7L-5 4M0 7L5 4", {
          stroke: "#3F8F3A",
          "stroke-width": 1.6,
          fill: "none",
          "stroke-linecap": "round",
        });
      case "cucumber":
        return (
          circle(0, 0, 15, { fill: "#3D7F2E" }) +
          circle(0, 0, 13, { fill: "#CFE6A7" }) +
          [0, 1, 2]
            .map((i) => {
              const a = (i / 3) * Math.PI * 2;
              return ellipse(Math.cos(a) * 5, Math.sin(a) * 5, 2.2, 1.2, { fill: "#F2F7DA" });
            })
            .join("")
        );
      case "lettuce": {
        const pts: [number, number][] = [];
        for (let i = 0; i < 14; i++) {
          const a = (i / 14) * Math.PI * 2;
          const k = i % 2 ? 0.84 : 1.06;
          pts.push([Math.cos(a) * 30 * k, Math.sin(a) * 22 * k]);
        }
        return (
          path(smoothClosed(pts), { fill: "#8CC63F", stroke: "#5E9E2B", "stroke-width": 2 }) +
          path("M-24 0H24M-10 0L-16-10M0 0L-4-12M10 0L6-12M-10 0L-15 10M2 0L-2 12M12 0L9 11", {
            stroke: "#C9E88A",
            "stroke-width": 1.6,
            fill: "none",
          })
        );
      }
    }
  });
}

/** A green sprinkle of dried herbs (oregano, thyme): a few specks. */
export function herbSpecks(art: Art, color = "#4E7A2A"): string {
  return art.symbol(`t-herbs-${color.slice(1)}`, () =>
    g({ fill: color }, circle(-4, -2, 1.3), circle(3, -4, 1), circle(1, 3, 1.4), circle(-2, 6, 0.9), circle(6, 2, 1.1)),
  );
}
