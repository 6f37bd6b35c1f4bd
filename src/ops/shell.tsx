// The signed-in console: who is signed in and their role, the sections they may use (a side
// navigation on wide screens, a tab bar on phones), the language switch and sign-out. The board's
// live state lives here, so a new order rings and counts while another section is open.
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Cell, Section, Tabbar } from "@telegram-apps/telegram-ui";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import type { OperatorMe } from "../contract/staff";
import type { Locale } from "../domain/locales";
import { OrdersSection } from "./orders/orders-section";
import { useBoard } from "./orders/use-board";
import { LanguageSwitch, Loading } from "./screens";
import { type SectionId, sectionFromPath, sectionPath, visibleSections } from "./sections";

const StopListSection = lazy(() => import("./stop-list/stop-list-section").then((m) => ({ default: m.StopListSection })));
const RestaurantsSection = lazy(() => import("./restaurants/restaurants-section").then((m) => ({ default: m.RestaurantsSection })));
const MenuSection = lazy(() => import("./menu/menu-section").then((m) => ({ default: m.MenuSection })));
const ContentSection = lazy(() => import("./content/content-section").then((m) => ({ default: m.ContentSection })));
const ApplicationsSection = lazy(() => import("./applications/applications-section").then((m) => ({ default: m.ApplicationsSection })));
const LinksSection = lazy(() => import("./links/links-section").then((m) => ({ default: m.LinksSection })));
const StaffSection = lazy(() => import("./staff/staff-section").then((m) => ({ default: m.StaffSection })));

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
  const { t } = useLingui();
  const sections = visibleSections(me);
  const [current, go] = useSection(base);
  const section = sections.includes(current) ? current : "orders";
  // On a phone the tab bar scrolls: keep the open section's tab in sight.
  useEffect(() => {
    document.querySelector(`.ops-tab[data-section="${section}"]`)?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [section]);
  const board = useBoard(me);
  const names: Record<SectionId, string> = {
    orders: t`Orders`,
    "stop-list": t`Stop-list`,
    menu: t`Menu`,
    restaurants: me.role === "admin" ? t`Restaurants` : t`Hours`,
    content: t`Content`,
    applications: t`Applications`,
    links: t`Links`,
    staff: t`Staff`,
  };
  const fresh = board.newCount;

  useEffect(() => {
    document.title = `${fresh > 0 ? `(${fresh}) ` : ""}${names[section]} · ${t`Staff console`}`;
  });

  const role = me.role === "admin" ? t`Admin` : t`Manager · ${me.restaurantId ?? ""}`;
  const badge = (id: SectionId): ReactNode =>
    id === "orders" && fresh > 0 ? (
      <Badge type="number" mode="critical" aria-label={t`${fresh} new`}>
        {fresh}
      </Badge>
    ) : null;

  let content: ReactNode;
  if (section === "orders") content = <OrdersSection me={me} board={board} />;
  else if (section === "stop-list") content = <StopListSection me={me} />;
  else if (section === "restaurants") content = <RestaurantsSection me={me} />;
  else if (section === "menu") content = <MenuSection me={me} />;
  else if (section === "content") content = <ContentSection me={me} />;
  else if (section === "applications") content = <ApplicationsSection me={me} />;
  else if (section === "links") content = <LinksSection me={me} />;
  else content = <StaffSection me={me} />;

  return (
    <div className={`ops-shell${telegram ? " ops-shell--tg" : ""}`}>
      <aside className="ops-side">
        <nav aria-label={t`Sections`}>
          <Section header={t`Staff console`}>
            {sections.map((id) => (
              <Cell
                key={id}
                Component="a"
                href={sectionPath(base, id)}
                aria-current={id === section ? "page" : undefined}
                className={id === section ? "ops-side__current" : undefined}
                after={badge(id)}
                onClick={(e: React.MouseEvent) => {
                  e.preventDefault();
                  go(id);
                }}
              >
                {names[id]}
              </Cell>
            ))}
          </Section>
        </nav>
      </aside>
      <div className="ops-main">
        <header className="ops-header">
          <Cell className="ops-who" subtitle={role} multiline>
            <span data-testid="ops-who">{me.name}</span>
          </Cell>
          <div className="ops-header__tools">
            <LanguageSwitch locale={locale} onLocale={onLocale} />
            <Button size="s" mode="gray" onClick={onSignOut}>
              <Trans>Sign out</Trans>
            </Button>
          </div>
        </header>
        <main className="ops-content" aria-label={names[section]}>
          <Suspense fallback={<Loading />}>{content}</Suspense>
        </main>
      </div>
      <Tabbar className="ops-tabbar" aria-label={t`Sections`}>
        {sections.map((id) => (
          <Tabbar.Item
            className="ops-tab"
            data-section={id}
            key={id}
            text={names[id]}
            selected={id === section}
            aria-current={id === section ? "page" : undefined}
            onClick={() => go(id)}
          >
            {badge(id)}
          </Tabbar.Item>
        ))}
      </Tabbar>
    </div>
  );
}
