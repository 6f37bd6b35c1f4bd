// A variant's key and how it reads: the few builder helpers the menu's first screen needs (a card's
// line and its "add" button), apart from the builder's rules (product-builder.ts), which load with
// the product sheet and the cart.

/** The same on every product of that size and dough, so two halves match by it. */
export const variantKey = (v: { sizeId: string; doughId: string | null }) => (v.doughId ? `${v.sizeId}/${v.doughId}` : v.sizeId);

/**
 * How a variant reads on a line, a ticket or a message: "30 cm, thin" ("30 cm" without doughs); the
 * dough's name is a segment's label ("Thin") and reads in lower case after the size.
 */
export const variantName = (size: string, dough: string | null) => (dough ? `${size}, ${dough.toLocaleLowerCase()}` : size);
