// The one default layout: header (brand, navigation, language, cart), the page, the footer, and
// the sheets any page can open (a product, the cart, where to, sign-in). Each sheet is a chunk of
// its own, fetched and rendered when it first opens, so the start neither downloads nor renders
// them.
import { useAtomValue, useSetAtom } from "jotai";
import { lazy, type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { OpenedOnce } from "../../components/opened-once";
import { ensureSessionAtom, signInOpenAtom } from "../../features/auth/session";
import { cartOpenAtom } from "../../features/cart/atoms";
import { CartBar } from "../../features/cart/cart-bar";
import { CartNotices } from "../../features/cart/cart-notices";
import { locationSheetOpenAtom } from "../../features/location/atoms";
import { openProductIdAtom } from "../../features/menu/product-atoms";
import { whenIdle } from "../../lib/idle";
import { TelegramSlot } from "../../telegram/slot";
import { usePageMeta } from "../page-meta/use-page-meta";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useCollapsingHeader } from "./use-collapsing-header";
import { useScreen } from "../../lib/screen";
import "./app-layout.css";

const ProductSheetHost = lazy(() => import("../../features/menu/product-sheet").then((m) => ({ default: m.ProductSheetHost })));
const CartSheet = lazy(() => import("../../features/cart/cart-sheet").then((m) => ({ default: m.CartSheet })));
const LocationSheet = lazy(() => import("../../features/location/location-sheet").then((m) => ({ default: m.LocationSheet })));
const SignInSheet = lazy(() => import("../../features/auth/sign-in-sheet").then((m) => ({ default: m.SignInSheet })));

/** The sheets, each mounted when it first opens. */
function Sheets() {
  return (
    <>
      <OpenedOnce open={useAtomValue(openProductIdAtom) !== null}>
        <ProductSheetHost />
      </OpenedOnce>
      <OpenedOnce open={useAtomValue(cartOpenAtom)}>
        <CartSheet />
      </OpenedOnce>
      <OpenedOnce open={useAtomValue(locationSheetOpenAtom)}>
        <LocationSheet />
      </OpenedOnce>
      <OpenedOnce open={useAtomValue(signInOpenAtom)}>
        <SignInSheet />
      </OpenedOnce>
    </>
  );
}

/** Reads the session from the server once per visit, when the start is over (the sign-in sheet used to on mount). */
function SessionCheck() {
  const ensureSession = useSetAtom(ensureSessionAtom);
  useEffect(() => whenIdle(() => void ensureSession()), [ensureSession]);
  return null;
}

export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  useCollapsingHeader(useScreen().mobile);
  usePageMeta();
  // The page the visitor arrived on shows at once (its first paint is the menu's largest paint);
  // only pages reached by navigating fade in.
  const arrivedAt = useRef(location);
  const navigated = useRef(false);
  if (location !== arrivedAt.current) navigated.current = true;
  return (
    <div className="layout">
      <SiteHeader />
      <main id="main" className="layout__main container">
        {/* Page transitions of about 100 ms; a new page fades in. */}
        <div key={location} className={navigated.current ? "page-enter" : undefined}>
          {children}
        </div>
      </main>
      <SiteFooter />
      <CartBar />
      <TelegramSlot />
      <Sheets />
      <CartNotices />
      <SessionCheck />
    </div>
  );
}
