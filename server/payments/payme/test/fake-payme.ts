// A fake Payme on loopback: Payme's checkout page and Payme's calls to the merchant, speaking the
// documented protocol to our real endpoint (POST /api/payments/payme) over HTTP.
//
//   const payme = await startFakePayme({ merchantUrl: "http://127.0.0.1:<port>", key: "<PAYME_KEY>" });
//   // the server under test: PAYME_CHECKOUT_URL=<payme.checkoutUrl>, PAYME_KEY=<the same key>, PAYME_MERCHANT_ID=<any>
//   ... the browser opens the order's paymentUrl (payme.checkoutUrl + "/" + base64 params): the page
//   shows the order (data-testid="order"), the amount in so'm (data-testid="amount") and two buttons:
//     "Pay":    CheckPerformTransaction → CreateTransaction → PerformTransaction, then 302 to `c`;
//     "Cancel": the card is declined: CreateTransaction → CancelTransaction (reason 2), then 302 to `c`.
//   When the merchant answers an error, the page says it (data-testid="error") with a link to `c`.
//   payme.calls lists every call made and its answer; payme.runScenarios(...) runs the sandbox's checks
//   (test/scenarios.ts) against the merchant; await payme.close() at the end.
//
// `merchantUrl` may also be set after start (payme.setMerchantUrl) when the server starts later.
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { checkoutPage, decodeCheckout, failedPage } from "./checkout-page";
import { type PaymeCaller, paymeCaller, paymeTxId, postOverHttp, type RpcAnswer } from "./payme-client";
import { runScenarios, type ScenarioInput, type ScenarioResult } from "./scenarios";

export interface FakePaymeOptions {
  /** Our server's base URL (the endpoint is <merchantUrl>/api/payments/payme). */
  merchantUrl?: string;
  /** PAYME_KEY of the server under test. */
  key: string;
  /** Payme's clock for CreateTransaction's `time` (default Date.now). */
  now?: () => number;
}

export interface RecordedCall {
  method: string;
  params: Record<string, unknown>;
  answer: RpcAnswer;
}

export interface FakePayme {
  /** Set PAYME_CHECKOUT_URL to this. */
  checkoutUrl: string;
  calls: RecordedCall[];
  setMerchantUrl(url: string): void;
  /** Runs the sandbox's scenario list (caller and clock are the fake's). */
  runScenarios(input: Pick<ScenarioInput, "newOrder" | "advanceClock">, only?: string[]): Promise<ScenarioResult[]>;
  close(): Promise<void>;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let text = "";
  for await (const chunk of req) {
    text += chunk;
    if (text.length > 10_000) break;
  }
  return new URLSearchParams(text);
}

export async function startFakePayme(options: FakePaymeOptions): Promise<FakePayme> {
  let merchantUrl = options.merchantUrl ?? "";
  const now = options.now ?? Date.now;
  const calls: RecordedCall[] = [];
  /** A Payme caller on the merchant's current URL that records every call. */
  const caller = (): PaymeCaller => {
    const base = paymeCaller(postOverHttp(merchantUrl), options.key);
    const callWith = async (key: string | null, method: string, params: Record<string, unknown>) => {
      const answer = await base.callWith(key, method, params);
      calls.push({ method, params, answer });
      return answer;
    };
    return { call: (method, params) => callWith(options.key, method, params), callWith };
  };

  /** Payme's steps for a payer's button; the first error stops them. */
  async function pay(action: string, amount: number, account: Record<string, string>): Promise<RpcAnswer | null> {
    const { call } = caller();
    const check = await call("CheckPerformTransaction", { amount, account });
    if (check.error) return check;
    const id = paymeTxId();
    const created = await call("CreateTransaction", { id, time: now(), amount, account });
    if (created.error) return created;
    const last = action === "pay" ? await call("PerformTransaction", { id }) : await call("CancelTransaction", { id, reason: 2 });
    return last.error ? last : null;
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://fake");
      const params = decodeCheckout(url.pathname.slice(1));
      if (!params) {
        res.writeHead(404, { "Content-Type": "text/plain" }).end("Not a Payme checkout link");
        return;
      }
      if (req.method === "GET") {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(checkoutPage(params, url.pathname));
        return;
      }
      const action = (await readForm(req)).get("action") === "cancel" ? "cancel" : "pay";
      const failure = await pay(action, params.amount, params.account);
      if (failure?.error || !params.returnUrl) {
        const message = failure?.error ? JSON.stringify(failure.error.message) : "Paid; no return URL given";
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(failedPage(message, params.returnUrl));
        return;
      }
      res.writeHead(302, { Location: params.returnUrl }).end();
    } catch (err) {
      res.writeHead(500, { "Content-Type": "text/plain" }).end(String(err));
    }
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  return {
    checkoutUrl: `http://127.0.0.1:${port}`,
    calls,
    setMerchantUrl: (url) => {
      merchantUrl = url;
    },
    runScenarios: (input, only) => runScenarios({ ...input, caller: caller(), now }, only),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
