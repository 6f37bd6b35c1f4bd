import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/seed/menu";
import { greyPng } from "../../media/test/grey-png";
import { menuTestApp } from "./test-support";

let s: Awaited<ReturnType<typeof menuTestApp>>;
beforeAll(async () => {
  s = await menuTestApp();
});
afterAll(() => s.t.close());

const noisy = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c33", noise: { type: "gaussian", mean: 128, sigma: 40 } } });
const blob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });
const product = products[0];

describe("POST /api/operator/products/{id}/photo", () => {
  it("makes AVIF, WebP and JPEG of 320, 640 and 960 px, served at /media and cached for ever, and the menu shows them", async () => {
    const photo = await noisy(1000, 750).jpeg().toBuffer();
    const res = await s.upload(product.id, s.admin, blob(photo, "image/jpeg"));
    expect(res.status).toBe(200);
    const { imageId, image } = (await res.json()) as { imageId: string; image: any };
    expect(image).toMatchObject({ width: 960, height: 720, src: `/media/${imageId}/640.jpg` });
    for (const [key, ext, type] of [
      ["avif", "avif", "image/avif"],
      ["webp", "webp", "image/webp"],
      ["jpeg", "jpg", "image/jpeg"],
    ]) {
      expect(image.srcset[key]).toBe([320, 640, 960].map((w) => `/media/${imageId}/${w}.${ext} ${w}w`).join(", "));
      for (const w of [320, 640, 960]) {
        const served = await s.t.get(`/media/${imageId}/${w}.${ext}`);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe(type);
        expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(meta.width).toBe(w);
        expect(meta.height).toBe((w * 3) / 4);
        expect(meta.format).toBe(key === "jpeg" ? "jpeg" : key === "avif" ? "heif" : "webp");
      }
    }
    const again = await s.t.get(`/media/${imageId}/640.webp`, { headers: { "If-None-Match": `"${imageId}-640.webp"` } });
    expect(again.status).toBe(304);
    const shop = await s.shop();
    expect(shop.products.find((p) => p.id === product.id)).toMatchObject({ image, imageUrl: image.src });
    const menu = (await (await s.call("/menu", s.admin)).json()) as { products: { id: string; image: unknown }[] };
    expect(menu.products.find((p) => p.id === product.id)?.image).toEqual(image);
    const [entry] = (await (await s.call(`/audit?entity=product&entityId=${product.id}`, s.admin)).json()) as { action: string }[];
    expect(entry.action).toBe("photo");
  });

  it("never upscales: a small PNG gets one width, its own", async () => {
    const photo = await noisy(500, 250).png().toBuffer();
    const res = await s.upload(products[1].id, s.admin, blob(photo, "image/png"), "small.png");
    expect(res.status).toBe(200);
    const { image } = (await res.json()) as { image: { width: number; height: number; srcset: { jpeg: string } } };
    expect(image.width).toBe(320);
    expect(image.height).toBe(160);
    expect(image.srcset.jpeg.split(", ")).toHaveLength(1);
  });

  it("takes WebP and AVIF uploads too", async () => {
    for (const photo of [await noisy(400, 300).webp().toBuffer(), await noisy(400, 300).avif({ effort: 0 }).toBuffer()]) {
      const res = await s.upload(products[2].id, s.admin, blob(photo, "application/octet-stream"));
      expect(res.status).toBe(200);
    }
  });

  it("refuses a text file, a damaged image, a GIF and a huge-dimension PNG without a 5xx, and keeps the product's picture", async () => {
    const target = products[3];
    const jpeg = await noisy(800, 600).jpeg().toBuffer();
    // A PNG whose header declares 30 000 × 30 000 pixels (900 megapixels) and holds almost nothing.
    const bomb = greyPng(30000, 30000, 1);
    const cases: [string, Blob | string, number, string][] = [
      ["text", "just some words, not a picture", 400, "unsupported_image"],
      ["damaged", blob(jpeg.subarray(0, 2000), "image/jpeg"), 400, "unsupported_image"],
      ["gif", blob(await noisy(40, 40).gif().toBuffer(), "image/gif"), 400, "unsupported_image"],
      ["bomb", blob(bomb, "image/png"), 413, "image_too_large"],
      ["empty", blob(Buffer.alloc(0), "image/png"), 400, "invalid_parameters"],
    ];
    for (const [what, file, status, code] of cases) {
      const res = await s.upload(target.id, s.admin, file);
      expect(res.status, what).toBe(status);
      expect(await res.json(), what).toMatchObject({ code });
    }
    expect((await s.shop()).products.find((p) => p.id === target.id)).toMatchObject({ image: null, imageUrl: target.imageUrl });
  });

  it("refuses a body over 10 MB, a JSON body, a form without the photo and an unknown product", async () => {
    const big = await s.upload(products[3].id, s.admin, blob(Buffer.alloc(11 * 1024 * 1024, 1), "image/jpeg"));
    expect(big.status).toBe(413);
    const json = await s.call(`/products/${products[3].id}/photo`, s.admin, { method: "POST", body: { photo: "x" } });
    expect(json.status).toBe(415);
    const form = new FormData();
    form.set("picture", "x");
    const noPhoto = await s.t.app.request(`/api/operator/products/${products[3].id}/photo`, {
      method: "POST",
      headers: { Cookie: s.admin },
      body: form,
    });
    expect(noPhoto.status).toBe(400);
    const photo = await noisy(400, 300).jpeg().toBuffer();
    expect((await s.upload("no-such-product", s.admin, blob(photo, "image/jpeg"))).status).toBe(404);
  });

  it("refuses an upload from another site's page (the same-origin rule holds for multipart)", async () => {
    const form = new FormData();
    form.set("photo", blob(await noisy(400, 300).jpeg().toBuffer(), "image/jpeg"));
    const res = await s.t.app.request(`/api/operator/products/${products[3].id}/photo`, {
      method: "POST",
      headers: { Cookie: s.admin, "Sec-Fetch-Site": "cross-site" },
      body: form,
    });
    expect(res.status).toBe(403);
  });
});

describe("GET /media/{id}/{variant}", () => {
  it("answers 404 JSON for unknown or malformed names", async () => {
    for (const path of [
      "/media/0123456789abcdef0123456789abcdef/640.avif",
      "/media/../etc/passwd",
      "/media/abc/640.avif",
      "/media/0123456789abcdef0123456789abcdef/info.json",
    ]) {
      const res = await s.t.get(path);
      expect(res.status, path).toBe(404);
    }
    const res = await s.t.get("/media/0123456789abcdef0123456789abcdef/640.avif");
    expect(await res.json()).toMatchObject({ code: "media_not_found" });
  });
});
