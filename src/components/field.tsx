// A form field: its label, the control, a hint and the problem under it, wired for screen readers
// (the control is described by the hint and the problem, and marked invalid with a problem).
import type { ReactNode } from "react";
import "./field.css";

/** What the control needs from its field. */
export interface FieldA11y {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  /** The problem, already in the customer's language. */
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
}

export function fieldA11y(id: string, { error, hint }: { error?: string | null; hint?: ReactNode }): FieldA11y {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { id, "aria-invalid": Boolean(error), ...(describedBy ? { "aria-describedby": describedBy } : {}) };
}

export function Field({ id, label, error, hint, className, children }: FieldProps) {
  return (
    <div className={["field", error ? "field--invalid" : "", className ?? ""].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children(fieldA11y(id, { error, hint }))}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
