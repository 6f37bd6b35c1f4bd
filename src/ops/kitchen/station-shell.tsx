// The console of a cook or a courier: one screen, no sections to choose, no board (src/ops/shell.tsx
// is the managers' and admins' console). Who is signed in and where, the language switch and
// sign-out above the kitchen screen or the courier screen.
import { useLingui } from "@lingui/react/macro";
import { Suspense, useEffect } from "react";
import type { OperatorMe } from "../../contract/staff";
import type { Locale } from "../../domain/locales";
import { ConsoleHeader } from "../console-header";
import { Loading } from "../screens";
import { SECTIONS, sectionTitle, visibleSections } from "../sections";

interface Props {
  me: OperatorMe;
  locale: Locale;
  onLocale: (l: Locale) => void;
  onSignOut: () => void;
}

/** Cooks and couriers get this console; everyone else the shell with sections. */
export const isStation = (me: Pick<OperatorMe, "role">): boolean => me.role === "cook" || me.role === "courier";

export function StationShell({ me, locale, onLocale, onSignOut }: Props) {
  const { t, i18n } = useLingui();
  const screen = visibleSections(me)[0] ?? SECTIONS[0];
  const title = i18n._(sectionTitle(screen, me));
  const role = me.role === "cook" ? t`Cook` : t`Courier`;
  useEffect(() => {
    document.title = `${title} · ${t`Staff console`}`;
  });
  const View = screen.view;
  return (
    <div className="ops-station">
      <ConsoleHeader name={me.name} role={role} locale={locale} onLocale={onLocale} onSignOut={onSignOut} />
      <main className="ops-station__content" aria-label={title}>
        <Suspense fallback={<Loading />}>
          <View me={me} board={NO_BOARD} />
        </Suspense>
      </main>
    </div>
  );
}

/** The kitchen and courier screens read their own lists; they are given no board. */
const NO_BOARD = {
  rows: undefined,
  error: null,
  live: false,
  restaurantId: null,
  setRestaurantId: () => {},
  newCount: 0,
  reload: async () => {},
  put: () => {},
};
