// Cash: the note the customer pays with, so the courier brings change. Quick picks ("without
// change" and two round notes that pay the total) and a field for another sum; a pick fills the field.
import { Trans, useLingui } from "@lingui/react/macro";
import { formatMoney } from "../../domain/money";
import { useLocale } from "../../i18n/use-locale";
import { changeDigits, changePicks, groupDigits } from "./delivery-details";
import { TextField } from "./form-controls";

interface Props {
  /** The note's digits, "" = without change. */
  value: string;
  /** The order's total, delivery included. */
  total: number;
  onValue: (digits: string) => void;
  error?: string | null;
}

export function ChangeFrom({ value, total, onValue, error }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const pick = (digits: string, label: string) => (
    <button
      key={digits || "none"}
      type="button"
      className={`order-pick${value === digits ? " order-pick--on" : ""}`}
      aria-pressed={value === digits}
      onClick={() => onValue(digits)}
    >
      {label}
    </button>
  );
  return (
    <div className="order-change">
      <fieldset className="order-change__group">
        <legend className="order-change__title">
          <Trans>Do you need change?</Trans>
        </legend>
        <div className="order-change__picks">
          {pick("", t`Without change`)}
          {changePicks(total).map((note) => pick(String(note), formatMoney(note, locale)))}
        </div>
      </fieldset>
      <TextField
        id="order-change-from"
        name="changeFrom"
        label={t`Change from`}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t`Another sum`}
        value={groupDigits(value, locale === "en" ? "," : "\u00a0")}
        onValue={(text) => onValue(changeDigits(text))}
        error={error}
        hint={value ? t`The courier brings change from this sum` : t`You pay the exact sum`}
      />
    </div>
  );
}
