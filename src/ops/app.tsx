// The console's root: telegram-ui's AppRoot in Telegram's theme and platform inside Telegram, or in
// the browser's light/dark setting on the web; the language of the address (switchable in place);
// and GET /api/operator/me deciding between sign-in, "not on the staff list" and the console.
import "@telegram-apps/telegram-ui/dist/styles.css";
import "./ops.css";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { AppRoot } from "@telegram-apps/telegram-ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { Toaster } from "sonner";
import type { OperatorMe } from "../contract/staff";
import type { Locale } from "../domain/locales";
import { HttpError } from "../lib/http/http-error";
import { opsApi } from "./api";
import { armBeep } from "./orders/beep";
import { signOutCall } from "./auth-api";
import { activateOpsLocale, opsBase, opsLocale } from "./i18n";
import { Loading, NotStaff, Unreachable } from "./screens";
import { opsQueryClient } from "./shared/query-client";
import { isStation, StationShell } from "./kitchen/station-shell";
import { Shell } from "./shell";
import { SignIn } from "./sign-in";
import type { TelegramSession } from "../lib/telegram/sdk-start";

type Appearance = "light" | "dark";

function useAppearance(telegram: TelegramSession | null): Appearance {
  const read = useCallback(
    (): Appearance =>
      telegram ? (telegram.isDark() ? "dark" : "light") : window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light",
    [telegram],
  );
  const [appearance, setAppearance] = useState(read);
  useEffect(() => {
    if (telegram) return telegram.onThemeChange(() => setAppearance(read()));
    const media = window.matchMedia?.("(prefers-color-scheme: dark)");
    const change = () => setAppearance(read());
    media?.addEventListener("change", change);
    return () => media?.removeEventListener("change", change);
  }, [telegram, read]);
  useEffect(() => {
    document.documentElement.dataset.appearance = appearance;
  }, [appearance]);
  return appearance;
}

export type Session =
  | { state: "loading" }
  | { state: "signed-out" }
  | { state: "not-staff" }
  | { state: "unreachable" }
  | { state: "in"; me: OperatorMe };

export function OpsApp({ telegram }: { telegram: TelegramSession | null }) {
  const appearance = useAppearance(telegram);
  const [locale, setLocale] = useState<Locale>(() => opsLocale(window.location.pathname));
  const [session, setSession] = useState<Session>({ state: "loading" });

  const check = useCallback(async () => {
    try {
      setSession({ state: "in", me: await opsApi.GET("/api/operator/me") });
    } catch (err) {
      if (err instanceof HttpError && err.status === 401) setSession({ state: "signed-out" });
      else if (err instanceof HttpError && err.status === 403) setSession({ state: "not-staff" });
      else setSession({ state: "unreachable" });
    }
  }, []);
  useEffect(() => {
    void check();
  }, [check]);
  // Sound needs a gesture first: the sign-in's own taps count.
  useEffect(() => armBeep(), []);

  const switchLocale = async (next: Locale) => {
    if (!(await activateOpsLocale(next))) return;
    const rest = window.location.pathname.replace(/^\/(?:en\/|uz\/)?ops/, "");
    window.history.replaceState(window.history.state, "", `${opsBase(next)}${rest}${window.location.search}${window.location.hash}`);
    setLocale(next);
  };

  const signOut = async () => {
    await signOutCall().catch(() => {});
    // The next person to sign in on this page reads their own lists.
    opsQueryClient.clear();
    setSession({ state: "signed-out" });
  };

  return (
    <QueryClientProvider client={opsQueryClient}>
      <I18nProvider i18n={i18n}>
        <AppRoot appearance={appearance} platform={telegram?.platform ?? "base"} className="ops-root">
          {session.state === "loading" && <Loading />}
          {session.state === "unreachable" && <Unreachable onRetry={check} />}
          {session.state === "signed-out" && <SignIn telegram={telegram} onSignedIn={check} locale={locale} onLocale={switchLocale} />}
          {session.state === "not-staff" && <NotStaff onSignOut={signOut} locale={locale} onLocale={switchLocale} />}
          {session.state === "in" && isStation(session.me) && (
            <StationShell me={session.me} locale={locale} onLocale={switchLocale} onSignOut={signOut} />
          )}
          {session.state === "in" && !isStation(session.me) && (
            <Shell
              me={session.me}
              base={opsBase(locale)}
              locale={locale}
              onLocale={switchLocale}
              onSignOut={signOut}
              telegram={telegram !== null}
            />
          )}
          <Toaster position="top-center" theme={appearance} richColors closeButton />
        </AppRoot>
      </I18nProvider>
    </QueryClientProvider>
  );
}
