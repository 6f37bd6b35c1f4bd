// How many live order streams one customer, and one process, may hold open. Each stream is an
// open connection with its timers: without a cap one client could hold thousands. Counted per
// process (a stream lives on one), so behind N processes a customer holds at most N × the cap.
import { ApiError } from "../http/errors";

export interface StreamLimitOptions {
  perCustomer: number;
  perProcess: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimitOptions = { perCustomer: 5, perProcess: 2000 };

export function streamLimits({ perCustomer, perProcess }: StreamLimitOptions = DEFAULT_STREAM_LIMITS) {
  const byCustomer = new Map<string, number>();
  let total = 0;
  return {
    /** Takes a slot for customerId or throws 429 (this customer) / 503 (this process is full). */
    acquire(customerId: string): () => void {
      const mine = byCustomer.get(customerId) ?? 0;
      if (mine >= perCustomer) {
        throw new ApiError(
          429,
          "too_many_streams",
          `At most ${perCustomer} live order streams at once: close another tracker first`,
          undefined,
          30,
        );
      }
      if (total >= perProcess) {
        throw new ApiError(
          503,
          "streams_busy",
          "Live tracking is busy at the moment: the page will refresh the status by itself",
          undefined,
          30,
        );
      }
      byCustomer.set(customerId, mine + 1);
      total++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total--;
        const left = (byCustomer.get(customerId) ?? 1) - 1;
        if (left > 0) byCustomer.set(customerId, left);
        else byCustomer.delete(customerId);
      };
    },
    get open() {
      return total;
    },
  };
}

export type StreamLimits = ReturnType<typeof streamLimits>;
