// Lighthouse (the npm package) on a page, driving Debian's Chromium, with its default mobile
// emulation and simulated throttling.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM } from "../../e2e/support/browser";

export async function lighthouseRun(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const lhr = result.lhr;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: lhr.audits["largest-contentful-paint"].numericValue ?? NaN,
      tbt: lhr.audits["total-blocking-time"].numericValue ?? NaN,
      cls: lhr.audits["cumulative-layout-shift"].numericValue ?? NaN,
    };
  } finally {
    await chrome.kill();
  }
}
