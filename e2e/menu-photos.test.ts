// Uploaded photos in the menu: a product with a photo is shown as a <picture> with AVIF/WebP
// sources and a JPEG srcset; the first card's picture is fetched with priority, not lazily, and
// cards below the fold load lazily. Its own server (a fresh database), so the uploads touch no
// other test's menu.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { products } from "../server/db/seed/menu";
import { openPage, PHONE, waitForMenu } from "./support/browser";
import { E2E_OPERATOR_TOKEN } from "./support/server";
import { ownServerAndBrowser } from "./support/own-server";

const first = products[0];
const later = products[12];

async function upload(productId: string, hue: string) {
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: hue, noise: { type: "gaussian", mean: 120, sigma: 30 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "photo.jpg");
  const res = await fetch(`${own.server.baseUrl}/api/operator/products/${productId}/photo`, {
    method: "POST",
    headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    body: form,
  });
  expect(res.status).toBe(200);
}

const own = ownServerAndBrowser(async () => {
  await upload(first.id, "#b33");
  await upload(later.id, "#3b3");
});

describe("uploaded photos in the menu", () => {
  it("shows a <picture> with AVIF/WebP sources, the first card's fetched with priority and the later one lazily", async () => {
    const { page, context, errors } = await openPage(own.browser, PHONE);
    const mediaRequests: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/media/")) mediaRequests.push(new URL(r.url()).pathname);
    });
    await page.goto(`${own.server.baseUrl}/`);
    await waitForMenu(page);
    const card = (id: string) => page.locator(`.product-card[data-product-id="${id}"]`);
    const firstImg = card(first.id).locator("picture > img");
    expect(await card(first.id).locator('picture > source[type="image/avif"]').getAttribute("srcset")).toMatch(
      /^\/media\/[0-9a-f]{32}\/320\.avif 320w, .*960\.avif 960w$/,
    );
    expect(await card(first.id).locator('picture > source[type="image/webp"]').getAttribute("srcset")).toContain("640.webp 640w");
    expect(await firstImg.getAttribute("srcset")).toContain("640.jpg 640w");
    expect(await firstImg.getAttribute("fetchpriority")).toBe("high");
    expect(await firstImg.getAttribute("loading")).not.toBe("lazy");
    expect([await firstImg.getAttribute("width"), await firstImg.getAttribute("height")]).toEqual(["960", "720"]);
    // Chromium chose the AVIF source and showed it.
    await expect.poll(() => firstImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await firstImg.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/[0-9a-f]{32}\/\d+\.avif$/);
    // The later card is below the fold: lazy, and not fetched until scrolled to.
    const laterImg = card(later.id).locator("picture > img");
    expect(await laterImg.getAttribute("loading")).toBe("lazy");
    expect(await laterImg.getAttribute("fetchpriority")).toBeNull();
    const laterSources = (await card(later.id).locator("picture > source").first().getAttribute("srcset")) ?? "";
    const laterId = /\/media\/([0-9a-f]{32})\//.exec(laterSources)?.[1];
    expect(mediaRequests.some((p) => laterId && p.includes(laterId))).toBe(false);
    await card(later.id).scrollIntoViewIfNeeded();
    await expect.poll(() => mediaRequests.some((p) => laterId && p.includes(laterId))).toBe(true);
    // A seed picture stays a plain img.
    expect(await card(products[1].id).locator("picture").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
