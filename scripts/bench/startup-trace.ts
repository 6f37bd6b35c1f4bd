// The menu's start-up work on a slow phone, from Chromium traces of the page opened at phone size.
// Two readings, both counted the way Lighthouse counts Total Blocking Time (Σ (task − 50 ms) over
// the main thread's long tasks after first contentful paint, until the page has been quiet):
//
// - "cpu": the page runs at full speed and each task's *thread* time (CPU time the main thread
//   itself spent, without the time it waited for a core) is multiplied by the slowdown. This is
//   Lighthouse's own model (it multiplies what it observed by 4), minus most of the noise of a
//   machine shared with other work: the figure to compare builds with.
// - "throttled": the CPU really slowed down (CDP's Emulation.setCPUThrottlingRate) and wall-clock
//   task lengths read; on a loaded machine every wait for a core counts too.
//
// Per run also: script time, style + layout and paint after first paint, and when the app took
// the prerendered markup over (the root's `inert` removed).
//
// `npx tsx scripts/bench/startup-trace.ts [--runs 7] [--rates 4,6] [--throttled] [--tasks] [--functions] [--dist dir]`
// prints each run and the medians (with --tasks, what each long task was made of, with
// --functions the functions sampled in it: startup-tasks.ts); `npm run bench` uses startupProfile() for its rows.
import type { Browser } from "playwright-core";
import { type TraceEvent, describeTasks, longTaskBreakdown, longTaskFunctions, mainThread } from "./startup-tasks";

export interface StartupRun {
  longTasks: number;
  /** Σ (duration − 50 ms) of the long tasks after first contentful paint: TBT. */
  blockingMs: number;
  longestMs: number;
  /** Main-thread tasks from navigation to the end of the window. */
  busyMs: number;
  /** Script evaluation, compilation and calls. */
  scriptMs: number;
  /** Style and layout, and paint (pre-paint, paint, layerize, commit), after first contentful paint. */
  layoutMs: number;
  paintMs: number;
  fcpMs: number;
  /** When the app replaced the prerendered markup (inert removed), from navigation start. */
  takeoverMs: number;
}

const SCRIPT = [
  "EvaluateScript",
  "v8.compile",
  "v8.compileModule",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "FireAnimationFrame",
  "EventDispatch",
  "RunMicrotasks",
];
const LAYOUT = ["UpdateLayoutTree", "Layout", "RecalculateStyles"];
const PAINT = ["Paint", "PrePaint", "Layerize", "Commit", "PaintImage", "Decode Image"];

let sampling = false;

/** Opens `url` once with the CPU slowed `rate` times and returns the main thread's trace events. */
async function traceStart(browser: Browser, url: string, rate: number) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "ru-RU",
  });
  // The moment the app takes over: the root loses data-prerendered in the app's first commit. The
  // page says so through a binding: waiting with page.waitForFunction would inject Playwright's
  // own script into the page during the window, a long task of its own on a slow phone.
  let tookOver = () => {};
  const takenOver = new Promise<void>((resolve) => {
    tookOver = resolve;
  });
  await context.exposeBinding("__tookOver", () => tookOver());
  await context.addInitScript(() => {
    const w = window as unknown as { __takeover?: number; __tookOver?: () => void };
    new MutationObserver((_, observer) => {
      const root = document.getElementById("root");
      if (root && !root.hasAttribute("data-prerendered") && w.__takeover === undefined) {
        w.__takeover = performance.now();
        observer.disconnect();
        w.__tookOver?.();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-prerendered"] });
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (rate !== 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    await browser.startTracing(page, {
      categories: [
        ...["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "loading"],
        // The sampling profiler slows the page a little: only when asked (--functions).
        ...(sampling ? ["disabled-by-default-v8.cpu_profiler"] : []),
      ],
    });
    let events: TraceEvent[];
    try {
      await page.goto(url, { waitUntil: "load" });
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        takenOver,
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("The app did not take the prerendered page over in 60 s")), 60_000);
        }),
      ]).finally(() => clearTimeout(timer));
      // Whatever the start schedules after the takeover (effects, idle work) falls in the window.
      await page.waitForTimeout(2000 + 500 * rate);
    } finally {
      events = (JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
    }
    const takeover = await page.evaluate(() => (window as unknown as { __takeover?: number }).__takeover ?? Number.NaN);
    return { events, takeover };
  } finally {
    await context.close();
  }
}

/** Reads a run: `length` gives a task's duration in µs (its wall time, or its thread time × slowdown). */
function analyse(events: TraceEvent[], takeoverMs: number, length: (e: TraceEvent) => number): StartupRun {
  const { nav, fcpTs, complete, tasks } = mainThread(events);
  const ms = (us: number) => us / 1000;
  // A task that straddles the first paint counts only from it, as Lighthouse does (in proportion).
  const afterFcp = (t: TraceEvent) => {
    const d = t.dur ?? 0;
    if (t.ts >= fcpTs) return length(t);
    if (t.ts + d <= fcpTs) return 0;
    return (length(t) * (t.ts + d - fcpTs)) / d;
  };
  const long = tasks.filter((t) => ms(length(t)) > 50);
  // Σ of the events named (outermost only, so nested ones do not count twice), scaled like their task.
  const sum = (names: string[], from: number) => {
    let total = 0;
    let until = 0;
    for (const e of complete) {
      if (!names.includes(e.name) || e.ts < from || e.ts + (e.dur ?? 0) <= until) continue;
      total += length(e);
      until = e.ts + (e.dur ?? 0);
    }
    return Math.round(ms(total));
  };
  return {
    longTasks: long.length,
    blockingMs: Math.round(long.reduce((n, t) => n + Math.max(0, ms(afterFcp(t)) - 50), 0)),
    longestMs: Math.round(Math.max(0, ...tasks.map((t) => ms(length(t))))),
    busyMs: Math.round(ms(tasks.reduce((n, t) => n + length(t), 0))),
    scriptMs: sum(SCRIPT, nav.ts),
    layoutMs: sum(LAYOUT, fcpTs),
    paintMs: sum(PAINT, fcpTs),
    fcpMs: Math.round(ms(fcpTs - nav.ts)),
    takeoverMs: Math.round(takeoverMs),
  };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export function medians(runs: StartupRun[]): StartupRun {
  const keys = Object.keys(runs[0]) as (keyof StartupRun)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as StartupRun;
}

/**
 * `runs` full-speed visits of `url`, each read at every slowdown in `rates` from its tasks' thread
 * time (the "cpu" reading), after one unmeasured visit that warms the server's caches.
 */
export async function startupProfile(
  browser: Browser,
  url: string,
  rates: number[],
  runs: number,
  onTrace?: (events: TraceEvent[], rate: number) => void,
) {
  await traceStart(browser, url, 1);
  const byRate = new Map<number, StartupRun[]>(rates.map((r) => [r, []]));
  for (let i = 0; i < runs; i++) {
    const { events, takeover } = await traceStart(browser, url, 1);
    for (const rate of rates) {
      byRate.get(rate)?.push(analyse(events, takeover, (e) => (e.tdur ?? e.dur ?? 0) * rate));
      onTrace?.(events, rate);
    }
  }
  return byRate;
}

/** `runs` visits with the CPU really slowed down `rate` times, read by wall-clock task lengths. */
export async function throttledProfile(browser: Browser, url: string, rate: number, runs: number) {
  const results: StartupRun[] = [];
  for (let i = 0; i < runs; i++) {
    const { events, takeover } = await traceStart(browser, url, rate);
    results.push(analyse(events, takeover, (e) => e.dur ?? 0));
  }
  return results;
}

async function cli() {
  const arg = (name: string, fallback: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const runs = Number(arg("--runs", "7"));
  const rates = arg("--rates", "4,6").split(",").map(Number);
  const dist = process.argv.includes("--dist") ? arg("--dist", "dist") : undefined;
  // The server of the build under test reads DIST_DIR when its module loads.
  if (dist) process.env.DIST_DIR = dist;
  const os = await import("node:os");
  const { launchBrowser } = await import("../../e2e/support/browser");
  const { startServer } = await import("../../e2e/support/server");
  const server = await startServer({ LOG_LEVEL: "warn", ...(dist ? { DIST_DIR: dist } : {}) });
  const browser = await launchBrowser();
  const line = (label: string, r: StartupRun) =>
    `${label}: ${r.longTasks} long tasks, TBT ${r.blockingMs} ms, longest ${r.longestMs} ms, busy ${r.busyMs} ms, script ${r.scriptMs} ms, layout ${r.layoutMs} ms, paint ${r.paintMs} ms, FCP ${r.fcpMs} ms, takeover ${r.takeoverMs} ms`;
  try {
    const load = [os.loadavg()[0]];
    // --tasks: what each long task was made of, per run (the "cpu" reading); --functions: which
    // functions the sampling profiler found in them.
    sampling = process.argv.includes("--functions");
    const breakdowns = new Map<number, string[]>(rates.map((r) => [r, []]));
    const onTrace =
      process.argv.includes("--tasks") || sampling
        ? (events: TraceEvent[], rate: number) => {
            const length = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) * rate;
            breakdowns
              .get(rate)
              ?.push(
                [describeTasks(longTaskBreakdown(events, length)), ...(sampling ? [longTaskFunctions(events, length)] : [])].join("\n"),
              );
          }
        : undefined;
    const cpu = await startupProfile(browser, `${server.baseUrl}/`, rates, runs, onTrace);
    load.push(os.loadavg()[0]);
    for (const [rate, results] of cpu) {
      results.forEach((r, i) => {
        console.log(`  ${line(`cpu ${rate}×`, r)}`);
        const tasks = breakdowns.get(rate)?.[i];
        if (tasks) console.log(tasks);
      });
      console.log(line(`cpu ${rate}×, median of ${runs}`, medians(results)));
    }
    if (process.argv.includes("--throttled"))
      for (const rate of rates) {
        const results = await throttledProfile(browser, `${server.baseUrl}/`, rate, runs);
        load.push(os.loadavg()[0]);
        for (const r of results) console.log(`  ${line(`throttled ${rate}×`, r)}`);
        console.log(line(`throttled ${rate}×, median of ${runs}`, medians(results)));
      }
    console.log(`load average (1 min) during the runs: ${load.map((l) => l.toFixed(1)).join(" → ")} on ${os.cpus().length} cores`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1]?.endsWith("startup-trace.ts")) await cli();
