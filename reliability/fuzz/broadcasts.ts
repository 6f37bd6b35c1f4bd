// A broadcast's button opened (POST /api/broadcasts/{id}/opened): junk ids and any cookie. Only a
// recipient it was sent to records anything, and the fuzz's customer is none: it never writes.
import fc from "fast-check";
import { junkSegment } from "./junk";
import { cookie, type Endpoint } from "./requests";

export const BROADCAST_ENDPOINTS: Record<string, Endpoint> = {
  "POST /api/broadcasts/{id}/opened": {
    mustRefuse: false,
    requests: (ctx) =>
      fc
        .tuple(fc.oneof(junkSegment, fc.integer({ min: 1, max: 2 ** 31 - 1 }).map(String)), cookie([ctx.customerCookie]))
        .map(([id, headers]) => ({ method: "POST", path: `/api/broadcasts/${id}/opened`, headers })),
  },
};
