// POST …/orders/{id}/advance, the one call by which the orders board and the kitchen screen move an
// order to its next status (server/orders/transitions.ts advanceOrder): the same request and answer
// on both paths, and the same `from` (the status the caller saw).
import { createRoute } from "@hono/zod-openapi";
import { advanceQuery, operatorOrderPath, statusChanged } from "../../src/contract/operator";
import { json, refusals, SECURITY } from "../openapi/routes";

/** The advance route at `path`, with its own summary and answer's description. */
export const advanceRouteAt = <P extends string>(path: P, summary: string, answer: string) =>
  createRoute({
    method: "post",
    path,
    tags: ["Operator API"],
    security: SECURITY.operator,
    summary,
    request: { params: operatorOrderPath, query: advanceQuery },
    responses: { 200: json(statusChanged, answer), ...refusals(400, 401, 403, 404, 409, 503) },
  });

/** The status the caller saw (`?from=`), which the order must still be in to move; none: move from any. */
export const seenStatus = (from: string | undefined): number | undefined => (from === undefined ? undefined : Number(from));
