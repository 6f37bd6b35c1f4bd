// The pizza builder's fields as the console edits them (docs/operator-api.md, Menu): a product's
// variants (sizes and doughs with their prices), ingredients, half-and-half and modifier groups,
// and the chain's half pricing. `builderProblems` is the one list of checks: the contract's zod
// refuses what it finds (400 naming the field) and the console's editor says the same, translated.
import { z } from "zod";
import { HALF_PRICINGS } from "../domain/product-builder";
import * as f from "./fields";

export {
  BUILDER_ID,
  type BuilderProblem,
  builderProblems,
  type GroupRow,
  MAX_GROUPS,
  MAX_INGREDIENTS,
  MAX_VARIANTS,
  type VariantRow,
} from "../domain/builder-rules";
import { BUILDER_ID, builderProblems, issueOf, MAX_GROUPS, MAX_INGREDIENTS, MAX_VARIANTS } from "../domain/builder-rules";

const names = (max: number) => z.strictObject({ ru: f.requiredLine(max), en: f.requiredLine(max), uz: f.requiredLine(max) });
const id = z.string({ error: "is required" });
const int = (min: number, max: number) =>
  z
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

export const builderVariant = z
  .strictObject({
    sizeId: id,
    size: names(30).meta({ description: '"30 cm"' }),
    doughId: id.nullable().meta({ description: "null: no choice of dough" }),
    dough: names(30).nullable().meta({ description: '"thin"; null exactly when doughId is' }),
    price: z.number({ error: "must be a whole number of so'm" }),
    portion: names(60).nullable().meta({ description: '"560 g"; null = the product\'s portion' }),
    imageScale: z
      .number({ error: "must be a number from 0.5 to 1" })
      .min(0.5, "must be from 0.5 to 1")
      .max(1, "must be from 0.5 to 1")
      .meta({ description: "How large the picture is drawn, 0.5–1" }),
    isDefault: z.boolean(),
  })
  .refine((v) => (v.doughId === null) === (v.dough === null), { message: "a dough needs both its id and its name", path: ["dough"] })
  .meta({ id: "BuilderVariant" });

export const builderIngredient = z
  .strictObject({ id, name: names(60), removable: z.boolean().meta({ description: "May be left out of an order" }) })
  .meta({ id: "BuilderIngredient" });

export const builderGroup = z
  .strictObject({
    id,
    name: names(60),
    min: int(0, 20).meta({ description: "Options to choose at least" }),
    max: int(0, 20).meta({ description: "Options to choose at most, at least 1 (1 = one of several)" }),
  })
  .meta({ id: "BuilderModifierGroup" });

const checked = <T extends z.ZodType>(list: T, max: number, what: "variants" | "ingredients" | "modifierGroups") =>
  z
    .array(list, { error: "must be a list" })
    .max(max, `at most ${max}`)
    .superRefine((rows, ctx) => {
      const input = what === "variants" ? { variants: rows } : what === "ingredients" ? { ingredients: rows } : { groups: rows };
      for (const problem of builderProblems(input as Parameters<typeof builderProblems>[0])) {
        const { path, message } = issueOf(problem);
        ctx.addIssue({ code: "custom", message, path: path.slice(1) });
      }
    });

/** The builder's fields of a product patch (each optional) and of a new product (defaults). */
export const builderPatchFields = {
  variants: checked(builderVariant, MAX_VARIANTS, "variants").optional().meta({
    description: "The whole list; empty = sold one way at `price`. With variants, `price` becomes the default one's (else the first's)",
  }),
  ingredients: checked(builderIngredient, MAX_INGREDIENTS, "ingredients").optional().meta({ description: "The whole list" }),
  halvesAllowed: z.boolean().optional().meta({ description: "May be one half of a half-and-half pizza" }),
  modifierGroups: checked(builderGroup, MAX_GROUPS, "modifierGroups")
    .optional()
    .meta({ description: "The whole list; a group that still has modifiers cannot be left out" }),
};

export const modifierGroupId = z
  .string()
  .regex(BUILDER_ID, "must be a short id of a-z, 0-9 and -")
  .nullable()
  .meta({ description: "The product's modifier group it is an option of; null = on its own" });

export const halfPricing = z
  .enum(HALF_PRICINGS, { error: 'must be "dearer" or "average"' })
  .meta({ description: "A half-and-half pizza costs the dearer half, or the halves' average (rounded up to 100)" });

export const menuSettingsPatch = z.strictObject({ halfPricing }).meta({ id: "MenuSettingsPatch" });

export type BuilderVariant = z.input<typeof builderVariant>;
export type BuilderIngredient = z.input<typeof builderIngredient>;
export type BuilderGroup = z.input<typeof builderGroup>;
export type MenuSettingsPatch = z.input<typeof menuSettingsPatch>;
