// The tag filter (`/?tag=hit`, `/en?tag=spicy`): which tag the address asks for, a chip that says
// so and clears it, and what to say when no product carries the tag.
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";
import { useTagLabels } from "./tag-labels";
import "./tag-filter.css";

export function useTagFilter(): { tag: string | null; clear: () => void } {
  const search = useSearch();
  const [, navigate] = useLocation();
  const tag = new URLSearchParams(search).get("tag")?.trim() || null;
  const clear = useCallback(() => {
    const params = new URLSearchParams(window.location.search);
    params.delete("tag");
    const query = params.toString();
    // "~" takes the path as it is ("/en", not "/en/"); the hash may hold Telegram's parameters.
    navigate(`~${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`);
  }, [navigate]);
  return { tag, clear };
}

export function TagFilterChip({ tag, onClear }: { tag: string; onClear: () => void }) {
  const { t } = useLingui();
  const label = useTagLabels()[tag] ?? tag;
  return (
    <div className="tag-filter">
      <span className="tag-filter__text">
        <Trans>
          Showing: <strong className="tag-filter__label">{label}</strong>
        </Trans>
      </span>
      <button
        type="button"
        className="tag-filter__clear"
        aria-label={t`Show the whole menu`}
        title={t`Show the whole menu`}
        onClick={onClear}
      >
        <svg
          aria-hidden="true"
          width="14"
          height="14"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  );
}

export function TagFilterEmpty({ onClear }: { onClear: () => void }) {
  return (
    <section className="menu-empty" role="status">
      <p>
        <Trans>No dishes carry this label right now.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={onClear}>
        <Trans>Show the whole menu</Trans>
      </button>
    </section>
  );
}
