// The menu and the cart as a customer finds them: a product by its name, its add button by what it
// says, a folder by its chip, the cart behind the header's button. Locators by role and accessible
// name, in the page's language, so a change of markup or class names does not move them.
import type { Locator, Page } from "playwright-core";
import { folders, type products } from "../../server/db/seed/menu";
import { escapeRegExp, inAnyLang, type Lang, say, text } from "./text";

type Product = (typeof products)[number];

/** A pattern matching any text that starts with `prefix`. */
export const startingWith = (prefix: string) => new RegExp(`^${escapeRegExp(prefix)}`);

/** A product's card in the menu (an article headed by its name). */
export const productCard = (page: Page, lang: Lang, product: Product) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: product.name[lang], exact: true }) });

/** The card's button that adds a plain product, or opens the choice of a product with modifiers. */
export const addButton = (page: Page, lang: Lang, product: Product) => {
  const name = product.name[lang];
  return productCard(page, lang, product).getByRole("button", {
    name:
      product.modifiers.length > 0
        ? text(lang, "Choose {name}, from {price}", { name })
        : text(lang, "Add {name} to the cart, {price}", { name }),
  });
};

/** The chip of a product's folder in the row of menu sections. */
export const folderChip = (page: Page, lang: Lang, product: Product) =>
  page
    .getByRole("navigation", { name: say(lang, "Menu sections") })
    .getByRole("link", { name: folders.find((f) => f.id === product.folderId)!.name[lang], exact: true });

/** Folders mount their products when they come near, so go to the product's folder first. */
export async function revealProduct(page: Page, lang: Lang, product: Product) {
  await folderChip(page, lang, product).click();
  await productCard(page, lang, product).waitFor();
  await productCard(page, lang, product).scrollIntoViewIfNeeded();
}

/** The header's cart button ("Cart: 2 items, …" or "Cart is empty"). */
export const cartButton = (page: Page, lang: Lang) =>
  page.getByRole("banner").getByRole("button", { name: startingWith(say(lang, "Cart")) });

/** The open cart. */
export const cartSheet = (page: Page, lang: Lang) => page.getByRole("dialog", { name: say(lang, "Your cart") });

/** The open sheet of a product. */
export const productSheet = (page: Page, lang: Lang, product: Product) => page.getByRole("dialog", { name: product.name[lang] });

/** The amount in a row of the totals (Subtotal, Delivery, Total) within `scope`. */
export const totalsRow = (scope: Locator, lang: Lang, label: "Subtotal" | "Delivery" | "Total") =>
  scope
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${escapeRegExp(say(lang, label))}$`) })
    .locator("xpath=following-sibling::dd[1]");

/** The sticky row of folder chips (a navigation named "Menu sections", in whichever language). */
export const folderBar = (page: Page) => page.getByRole("navigation", { name: inAnyLang("Menu sections") });

/** The folder sections of the menu (regions named after the folders). */
export const folderSections = (page: Page, lang: Lang) =>
  page.getByRole("region", { name: new RegExp(`^(${folders.map((f) => escapeRegExp(f.name[lang])).join("|")})$`) });
