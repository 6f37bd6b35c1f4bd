// POST /api/payments/payme in the API's OpenAPI document. The route reads its body itself (a
// JSON-RPC envelope, Payme's errors for everything), so it is registered for the document only.
import { z } from "@hono/zod-openapi";
import { PAYME_PATH } from "../paths";
import { PAYME_METHODS } from "./rpc";

const call = z
  .object({
    jsonrpc: z.literal("2.0").optional(),
    id: z.union([z.number(), z.string()]).meta({ description: "Echoed in the answer" }),
    method: z.enum(PAYME_METHODS),
    params: z.record(z.string(), z.unknown()).meta({
      description:
        "As Payme documents each method: `id` (Payme's transaction), `time` (ms), `amount` (tiyin), `account` ({ order_id }), `reason`, `from`/`to` (ms), `type` + `fiscal_data`",
    }),
  })
  .meta({ id: "PaymeCall", description: "A Payme Merchant API call (developer.help.paycom.uz)" });

const answer = z
  .object({
    jsonrpc: z.literal("2.0"),
    id: z.union([z.number(), z.string(), z.null()]),
    result: z.record(z.string(), z.unknown()).optional(),
    error: z
      .object({
        code: z.number().int().meta({
          description:
            "-32504 key, -32700 not JSON, -32600 not a call, -32601 method, -32400 ours, -31001 amount, -31003 no transaction, -31007 cannot cancel, -31008 cannot perform, -31050 no order, -31051 order not payable, -31052 another transaction holds the order",
        }),
        message: z.object({ ru: z.string(), uz: z.string(), en: z.string() }),
        data: z.string().optional().meta({ description: "`order_id` for account errors; the method's name for -32601" }),
      })
      .optional(),
  })
  .meta({ id: "PaymeAnswer", description: "Our answer: `result` or `error`, always HTTP 200" });

/** The registry entry (registerPath's argument) of the route. */
export const paymeRouteDoc = {
  method: "post" as const,
  path: PAYME_PATH,
  tags: ["Payments"],
  summary: "Payme Merchant API (JSON-RPC 2.0)",
  description:
    'Called by Payme\'s servers with `Authorization: Basic base64("Paycom:" + PAYME_KEY)`. CheckPerformTransaction, CreateTransaction, PerformTransaction, CancelTransaction, CheckTransaction, GetStatement, SetFiscalData. Every answer is HTTP 200, errors included (a wrong key, a body that is not JSON or over 64 KB). See docs/payments.md.',
  request: { body: { required: true, content: { "application/json": { schema: call } } } },
  responses: { 200: { description: "Payme's answer: result or error", content: { "application/json": { schema: answer } } } },
};
