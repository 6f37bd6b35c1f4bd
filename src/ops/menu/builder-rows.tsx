// What the builder's three tables share: a row's move up / move down / remove buttons, its problems
// in the console's language (the form's own checks and the fields a server's 400 named), and the
// table's frame with its "add" button.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@telegram-apps/telegram-ui";
import type { ReactNode } from "react";
import { fieldProblem } from "../errors";
import type { FormProblem } from "./builder-data";

export function useProblemText(): (p: FormProblem) => string {
  const { t } = useLingui();
  return (p) => {
    switch (p.kind) {
      case "badId":
        return t`An id is short: a–z, 0–9 and - only.`;
      case "sameVariant":
        return t`This size and dough are already in the list.`;
      case "price":
        return t`The price is a whole number of UZS above zero.`;
      case "defaults":
        return t`Only one size may be the default.`;
      case "sameId":
        return t`This id is already in the list.`;
      case "minAboveMax":
        return t`"At least" must not be above "at most".`;
      case "noMax":
        return t`"At most" must be 1 or more.`;
      case "names":
        return t`A name is needed in every language.`;
      case "scale":
        return t`The picture scale is a number from 0.5 to 1.`;
      case "count":
        return t`"At least" and "at most" are whole numbers.`;
    }
  };
}

interface RowProps {
  testId: string;
  index: number;
  count: number;
  /** The row's name for the buttons' labels ("30 cm", "Onion"). */
  label: string;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  problems: FormProblem[];
  /** The failed save and this row's path on the wire ("variants.2"), for the fields a 400 named. */
  error: unknown;
  path: string;
  children: ReactNode;
}

export function BuilderRow({ testId, index, count, label, onMove, onRemove, problems, error, path, children }: RowProps) {
  const { t } = useLingui();
  const text = useProblemText();
  const server = fieldProblem(error, path);
  const messages = [...new Set(problems.map(text))];
  return (
    <div className="ops-builder-row" data-testid={testId}>
      {children}
      {messages.length > 0 || server ? (
        <p className="ops-error" role="alert">
          {messages.length > 0 ? messages.join(" ") : <Trans>The server refused this row: {server}</Trans>}
        </p>
      ) : null}
      <div className="ops-actions">
        <Button size="s" mode="plain" disabled={index === 0} aria-label={t`Move ${label} up`} onClick={() => onMove(-1)}>
          ↑
        </Button>
        <Button size="s" mode="plain" disabled={index === count - 1} aria-label={t`Move ${label} down`} onClick={() => onMove(1)}>
          ↓
        </Button>
        <Button size="s" mode="plain" aria-label={t`Remove ${label}`} data-testid={`${testId}-remove`} onClick={onRemove}>
          <Trans>Remove</Trans>
        </Button>
      </div>
    </div>
  );
}

export function BuilderTable(props: {
  header: string;
  hint?: ReactNode;
  testId: string;
  addLabel: ReactNode;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="ops-builder" data-testid={props.testId}>
      <legend className="ops-builder__title">{props.header}</legend>
      {props.hint ? <p className="ops-hint">{props.hint}</p> : null}
      {props.children}
      <div className="ops-actions">
        <Button size="s" mode="bezeled" onClick={props.onAdd} data-testid={`${props.testId}-add`}>
          {props.addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
