// A fake Click on 127.0.0.1 (port 0), speaking Click's documented protocol, for tests:
//
//   const click = await startFakeClick({ merchant: postTo(serverUrl), serviceId, merchantId, merchantUserId, secretKey });
//   config: CLICK_PAY_URL = click.payUrl, CLICK_API_URL = click.apiUrl, CLICK_FISCAL_URL = click.fiscalUrl
//
// 1. Click's servers: `click.prepare(input)` / `click.complete(input)` send one signed call to the
//    merchant (click-emulator.ts builds the form) and give its JSON answer; `click.scenarios(a, b)`
//    runs the emulator's list (runClickScenarios) against two unpaid orders.
// 2. The pay page, GET {payUrl}?service_id&merchant_id&amount&transaction_param&return_url (what
//    my.click.uz/services/pay takes): a page with a "Pay" and a "Cancel" button. "Pay" runs
//    Prepare then Complete (error 0) against the merchant, "Cancel" runs Prepare then Complete with
//    error -5017 (what Click sends when the customer's payment fails); both then redirect (303) to
//    return_url. A refused Prepare shows its error_note and a link back instead. `click.paid` lists
//    each run: { orderId, clickTransId, paydocId, prepare, complete }.
// 3. The Merchant API: DELETE {apiUrl}/payment/reversal/{service_id}/{payment_id} and POST
//    {fiscalUrl} (ofd_data/submit_items). Both check the Auth header (sha1(timestamp + secret)),
//    record each call in `click.calls` ({ method, path, auth, body }) and answer { error_code,
//    error_note } (reversal adds payment_id; submit_items adds qrCodeURL, the receipt's link).
//    A reversal of a payment the fake did not complete answers error_code -5014.
//    `click.fail("reversal" | "submit_items", { status, body } | "drop", times)` makes the next
//    calls answer that status (429, 5xx…) or cut the connection.
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { clickAuthHeader } from "../merchant-api";
import type { ClickAnswer } from "../protocol";
import { type ClickCallInput, clickForm, type MerchantPost, runClickScenarios } from "./click-emulator";

export interface FakeClickOptions {
  merchant: MerchantPost;
  serviceId: string;
  merchantId: string;
  merchantUserId: string;
  secretKey: string;
}

export interface FakeApiCall {
  method: string;
  path: string;
  auth: string;
  authValid: boolean;
  body: unknown;
}

export type FakeMishap = { status: number; body?: unknown } | "drop";

export interface PayRun {
  orderId: string;
  clickTransId: number;
  paydocId: number;
  prepare: ClickAnswer;
  complete: ClickAnswer | null;
}

const html = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeClick(options: FakeClickOptions) {
  const { serviceId, secretKey } = options;
  let lastId = 7_000_000;
  const nextId = () => ++lastId;
  const calls: FakeApiCall[] = [];
  const paid: PayRun[] = [];
  const mishaps = new Map<string, FakeMishap[]>();
  /** Payments Click completed (by paydoc id): what a reversal and a receipt may refer to. */
  const completed = new Map<string, { orderId: string; reversed: boolean }>();

  const send = async (stage: "prepare" | "complete", input: ClickCallInput) => {
    const res = await options.merchant(stage, clickForm(stage, input, serviceId, secretKey));
    const answer = (await res.json()) as ClickAnswer;
    if (stage === "complete" && answer.error === 0 && !input.error)
      completed.set(String(input.clickPaydocId), { orderId: String(input.orderId), reversed: false });
    return answer;
  };

  const authValid = (auth: string) => {
    const [user, , timestamp] = auth.split(":");
    return (
      user === options.merchantUserId &&
      /^\d{10}$/.test(timestamp ?? "") &&
      auth === clickAuthHeader(user, secretKey, new Date(Number(timestamp) * 1000))
    );
  };

  const api = (method: string, path: string, auth: string, body: unknown): { status: number; body: unknown } => {
    if (!authValid(auth)) return { status: 401, body: { error_code: -1, error_note: "Authorization failed" } };
    const reversal = /^\/v2\/merchant\/payment\/reversal\/([^/]+)\/([^/]+)$/.exec(path);
    if (method === "DELETE" && reversal) {
      const payment = completed.get(decodeURIComponent(reversal[2]));
      if (reversal[1] !== serviceId || !payment || payment.reversed)
        return { status: 200, body: { error_code: -5014, error_note: "Payment not found" } };
      payment.reversed = true;
      return { status: 200, body: { error_code: 0, error_note: "Success", payment_id: Number(reversal[2]) } };
    }
    if (method === "POST" && path === "/v2/merchant/payment/ofd_data/submit_items") {
      const request = body as { service_id?: unknown; payment_id?: unknown; items?: unknown };
      const items = Array.isArray(request?.items) ? (request.items as Record<string, unknown>[]) : [];
      const complete =
        items.length > 0 &&
        items.every(
          (i) =>
            typeof i.Name === "string" &&
            /^\d{17}$/.test(String(i.SPIC)) &&
            i.PackageCode &&
            Number.isInteger(i.Price) &&
            Number.isInteger(i.VAT),
        );
      if (String(request?.service_id) !== serviceId || !completed.has(String(request?.payment_id)) || !complete)
        return { status: 200, body: { error_code: -8, error_note: "Invalid request" } };
      return {
        status: 200,
        body: { error_code: 0, error_note: "Success", qrCodeURL: `https://ofd.soliq.uz/check?t=FAKE&r=${request.payment_id}` },
      };
    }
    return { status: 404, body: { error_code: -404, error_note: "Not found" } };
  };

  const payPage = (url: URL, res: ServerResponse) => {
    const p = url.searchParams;
    const fields = ["service_id", "merchant_id", "amount", "transaction_param", "return_url"].map((k) => [k, p.get(k) ?? ""]);
    const wrong =
      p.get("service_id") !== serviceId || p.get("merchant_id") !== options.merchantId || !p.get("transaction_param") || !p.get("amount");
    if (wrong) {
      res.writeHead(400, { "Content-Type": "text/html; charset=utf-8" });
      return void res.end(html("Click", "<p>Invalid payment parameters</p>"));
    }
    const hidden = fields.map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`).join("");
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(
      html(
        "Click — payment",
        `<h1>Click</h1><p>Order ${escapeHtml(p.get("transaction_param") ?? "")}: ${escapeHtml(p.get("amount") ?? "")} so'm</p>` +
          `<form method="post" action="${url.pathname}/confirm">${hidden}` +
          `<button name="choice" value="pay">Pay</button> <button name="choice" value="cancel">Cancel</button></form>`,
      ),
    );
  };

  const confirm = async (form: URLSearchParams, res: ServerResponse) => {
    const orderId = form.get("transaction_param") ?? "";
    const amount = form.get("amount") ?? "";
    const returnUrl = form.get("return_url") ?? "";
    const clickTransId = nextId();
    const input = { clickTransId, clickPaydocId: clickTransId + 500_000, orderId, amount };
    const prepare = await send("prepare", input);
    const run: PayRun = { orderId, clickTransId, paydocId: input.clickPaydocId, prepare, complete: null };
    paid.push(run);
    if (prepare.error !== 0) {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      const back = returnUrl ? `<a href="${escapeHtml(returnUrl)}">Back to the store</a>` : "";
      return void res.end(html("Click — refused", `<p>${escapeHtml(prepare.error_note)}</p>${back}`));
    }
    const failed = form.get("choice") !== "pay";
    run.complete = await send("complete", {
      ...input,
      prepareId: prepare.merchant_prepare_id,
      ...(failed ? { error: -5017, errorNote: "Payment cancelled by the customer" } : {}),
    });
    res.writeHead(303, { Location: returnUrl || "/" });
    res.end();
  };

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://fake-click");
      const body = await readBody(req);
      if (url.pathname === "/services/pay" && req.method === "GET") return payPage(url, res);
      if (url.pathname === "/services/pay/confirm" && req.method === "POST") return await confirm(new URLSearchParams(body), res);
      let parsed: unknown = null;
      try {
        parsed = body ? JSON.parse(body) : null;
      } catch {
        parsed = body;
      }
      const auth = String(req.headers.auth ?? "");
      calls.push({ method: req.method ?? "", path: url.pathname, auth, authValid: authValid(auth), body: parsed });
      const key = url.pathname.includes("/reversal/") ? "reversal" : url.pathname.endsWith("/submit_items") ? "submit_items" : "";
      const mishap = mishaps.get(key)?.shift();
      if (mishap === "drop") return void req.socket.destroy();
      const answer = mishap ?? api(req.method ?? "", url.pathname, auth, parsed);
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(answer.body ?? {}));
    } catch (err) {
      res.writeHead(500, { "Content-Type": "text/plain" });
      res.end(String(err));
    }
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    payUrl: `${base}/services/pay`,
    apiUrl: `${base}/v2/merchant`,
    fiscalUrl: `${base}/v2/merchant/payment/ofd_data/submit_items`,
    calls,
    paid,
    nextId,
    prepare: (input: ClickCallInput) => send("prepare", input),
    complete: (input: ClickCallInput) => send("complete", input),
    scenarios: (payable: { orderId: number; amount: string }, spare: { orderId: number; amount: string }) =>
      runClickScenarios({ post: options.merchant, serviceId, secretKey, nextId }, payable, spare),
    /** The next `times` calls to reversal or submit_items meet `mishap`. */
    fail(path: "reversal" | "submit_items", mishap: FakeMishap, times = 1) {
      mishaps.set(path, [...(mishaps.get(path) ?? []), ...Array<FakeMishap>(times).fill(mishap)]);
    },
    /** Marks a payment completed without the merchant (a reversal of Click's own record). */
    markCompleted(paydocId: string | number, orderId: string | number) {
      completed.set(String(paydocId), { orderId: String(orderId), reversed: false });
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}

export type FakeClick = Awaited<ReturnType<typeof startFakeClick>>;
