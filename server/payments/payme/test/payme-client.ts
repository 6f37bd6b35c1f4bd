// What Payme's servers send to a merchant: one JSON-RPC call per POST, with Basic "Paycom:<key>".
// Used by the fake Payme (over HTTP) and by the tests (in process, app.request).
import { randomBytes } from "node:crypto";
import { paymeAuthorization } from "../auth";

export const PAYME_ENDPOINT_PATH = "/api/payments/payme";

/** Posts one raw body with an Authorization header (or none) and gives the HTTP answer. */
export type MerchantPost = (body: string, authorization: string | null) => Promise<Response>;

const post =
  (send: (init: RequestInit) => Promise<Response>): MerchantPost =>
  (body, authorization) =>
    send({
      method: "POST",
      headers: { "Content-Type": "application/json; charset=UTF-8", ...(authorization ? { Authorization: authorization } : {}) },
      body,
    });

/** The merchant at `baseUrl` over HTTP (the server under test on loopback). */
export const postOverHttp = (baseUrl: string): MerchantPost =>
  post((init) => fetch(`${baseUrl.replace(/\/+$/, "")}${PAYME_ENDPOINT_PATH}`, init));

/** The merchant app in this process (no socket). */
export const postInProcess = (app: { request: (path: string, init: RequestInit) => Response | Promise<Response> }): MerchantPost =>
  post(async (init) => app.request(PAYME_ENDPOINT_PATH, init));

export interface RpcAnswer {
  jsonrpc?: string;
  id: unknown;
  result?: Record<string, unknown>;
  error?: { code: number; message: Record<string, string> | string; data?: unknown };
}

/** A Payme-like caller: `call(method, params)` with the right key, `callWith(key, …)` with another. */
export function paymeCaller(postBody: MerchantPost, key: string) {
  let nextId = 1;
  const callWith = async (withKey: string | null, method: string, params: Record<string, unknown>) => {
    const res = await postBody(JSON.stringify({ id: nextId++, method, params }), withKey === null ? null : paymeAuthorization(withKey));
    if (res.status !== 200) throw new Error(`${method}: HTTP ${res.status} ${await res.text()}`);
    return (await res.json()) as RpcAnswer;
  };
  return { call: (method: string, params: Record<string, unknown>) => callWith(key, method, params), callWith };
}

export type PaymeCaller = ReturnType<typeof paymeCaller>;

/** A Payme transaction id: 24 hex characters, like Payme's own. */
export const paymeTxId = () => randomBytes(12).toString("hex");
