import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeNull();
  });

  it.each([
    [{ PORT: "http" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ API_BASE_URL: "not a url" }, "API_BASE_URL"],
    [{ GEOCODER: "nominatim" }, "GEOCODER_URL"],
    [{ TELEGRAM_WEBHOOK_SECRET: "short" }, "TELEGRAM_WEBHOOK_SECRET"],
    [{ TELEGRAM_WEBHOOK_SECRET: "has spaces in it, sixteen+" }, "TELEGRAM_WEBHOOK_SECRET"],
    [{ TELEGRAM_OPERATOR_CHAT_ID: "@operators" }, "TELEGRAM_OPERATOR_CHAT_ID"],
    [{ TELEGRAM_API_ROOT: "api.telegram.org" }, "TELEGRAM_API_ROOT"],
    [{ TELEGRAM_SETUP_ON_START: "yes" }, "TELEGRAM_SETUP_ON_START"],
    [
      { TELEGRAM_SETUP_ON_START: "true", PUBLIC_URL: "https://pizza.example", TELEGRAM_WEBHOOK_SECRET: "s".repeat(20) },
      "TELEGRAM_BOT_TOKEN",
    ],
    [{ TELEGRAM_SETUP_ON_START: "true", TELEGRAM_BOT_TOKEN: "1:x", TELEGRAM_WEBHOOK_SECRET: "s".repeat(20) }, "PUBLIC_URL"],
    [{ TELEGRAM_PAYMENT_PROVIDER_TOKEN: "398062629:TEST:x" }, "TELEGRAM_BOT_TOKEN"],
  ])("stops on %o naming the variable", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
