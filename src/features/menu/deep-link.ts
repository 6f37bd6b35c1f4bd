// A menu folder in the address hash (`/#12`, `/en#12`). Inside Telegram the hash also carries the
// launch parameters (`#tgWebAppData=…&tgWebAppVersion=7.0&…`), so the folder is one `&`-separated
// part among others: only digits, or `folder=12` when it shares the hash.

const TELEGRAM_PART = /^tgWebApp/;
const FOLDER_PART = /^(?:folder=)?(\d{1,9})$/;

function parts(hash: string): string[] {
  return hash.replace(/^#/, "").split("&").filter(Boolean);
}

function folderOf(part: string): number | null {
  if (TELEGRAM_PART.test(part)) return null;
  const match = FOLDER_PART.exec(part);
  return match ? Number(match[1]) : null;
}

/** The folder id the hash names, or null. Whether such a folder exists is the menu's business. */
export function parseMenuHash(hash: string): number | null {
  for (const part of parts(hash)) {
    const id = folderOf(part);
    if (id !== null) return id;
  }
  return null;
}

/**
 * The hash with its folder set to `folderId` (or removed for null), other parts kept in order:
 * an existing folder part is replaced where it stands, a hash of its own becomes `#12`, and next
 * to other parts the folder is appended as `folder=12`. Returns "" for an empty hash.
 */
export function buildMenuHash(hash: string, folderId: number | null): string {
  const all = parts(hash);
  const at = all.findIndex((part) => folderOf(part) !== null);
  const others = all.filter((part) => folderOf(part) === null);
  if (folderId !== null) {
    const id = String(folderId);
    if (at >= 0) others.splice(at, 0, all[at].startsWith("folder=") ? `folder=${id}` : id);
    else others.push(others.length ? `folder=${id}` : id);
  }
  return others.length ? `#${others.join("&")}` : "";
}
