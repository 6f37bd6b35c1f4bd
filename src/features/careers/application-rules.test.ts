import { describe, expect, it } from "vitest";
import {
  type ApplicationDraft,
  ageInYears,
  applicationFormData,
  birthDateBounds,
  cityName,
  draftProblems,
  EMPTY_DRAFT,
  fieldProblem,
  OTHER_CITY,
} from "./application-rules";

const NOW = new Date("2026-11-22T09:00:00Z");
const valid: ApplicationDraft = {
  vacancyId: "2",
  fullName: "Aziza Karimova",
  phoneDigits: "905556677",
  birthDate: "1998-04-12",
  regionId: "1",
  cityText: "",
  cv: null,
};
const regions = [
  { id: 1, name: "Tashkent" },
  { id: 2, name: "Samarkand" },
];

describe("the application form's rules", () => {
  it("finds nothing wrong with a complete form", () => {
    expect(draftProblems(valid, NOW)).toEqual({});
  });

  it("asks for every field of an empty form", () => {
    expect(draftProblems(EMPTY_DRAFT, NOW)).toEqual({
      vacancyId: "required",
      fullName: "required",
      phone: "required",
      birthDate: "required",
      city: "required",
    });
  });

  it("wants a name of 3 to 100 characters, spaces aside", () => {
    expect(fieldProblem("fullName", { ...valid, fullName: "  Al  " }, NOW)).toBe("tooShort");
    expect(fieldProblem("fullName", { ...valid, fullName: "A".repeat(101) }, NOW)).toBe("tooLong");
    expect(fieldProblem("fullName", { ...valid, fullName: "   " }, NOW)).toBe("required");
  });

  it("wants an Uzbek mobile or city number of nine digits", () => {
    expect(fieldProblem("phone", { ...valid, phoneDigits: "90555" }, NOW)).toBe("badPhone");
    expect(fieldProblem("phone", { ...valid, phoneDigits: "012345678" }, NOW)).toBe("badPhone");
    expect(fieldProblem("phone", { ...valid, phoneDigits: "712000000" }, NOW)).toBeUndefined();
  });

  it("takes applicants from 16 to 75 years old", () => {
    expect(fieldProblem("birthDate", { ...valid, birthDate: "2010-11-23" }, NOW)).toBe("tooYoung");
    expect(fieldProblem("birthDate", { ...valid, birthDate: "2010-11-22" }, NOW)).toBeUndefined();
    expect(fieldProblem("birthDate", { ...valid, birthDate: "1951-11-23" }, NOW)).toBeUndefined();
    expect(fieldProblem("birthDate", { ...valid, birthDate: "1951-11-22" }, NOW)).toBe("tooOld");
  });

  it("refuses a date that does not exist", () => {
    expect(fieldProblem("birthDate", { ...valid, birthDate: "1999-02-30" }, NOW)).toBe("badDate");
    expect(fieldProblem("birthDate", { ...valid, birthDate: "21.05.1999" }, NOW)).toBe("badDate");
    expect(ageInYears("1999-02-30", NOW)).toBeNull();
  });

  it("bounds the date picker to the same ages", () => {
    const { min, max } = birthDateBounds(NOW);
    expect({ min, max }).toEqual({ min: "1951-11-23", max: "2010-11-22" });
    for (const date of [min, max]) expect(fieldProblem("birthDate", { ...valid, birthDate: date }, NOW)).toBeUndefined();
  });

  it("takes a city from the list, or one typed by hand", () => {
    expect(fieldProblem("city", { ...valid, regionId: OTHER_CITY, cityText: "" }, NOW)).toBe("required");
    expect(fieldProblem("city", { ...valid, regionId: OTHER_CITY, cityText: "N" }, NOW)).toBe("tooShort");
    expect(fieldProblem("city", { ...valid, regionId: OTHER_CITY, cityText: "Nukus" }, NOW)).toBeUndefined();
    expect(cityName({ ...valid, regionId: "2" }, regions)).toBe("Samarkand");
    expect(cityName({ ...valid, regionId: OTHER_CITY, cityText: " Nukus " }, regions)).toBe("Nukus");
  });

  it("builds the multipart body the HR API reads", () => {
    const cv = new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" });
    const form = applicationFormData({ ...valid, fullName: "  Aziza   Karimova ", cv }, "Tashkent");
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== "cv"))).toEqual({
      vacancyId: "2",
      fullName: "Aziza Karimova",
      phone: "+998905556677",
      birthDate: "1998-04-12",
      city: "Tashkent",
    });
    expect((form.get("cv") as File).name).toBe("cv.pdf");
    expect(applicationFormData(valid, "Tashkent").has("cv")).toBe(false);
  });
});
