// Helpers of the console's admin browser tests (e2e/ops-admin-*.test.ts): a staff member signed in
// the way a person does (phone code from the server's log), a console section opened, the
// operator API called with the test bearer for setting up and checking.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { openPage } from "./support/browser";
import { E2E_OPERATOR_TOKEN } from "./support/server";
import { waitUntil } from "./support/waits";
import fs from "node:fs";

export const ADMIN_PHONE = "+998900000001";

/** The sign-in codes the server logged for a phone, oldest first. */
function codesInLog(logFile: string, phone: string): string[] {
  const lines = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").split("\n") : [];
  return lines.flatMap((line) => {
    if (!line.includes('"sign-in code"')) return [];
    try {
      const entry = JSON.parse(line) as { phone: string; code: string };
      return entry.phone === phone ? [entry.code] : [];
    } catch {
      return [];
    }
  });
}

/** Signs the context in with a phone code, like the console's sign-in screen does: the code is the
 * one logged after this request (an earlier sign-in's code is still in the log). */
export async function signIn(context: BrowserContext, baseUrl: string, logFile: string, phone: string) {
  const headers = { Origin: baseUrl, "Content-Type": "application/json" };
  const before = codesInLog(logFile, phone).length;
  const sent = await context.request.post(`${baseUrl}/api/auth/code`, { headers, data: { phone } });
  if (!sent.ok()) throw new Error(`code: ${sent.status()} ${await sent.text()}`);
  const code = await waitUntil(() => codesInLog(logFile, phone)[before], `a new sign-in code for ${phone} in ${logFile}`);
  const verified = await context.request.post(`${baseUrl}/api/auth/verify`, { headers, data: { phone, code } });
  if (!verified.ok()) throw new Error(`verify: ${verified.status()} ${await verified.text()}`);
}

/** A page of the console, signed in as the demo admin, at /<locale>/ops/<section>. */
export async function openConsole(
  browser: Browser,
  server: { baseUrl: string; logFile: string },
  section: string,
  options: BrowserContextOptions & { lang?: "ru" | "en" | "uz" } = {},
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const { lang = "en", ...contextOptions } = options;
  const opened = await openPage(browser, contextOptions);
  await signIn(opened.context, server.baseUrl, server.logFile, ADMIN_PHONE);
  const prefix = lang === "ru" ? "" : `/${lang}`;
  await opened.page.goto(`${server.baseUrl}${prefix}/ops/${section}`);
  return opened;
}

/** The operator API with the test bearer (setting up and checking, never what is tested). */
export async function operator<T>(baseUrl: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/api/operator${path}`, {
    method: init.method ?? "GET",
    headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, ...(init.body ? { "Content-Type": "application/json" } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** The toast that says how it went (sonner), by its text. */
export const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
