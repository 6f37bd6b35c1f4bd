// The bot of one server process: grammY's Bot on TELEGRAM_API_ROOT with the commands, buttons and
// payments installed, the webhook's update handling (dedupe in the database, work after the 200),
// the outbox sender and the broadcasts' sender (server/bot/broadcasts/worker.ts). It exists when TELEGRAM_BOT_TOKEN is set; without it the webhook answers
// 503 and nothing is sent (the app still builds and serves).
import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { Bot } from "grammy";
import type { Update } from "grammy/types";
import type { Config } from "../config";
import type { Database, Db } from "../db/client";
import { orders, telegramUpdates } from "../db/schema";
import { errorFields, log } from "../log";
import { installButtons } from "./buttons";
import { installCommands } from "./commands";
import { installContact } from "./contact";
import { createBroadcastWorker } from "./broadcasts/worker";
import { createOutboxWorker } from "./outbox";
import { createInvoice, installPayments } from "./payments";
import { installPlainText } from "./plain-text";
import { installRatings } from "./ratings";
import { installSubscription } from "./subscription";

export interface BotDeps {
  database: Database;
  config: Config;
  clock: () => Date;
}

/**
 * The webhook's secret: TELEGRAM_WEBHOOK_SECRET, or one derived from the bot token (64 hex
 * characters, within Telegram's rules), so a token alone is enough and every process agrees.
 */
export function webhookSecret(config: Pick<Config, "telegramBotToken" | "telegramWebhookSecret">): string | null {
  if (config.telegramWebhookSecret) return config.telegramWebhookSecret;
  if (!config.telegramBotToken) return null;
  return createHmac("sha256", config.telegramBotToken).update("telegram-webhook-secret").digest("hex");
}

export function createBotService({ database, config, clock }: BotDeps) {
  const secret = webhookSecret(config);
  if (!config.telegramBotToken || !secret) return null;
  const db = database.db;
  const bot = new Bot(config.telegramBotToken, { client: { apiRoot: config.telegramApiRoot, timeoutSeconds: 30 } });
  installCommands(bot, db, config);
  installRatings(bot, db, clock);
  installButtons(bot, db, clock);
  installPayments(bot, db, clock);
  installContact(bot, db);
  installSubscription(bot, db, clock);
  installPlainText(bot, db, config, clock);
  bot.catch((err) => log("warn", "bot update failed", { updateId: err.ctx.update.update_id, ...errorFields(err.error) }));
  // Leases and retries are real time shared by every process: a demo's CLOCK_START (each process
  // shifted from its own start) must not judge them. Tests without CLOCK_START pass their clock.
  const outbox = createOutboxWorker({ database, api: bot.api, config, clock: config.clockStart ? () => new Date() : clock });
  const broadcasts = createBroadcastWorker({ db, api: bot.api, config, clock: config.clockStart ? () => new Date() : clock });
  const providerToken = config.telegramPaymentProviderToken;
  if (providerToken) {
    onlinePayments.set(db, {
      invoice: async (orderId) => {
        const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
        if (!order) throw new Error(`order ${orderId} not found`);
        return createInvoice(bot.api, providerToken, order);
      },
    });
  }
  const inFlight = new Set<Promise<void>>();
  let initialised: Promise<void> | null = null;

  async function handle(update: Update) {
    try {
      initialised ??= bot.init().catch((err) => {
        initialised = null;
        throw err;
      });
      await initialised;
      await bot.handleUpdate(update);
    } catch (err) {
      log("warn", "bot update not handled", { updateId: update.update_id, ...errorFields(err) });
    }
  }

  return {
    bot,
    outbox,
    broadcasts,
    secret,
    /**
     * Takes an update once across every process on the database: the process whose INSERT of the
     * update_id went in handles it, after the answer; a repeat (Telegram retrying) is skipped.
     */
    async accept(update: Update): Promise<boolean> {
      const taken = await db
        .insert(telegramUpdates)
        .values({ updateId: update.update_id })
        .onConflictDoNothing()
        .returning({ id: telegramUpdates.updateId });
      if (taken.length === 0) return false;
      const work = handle(update).finally(() => inFlight.delete(work));
      inFlight.add(work);
      return true;
    },
    /** Resolves when every accepted update has been handled (tests; shutdown). */
    async idle() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    /** Forgets updates older than two days (Telegram keeps retrying for at most one). */
    async prune(now = clock()) {
      await db.execute(
        sql`delete from telegram_updates where received_at < ${new Date(now.getTime() - 2 * 86400_000).toISOString()}::timestamptz`,
      );
    },
    async close() {
      await this.idle();
      await outbox.close();
      await broadcasts.close();
    },
  };
}

export type BotService = NonNullable<ReturnType<typeof createBotService>>;

const services = new WeakMap<object, BotService | null>();

export interface OnlinePayments {
  /** Telegram's invoice link for the order's total (createInvoiceLink). */
  invoice(orderId: number): Promise<string>;
}

/** Online payment of the bot on this database, when TELEGRAM_PAYMENT_PROVIDER_TOKEN is set. */
const onlinePayments = new WeakMap<Db, OnlinePayments>();
export const onlinePaymentsFor = (db: Db): OnlinePayments | null => onlinePayments.get(db) ?? null;

/** The bot of the app built on this database (one per process), created on first use. */
export function botServiceFor(deps: BotDeps): BotService | null {
  if (!services.has(deps.database)) services.set(deps.database, createBotService(deps));
  return services.get(deps.database) ?? null;
}

/** The bot already built for this database, if any (start/stop, tests). */
export const botService = (database: Database): BotService | null => services.get(database) ?? null;
