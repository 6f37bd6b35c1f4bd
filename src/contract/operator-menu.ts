// The operator API's menu on the wire: what the console's menu editor reads (every folder, product
// and modifier in all three languages, hidden and inactive ones too) and the edits it sends.
import { z } from "zod";
import * as f from "./fields";
import { fiscalAnswerFields, fiscalPatchFields } from "./fiscal";
import { builderGroup, builderIngredient, builderPatchFields, builderVariant, halfPricing, modifierGroupId } from "./operator-builder";
import { productImage } from "./menu";
import { TAG_PATTERN } from "../domain/staff-values";

/** Whole so'm, above zero; a sane ceiling catches a mistyped extra zero or two. */
export const MAX_PRICE = 10_000_000;
const price = z
  .number({ error: "must be a whole number of so'm" })
  .int("must be a whole number of so'm")
  .min(1, "must be above zero")
  .max(MAX_PRICE, `must be at most ${MAX_PRICE}`);
const modifierPrice = z
  .number({ error: "must be a whole number of so'm" })
  .int("must be a whole number of so'm")
  .min(0, "must not be negative")
  .max(MAX_PRICE, `must be at most ${MAX_PRICE}`);
const sort = z.number({ error: "must be a whole number" }).int("must be a whole number").min(-1_000_000).max(1_000_000);

/** One line in every language: each is required when the object is given. */
const localizedLine = (max: number) => z.strictObject({ ru: f.requiredLine(max), en: f.requiredLine(max), uz: f.requiredLine(max) });
/** A description in every language: several lines allowed, each may be empty. */
const description = (max: number) => {
  const text = z.string({ error: "is required" }).trim().max(max, `must be at most ${max} characters`).refine(f.isPlainText, f.NO_CONTROLS);
  return z.strictObject({ ru: text, en: text, uz: text });
};

const tags = z
  .array(z.string().regex(TAG_PATTERN, "each tag is a short slug: a-z, 0-9 and -, at most 24"), { error: "must be a list of tags" })
  .max(10, "at most 10 tags")
  .refine((list) => new Set(list).size === list.length, "must not repeat a tag");
const folderId = z
  .number({ error: "must be a folder id" })
  .int()
  .min(1)
  .max(2 ** 31 - 1);

const atLeastOne = (value: object) => Object.keys(value).length > 0;
const NOTHING = { message: "give at least one field to change" };

export const folderPatch = z
  .strictObject({ name: localizedLine(60).optional(), sort: sort.optional(), isVisible: z.boolean().optional() })
  .refine(atLeastOne, NOTHING)
  .meta({ id: "FolderPatch" });
export const newFolder = z
  .strictObject({ name: localizedLine(60), sort: sort.optional(), isVisible: z.boolean().optional() })
  .meta({ id: "NewFolder" });

const productFields = {
  name: localizedLine(100),
  description: description(1000),
  portion: localizedLine(60).nullable().meta({ description: "null: no portion line" }),
  price,
  tags,
  isActive: z.boolean(),
  folderId,
  sort,
};
export const productPatch = z
  .strictObject({
    name: productFields.name.optional(),
    description: productFields.description.optional(),
    portion: productFields.portion.optional(),
    price: productFields.price.optional(),
    tags: productFields.tags.optional(),
    isActive: productFields.isActive.optional(),
    folderId: productFields.folderId.optional(),
    sort: productFields.sort.optional(),
    ...fiscalPatchFields,
    ...builderPatchFields,
  })
  .refine(atLeastOne, NOTHING)
  .meta({ id: "ProductPatch" });
export const newProduct = z
  .strictObject({
    ...productFields,
    portion: productFields.portion.default(null),
    tags: productFields.tags.default([]),
    isActive: productFields.isActive.default(true),
    sort: productFields.sort.optional(),
    ...fiscalPatchFields,
    ...builderPatchFields,
  })
  .meta({ id: "NewProduct" });

export const modifierPatch = z
  .strictObject({
    name: localizedLine(60).optional(),
    price: modifierPrice.optional(),
    isDefault: z.boolean().optional(),
    sort: sort.optional(),
    groupId: modifierGroupId.optional(),
    ...fiscalPatchFields,
  })
  .refine(atLeastOne, NOTHING)
  .meta({ id: "ModifierPatch" });

const localized = z.object({ ru: z.string(), en: z.string(), uz: z.string() });

export const operatorModifier = z
  .object({
    id: z.string(),
    name: localized,
    price: z.number().int(),
    isRequired: z.boolean(),
    isDefault: z.boolean(),
    maxOneDish: z.number().int(),
    sort: z.number().int(),
    groupId: z.string().nullable(),
    ...fiscalAnswerFields,
  })
  .meta({ id: "OperatorModifier" });

export const operatorProduct = z
  .object({
    id: z.string(),
    folderId: z.number().int(),
    name: localized,
    description: localized,
    portion: localized.nullable(),
    price: z.number().int(),
    tags: z.array(z.string()),
    isActive: z.boolean(),
    sort: z.number().int(),
    imageUrl: z.string().meta({ description: "The picture shown: the uploaded photo's JPEG, else the seed's picture" }),
    image: productImage.nullable(),
    ...fiscalAnswerFields,
    variants: z.array(z.object(builderVariant.shape)),
    ingredients: z.array(z.object(builderIngredient.shape)),
    halvesAllowed: z.boolean(),
    modifierGroups: z.array(z.object(builderGroup.shape)),
    modifiers: z.array(operatorModifier),
  })
  .meta({ id: "OperatorProduct" });

export const operatorFolder = z
  .object({ id: z.number().int(), name: localized, sort: z.number().int(), isVisible: z.boolean() })
  .meta({ id: "OperatorFolder" });

export const operatorMenu = z
  .object({ folders: z.array(operatorFolder), products: z.array(operatorProduct), halfPricing })
  .meta({ id: "OperatorMenu", description: "Every folder and product, hidden and inactive ones too, in all three languages" });

export const folderCreated = z.object({ id: z.number().int() }).meta({ id: "FolderCreated" });
export const productCreated = z.object({ id: z.string() }).meta({ id: "ProductCreated" });
export const textIdPath = z.object({ id: z.string().meta({ description: "The product's or modifier's id", example: "margherita" }) });

export const photoForm = z
  .object({ photo: z.unknown().meta({ type: "string", format: "binary", description: "JPEG, PNG, WebP or AVIF, at most 10 MB" }) })
  .meta({ id: "PhotoForm" });
export const photoUploaded = z.object({ imageId: z.string(), image: productImage }).meta({ id: "PhotoUploaded" });

export type OperatorMenu = z.infer<typeof operatorMenu>;
export type OperatorProduct = z.infer<typeof operatorProduct>;
export type OperatorFolder = z.infer<typeof operatorFolder>;
export type OperatorModifier = z.infer<typeof operatorModifier>;
export type FolderPatch = z.input<typeof folderPatch>;
export type NewFolder = z.input<typeof newFolder>;
export type ProductPatch = z.input<typeof productPatch>;
export type NewProduct = z.input<typeof newProduct>;
export type ModifierPatch = z.input<typeof modifierPatch>;
