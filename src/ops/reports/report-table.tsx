// One report's table in a section: its rows, a CSV download of the same report, and the spinner or
// the problem while it loads.
import { Trans } from "@lingui/react/macro";
import { Button, Placeholder, Section } from "@telegram-apps/telegram-ui";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { SectionState } from "../shared/section-state";

interface Props {
  title: string;
  csv: string;
  testId: string;
  query: Pick<UseQueryResult, "error" | "refetch" | "data">;
  head: ReactNode[];
  rows: ReactNode[][] | null;
  empty: string;
}

export function ReportTable({ title, csv, testId, query, head, rows, empty }: Props) {
  return (
    <Section header={title} data-testid={testId}>
      <div className="ops-reports__range">
        <Button size="s" mode="plain" Component="a" href={csv} download data-testid={`${testId}-csv`}>
          <Trans>Download CSV</Trans>
        </Button>
      </div>
      {!query.data || rows === null ? (
        <SectionState query={query} />
      ) : rows.length === 0 ? (
        <Placeholder description={empty} />
      ) : (
        <div className="ops-report-table__wrap">
          <table className="ops-report-table">
            <thead>
              <tr>
                {head.map((h, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a table's fixed columns
                  <th key={i}>{h}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((cells, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows of one answer, in its order
                <tr key={r}>
                  {cells.map((c, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a table's fixed columns
                    <td key={i}>{c}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
