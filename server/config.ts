// The only reader of process.env. Every setting is checked once at start; a wrong value stops the
// server with a message naming the variable.
import path from "node:path";
import { z } from "zod";

const optionalUrl = z
  .string()
  .trim()
  .refine((v) => v === "" || /^https?:\/\/[^\s]+$/.test(v), "must be an http(s) URL or empty")
  .default("");

const httpUrl = (fallback: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^https?:\/\/[^\s]+$/.test(v), "must be an http(s) URL")
    .default(fallback);

const digits = z
  .string()
  .trim()
  .refine((v) => v === "" || /^\d{1,20}$/.test(v), "must be a number from the merchant cabinet, or empty")
  .default("");

/** Each provider's settings: all set turns it on, none set leaves it off, some set is a mistake. */
const PAYMENT_PROVIDER_SETTINGS = {
  Payme: ["PAYME_MERCHANT_ID", "PAYME_KEY"],
  Click: ["CLICK_SERVICE_ID", "CLICK_MERCHANT_ID", "CLICK_MERCHANT_USER_ID", "CLICK_SECRET_KEY"],
} as const;

const schema = z
  .object({
    /** production: no demo data unless SEED_DEMO=true, Secure cookies, and unsafe settings refused. */
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .trim()
      .refine((v) => v === "" || /^postgres(ql)?:\/\//.test(v), "must start with postgres:// or postgresql://")
      .default(""),
    /** Where the built app lives (vite build output). */
    DIST_DIR: z.string().trim().min(1).default("./dist"),
    /** Fill an empty database with the demo chain. */
    SEED_DEMO: z.enum(["true", "false", ""]).default(""),
    /** Base URLs of the three backends as the app sees them; empty = this server. */
    API_BASE_URL: optionalUrl,
    API_TG_URL: optionalUrl,
    API_HR_URL: optionalUrl,
    MAP_TILE_URL: z.string().trim().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
    MAP_ATTRIBUTION: z.string().trim().default("© OpenStreetMap contributors"),
    SENTRY_DSN: optionalUrl,
    /** Hosts (and their subdomains) links may lead to outside the store; anything else is refused. */
    NAVIGATION_ALLOW: z.string().trim().default("t.me,telegram.org,instagram.com,facebook.com,yandex.uz,yandex.ru,openstreetmap.org"),
    TELEGRAM_BOT_NAME: z.string().trim().default(""),
    TELEGRAM_BOT_TOKEN: z.string().trim().default(""),
    /** The mini-app's short name in BotFather (t.me/<bot>/<app>), for deep links. */
    TELEGRAM_APP_NAME: z
      .string()
      .trim()
      .refine((v) => v === "" || /^[A-Za-z0-9_]{3,64}$/.test(v), "must be the mini-app's short name (letters, digits, _)")
      .default(""),
    /** The site's public https address (links in the bot, the webhook); empty = unknown. */
    PUBLIC_URL: optionalUrl,
    /** The secret Telegram sends in X-Telegram-Bot-Api-Secret-Token with every update; empty = derived from the bot token. */
    TELEGRAM_WEBHOOK_SECRET: z
      .string()
      .trim()
      .refine((v) => v === "" || /^[A-Za-z0-9_-]{16,256}$/.test(v), "must be 16-256 characters of A-Z a-z 0-9 _ - (Telegram's rule)")
      .default(""),
    /** The chat (a group: negative id) that gets every new order with its buttons; empty = none. */
    TELEGRAM_OPERATOR_CHAT_ID: z
      .string()
      .trim()
      .refine((v) => v === "" || /^-?\d{1,16}$/.test(v), "must be a Telegram chat id (a whole number; groups are negative)")
      .default(""),
    /** The chain's phone the bot gives customers who write to it; empty = the first active restaurant's. */
    CHAIN_PHONE: z.string().trim().max(40, "must be a phone number").default(""),
    /** Where the Bot API lives; tests point it at a fake server on loopback. */
    TELEGRAM_API_ROOT: z
      .string()
      .trim()
      .refine((v) => /^https?:\/\/[^\s]+$/.test(v), "must be an http(s) URL")
      .default("https://api.telegram.org"),
    /** Broadcasts' messages per second across every process (Telegram allows about 30 a second to different chats). */
    BROADCAST_RATE: z.coerce.number().int().min(1).max(30).default(25),
    /** Days after opening a broadcast's button within which a recipient's orders count for it. */
    BROADCAST_ATTRIBUTION_DAYS: z.coerce.number().int().min(1).max(60).default(3),
    /** A payment provider's token from BotFather (Click, Payme): turns on online payment; empty = off. */
    TELEGRAM_PAYMENT_PROVIDER_TOKEN: z.string().trim().default(""),
    /** Register the webhook, menu button, commands and descriptions on start (as npm run telegram:setup). */
    TELEGRAM_SETUP_ON_START: z.enum(["true", "false"]).default("false"),
    /** How long Telegram init data stays valid for sign-in after auth_date, seconds. */
    TELEGRAM_AUTH_MAX_AGE: z.coerce
      .number()
      .int()
      .min(60)
      .max(7 * 86400)
      .default(3600),
    /** Secret that signs main-API tokens; generated and kept in the database when empty. */
    TOKEN_SECRET: z.string().trim().default(""),
    /** Lifetime of a main-API token, seconds. */
    TOKEN_TTL: z.coerce.number().int().min(10).max(86400).default(300),
    /** Mark cookies Secure (set behind TLS). */
    COOKIE_SECURE: z.enum(["true", "false", ""]).default(""),
    /**
     * Where sign-in codes go, tried in order: log (the server log: demos), telegram (Telegram
     * Gateway), eskiz (Eskiz SMS). "telegram,eskiz": Telegram first, SMS when it cannot deliver.
     */
    CODE_SENDER: z
      .string()
      .trim()
      .default("log")
      .transform((v) => v.split(",").map((s) => s.trim().toLowerCase()))
      .pipe(z.array(z.enum(["log", "telegram", "eskiz"], "must be log, telegram or eskiz, or a comma list of them")).min(1)),
    TELEGRAM_GATEWAY_TOKEN: z.string().trim().default(""),
    TELEGRAM_GATEWAY_URL: z
      .string()
      .trim()
      .refine((v) => /^https?:\/\/[^\s]+$/.test(v), "must be an http(s) URL")
      .default("https://gatewayapi.telegram.org"),
    ESKIZ_EMAIL: z.string().trim().default(""),
    ESKIZ_PASSWORD: z.string().trim().default(""),
    /** The sender name (nickname) approved in Eskiz's cabinet; 4546 is Eskiz's own. */
    ESKIZ_FROM: z.string().trim().min(1).default("4546"),
    ESKIZ_URL: z
      .string()
      .trim()
      .refine((v) => /^https?:\/\/[^\s]+$/.test(v), "must be an http(s) URL")
      .default("https://notify.eskiz.uz"),
    /** Idle keep-alive of client connections, seconds: longer than the load balancer's idle timeout (often 60). */
    KEEP_ALIVE_TIMEOUT: z.coerce.number().int().min(1).max(3600).default(75),
    /** Wrong OPERATOR_TOKEN bearers one client address may send in an hour before it is refused (429). */
    OPERATOR_TOKEN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(20),
    /**
     * Where the business clock (opening hours, slots) starts, e.g. "2026-11-21T12:00:00+05:00"; it
     * then runs in real time. For demos and load tests at night; leave empty in production.
     */
    CLOCK_START: z
      .string()
      .trim()
      .refine((v) => v === "" || !Number.isNaN(Date.parse(v)), "must be an ISO date-time like 2026-11-21T12:00:00+05:00")
      .default(""),
    /** New orders one customer may place in 10 minutes (raise it for load tests). */
    ORDER_LIMIT_PER_10_MIN: z.coerce.number().int().min(1).max(1_000_000_000).default(20),
    /** Live order streams (GET /api/delivery/Events) one customer may hold open in one process. */
    EVENT_STREAMS_PER_CUSTOMER: z.coerce.number().int().min(1).max(1000).default(5),
    /** Live order streams one server process holds at most; beyond, 503 and the app polls. */
    EVENT_STREAMS_PER_PROCESS: z.coerce.number().int().min(1).max(1_000_000).default(2000),
    /** Proxies in front of the server that append to X-Forwarded-For; 0 = the socket's address is the client's. */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /** Sign-in code requests one client address may make in 10 minutes. */
    AUTH_CODES_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(10),
    /** Sign-in codes the whole store sends in one minute at most. */
    AUTH_CODES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
    /** Wrong sign-in codes one client address may send in an hour before it is locked out. */
    AUTH_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(30),
    /** CVs (vacancy applications with a file) one client address may upload a day. */
    CV_UPLOADS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(5),
    /** CVs the whole store takes a day (the CV store's growth: at most 5 MB each). */
    CV_UPLOADS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(500),
    /** Bearer of the operator API (list orders, move them on, cancel); empty turns it off. */
    OPERATOR_TOKEN: z.string().trim().default(""),
    /** Reverse geocoding (GET /api/address): the offline gazetteer, or a Nominatim server at GEOCODER_URL. */
    GEOCODER: z.enum(["embedded", "nominatim"]).default("embedded"),
    GEOCODER_URL: optionalUrl,
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /** Minutes an online order (Payme, Click, Telegram) waits for its payment before it expires. */
    PAYMENT_WINDOW_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(20),
    /** Payme (Paycom) cashbox: its id and key from the merchant cabinet; both empty = Payme off. */
    PAYME_MERCHANT_ID: z.string().trim().default(""),
    PAYME_KEY: z.string().trim().default(""),
    /** Payme's checkout; https://test.paycom.uz for the sandbox. */
    PAYME_CHECKOUT_URL: httpUrl("https://checkout.paycom.uz"),
    /** Click service: ids and secret key from the merchant cabinet; all empty = Click off. */
    CLICK_SERVICE_ID: digits,
    CLICK_MERCHANT_ID: digits,
    CLICK_MERCHANT_USER_ID: digits,
    CLICK_SECRET_KEY: z.string().trim().default(""),
    CLICK_PAY_URL: httpUrl("https://my.click.uz/services/pay"),
    /** Click's merchant API (payment reversal). */
    CLICK_API_URL: httpUrl("https://api.click.uz/v2/merchant"),
    /** Click's fiscalisation endpoint (receipt items after payment); empty = receipts not sent. */
    CLICK_FISCAL_URL: optionalUrl,
  })
  .superRefine((e, ctx) => {
    const seedDemo = e.SEED_DEMO === "" ? e.NODE_ENV !== "production" : e.SEED_DEMO === "true";
    if (e.NODE_ENV === "production") {
      // A production start is safe by default: each refusal names the setting and what to do.
      if (e.OPERATOR_TOKEN && e.OPERATOR_TOKEN.length < 32)
        ctx.addIssue({
          code: "custom",
          path: ["OPERATOR_TOKEN"],
          message: "must be at least 32 characters in production (e.g. openssl rand -hex 32), or empty to turn the operator API off",
        });
      if (e.CODE_SENDER.includes("log") && !seedDemo)
        ctx.addIssue({
          code: "custom",
          path: ["CODE_SENDER"],
          message:
            "log only writes sign-in codes to the server log: set telegram and/or eskiz in production (or SEED_DEMO=true for a demo)",
        });
      if (!e.PUBLIC_URL.startsWith("https://"))
        ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: "must be the site's https address in production" });
    }
    if (e.CODE_SENDER.includes("telegram") && !e.TELEGRAM_GATEWAY_TOKEN)
      ctx.addIssue({ code: "custom", path: ["TELEGRAM_GATEWAY_TOKEN"], message: "is required when CODE_SENDER includes telegram" });
    if (e.CODE_SENDER.includes("eskiz") && (!e.ESKIZ_EMAIL || !e.ESKIZ_PASSWORD))
      ctx.addIssue({
        code: "custom",
        path: ["ESKIZ_EMAIL"],
        message: "ESKIZ_EMAIL and ESKIZ_PASSWORD are required when CODE_SENDER includes eskiz",
      });
    if (e.TELEGRAM_SETUP_ON_START === "true") {
      if (!e.TELEGRAM_BOT_TOKEN)
        ctx.addIssue({ code: "custom", path: ["TELEGRAM_BOT_TOKEN"], message: "is required when TELEGRAM_SETUP_ON_START=true" });
      if (!e.PUBLIC_URL.startsWith("https://"))
        ctx.addIssue({
          code: "custom",
          path: ["PUBLIC_URL"],
          message: "must be the site's https address when TELEGRAM_SETUP_ON_START=true",
        });
    }
    if (e.TELEGRAM_PAYMENT_PROVIDER_TOKEN && !e.TELEGRAM_BOT_TOKEN) {
      ctx.addIssue({ code: "custom", path: ["TELEGRAM_BOT_TOKEN"], message: "is required when TELEGRAM_PAYMENT_PROVIDER_TOKEN is set" });
    }
    for (const [provider, names] of Object.entries(PAYMENT_PROVIDER_SETTINGS)) {
      const missing = names.filter((n) => e[n] === "");
      if (missing.length === 0 || missing.length === names.length) continue;
      // In development a half-configured provider is only off; a production start refuses it.
      if (e.NODE_ENV === "production")
        ctx.addIssue({
          code: "custom",
          path: [missing[0]],
          message: `is required: ${provider} is half configured (${names.join(", ")} go together; set them all, or none to turn ${provider} off)`,
        });
    }
    if (e.GEOCODER === "nominatim" && !e.GEOCODER_URL) {
      ctx.addIssue({ code: "custom", path: ["GEOCODER_URL"], message: "is required when GEOCODER=nominatim" });
    }
  });

/** Which reverse geocoder serves GET /api/address: the offline gazetteer, or a Nominatim server. */
export type GeocoderKind = "embedded" | { nominatimUrl: string };

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || null,
    distDir: path.resolve(e.DIST_DIR),
    production,
    seedDemo: e.SEED_DEMO === "" ? !production : e.SEED_DEMO === "true",
    tokenSecret: e.TOKEN_SECRET || null,
    tokenTtlSeconds: e.TOKEN_TTL,
    cookieSecure: e.COOKIE_SECURE === "" ? production : e.COOKIE_SECURE === "true",
    /** Sign-in code senders in the order they are tried. */
    codeSenders: e.CODE_SENDER,
    telegramGateway: { token: e.TELEGRAM_GATEWAY_TOKEN, url: e.TELEGRAM_GATEWAY_URL.replace(/\/+$/, "") },
    eskiz: { email: e.ESKIZ_EMAIL, password: e.ESKIZ_PASSWORD, from: e.ESKIZ_FROM, url: e.ESKIZ_URL.replace(/\/+$/, "") },
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT * 1000,
    operatorTokenFailuresPerAddress: e.OPERATOR_TOKEN_FAILURES_PER_ADDRESS,
    logLevel: e.LOG_LEVEL,
    telegramBotToken: e.TELEGRAM_BOT_TOKEN || null,
    telegramAuthMaxAge: e.TELEGRAM_AUTH_MAX_AGE,
    telegramBotName: e.TELEGRAM_BOT_NAME || null,
    telegramAppName: e.TELEGRAM_APP_NAME || null,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, "") || null,
    telegramWebhookSecret: e.TELEGRAM_WEBHOOK_SECRET || null,
    telegramOperatorChatId: e.TELEGRAM_OPERATOR_CHAT_ID ? Number(e.TELEGRAM_OPERATOR_CHAT_ID) : null,
    chainPhone: e.CHAIN_PHONE || null,
    telegramApiRoot: e.TELEGRAM_API_ROOT.replace(/\/+$/, ""),
    telegramPaymentProviderToken: e.TELEGRAM_PAYMENT_PROVIDER_TOKEN || null,
    broadcastRate: e.BROADCAST_RATE,
    broadcastAttributionDays: e.BROADCAST_ATTRIBUTION_DAYS,
    telegramSetupOnStart: e.TELEGRAM_SETUP_ON_START === "true",
    operatorToken: e.OPERATOR_TOKEN || null,
    trustProxy: e.TRUST_PROXY,
    cvLimits: { perAddress: e.CV_UPLOADS_PER_ADDRESS, perDay: e.CV_UPLOADS_PER_DAY, trustProxy: e.TRUST_PROXY },
    signInLimits: {
      codesPerAddress: e.AUTH_CODES_PER_ADDRESS,
      codesPerMinute: e.AUTH_CODES_PER_MINUTE,
      failuresPerAddress: e.AUTH_FAILURES_PER_ADDRESS,
    },
    orderLimitPer10Min: e.ORDER_LIMIT_PER_10_MIN,
    streamLimits: { perCustomer: e.EVENT_STREAMS_PER_CUSTOMER, perProcess: e.EVENT_STREAMS_PER_PROCESS },
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : null,
    paymentWindowMinutes: e.PAYMENT_WINDOW_MINUTES,
    /** Payme's cashbox; null = Payme off (not, or only half, configured). */
    payme:
      e.PAYME_MERCHANT_ID && e.PAYME_KEY
        ? { merchantId: e.PAYME_MERCHANT_ID, key: e.PAYME_KEY, checkoutUrl: e.PAYME_CHECKOUT_URL.replace(/\/+$/, "") }
        : null,
    /** Click's service; null = Click off (not, or only half, configured). */
    click:
      e.CLICK_SERVICE_ID && e.CLICK_MERCHANT_ID && e.CLICK_MERCHANT_USER_ID && e.CLICK_SECRET_KEY
        ? {
            serviceId: e.CLICK_SERVICE_ID,
            merchantId: e.CLICK_MERCHANT_ID,
            merchantUserId: e.CLICK_MERCHANT_USER_ID,
            secretKey: e.CLICK_SECRET_KEY,
            payUrl: e.CLICK_PAY_URL,
            apiUrl: e.CLICK_API_URL.replace(/\/+$/, ""),
            fiscalUrl: e.CLICK_FISCAL_URL.replace(/\/+$/, "") || null,
          }
        : null,
    geocoder: (e.GEOCODER === "nominatim" ? { nominatimUrl: e.GEOCODER_URL } : "embedded") as GeocoderKind,
    /** Served to the app at run time (never baked into the build). */
    runtime: {
      apiBaseUrl: e.API_BASE_URL,
      apiTgUrl: e.API_TG_URL,
      apiHrUrl: e.API_HR_URL,
      mapTileUrl: e.MAP_TILE_URL,
      mapAttribution: e.MAP_ATTRIBUTION,
      sentryDsn: e.SENTRY_DSN,
      botName: e.TELEGRAM_BOT_NAME,
      /** The checkout offers paying inside Telegram (TELEGRAM_PAYMENT_PROVIDER_TOKEN is set). */
      onlinePayment: e.TELEGRAM_PAYMENT_PROVIDER_TOKEN !== "",
      navigationAllowList: e.NAVIGATION_ALLOW.split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    },
  };
}
