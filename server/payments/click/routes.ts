// POST /api/payments/click/prepare and /complete: Click's SHOP API callbacks. Click posts a
// urlencoded form from its servers; every answer is HTTP 200 JSON with Click's `error` code (a
// malformed call is -8, a wrong signature -1…), because that is what Click reads. Only with Click
// off (CLICK_* not set) do we answer 503 `click_off`. The same-origin and JSON-only guards let
// exactly these two paths through (server/payments/paths.ts); the signature is their credential.
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { ApiError } from "../../http/errors";
import { log } from "../../log";
import { apiApp, json, refusals } from "../../openapi/routes";
import { type ClickSettings, handleComplete, handlePrepare } from "./handlers";
import { receiptAfterPaid, reverseAfterCancel } from "./jobs";
import { setReversalSender } from "../reversals";
import { type ClickAnswer, clickAnswer, parseClickCall } from "./protocol";

const field = (description: string) => z.string().optional().meta({ description });

const clickForm = z
  .object({
    click_trans_id: field("Click's transaction (attempt) id"),
    service_id: field("Our service id (CLICK_SERVICE_ID)"),
    click_paydoc_id: field("Click's payment id, shown to the customer; the Merchant API's payment_id"),
    merchant_trans_id: field("Our order's id"),
    merchant_prepare_id: field("Complete only: our merchant_prepare_id from the Prepare answer"),
    amount: field("So'm, up to two decimals"),
    action: field("0 Prepare, 1 Complete"),
    error: field("0, or Click's negative code when the payment failed on its side (Complete: we cancel and answer -9)"),
    error_note: field("Click's words for `error`"),
    sign_time: field("YYYY-MM-DD HH:mm:ss"),
    sign_string: field(
      "md5(click_trans_id + service_id + CLICK_SECRET_KEY + merchant_trans_id + [merchant_prepare_id +] amount + action + sign_time)",
    ),
  })
  .meta({ id: "ClickCallback", description: "Click SHOP API call (docs.click.uz, Click-API – Request), urlencoded" });

const clickResult = z
  .object({
    click_trans_id: z.union([z.number(), z.string(), z.null()]),
    merchant_trans_id: z.string().nullable(),
    merchant_prepare_id: z.number().nullable().optional().meta({ description: "Prepare: our payment's id" }),
    merchant_confirm_id: z.number().nullable().optional().meta({ description: "Complete: our payment's id" }),
    error: z.number().int().meta({
      description:
        "0, -1 sign, -2 amount, -3 action, -4 already paid, -5 no order, -6 no transaction, -7 update failed, -8 bad request, -9 cancelled",
    }),
    error_note: z.string(),
  })
  .meta({ id: "ClickResult", description: "Our answer to Click (always HTTP 200)" });

const tags = ["Payments"];

const route = (stage: "prepare" | "complete") =>
  createRoute({
    method: "post",
    path: `/payments/click/${stage}`,
    tags,
    summary: stage === "prepare" ? "Click SHOP API: Prepare (action 0)" : "Click SHOP API: Complete (action 1)",
    description:
      stage === "prepare"
        ? "Called by Click before it takes the money: checks the signature, the order (merchant_trans_id) and the amount, and opens our payment (merchant_prepare_id). A repeated call with the same click_trans_id answers the same."
        : "Called by Click after the payment: error 0 marks the order paid (merchant_confirm_id) and sends the receipt's items to Click's fiscal endpoint; a negative `error` cancels our payment and answers -9. Repeats: -4 once paid, -9 once cancelled.",
    request: { body: { required: false, content: { "application/x-www-form-urlencoded": { schema: clickForm } } } },
    responses: { 200: json(clickResult, "Click's answer: `error` 0 or a negative code"), ...refusals(413, 415, 503) },
  });

const short = (value: unknown) => (typeof value === "string" && value.length <= 64 ? value : null);

export interface ClickRouteDeps {
  db: Db;
  config: Pick<Config, "click">;
  clock: () => Date;
  /** After a successful Complete (outside its transaction); by default the receipt goes to Click. */
  afterPaid?: (paymentId: number) => void;
}

export function clickRoutes({ db, config, clock, afterPaid = receiptAfterPaid(db, config.click, clock) }: ClickRouteDeps) {
  // Staff cancels of paid Click orders hand their payments here once committed (reversals.ts).
  setReversalSender(db, async (rows) => {
    if (!config.click) throw new Error("Click is not configured: its reversal cannot be sent");
    await reverseAfterCancel(db, config.click, rows, clock());
  });
  const answer = async (stage: "prepare" | "complete", fields: Record<string, unknown>): Promise<ClickAnswer> => {
    const click: ClickSettings | null = config.click;
    if (!click)
      throw new ApiError(
        503,
        "click_off",
        "Click is not configured (CLICK_SERVICE_ID, CLICK_MERCHANT_ID, CLICK_MERCHANT_USER_ID, CLICK_SECRET_KEY)",
      );
    const parsed = parseClickCall(fields, stage === "complete");
    if (!parsed.ok) {
      log("warn", "click call refused", { stage, reason: parsed.reason });
      return clickAnswer(
        stage,
        { clickTransId: short(fields.click_trans_id), merchantTransId: short(fields.merchant_trans_id) },
        "badRequest",
      );
    }
    if (stage === "prepare") return handlePrepare(db, click, parsed.call, clock());
    const result = await handleComplete(db, click, parsed.call, clock());
    if (result.paidPaymentId !== null) afterPaid?.(result.paidPaymentId);
    return result.answer;
  };

  // A form that does not fit (a file in a multipart body) is Click's -8 too, not the API's 400.
  const hook = (stage: "prepare" | "complete") => (result: { success: boolean }, c: Context) =>
    result.success ? undefined : c.json(clickAnswer(stage, {}, "badRequest"), 200);
  // Without a form content type the validator leaves {}: every field missing, -8.
  return apiApp()
    .openapi(route("prepare"), async (c) => c.json(await answer("prepare", c.req.valid("form")), 200), hook("prepare"))
    .openapi(route("complete"), async (c) => c.json(await answer("complete", c.req.valid("form")), 200), hook("complete"));
}
