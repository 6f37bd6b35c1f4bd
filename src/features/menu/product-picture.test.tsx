import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { MenuProduct } from "../shop/api/get-shop";
import { ProductPicture } from "./product-picture";

const seed: MenuProduct = {
  id: "margherita",
  parentId: 1,
  name: "Margherita",
  description: "",
  portion: null,
  price: 60000,
  imageUrl: "/images/products/margherita.svg",
  image: null,
  tags: [],
  hasModifiers: false,
  variants: [],
  ingredients: [],
  halvesAllowed: false,
  inStopList: false,
};
const list = (ext: string) => `/media/abc/320.${ext} 320w, /media/abc/640.${ext} 640w`;
const photo: MenuProduct = {
  ...seed,
  imageUrl: "/media/abc/640.jpg",
  image: { src: "/media/abc/640.jpg", srcset: { avif: list("avif"), webp: list("webp"), jpeg: list("jpg") }, width: 640, height: 480 },
};
const html = (product: MenuProduct, eager: boolean, priority: boolean) =>
  new DOMParser().parseFromString(renderToStaticMarkup(<ProductPicture product={product} eager={eager} priority={priority} />), "text/html")
    .body;

describe("a product card's picture", () => {
  it("offers an uploaded photo as AVIF and WebP sources with a JPEG fallback, sized like the card", () => {
    const body = html(photo, false, false);
    const sources = [...body.querySelectorAll("picture > source")].map((s) => [s.getAttribute("type"), s.getAttribute("srcset")]);
    expect(sources).toEqual([
      ["image/avif", list("avif")],
      ["image/webp", list("webp")],
    ]);
    const img = body.querySelector("picture > img");
    expect(img?.getAttribute("srcset")).toBe(list("jpg"));
    expect(img?.getAttribute("sizes")).toContain("112px");
    expect([img?.getAttribute("width"), img?.getAttribute("height"), img?.getAttribute("loading")]).toEqual(["640", "480", "lazy"]);
    expect(img?.hasAttribute("fetchpriority")).toBe(false);
  });

  it("fetches the first card's picture first and never lazily", () => {
    for (const product of [photo, seed]) {
      const img = html(product, false, true).querySelector("img");
      expect(img?.getAttribute("fetchpriority")).toBe("high");
      expect(img?.getAttribute("loading")).toBe("eager");
    }
  });

  it("keeps a seed picture a single img", () => {
    const body = html(seed, true, false);
    expect(body.querySelector("picture")).toBeNull();
    expect(body.querySelector("img")?.getAttribute("src")).toBe(seed.imageUrl);
  });
});
