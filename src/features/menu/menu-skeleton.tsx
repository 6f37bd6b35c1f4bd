import { useLingui } from "@lingui/react/macro";
// The skeleton borrows the bar, grid and card of the real menu.
import "./folder-bar.css";
import "./folder-section.css";
import "./product-card.css";
import "./menu-skeleton.css";

/** Grey cards in the shape of the menu while it loads; the page does not jump when it arrives. */
export function MenuSkeleton() {
  const { t } = useLingui();
  return (
    <div className="menu" aria-busy="true" aria-label={t`Loading the menu`}>
      <div className="folder-bar">
        <div className="folder-bar__list">
          {Array.from({ length: 6 }, (_, i) => (
            <span key={i} className="skeleton skeleton--chip" />
          ))}
        </div>
      </div>
      <span className="skeleton skeleton--title" />
      <ul className="menu__grid">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="card product-card product-card--skeleton">
            <span className="skeleton skeleton--media" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line skeleton--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
