// The order form's text fields and its choice cards.
import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { Field } from "../../components/field";
import "./form-controls.css";

type TextProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "id"> & {
  id: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  fieldClassName?: string;
};

export function TextField({ id, label, value, onValue, error, hint, fieldClassName, ...rest }: TextProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={fieldClassName}>
      {(a11y) => <input {...rest} {...a11y} className="field__input" value={value} onChange={(e) => onValue(e.target.value)} />}
    </Field>
  );
}

/** One of a few choices, drawn as tappable cards (radio buttons underneath): named by its title, described by its detail. */
export function ChoiceCard({
  name,
  value,
  checked,
  disabled,
  onChoose,
  title,
  detail,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
  title: ReactNode;
  detail?: ReactNode;
}) {
  const id = useId();
  return (
    <label className={`choice${checked ? " choice--checked" : ""}${disabled ? " choice--disabled" : ""}`}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        aria-labelledby={`${id}-title`}
        aria-describedby={detail ? `${id}-detail` : undefined}
      />
      <span className="choice__text">
        <span className="choice__title" id={`${id}-title`}>
          {title}
        </span>
        {detail && (
          <span className="choice__detail" id={`${id}-detail`}>
            {detail}
          </span>
        )}
      </span>
    </label>
  );
}
