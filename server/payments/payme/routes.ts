// POST /api/payments/payme: Payme's Merchant API endpoint. Every answer is HTTP 200 with a JSON-RPC
// result or error (Payme reads nothing else): a body too large or not an object is -32600, not JSON
// -32700, a wrong key -32504 (checked before anything else is looked at), an unknown method -32601,
// our own failure -32400. So the route is mounted before the API's body limit and write guards
// (server/app.ts): it keeps its own limit and proves the caller by the key.
import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import type { Context } from "hono";
import type { Db } from "../../db/client";
import { errorFields, log, requestIdOf } from "../../log";
import { PAYME_PATH } from "../paths";
import { paymeAuthorized } from "./auth";
import { PaymeError } from "./errors";
import { paymeRouteDoc } from "./openapi";
import { checkTransaction, getStatement, setFiscalData } from "./reads";
import { idOf, isPaymeMethod, type PaymeMethod, parseRpc, type RpcId, rpcError, rpcResult } from "./rpc";
import { cancelTransaction, checkPerformTransaction, createTransaction, type Outcome, performTransaction } from "./transactions";

/** Payme's calls are a few hundred bytes (SetFiscalData the largest). */
export const PAYME_BODY_LIMIT = 64 * 1024;

type Handler = (tx: Db, params: unknown, now: Date) => Promise<Outcome>;

const HANDLERS: Record<PaymeMethod, Handler> = {
  CheckPerformTransaction: checkPerformTransaction,
  CreateTransaction: createTransaction,
  PerformTransaction: performTransaction,
  CancelTransaction: cancelTransaction,
  CheckTransaction: (tx, params) => checkTransaction(tx, params),
  GetStatement: (tx, params) => getStatement(tx, params),
  SetFiscalData: setFiscalData,
};

/** PostgreSQL's answers worth one more try: a unique index raced (two creates of one id), a deadlock, a serialization failure. */
const RETRYABLE = new Set(["23505", "40P01", "40001"]);
function retryable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && RETRYABLE.has(code)) return true;
  }
  return false;
}

export interface PaymeRouteDeps {
  db: Db;
  /** PAYME_KEY; null while Payme is not configured (every call is then -32504). */
  key: string | null;
  clock: () => Date;
}

export function paymeRoutes({ db, key, clock }: PaymeRouteDeps) {
  const app = new OpenAPIHono();
  app.openAPIRegistry.registerPath(paymeRouteDoc);
  const answer = (c: Context, body: unknown) => c.json(body, 200);
  const fail = (c: Context, id: RpcId, error: PaymeError) => answer(c, rpcError(id, error.body));

  app.post(
    PAYME_PATH,
    bodyLimit({ maxSize: PAYME_BODY_LIMIT, onError: (c) => fail(c, null, new PaymeError("invalidRequest")) }),
    async (c) => {
      let text: string;
      try {
        text = await c.req.text();
      } catch {
        return fail(c, null, new PaymeError("parse"));
      }
      const parsed = parseRpc(text);
      if (!paymeAuthorized(c.req.header("authorization"), key)) {
        log("info", "payme: refused a call without our key", { requestId: requestIdOf(c) });
        return fail(c, idOf(parsed), new PaymeError("unauthorized"));
      }
      if (!parsed.ok) return fail(c, parsed.id, parsed.error);
      const { id, method, params } = parsed.call;
      if (!isPaymeMethod(method)) return fail(c, id, new PaymeError("methodNotFound", method));
      const now = clock();
      const run = () => db.transaction((tx) => HANDLERS[method](tx as unknown as Db, params, now));
      try {
        let outcome: Outcome;
        try {
          outcome = await run();
        } catch (err) {
          if (!retryable(err)) throw err;
          outcome = await run();
        }
        const code = "error" in outcome ? outcome.error.body.code : 0;
        log("info", "payme", { requestId: requestIdOf(c), method, code });
        return "error" in outcome ? fail(c, id, outcome.error) : answer(c, rpcResult(id, outcome.result));
      } catch (err) {
        if (err instanceof PaymeError) {
          log("info", "payme", { requestId: requestIdOf(c), method, code: err.body.code });
          return fail(c, id, err);
        }
        log("error", "payme: the call failed", { requestId: requestIdOf(c), method, ...errorFields(err) });
        return fail(c, id, new PaymeError("system"));
      }
    },
  );
  return app;
}
