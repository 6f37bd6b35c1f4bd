// What the main thread's long tasks of a start-up trace were made of (startup-trace.ts --tasks):
// per task, the time of each kind of work, each event counted by its own ("self") time, named by
// the event and by the script it ran in (the nearest EvaluateScript / FunctionCall / compile
// above it, with the function's name when the trace gives one).
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: { documentLoaderURL?: string; isOutermostMainFrame?: boolean; url?: string; functionName?: string; type?: string };
    fileName?: string;
  };
}

/** The page's main thread: its navigation start, first paint, complete events and outermost tasks. */
export function mainThread(events: TraceEvent[]) {
  const nav = events.find(
    (e) =>
      e.name === "navigationStart" && e.args?.data?.isOutermostMainFrame !== false && e.args?.data?.documentLoaderURL?.startsWith("http"),
  );
  if (!nav) throw new Error("The trace has no navigation start of the page");
  const onMain = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts);
  const fcpTs = onMain.find((e) => e.name === "firstContentfulPaint")?.ts ?? nav.ts;
  // Longer first at the same start, so a parent comes before its children.
  const complete = onMain.filter((e) => e.ph === "X" && (e.dur ?? 0) > 0).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Tasks may nest (the scheduler's RunTask around another): only the outermost count.
  const tasks: TraceEvent[] = [];
  for (const t of complete.filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask")) {
    const last = tasks.at(-1);
    if (last && t.ts < last.ts + (last.dur ?? 0)) continue;
    tasks.push(t);
  }
  return { nav, fcpTs, complete, tasks };
}

const SCRIPT_CONTEXT = new Set(["EvaluateScript", "FunctionCall", "v8.compile", "v8.compileModule", "v8.evaluateModule", "TimerFire"]);

function scriptName(e: TraceEvent): string | undefined {
  const url = e.args?.data?.url ?? e.args?.fileName;
  const fn = e.args?.data?.functionName;
  if (!url && !fn) return undefined;
  const file = url ? (url.split("/").at(-1) ?? url).replace(/-[\w-]{8}\.js$/, ".js") : "";
  return fn ? `${file}:${fn}` : file;
}

export interface TaskBreakdown {
  startMs: number;
  lengthMs: number;
  parts: { label: string; ms: number }[];
}

/** The parts of each task longer than 50 ms (by `length`, in µs), the largest first. */
export function longTaskBreakdown(events: TraceEvent[], length: (e: TraceEvent) => number, top = 6): TaskBreakdown[] {
  const { nav, complete, tasks } = mainThread(events);
  const result: TaskBreakdown[] = [];
  for (const task of tasks) {
    if (length(task) / 1000 <= 50) continue;
    const end = task.ts + (task.dur ?? 0);
    const inside = complete.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const self = new Map<TraceEvent, number>();
    const context = new Map<TraceEvent, string | undefined>();
    const stack: TraceEvent[] = [];
    for (const e of inside) {
      while (stack.length && e.ts >= stack[stack.length - 1].ts + (stack[stack.length - 1].dur ?? 0)) stack.pop();
      const parent = stack.at(-1);
      if (parent) self.set(parent, (self.get(parent) ?? 0) - length(e));
      self.set(e, (self.get(e) ?? 0) + length(e));
      const own = SCRIPT_CONTEXT.has(e.name) ? scriptName(e) : undefined;
      context.set(e, own ?? (parent ? context.get(parent) : undefined));
      stack.push(e);
    }
    const byLabel = new Map<string, number>();
    let covered = 0;
    for (const [e, us] of self) {
      const where = context.get(e);
      const label = where ? `${e.name} (${where})` : e.name;
      byLabel.set(label, (byLabel.get(label) ?? 0) + us);
      covered += us;
    }
    byLabel.set("(task itself)", length(task) - covered);
    const parts = [...byLabel]
      .map(([label, us]) => ({ label, ms: Math.round(us / 1000) }))
      .filter((p) => p.ms > 0)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top);
    result.push({ startMs: Math.round((task.ts - nav.ts) / 1000), lengthMs: Math.round(length(task) / 1000), parts });
  }
  return result;
}

export const describeTasks = (tasks: TaskBreakdown[]) =>
  tasks.map((t) => `    task at ${t.startMs} ms, ${t.lengthMs} ms: ${t.parts.map((p) => `${p.label} ${p.ms}`).join(", ")}`).join("\n");

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName?: string; url?: string; lineNumber?: number };
}
interface ProfileData {
  startTime?: number;
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

/**
 * The sampling profiler's view (trace category disabled-by-default-v8.cpu_profiler): per long task,
 * the functions most often on the stack ("inclusive", each once per sample) and at its top ("self").
 * Names are readable on a build without minification (`vite build --minify false`).
 */
export function longTaskFunctions(events: TraceEvent[], length: (e: TraceEvent) => number, top = 24) {
  const { tasks, nav } = mainThread(events);
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let clock = 0;
  for (const e of events) {
    const data = (e.args as { data?: ProfileData } | undefined)?.data;
    if (e.pid !== nav.pid) continue;
    if (e.name === "Profile" && data?.startTime !== undefined) clock = data.startTime;
    if (e.name !== "ProfileChunk" || !data) continue;
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      clock += data.timeDeltas?.[i] ?? 0;
      samples.push({ ts: clock, node: id });
    });
  }
  const name = ({ callFrame: f }: ProfileNode) =>
    `${f.functionName || "(anonymous)"}@${f.url?.split("/").at(-1) ?? ""}${f.url && f.lineNumber !== undefined ? `:${f.lineNumber + 1}` : ""}`;
  return tasks
    .filter((t) => length(t) / 1000 > 50)
    .map((task) => {
      const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + (task.dur ?? 0));
      const self = new Map<string, number>();
      const inclusive = new Map<string, number>();
      for (const s of inTask) {
        let n = nodes.get(s.node);
        if (!n) continue;
        self.set(name(n), (self.get(name(n)) ?? 0) + 1);
        const seen = new Set<string>();
        for (; n; n = n.parent !== undefined ? nodes.get(n.parent) : undefined) seen.add(name(n));
        for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + 1);
      }
      const best = (m: Map<string, number>) =>
        [...m]
          .sort((a, b) => b[1] - a[1])
          .slice(0, top)
          .map(([k, c]) => `${k} ${Math.round((100 * c) / Math.max(1, inTask.length))}%`)
          .join(", ");
      // The page's own functions apart from the framework's (React, the scheduler) that call them.
      const own = new Map(
        [...inclusive].filter(([k]) => !k.includes("framework") && !/^\((root|program|idle|garbage collector)\)/.test(k)),
      );
      return `    task at ${Math.round((task.ts - nav.ts) / 1000)} ms (${inTask.length} samples)\n      self: ${best(self)}\n      inclusive: ${best(inclusive)}\n      outside the framework: ${best(own)}`;
    })
    .join("\n");
}
