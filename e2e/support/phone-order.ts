// The console's order by phone in the browser tests: the caller and their address filled in the way
// staff do it (the address found by typing it), and the page's errors that count.
import type { Page } from "playwright-core";

/** Fills the caller's phone and name and finds "Shahrisabz 16" by search; waits until it is in a zone. */
export async function callerAtShahrisabz(page: Page, phoneDigits: string, name: string) {
  await page.getByTestId("phone-order-phone").fill(phoneDigits);
  await page.getByTestId("phone-order-name").fill(name);
  await page.getByTestId("phone-order-search").fill("Shahrisabz 16");
  await page
    .getByTestId("phone-order-found")
    .getByRole("button", { name: /Shakhrisabz Street, 16/ })
    .first()
    .click();
  await page.locator('[data-testid="phone-order-zone"][data-state="in"]').waitFor();
}

/** Console errors but the map's tile probe, which has no network in tests (src/components/map/optional-tiles.tsx). */
export const realErrors = (errors: string[]) => errors.filter((e) => !e.includes("net::ERR_NAME_NOT_RESOLVED"));
