// The bot's registration with Telegram (npm run telegram:setup, and on start with
// TELEGRAM_SETUP_ON_START=true): the webhook with its secret and the update types the bot handles,
// the menu button opening the mini-app, the commands and descriptions in ru, en, uz and a default.
import type { Api } from "grammy";
import { LOCALES } from "../../src/domain/locales";
import type { Config } from "../config";
import { COMMANDS } from "./commands";
import { webhookSecret } from "./service";
import { say, T } from "./texts";

/** The update types the bot reads; anything else Telegram does not send. */
export const ALLOWED_UPDATES = ["message", "callback_query", "pre_checkout_query"] as const;

export class SetupError extends Error {}

type SetupConfig = Pick<Config, "publicUrl" | "telegramBotToken" | "telegramWebhookSecret">;

/** What is missing for the set-up, in words an operator can act on; empty when nothing is. */
export function setupProblems(config: SetupConfig): string[] {
  const problems: string[] = [];
  if (!config.telegramBotToken) problems.push("TELEGRAM_BOT_TOKEN is not set (BotFather's /newbot gives it)");
  if (!config.publicUrl) problems.push("PUBLIC_URL is not set (the site's https address, e.g. https://pizza.example.uz)");
  else if (!config.publicUrl.startsWith("https://")) problems.push(`PUBLIC_URL must be https for Telegram (it is ${config.publicUrl})`);
  return problems;
}

export async function setupBot(api: Api, config: SetupConfig): Promise<string[]> {
  const problems = setupProblems(config);
  if (problems.length) throw new SetupError(`The bot cannot be set up:\n  ${problems.join("\n  ")}`);
  const site = config.publicUrl as string;
  const done: string[] = [];
  const webhook = `${site}/api/telegram/webhook`;
  await api.setWebhook(webhook, { secret_token: webhookSecret(config) as string, allowed_updates: [...ALLOWED_UPDATES] });
  done.push(`webhook ${webhook}`);
  await api.setChatMenuButton({ menu_button: { type: "web_app", text: say(T.openMenu, "ru"), web_app: { url: `${site}/` } } });
  done.push(`menu button → ${site}/`);
  const commands = (locale: (typeof LOCALES)[number]) =>
    COMMANDS.map((command) => ({ command, description: say({ menu: T.openMenu, orders: T.myOrders, help: T.cmdHelp }[command], locale) }));
  // The default (no language_code) is Russian, the storefront's default language.
  await api.setMyCommands(commands("ru"));
  await api.setMyDescription(say(T.description, "ru"));
  await api.setMyShortDescription(say(T.shortDescription, "ru"));
  for (const locale of LOCALES) {
    await api.setMyCommands(commands(locale), { language_code: locale });
    await api.setMyDescription(say(T.description, locale), { language_code: locale });
    await api.setMyShortDescription(say(T.shortDescription, locale), { language_code: locale });
  }
  done.push(`commands and descriptions: default, ${LOCALES.join(", ")}`);
  return done;
}
