// A short-lived in-memory cache of computed answers (the menu, the restaurant list): they change
// rarely but are read on every page. Entries live a few seconds, so an edit or a stop-list change
// made through any process shows everywhere within that time without cross-process messaging.
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value, or `load()` once for everyone asking at the same time. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    // A failed load is not remembered.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear() {
    this.entries.clear();
  }
}

// Menu edits made through this process clear its caches at once (menuChanged after the commit);
// other processes see them when their entries expire. Keyed by the database object, so apps on
// different databases (tests) never clear each other's caches.
const menuListeners = new WeakMap<object, Set<() => void>>();

/** Calls `clear` whenever the menu of `db` is changed through this process. */
export function onMenuChange(db: object, clear: () => void): void {
  const set = menuListeners.get(db) ?? new Set();
  set.add(clear);
  menuListeners.set(db, set);
}

/** Tells every cache of `db`'s menu in this process that it is out of date. */
export function menuChanged(db: object): void {
  for (const clear of menuListeners.get(db) ?? []) clear();
}
