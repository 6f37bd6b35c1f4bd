// An order's payments in its modal (the ledger's rows of this order): each with its state, and a
// waiting refund's reason, step and "Mark refunded". Nothing for an order without any (cash, card).
import { useLingui } from "@lingui/react/macro";
import { Section } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { PaymentCard } from "./payment-card";
import { orderPaymentsQuery } from "./payments-data";
import "./payments.css";

export function OrderPayments({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  const list = useQuery(orderPaymentsQuery(orderId));
  const items = list.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Section header={t`Payments`} data-testid="order-payments">
      {items.map((p) => (
        <PaymentCard key={p.id} payment={p} />
      ))}
    </Section>
  );
}
