// "House": asked before "Deliver here" when a street with no house was picked from the search
// (a tap on the map leaves the house to the checkout's address fields, as before). Prefilled with the number typed in the
// search when the server did not know that house.
import { Trans, useLingui } from "@lingui/react/macro";
import { type Ref, useId } from "react";
import "./house-field.css";

/** Longest house number kept ("12А/3 корпус 2" fits). */
export const HOUSE_MAX_LENGTH = 20;

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** "Deliver here" was pressed without a house. */
  missing: boolean;
  inputRef: Ref<HTMLInputElement>;
  onSubmit: () => void;
}

export function HouseField({ value, onChange, missing, inputRef, onSubmit }: Props) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="house-field">
      <label htmlFor={id}>
        <Trans>House</Trans>
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        inputMode="text"
        autoComplete="off"
        enterKeyHint="done"
        maxLength={HOUSE_MAX_LENGTH}
        placeholder={t`e.g. 12 or 107B`}
        value={value}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            onSubmit();
          }
        }}
      />
      {missing && (
        <p id={`${id}-error`} className="house-field__error" role="alert">
          <Trans>Enter the house number to deliver here</Trans>
        </p>
      )}
    </div>
  );
}
