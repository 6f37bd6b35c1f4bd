// A JSON body nested 100,000 deep is refused (400) by a scan of its text before it is parsed, on
// every JSON route; and the NUL check that walks parsed bodies is a loop, so whatever a schema lets
// through (a Telegram update keeps its unknown fields) cannot exhaust the call stack.
import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";
import { jsonDepth, MAX_JSON_DEPTH } from "./json-body";

const N = 100_000;
const deepObject = `${'{"a":'.repeat(N)}1${"}".repeat(N)}`;
const deepArray = `${"[".repeat(N)}${"]".repeat(N)}`;
const SECRET = "json-depth-webhook-secret";

describe("jsonDepth", () => {
  it("counts arrays and objects, not brackets inside strings", () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[{{{"}],"c":"\\"}]"}')).toBe(3);
    expect(jsonDepth("1")).toBe(0);
    expect(jsonDepth(deepArray)).toBe(MAX_JSON_DEPTH + 1);
  });
});

describe("deeply nested JSON bodies", () => {
  it("are refused with 400 on every kind of JSON route, quickly", async () => {
    const t = await createTestApp({
      OPERATOR_TOKEN: "op-secret",
      TELEGRAM_BOT_TOKEN: "123456:json-depth",
      TELEGRAM_WEBHOOK_SECRET: SECRET,
    });
    try {
      const customer = await t.signIn("+998901004301");
      const requests: [string, Record<string, string>, string][] = [
        ["/api/telegram/webhook", { "X-Telegram-Bot-Api-Secret-Token": SECRET }, `{"update_id":1,"x":${deepObject}}`],
        ["/api/telegram/webhook", { "X-Telegram-Bot-Api-Secret-Token": SECRET }, deepArray],
        ["/api/operator/news", { Authorization: "Bearer op-secret" }, `{"title":${deepObject}}`],
        ["/api/auth/code", {}, deepObject],
        ["/api/delivery/Create", { ...customer.auth, "Idempotency-Key": "deep-1" }, deepArray],
      ];
      for (const [path, headers, body] of requests) {
        const started = Date.now();
        const res = await t.app.request(path, { method: "POST", headers: { ...headers, "Content-Type": "application/json" }, body });
        expect(res.status, path).toBe(400);
        expect(await res.json(), path).toMatchObject({ code: "too_deep", error: expect.stringMatching(/nested too deeply/) });
        expect(Date.now() - started).toBeLessThan(1_000);
      }
      // A body at the limit is read as usual (and refused or taken by its schema).
      const nested = `{"update_id":2,"x":${'{"a":'.repeat(MAX_JSON_DEPTH - 1)}"\\u0000"${"}".repeat(MAX_JSON_DEPTH - 1)}}`;
      const nul = await t.app.request("/api/telegram/webhook", {
        method: "POST",
        headers: { "X-Telegram-Bot-Api-Secret-Token": SECRET, "Content-Type": "application/json" },
        body: nested,
      });
      expect(nul.status).toBe(400);
      expect(await nul.json()).toMatchObject({
        code: "invalid_parameters",
        fields: { [`x${".a".repeat(MAX_JSON_DEPTH - 1)}`]: "must not contain NUL characters" },
      });
    } finally {
      await t.close();
    }
  });
});
