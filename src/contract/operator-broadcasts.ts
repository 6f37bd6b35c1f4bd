// Broadcasts in the operator API (docs/operator-api.md, "Broadcasts"; admins only): a draft (texts
// per language, a picture, a button to a menu folder or with a promo code, the audience), the
// audience's count, a preview to the author's own chat, start, cancel, and the list with progress
// and attribution (recipients who opened the button, their orders and revenue within N days).
import { z } from "zod";
import { BROADCAST_STATUSES, type BroadcastAudience } from "../domain/broadcast";
import { LOCALES } from "../domain/locales";
import * as f from "./fields";

/** Telegram's limits: a message's text, a picture's caption. */
export const TEXT_MAX = 4096;
export const CAPTION_MAX = 1024;

const day = z
  .string({ error: "must be a date YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
  .refine((v) => {
    const at = Date.parse(`${v}T00:00:00Z`);
    return Number.isFinite(at) && new Date(at).toISOString().startsWith(v) && v >= "2000" && v < "2101";
  }, "must be a real date YYYY-MM-DD in the years 2000 to 2100");
const count = z.number({ error: "must be a number" }).int("must be a whole number").min(0, "must be at least 0").max(1_000_000);

export const broadcastAudience = z
  .object({
    languages: z
      .array(z.enum(LOCALES, { error: "must be ru, en or uz" }))
      .max(3)
      .optional(),
    regionIds: z
      .array(
        z
          .number({ error: "must be a region id" })
          .int()
          .min(1)
          .max(2 ** 31 - 1),
      )
      .max(100)
      .optional()
      .meta({ description: "The region of the restaurant of the customer's last order" }),
    lastOrderFrom: day.optional().meta({ description: "Last order on or after this Tashkent day" }),
    lastOrderBefore: day.optional().meta({ description: "Last order before this Tashkent day (a customer without orders is left out)" }),
    ordersMin: count.optional(),
    ordersMax: count.optional(),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.ordersMin !== undefined && a.ordersMax !== undefined && a.ordersMax < a.ordersMin)
      ctx.addIssue({ code: "custom", path: ["ordersMax"], message: "must not be below ordersMin" });
    if (a.lastOrderFrom && a.lastOrderBefore && a.lastOrderBefore <= a.lastOrderFrom)
      ctx.addIssue({ code: "custom", path: ["lastOrderBefore"], message: "must be after lastOrderFrom" });
  })
  .meta({
    id: "BroadcastAudience",
    description: "Every filter left out is no filter; only Telegram customers who did not block the bot nor say stop",
  }) satisfies z.ZodType<BroadcastAudience>;

const texts = z
  .object(
    Object.fromEntries(
      LOCALES.map((l) => [
        l,
        z.string().trim().max(TEXT_MAX, `must be at most ${TEXT_MAX} characters`).refine(f.isPlainText, f.NO_CONTROLS).optional(),
      ]),
    ) as Record<(typeof LOCALES)[number], z.ZodOptional<z.ZodString>>,
  )
  .strict()
  .meta({ description: "The text per language (ru, en, uz); a recipient reads their own, else the first written in ru, en, uz" });

export const broadcastButton = z
  .discriminatedUnion(
    "kind",
    [
      z
        .object({
          kind: z.literal("folder"),
          folderId: z
            .number({ error: "must be a folder id" })
            .int()
            .min(1)
            .max(2 ** 31 - 1),
        })
        .strict(),
      z.object({ kind: z.literal("promo"), code: f.requiredLine(64) }).strict(),
    ],
    { error: "must be {kind: folder, folderId} or {kind: promo, code}" },
  )
  .meta({ id: "BroadcastButton", description: "Opens the mini-app on a menu folder, or with a promo code" });

export const broadcastDraft = z
  .object({
    texts,
    photo: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be an uploaded picture's id")
      .nullable()
      .default(null)
      .meta({
        description: "An uploaded picture's media id (POST /api/operator/media); the text is then its caption (at most 1024 characters)",
      }),
    button: broadcastButton.nullable().default(null),
    audience: broadcastAudience.default({}),
  })
  .strict()
  .superRefine((d, ctx) => {
    const written = LOCALES.filter((l) => d.texts[l]?.trim());
    if (written.length === 0) ctx.addIssue({ code: "custom", path: ["texts"], message: "must have a text in at least one language" });
    if (d.photo)
      for (const l of written)
        if ((d.texts[l] ?? "").length > CAPTION_MAX)
          ctx.addIssue({ code: "custom", path: ["texts", l], message: `must be at most ${CAPTION_MAX} characters with a picture` });
  })
  .meta({ id: "BroadcastDraft" });

export const audienceCount = z.object({ count: z.number().int() }).meta({ id: "BroadcastAudienceCount" });

export const broadcastPreview = z
  .object({
    chatId: z
      .number({ error: "must be a Telegram chat id" })
      .int()
      .min(-(2 ** 53) + 1)
      .max(2 ** 53 - 1)
      .optional()
      .meta({ description: "Where to send it when the author has no Telegram id on the staff list" }),
    locale: z.enum(LOCALES, { error: "must be ru, en or uz" }).default("ru"),
  })
  .strict()
  .meta({ id: "BroadcastPreviewRequest" });

export const previewSent = z.object({ chatId: z.number().int() }).meta({ id: "BroadcastPreviewSent" });

export const operatorBroadcast = z
  .object({
    id: z.number().int(),
    status: z.enum(BROADCAST_STATUSES),
    texts: z.record(z.string(), z.string()),
    photo: z.string().nullable(),
    button: broadcastButton.nullable(),
    audience: broadcastAudience,
    authorStaffId: z.number().int().nullable(),
    authorName: z.string().nullable(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    recipients: z.number().int().meta({ description: "Written when it started" }),
    pending: z.number().int(),
    sent: z.number().int(),
    blocked: z.number().int().meta({ description: "The bot was blocked by the user (403): marked and skipped later" }),
    failed: z.number().int(),
    opened: z.number().int().meta({ description: "Recipients who pressed its button" }),
    orders: z.number().int().meta({ description: "Orders (not cancelled) placed by those within the attribution days of opening" }),
    revenue: z.number().int().meta({ description: "So'm: those orders' totals" }),
  })
  .meta({ id: "OperatorBroadcast" });

export const broadcastsList = z
  .object({ items: z.array(operatorBroadcast), attributionDays: z.number().int() })
  .meta({ id: "OperatorBroadcasts" });

export const broadcastPath = z.object({ id: z.string().meta({ description: "The broadcast's id", example: "1" }) });

/** The storefront's report of a broadcast's button pressed (POST /api/broadcasts/{id}/opened). */
export const broadcastOpened = z.object({ ok: z.literal(true), counted: z.boolean() }).meta({ id: "BroadcastOpened" });

export type BroadcastDraft = z.input<typeof broadcastDraft>;
export type OperatorBroadcast = z.infer<typeof operatorBroadcast>;
export type BroadcastsList = z.infer<typeof broadcastsList>;
