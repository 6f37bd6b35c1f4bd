// 1200×600 banners for news and promotions (no text: it would need translating), and the logo.
import { Art, Rng, circle, ellipse, f, g, path, rect, use } from "./svg";
import { pizza } from "./pizza";
import { PIZZAS } from "./catalog";
import { topping, type Topping } from "./toppings";
import { dish } from "./dishes";
import { drink } from "./drinks";

const W = 1200,
  H = 600;
export const BRAND = { red: "#E23D28", deep: "#B8261A", cheese: "#FFC83D", cream: "#FFF4E0" };

function base(art: Art, from: string, to: string): string {
  const fill = art.linear(
    `bg-${from}-${to}`,
    [
      [0, from],
      [1, to],
    ],
    0,
    0,
    1,
    1,
  );
  const glow = art.radial("bg-glow", [
    [0, "#FFFFFF", 0.28],
    [1, "#FFFFFF", 0],
  ]);
  return rect(0, 0, W, H, { fill }) + circle(300, 160, 520, { fill: glow });
}

/** Big soft circles and a dotted arc: the chain's graphic language. */
function decor(rng: Rng, color: string): string {
  let dots = "";
  for (let i = 0; i < 26; i++) {
    const a = -0.3 + i * 0.09,
      x = 760 + Math.cos(a) * 470,
      y = 300 + Math.sin(a) * 470;
    dots += `M${f(x)} ${f(y)}h.1`;
  }
  return (
    circle(1060, 90, 190, { fill: color, opacity: 0.12 }) +
    circle(120, 560, 230, { fill: color, opacity: 0.1 }) +
    circle(rng.range(420, 560), rng.range(60, 120), 36, { fill: color, opacity: 0.18 }) +
    path(dots, { stroke: color, "stroke-width": 12, "stroke-linecap": "round", opacity: 0.35 })
  );
}

function flying(art: Art, rng: Rng, kinds: Topping[], count: number, x0: number, x1: number, scale: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = topping(art, kinds[i % kinds.length]);
    out.push(use(id, rng.range(x0, x1), rng.range(50, H - 50), rng.range(0, 360), scale * rng.range(0.8, 1.2)));
  }
  return g({ filter: art.shadow(6, 6, 0.3, "#3a0a00") }, ...out);
}

/** A 400×400 product drawing placed at (x, y) with a scale. */
const place = (x: number, y: number, s: number, markup: string) => g({ transform: `translate(${f(x)} ${f(y)}) scale(${f(s)})` }, markup);

function sparkle(x: number, y: number, r: number, color = "#FFFFFF"): string {
  return path(
    `M${f(x)} ${f(y - r)}Q${f(x + r * 0.15)} ${f(y - r * 0.15)} ${f(x + r)} ${f(y)}Q${f(x + r * 0.15)} ${f(y + r * 0.15)} ${f(x)} ${f(y + r)}Q${f(x - r * 0.15)} ${f(y + r * 0.15)} ${f(x - r)} ${f(y)}Q${f(x - r * 0.15)} ${f(y - r * 0.15)} ${f(x)} ${f(y - r)}Z`,
    { fill: color },
  );
}

/** Domes and a portal with a pointed arch, in the colours of Samarkand's tiles. */
function samarkand(): string {
  const portal = (x: number, w: number, h: number) =>
    rect(x - w / 2, H - h, w, h, { fill: "#F1D9A8" }) +
    path(
      `M${f(x - w * 0.3)} ${H}V${f(H - h * 0.55)}Q${f(x - w * 0.3)} ${f(H - h * 0.8)} ${x} ${f(H - h * 0.88)}Q${f(x + w * 0.3)} ${f(H - h * 0.8)} ${f(x + w * 0.3)} ${f(H - h * 0.55)}V${H}Z`,
      { fill: "#1C5D8C" },
    ) +
    rect(x - w / 2, H - h, w, 14, { fill: "#2A9DB8" });
  const dome = (x: number, y: number, r: number) =>
    rect(x - r * 0.7, y, r * 1.4, H - y, { fill: "#E8CB92" }) +
    path(`M${f(x - r)} ${f(y)}C${f(x - r)} ${f(y - r * 1.3)} ${f(x + r)} ${f(y - r * 1.3)} ${f(x + r)} ${f(y)}Z`, { fill: "#2FB3C6" }) +
    path(
      `M${f(x - r * 0.5)} ${f(y)}Q${f(x - r * 0.4)} ${f(y - r * 0.8)} ${x} ${f(y - r * 0.98)}M${f(x + r * 0.5)} ${f(y)}Q${f(x + r * 0.4)} ${f(y - r * 0.8)} ${x} ${f(y - r * 0.98)}M${x} ${f(y)}V${f(y - r * 0.98)}`,
      { stroke: "#1D8EA3", "stroke-width": 4, fill: "none" },
    );
  const minaret = (x: number, h: number) =>
    rect(x - 16, H - h, 32, h, { fill: "#E2C083" }) + rect(x - 22, H - h - 10, 44, 16, { rx: 4, fill: "#2A9DB8" });
  return g({}, minaret(90, 330), minaret(600, 330), dome(210, 380, 70), dome(480, 380, 70), portal(345, 230, 300), dome(345, 280, 50));
}

function phone(art: Art): string {
  const cards = [0, 1, 2, 3]
    .map((i) => {
      const x = 352 + (i % 2) * 118,
        y = 190 + Math.floor(i / 2) * 150;
      return (
        rect(x, y, 106, 136, { rx: 14, fill: "#FFFFFF" }) +
        circle(x + 53, y + 52, 38, { fill: "#F2B64A" }) +
        circle(x + 53, y + 52, 30, { fill: BRAND.red, opacity: 0.8 }) +
        rect(x + 14, y + 100, 78, 10, { rx: 5, fill: "#E5E0D8" }) +
        rect(x + 14, y + 116, 40, 8, { rx: 4, fill: BRAND.red, opacity: 0.7 })
      );
    })
    .join("");
  return g(
    { transform: "rotate(-8 470 320)" },
    rect(330, 70, 280, 520, { rx: 40, fill: "#1E2330", filter: art.shadow(16, 20, 0.35, "#00264d") }),
    rect(344, 84, 252, 492, { rx: 30, fill: "#F6F1EA" }),
    rect(344, 84, 252, 76, { rx: 30, fill: BRAND.red }),
    rect(344, 130, 252, 30, { fill: BRAND.red }),
    circle(376, 122, 18, { fill: BRAND.cheese }),
    rect(404, 112, 110, 18, { rx: 9, fill: "#FFFFFF", opacity: 0.85 }),
    cards,
    rect(430, 96, 80, 10, { rx: 5, fill: "#1E2330" }),
  );
}

function paperPlane(x: number, y: number, s: number): string {
  return g(
    { transform: `translate(${x} ${y}) scale(${s}) rotate(-12)` },
    path("M0 40L160 -30L110 90L70 60Z", { fill: "#FFFFFF" }),
    path("M70 60L160-30L60 75L56 110Z", { fill: "#D8ECFA" }),
    path("M-160 90C-110 60-60 70 -10 50", {
      fill: "none",
      stroke: "#FFFFFF",
      "stroke-width": 6,
      "stroke-dasharray": "2 16",
      "stroke-linecap": "round",
      opacity: 0.8,
    }),
  );
}

function scooter(art: Art): string {
  const wheel = (x: number) => circle(x, 470, 48, { fill: "#1E2330" }) + circle(x, 470, 22, { fill: "#9AA3B5" });
  return g(
    {},
    path("M640 300L1150 220L1150 470L640 330Z", { fill: "#FFE9A8", opacity: 0.2 }),
    g(
      { filter: art.shadow(10, 12, 0.35, "#000010") },
      wheel(330),
      wheel(640),
      // Rear body over the back wheel, the floorboard and the front shield.
      path("M250 450C250 370 300 350 370 350L440 350C470 350 480 380 480 420L560 420L590 300L630 300L660 450Z", { fill: BRAND.red }),
      path("M600 440C610 410 640 395 680 405", { fill: "none", stroke: BRAND.deep, "stroke-width": 14, "stroke-linecap": "round" }),
      rect(300, 326, 150, 28, { rx: 14, fill: "#2B2F3A" }),
      path("M605 300L625 230L680 222", {
        fill: "none",
        stroke: "#2B2F3A",
        "stroke-width": 14,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
      ellipse(640, 312, 14, 16, { fill: "#FFF3B0" }),
      // The delivery box with the logo's slice.
      rect(230, 200, 170, 130, { rx: 14, fill: BRAND.cheese }),
      rect(230, 200, 170, 30, { rx: 12, fill: "#F2B22E" }),
      circle(315, 280, 32, { fill: BRAND.red }),
      path("M301 282L315 260L329 282Z", { fill: BRAND.cheese }),
    ),
  );
}

function nightCity(rng: Rng): string {
  let stars = "";
  for (let i = 0; i < 40; i++) stars += `M${f(rng.range(0, W))} ${f(rng.range(0, 330))}h.1`;
  let city = "";
  let x = 0;
  while (x < W) {
    const w = rng.range(50, 110),
      h = rng.range(120, 280);
    city += rect(x, 520 - h, w - 6, h, { fill: "#232A4D" });
    for (let wy = 520 - h + 20; wy < 500; wy += 34)
      for (let wx = x + 10; wx < x + w - 20; wx += 22)
        if (rng.next() < 0.35) city += rect(wx, wy, 10, 14, { fill: "#FFD86B", opacity: 0.8 });
    x += w;
  }
  return (
    path(stars, { stroke: "#FFFFFF", "stroke-width": 4, "stroke-linecap": "round", opacity: 0.8 }) +
    circle(1010, 120, 70, { fill: "#FFF3C4" }) +
    circle(1040, 100, 62, { fill: "#2B2F6B" }) +
    city +
    rect(0, 520, W, 80, { fill: "#1A1F3A" }) +
    path("M0 560H1200", { stroke: "#FFD86B", "stroke-width": 6, "stroke-dasharray": "60 40", opacity: 0.6 })
  );
}

function oven(art: Art): string {
  const fire = art.radial(
    "g-fire",
    [
      [0, "#FFE082"],
      [0.5, "#FF9800"],
      [1, "#D84315"],
    ],
    { cy: 0.8 },
  );
  let bricks = "";
  for (let row = 0; row < 4; row++)
    for (let i = 0; i < 6; i++)
      bricks += rect(330 + i * 90 + (row % 2) * 45, 330 + row * 40, 84, 34, { rx: 4, fill: row % 2 ? "#C0603A" : "#B4532F" });
  return g(
    { filter: art.shadow(12, 16, 0.3, "#5a2a00") },
    path("M300 330C300 120 900 120 900 330Z", { fill: "#C86A43" }),
    path("M330 330C330 160 870 160 870 330Z", { fill: "#D27A52" }),
    g({}, bricks),
    rect(300, 490, 600, 40, { rx: 6, fill: "#8D4A2C" }),
    path("M480 330C480 230 720 230 720 330Z", { fill: "#3A1A0E" }),
    path("M500 330C520 280 540 300 560 260C580 300 600 250 620 290C640 260 660 300 700 330Z", { fill: fire }),
  );
}

function hazard(): string {
  let d = "";
  for (let x = -60; x < W + 60; x += 80) d += `M${x} 600L${x + 40} 540L${x + 80} 540L${x + 40} 600Z`;
  return rect(0, 540, W, 60, { fill: "#1E2330" }) + path(d, { fill: BRAND.cheese });
}

function leaves(rng: Rng): string {
  const leaf = "M0-30C20-20 24 10 0 30C-24 10-20-20 0-30Z";
  let out = "";
  for (let i = 0; i < 16; i++) {
    const x = rng.range(0, 700),
      y = rng.range(20, 580),
      c = rng.pick(["#F9A825", "#EF6C00", "#D84315", "#FFCA28"]);
    out += g(
      { transform: `translate(${f(x)} ${f(y)}) rotate(${Math.round(rng.range(0, 360))}) scale(${f(rng.range(0.8, 1.6))})` },
      path(leaf, { fill: c }),
      path("M0-26V26", { stroke: "#FFFFFF", "stroke-width": 2, opacity: 0.5 }),
    );
  }
  return out;
}

function confetti(rng: Rng, colors: string[]): string {
  return colors
    .map((color) => {
      let d = "";
      for (let i = 0; i < 10; i++) {
        const a = rng.range(0, Math.PI);
        d += `M${f(rng.range(0, W))} ${f(rng.range(0, H))}l${f(Math.cos(a) * 12)} ${f(Math.sin(a) * 12)}`;
      }
      return path(d, { stroke: color, "stroke-width": 7, "stroke-linecap": "round" });
    })
    .join("");
}

const COMPOSITIONS: Record<string, (art: Art, rng: Rng) => string> = {
  // Lazzat Pizza opens in Samarkand.
  "news-1": (art, rng) =>
    base(art, "#0E4F7A", "#1B8FB5") +
    decor(rng, "#FFFFFF") +
    samarkand() +
    pizza(art, rng, 920, 320, 230, PIZZAS.margherita) +
    g(
      { transform: "translate(345 150)", filter: art.shadow(8, 8, 0.3, "#001a33") },
      path("M0 60C-40 20-40-40 0-50C40-40 40 20 0 60Z", { fill: BRAND.red }),
      circle(0, -10, 16, { fill: "#FFFFFF" }),
    ),
  // The new Lazzat pizza with qazi.
  "news-2": (art, rng) =>
    base(art, BRAND.red, BRAND.deep) +
    decor(rng, BRAND.cheese) +
    flying(art, rng, ["qazi", "dill", "tomato", "caramelOnion"], 12, 40, 560, 2.4) +
    pizza(art, rng, 880, 320, 270, PIZZAS.lazzat) +
    sparkle(600, 110, 30) +
    sparkle(660, 500, 20, BRAND.cheese),
  // Order in Telegram.
  "news-3": (art, rng) =>
    base(art, "#1F8FD6", "#38B6F0") +
    decor(rng, "#FFFFFF") +
    phone(art) +
    paperPlane(860, 180, 1.3) +
    pizza(art, rng, 960, 470, 150, PIZZAS.pepperoni),
  // Late-night delivery in Yunusabad.
  "news-4": (art, rng) => base(art, "#151A3A", "#3A2F6B") + nightCity(rng) + scooter(art),
  // Yashnobod restaurant closed for renovation.
  "news-5": (art, rng) => base(art, "#FFCB52", "#F59E2B") + decor(rng, "#FFFFFF") + oven(art) + hazard(),
  // Duo combo.
  "promo-1": (art, rng) =>
    base(art, BRAND.red, "#C92E1E") +
    decor(rng, BRAND.cheese) +
    pizza(art, rng, 330, 330, 230, PIZZAS.margherita) +
    pizza(art, rng, 720, 300, 230, PIZZAS.pepperoni) +
    place(
      890,
      150,
      1.05,
      drink(art, rng, { kind: "drink", style: "soda", color: "#3A1A0E", label: ["#D8232A", "#FFFFFF"] }).replace(
        /<circle[^>]*opacity="\.14"\/>/,
        "",
      ),
    ),
  // Autumn special: Lazzat.
  "promo-2": (art, rng) => base(art, "#F57C00", "#C94A0C") + leaves(rng) + pizza(art, rng, 860, 300, 260, PIZZAS.lazzat),
  // Sweet evenings: desserts and tea.
  "promo-3": (art, rng) =>
    base(art, "#F8BBD0", "#B56E9A") +
    decor(rng, "#FFFFFF") +
    place(80, 120, 1.05, dish(art, rng, "cinnamon-rolls")) +
    place(420, 80, 1.15, dish(art, rng, "cheesecake")) +
    place(780, 110, 1.05, drink(art, rng, { kind: "drink", style: "tea" })),
  // Kids' box with a surprise.
  "promo-4": (art, rng) =>
    base(art, "#4FC3F7", "#26A69A") +
    confetti(rng, ["#FFEB3B", "#FF7043", "#FFFFFF", "#AB47BC"]) +
    place(140, 80, 1.15, dish(art, rng, "kids-box")) +
    pizza(art, rng, 860, 310, 200, PIZZAS["kids-pizza"]) +
    sparkle(620, 120, 34) +
    sparkle(1100, 520, 24),
};

export function bannerPicture(key: string): string {
  const compose = COMPOSITIONS[key];
  if (!compose) throw new Error(`No banner composition for ${key}`);
  const art = new Art();
  art.add(compose(art, new Rng(key)));
  return art.toSvg(W, H);
}

/** The round logo mark: a tomato-red disc with a cheese-yellow slice. */
export function logo(): string {
  const art = new Art();
  const disc = art.radial(
    "logo-disc",
    [
      [0, "#EF5A3C"],
      [1, "#D23320"],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  art.add(
    circle(256, 256, 248, { fill: disc }),
    circle(256, 256, 222, { fill: "none", stroke: BRAND.cream, "stroke-width": 8, opacity: 0.9 }),
    // A slice: crust along the top arc, point down.
    path("M256 410L140 170A170 170 0 0 1 372 170Z", {
      fill: BRAND.cheese,
      stroke: BRAND.cream,
      "stroke-width": 10,
      "stroke-linejoin": "round",
    }),
    path("M140 170A170 170 0 0 1 372 170L358 198A140 140 0 0 0 154 198Z", { fill: "#F29A38" }),
    circle(222, 240, 24, { fill: BRAND.red }),
    circle(290, 232, 20, { fill: BRAND.red }),
    circle(258, 312, 18, { fill: BRAND.red }),
    path("M196 290Q196 320 206 326Q216 320 214 292Z", { fill: "#F7B733" }),
  );
  return art.toSvg(512, 512);
}
