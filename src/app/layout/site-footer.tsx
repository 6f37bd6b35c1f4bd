import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { paths } from "../../domain/paths";
import "./site-footer.css";

export function SiteFooter() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <div>
          <p className="footer__brand">Lazzat Pizza</p>
          <p className="footer__muted">
            <Trans>Hot pizza delivered in Tashkent, Samarkand and Bukhara, every day.</Trans>
          </p>
        </div>
        <nav className="footer__links" aria-label={t`More`}>
          <Link href={paths.contacts.href()}>
            <Trans>Contacts</Trans>
          </Link>
          <Link href={paths.deliveryMap.href()}>
            <Trans>Delivery zones</Trans>
          </Link>
          <Link href={paths.vacancies.href()}>
            <Trans>Careers</Trans>
          </Link>
          <Link href={paths.profile.href()}>
            <Trans>Profile</Trans>
          </Link>
        </nav>
        <p className="footer__muted">© {year} Lazzat Pizza</p>
      </div>
    </footer>
  );
}
