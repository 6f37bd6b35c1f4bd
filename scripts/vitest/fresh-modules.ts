// Setup file of the `unit-mocks` project (vitest.config.ts): files that replace modules (`vi.mock`)
// share one worker, and this runs before each of them (Vitest runs setup files again for every
// file), so each starts from a module graph of its own, as in a worker of its own: every module
// evaluated by an earlier file, and every replacement an earlier file made, is forgotten and
// evaluated again. (Replacements are registered per test file by Vitest itself; what outlives a file
// in a shared worker is only the modules already evaluated with or without them.)
//
// Packages loaded by Node itself (node_modules: React, Testing Library) stay loaded, as in every
// shared worker; replacing one of those with `vi.mock` needs a project with `isolate: true`.
//
// This is what Vitest does between files when `isolate` is on and a worker runs several files
// (`resetModules(evaluatedModules, true)` in its runtime), here through its worker state.
import { vi } from "vitest";

type ModuleNode = { promise?: unknown; exports?: unknown; evaluated: boolean; importers: Set<string>; mockedExports?: unknown };
type WorkerState = { evaluatedModules: { idToModuleMap: Map<string, ModuleNode> } };

const state = (globalThis as { __vitest_worker__?: WorkerState }).__vitest_worker__;
if (!state?.evaluatedModules?.idToModuleMap) {
  throw new Error(
    "scripts/vitest/fresh-modules.ts: Vitest's worker state has changed shape; give the unit-mocks project `isolate: true` instead",
  );
}

// Everything but Vitest's own modules and the replacements.
vi.resetModules();
// The replacements (`mock:<id>`), which vi.resetModules keeps.
for (const [id, node] of state.evaluatedModules.idToModuleMap) {
  if (!id.startsWith("mock:")) continue;
  node.promise = undefined;
  node.exports = undefined;
  node.mockedExports = undefined;
  node.evaluated = false;
  node.importers.clear();
}
