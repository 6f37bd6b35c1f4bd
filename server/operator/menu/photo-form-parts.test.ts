// The product photo's form is one field: a form of tens of thousands of (empty) parts would hold
// the server while it is parsed, so it is refused before parsing (server/http/multipart.ts), with
// the vacancy form's cap; a form within the cap (the photo and a few unknown fields) is taken.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_FORM_PARTS } from "../../http/multipart";
import { products } from "../../db/seed/menu";
import { menuTestApp } from "./test-support";

let s: Awaited<ReturnType<typeof menuTestApp>>;
beforeAll(async () => {
  s = await menuTestApp();
});
afterAll(() => s.t.close());

/** A multipart body with the photo and `extra` empty fields, built by hand (fast). */
function form(photo: Buffer, extra: number) {
  const boundary = "----photoFlood7MA4YWxkTrZu0gW";
  const head = (name: string, file = "") =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: image/jpeg` : ""}\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(head("photo", "photo.jpg")),
    photo,
    Buffer.from(`\r\n${`${head("x")}\r\n`.repeat(extra)}--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

const send = (productId: string, { body, type }: ReturnType<typeof form>) =>
  s.t.app.request(`/api/operator/products/${productId}/photo`, {
    method: "POST",
    headers: { Cookie: s.admin, "Content-Type": type },
    body: new Uint8Array(body),
  });

describe("POST /api/operator/products/{id}/photo with too many form parts", () => {
  it("refuses 50,000 empty fields beside the photo quickly, before parsing, and keeps the product's picture", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a6" } })
      .jpeg()
      .toBuffer();
    const started = Date.now();
    const res = await send(products[4].id, form(photo, 50_000));
    const took = Date.now() - started;
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      code: "too_many_fields",
      error: `The form has too many fields: at most ${MAX_FORM_PARTS} fields`,
    });
    expect(took).toBeLessThan(1_000);
    expect((await s.shop()).products.find((p) => p.id === products[4].id)).toMatchObject({ image: null });
  });

  it("takes the photo with unknown fields up to the cap, and refuses one part more", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#36a" } })
      .jpeg()
      .toBuffer();
    expect((await send(products[5].id, form(photo, MAX_FORM_PARTS))).status).toBe(413);
    const res = await send(products[5].id, form(photo, MAX_FORM_PARTS - 1));
    expect(res.status).toBe(200);
    expect((await s.shop()).products.find((p) => p.id === products[5].id)?.image).not.toBeNull();
  });
});
