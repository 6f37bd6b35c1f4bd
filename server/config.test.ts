import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { production, refusal } from "./config-test-kit";

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

describe("production (NODE_ENV=production)", () => {
  it("defaults to development: demo data, cookies without Secure, Node's keep-alive raised to 75 s", () => {
    const config = loadConfig({});
    expect(config.env).toBe("development");
    expect(config.production).toBe(false);
    expect(config.seedDemo).toBe(true);
    expect(config.cookieSecure).toBe(false);
    expect(config.keepAliveTimeoutMs).toBe(75_000);
  });

  it("turns demo data off and Secure cookies on", () => {
    const config = loadConfig(production);
    expect(config.production).toBe(true);
    expect(config.seedDemo).toBe(false);
    expect(config.cookieSecure).toBe(true);
    expect(config.keepAliveTimeoutMs).toBe(75_000);
  });

  it("still takes SEED_DEMO and COOKIE_SECURE as set", () => {
    const config = loadConfig({ ...production, SEED_DEMO: "true", COOKIE_SECURE: "false" });
    expect(config.seedDemo).toBe(true);
    expect(config.cookieSecure).toBe(false);
    expect(loadConfig({ SEED_DEMO: "false", COOKIE_SECURE: "true" })).toMatchObject({ seedDemo: false, cookieSecure: true });
  });

  it("refuses an empty start naming PUBLIC_URL and CODE_SENDER, and nothing else", () => {
    const message = refusal({ NODE_ENV: "production" });
    expect(message).toContain("PUBLIC_URL: must be the site's https address in production");
    expect(message).toContain("CODE_SENDER: log only writes sign-in codes to the server log");
    expect(message.split("\n")).toHaveLength(3);
  });

  it.each(["secret", "x".repeat(31), ` ${"x".repeat(31)} `])("refuses OPERATOR_TOKEN %j (shorter than 32 characters)", (token) => {
    expect(refusal({ ...production, OPERATOR_TOKEN: token })).toMatch(
      /^Invalid configuration:\n {2}OPERATOR_TOKEN: must be at least 32 characters/,
    );
  });

  it("takes a 32-character OPERATOR_TOKEN, or none (the operator API off)", () => {
    expect(loadConfig({ ...production, OPERATOR_TOKEN: "x".repeat(32) }).operatorToken).toBe("x".repeat(32));
    expect(loadConfig(production).operatorToken).toBeNull();
  });

  it.each(["log", "telegram,log", "log,eskiz"])("refuses CODE_SENDER=%s without SEED_DEMO=true", (sender) => {
    const env = { ...production, CODE_SENDER: sender, TELEGRAM_GATEWAY_TOKEN: "gw" };
    expect(refusal(env)).toContain("CODE_SENDER: log only writes sign-in codes");
    expect(refusal({ ...env, SEED_DEMO: "false" })).toContain("CODE_SENDER");
    // A demo on a production build: codes in the log are what it is for.
    expect(loadConfig({ ...env, SEED_DEMO: "true" }).codeSenders).toContain("log");
  });

  it.each(["", "http://pizza.example", "ftp://pizza.example"])("refuses PUBLIC_URL %j", (url) => {
    expect(refusal({ ...production, PUBLIC_URL: url })).toContain("PUBLIC_URL");
  });

  it("checks none of this outside production", () => {
    expect(() => loadConfig({ NODE_ENV: "test", OPERATOR_TOKEN: "short", PUBLIC_URL: "http://localhost:3000" })).not.toThrow();
    expect(() => loadConfig({ OPERATOR_TOKEN: "short" })).not.toThrow();
  });

  it.each([
    [{ KEEP_ALIVE_TIMEOUT: "0" }, "KEEP_ALIVE_TIMEOUT"],
    [{ KEEP_ALIVE_TIMEOUT: "sixty" }, "KEEP_ALIVE_TIMEOUT"],
    [{ NODE_ENV: "prod" }, "NODE_ENV"],
  ])("stops on %o naming the variable", (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it("reads KEEP_ALIVE_TIMEOUT in seconds", () => {
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT: "120" }).keepAliveTimeoutMs).toBe(120_000);
  });
});
