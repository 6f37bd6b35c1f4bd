// The storefront calls the API only through the client's typed methods (GET, POST, PUT, PATCH,
// DELETE: documented paths, types from the OpenAPI document, src/lib/http/api-types.ts), never
// through the lower-case get<T>/post<T>/put<T>/request<T> with a hand-written type. The console
// (src/ops) calls the operator API through opsApi's typed GET/POST/PUT/PATCH/DELETE (src/ops/api.ts,
// the client's typed methods) only.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { stripComments } from "./import-graph";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** `file:line → call` of every untyped call of the HTTP client outside the console and the client. */
function untypedCalls(): string[] {
  const storefront = files(path.join(ROOT, "src")).filter(
    (f) => !/src[\\/](ops|contract|domain)[\\/]/.test(f) && !f.endsWith(path.join("lib", "http", "client.ts")),
  );
  return storefront.flatMap((file) => {
    const lines = stripComments(fs.readFileSync(file, "utf8")).split("\n");
    return lines.flatMap((line, i) =>
      [...line.matchAll(/\b(?:api|ownServer|client|http)\s*\.\s*(?:get|post|put|request)\s*[<(]/g)].map(
        (m) => `${path.relative(ROOT, file)}:${i + 1} → ${m[0]}`,
      ),
    );
  });
}

/** `file → how many` untyped calls in the console: opsApi's lower-case methods, ownServer's get/post/request. */
function consoleUntypedCalls(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const file of files(path.join(ROOT, "src", "ops"))) {
    if (file.endsWith(path.join("ops", "api.ts"))) continue;
    const code = stripComments(fs.readFileSync(file, "utf8"));
    const n = [
      ...code.matchAll(/\bopsApi\s*\.\s*(?:get|post|put|patch|delete|upload)\s*[<(]/g),
      ...code.matchAll(/\bownServer\s*\.\s*(?:get|post|put|patch|delete|request)\s*[<(]/g),
    ].length;
    if (n > 0) counts[path.relative(ROOT, file).split(path.sep).join("/")] = n;
  }
  return counts;
}

describe("API calls of the storefront", () => {
  it("go through the typed methods only", () => {
    expect(untypedCalls()).toEqual([]);
  });
});

describe("API calls of the console", () => {
  it("go through opsApi's typed methods only", () => {
    expect(consoleUntypedCalls(), "call opsApi.GET/POST/PUT/PATCH/DELETE with a documented path").toEqual({});
  });
});
