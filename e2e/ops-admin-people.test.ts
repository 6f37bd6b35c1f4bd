// The console's staff and inbox sections in a browser: an admin adds a restaurant manager (and is
// told in words when the phone is taken), marks an application reviewed and downloads its CV, and
// copies a deep link that also shows as a QR code. Its own server (a fresh database).
import { describe, expect, it } from "vitest";
import { vacancies } from "../server/db/seed/content";
import { restaurants } from "../server/db/seed/restaurants";
import { openConsole, operator, signIn, toast } from "./ops-admin-kit";
import { DESKTOP, openPage, PHONE } from "./support/browser";
import { ownServerAndBrowser } from "./support/own-server";

const own = ownServerAndBrowser();

interface Staff {
  id: number;
  phone: string | null;
  name: string;
  role: string;
  restaurantId: string | null;
}

describe("staff", () => {
  it("adds a restaurant's manager, who can then open the console; a taken phone is refused in words", async () => {
    const restaurant = restaurants[1];
    const { page, context, errors } = await openConsole(own.browser, own.server, "staff", PHONE);
    await page.getByTestId("staff-section").waitFor();
    await page.getByTestId("staff-name").fill("Nodira Yusupova");
    await page.getByTestId("staff-phone").fill("90 777 12 34");
    await page.getByTestId("staff-role").selectOption("manager");
    await page.getByTestId("staff-restaurant").selectOption(restaurant.id);
    await page.getByTestId("staff-add").click();
    await toast(page, "Nodira Yusupova added to the staff").waitFor();
    const row = page.locator('[data-testid^="staff-row-"]').filter({ hasText: "Nodira Yusupova" });
    await expect.poll(() => row.textContent()).toContain(`Manager · ${restaurant.name.en}`);

    const list = await operator<Staff[]>(own.server.baseUrl, "/staff");
    expect(list.find((s) => s.name === "Nodira Yusupova")).toMatchObject({
      phone: "+998907771234",
      role: "manager",
      restaurantId: restaurant.id,
    });

    // The same phone again: the server's staff_exists, said in the console's words.
    await page.getByTestId("staff-name").fill("Someone else");
    await page.getByTestId("staff-phone").fill("+998907771234");
    await page.getByTestId("staff-restaurant").selectOption(restaurant.id);
    await page.getByTestId("staff-add").click();
    await page.getByRole("alert").filter({ hasText: "already has this phone" }).waitFor();

    // The new manager signs in and is in the console as that restaurant's manager.
    const manager = await openPage(own.browser, DESKTOP);
    await signIn(manager.context, own.server.baseUrl, own.server.logFile, "+998907771234");
    const me = await manager.context.request.get(`${own.server.baseUrl}/api/operator/me`);
    expect(await me.json()).toMatchObject({ name: "Nodira Yusupova", role: "manager", restaurantId: restaurant.id });
    await manager.context.close();
    // Chromium logs the refused request itself; nothing else went wrong.
    expect(errors.filter((e) => !e.includes("status of 409"))).toEqual([]);
    await context.close();
  });
});

/** An application as a job seeker sends it (the HR API, with a CV). */
async function apply(fullName: string, cv: Buffer) {
  const { token } = (await (await fetch(`${own.server.baseUrl}/api/hr_token`)).json()) as { token: string };
  const form = new FormData();
  const fields = { vacancyId: "1", fullName, phone: "+998 90 555 66 77", birthDate: "1998-04-12", city: "Tashkent" };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set("cv", new Blob([new Uint8Array(cv)], { type: "application/pdf" }), "cv.pdf");
  const res = await fetch(`${own.server.baseUrl}/api/vacancies/apply`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
}

describe("applications inbox", () => {
  it("opens the newest application, downloads its CV and marks it reviewed", async () => {
    const cv = Buffer.concat([Buffer.from("%PDF-1.7\n% Aziza's CV\n"), Buffer.alloc(1024, 32)]);
    await apply("Older Applicant", cv);
    await apply("Aziza Karimova", cv);
    const { page, context, errors } = await openConsole(own.browser, own.server, "applications", DESKTOP);
    const rows = page.locator('[data-testid^="application-"]:not([data-testid="application-detail"])');
    await rows.first().waitFor();
    // Newest first, with the vacancy's title.
    expect(await rows.first().textContent()).toContain("Aziza Karimova");
    expect(await rows.first().textContent()).toContain(vacancies[0].title.en);
    await rows.first().click();
    const detail = page.getByTestId("application-detail");
    await detail.waitFor();

    const [download] = await Promise.all([page.waitForEvent("download"), detail.getByTestId("download-cv").click()]);
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    expect((await readFile(path)).subarray(0, 8).toString()).toBe("%PDF-1.7");

    await detail.getByTestId("mark-reviewed").click();
    await toast(page, "Marked reviewed").waitFor();
    await expect.poll(() => rows.first().textContent()).toContain("reviewed");
    const stored = await operator<{ fullName: string; status: string }[]>(own.server.baseUrl, "/applications?status=reviewed");
    expect(stored.map((a) => a.fullName)).toEqual(["Aziza Karimova"]);
    // The status filter asks the server: only the one still new is left under "New".
    await page.locator("select").nth(1).selectOption("new");
    await expect.poll(async () => (await rows.allTextContents()).map((t) => t.includes("Older Applicant"))).toEqual([true]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
