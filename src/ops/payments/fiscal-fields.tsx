// A receipt line's fiscal data as three inputs (IKPU, package code, VAT %), for the product and
// modifier editors and the delivery fee: a wrong value is said under the fields in the console's
// language, whether the form found it (fiscal-rules.ts) or the server did (a 400 naming the field).
import { useLingui } from "@lingui/react/macro";
import { Input } from "@telegram-apps/telegram-ui";
import { fieldProblem } from "../errors";
import { type FiscalField, type FiscalText, fiscalProblems } from "./fiscal-rules";

interface Props {
  value: FiscalText;
  onChange: (next: FiscalText) => void;
  /** The failed save, whose 400 may name a field. */
  error?: unknown;
  testId?: string;
}

export function FiscalFields({ value, onChange, error, testId = "fiscal" }: Props) {
  const { t } = useLingui();
  const typed = fiscalProblems(value);
  const wrong = (field: FiscalField) => typed.includes(field) || fieldProblem(error, field) !== undefined;
  const messages: Record<FiscalField, string> = {
    ikpu: t`The IKPU (MXIK) code is exactly 17 digits.`,
    packageCode: t`The package code is digits only (at most 20).`,
    vatPercent: t`VAT is a whole percent from 0 to 100.`,
  };
  const problems = (Object.keys(messages) as FiscalField[]).filter(wrong);
  return (
    <div data-testid={testId}>
      <div className="ops-row ops-row--3">
        <Input
          header={t`IKPU (MXIK), 17 digits`}
          inputMode="numeric"
          value={value.ikpu}
          maxLength={24}
          status={wrong("ikpu") ? "error" : undefined}
          data-testid={`${testId}-ikpu`}
          onChange={(e) => onChange({ ...value, ikpu: e.target.value })}
        />
        <Input
          header={t`Package code`}
          inputMode="numeric"
          value={value.packageCode}
          maxLength={24}
          status={wrong("packageCode") ? "error" : undefined}
          data-testid={`${testId}-package`}
          onChange={(e) => onChange({ ...value, packageCode: e.target.value })}
        />
        <Input
          header={t`VAT, %`}
          inputMode="numeric"
          value={value.vatPercent}
          maxLength={4}
          status={wrong("vatPercent") ? "error" : undefined}
          data-testid={`${testId}-vat`}
          onChange={(e) => onChange({ ...value, vatPercent: e.target.value })}
        />
      </div>
      {problems.map((field) => (
        <p key={field} className="ops-error" role="alert">
          {messages[field]}
        </p>
      ))}
    </div>
  );
}
