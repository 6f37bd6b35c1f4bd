// The error page: status code, status message and description.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { paths } from "../domain/paths";
import "./error-page.css";

export function ErrorPage({ status, path = "" }: { status: number; path?: string }) {
  const { t } = useLingui();
  const notFound = status === 404;
  const title = notFound ? t`Page Not Found` : t`Internal Server Error`;
  const description = notFound
    ? t`There is nothing at ${path}: the link may be old or mistyped.`
    : t`Something went wrong on our side. Please try again in a minute.`;
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="error-page__title">
        {title}
      </h1>
      <p className="error-page__description">{description}</p>
      <Link href={paths.home.href()} className="button button--primary">
        <Trans>Back to the menu</Trans>
      </Link>
    </section>
  );
}
