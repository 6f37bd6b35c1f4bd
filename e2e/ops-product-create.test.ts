// Creating a product in the console (issue 24, a defect): after "Create product" the new product's
// editor opens on what was just saved (its names, description, its folder — not the first one), and
// a second save changes only what was edited: the product stays in its folder with its description.
// Its own server (a fresh database), so the new product touches no other test's menu.
import { describe, expect, it } from "vitest";
import { openConsole, operator, toast } from "./ops-admin-kit";
import { DESKTOP } from "./support/browser";
import { ownServerAndBrowser } from "./support/own-server";

const own = ownServerAndBrowser();

interface MenuProduct {
  id: string;
  folderId: number;
  name: Record<string, string>;
  description: Record<string, string>;
  price: number;
}

describe("creating a product in the console", () => {
  it("opens the created product as saved, in its folder, and a later save keeps its folder and description", async () => {
    const { page, context, errors } = await openConsole(own.browser, own.server, "menu", DESKTOP);
    // Pasta (folder 4), not the first folder (Pizza).
    const section = page.getByTestId("folder-section-4");
    await section.getByText("Add a product").click();
    const editor = page.getByTestId("product-editor");
    await editor.waitFor();
    expect(await editor.locator("select").inputValue()).toBe("4");

    const name = { ru: "Паста с тунцом", en: "Tuna pasta", uz: "Tunetsli pasta" };
    const description = { ru: "Тунец, томаты", en: "Tuna, tomatoes", uz: "Tunets, pomidor" };
    for (const lang of ["ru", "en", "uz"] as const) {
      await page.getByTestId(`name-${lang}`).fill(name[lang]);
      await page.getByTestId(`description-${lang}`).fill(description[lang]);
    }
    await page.getByTestId("price").fill("51 000");
    await page.getByTestId("save-product").click();
    await toast(page, "Product created").waitFor();
    await page.getByTestId("history").getByText("Created").waitFor();

    // The editor now shows the saved product, not a blank form in the first folder.
    expect(await page.getByTestId("name-en").inputValue()).toBe(name.en);
    expect(await page.getByTestId("description-ru").inputValue()).toBe(description.ru);
    expect(await page.getByTestId("price").inputValue()).toBe("51000");
    expect(await editor.locator("select").inputValue()).toBe("4");

    await page.getByTestId("price").fill("52000");
    await page.getByTestId("save-product").click();
    await toast(page, "Product saved").waitFor();

    const menu = await operator<{ products: MenuProduct[] }>(own.server.baseUrl, "/menu");
    const saved = menu.products.find((p) => p.name.en === name.en);
    expect(saved).toMatchObject({ folderId: 4, price: 52000, description, name });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("when the menu cannot be read after creating, shows no blank form to save: a retry, then the saved product", async () => {
    const { page, context } = await openConsole(own.browser, own.server, "menu", DESKTOP);
    await page.getByTestId("folder-section-7").getByText("Add a product").click();
    const name = { ru: "Чизкейк", en: "Cheesecake", uz: "Chizkeyk" };
    const description = { ru: "Сливочный", en: "Creamy", uz: "Qaymoqli" };
    for (const lang of ["ru", "en", "uz"] as const) {
      await page.getByTestId(`name-${lang}`).fill(name[lang]);
      await page.getByTestId(`description-${lang}`).fill(description[lang]);
    }
    await page.getByTestId("price").fill("30000");
    // The menu's reload after the save fails (a server busy for a moment): the new product's data is not there.
    let menuDown = true;
    await page.route(
      (url) => url.pathname === "/api/operator/menu",
      (route) =>
        menuDown
          ? route.fulfill({ status: 503, contentType: "application/json", json: { code: "unavailable", message: "Try again" } })
          : route.continue(),
    );
    await page.getByTestId("save-product").click();
    await toast(page, "Product created").waitFor();
    const retry = page.getByRole("button", { name: "Retry" });
    await retry.waitFor();
    // Nothing to save while the product's data is missing: no blank form in the first folder.
    expect(await page.getByTestId("save-product").count()).toBe(0);
    expect(await page.getByTestId("name-en").count()).toBe(0);

    menuDown = false;
    await retry.click();
    await page.getByTestId("history").getByText("Created").waitFor();
    expect(await page.getByTestId("name-en").inputValue()).toBe(name.en);
    expect(await page.getByTestId("description-uz").inputValue()).toBe(description.uz);
    expect(await page.getByTestId("product-editor").locator("select").inputValue()).toBe("7");
    await context.close();
  });
});
