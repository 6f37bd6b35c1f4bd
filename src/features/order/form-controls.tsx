// Labelled inputs of the order form, with their inline error.
import type { InputHTMLAttributes, ReactNode } from "react";

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: (props: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
}

/** A label, the control (given its a11y props), a hint and the error under it. */
export function Field({ id, label, error, hint, className = "", children }: FieldProps) {
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`order-field ${className}`}>
      <label className="order-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {hint && !error && (
        <p id={`${id}-hint`} className="order-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="order-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

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
      {(a11y) => <input {...rest} {...a11y} className="order-field__input" value={value} onChange={(e) => onValue(e.target.value)} />}
    </Field>
  );
}

/** One of a few choices, drawn as tappable cards (radio buttons underneath). */
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
  return (
    <label className={`choice${checked ? " choice--checked" : ""}${disabled ? " choice--disabled" : ""}`}>
      <input type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={onChoose} />
      <span className="choice__text">
        <span className="choice__title">{title}</span>
        {detail && <span className="choice__detail">{detail}</span>}
      </span>
    </label>
  );
}
