// The one default layout: header (brand, navigation, language, cart), the page, the footer.
import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import "./layout.css";

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <SiteHeader />
      <main id="main" className="layout__main container">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
