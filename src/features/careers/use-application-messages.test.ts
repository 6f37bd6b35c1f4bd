import { describe, expect, it } from "vitest";
import { serverProblem } from "./use-application-messages";

describe("the HR API's field errors", () => {
  it.each([
    ["fullName", "must be at least 3 characters", "tooShort"],
    ["fullName", "must be at most 100 characters", "tooLong"],
    ["phone", "must be an Uzbek number: +998 and 9 digits", "badPhone"],
    ["birthDate", "must be a real date; applicants are 16 to 75 years old", "tooYoung"],
    ["birthDate", "must be a date like 1999-05-21", "badDate"],
    ["city", "is required", "required"],
    ["cv", "must be a PDF", "notPdf"],
    ["cv", "must be a file", "notPdf"],
    ["cv", "at most 5 MB", "tooLarge"],
  ] as const)("%s: %j is known as %s", (field, text, problem) => {
    expect(serverProblem(field, text)).toBe(problem);
  });

  it("leaves wording it does not know to be shown as it came", () => {
    expect(serverProblem("vacancyId", "no such open vacancy")).toBeNull();
    expect(serverProblem("city", "is not a city we know")).toBeNull();
  });
});
