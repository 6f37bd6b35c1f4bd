// A small reader of the project's import graph, for the architecture test: every `import … from`,
// `export … from`, side-effect `import "…"` and `import("…")` (type-only ones too, since they
// tie modules together just the same), with relative paths resolved to files.
import fs from "node:fs";
import path from "node:path";

export interface Import {
  /** The importing file, relative to the root, with forward slashes. */
  from: string;
  specifier: string;
  line: number;
  /** The imported file (relative to the root) for a relative import that exists, else null. */
  file: string | null;
  /** The package name (`zod`, `@turf/helpers`, `node:fs`) for a bare import, else null. */
  pkg: string | null;
}

const CODE = /\.(ts|tsx|mts|mjs)$/;
const RESOLVE = ["", ".ts", ".tsx", ".mts", ".mjs", "/index.ts", "/index.tsx"];
const SKIP_DIRS = new Set(["node_modules", "dist", ".git", ".test-data"]);

const PATTERNS = [
  // import x from "…", import type { X } from "…", import * as x from "…" (across lines)
  /\bimport\s+(?:type\s+)?[\w*{}\s,$]+?\s+from\s*["']([^"']+)["']/g,
  // import "./side-effect.css"
  /\bimport\s*["']([^"']+)["']/g,
  // export { x } from "…", export * from "…", export type { X } from "…"
  /\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/g,
  // import("…") and typeof import("…")
  /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
];

/** Comments out of the way (a commented-out import is not one); lengths kept, so lines stay. */
export function stripComments(text: string): string {
  const blank = (s: string) => s.replace(/[^\n]/g, " ");
  return text
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[^:"'`\\])(\/\/[^\n]*)/g, (_m, before: string, comment: string) => before + blank(comment));
}

/** The specifiers a module imports, with their line numbers. */
export function readSpecifiers(text: string): { specifier: string; line: number }[] {
  const code = stripComments(text);
  const found = new Map<number, { specifier: string; line: number }>();
  for (const pattern of PATTERNS) {
    for (const m of code.matchAll(pattern)) {
      const at = m.index + m[0].lastIndexOf(m[1]);
      if (found.has(at)) continue;
      found.set(at, { specifier: m[1], line: code.slice(0, at).split("\n").length });
    }
  }
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, v]) => v);
}

function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

function resolveFile(root: string, fromFile: string, specifier: string): string | null {
  const base = path.resolve(root, path.dirname(fromFile), specifier.replace(/\?.*$/, ""));
  const candidates = RESOLVE.map((ext) => base + ext);
  // NodeNext style: "./x.js" written for "./x.ts".
  if (/\.m?js$/.test(base)) candidates.push(base.replace(/\.js$/, ".ts").replace(/\.mjs$/, ".mts"), base.replace(/\.js$/, ".tsx"));
  const hit = candidates.find((p) => fs.existsSync(p) && fs.statSync(p).isFile());
  return hit ? path.relative(root, hit).split(path.sep).join("/") : null;
}

/** Every code file under `dirs` (relative to root; "." is the root's own files), sorted. */
export function listCodeFiles(root: string, dirs: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(path.join(root, dir))) return;
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(rel);
      } else if (CODE.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(rel);
    }
  };
  for (const dir of dirs) {
    if (dir === ".") {
      // The root's own files (vite.config.ts and the like), not its folders.
      for (const entry of fs.readdirSync(root, { withFileTypes: true })) if (entry.isFile() && CODE.test(entry.name)) out.push(entry.name);
    } else walk(dir);
  }
  return out.sort();
}

/** The imports of each file, read from disk. */
export function readGraph(root: string, files: readonly string[]): Map<string, Import[]> {
  const graph = new Map<string, Import[]>();
  for (const from of files) {
    const text = fs.readFileSync(path.join(root, from), "utf8");
    graph.set(
      from,
      readSpecifiers(text).map(({ specifier, line }) => {
        const relative = specifier.startsWith(".");
        return {
          from,
          specifier,
          line,
          file: relative ? resolveFile(root, from, specifier) : null,
          pkg: relative ? null : packageName(specifier),
        };
      }),
    );
  }
  return graph;
}

/**
 * Every import cycle, one path per strongly connected group of modules (Tarjan), each written as
 * `a.ts → b.ts → a.ts`. Non-code files (CSS, SVG) cannot close a cycle and are left out.
 */
export function findCycles(graph: Map<string, Import[]>): string[][] {
  const next = (file: string) => [...new Set((graph.get(file) ?? []).flatMap((i) => (i.file && graph.has(i.file) ? [i.file] : [])))];
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const at = (map: Map<string, number>, key: string) => map.get(key) ?? 0;
  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(at(low, v), at(low, w)));
      } else if (onStack.has(w)) low.set(v, Math.min(at(low, v), at(index, w)));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop() ?? v;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || next(v).includes(v)) groups.push(group);
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
  return groups.map((group) => cyclePath(group.sort()[0], new Set(group), next));
}

/** A shortest way from `start` back to itself inside its group (breadth first). */
function cyclePath(start: string, group: Set<string>, next: (f: string) => string[]): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let n = 0; n < queue.length; n++) {
    const v = queue[n];
    for (const w of next(v)) {
      if (!group.has(w)) continue;
      if (w === start) {
        const way = [v];
        while (way[0] !== start) way.unshift(previous.get(way[0]) ?? start);
        return [...way, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}
