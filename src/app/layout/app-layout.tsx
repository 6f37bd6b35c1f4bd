// The one default layout: header (brand, navigation, language, cart), the page, the footer, and
// the sheets any page can open (a product, the cart).
import { type ReactNode, useRef } from "react";
import { useLocation } from "wouter";
import { CartBar } from "../../features/cart/cart-bar";
import { CartNotices } from "../../features/cart/cart-notices";
import { CartSheet } from "../../features/cart/cart-sheet";
import { LocationSheet } from "../../features/location/location-sheet";
import { ProductSheetHost } from "../../features/menu/product-sheet";
import { SignInSheet } from "../../features/auth/sign-in-sheet";
import { TelegramSlot } from "../../telegram/slot";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useCollapsingHeader } from "./use-collapsing-header";
import { useScreen } from "../../lib/screen";
import "./app-layout.css";

export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  useCollapsingHeader(useScreen().mobile);
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
      <ProductSheetHost />
      <CartSheet />
      <LocationSheet />
      <CartNotices />
      <SignInSheet />
    </div>
  );
}
