// Payments (admins: every restaurant's; a manager: their own): the refund queue first (refunds
// needed, then those asked of Click; each with its reason, the step to take per provider and "Mark
// refunded"), or the whole ledger with filters and pages; the filtered ledger as a CSV file; and,
// for admins, the delivery fee's fiscal data.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Placeholder, Section } from "@telegram-apps/telegram-ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { mayChangeChain } from "../../domain/staff-roles";
import type { SectionProps } from "../section-props";
import { Pager } from "../shared/pager";
import { SectionState } from "../shared/section-state";
import { DeliveryFiscal } from "./delivery-fiscal";
import { PaymentCard } from "./payment-card";
import { PaymentFilters } from "./payment-filters";
import { csvHref, NO_FILTER, PAGE_SIZE, type PaymentsFilter, paymentsQuery } from "./payments-data";
import "../shared/admin.css";
import "./payments.css";

type View = "queue" | "all";
const QUEUE: PaymentsFilter = { ...NO_FILTER, refund: "open" };

export function PaymentsSection({ me }: SectionProps) {
  const { t, i18n } = useLingui();
  const admin = mayChangeChain(me);
  const [view, setView] = useState<View>("queue");
  const [filter, setFilter] = useState<PaymentsFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const shown = view === "queue" ? QUEUE : filter;
  const list = useQuery({ ...paymentsQuery(shown, page), placeholderData: keepPreviousData });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  const open = (next: View) => {
    setView(next);
    setPage(1);
  };

  return (
    <div className="ops-admin ops-wide" data-testid="payments-section">
      <div className="ops-payments__views">
        <Button size="s" mode={view === "queue" ? "filled" : "gray"} aria-pressed={view === "queue"} onClick={() => open("queue")}>
          <Trans>Refund queue</Trans>
          {list.data && list.data.refundsNeeded > 0 ? ` (${list.data.refundsNeeded})` : ""}
        </Button>
        <Button size="s" mode={view === "all" ? "filled" : "gray"} aria-pressed={view === "all"} onClick={() => open("all")}>
          <Trans>All payments</Trans>
        </Button>
        <Button size="s" mode="plain" Component="a" href={csvHref(shown, i18n.locale)} download data-testid="payments-csv">
          <Trans>Download CSV</Trans>
        </Button>
      </div>
      {view === "all" ? (
        <PaymentFilters
          filter={filter}
          admin={admin}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
      ) : null}
      {!list.data ? (
        <SectionState query={list} />
      ) : list.data.items.length === 0 ? (
        <Placeholder description={view === "queue" ? t`No refunds are waiting.` : t`No payments match.`} />
      ) : (
        <Section
          header={view === "queue" ? t`Refunds to make: needed first, oldest first` : t`Payments, newest first · ${list.data.total}`}
          data-testid="payments-list"
        >
          {list.data.items.map((p) => (
            <PaymentCard key={p.id} payment={p} />
          ))}
        </Section>
      )}
      <Pager page={page} pages={pages} onPage={setPage} className="ops-payments__pages" />
      {admin ? <DeliveryFiscal /> : null}
    </div>
  );
}
