// The menu editor's reads and writes (docs/operator-api.md, Menu) and the small rules of its forms.
import type { MenuSettingsPatch } from "../../contract/operator-builder";
import type { FolderPatch, ModifierPatch, NewFolder, NewProduct, OperatorProduct, ProductPatch } from "../../contract/operator-menu";
import { TAG_PATTERN } from "../../domain/staff-values";
import { queryOptions } from "@tanstack/react-query";
import { opsApi } from "../api";
import type { Lang, Localized } from "../shared/localized-fields";

/** The whole menu as admins edit it: every save here invalidates it. */
export const MENU_KEY = ["menu"] as const;
export const menuQuery = queryOptions({ queryKey: MENU_KEY, queryFn: () => opsApi.GET("/api/operator/menu") });
export const patchProduct = (id: string, patch: ProductPatch) => opsApi.PATCH("/api/operator/products/{id}", { path: { id }, body: patch });
export const createProduct = (product: NewProduct) => opsApi.POST("/api/operator/products", { body: product });
export const patchFolder = (id: number, patch: FolderPatch) => opsApi.PATCH("/api/operator/folders/{id}", { path: { id }, body: patch });
export const createFolder = (folder: NewFolder) => opsApi.POST("/api/operator/folders", { body: folder });
export const patchModifier = (id: string, patch: ModifierPatch) =>
  opsApi.PATCH("/api/operator/modifiers/{id}", { path: { id }, body: patch });
export const patchMenuSettings = (body: MenuSettingsPatch) => opsApi.PATCH("/api/operator/menu", { body });

export function uploadPhoto(productId: string, file: File) {
  const form = new FormData();
  form.append("photo", file);
  return opsApi.POST("/api/operator/products/{id}/photo", { path: { id: productId }, body: form });
}

/** The console's language as one of the menu's, for names in lists. */
export const langOf = (locale: string): Lang => (locale === "en" || locale === "uz" ? locale : "ru");

/** "pizza, new" → ["pizza", "new"]; each tag lowercased, blanks and repeats dropped. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(/[,\s]+/)
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(tags)];
}
export const badTags = (tags: string[]) => tags.filter((tag) => !TAG_PATTERN.test(tag));

/** A whole number of so'm from what was typed ("45 000" → 45000), or null. */
export function parsePrice(text: string): number | null {
  const digits = text.replace(/[\s\u00a0\u202f]/g, "");
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

const sameLocalized = (a: Localized | null, b: Localized | null) =>
  a === b || (a !== null && b !== null && a.ru === b.ru && a.en === b.en && a.uz === b.uz);

export interface ProductForm {
  name: Localized;
  description: Localized;
  portion: Localized;
  price: number;
  tags: string[];
  isActive: boolean;
  folderId: number;
}

/** Only what changed, so the history shows the edit and nothing else. */
export function productChanges(before: OperatorProduct, form: ProductForm): ProductPatch {
  const patch: ProductPatch = {};
  const portion = form.portion.ru || form.portion.en || form.portion.uz ? form.portion : null;
  if (!sameLocalized(before.name, form.name)) patch.name = form.name;
  if (!sameLocalized(before.description, form.description)) patch.description = form.description;
  if (!sameLocalized(before.portion, portion)) patch.portion = portion;
  if (before.price !== form.price) patch.price = form.price;
  if (before.tags.join(",") !== form.tags.join(",")) patch.tags = form.tags;
  if (before.isActive !== form.isActive) patch.isActive = form.isActive;
  if (before.folderId !== form.folderId) patch.folderId = form.folderId;
  return patch;
}

export function newProductBody(form: ProductForm): NewProduct {
  const portion = form.portion.ru || form.portion.en || form.portion.uz ? form.portion : null;
  return { ...form, portion };
}
