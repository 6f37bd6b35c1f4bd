// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "../../lib/http/http-error";
import type { Vacancy } from "./api/vacancies";

const applyForVacancy = vi.fn();
const showError = vi.fn();
vi.mock("./api/vacancies", () => ({ applyForVacancy: (form: FormData) => applyForVacancy(form) }));
vi.mock("../../components/use-error-toast", () => ({ useShowError: () => showError }));
const { useApplicationForm } = await import("./use-application-form");

const vacancies = [
  { id: 1, title: "Courier", city: "Tashkent", regionId: 1 },
  { id: 3, title: "Cashier", city: "Samarkand", regionId: 2 },
] as Vacancy[];
const regions = [
  { id: 1, name: "Tashkent" },
  { id: 2, name: "Samarkand" },
];

function setup(options: { initialVacancyId?: string; prefillName?: string } = {}) {
  const onSent = vi.fn();
  const hook = renderHook(
    (props: { prefillName?: string }) =>
      useApplicationForm({ initialVacancyId: options.initialVacancyId ?? "", prefillName: props.prefillName, vacancies, regions, onSent }),
    { initialProps: { prefillName: options.prefillName } },
  );
  return { ...hook, onSent };
}

const fillValid = (set: (patch: object) => void) =>
  act(() => set({ vacancyId: "1", fullName: "Aziza Karimova", phoneDigits: "905556677", birthDate: "1998-04-12", regionId: "1" }));

beforeEach(() => {
  applyForVacancy.mockReset();
  showError.mockReset();
});

describe("the application form's state", () => {
  it("preselects the vacancy of the address and suggests its city", () => {
    const { result } = setup({ initialVacancyId: "3" });
    expect(result.current.draft.vacancyId).toBe("3");
    expect(result.current.draft.regionId).toBe("2");
  });

  it("does not choose a vacancy that is not open", () => {
    const { result } = setup({ initialVacancyId: "99" });
    expect(result.current.draft.vacancyId).toBe("");
  });

  it("takes the Telegram name, also when it arrives late, but never over what was typed", () => {
    const late = setup();
    late.rerender({ prefillName: "Dilnoza K" });
    expect(late.result.current.draft.fullName).toBe("Dilnoza K");

    const typed = setup();
    act(() => typed.result.current.set({ fullName: "Aziz" }));
    typed.rerender({ prefillName: "Dilnoza K" });
    expect(typed.result.current.draft.fullName).toBe("Aziz");
  });

  it("shows a field's problem once it was left, and every problem on sending, without sending", async () => {
    const { result } = setup();
    expect(result.current.shown("fullName")).toBeNull();
    act(() => result.current.touch("fullName"));
    expect(result.current.shown("fullName")).toEqual({ problem: "required" });
    expect(result.current.shown("phone")).toBeNull();
    await act(() => result.current.submit());
    expect(result.current.shown("phone")).toEqual({ problem: "required" });
    expect(applyForVacancy).not.toHaveBeenCalled();
  });

  it("sends once for a double tap and reports what was sent", async () => {
    let answer!: (id: number) => void;
    applyForVacancy.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result, onSent } = setup();
    fillValid(result.current.set);
    await act(async () => {
      void result.current.submit();
      void result.current.submit();
    });
    expect(result.current.status).toBe("sending");
    await act(async () => answer(7));
    expect(applyForVacancy).toHaveBeenCalledTimes(1);
    const form = applyForVacancy.mock.calls[0][0] as FormData;
    expect(form.get("phone")).toBe("+998905556677");
    expect(form.get("city")).toBe("Tashkent");
    expect(result.current.status).toBe("sent");
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ fullName: "Aziza Karimova" }));
  });

  it("keeps everything typed when the server refuses, puts its field errors on the fields and says so in a toast", async () => {
    const refusal = new HttpError(400, "Invalid parameter: phone", "invalid_parameters", {
      error: "Invalid parameter: phone",
      fields: { phone: "must be an Uzbek number: +998 and 9 digits", unknownThing: "x" },
    });
    applyForVacancy.mockRejectedValue(refusal);
    const { result } = setup();
    fillValid(result.current.set);
    await act(() => result.current.submit());
    expect(showError).toHaveBeenCalledWith(refusal);
    expect(result.current.status).toBe("editing");
    expect(result.current.draft.fullName).toBe("Aziza Karimova");
    expect(result.current.shown("phone")).toEqual({ server: "must be an Uzbek number: +998 and 9 digits" });
    // Editing the field clears the server's word about it.
    act(() => result.current.set({ phoneDigits: "901234567" }));
    expect(result.current.shown("phone")).toBeNull();
  });
});
