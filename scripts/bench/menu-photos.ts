// The menu with uploaded photos (issue 16): every product of the demo menu (54) gets a generated,
// noisy 1600 × 1200 JPEG through POST /api/operator/products/{id}/photo on a fresh server, then
// the menu is measured on a phone: Lighthouse (mobile, simulated throttling, as in the main bench)
// and headless Chromium with applied throttling (Lighthouse's mobile figures: 150 ms RTT,
// 1.6 Mbit/s down, 4× slower CPU) for the Largest Contentful Paint and the image bytes of the
// first screen. The seed's SVG pictures are measured first as the reference. Figures are printed,
// never asserted. `npx tsx scripts/bench/menu-photos.ts` (needs a build; DIST_DIR picks another).
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { launchBrowser } from "../../e2e/support/browser";
import { E2E_OPERATOR_TOKEN, startServer } from "../../e2e/support/server";
import { lighthouseRun } from "./lighthouse";

const PHOTO = { width: 1600, height: 1200 };
const RUNS = 3;
/** Lighthouse's default mobile device (a Moto G Power) and its throttling. */
const DEVICE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: "ru-RU" };
const THROTTLE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 };

/** A photo-like picture: a colour gradient under noise (noise compresses like detail does). */
async function photo(i: number): Promise<Buffer> {
  const hue = (i * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO.width}" height="${PHOTO.height}"><defs><radialGradient id="g"><stop offset="0" stop-color="hsl(${hue},70%,60%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},50%,25%)"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="800" cy="600" r="420" fill="hsl(${(hue + 180) % 360},60%,50%)" opacity="0.6"/></svg>`;
  const noise = await sharp({ create: { ...PHOTO, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 28 } } })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: "overlay" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Uploads a photo for every product of the menu; returns how many and how long it took. */
export async function uploadMenuPhotos(baseUrl: string, token = E2E_OPERATOR_TOKEN, limit = Number.POSITIVE_INFINITY) {
  const auth = { Authorization: `Bearer ${token}` };
  const menu = (await (await fetch(`${baseUrl}/api/operator/menu`, { headers: auth })).json()) as { products: { id: string }[] };
  const started = performance.now();
  let uploadedBytes = 0;
  for (const [i, product] of menu.products.slice(0, limit).entries()) {
    const bytes = await photo(i);
    uploadedBytes += bytes.length;
    const form = new FormData();
    form.set("photo", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), `${product.id}.jpg`);
    const res = await fetch(`${baseUrl}/api/operator/products/${product.id}/photo`, { method: "POST", headers: auth, body: form });
    if (res.status !== 200) throw new Error(`upload for ${product.id}: ${res.status} ${await res.text()}`);
  }
  return { count: Math.min(limit, menu.products.length), seconds: (performance.now() - started) / 1000, uploadedBytes };
}

/** One load of the menu on a throttled phone: LCP, and the image bytes of the first screen. */
async function phoneLoad(browser: Browser, url: string) {
  const context = await browser.newContext(DEVICE);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { lcp: { t: number; url: string } };
    w.lcp = { t: 0, url: "" };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { url: string })[]) w.lcp = { t: e.startTime, url: e.url };
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...THROTTLE });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE.cpu });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  const figures = await page.evaluate(() => {
    const images = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((e) =>
      /\/(media|images)\//.test(new URL(e.name).pathname),
    );
    const onScreen = new Set(
      [...document.querySelectorAll("img")]
        .filter((img) => {
          const r = img.getBoundingClientRect();
          return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth && img.currentSrc;
        })
        .map((img) => img.currentSrc),
    );
    const lcp = (window as unknown as { lcp: { t: number; url: string } }).lcp;
    return {
      lcp: lcp.t,
      lcpUrl: new URL(lcp.url || location.href).pathname,
      firstScreenBytes: images.filter((e) => onScreen.has(e.name)).reduce((n, e) => n + e.encodedBodySize, 0),
      firstScreenImages: onScreen.size,
      firstScreenPhotos: [...onScreen].filter((src) => new URL(src).pathname.startsWith("/media/")).length,
      fetchedBytes: images.reduce((n, e) => n + e.encodedBodySize, 0),
      fetchedImages: images.length,
    };
  });
  await context.close();
  return figures;
}

const median = <T>(runs: T[], by: (r: T) => number) => [...runs].sort((a, b) => by(a) - by(b))[Math.floor(runs.length / 2)];
const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;

/** Measures the menu as it is (Lighthouse and the throttled phone), median of RUNS each. */
export async function measureMenu(browser: Browser, url: string) {
  const lighthouse = [];
  for (let i = 0; i < RUNS; i++) lighthouse.push(await lighthouseRun(url));
  const phone = [];
  for (let i = 0; i < RUNS; i++) phone.push(await phoneLoad(browser, url));
  return {
    lighthouse: median(lighthouse, (r) => r.score),
    lighthouseRuns: lighthouse,
    phone: median(phone, (r) => r.lcp),
    phoneRuns: phone,
  };
}

export type MenuFigures = Awaited<ReturnType<typeof measureMenu>>;

export function describeFigures(label: string, f: MenuFigures): string[][] {
  return [
    [
      `${label}: Lighthouse performance (median of ${RUNS})`,
      String(f.lighthouse.score),
      "≥ 97",
      f.lighthouseRuns.map((r) => r.score).join(", "),
    ],
    [
      `${label}: Lighthouse LCP`,
      `${(f.lighthouse.lcp / 1000).toFixed(2)} s`,
      "≤ 1.5 s",
      `CLS ${f.lighthouse.cls.toFixed(3)}, TBT ${Math.round(f.lighthouse.tbt)} ms`,
    ],
    [
      `${label}: LCP, throttled phone (median of ${RUNS})`,
      `${(f.phone.lcp / 1000).toFixed(2)} s`,
      "≤ 1.5 s",
      `${f.phoneRuns.map((r) => (r.lcp / 1000).toFixed(2)).join(", ")} s; element ${f.phone.lcpUrl}`,
    ],
    [
      `${label}: first screen's image bytes`,
      kb(f.phone.firstScreenBytes),
      "≤ 150 KB",
      `${f.phone.firstScreenImages} pictures on screen (${f.phone.firstScreenPhotos} uploaded photos); ${f.phone.fetchedImages} fetched before any scroll, ${kb(f.phone.fetchedBytes)}`,
    ],
  ];
}

/** Seed pictures, then 54 uploaded photos, on one fresh server. */
export async function menuPhotosBench(log: (line: string) => void = console.log): Promise<string[][]> {
  const server = await startServer({ LOG_LEVEL: "warn" }, { logStraightToFile: true });
  const browser = await launchBrowser();
  try {
    const url = `${server.baseUrl}/`;
    log("  the seed's pictures (reference)");
    const seed = await measureMenu(browser, url);
    const upload = await uploadMenuPhotos(server.baseUrl);
    log(
      `  uploaded ${upload.count} photos of ${PHOTO.width}×${PHOTO.height} (${kb(upload.uploadedBytes)}) in ${upload.seconds.toFixed(1)} s`,
    );
    const photos = await measureMenu(browser, url);
    return [
      ...describeFigures("seed pictures", seed),
      ...describeFigures(`${upload.count} uploaded photos`, photos),
      [
        "photo upload (resize to 3 widths × AVIF/WebP/JPEG)",
        `${((upload.seconds / upload.count) * 1000).toFixed(0)} ms per photo`,
        "–",
        `${upload.count} in ${upload.seconds.toFixed(1)} s, one at a time`,
      ],
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log("▶ the menu with uploaded photos (fresh server, phone)");
  menuPhotosBench()
    .then((rows) => {
      console.log(["| measure | value | goal | detail |", "|---|---|---|---|", ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n"));
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
