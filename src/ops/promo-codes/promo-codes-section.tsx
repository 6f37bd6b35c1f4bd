// Promo codes (admins, issue 26): every code with what it gives, its limits and how often it was
// used; a new code, an edit (the code itself stays), switching one off or on again; the codes'
// history. Orders check a code when placed (docs/api.md "Promo codes").
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell, List, Section } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { OperatorPromoCode } from "../../contract/operator-promo";
import { pick } from "../../domain/localized";
import type { Locale } from "../../domain/locales";
import { History } from "../audit/history";
import { date, money } from "../format";
import { usedTimes } from "../shared/count-words";
import { menuQuery } from "../menu/menu-data";
import { useSaveCount } from "../shared/query-client";
import { SectionState } from "../shared/section-state";
import { useRestaurantNames } from "../use-restaurants";
import { bodyOf, createPromo, EMPTY_FORM, formOf, PROMO_KEY, type PromoForm, patchPromo, promoQuery } from "./promo-data";
import { PromoFormView } from "./promo-form";
import "../shared/admin.css";
import "./promo-codes.css";

export function PromoCodesSection() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const codes = useQuery(promoQuery);
  const menu = useQuery(menuQuery);
  const restaurants = useRestaurantNames() ?? [];
  const saves = useSaveCount();
  const [form, setForm] = useState<PromoForm>(EMPTY_FORM);
  const [editing, setEditing] = useState<string | null>(null);
  const products = menu.data?.products ?? [];
  const reset = () => {
    setForm(EMPTY_FORM);
    setEditing(null);
  };
  const save = useMutation({
    mutationFn: (f: PromoForm) => {
      const { code, ...rest } = bodyOf(f);
      return editing ? patchPromo(editing, rest) : createPromo({ code, ...rest });
    },
    meta: { invalidates: [PROMO_KEY], toast: false },
    onSuccess: (saved) => {
      toast.success(t`Promo code ${saved.code} saved`);
      reset();
    },
  });
  const toggle = useMutation({
    mutationFn: (c: OperatorPromoCode) => patchPromo(c.code, { isActive: !c.isActive }),
    meta: { invalidates: [PROMO_KEY] },
    onSuccess: (saved) => toast.success(saved.isActive ? t`${saved.code} is on` : t`${saved.code} is off`),
  });
  if (!codes.data) return <SectionState query={codes} />;

  const gives = (c: OperatorPromoCode) => {
    if (c.kind === "percent") return t`${c.percent ?? 0}% off`;
    if (c.kind === "amount") return t`${money(c.amount ?? 0, locale)} off`;
    const product = products.find((p) => p.id === c.productId);
    const name = product ? pick(product.name, locale) : (c.productId ?? "");
    return t`${name} free`;
  };
  const limits = (c: OperatorPromoCode) =>
    [
      c.minOrder ? t`from ${money(c.minOrder, locale)}` : null,
      c.firstOrderOnly ? t`first order only` : null,
      c.perCustomerLimit ? t`${c.perCustomerLimit} per customer` : null,
      c.restaurantIds.length
        ? restaurants
            .filter((r) => c.restaurantIds.includes(r.id))
            .map((r) => r.name)
            .join(", ")
        : null,
      c.endsAt ? t`until ${date(c.endsAt, locale)}` : null,
    ]
      .filter(Boolean)
      .join(" · ");

  return (
    <List className="ops-admin ops-wide" data-testid="promo-codes-section">
      <Section header={t`Promo codes`} footer={t`Customers type a code in the cart; the order checks it again when it is placed.`}>
        {codes.data.items.length === 0 ? (
          <Cell multiline>
            <Trans>No promo codes yet.</Trans>
          </Cell>
        ) : null}
        {codes.data.items.map((c) => (
          <Cell
            key={c.code}
            data-testid={`promo-row-${c.code}`}
            className="ops-promo__row"
            multiline
            subhead={gives(c)}
            subtitle={limits(c) || undefined}
            description={c.totalLimit === null ? usedTimes(c.uses) : t`Used ${c.uses} of ${c.totalLimit}`}
            after={
              <span className="ops-staff-actions ops-promo__actions">
                <Button
                  size="s"
                  mode="plain"
                  aria-label={t`Edit ${c.code}`}
                  onClick={() => {
                    setEditing(c.code);
                    setForm(formOf(c));
                    save.reset();
                  }}
                >
                  <Trans>Edit</Trans>
                </Button>
                <Button
                  size="s"
                  mode="plain"
                  data-testid={`promo-toggle-${c.code}`}
                  onClick={() => toggle.mutate(c)}
                  disabled={toggle.isPending}
                >
                  {c.isActive ? <Trans>Switch off</Trans> : <Trans>Switch on</Trans>}
                </Button>
              </span>
            }
          >
            <span className={c.isActive ? undefined : "ops-promo__off"}>{c.code}</span>
            {c.isActive ? null : (
              <span className="ops-status">
                {" "}
                <Trans>off</Trans>
              </span>
            )}
          </Cell>
        ))}
      </Section>
      <PromoFormView
        form={form}
        onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
        saved={editing !== null}
        products={products}
        restaurants={restaurants}
        error={save.error}
        busy={save.isPending}
        onSave={() => save.mutate(form)}
        onCancel={editing ? reset : undefined}
      />
      <History entity="promo-code" refresh={saves} limit={20} />
    </List>
  );
}
