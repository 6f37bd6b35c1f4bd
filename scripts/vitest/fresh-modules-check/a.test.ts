// @vitest-environment happy-dom
// a, b and c share one worker (the unit-isolated project, vitest.config.ts). In any order, the
// second file would see the first one's modules (the replacement it made, or the real module
// evaluated before its own replacement) unless scripts/vitest/fresh-modules.ts forgets them.
import { expect, it, vi } from "vitest";
import { viaUser } from "./user";

vi.mock("./target", () => ({ value: () => "A" }));

it("sees its own replacement", () => {
  expect(viaUser()).toBe("A");
});
