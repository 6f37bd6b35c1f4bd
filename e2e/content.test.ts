// News, promotions, contacts and careers as a customer sees them: lists and items in three
// languages with the seeded content, paging, the 404 of an unknown item, safe links in rich text,
// and a vacancy application from the form to the HR API's daily limit.
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { news, promotions, vacancies } from "../server/db/seed/content";
import { products } from "../server/db/seed/menu";
import { keepTogether } from "../src/components/keep-together";
import { DESKTOP, PHONE, launchBrowser, openPage, waitForMenu } from "./support/browser";
import { businessNow } from "./support/clock";
import { folderBar } from "./support/menu";
import { say } from "./support/text";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LOCALES = [
  { prefix: "", lang: "ru" },
  { prefix: "/en", lang: "en" },
  { prefix: "/uz", lang: "uz" },
] as const;

const newest = <T>(items: T[], at: (item: T) => string) => [...items].sort((a, b) => Date.parse(at(b)) - Date.parse(at(a)));
const currentPromotions = newest(
  promotions.filter((p) => Date.parse(p.startsAt) <= businessNow() && (p.endsAt === null || Date.parse(p.endsAt) > businessNow())),
  (p) => p.startsAt,
);
const texts = (page: Page, selector: string) => page.locator(selector).allTextContents();
/** The titles of the cards in a list of news or promotions (each card is one link). */
const cardTitles = (page: Page) => page.getByRole("main").getByRole("link").getByRole("heading", { level: 2 });
const card = (page: Page, title: string) =>
  page
    .getByRole("main")
    .getByRole("link")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
/** The open news item or promotion. */
const article = (page: Page) => page.getByRole("article");
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("news", () => {
  it.each(LOCALES)("the list and an item in $lang show the seeded news", async ({ prefix, lang }) => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}${prefix}/news`);
    await cardTitles(page).first().waitFor();
    expect(await cardTitles(page).allTextContents()).toEqual(newest(news, (n) => n.publishedAt).map((n) => keepTogether(n.title[lang])));
    expect(await noSideScroll(page)).toBeLessThanOrEqual(390);

    const oldest = news.find((n) => n.id === 1)!;
    await card(page, oldest.title[lang]).click();
    await page.waitForURL(`${baseUrl}${prefix}/news/1`);
    await expect.poll(() => page.locator("h1").textContent()).toBe(keepTogether(oldest.title[lang]));
    const date = article(page).getByRole("time");
    expect(await date.getAttribute("datetime")).toBe("2026-09-12");
    expect(await date.textContent()).toMatch(/12.(сентября|September|sentabr)/);
    expect(await article(page).getByRole("heading", { level: 2 }).count()).toBe(1);
    expect(await article(page).getByRole("listitem").count()).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows more news a page at a time", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    // Pages of two, so the five seeded items need three requests.
    await page.route(/\/api\/news\?/, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set("take", "2");
      return route.continue({ url: url.toString() });
    });
    await page.goto(`${baseUrl}/en/news`);
    await cardTitles(page).first().waitFor();
    expect(await cardTitles(page).count()).toBe(2);
    expect(await page.getByText("Showing 2 of 5", { exact: true }).count()).toBe(1);
    const more = page.getByRole("button", { name: "Show more" });
    await more.click();
    await expect.poll(() => cardTitles(page).count()).toBe(4);
    await more.click();
    await expect.poll(() => cardTitles(page).count()).toBe(5);
    expect(await more.count()).toBe(0);
    expect(await cardTitles(page).allTextContents()).toEqual(newest(news, (n) => n.publishedAt).map((n) => keepTogether(n.title.en)));
    await context.close();
  });

  it("an unknown news item shows the 404 page", async () => {
    const { page, context } = await openPage(browser, PHONE);
    for (const id of ["999", "abc"]) {
      await page.goto(`${baseUrl}/en/news/${id}`);
      await expect.poll(() => page.locator("h1").textContent()).toBe("Page Not Found");
      expect(await page.getByText(`There is nothing at /news/${id}: the link may be old or mistyped.`, { exact: true }).count()).toBe(1);
    }
    await context.close();
  });

  it("every link in the seeded articles is http(s), tel:, mailto: or a path", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    for (const { prefix } of LOCALES) {
      for (const [kind, items] of [
        ["news", news],
        ["stocks", currentPromotions],
      ] as const) {
        for (const item of items) {
          await page.goto(`${baseUrl}${prefix}/${kind}/${item.id}`);
          await article(page).waitFor();
          const hrefs = await article(page)
            .getByRole("link")
            .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
          for (const href of hrefs) expect(href).toMatch(/^(https?:|tel:|mailto:|\/(?!\/))/);
        }
      }
    }
    await context.close();
  }, 120_000);

  it("a javascript: link in an article does nothing; internal links stay in the app, external ones open apart", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    // The API cannot publish such an article: the answer is changed on its way to the page.
    await page.route(/\/api\/news\/1\?/, async (route) => {
      const response = await route.fetch();
      const item = await response.json();
      item.body =
        '<p><a href="javascript:window.__pwned=1">bad</a> <a href="/en/stocks/1">promo</a> <a href="https://t.me/lazzatpizza_bot">bot</a></p>';
      return route.fulfill({ response, json: item });
    });
    await page.goto(`${baseUrl}/en/news/1`);
    // Without its address it is no longer a link, only its words.
    const bad = article(page).getByText("bad", { exact: true });
    await bad.waitFor();
    expect(await bad.getAttribute("href")).toBeNull();
    await bad.click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(page.url()).toBe(`${baseUrl}/en/news/1`);

    const external = article(page).getByRole("link", { name: "bot", exact: true });
    expect(await external.getAttribute("target")).toBe("_blank");
    expect(await external.getAttribute("rel")).toBe("noopener noreferrer");

    await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
    await article(page).getByRole("link", { name: "promo", exact: true }).click();
    await page.waitForURL(`${baseUrl}/en/stocks/1`);
    await expect.poll(() => page.locator("h1").textContent()).toBe(keepTogether(promotions[0].title.en));
    // No reload: the page's own state survived the navigation.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await context.close();
  });
});

describe("promotions", () => {
  it.each(LOCALES)("the list and an item in $lang show the seeded promotions", async ({ prefix, lang }) => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}${prefix}/stocks`);
    await cardTitles(page).first().waitFor();
    expect(await cardTitles(page).allTextContents()).toEqual(currentPromotions.map((p) => keepTogether(p.title[lang])));

    const sweets = promotions.find((p) => p.id === 3)!;
    await card(page, sweets.title[lang]).click();
    await page.waitForURL(`${baseUrl}${prefix}/stocks/3`);
    await expect.poll(() => page.locator("h1").textContent()).toBe(keepTogether(sweets.title[lang]));
    expect(
      await article(page)
        .getByRole("time")
        .evaluateAll((times) => times.map((t) => t.getAttribute("datetime"))),
    ).toContain("2028-01-31");
    // Its products, from the menu, with prices; a tap opens the product sheet.
    const names = sweets.productIds.map((id) => products.find((p) => p.id === id)!.name[lang]);
    const offered = article(page).getByRole("listitem").getByRole("button");
    await offered.first().waitFor();
    const labels = await offered.allTextContents();
    expect(labels.map((label, i) => label.startsWith(names[i]))).toEqual(names.map(() => true));
    expect(labels[0].slice(names[0].length)).toMatch(/\d/);
    await offered.first().click();
    await page.getByRole("dialog", { name: names[0], exact: true }).waitFor();
    await page.keyboard.press("Escape");
    expect(await noSideScroll(page)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the promotion's folder link opens the menu at that folder", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto(`${baseUrl}/en/stocks/3`);
    const link = article(page).getByRole("link", { name: /^Open “Desserts” in the menu/ });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe("/en#7");
    await link.click();
    await page.waitForURL(`${baseUrl}/en#7`);
    await waitForMenu(page);
    await expect.poll(() => folderBar(page).locator("[aria-current='true']").getAttribute("href")).toContain("#7");
    await context.close();
  });
});

describe("contacts", () => {
  it("shows the chain's phone and every active restaurant by city with hours, phone and map", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/en/contacts`);
    await page.locator(".place:not(.place--skeleton)").first().waitFor();
    expect(await page.locator(".chain-line__value--phone").getAttribute("href")).toBe("tel:+998712000000");
    expect(await texts(page, ".city__name")).toEqual(expect.arrayContaining([expect.stringContaining("Tashkent")]));
    const yunusabad = page.locator('[data-restaurant-id="yunusabad"]');
    expect(await yunusabad.locator(".place__hours").textContent()).toBe("10:00–03:00");
    const map = yunusabad.locator(".place__map");
    expect(await map.getAttribute("href")).toBe("https://yandex.uz/maps/?pt=69.289,41.364&z=17&l=map");
    expect(await map.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await yunusabad.locator("a[href^='tel:']").getAttribute("href")).toBe("tel:+998712000002");
    expect(await noSideScroll(page)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("careers", () => {
  // A number of its own, so the daily limit counts only this test's applications.
  const digits = `93${String(Date.now()).slice(-7)}`;
  const typed = `+998 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`;
  const pdf = {
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
  };

  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
  /** The form's problems, as the fields announce them. */
  const problems = (page: Page) => page.locator("form").getByRole("alert").allTextContents();
  /** A vacancy's "Apply" link (two vacancies may share a title, in different cities). */
  const apply = (page: Page, id: number) =>
    page.getByRole("link", { name: "Apply", exact: true }).and(page.locator(`[href$="?vacancy=${id}"]`));

  async function fillForm(page: Page) {
    await field(page, "First and last name").fill("Aziza Karimova");
    await field(page, "Phone").pressSequentially(digits);
    await field(page, "Date of birth").fill("1998-04-12");
  }

  async function applyThroughApi() {
    const { token } = await (await fetch(`${baseUrl}/api/hr_token`)).json();
    const form = new FormData();
    for (const [k, v] of Object.entries({
      vacancyId: "1",
      fullName: "Aziza Karimova",
      phone: typed,
      birthDate: "1998-04-12",
      city: "Tashkent",
    }))
      form.set(k, v);
    return fetch(`${baseUrl}/api/vacancies/apply`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
  }

  it("lists the open vacancies and applies for one, CV attached; the 4th application of the day is refused", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/en/vacancies`);
    await page.getByRole("article").first().waitFor();
    expect(await page.getByRole("article").getByRole("heading", { level: 2 }).allTextContents()).toEqual(vacancies.map((v) => v.title.en));
    await apply(page, 2).click();
    await page.waitForURL(`${baseUrl}/en/vacancies/form?vacancy=2`);
    await field(page, "Vacancy").waitFor();
    expect(await field(page, "Vacancy").inputValue()).toBe("2");
    // The vacancy's city is suggested.
    expect(await field(page, "City").locator("option:checked").textContent()).toBe("Tashkent");
    await fillForm(page);
    expect(await field(page, "Phone").inputValue()).toBe(typed);
    await field(page, "CV (optional)").setInputFiles(pdf);
    await page.getByText("cv.pdf", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Send application" }).click();
    const thanks = "Thank you, we will call you within two working days";
    await expect.poll(() => page.locator("h1").textContent()).toBe(thanks);
    expect(await page.getByRole("region", { name: thanks }).textContent()).toContain(typed);

    // It reached the HR API: with it, this phone has used two of its three a day.
    expect((await applyThroughApi()).status).toBe(201);
    expect((await applyThroughApi()).status).toBe(201);
    await page.getByRole("link", { name: "Other vacancies" }).click();
    await page.waitForURL(`${baseUrl}/en/vacancies`);
    await apply(page, 1).click();
    await field(page, "First and last name").waitFor();
    await fillForm(page);
    await page.getByRole("button", { name: "Send application" }).click();
    const toast = page.locator("[data-sonner-toast]").first();
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Something went wrong");
    expect(await toast.textContent()).toContain("You have already sent several applications today");
    // Nothing typed is lost.
    expect(await field(page, "First and last name").inputValue()).toBe("Aziza Karimova");
    expect(await field(page, "Phone").inputValue()).toBe(typed);
    expect(await field(page, "Date of birth").inputValue()).toBe("1998-04-12");
    await context.close();
  });

  it("says what is missing in the customer's language, on leaving a field and on sending", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/uz/vacancies/form`);
    const fullName = field(page, say("uz", "First and last name"));
    await fullName.waitFor();
    await fullName.focus();
    await page.keyboard.press("Tab");
    expect(await problems(page)).toEqual(["Ism va familiyangizni kiriting"]);
    await page.getByRole("button", { name: "Anketani yuborish" }).click();
    expect(await problems(page)).toEqual([
      "Vakansiyani tanlang",
      "Ism va familiyangizni kiriting",
      "Telefon raqamingizni kiriting",
      "Tug‘ilgan sanangizni kiriting",
      "Shahringizni tanlang",
    ]);
    // The first problem gets the focus.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("apply-vacancyId");
    await field(page, say("uz", "Phone")).pressSequentially("90123");
    await field(page, say("uz", "Date of birth")).fill(`${new Date().getFullYear() - 10}-01-01`);
    await field(page, say("uz", "CV (optional)")).setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("just text, renamed"),
    });
    await expect
      .poll(() => problems(page))
      .toEqual([
        "Vakansiyani tanlang",
        "Ism va familiyangizni kiriting",
        "O‘zbekiston raqamini kiriting: +998 va 9 ta raqam",
        "Biz 16 yoshdan 75 yoshgacha bo‘lgan nomzodlarni qabul qilamiz",
        "Shahringizni tanlang",
        "Rezyume PDF formatida bo‘lishi kerak",
      ]);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(390);
    await context.close();
  });
});

describe("accessibility", () => {
  const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  // Each page with what shows it has loaded.
  const pages: [string, (page: Page) => Locator][] = [
    ["/en/news", cardTitles],
    ["/en/news/1", article],
    ["/en/stocks/3", (page) => article(page).getByRole("listitem").getByRole("button")],
    ["/en/contacts", (page) => page.getByRole("link", { name: "Show on the map" })],
    ["/en/vacancies", (page) => page.getByRole("article")],
    ["/en/vacancies/form?vacancy=2", (page) => page.getByLabel("First and last name", { exact: true })],
  ];

  it.each([
    ["phone", PHONE],
    ["desktop, dark", { ...DESKTOP, colorScheme: "dark" }],
  ] as const)(
    "axe finds no serious or critical violation on the content pages (%s)",
    async (_name, options) => {
      const { page, context } = await openPage(browser, options);
      for (const [path, ready] of pages) {
        await page.goto(`${baseUrl}${path}`);
        await ready(page).first().waitFor();
        // The form with its messages showing.
        if (path.includes("form")) await page.getByRole("button", { name: "Send application" }).click();
        await page.evaluate(axeSource);
        const violations = await page.evaluate(async () => {
          const result = await (
            window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }
          ).axe.run();
          return result.violations
            .filter((v) => v.impact === "serious" || v.impact === "critical")
            .map((v) => `${v.id} (${v.nodes.length})`);
        });
        expect({ path, violations }).toEqual({ path, violations: [] });
      }
      await context.close();
    },
    90_000,
  );
});
