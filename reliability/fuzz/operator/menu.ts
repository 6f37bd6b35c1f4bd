// Menu: bad requests of its endpoints (docs/operator-api.md). Every write carries a fault: a bad
// body, bad credentials, or (for the photo) a file that is not an acceptable image.
import fc from "fast-check";
import { greyPng } from "../../../server/media/test/grey-png";
import { junkString } from "../junk";
import { type Endpoint, get, opAuth, opHeaders } from "../requests";
import { absentOrJunkId, badJsonWrite } from "./shared";

const L = (ru: unknown, en: unknown, uz: unknown) => ({ ru, en, uz });
const ok = L("Пицца", "Pizza", "Pitsa");
/** A localized text with one fault: a language missing, empty, too long, a control character, not text. */
const badText = (max: number) =>
  fc.oneof(
    fc.constantFrom({ ru: "A", en: "B" }, L("", "B", "C"), L("A", "B", " "), L("x".repeat(max + 1), "B", "C"), "Pizza", null, []),
    fc.constantFrom("\u0000", "\u001b[31m", "\u202e", "\u2028").map((c) => L(`A${c}B`, "B", "C")),
    junkString.map((v) => L("A", `x${v}\u0007x`, "C")),
    fc.constant(L("A", "B", "C")).map((v) => ({ ...v, de: "D" })),
  );
const badInt = fc.oneof(fc.constantFrom(1.5, "1", null, true, Number.MAX_SAFE_INTEGER, -1e9), junkString);
const badPrice = fc.oneof(fc.constantFrom(0, -1, 0.5, 10_000_001, 1e12, "1000", null), junkString);
const badBool = fc.constantFrom("true", 1, 0, null, "no");
const badTags = fc.constantFrom(
  "hit",
  ["Hit"],
  ["a b"],
  ["hit", "hit"],
  Array.from({ length: 11 }, (_, i) => `t${i}`),
  [1],
  ["x".repeat(25)],
);

/** Fiscal data that cannot be: an IKPU not of 17 digits, a package code not digits, VAT outside 0–100. */
const badFiscal = fc.constantFrom(
  { ikpu: "1234567890123456" },
  { ikpu: 10202001001000000 },
  { ikpu: "1020200100100000x" },
  { packageCode: "12 34" },
  { packageCode: "" },
  { vatPercent: 101 },
  { vatPercent: -1 },
  { vatPercent: 12.5 },
  { vatPercent: "12" },
);

const folderPatch = fc.oneof(
  fc.constant({}),
  badText(60).map((name) => ({ name })),
  badInt.map((sort) => ({ sort })),
  badBool.map((isVisible) => ({ isVisible })),
  fc.constant({ sort: 1, color: "red" }),
);
const newFolder = fc.oneof(
  fc.constant({}),
  badText(60).map((name) => ({ name })),
  badBool.map((isVisible) => ({ name: ok, isVisible })),
);

/** Builder lists with one fault each: a repeated size and dough, a price of 0, two defaults, a bad id, a group's min above max. */
const okVariant = { sizeId: "30", size: ok, doughId: null, dough: null, price: 50000, portion: null, imageScale: 1, isDefault: false };
const okGroup = { id: "drink", name: ok, min: 1, max: 1 };
const badBuilder = fc.oneof(
  fc.constantFrom(
    { variants: [okVariant, okVariant] },
    { variants: [{ ...okVariant, price: 0 }] },
    {
      variants: [
        { ...okVariant, isDefault: true },
        { ...okVariant, sizeId: "35", isDefault: true },
      ],
    },
    { variants: [{ ...okVariant, sizeId: "30 cm" }] },
    { variants: [{ ...okVariant, doughId: "thin" }] },
    { variants: [{ ...okVariant, imageScale: 0 }] },
    { variants: "30" },
    { ingredients: [{ id: "Onion!", name: ok, removable: true }] },
    { ingredients: [{ id: "onion", name: ok, removable: "yes" }] },
    { modifierGroups: [{ ...okGroup, min: 2 }] },
    { modifierGroups: [{ ...okGroup, max: 0 }] },
    { modifierGroups: [okGroup, okGroup] },
  ),
  badBool.map((halvesAllowed) => ({ halvesAllowed })),
  badPrice.map((price) => ({ variants: [{ ...okVariant, price }] })),
);
const menuSettings = fc.oneof(
  fc.constantFrom({}, { halfPricing: "cheaper" }, { halfPricing: null }, { halfPricing: "average", extra: 1 }),
  junkString.map((halfPricing) => ({ halfPricing })),
);

const goodProduct = { folderId: 1, name: ok, description: L("", "", ""), price: 50000 };
const productPatch = fc.oneof(
  fc.constant({}),
  badPrice.map((price) => ({ price })),
  badText(100).map((name) => ({ name })),
  badText(60)
    .filter((v) => v !== null)
    .map((portion) => ({ portion })),
  fc.constantFrom(L("x".repeat(1001), "", ""), L("\u0000", "", ""), { ru: "" }).map((description) => ({ description })),
  badTags.map((tags) => ({ tags })),
  badBool.map((isActive) => ({ isActive })),
  fc.oneof(badInt, fc.constantFrom(0, 999_999)).map((folderId) => ({ folderId })),
  fc.constantFrom({ imageId: "x" }, { id: "other" }, { price: 1000, imageUrl: "/x.svg" }),
  badFiscal,
  badBuilder,
);
const newProduct = fc.oneof(
  fc.constant({}),
  fc
    .constantFrom("folderId", "name", "description", "price")
    .map((k) => Object.fromEntries(Object.entries(goodProduct).filter(([n]) => n !== k))),
  badPrice.map((price) => ({ ...goodProduct, price })),
  badText(100).map((name) => ({ ...goodProduct, name })),
  fc.constantFrom(0, 999_999, -1).map((folderId) => ({ ...goodProduct, folderId })),
  badTags.map((tags) => ({ ...goodProduct, tags })),
  badBuilder.map((builder) => ({ ...goodProduct, ...builder })),
);
const modifierPatch = fc.oneof(
  fc.constant({}),
  fc.oneof(fc.constantFrom(-1, 0.5, 10_000_001, "0"), junkString).map((price) => ({ price })),
  badText(60).map((name) => ({ name })),
  badBool.map((isDefault) => ({ isDefault })),
  badInt.map((sort) => ({ sort })),
  fc.constant({ isRequired: true }),
  fc.constantFrom("Drink!", "", 5, "no-such-group").map((groupId) => ({ groupId })),
  badFiscal,
);

// ── Photos ─────────────────────────────────────────────────────────────────────────────────
const png = (width: number, height: number, rows: number) => new Uint8Array(greyPng(width, height, rows));
/** A good 8 × 8 grey PNG: sent only with a fault elsewhere (credentials, product id, field name). */
const GOOD_PNG = png(8, 8, 8);
const BAD_FILES: Uint8Array[] = [
  png(30000, 30000, 1), // a decompression bomb's header: 900 megapixels
  png(8, 8, 8).subarray(0, 40), // cut short
  png(8, 8, 2), // rows missing
  new TextEncoder().encode("GIF89a not really a gif"),
  new TextEncoder().encode("%PDF-1.7\n"),
  new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"),
  new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), // a JPEG's first bytes only
  new Uint8Array(0),
];
const file = (bytes: Uint8Array, type: string) => new File([new Uint8Array(bytes)], "photo.jpg", { type });
const badFile = fc.oneof(
  fc.constantFrom(...BAD_FILES),
  fc.uint8Array({ minLength: 1, maxLength: 2000 }),
  junkString.map((s) => new TextEncoder().encode(s)),
);
const photoPath = (id: string) => `/api/operator/products/${id}/photo`;

const photoUpload: Endpoint = {
  mustRefuse: true,
  examples: () =>
    BAD_FILES.map((bytes) => {
      const body = new FormData();
      body.set("photo", file(bytes, "image/png"));
      return { method: "POST", path: photoPath("margherita"), headers: opHeaders(), body };
    }),
  requests: (ctx) =>
    fc
      .record({
        fault: fc.constantFrom("file", "auth", "id", "field", "text", "json"),
        bytes: badFile,
        type: fc.constantFrom("image/png", "image/jpeg", "application/octet-stream", ""),
        auth: opAuth(ctx),
        badAuth: opAuth(ctx).filter((a) => !a.ok),
        id: absentOrJunkId,
      })
      .map(({ fault, bytes, type, auth, badAuth, id }) => {
        const body = new FormData();
        const headers = fault === "auth" ? badAuth.headers : auth.headers;
        const path = photoPath(fault === "id" ? id : "margherita");
        if (fault === "json")
          return { method: "POST", path, headers: { ...headers, "Content-Type": "application/json" }, body: '{"photo":"x"}' };
        if (fault === "text") body.set("photo", "not a file");
        else body.set(fault === "field" ? "picture" : "photo", file(fault === "file" ? bytes : GOOD_PNG, type));
        return { method: "POST", path, headers, body };
      }),
};

export const MENU: Record<string, Endpoint> = {
  "GET /api/operator/menu": get("/api/operator/menu", ["Language"], opAuth, opHeaders),
  "PATCH /api/operator/menu": badJsonWrite("PATCH", "/api/operator/menu", menuSettings),
  "PATCH /api/operator/folders/{id}": badJsonWrite("PATCH", "/api/operator/folders/{id}", folderPatch),
  "POST /api/operator/folders": badJsonWrite("POST", "/api/operator/folders", newFolder),
  "PATCH /api/operator/products/{id}": badJsonWrite("PATCH", "/api/operator/products/{id}", productPatch, fc.constant("margherita")),
  "POST /api/operator/products": badJsonWrite("POST", "/api/operator/products", newProduct),
  "PATCH /api/operator/modifiers/{id}": badJsonWrite(
    "PATCH",
    "/api/operator/modifiers/{id}",
    modifierPatch,
    fc.constantFrom("margherita:cheese", "nope", "a/b"),
  ),
  "POST /api/operator/products/{id}/photo": photoUpload,
};
