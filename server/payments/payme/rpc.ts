// Payme Merchant API, the envelope: JSON-RPC 2.0 requests ({ id, method, params }) read from the
// body text, and the answers ({ jsonrpc, id, result } or { jsonrpc, id, error }), always HTTP 200.
// Only single calls: Payme never batches, so an array is an invalid request like any non-object.
import { jsonDepth, MAX_JSON_DEPTH } from "../../http/json-body";
import { PaymeError, type PaymeErrorBody } from "./errors";

export type RpcId = string | number | null;

export interface RpcCall {
  id: RpcId;
  method: string;
  params: Record<string, unknown>;
}

export type ParsedRpc = { ok: true; call: RpcCall } | { ok: false; id: RpcId; error: PaymeError };

/** The methods this endpoint answers (Payme's list; ChangePassword is not taken: the key lives in PAYME_KEY). */
export const PAYME_METHODS = [
  "CheckPerformTransaction",
  "CreateTransaction",
  "PerformTransaction",
  "CancelTransaction",
  "CheckTransaction",
  "GetStatement",
  "SetFiscalData",
] as const;
export type PaymeMethod = (typeof PAYME_METHODS)[number];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A JSON-RPC id we can echo: a finite number or a short string; anything else is not an id. */
function rpcId(value: unknown): RpcId | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value.length <= 100) return value;
  return undefined;
}

export function parseRpc(text: string): ParsedRpc {
  const invalid = (id: RpcId = null): ParsedRpc => ({ ok: false, id, error: new PaymeError("invalidRequest") });
  if (jsonDepth(text) > MAX_JSON_DEPTH) return invalid();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, id: null, error: new PaymeError("parse") };
  }
  if (!isRecord(body)) return invalid();
  const id = rpcId(body.id);
  if (id === undefined) return invalid();
  if (body.jsonrpc !== undefined && body.jsonrpc !== "2.0") return invalid(id);
  if (typeof body.method !== "string" || body.method.length === 0 || body.method.length > 100) return invalid(id);
  if (!isRecord(body.params)) return invalid(id);
  return { ok: true, call: { id, method: body.method, params: body.params } };
}

/** The id of a body when it is readable, for an answer that comes before the call is checked (auth). */
export function idOf(parsed: ParsedRpc): RpcId {
  return parsed.ok ? parsed.call.id : parsed.id;
}

export const isPaymeMethod = (method: string): method is PaymeMethod => (PAYME_METHODS as readonly string[]).includes(method);

export const rpcResult = (id: RpcId, result: unknown) => ({ jsonrpc: "2.0" as const, id, result });
export const rpcError = (id: RpcId, error: PaymeErrorBody) => ({ jsonrpc: "2.0" as const, id, error });
