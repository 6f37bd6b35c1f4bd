// LISTEN on PostgreSQL needs a connection of its own, held open (a pooled one would be handed to
// other queries). One per process, shared by every channel; reopened with a growing pause when
// the server goes away, so an outage costs missed notifications (covered by the listeners' slow
// poll), never a crash.
import pg from "pg";
import { log } from "../log";

type Handler = (payload: string) => void;

export function postgresListener(url: string) {
  const handlers = new Map<string, Set<Handler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client | null> | null = null;
  let closed = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | null = null;

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  async function connect(): Promise<pg.Client | null> {
    if (closed) return null;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on("notification", (n) => {
      for (const handler of handlers.get(n.channel) ?? []) handler(n.payload ?? "");
    });
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${quote(channel)}`);
      retryMs = 500;
      client = next;
      return next;
    } catch (err) {
      next.removeAllListeners("end");
      await next.end().catch(() => {});
      log("warn", "LISTEN connection failed; retrying", { error: (err as Error).message, retryMs });
      scheduleRetry();
      return null;
    }
  }

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = null;
    if (!closed) scheduleRetry();
  }

  function scheduleRetry() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void ensure();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  }

  function ensure(): Promise<pg.Client | null> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel: string, onPayload: Handler) {
      const existing = handlers.get(channel);
      const first = !existing;
      const set = existing ?? new Set<Handler>();
      if (first) handlers.set(channel, set);
      set.add(onPayload);
      // LISTEN is idempotent: asked again in case a connection opened meanwhile missed it.
      const active = client ?? (await ensure());
      if (first) await active?.query(`LISTEN ${quote(channel)}`).catch(() => {});
      return async () => {
        set.delete(onPayload);
        if (set.size === 0) {
          handlers.delete(channel);
          await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => {});
        }
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const active = client;
      client = null;
      await active?.end().catch(() => {});
    },
  };
}
