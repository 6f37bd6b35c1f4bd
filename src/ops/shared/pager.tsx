// "Previous · Page 2 of 5 · Next" under a list the server answers in pages (customers, payments);
// nothing when there is one page.
import { Trans } from "@lingui/react/macro";
import { Button } from "@telegram-apps/telegram-ui";

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The section's own class for the row. */
  className: string;
  /** A test id for the "Next" button. */
  nextTestId?: string;
}

export function Pager({ page, pages, onPage, className, nextTestId }: Props) {
  if (pages <= 1) return null;
  return (
    <div className={className}>
      <Button size="s" mode="gray" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <Button size="s" mode="gray" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid={nextTestId}>
        <Trans>Next</Trans>
      </Button>
    </div>
  );
}
