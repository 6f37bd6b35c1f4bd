// Form problems and the server's field errors in the customer's language. Where the server's
// wording is known it is translated; anything else is shown as the server wrote it.
import { useLingui } from "@lingui/react/macro";
import type { FormField, FormProblem } from "./order-form";

export function useFieldMessages() {
  const { t } = useLingui();
  const phone = () => t`Enter an Uzbek number: +998 and 9 digits`;
  const methodOff = () => t`This way to pay is not available at this restaurant now: choose another`;
  const belowTotal = () => t`The sum must be at least the order's total`;
  const tooLarge = () => t`Enter a sum of at most 10 000 000`;
  return {
    problem(field: FormField, problem: FormProblem): string {
      switch (problem) {
        case "badPhone":
          return phone();
        case "closedNow":
          return t`The restaurant is closed now: choose a time`;
        case "chooseSlot":
          return t`Choose a time`;
        case "methodOff":
          return methodOff();
        case "changeBelowTotal":
          return belowTotal();
        case "changeTooLarge":
          return tooLarge();
        default:
          return field === "address"
            ? t`Enter the street`
            : field === "house"
              ? t`Enter the house number`
              : field === "name"
                ? t`Enter your name`
                : t`Fill this in`;
      }
    },
    server(field: FormField, text: string): string {
      switch (field) {
        case "phone":
          return phone();
        case "name":
          return t`Enter your name`;
        case "slot":
          return /closed/i.test(text)
            ? t`The restaurant is closed now: choose a time`
            : t`This time is no longer available: choose another one`;
        case "address":
          return /zone/i.test(text) ? t`The restaurant does not deliver to this address` : t`Enter the street`;
        case "house":
          return t`Enter the house number`;
        case "paymentType":
          return methodOff();
        case "changeFrom":
          return /total/i.test(text)
            ? belowTotal()
            : /most/i.test(text)
              ? tooLarge()
              : /cash/i.test(text)
                ? t`Change is only for cash`
                : belowTotal();
        case "contactless":
          return t`Contactless is for delivery only`;
        case "cutlery":
          return t`From 0 to 20 sets`;
        default:
          return text;
      }
    },
  };
}
