// Lists and items of GET /api/news and GET /api/stocks (docs/api.md): a list comes a page at a
// time (skip/take) as `items` and the `total` count; an item by id. Shared by news and promotions,
// each passing its own typed calls (api.GET with the path), so the types come from the document.
import { type InfiniteData, keepPreviousData } from "@tanstack/query-core";
import type { Atom } from "jotai";
import { atomWithInfiniteQuery, type AtomWithInfiniteQueryResult, atomWithQuery, type AtomWithQueryResult } from "jotai-tanstack-query";
import { localeAtom } from "../../i18n/locale-atom";
import type { ContentPage } from "../../contract/content";

export type { ContentPage };

/** How many items a page asks for: two rows of three on a desktop. */
export const CONTENT_PAGE_SIZE = 6;

/** One page of a list: `api.GET("main", "/api/news", { query: { skip, take }, signal })`. */
export type PageFetcher<T> = (query: { skip: number; take: number }, signal: AbortSignal) => Promise<ContentPage<T>>;
/** One item: `api.GET("main", "/api/news/{id}", { path: { id }, signal })`. */
export type ItemFetcher<T> = (id: string, signal: AbortSignal) => Promise<T>;

/** The `skip` of the next page, or undefined when everything is loaded. */
export function nextSkip<T>(last: ContentPage<T>, pages: readonly ContentPage<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  // An empty page means the list shrank meanwhile: stop rather than ask forever.
  return last.items.length > 0 && loaded < last.total ? loaded : undefined;
}

/** Every loaded item once, in order (an item published meanwhile can shift one into two pages). */
export function flattenPages<T extends { id: number }>(pages: readonly ContentPage<T>[] | undefined): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

export type ContentPages<T> = InfiniteData<ContentPage<T>, number>;
export type ContentListAtom<T> = Atom<AtomWithInfiniteQueryResult<ContentPages<T>>>;

/** The paged list in the page's language; "Show more" asks for the next page. */
export function contentListQueryAtom<T>(name: string, fetchPage: PageFetcher<T>): ContentListAtom<T> {
  return atomWithInfiniteQuery<ContentPage<T>, Error, ContentPages<T>, readonly unknown[], number>((get) => ({
    queryKey: [name, "list", get(localeAtom)],
    queryFn: ({ pageParam, signal }) => fetchPage({ skip: pageParam, take: CONTENT_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: nextSkip,
    // A language switch keeps the list on screen until the translated one arrives.
    placeholderData: (previous) => previous,
  }));
}

export type ContentItemAtom<T> = Atom<AtomWithQueryResult<T>>;

/** `(id) => the query atom of that item`, one atom per id so every reader shares it. */
export function contentItemQueries<T>(name: string, fetchItem: ItemFetcher<T>): (id: string) => ContentItemAtom<T> {
  const atoms = new Map<string, ContentItemAtom<T>>();
  return (id) => {
    let item = atoms.get(id);
    if (!item) {
      item = atomWithQuery((get) => ({
        queryKey: [name, "item", id, get(localeAtom)],
        queryFn: ({ signal }) => fetchItem(id, signal),
        // A language switch keeps the article on screen until the translated one arrives.
        placeholderData: keepPreviousData,
      }));
      atoms.set(id, item);
    }
    return item;
  };
}
