// The main API's menu and places: GET /api/shop, /api/regions, /api/restaurants/List and
// /api/restaurants/GetByLocation. Wire names are the main API's own (`starTime`, `restId`, …).
import { z } from "zod";
import * as f from "./fields";
import { HALF_PRICINGS } from "../domain/product-builder";
import { storefrontHours } from "./restaurant-hours";

export const shopQuery = z.object({
  Language: f.language,
  RestaurantId: f.restaurantIdQuery,
  RegionId: f.regionId,
  Longitude: f.longitude,
  Latitude: f.latitude,
  OrderTypeId: f.orderTypeIdQuery,
});

/**
 * An uploaded photo in every size and format the server made of it (server/media): `srcset` lists
 * per format, widest last ("/media/<id>/320.avif 320w, …"); `src` is the JPEG a browser without
 * srcset shows; width and height are the widest variant's, for the aspect ratio.
 */
export const productImage = z
  .object({
    src: z.string(),
    srcset: z.object({ avif: z.string(), webp: z.string(), jpeg: z.string() }),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: "ProductImage" });

const variant = z
  .object({
    id: z
      .string()
      .meta({ description: '"30/thin": the same id is the same size and dough on every product; an order line names it in variantId' }),
    sizeId: z.string(),
    doughId: z.string().nullable(),
    size: z.string().meta({ description: '"30 cm", in the asked language' }),
    dough: z.string().nullable().meta({ description: '"thin", in the asked language; null = no choice of dough' }),
    price: z.number().int(),
    portion: z.string().nullable().meta({ description: '"560 g"; null = the product\'s portion' }),
    imageScale: z.number().meta({ description: "How large to draw the picture, 0.5–1" }),
    isDefault: z.boolean(),
  })
  .meta({ id: "MenuVariant" });

const ingredient = z
  .object({ id: z.string(), name: z.string(), removable: z.boolean().meta({ description: "May be left out of an order" }) })
  .meta({ id: "MenuIngredient" });

const folder = z.object({ id: z.number().int(), name: z.string() }).meta({ id: "MenuFolder" });

const product = z
  .object({
    id: z.string(),
    parentId: z.number().int().meta({ description: "The folder's id" }),
    name: z.string(),
    description: z.string(),
    portion: z.string().nullable(),
    price: z.number().int().meta({ description: "In sums" }),
    imageUrl: z.string().meta({ description: "The picture: an uploaded photo's JPEG (640 px wide at most), else the seed's picture" }),
    image: z.union([productImage, z.null()]).meta({ description: "The uploaded photo's variants; null = only imageUrl" }),
    tags: z.array(z.string()),
    hasModifiers: z.boolean(),
    variants: z.array(variant).meta({
      description:
        "Sizes and doughs with their prices; empty = sold one way at `price`; with variants `price` is the default variant's (what a line without variantId costs)",
    }),
    ingredients: z.array(ingredient),
    halvesAllowed: z.boolean().meta({ description: "May be one half of a half-and-half pizza" }),
    inStopList: z.boolean().meta({ description: "Sold out at this restaurant today" }),
  })
  .meta({ id: "MenuProduct" });

const modifier = z
  .object({
    id: z.string(),
    name: z.string(),
    isRequired: z.boolean(),
    isDefault: z.boolean(),
    price: z.number().int(),
    maxOneDish: z.number().int(),
    imageUrl: z.string().nullable(),
    count: z.number().int(),
    groupId: z.string().nullable().meta({ description: "The group (of productsForCart.groups) it is an option of; null = on its own" }),
    inStopList: z.boolean().meta({ description: "Not available at this restaurant right now" }),
  })
  .meta({ id: "MenuModifier" });

const modifierGroup = z
  .object({
    id: z.string(),
    name: z.string(),
    min: z.number().int().meta({ description: "Options to choose at least" }),
    max: z.number().int().meta({ description: "Options to choose at most (1 = one of several)" }),
  })
  .meta({ id: "MenuModifierGroup" });

const productForCart = z
  .object({ id: z.string(), price: z.number().int(), modifiers: z.array(modifier), groups: z.array(modifierGroup) })
  .meta({ id: "ProductForCart" });

export const shopResponse = z
  .object({
    folders: z.array(folder),
    products: z.array(product),
    productsForCart: z.array(productForCart),
    restId: z.string(),
    restName: z.string(),
    regionId: z.number().int(),
    starTime: z.string().meta({ description: "Opening time, HH:MM (Tashkent)", example: "10:00" }),
    endTime: z.string().meta({ description: "Closing time, HH:MM; before starTime means after midnight", example: "23:00" }),
    deliveryDuration: z.number().int().meta({ description: "Minutes" }),
    priceOfDelivery: z.number().int(),
    halfPricing: z
      .enum(HALF_PRICINGS)
      .meta({ description: "A half-and-half pizza costs the dearer half, or the halves' average (rounded up to 100)" }),
    ...storefrontHours,
    error: z
      .string()
      .nullable()
      .meta({ description: "Why this is not the restaurant asked for, in the asked language; the menu is then another restaurant's" }),
  })
  .meta({ id: "Shop" });

export const region = z.object({ id: z.number().int(), name: z.string() }).meta({ id: "Region" });
export const regionsResponse = z.array(region);

export const restaurant = z
  .object({
    id: z.string(),
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    longitude: z.string().meta({ description: "A decimal number as text" }),
    latitude: z.string().meta({ description: "A decimal number as text" }),
    regionId: z.number().int(),
    zone: z.string().nullable().meta({ description: "JSON text of the delivery polygon, [longitude, latitude] pairs; null = pickup only" }),
    isActive: z.boolean(),
    closedNote: z.string().nullable().meta({
      description: "An inactive restaurant's note to customers (why it is closed, until when), in the asked language; null = none",
    }),
    starTime: z.string(),
    endTime: z.string(),
    deliveryDuration: z.number().int(),
    priceOfDelivery: z.number().int(),
    ...storefrontHours,
    distance: z.number().optional().meta({ description: "Metres from the asked point (GetByLocation only)" }),
  })
  .meta({ id: "Restaurant" });
export const restaurantsResponse = z.array(restaurant);

export const restaurantListQuery = z.object({ Language: f.language, RegionId: f.regionId });

export const byLocationQuery = z.object({
  Language: f.language,
  latitude: f.requiredLatitude,
  longitude: f.requiredLongitude,
  regionId: f.regionId,
  orderTypeId: f.orderTypeIdQuery,
});

export type ShopQuery = z.output<typeof shopQuery>;
export type Shop = z.infer<typeof shopResponse>;
export type MenuFolder = z.infer<typeof folder>;
export type MenuProduct = z.infer<typeof product>;
export type ProductImage = z.infer<typeof productImage>;
export type MenuModifier = z.infer<typeof modifier>;
export type MenuVariant = z.infer<typeof variant>;
export type MenuIngredient = z.infer<typeof ingredient>;
export type MenuModifierGroup = z.infer<typeof modifierGroup>;
export type ProductForCart = z.infer<typeof productForCart>;
export type Region = z.infer<typeof region>;
export type RestaurantWire = z.infer<typeof restaurant>;
