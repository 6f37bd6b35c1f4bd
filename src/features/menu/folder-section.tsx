// One folder of the menu. Its products mount the first time it comes near the viewport (or is
// jumped to); until then a placeholder of about their height keeps the page's length and the
// positions of the folders below it.
import { type ReactNode, useRef } from "react";
import { useIntersection } from "../../lib/hooks/use-intersection";
import { useScreen } from "../../lib/screen";
import type { MenuFolder } from "../shop/api/get-shop";
import { reservedGridHeight } from "./menu-metrics";
import { folderSectionId } from "./use-current-folder";
import "./folder-section.css";

export const folderTitleId = (id: number) => `folder-title-${id}`;

/** "Near" is within a screen's height above or below the viewport. */
const NEAR = "100% 0px";

interface FolderSectionProps {
  folder: MenuFolder;
  productCount: number;
  mounted: boolean;
  /** The viewport narrowed to a line just below the sticky bars. */
  lineMargin: string;
  onNear: (id: number) => void;
  onReached: (id: number) => void;
  /** The product list items, rendered only once the folder is mounted. */
  children: ReactNode;
  /** Products not among the children yet (the first commit's cut, see menu-page.tsx): their room is kept. */
  pending?: number;
}

export function FolderSection({ folder, productCount, mounted, lineMargin, onNear, onReached, children, pending = 0 }: FolderSectionProps) {
  const screen = useScreen();
  const ref = useRef<HTMLElement>(null);
  // The cards on the page: none until the folder mounts. The placeholder keeps the others' room.
  const shown = mounted ? productCount - pending : 0;
  useIntersection(ref, () => onNear(folder.id), { rootMargin: NEAR, once: true, enabled: !mounted });
  useIntersection(ref, () => onReached(folder.id), { rootMargin: lineMargin });

  return (
    <section ref={ref} id={folderSectionId(folder.id)} className="menu__folder" aria-labelledby={folderTitleId(folder.id)}>
      {/* Focusable from script: a chip moves focus here, as an in-page link would. */}
      <h2 id={folderTitleId(folder.id)} className="menu__folder-title" tabIndex={-1}>
        {folder.name}
      </h2>
      {mounted && <ul className="menu__grid">{children}</ul>}
      {(!mounted || pending > 0) && (
        <div
          className="menu__placeholder"
          aria-hidden="true"
          style={{ minHeight: reservedGridHeight(productCount, screen) - reservedGridHeight(shown, screen) }}
        />
      )}
    </section>
  );
}
