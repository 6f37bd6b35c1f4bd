// A section's list not there yet: a spinner while it loads, or what went wrong with a retry button.
import { Trans } from "@lingui/react/macro";
import { Button, Placeholder, Spinner } from "@telegram-apps/telegram-ui";
import type { UseQueryResult } from "@tanstack/react-query";
import { useProblem } from "../errors";

export function SectionState({ query }: { query: Pick<UseQueryResult, "error" | "refetch"> }) {
  const problem = useProblem();
  if (!query.error)
    return (
      <Placeholder>
        <Spinner size="l" />
      </Placeholder>
    );
  return (
    <Placeholder description={problem(query.error)}>
      <Button size="m" onClick={() => void query.refetch()}>
        <Trans>Retry</Trans>
      </Button>
    </Placeholder>
  );
}
