// npm run telegram:setup — registers the bot with Telegram: webhook (PUBLIC_URL/api/telegram/webhook
// with TELEGRAM_WEBHOOK_SECRET), menu button, commands and descriptions (docs/telegram.md).
import { Bot } from "grammy";
import { ConfigError, loadConfig } from "../server/config";
import { SetupError, setupBot, setupProblems } from "../server/bot/setup";

async function main() {
  const config = loadConfig();
  const problems = setupProblems(config);
  if (problems.length) throw new SetupError(`The bot cannot be set up:\n  ${problems.join("\n  ")}`);
  const bot = new Bot(config.telegramBotToken as string, { client: { apiRoot: config.telegramApiRoot } });
  for (const line of await setupBot(bot.api, config)) console.log(`✓ ${line}`);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof SetupError) console.error(err.message);
  else console.error("Telegram set-up failed:", err instanceof Error ? err.message : err);
  process.exit(1);
});
