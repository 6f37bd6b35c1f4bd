// The screen after a successful application: thanks, when we will call, and where to go next.
import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { paths } from "../../domain/paths";
import { formatUzPhone, normalizeUzPhone } from "../../domain/phone";

export function ApplicationSent({ phoneDigits, vacancyTitle }: { phoneDigits: string; vacancyTitle: string | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, []);
  const phone = formatUzPhone(normalizeUzPhone(`+998${phoneDigits}`) ?? phoneDigits);
  return (
    <section className="card apply-sent" aria-labelledby="apply-sent-title">
      <span className="apply-sent__icon" aria-hidden="true">
        <svg
          width="36"
          height="36"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12.5 10 17.5 19 7" />
        </svg>
      </span>
      <h1 id="apply-sent-title" className="apply-sent__title" tabIndex={-1} ref={heading}>
        <Trans>Thank you, we will call you within two working days</Trans>
      </h1>
      <p className="apply-sent__text">
        {vacancyTitle ? (
          <Trans>
            Your application for “{vacancyTitle}” has been sent. Keep your phone {phone} at hand.
          </Trans>
        ) : (
          <Trans>Your application has been sent. Keep your phone {phone} at hand.</Trans>
        )}
      </p>
      <div className="apply-sent__actions">
        <Link href={paths.vacancies.href()} className="button button--primary">
          <Trans>Other vacancies</Trans>
        </Link>
        <Link href={paths.home.href()} className="button apply-sent__menu">
          <Trans>Back to the menu</Trans>
        </Link>
      </div>
    </section>
  );
}
