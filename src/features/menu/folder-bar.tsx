import { useLingui } from "@lingui/react/macro";
import type { MenuFolder } from "./api/get-shop";

/** The folder bar: a sticky row of folder links. */
export function FolderBar({ folders }: { folders: MenuFolder[] }) {
  const { t } = useLingui();
  return (
    <nav className="folder-bar" aria-label={t`Menu sections`}>
      <ul className="folder-bar__list">
        {folders.map((folder) => (
          <li key={folder.id}>
            <a className="folder-bar__link" href={`#${folder.id}`} onClick={(e) => {
              e.preventDefault();
              document.getElementById(`folder-${folder.id}`)?.scrollIntoView({ behavior: "smooth" });
            }}>
              {folder.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
