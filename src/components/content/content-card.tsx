// A news item or promotion in a list: picture, a line of facts (date, validity), title, summary.
// The whole card is one link.
import type { ReactNode } from "react";
import { Link } from "wouter";
import { keepTogether } from "../keep-together";

interface Props {
  href: string;
  imageUrl: string;
  title: string;
  summary: string;
  meta: ReactNode;
  /** A label over the picture ("until 31 December"). */
  badge?: ReactNode;
  eager?: boolean;
}

export function ContentCard({ href, imageUrl, title, summary, meta, badge, eager = false }: Props) {
  return (
    <Link href={href} className="card content-card">
      <div className="content-card__media">
        <img src={imageUrl} alt="" width="1200" height="600" loading={eager ? "eager" : "lazy"} decoding="async" />
        {badge && <span className="content-card__badge">{badge}</span>}
      </div>
      <div className="content-card__body">
        <p className="content-card__meta">{meta}</p>
        <h2 className="content-card__title">{keepTogether(title)}</h2>
        <p className="content-card__summary">{summary}</p>
      </div>
    </Link>
  );
}

export function ContentCardSkeleton() {
  return (
    <div className="card content-card content-card--skeleton" aria-hidden="true">
      <span className="content-card__media skeleton" />
      <div className="content-card__body">
        <span className="skeleton content-skeleton-line content-skeleton-line--short" />
        <span className="skeleton content-skeleton-line" />
        <span className="skeleton content-skeleton-line" />
      </div>
    </div>
  );
}
