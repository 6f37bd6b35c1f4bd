// The app takes only TYPES from src/contract: a value import would put zod and the schemas into
// the browser's bundle. The server is the one that runs the schemas.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { stripComments } from "./import-graph";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(e.name) ? [full] : [];
  });
}

/** Every `import … from "…/contract/…"` or `export … from` in the app that is not type-only. */
function valueImportsOfContract(): string[] {
  const app = files(path.join(ROOT, "src")).filter((f) => !/src[\\/](contract|domain)[\\/]/.test(f));
  return app.flatMap((file) => {
    const text = stripComments(fs.readFileSync(file, "utf8"));
    const statements = text.match(/\b(?:import|export)\s[^;]*?from\s*["'][^"']*contract\/[^"']*["']/g) ?? [];
    return statements
      .filter((s) => !/^(?:import|export)\s+type\s/.test(s) && !/^import\s*\{\s*(?:type\s+\w+(?:\s+as\s+\w+)?\s*,?\s*)+\}/.test(s))
      .map((s) => `${path.relative(ROOT, file)}: ${s.replace(/\s+/g, " ")}`);
  });
}

describe("the contract in the app", () => {
  it("is imported for its types only", () => {
    expect(valueImportsOfContract()).toEqual([]);
  });

  it("is imported at all (the check above has something to check)", () => {
    const app = files(path.join(ROOT, "src/features"));
    expect(app.some((f) => /from\s*["'][^"']*contract\//.test(fs.readFileSync(f, "utf8")))).toBe(true);
  });
});
