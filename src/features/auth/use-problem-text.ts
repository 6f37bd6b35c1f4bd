// Sign-in problems in the customer's language.
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { AuthProblem } from "./auth-errors";

export function useProblemText() {
  const { t } = useLingui();
  return (p: AuthProblem): string => {
    switch (p.kind) {
      case "badPhone":
        return t`Enter an Uzbek number: +998 and 9 digits`;
      case "badCode":
        return t`The code has 6 digits`;
      case "wrongCode": {
        const left = p.left;
        return left === null ? t`Wrong code` : t`Wrong code: ${plural(left, { one: "# attempt left", other: "# attempts left" })}`;
      }
      case "expired":
        return t`The code has expired. Ask for a new one.`;
      case "tooManyAttempts":
        return t`Too many wrong codes. Ask for a new one.`;
      case "noCode":
        return t`Ask for a code first.`;
      case "wait": {
        const seconds = p.seconds;
        return t`Wait ${seconds} s before asking for a new code`;
      }
      case "tooManyCodes":
        return t`Too many codes for this number. Try again in an hour.`;
      case "notSent":
        return t`We could not send the code just now. Please try again in a minute.`;
      default:
        return p.text ?? t({ id: "error.server-error", message: "The server did not answer. Please try again." });
    }
  };
}
