// The old loader's shape ({ data, error, loading, reload, set }) on the console's QueryClient, for
// the two screens still written against it (the order's modal and the audit history, which other
// work has open): new screens call useQuery with a key of their own, and the architecture check
// (scripts/architecture/imports.test.ts) keeps this file to those two until they move.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useId } from "react";

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => Promise<void>;
  set: (update: (data: T | undefined) => T | undefined) => void;
}

/** `key`: what the load depends on; a new key loads again, keeping the last data in sight meanwhile. */
export function useLoad<T>(load: () => Promise<T>, key: readonly unknown[] | string): Loaded<T> {
  // Private to the component: two screens with the same key never share an entry.
  const owner = useId();
  const client = useQueryClient();
  const queryKey = ["use-load", owner, ...(typeof key === "string" ? [key] : key)];
  const query = useQuery({ queryKey, queryFn: load, placeholderData: keepPreviousData, gcTime: 0 });
  const { refetch } = query;
  const reload = useCallback(async () => void (await refetch()), [refetch]);
  return {
    data: query.data,
    error: query.error,
    loading: query.isFetching,
    reload,
    set: (update) => client.setQueryData<T>(queryKey, update),
  };
}
