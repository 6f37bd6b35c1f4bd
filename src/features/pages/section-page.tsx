// Sections whose content arrives with later issues (news, promotions, order, tracker, profile,
// contacts, vacancies, delivery map): each route already answers with its title and a way back.
import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import { paths } from "../../config/paths";
import { useSectionTitles, type Section } from "../../app/layout/section-titles";
import "./section-page.css";

export function SectionPage({ section }: { section: Section }) {
  const titles = useSectionTitles();
  return (
    <section className="section-page" aria-labelledby="section-title">
      <h1 id="section-title">{titles[section]}</h1>
      <p className="section-page__text">
        <Trans>This section is being prepared. The menu is open for orders now.</Trans>
      </p>
      <Link href={paths.home.href()} className="button button--primary">
        <Trans>Open the menu</Trans>
      </Link>
    </section>
  );
}
