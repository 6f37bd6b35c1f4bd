// Telegram's BackButton and MainButton as the page's own navigation.
// Back: on every page but the menu, and over an open sheet; it closes the sheet or goes back in
// the app's history (never out of the app). Main: a page's own request (useMainButton) when there
// is one; otherwise "Checkout" in an open cart, or the cart with its count and total.
import { useLingui } from "@lingui/react/macro";
import { backButton, mainButton } from "@telegram-apps/sdk-react";
import { useAtom, useAtomValue } from "jotai";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useLocation } from "wouter";
import { closeTopSheet, onSheetStep, openSheetCount } from "../components/sheet-history";
import { paths } from "../domain/paths";
import { cartCount } from "../domain/cart";
import { formatMoney } from "../domain/money";
import { cartLinesAtom, cartOpenAtom, reconciledCartAtom } from "../features/cart/atoms";
import { locationSheetOpenAtom } from "../features/location/atoms";
import { openProductIdAtom } from "../features/menu/product-atoms";
import { useLocale } from "../i18n/use-locale";
import { mainButtonRequests } from "../lib/telegram/state";

// Pages the app pushed since the launch: going back past them would leave the mini-app. A sheet's
// step is not a page (sheet-history.ts takes it back itself); a page that replaced one is.
let depth = 0;
let onSheet = false;
addEventListener("pushState", () => {
  if (!onSheetStep()) depth++;
  onSheet = onSheetStep();
});
addEventListener("replaceState", () => {
  if (onSheet && !onSheetStep()) depth++;
  onSheet = onSheetStep();
});
addEventListener("popstate", () => {
  onSheet = onSheetStep();
});

export function useBackButton(): void {
  const [location, navigate] = useLocation();
  const sheets = useSyncExternalStore(openSheetCount.subscribe, openSheetCount.get);
  const visible = sheets > 0 || location !== paths.home.href();

  const back = useRef(() => {});
  back.current = () => {
    // The top sheet first: the product over the cart, the cart, the where-to or sign-in sheet.
    if (closeTopSheet()) return;
    // A placed order's checkout is gone: from the tracker, back means the menu.
    if (depth > 0 && !location.startsWith("/tracker/")) {
      depth--;
      return window.history.back();
    }
    navigate(paths.home.href(), { replace: true });
  };

  useEffect(() => backButton.onClick(() => back.current()), []);
  useEffect(() => {
    if (visible) backButton.show();
    else backButton.hide();
  }, [visible]);
}

interface MainState {
  text: string;
  enabled: boolean;
  loading: boolean;
  action: () => void;
  owned: boolean;
}

export function useMainButtonDefault(): void {
  const { t } = useLingui();
  const locale = useLocale();
  const [location, navigate] = useLocation();
  const [cartOpen, setCartOpen] = useAtom(cartOpenAtom);
  // The product and "Where to?" sheets have their own buttons, about what is chosen in them.
  const productOpen = useAtomValue(openProductIdAtom) !== null;
  const placeOpen = useAtomValue(locationSheetOpenAtom);
  const count = cartCount(useAtomValue(cartLinesAtom));
  const { totals, known } = useAtomValue(reconciledCartAtom);
  const requests = useSyncExternalStore(mainButtonRequests.subscribe, mainButtonRequests.get);
  const request = requests.at(-1);
  const total = formatMoney(totals.total, locale);
  const onOrderPages = location.startsWith(paths.order.href()) || location.startsWith("/tracker/");

  let state: MainState | null = null;
  if (productOpen || placeOpen) {
    // Hidden.
  } else if (cartOpen) {
    if (count > 0)
      state = {
        text: t`Checkout`,
        enabled: totals.count > 0,
        loading: false,
        owned: false,
        action: () => {
          navigate(paths.order.href(), { replace: onSheetStep() });
          setCartOpen(false);
        },
      };
  } else if (request) {
    state = { text: request.text, enabled: !request.disabled, loading: request.loading, owned: true, action: request.onClick };
  } else if (count > 0 && !onOrderPages) {
    state = {
      text: known ? t`Cart · ${count} · ${total}` : t`Cart · ${count}`,
      enabled: true,
      loading: false,
      owned: false,
      action: () => setCartOpen(true),
    };
  }

  const action = useRef<(() => void) | undefined>(undefined);
  action.current = state?.enabled && !state.loading ? state.action : undefined;
  useEffect(() => mainButton.onClick(() => action.current?.()), []);

  const { text, enabled, loading, owned } = state ?? { text: "", enabled: false, loading: false, owned: false };
  useEffect(() => {
    // A hidden button keeps its last text: Telegram refuses an empty one.
    mainButton.setParams(
      text ? { isVisible: true, text, isEnabled: enabled, isLoaderVisible: loading } : { isVisible: false, isLoaderVisible: false },
    );
    // While a page drives the button, telegram.css hides that page's own duplicate of it.
    document.documentElement.classList.toggle("tg-main-owned", owned);
  }, [text, enabled, loading, owned]);
}
