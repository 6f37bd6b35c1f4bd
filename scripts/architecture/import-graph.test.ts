import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { findCycles, type Import, readSpecifiers } from "./import-graph";

describe("the import-graph reader", () => {
  it("finds every form of import, type-only and dynamic ones too, and skips comments", () => {
    // A fixture file with another extension, so the graph of the repository does not read it.
    const text = fs.readFileSync(new URL("./fixtures/imports.txt", import.meta.url), "utf8");
    expect(readSpecifiers(text)).toEqual([
      { specifier: "./a", line: 1 },
      { specifier: "./b", line: 2 },
      { specifier: "./c", line: 6 },
      { specifier: "@scope/d/sub", line: 7 },
      { specifier: "./e.css", line: 8 },
      { specifier: "./f", line: 9 },
      { specifier: "./g", line: 10 },
      { specifier: "./h", line: 11 },
      { specifier: "./i", line: 12 },
      { specifier: "./j", line: 13 },
    ]);
  });

  it("reports a cycle as the path around it", () => {
    const edge = (from: string, file: string): Import => ({ from, file, specifier: file, line: 1, pkg: null });
    const graph = new Map([
      ["a.ts", [edge("a.ts", "b.ts")]],
      ["b.ts", [edge("b.ts", "c.ts")]],
      ["c.ts", [edge("c.ts", "a.ts")]],
      ["d.ts", [edge("d.ts", "a.ts")]],
    ]);
    expect(findCycles(graph)).toEqual([["a.ts", "b.ts", "c.ts", "a.ts"]]);
  });
});
