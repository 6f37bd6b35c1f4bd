import { describe, expect, it } from "vitest";
import { schemaType } from "./to-types";

describe("schemaType", () => {
  it("writes a fixed-length array of one type (zod's tuple) as a tuple", () => {
    const pair = { type: "array", items: { type: "number" }, minItems: 2, maxItems: 2 };
    expect(schemaType({ type: "array", nullable: true, items: pair }, 0)).toBe("[number, number][] | null");
  });

  it("keeps arrays of open length as arrays", () => {
    expect(schemaType({ type: "array", items: { type: "number" }, minItems: 1, maxItems: 50 }, 0)).toBe("number[]");
    expect(schemaType({ type: "array", items: { type: "string" } }, 0)).toBe("string[]");
  });
});

describe("schemaType of zod's nullable references", () => {
  const ref = { $ref: "#/components/schemas/ProductImage" };
  it("reads { nullable: true } beside a reference as null", () => {
    expect(schemaType({ anyOf: [ref, { nullable: true }] }, 0)).toBe('components["schemas"]["ProductImage"] | null');
    expect(schemaType({ allOf: [ref, { nullable: true }] }, 0)).toBe('components["schemas"]["ProductImage"] | null');
  });
  it("keeps an intersection without null as it is", () => {
    expect(schemaType({ allOf: [ref, { type: "object", properties: {} }] }, 0)).toContain(" & ");
  });
});
