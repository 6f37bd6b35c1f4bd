import type { MenuProduct } from "../shop/api/get-shop";

/** How wide a card's picture is shown (src/features/menu/product-card.css): the browser picks a width from it. */
export const CARD_PICTURE_SIZES = "(max-width: 599px) 112px, (max-width: 899px) 46vw, (max-width: 1199px) 31vw, 300px";

/**
 * A product's picture in its card. An uploaded photo comes in AVIF and WebP (the browser takes the
 * first it can show) with a JPEG fallback, each in several widths; a seed picture is one SVG. The
 * first card's picture is the page's largest paint: fetched first, never lazily. Cards below the
 * fold load lazily. Width and height give the box its shape before the bytes arrive.
 */
export function ProductPicture({ product, eager, priority }: { product: MenuProduct; eager: boolean; priority: boolean }) {
  const loading = eager || priority ? "eager" : "lazy";
  const fetchPriority = priority ? "high" : undefined;
  const image = product.image;
  if (!image) {
    return <img src={product.imageUrl} alt="" width="300" height="300" loading={loading} fetchPriority={fetchPriority} decoding="async" />;
  }
  return (
    <picture>
      <source type="image/avif" srcSet={image.srcset.avif} sizes={CARD_PICTURE_SIZES} />
      <source type="image/webp" srcSet={image.srcset.webp} sizes={CARD_PICTURE_SIZES} />
      <img
        src={image.src}
        srcSet={image.srcset.jpeg}
        sizes={CARD_PICTURE_SIZES}
        alt=""
        width={image.width}
        height={image.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
    </picture>
  );
}
