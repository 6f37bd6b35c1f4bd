// Sign-in on the storefront server: a code by phone for a session cookie, Telegram's init data
// for a session, sign-out; and the tokens the other APIs take (main API, bot API).
import { z } from "zod";
import { isLocale, localeFromLanguageCode } from "../domain/locales";
import * as f from "./fields";

// The app's HTTP client adds the page's language code (uz=1, ru=2, en=3) to every JSON body.
const language = z.union([
  z.string().refine(isLocale, "must be ru, en or uz"),
  z
    .number()
    .transform((n) => localeFromLanguageCode(n) ?? "invalid")
    .refine(isLocale, "must be 1, 2 or 3"),
]);

export const codeBody = z
  .object({
    phone: f.uzPhone,
    language: language
      .optional()
      .meta({ description: "The SMS's language (else Accept-Language, else ru); the app's client adds it to every body" }),
    via: z
      .enum(["sms"])
      .optional()
      .meta({ description: '`sms`: skip Telegram and send by SMS (the sign-in sheet\'s "send by SMS instead")' }),
  })
  .meta({ id: "CodeRequest" });
/** Where the code went: in Telegram (Telegram Gateway), by SMS, or only to the server log (demos). */
export const CODE_CHANNELS = ["telegram", "sms", "log"] as const;
export const codeSent = z
  .object({
    channel: z.enum(CODE_CHANNELS),
    resendAfterSeconds: z.number().int().meta({ description: "When a new code (or one by SMS) may be asked for" }),
    smsAvailable: z.boolean().meta({ description: 'An SMS sender is configured ("send by SMS instead" can be offered)' }),
  })
  .meta({ id: "CodeSent" });
export const verifyBody = z
  .object({ phone: f.uzPhone, code: z.string({ error: "is required" }).regex(/^\d{6}$/, "must be 6 digits") })
  .meta({ id: "VerifyRequest" });
export const verified = z.object({ customerId: z.string() });

export const telegramSignedIn = z.object({ customerId: z.string(), tgId: z.number().int(), name: z.string() });

export const telegramAuthHeader = z.object({
  authorization: z.string().optional().meta({ description: "`tma <init data>`: the mini-app's raw init data" }),
});

export const mainToken = z
  .object({
    token: z.string().meta({ description: "Bearer of the main API" }),
    expiresAt: z.number().meta({ description: "Epoch milliseconds" }),
    customerId: z.string().nullable().meta({ description: "The signed-in customer, or null" }),
  })
  .meta({ id: "MainToken" });

export const TG_AUTH_HEADER = "X-Telegram-Auth";
export const botToken = z
  .object({ [TG_AUTH_HEADER]: z.string().meta({ description: "Send it back as this header to the bot API" }), expiresAt: z.number() })
  .meta({ id: "BotToken" });

export const me = z
  .object({
    customerId: z.string(),
    phone: z.string().nullable(),
    name: z.string().nullable(),
    language: z.string().nullable(),
    tgId: z.number().nullable(),
  })
  .meta({ id: "Me" });

export const mePatch = z
  .object({
    name: f.requiredLine(100).optional(),
    language: language.optional(),
  })
  .meta({ id: "MePatch" });

export type MainToken = z.infer<typeof mainToken>;
export type Verified = z.infer<typeof verified>;
export type CodeSent = z.infer<typeof codeSent>;
export type CodeChannel = (typeof CODE_CHANNELS)[number];
export type TelegramSignedIn = z.infer<typeof telegramSignedIn>;
export type BotToken = z.infer<typeof botToken>;
export type Me = z.infer<typeof me>;
export type MePatchInput = z.input<typeof mePatch>;
