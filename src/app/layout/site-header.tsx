import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "wouter";
import { paths } from "../../domain/paths";
import { LocationButton } from "../../features/location/location-button";
import { CartButton } from "./cart-button";
import { LanguageSwitch } from "./language-switch";
import { useSectionTitles } from "./section-titles";
import "./site-header.css";

const NAV = [
  ["menu", paths.home.href()],
  ["stocks", paths.stocks.href()],
  ["news", paths.news.href()],
  ["deliveryMap", paths.deliveryMap.href()],
  ["contacts", paths.contacts.href()],
  ["vacancies", paths.vacancies.href()],
] as const;

// The desktop bar also holds the address button; careers and delivery zones live in the footer.
const DESKTOP_NAV = NAV.filter(([section]) => section !== "deliveryMap" && section !== "vacancies");

export function SiteHeader() {
  const { t } = useLingui();
  const titles = useSectionTitles();
  const [location] = useLocation();
  return (
    <header className="header">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <div className="header__bar container">
        <Link href={paths.home.href()} className="brand" aria-label={t`Lazzat Pizza, to the menu`}>
          <img src="/images/brand/logo.svg" alt="" width="36" height="36" />
          <span className="brand__name">Lazzat Pizza</span>
        </Link>
        <LocationButton />
        <nav className="nav nav--desktop" aria-label={t`Main`}>
          {DESKTOP_NAV.map(([section, href]) => (
            <Link key={section} href={href} className="nav__link" aria-current={location === href ? "page" : undefined}>
              {titles[section]}
            </Link>
          ))}
        </nav>
        <div className="header__actions">
          <LanguageSwitch />
          <Link href={paths.profile.href()} className="profile-link" aria-label={titles.profile} title={titles.profile}>
            <svg
              aria-hidden="true"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
            </svg>
          </Link>
          <CartButton />
        </div>
      </div>
      <nav className="nav nav--mobile container" aria-label={t`Sections`}>
        {NAV.map(([section, href]) => (
          <Link key={section} href={href} className="nav__chip" aria-current={location === href ? "page" : undefined}>
            {titles[section]}
          </Link>
        ))}
      </nav>
    </header>
  );
}
