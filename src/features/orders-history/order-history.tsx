// The customer's orders (GET /api/delivery/List): active ones first (docs/product-rules.md §7), a switch to past
// ones (completed and cancelled). Nothing is asked for without a customer id.
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtom, useAtomValue } from "jotai";
import { useEffect } from "react";
import { toast } from "../../lib/toast";
import { Link } from "wouter";
import { paths } from "../../domain/paths";
import { serverMessage } from "../../lib/http/http-error";
import { useCustomerId } from "../auth/session";
import { type HistoryFilter, historyFilterAtom, ordersListQueryAtom } from "./api/list-orders";
import { OrderCard } from "./order-card";
import { useReorder } from "./use-reorder";
import "./orders-history.css";

export function OrderHistory() {
  const { t } = useLingui();
  const customerId = useCustomerId();
  const [filter, setFilter] = useAtom(historyFilterAtom);
  const { data, error, isPending } = useAtomValue(ordersListQueryAtom);
  const { reorder, busy } = useReorder();

  useEffect(() => {
    if (!error) return;
    toast.error(t({ id: "error.title", message: "Something went wrong" }), {
      description: serverMessage(error) ?? t({ id: "error.server-error", message: "The server did not answer. Please try again." }),
    });
  }, [error, t]);

  if (!customerId) return null;
  const tabs: [HistoryFilter, string][] = [
    ["active", t`Active`],
    ["past", t`Past`],
  ];
  return (
    <section className="history" aria-labelledby="history-title">
      <div className="history__top">
        <h2 id="history-title" className="history__title">
          <Trans>My orders</Trans>
        </h2>
        <div className="history-switch" role="group" aria-label={t`Which orders to show`}>
          {tabs.map(([value, label]) => (
            <button
              key={value}
              type="button"
              className="history-switch__option"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {isPending ? (
        <div className="history__loading skeleton" role="status" aria-busy="true" aria-label={t`Loading`} />
      ) : !data ? (
        <p className="history__empty">{t`The orders could not be loaded.`}</p>
      ) : data.length === 0 ? (
        <div className="history__empty">
          <p>{filter === "active" ? t`No active orders right now.` : t`No past orders yet.`}</p>
          <Link href={paths.home.href()} className="button button--primary">
            <Trans>Open the menu</Trans>
          </Link>
        </div>
      ) : (
        <ul className="history__list">
          {data.map((item) => (
            <OrderCard key={item.order.orderId} item={item} onReorder={reorder} reordering={busy === item.order.orderId} />
          ))}
        </ul>
      )}
    </section>
  );
}
