// One customer: who they are, their figures, staff's note and the block, their loyalty points with
// the moves, and their orders (newest first). Admins edit the note, block or unblock (with a
// reason, after a confirmation) and adjust the points by hand; a manager reads them. Each save reloads the list and the page,
// and the history below (admins).
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell, Section, Textarea } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { CustomerPatch } from "../../contract/operator-customers";
import type { Locale } from "../../domain/locales";
import { History } from "../audit/history";
import { money } from "../format";
import { useStatusNames } from "../orders/labels";
import { useSaveCount } from "../shared/query-client";
import { SectionState } from "../shared/section-state";
import { formatWhen } from "../shared/when";
import { AdjustPoints } from "./adjust-points";
import { BlockCustomer } from "./block-customer";
import { CUSTOMERS_KEY, type CustomerDetail, customerQuery, patchCustomer } from "./customers-data";
import { PointMoves } from "./point-moves";

interface Props {
  id: string;
  admin: boolean;
  restaurantName: (id: string | null) => string | null;
  onBack: () => void;
}

export function CustomerPage({ id, admin, restaurantName, onBack }: Props) {
  const customer = useQuery(customerQuery(id));
  const saves = useSaveCount();
  return (
    <div className="ops-customer" data-testid="customer-page">
      <div className="ops-actions ops-customer__back">
        <Button size="s" mode="plain" onClick={onBack}>
          <Trans>← Customers</Trans>
        </Button>
      </div>
      {customer.data ? <Details c={customer.data} admin={admin} restaurantName={restaurantName} /> : <SectionState query={customer} />}
      {admin ? <History entity="customer" entityId={id} refresh={saves} /> : null}
    </div>
  );
}

function Details({ c, admin, restaurantName }: { c: CustomerDetail; admin: boolean; restaurantName: Props["restaurantName"] }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const statusName = useStatusNames();
  const [note, setNote] = useState(c.note);
  const [blocking, setBlocking] = useState(false);
  const save = useMutation({
    mutationFn: (body: CustomerPatch) => patchCustomer(c.id, body),
    meta: { invalidates: [CUSTOMERS_KEY] },
    onSuccess: (_answer, body) => {
      setBlocking(false);
      toast.success(body.blocked === true ? t`Customer blocked` : body.blocked === false ? t`Customer unblocked` : t`Note saved`);
    },
  });
  const channels: Record<string, string> = { web: t`Website`, telegram: "Telegram", phone: t`By phone` };

  return (
    <>
      <Section header={c.name || t`No name`}>
        {c.phone ? (
          <Cell subhead={t`Phone`} Component="a" href={`tel:${c.phone}`} className="ops-customer__phone">
            {c.phone}
          </Cell>
        ) : null}
        <Cell subhead={t`Signed in`}>{c.channel === "telegram" ? `Telegram ${c.tgId ?? ""}` : t`Website`}</Cell>
        <Cell subhead={t`Orders`} data-testid="customer-orders">
          {c.orders}
        </Cell>
        <Cell subhead={t`Spent (completed orders)`} data-testid="customer-spent">
          {money(c.spent, locale)}
        </Cell>
        {c.lastOrderAt ? <Cell subhead={t`Last order`}>{formatWhen(c.lastOrderAt, locale)}</Cell> : null}
        {c.favouriteRestaurantId ? <Cell subhead={t`Orders most from`}>{restaurantName(c.favouriteRestaurantId)}</Cell> : null}
        <Cell subhead={t`Customer since`}>{formatWhen(c.createdAt, locale)}</Cell>
        {c.blocked ? (
          <Cell
            subhead={t`Blocked: new orders are refused`}
            multiline
            className="ops-customers__blocked-cell"
            data-testid="customer-blocked"
          >
            {c.blockedReason}
          </Cell>
        ) : null}
      </Section>
      <Section header={t`Note`}>
        {admin ? (
          <>
            <Textarea header={t`Staff's note`} value={note} onChange={(e) => setNote(e.target.value)} data-testid="customer-note" />
            <div className="ops-actions">
              <Button
                size="m"
                loading={save.isPending && save.variables?.note !== undefined}
                disabled={note.trim() === c.note}
                onClick={() => save.mutate({ note })}
                data-testid="save-note"
              >
                <Trans>Save note</Trans>
              </Button>
              {c.blocked ? (
                <Button size="m" mode="bezeled" onClick={() => setBlocking(true)} data-testid="unblock">
                  <Trans>Unblock</Trans>
                </Button>
              ) : (
                <Button size="m" mode="bezeled" className="ops-danger-button" onClick={() => setBlocking(true)} data-testid="block">
                  <Trans>Block</Trans>
                </Button>
              )}
            </div>
          </>
        ) : (
          <Cell multiline>{c.note || t`No note`}</Cell>
        )}
      </Section>
      <BlockCustomer
        open={blocking}
        blocked={c.blocked}
        name={c.name || c.phone || t`No name`}
        busy={save.isPending && save.variables?.blocked !== undefined}
        onConfirm={(body) => save.mutate(body)}
        onClose={() => setBlocking(false)}
      />
      <PointMoves balance={c.points} moves={c.pointMoves} adjust={admin ? <AdjustPoints customerId={c.id} balance={c.points} /> : null} />
      <Section header={t`Orders, newest first`} data-testid="customer-history">
        {c.history.length === 0 ? <Cell>{t`No orders yet`}</Cell> : null}
        {c.history.map((o) => (
          <Cell
            key={o.id}
            data-testid={`customer-order-${o.id}`}
            multiline
            subhead={formatWhen(o.createdAt, locale)}
            subtitle={[restaurantName(o.restaurantId), channels[o.channel]].filter(Boolean).join(" · ")}
            after={money(o.total, locale)}
          >
            {t`No. ${o.id}`} · {statusName(o.statusCode)}
          </Cell>
        ))}
      </Section>
    </>
  );
}
