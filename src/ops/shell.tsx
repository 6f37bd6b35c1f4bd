// The signed-in console: who is signed in and their role, the sections they may use (a side
// navigation on wide screens, a tab bar on phones), the language switch and sign-out. The board's
// live state lives here, so a new order rings and counts while another section is open.
import { useLingui } from "@lingui/react/macro";
import { Badge, Cell, Section, Tabbar } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, Suspense, useEffect, useState } from "react";
import type { OperatorMe } from "../contract/staff";
import type { Locale } from "../domain/locales";
import { ConsoleHeader } from "./console-header";
import { useBoard } from "./orders/use-board";
import { useRefundsNeeded } from "./payments/refund-badge";
import { Loading } from "./screens";
import { restaurantsQuery } from "./use-restaurants";
import { type Section as ConsoleSection, type SectionId, sectionFromPath, sectionPath, sectionTitle, visibleSections } from "./sections";

interface Props {
  me: OperatorMe;
  base: string;
  locale: Locale;
  onLocale: (l: Locale) => void;
  onSignOut: () => void;
  telegram: boolean;
}

function useSection(base: string): [SectionId, (id: SectionId) => void] {
  const [section, setSection] = useState<SectionId>(() => sectionFromPath(window.location.pathname));
  useEffect(() => {
    const pop = () => setSection(sectionFromPath(window.location.pathname));
    window.addEventListener("popstate", pop);
    return () => window.removeEventListener("popstate", pop);
  }, []);
  const go = (id: SectionId) => {
    window.history.pushState(null, "", sectionPath(base, id));
    setSection(id);
    window.scrollTo(0, 0);
  };
  return [section, go];
}

export function Shell({ me, base, locale, onLocale, onSignOut, telegram }: Props) {
  const { t, i18n } = useLingui();
  const sections = visibleSections(me);
  const [current, go] = useSection(base);
  const open = sections.find((s) => s.id === current) ?? sections[0];
  const section = open.id;
  const name = (s: ConsoleSection) => i18n._(sectionTitle(s, me));
  // On a phone the tab bar scrolls: keep the open section's tab in sight.
  useEffect(() => {
    document.querySelector(`.ops-tab[data-section="${section}"]`)?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [section]);
  const board = useBoard(me);
  const fresh = board.newCount;

  useEffect(() => {
    document.title = `${fresh > 0 ? `(${fresh}) ` : ""}${name(open)} · ${t`Staff console`}`;
  });

  // A manager's restaurant by its name (the list holds only theirs), never its id; the id only when
  // the list could not be read.
  const restaurants = useQuery({ ...restaurantsQuery, enabled: me.restaurantId !== null });
  const restaurant = restaurants.error ? me.restaurantId : (restaurants.data?.find((r) => r.id === me.restaurantId)?.name[locale] ?? null);
  const role = me.role === "admin" ? t`Admin` : restaurant === null ? t`Manager` : t`Manager · ${restaurant}`;
  const refunds = useRefundsNeeded(sections.some((s) => s.id === "payments"));
  const badge = (id: SectionId): ReactNode =>
    id === "orders" && fresh > 0 ? (
      <Badge type="number" mode="critical" aria-label={t`${fresh} new`}>
        {fresh}
      </Badge>
    ) : id === "payments" && refunds > 0 ? (
      <Badge type="number" mode="critical" aria-label={t`${refunds} refunds needed`}>
        {refunds}
      </Badge>
    ) : null;

  const View = open.view;

  return (
    <div className={`ops-shell${telegram ? " ops-shell--tg" : ""}`}>
      <aside className="ops-side">
        <nav aria-label={t`Sections`}>
          <Section header={t`Staff console`}>
            {sections.map((s) => (
              <Cell
                key={s.id}
                Component="a"
                href={sectionPath(base, s.id)}
                aria-current={s.id === section ? "page" : undefined}
                className={s.id === section ? "ops-side__current" : undefined}
                after={badge(s.id)}
                onClick={(e: React.MouseEvent) => {
                  e.preventDefault();
                  go(s.id);
                }}
              >
                {name(s)}
              </Cell>
            ))}
          </Section>
        </nav>
      </aside>
      <div className="ops-main">
        <ConsoleHeader name={me.name} role={role} locale={locale} onLocale={onLocale} onSignOut={onSignOut} />
        <main className="ops-content" aria-label={name(open)}>
          <Suspense fallback={<Loading />}>
            <View me={me} board={board} />
          </Suspense>
        </main>
      </div>
      <Tabbar className="ops-tabbar" aria-label={t`Sections`}>
        {sections.map((s) => (
          <Tabbar.Item
            className="ops-tab"
            data-section={s.id}
            key={s.id}
            text={name(s)}
            selected={s.id === section}
            aria-current={s.id === section ? "page" : undefined}
            onClick={() => go(s.id)}
          >
            {badge(s.id)}
          </Tabbar.Item>
        ))}
      </Tabbar>
    </div>
  );
}
