// What the live streams (the customer's order stream, the board's stream) share: sleeping until
// woken or a heartbeat is due, a maximum age, and the right to go on. A stream carries personal
// data (the board: names, phones, addresses), so it re-checks its caller's access at every wake
// and every heartbeat and ends when the session or the staff row is gone; and whatever ends
// access in this process (sign-out, a staff member's removal) ends that person's open streams at
// once with closeStreams. Other processes notice at their stream's next wake or heartbeat.
// serveLiveStream is the whole life of one such stream: a slot taken before the first byte, the
// caller's access, the wake-ups it listens to, and everything released however it ends.
import type { Context } from "hono";
import { type SSEStreamingApi, streamSSE } from "hono/streaming";

type Registry = Map<string, Set<() => void>>;
/** Open streams per database (one app's), by key: "session:<hash>", "staff:<id>". */
const registries = new WeakMap<object, Registry>();

function registryOf(db: object): Registry {
  let registry = registries.get(db);
  if (!registry) {
    registry = new Map();
    registries.set(db, registry);
  }
  return registry;
}

/** The key of a browser session's streams (by the hash `sessions` stores). */
export const sessionStreamKey = (sessionHash: string) => `session:${sessionHash}`;
/** The key of a staff member's streams. */
export const staffStreamKey = (staffId: number) => `staff:${staffId}`;

/** Ends, at once, every open stream of this process registered under key. */
export function closeStreams(db: object, key: string): number {
  const ends = registryOf(db).get(key);
  if (!ends) return 0;
  const all = [...ends];
  for (const end of all) end();
  return all.length;
}

export interface LiveStreamOptions {
  heartbeatMs: number;
  /** When the stream ends at the latest (ms since the epoch). */
  deadline: number;
  /** closeStreams(db, key) with any of these ends the stream. */
  keys: string[];
  /** Whether the caller may still read: asked at every wake and heartbeat; false ends the stream. */
  allowed: () => Promise<boolean>;
}

export interface LiveStream {
  /** Something may have changed: the next next() returns true (after the access check). */
  wake(): void;
  /**
   * Sleeps until woken (true) or the stream must end (false): the caller aborted, the deadline
   * passed, closeStreams named it, or access is gone. Writes a keep-alive at every heartbeat.
   */
  next(): Promise<boolean>;
  /** Unregisters; call it when the stream ends. */
  dispose(): void;
}

export function liveStream(stream: SSEStreamingApi, db: object, options: LiveStreamOptions): LiveStream {
  let ended = false;
  let nudged = false;
  let wakeUp: (() => void) | null = null;
  const end = () => {
    ended = true;
    wakeUp?.();
  };
  stream.onAbort(end);
  const registry = registryOf(db);
  for (const key of options.keys) {
    const set = registry.get(key) ?? new Set();
    registry.set(key, set);
    set.add(end);
  }
  const over = () => ended || stream.aborted || stream.closed || Date.now() >= options.deadline;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wakeUp = null;
        resolve();
      }, ms);
      wakeUp = () => {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      };
    });

  return {
    wake() {
      nudged = true;
      wakeUp?.();
    },
    async next() {
      for (;;) {
        if (over()) return false;
        if (!nudged) await sleep(Math.max(0, Math.min(options.heartbeatMs, options.deadline - Date.now())));
        if (over()) return false;
        let allowed = false;
        try {
          allowed = await options.allowed();
        } catch {
          // The database did not answer: end the stream; the client reconnects or polls.
        }
        if (!allowed || over()) {
          ended = true;
          return false;
        }
        if (nudged) {
          nudged = false;
          return true;
        }
        await stream.write(": keep-alive\n\n");
      }
    },
    dispose() {
      ended = true;
      for (const key of options.keys) {
        const set = registry.get(key);
        set?.delete(end);
        if (set?.size === 0) registry.delete(key);
      }
    },
  };
}

/** Who may keep a stream open: what ends it (closeStreams keys, a deadline) and the re-check. */
export interface StreamAccess {
  keys: string[];
  allowed: () => Promise<boolean>;
  /** When the caller's right ends at the latest (ms since the epoch), if sooner than maxMs. */
  deadline?: number;
}

export interface ServeLiveStreamOptions {
  /** Open streams per caller and per process: acquire throws the refusal (429, 503). */
  limits: { acquire(who: string): () => void };
  /** The caller the slot is counted against. */
  who: string;
  heartbeatMs: number;
  maxMs: number;
  /** The caller's access, read once before the stream opens (its failure is the request's). */
  access: () => StreamAccess | Promise<StreamAccess>;
  /** Subscribes to what may change the stream's data, calling wake; returns the unsubscribe. */
  watch: (wake: () => void) => () => void;
}

/**
 * A server-sent event stream from start to end: takes a slot of `limits` (refused before any byte
 * is sent), reads the caller's access, opens the stream, subscribes `watch` to wake it, and runs
 * `body` (which loops on `live.next()` and writes); then unsubscribes, unregisters and frees the
 * slot, whether the body returned, threw, or the client went away.
 */
export async function serveLiveStream(
  c: Context,
  db: object,
  options: ServeLiveStreamOptions,
  body: (stream: SSEStreamingApi, live: LiveStream) => Promise<void>,
): Promise<Response> {
  const release = options.limits.acquire(options.who);
  let access: StreamAccess;
  try {
    access = await options.access();
  } catch (err) {
    release();
    throw err;
  }
  return streamSSE(c, async (stream) => {
    const live = liveStream(stream, db, {
      heartbeatMs: options.heartbeatMs,
      deadline: Math.min(Date.now() + options.maxMs, access.deadline ?? Number.POSITIVE_INFINITY),
      keys: access.keys,
      allowed: access.allowed,
    });
    const unsubscribe = options.watch(() => live.wake());
    try {
      await body(stream, live);
    } finally {
      unsubscribe();
      live.dispose();
      release();
    }
  });
}
