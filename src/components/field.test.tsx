// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Field, fieldA11y } from "./field";

afterEach(cleanup);

describe("fieldA11y", () => {
  it("describes the control by its hint and its problem, and marks it invalid only with a problem", () => {
    expect(fieldA11y("name", {})).toEqual({ id: "name", "aria-invalid": false });
    expect(fieldA11y("name", { hint: "As on the card" })).toEqual({ id: "name", "aria-invalid": false, "aria-describedby": "name-hint" });
    expect(fieldA11y("name", { hint: "As on the card", error: "Enter your name" })).toEqual({
      id: "name",
      "aria-invalid": true,
      "aria-describedby": "name-hint name-error",
    });
  });
});

describe("Field", () => {
  it("labels the control and announces its problem", () => {
    render(
      <Field id="name" label="Name" hint="As on the card" error="Enter your name">
        {(a11y) => <input {...a11y} className="field__input" />}
      </Field>,
    );
    const input = screen.getByLabelText("Name");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("Enter your name");
    expect(input.getAttribute("aria-describedby")).toBe("name-hint name-error");
    expect(document.getElementById("name-hint")?.textContent).toBe("As on the card");
  });

  it("shows no problem when there is none", () => {
    render(
      <Field id="phone" label="Phone">
        {(a11y) => <input {...a11y} />}
      </Field>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByLabelText("Phone").hasAttribute("aria-describedby")).toBe(false);
  });
});
