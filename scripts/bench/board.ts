// The orders board on a busy evening (issue 24): 1,000 active orders across the chain's
// restaurants on a fresh server (business clock at noon, no order limit), then the demo admin's
// board at 1280 px: the list's answer (GET /api/operator/orders, all 1,000 rows), the board's first
// paint (navigation start until every row is in the page), and a new order's arrival (its POST
// sent until its row is in the page, through the live stream). Figures against goals, medians.
// `npx tsx scripts/bench/board.ts` (needs a build; DIST_DIR picks another), or within `npm run bench`.
import type { Browser } from "playwright-core";
import { launchBrowser } from "../../e2e/support/browser";
import { placeAs, placeMany } from "../../e2e/support/evening";
import { customer, DEMO_ADMIN, signInToConsole } from "../../e2e/support/ops";
import { E2E_OPERATOR_TOKEN, startServer } from "../../e2e/support/server";
import { restaurants } from "../../server/db/seed/restaurants";
import { tashkentDayAt } from "../../src/domain/tashkent-time";

const ORDERS = Number(process.env.BENCH_BOARD_ORDERS ?? 1000);
const RUNS = 5;
const GOALS = { listMs: 300, paintMs: 2000, arrivalMs: 500 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** [what, value, goal, detail] rows. */
export async function boardBench(browser: Browser, log: (line: string) => void = () => {}): Promise<string[][]> {
  const server = await startServer(
    { CLOCK_START: tashkentDayAt("12:00"), ORDER_LIMIT_PER_10_MIN: "1000000000", AUTH_CODES_PER_MINUTE: "1000000" },
    { logStraightToFile: true },
  );
  try {
    const ids = restaurants.filter((r) => r.isActive !== false).map((r) => r.id);
    const started = performance.now();
    await placeMany(server.baseUrl, server.logFile, ORDERS, (i) => ids[i % ids.length]);
    log(`  ${ORDERS} orders at ${ids.length} restaurants placed in ${Math.round(performance.now() - started)} ms`);

    const list: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.baseUrl}/api/operator/orders`, { headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}` } });
      bytes = (await res.arrayBuffer()).byteLength;
      list.push(performance.now() - t0);
    }

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/en/ops`);
    await signInToConsole(page, server.logFile, DEMO_ADMIN);
    const paints: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.reload();
      const handle = await page.waitForFunction((n) => document.querySelectorAll("[data-order]").length >= n && performance.now(), ORDERS, {
        timeout: 60_000,
      });
      paints.push(Number(await handle.jsonValue()));
    }

    await page.getByRole("status").filter({ hasText: "Live" }).waitFor();
    const caller = await customer(server.baseUrl, server.logFile, "+998907770302");
    const arrivals: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const name = `Arrival ${i}`;
      // The page notes the wall-clock time a row with this name first appears.
      await page.evaluate((want) => {
        const w = window as unknown as { arrivedAt?: number };
        w.arrivedAt = undefined;
        const seen = new MutationObserver(() => {
          if ([...document.querySelectorAll("[data-order]")].some((el) => el.textContent?.includes(want))) {
            w.arrivedAt = Date.now();
            seen.disconnect();
          }
        });
        seen.observe(document.body, { childList: true, subtree: true });
      }, name);
      const t0 = Date.now();
      await placeAs(server.baseUrl, caller, ids[i % ids.length], name, "+998 93 100 00 0" + i);
      const answered = Date.now();
      const at = await page.waitForFunction(() => (window as unknown as { arrivedAt?: number }).arrivedAt, undefined, { timeout: 30_000 });
      arrivals.push(Number(await at.jsonValue()) - t0);
      log(`  arrival ${i}: POST answered after ${answered - t0} ms, row on the board after ${arrivals[i]} ms`);
    }
    await context.close();

    const ms = (v: number) => `${Math.round(v)} ms`;
    const all = (v: number[]) => v.map((x) => Math.round(x)).join(", ") + " ms";
    return [
      [
        `board list, ${ORDERS} active orders (GET /api/operator/orders, median of ${RUNS})`,
        ms(median(list)),
        `≤ ${GOALS.listMs} ms`,
        `${(bytes / 1024).toFixed(0)} KB; ${all(list)}`,
      ],
      [
        `board first paint, ${ORDERS} rows at 1280 px (median of ${RUNS})`,
        ms(median(paints)),
        `≤ ${GOALS.paintMs} ms`,
        `navigation start → every row in the page; ${all(paints)}`,
      ],
      [
        `new order on a board of ${ORDERS} (median of ${RUNS})`,
        ms(median(arrivals)),
        `≤ ${GOALS.arrivalMs} ms`,
        `POST sent → its row in the page (live stream); ${all(arrivals)}`,
      ],
    ].map(([what, value, goal, detail]) => {
      const n = Number.parseInt(value, 10);
      const limit = Number.parseInt(goal.replace(/\D+/g, ""), 10);
      return [what, value, goal, detail, n <= limit ? "✓" : "✖"];
    });
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const browser = await launchBrowser();
  try {
    for (const row of await boardBench(browser, (line) => console.log(line)))
      console.log(`${row[0]}: ${row[1]} (goal ${row[2]}) ${row[4]}; ${row[3]}`);
  } finally {
    await browser.close();
  }
}
