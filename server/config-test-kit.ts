// What the settings' tests share: the least a production start needs, and the message of a refusal.
import { expect } from "vitest";
import { ConfigError, loadConfig } from "./config";

/** The least a production start takes: its https address and a real sender of sign-in codes. */
export const production = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://pizza.example",
  CODE_SENDER: "eskiz",
  ESKIZ_EMAIL: "shop@example.com",
  ESKIZ_PASSWORD: "secret",
};

/** The message loadConfig refuses these settings with (a ConfigError); the test fails when they are taken. */
export function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error("the configuration was accepted");
}
