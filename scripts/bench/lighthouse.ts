// Lighthouse (the npm package) on a page, driving Debian's Chromium, with its default mobile
// emulation and simulated throttling: a 4× slower CPU unless `cpuSlowdown` says otherwise (6×: a
// slower phone than Lighthouse's reference one).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM } from "../../e2e/support/browser";

// Lighthouse's default mobile throttling (its constants' mobileSlow4G), the CPU's slowdown apart.
const MOBILE_NETWORK = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
};

export async function lighthouseRun(url: string, cpuSlowdown = 4) {
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
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      throttling: { ...MOBILE_NETWORK, cpuSlowdownMultiplier: cpuSlowdown },
    });
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
