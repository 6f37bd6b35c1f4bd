// The committed src/contract/openapi.ts is what `npm run openapi:types` writes from the current
// document: a route whose schema changed without the types following fails here.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../../server/openapi/build-document";
import { generatedTypes, TYPES_FILE } from "./generated";

describe(TYPES_FILE, () => {
  it("matches the server's OpenAPI document (else run npm run openapi:types)", () => {
    const expected = generatedTypes(buildOpenApiDocument());
    const committed = fs.readFileSync(TYPES_FILE, "utf8");
    // One line's difference is easier to read than the whole file.
    const a = committed.split("\n");
    const b = expected.split("\n");
    const first = b.findIndex((line, i) => line !== a[i]);
    expect(first === -1 && a.length === b.length ? "" : `line ${first + 1}: ${a[first]}  →  ${b[first]}`).toBe("");
  }, 30_000);
});
