// @vitest-environment happy-dom
// See a.test.ts. This file replaces another module and sees ./target as it is.
import { expect, it, vi } from "vitest";
import { viaUser } from "./user";

vi.mock("./unused", () => ({}));

it("sees the real module, not another file's replacement", () => {
  expect(viaUser()).toBe("real");
});
