// A cart line's picture: a half-and-half shows both halves (each pizza's own picture, clipped to
// its half), a whole pizza its own picture, and a half the menu no longer has falls back to the whole.
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { halfImageOf, LinePictureView } from "./line-picture";

const menu = [
  { id: "margherita", imageUrl: "/images/margherita.svg" },
  { id: "pepperoni", imageUrl: "/images/pepperoni.svg" },
];
const halves = { imageUrl: "/images/margherita.svg", half: { cartProdId: "pepperoni", name: "Pepperoni", removed: [] } };

const pictures = (line: typeof halves | { imageUrl: string; half?: undefined }) => {
  const { container } = render(<LinePictureView line={line} halfImage={halfImageOf(menu, line)} />);
  return [...container.querySelectorAll("img")].map((img) => ({ src: img.getAttribute("src"), className: img.className }));
};

describe("a cart line's picture", () => {
  it("draws a half-and-half as both halves: the line's pizza on the left, the other half's on the right", () => {
    expect(pictures(halves)).toEqual([
      { src: "/images/margherita.svg", className: "cart-line__half cart-line__half--left" },
      { src: "/images/pepperoni.svg", className: "cart-line__half cart-line__half--right" },
    ]);
  });

  it("draws a whole pizza, and a half the menu does not have, as the line's own picture", () => {
    expect(pictures({ imageUrl: "/images/margherita.svg" })).toEqual([{ src: "/images/margherita.svg", className: "cart-line__image" }]);
    const gone = { ...halves, half: { ...halves.half, cartProdId: "gone" } };
    expect(pictures(gone)).toEqual([{ src: "/images/margherita.svg", className: "cart-line__image" }]);
    expect(halfImageOf(undefined, halves)).toBeUndefined();
  });
});
