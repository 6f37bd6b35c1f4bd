// A section's first load: a spinner, or what went wrong with a retry button.
import { Trans } from "@lingui/react/macro";
import { Button, Placeholder, Spinner } from "@telegram-apps/telegram-ui";
import { useProblem } from "./problem";

export function SectionState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const problem = useProblem();
  if (!error)
    return (
      <Placeholder>
        <Spinner size="l" />
      </Placeholder>
    );
  return (
    <Placeholder description={problem(error)}>
      <Button size="m" onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </Placeholder>
  );
}
