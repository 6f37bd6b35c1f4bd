// The sticky row of folder chips. The current folder's chip is highlighted and kept in sight
// within the row, which scrolls sideways on narrow screens.
import { useLingui } from "@lingui/react/macro";
import { type MouseEvent, useEffect, useRef } from "react";
import type { MenuFolder } from "../shop/api/get-shop";
import "./folder-bar.css";

interface FolderBarProps {
  folders: MenuFolder[];
  current: number | null;
  onSelect: (id: number) => void;
}

export function FolderBar({ folders, current, onSelect }: FolderBarProps) {
  const { t } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);
  const first = useRef(true);
  const firstId = folders[0]?.id;

  useEffect(() => {
    // A row just mounted is scrolled to its start, where the first folder's chip already is: no
    // need to measure it, which would lay the whole new page out inside the app's first commit.
    const mounting = first.current;
    first.current = false;
    if (mounting && current === firstId) return;
    const list = listRef.current;
    const chip = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !chip || list.scrollWidth <= list.clientWidth) return;
    // Scrolling the row itself, not chip.scrollIntoView(), which would also stop the page's own
    // smooth scroll towards the folder.
    const row = list.getBoundingClientRect();
    const box = chip.getBoundingClientRect();
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    list.scrollTo({
      left: list.scrollLeft + box.left - row.left - (row.width - box.width) / 2,
      behavior: reduceMotion ? "auto" : "smooth",
    });
  }, [current, firstId]);

  const select = (event: MouseEvent, id: number) => {
    // Ctrl/⌘/Shift/middle click keeps the link's own behaviour: a new tab on the folder.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(id);
  };

  return (
    <nav className="folder-bar" aria-label={t`Menu sections`}>
      <ul ref={listRef} className="folder-bar__list">
        {folders.map((folder) => (
          <li key={folder.id}>
            <a
              className="folder-bar__link"
              href={`#${folder.id}`}
              aria-current={folder.id === current ? "true" : undefined}
              onClick={(event) => select(event, folder.id)}
            >
              {folder.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
