// The staff console's one way to load and save (docs/ops-console.md, "Data"): lists are useQuery,
// saves are useMutation on the console's QueryClient (src/ops/shared/query-client.ts), which
// toasts a failed save in one place (src/ops/errors.ts). These checks keep the hand-written
// loaders and the busy / try / catch / toast blocks from coming back.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { listCodeFiles, readGraph, stripComments } from "./import-graph";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const consoleFiles = listCodeFiles(root, ["src/ops"]).filter((f) => !/\.test\.tsx?$/.test(f));
const graph = readGraph(root, listCodeFiles(root, ["src", "scripts", "e2e"]));

/**
 * Screens on the old loader's shape (a use-load module). The last two (the order's modal and the
 * audit history) moved to useQuery and use-load.ts is gone: the list stays empty.
 */
const OLD_LOADER_USERS: string[] = [];
/** Catch blocks that toast by hand: none (the order's advance and cancel are a useMutation now). */
const HAND_TOASTS: string[] = [];

/** The text of every `catch (…) { … }` block and `.catch(…)` call, with its line. */
function catchBlocks(text: string): { line: number; body: string }[] {
  const code = stripComments(text);
  const found: { line: number; body: string }[] = [];
  for (const m of code.matchAll(/\bcatch\s*(?:\([^)]*\)\s*)?([{(])/g)) {
    const open = m[1];
    const close = open === "{" ? "}" : ")";
    let depth = 0;
    let end = m.index + m[0].length - 1;
    for (; end < code.length; end++) {
      if (code[end] === open) depth++;
      else if (code[end] === close && --depth === 0) break;
    }
    found.push({ line: code.slice(0, m.index).split("\n").length, body: code.slice(m.index, end + 1) });
  }
  return found;
}

describe("the console's data layer", () => {
  it("has one loader: no screen imports a use-load module but the ones listed to move", () => {
    const users = [...graph.values()]
      .flat()
      .filter((i) => /(^|\/)use-load$/.test(i.specifier))
      .map((i) => i.from)
      .filter((from) => !OLD_LOADER_USERS.includes(from));
    expect(users, "load with useQuery (see src/ops/menu/menu-data.ts for a query's options)").toEqual([]);
    const loaders = consoleFiles.filter((f) => /(^|\/)use-load\.tsx?$/.test(f));
    expect(loaders, "no old-shape loader: use-load.ts is gone").toEqual([]);
  });

  it("toasts a failed save in one place: no catch block in src/ops calls toast.error", () => {
    const bad = consoleFiles
      .filter((f) => !HAND_TOASTS.includes(f))
      .flatMap((f) =>
        catchBlocks(fs.readFileSync(path.join(root, f), "utf8"))
          .filter((c) => /\btoast\.error\s*\(/.test(c.body))
          .map((c) => `${f}:${c.line}`),
      );
    expect(bad, "save with useMutation: the QueryClient toasts its failure (meta.toast for other words)").toEqual([]);
  });

  it("keeps TanStack's React bindings in the console: only src/ops imports @tanstack/react-query", () => {
    const bad = [...graph.values()]
      .flat()
      .filter((i) => i.pkg === "@tanstack/react-query" && !i.from.startsWith("src/ops/"))
      .map((i) => `${i.from}:${i.line}`);
    expect(bad, "the storefront reads through jotai-tanstack-query; react-query would join its first load").toEqual([]);
  });

  it("lists only screens that still need it (a screen that moved leaves the list)", () => {
    const importsLoader = (f: string) => (graph.get(f) ?? []).some((i) => /(^|\/)use-load$/.test(i.specifier));
    expect(OLD_LOADER_USERS.filter((f) => !importsLoader(f))).toEqual([]);
    const toastsInCatch = (f: string) =>
      catchBlocks(fs.readFileSync(path.join(root, f), "utf8")).some((c) => /\btoast\.error\s*\(/.test(c.body));
    expect(HAND_TOASTS.filter((f) => !toastsInCatch(f))).toEqual([]);
  });

  it("finds the catch blocks it checks", () => {
    const blocks = catchBlocks("try { a(); } catch (err) { toast.error(problem(err)); }\np.catch(() => toast.error('x'));");
    expect(blocks.map((b) => b.line)).toEqual([1, 2]);
    expect(blocks.every((b) => b.body.includes("toast.error"))).toBe(true);
  });
});
