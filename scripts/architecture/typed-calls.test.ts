// The storefront calls the API only through the client's typed methods (GET, POST, PUT, PATCH,
// DELETE: documented paths, types from the OpenAPI document, src/lib/http/api-types.ts), never
// through the lower-case get<T>/post<T>/put<T>/request<T> with a hand-written type. The console
// (src/ops) still uses those until its calls move.
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

describe("API calls of the storefront", () => {
  it("go through the typed methods only", () => {
    expect(untypedCalls()).toEqual([]);
  });
});
