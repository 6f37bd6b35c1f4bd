// Customers (admins: every customer; a manager: those who ordered from their restaurant): search by
// phone or name, sort, pages of 30 and the list as a CSV file; a customer opens beside the list on
// a desktop and instead of it on a phone, with their points, orders, the note and the block. Each
// row's figures include the customer's loyalty points.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell, Input, List, Placeholder, Section, Select } from "@telegram-apps/telegram-ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Locale } from "../../domain/locales";
import { mayChangeChain } from "../../domain/staff-roles";
import { money } from "../format";
import { useSettled } from "../orders/use-lookup";
import type { SectionProps } from "../section-props";
import { Pager } from "../shared/pager";
import { SectionState } from "../shared/section-state";
import { ordersCount, pointsCount } from "../shared/count-words";
import { formatWhen } from "../shared/when";
import { useRestaurantNames } from "../use-restaurants";
import { CustomerPage } from "./customer-page";
import { CUSTOMER_SORTS, type CustomerSort, csvHref, customersQuery, type OperatorCustomer, PAGE_SIZE, searchable } from "./customers-data";
import "../shared/admin.css";
import "./customers.css";

export function CustomersSection({ me }: SectionProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [typed, setTyped] = useState("");
  const [sort, setSort] = useState<CustomerSort>("lastOrder");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const settled = useSettled(typed.trim(), 300);
  // Too little to search for keeps the last list in sight.
  const [q, setQ] = useState("");
  if (settled !== q && searchable(settled)) {
    setQ(settled);
    setPage(1);
  }
  const list = useQuery({ ...customersQuery(q, sort, page), placeholderData: keepPreviousData });
  const restaurants = useRestaurantNames();
  const restaurantName = (id: string | null) => (id ? (restaurants?.find((r) => r.id === id)?.name ?? id) : null);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  const sortNames: Record<CustomerSort, string> = {
    lastOrder: t`Last order`,
    orders: t`Most orders`,
    spent: t`Most spent`,
    newest: t`Newest customers`,
  };
  const figures = (c: OperatorCustomer) =>
    [
      ordersCount(c.orders),
      money(c.spent, locale),
      pointsCount(c.points, locale),
      c.lastOrderAt ? formatWhen(c.lastOrderAt, locale) : null,
      restaurantName(c.favouriteRestaurantId),
    ]
      .filter(Boolean)
      .join(" · ");

  return (
    <List className="ops-admin ops-wide" data-testid="customers-section">
      <div className={`ops-customers__tools${openId ? " ops-customers__tools--open" : ""}`}>
        <div className="ops-row ops-row--2 ops-filters">
          <Input
            header={t`Search`}
            placeholder={t`Phone or name`}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            data-testid="customers-search"
          />
          <Select
            header={t`Sort`}
            value={sort}
            onChange={(e) => {
              setSort(CUSTOMER_SORTS.find((s) => s === e.target.value) ?? "lastOrder");
              setPage(1);
            }}
            data-testid="customers-sort"
          >
            {CUSTOMER_SORTS.map((s) => (
              <option key={s} value={s}>
                {sortNames[s]}
              </option>
            ))}
          </Select>
        </div>
        <div className="ops-customers__bar">
          <Button size="s" mode="plain" Component="a" href={csvHref(q, sort, i18n.locale)} download data-testid="customers-csv">
            <Trans>Download CSV</Trans>
          </Button>
        </div>
      </div>
      <div className={`ops-customers${openId ? " ops-customers--open" : ""}`}>
        <div className="ops-customers__list">
          {!list.data ? (
            <SectionState query={list} />
          ) : list.data.items.length === 0 ? (
            <Placeholder description={t`No customers match.`} />
          ) : (
            <Section header={t`Customers · ${list.data.total}`} data-testid="customers-list">
              {list.data.items.map((c) => (
                <Cell
                  key={c.id}
                  data-testid={`customer-${c.id}`}
                  data-blocked={c.blocked || undefined}
                  multiline
                  hovered={c.id === openId}
                  subhead={c.phone ?? undefined}
                  subtitle={figures(c)}
                  after={
                    <span className="ops-customers__tags">
                      {c.channel === "telegram" ? <span className="ops-status">Telegram</span> : null}
                      {c.blocked ? (
                        <span className="ops-status ops-status--bad">
                          <Trans>Blocked</Trans>
                        </span>
                      ) : null}
                    </span>
                  }
                  onClick={() => setOpenId(c.id)}
                >
                  {c.name || t`No name`}
                </Cell>
              ))}
            </Section>
          )}
          <Pager page={page} pages={pages} onPage={setPage} className="ops-customers__pages" nextTestId="customers-next" />
        </div>
        {openId ? (
          <div className="ops-customers__detail">
            <CustomerPage
              key={openId}
              id={openId}
              admin={mayChangeChain(me)}
              restaurantName={restaurantName}
              onBack={() => setOpenId(null)}
            />
          </div>
        ) : (
          <div className="ops-customers__detail ops-customers__empty">
            <Placeholder description={t`Choose a customer to see their orders.`} />
          </div>
        )}
      </div>
    </List>
  );
}
