// npm run telegram:setup's calls, in the order Telegram needs them, and its refusals.
import { Bot } from "grammy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { webhookSecret } from "./service";
import { ALLOWED_UPDATES, SetupError, setupBot } from "./setup";
import { FAKE_TOKEN, type FakeBotApi, startFakeBotApi } from "./test/fake-bot-api";

let fake: FakeBotApi;
beforeAll(async () => {
  fake = await startFakeBotApi();
});
afterAll(() => fake.close());

const SECRET = "setup-secret-0123456789";
const config = (env: Record<string, string> = {}) =>
  loadConfig({
    TELEGRAM_BOT_TOKEN: FAKE_TOKEN,
    PUBLIC_URL: "https://pizza.example/",
    TELEGRAM_WEBHOOK_SECRET: SECRET,
    TELEGRAM_API_ROOT: fake.apiRoot,
    ...env,
  });
const api = () => new Bot(FAKE_TOKEN, { client: { apiRoot: fake.apiRoot } }).api;

describe("telegram:setup", () => {
  it("sets the webhook with its secret, the menu button, commands and descriptions per language", async () => {
    fake.clear();
    await setupBot(api(), config());
    expect(fake.of("setWebhook")).toEqual([
      {
        method: "setWebhook",
        params: { url: "https://pizza.example/api/telegram/webhook", secret_token: SECRET, allowed_updates: [...ALLOWED_UPDATES] },
      },
    ]);
    expect(fake.of("setChatMenuButton")[0].params).toEqual({
      menu_button: { type: "web_app", text: "Открыть меню", web_app: { url: "https://pizza.example/" } },
    });
    const commands = fake.of("setMyCommands").map((c) => c.params);
    expect(commands.map((c) => c.language_code)).toEqual([undefined, "ru", "en", "uz"]);
    expect(commands[2].commands).toEqual([
      { command: "menu", description: "Open the menu" },
      { command: "orders", description: "My orders" },
      { command: "help", description: "Help" },
    ]);
    expect(fake.of("setMyDescription").map((c) => c.params.language_code)).toEqual([undefined, "ru", "en", "uz"]);
    expect(fake.of("setMyShortDescription").find((c) => c.params.language_code === "uz")?.params.short_description).toContain("Pitsa");
  });

  it("without TELEGRAM_WEBHOOK_SECRET uses the one derived from the token, as the webhook does", async () => {
    fake.clear();
    await setupBot(api(), config({ TELEGRAM_WEBHOOK_SECRET: "" }));
    const secret = fake.of("setWebhook")[0].params.secret_token;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(secret).toBe(webhookSecret({ telegramBotToken: FAKE_TOKEN, telegramWebhookSecret: null }));
  });

  it.each([
    [{ PUBLIC_URL: "" }, "PUBLIC_URL is not set"],
    [{ PUBLIC_URL: "http://pizza.example" }, "PUBLIC_URL must be https"],
    [{ TELEGRAM_BOT_TOKEN: "" }, "TELEGRAM_BOT_TOKEN is not set"],
  ])("refuses %o with a clear message and calls nothing", async (env, message) => {
    fake.clear();
    await expect(setupBot(api(), config(env))).rejects.toThrow(SetupError);
    await expect(setupBot(api(), config(env))).rejects.toThrow(message);
    expect(fake.calls).toHaveLength(0);
  });
});
