// @vitest-environment happy-dom
// See a.test.ts. This file replaces the same module as a.test.ts, differently.
import { expect, it, vi } from "vitest";
import { otherViaUser, viaUser } from "./user";

vi.mock("./target", () => ({ value: () => "C", other: () => "C too" }));

it("sees its own replacement of a module another file replaced too", () => {
  expect(viaUser()).toBe("C");
  expect(otherViaUser()).toBe("C too");
});
