// The form's problems in the customer's language, and the HR API's field errors translated where
// their wording is known (anything else is shown as the server wrote it).
import { useLingui } from "@lingui/react/macro";
import type { ApplicationField, Problem } from "./application-rules";

export function useApplicationMessages() {
  const { t } = useLingui();

  const problem = (field: ApplicationField, code: Problem): string => {
    switch (code) {
      case "badPhone":
        return t`Enter an Uzbek number: +998 and 9 digits`;
      case "badDate":
        return t`Enter a real date of birth`;
      case "tooYoung":
      case "tooOld":
        return t`We take applicants from 16 to 75 years old`;
      case "notPdf":
        return t`The CV must be a PDF file`;
      case "tooLarge":
        return t`The CV is too large: at most 5 MB`;
      case "tooShort":
        return field === "fullName" ? t`Enter your full name: at least 3 letters` : t`Enter the city's name`;
      case "tooLong":
        return field === "fullName"
          ? t`The name is too long: at most 100 characters`
          : t`The city's name is too long: at most 60 characters`;
      case "required":
        switch (field) {
          case "vacancyId":
            return t`Choose a vacancy`;
          case "fullName":
            return t`Enter your first and last name`;
          case "phone":
            return t`Enter your phone number`;
          case "birthDate":
            return t`Enter your date of birth`;
          case "city":
            return t`Choose your city`;
          default:
            return t`Fill this in`;
        }
    }
  };

  /** A `fields` message of the server → the customer's language where we know it. */
  const server = (field: ApplicationField, text: string): string => {
    const known = serverProblem(field, text);
    if (known) return problem(field, known);
    if (field === "vacancyId" && /no such open vacancy/i.test(text)) return t`This vacancy has just closed: choose another one`;
    return text;
  };

  return { problem, server };
}

/** The problem code behind the HR API's wording (src/contract/careers.ts), if known. */
export function serverProblem(field: ApplicationField, text: string): Problem | null {
  if (/is required/i.test(text)) return "required";
  if (/at least \d+ characters/i.test(text)) return "tooShort";
  if (/at most \d+ characters/i.test(text)) return "tooLong";
  if (field === "phone" && /uzbek number/i.test(text)) return "badPhone";
  if (field === "birthDate") return /16 to 75/.test(text) ? "tooYoung" : /date/i.test(text) ? "badDate" : null;
  if (field === "cv") return /5 MB/i.test(text) ? "tooLarge" : /PDF|file/i.test(text) ? "notPdf" : null;
  return null;
}
