// Orders by phone (/ops/phone-order; admins, and managers for their restaurant): the caller's phone
// and name, a delivery's address (search or map) or a pickup's restaurant, products with modifiers
// from that restaurant's menu (the site's, GET /api/shop), a slot, cash or card. Sent as POST
// /api/operator/orders with one Idempotency-Key per body (a second click or a retry answers the same
// order); the site's refusals are said in the console's language, naming the lines that cannot be
// ordered.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Input, Section, Select } from "@telegram-apps/telegram-ui";
import { skipToken, useMutation, useQuery } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { lineExtras, lineTitle } from "../../domain/line-text";
import { LOCALE_NAMES, LOCALES, type Locale } from "../../domain/locales";
import { formatMoney } from "../../domain/money";
import { DELIVERY, PICKUP } from "../../domain/order-type";
import { maskPhone, nationalDigits } from "../../domain/phone-mask";
import { deliverySlots } from "../../domain/slots";
import { api } from "../../lib/http/api";
import { opsApi } from "../api";
import type { SectionProps } from "../section-props";
import { useLineWords } from "../shared/line-words";
import { restaurantsQuery } from "../use-restaurants";
import { AddressFields } from "./address-fields";
import { addLine, type Draft, emptyDraft, lineTotal, orderBody, orderRestaurant, setLineCount, subtotal, textLine } from "./draft";
import { MenuPicker } from "./menu-picker";
import { phoneOrderProblem } from "./problems";
import "./phone-order.css";

const newKey = () => crypto.randomUUID();
const extrasText = (extras: readonly string[]) => (extras.length > 0 ? ` (${extras.join("; ")})` : "");

export function PhoneOrderSection({ me }: SectionProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const words = useLineWords().line;
  const restaurants = useQuery(restaurantsQuery).data ?? [];
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(locale, me.restaurantId));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const restaurant = orderRestaurant(draft, restaurants);
  const foreign = me.role !== "admin" && restaurant !== null && restaurant.id !== me.restaurantId;
  const body = foreign ? null : orderBody(draft, restaurant);
  // The site's menu of that restaurant (GET /api/shop): its prices, its stop-list marked.
  const menu = useQuery({
    queryKey: ["phone-order-menu", restaurant?.id, locale],
    queryFn: restaurant ? () => api.GET("main", "/api/shop", { query: { RestaurantId: restaurant.id } }) : skipToken,
  });
  const slots = useMemo(
    () =>
      restaurant
        ? deliverySlots(
            {
              opensAt: restaurant.opensAt,
              closesAt: restaurant.closesAt,
              deliveryDuration: restaurant.deliveryDuration,
              exceptions: restaurant.hoursExceptions,
              closedUntil: restaurant.closedUntil,
            },
            new Date(),
          )
        : [],
    [restaurant],
  );
  // One key per body: the same body again (a second click, a retry) is the same order.
  const key = useRef<{ key: string; signature: string } | null>(null);
  const place = useMutation({
    mutationFn: (sent: NonNullable<typeof body>) => {
      const signature = JSON.stringify(sent);
      if (key.current?.signature !== signature) key.current = { key: newKey(), signature };
      return opsApi.POST("/api/operator/orders", { body: sent, headers: { "Idempotency-Key": key.current.key } });
    },
    meta: { toast: false },
    onSuccess: ({ orderId }) => {
      toast.success(t`Order ${orderId} placed: it is on the board.`);
      key.current = null;
      setDraft(emptyDraft(locale, me.restaurantId));
    },
  });
  const fee = draft.orderTypeId === DELIVERY && restaurant ? restaurant.priceOfDelivery : 0;
  const total = subtotal(draft.lines) + fee;
  const money = (n: number) => formatMoney(n, locale);

  return (
    <form
      className="ops-phone-order"
      data-testid="phone-order"
      onSubmit={(e) => {
        e.preventDefault();
        if (body) place.mutate(body);
      }}
    >
      <Section header={t`The caller`}>
        <div className="ops-phone-order__row ops-phone-order__row--3">
          <Input
            header={t`Phone`}
            type="tel"
            data-testid="phone-order-phone"
            placeholder="+998 __ ___ __ __"
            value={maskPhone(draft.phoneDigits)}
            onChange={(e) => set({ phoneDigits: nationalDigits(e.target.value) })}
          />
          <Input
            header={t`Name`}
            data-testid="phone-order-name"
            maxLength={100}
            value={draft.name}
            onChange={(e) => set({ name: e.target.value })}
          />
          <Select header={t`Language of messages`} value={draft.language} onChange={(e) => set({ language: e.target.value as Locale })}>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </Select>
        </div>
      </Section>
      <Section header={t`Where`}>
        <div className="ops-phone-order__choices" role="radiogroup" aria-label={t`Delivery or pickup`}>
          {[
            { id: DELIVERY, label: t`Delivery` },
            { id: PICKUP, label: t`Pickup` },
          ].map((o) => (
            <label key={o.id}>
              <input
                type="radio"
                name="orderType"
                checked={draft.orderTypeId === o.id}
                onChange={() => set({ orderTypeId: o.id, slot: "" })}
              />{" "}
              {o.label}
            </label>
          ))}
        </div>
        {draft.orderTypeId === DELIVERY ? (
          <AddressFields draft={draft} set={set} restaurant={restaurant} restaurants={restaurants} />
        ) : (
          <Select
            header={t`Restaurant`}
            data-testid="phone-order-restaurant"
            value={draft.pickupRestaurantId}
            disabled={me.role !== "admin"}
            onChange={(e) => set({ pickupRestaurantId: e.target.value })}
          >
            <option value="">{t`Choose a restaurant`}</option>
            {restaurants.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name[locale]}
              </option>
            ))}
          </Select>
        )}
        {foreign ? (
          <p className="ops-error" role="alert">
            <Trans>This address is another restaurant's: you may only take orders for your own.</Trans>
          </p>
        ) : null}
      </Section>
      {restaurant && menu.data ? (
        <Section header={t`Products`}>
          {menu.data.restId === restaurant.id ? (
            <MenuPicker shop={menu.data} onAdd={(line) => set({ lines: addLine(draft.lines, line) })} />
          ) : (
            // The site answers another restaurant's menu when this one cannot take orders; `error` says why.
            <p className="ops-error">{menu.data.error}</p>
          )}
        </Section>
      ) : null}
      <Section header={t`The order`}>
        {draft.lines.length === 0 ? (
          <p className="ops-hint">
            <Trans>No products yet.</Trans>
          </p>
        ) : (
          <ul className="ops-phone-order__lines" data-testid="phone-order-lines">
            {draft.lines.map((l) => (
              <li key={l.key}>
                <span>
                  {lineTitle(textLine(l))}
                  {extrasText(lineExtras(textLine(l), words))}
                </span>
                <span className="ops-phone-order__count">
                  <Button
                    size="s"
                    mode="gray"
                    type="button"
                    aria-label={t`One less`}
                    onClick={() => set({ lines: setLineCount(draft.lines, l.key, l.count - 1) })}
                  >
                    −
                  </Button>
                  {l.count}
                  <Button
                    size="s"
                    mode="gray"
                    type="button"
                    aria-label={t`One more`}
                    onClick={() => set({ lines: setLineCount(draft.lines, l.key, l.count + 1) })}
                  >
                    +
                  </Button>
                </span>
                <span>{money(lineTotal(l))}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="ops-phone-order__row ops-phone-order__row--2">
          <Select header={t`When`} data-testid="phone-order-slot" value={draft.slot} onChange={(e) => set({ slot: e.target.value })}>
            <option value="">{t`As soon as possible`}</option>
            {slots.map((s) => (
              <option key={s.start} value={s.start}>
                {s.day === "today" ? t`Today, ${s.label}` : t`Tomorrow, ${s.label}`}
              </option>
            ))}
          </Select>
          <Select
            header={t`Payment`}
            data-testid="phone-order-payment"
            value={draft.paymentType}
            onChange={(e) => set({ paymentType: e.target.value === "card" ? "card" : "cash" })}
          >
            <option value="cash">{t`Cash to the courier`}</option>
            <option value="card">{t`Card to the courier`}</option>
          </Select>
        </div>
        <Input header={t`Comment`} maxLength={500} value={draft.comment} onChange={(e) => set({ comment: e.target.value })} />
        <p className="ops-phone-order__total" data-testid="phone-order-total">
          {fee > 0 ? <Trans>Delivery {money(fee)}.</Trans> : null} <Trans>Total {money(total)}</Trans>
        </p>
        {place.error ? (
          <p className="ops-error" role="alert" data-testid="phone-order-error">
            {phoneOrderProblem(place.error, draft.lines)}
          </p>
        ) : null}
        <div className="ops-actions">
          <Button size="m" type="submit" data-testid="phone-order-place" loading={place.isPending} disabled={!body}>
            <Trans>Place the order</Trans>
          </Button>
        </div>
      </Section>
    </form>
  );
}
