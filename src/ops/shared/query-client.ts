// The console's one QueryClient: lists are `useQuery` (keyed by what they read), saves are
// `useMutation`. A save names the lists it changes in `meta.invalidates`: they are reloaded before
// the save counts as done (so an editor reopened on the saved thing finds it). A failed save is
// toasted here, in the console's language (errors.ts), unless its `meta.toast` is false because the
// screen says it itself. The HTTP client already retries what is safe to retry, so TanStack does not.
import { MutationCache, type MutationCacheNotifyEvent, QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { toast } from "sonner";
import { problemText } from "../errors";

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: {
      /** The queries this save changes: reloaded (active ones) or marked stale before it settles. */
      invalidates?: readonly QueryKey[];
      /** false: the screen shows the failure itself (inline); a function: the toast in its own words. */
      toast?: false | ((problem: string, variables: never) => string);
    };
  }
}

const saveCounts = new WeakMap<QueryClient, number>();
const isSave = (event: MutationCacheNotifyEvent) => event.type === "updated" && event.action.type === "success";

export function createOpsQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) =>
        Promise.all((mutation.meta?.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey }))),
      onError: (err, variables, _context, mutation) => {
        const say = mutation.meta?.toast;
        if (say !== false) toast.error(say ? say(problemText(err), variables as never) : problemText(err));
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  client.getMutationCache().subscribe((event) => {
    if (isSave(event)) saveCounts.set(client, (saveCounts.get(client) ?? 0) + 1);
  });
  return client;
}

/**
 * How many saves have succeeded so far: a history shown beside an editor reads itself again when it
 * changes (the product's own save, its photo or a modifier alike).
 */
export function useSaveCount(): number {
  const client = useQueryClient();
  return useSyncExternalStore(
    (changed) => client.getMutationCache().subscribe((event) => isSave(event) && changed()),
    () => saveCounts.get(client) ?? 0,
  );
}

/** The console's client (src/ops/app.tsx provides it). */
export const opsQueryClient = createOpsQueryClient();
