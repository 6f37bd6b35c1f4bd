// The code senders against fake Telegram Gateway and Eskiz servers on loopback: the order of the
// chain, falling over on 5xx, 429, timeouts, dropped connections and numbers without Telegram,
// `via: sms`, Eskiz's token kept and renewed once, and the SMS in the customer's language.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setLogLevel } from "../log";
import { CODE_SMS_TEMPLATES, codeSms, requestLocale } from "./code-messages";
import { type CodeMessage, CodeNotSentError, codeSenderChain } from "./code-sender";
import { createCodeSender } from "./create-code-sender";
import { eskizReportKey, eskizSender } from "./eskiz-sender";
import { telegramGatewaySender } from "./telegram-gateway-sender";
import { type FakeEskiz, startFakeEskiz } from "./test/fake-eskiz";
import { type FakeTelegramGateway, startFakeTelegramGateway } from "./test/fake-telegram-gateway";

let gateway: FakeTelegramGateway;
let eskiz: FakeEskiz;
beforeAll(async () => {
  setLogLevel("silent");
  [gateway, eskiz] = await Promise.all([startFakeTelegramGateway(), startFakeEskiz()]);
});
afterAll(async () => {
  await Promise.all([gateway.close(), eskiz.close()]);
});
beforeEach(() => {
  gateway.calls.length = 0;
  gateway.delivered.length = 0;
  gateway.withoutTelegram.clear();
  eskiz.calls.length = 0;
  eskiz.sent.length = 0;
});

const TIMEOUT_MS = 1000;
const message = (over: Partial<CodeMessage> = {}): CodeMessage => ({
  phone: "+998901234567",
  code: "123456",
  ttlSeconds: 300,
  locale: "ru",
  ...over,
});
const telegram = (callbackUrl: string | null = null) =>
  telegramGatewaySender({ token: gateway.token, url: gateway.url, callbackUrl, timeoutMs: TIMEOUT_MS });
const sms = (over: { password?: string; callbackUrl?: string | null } = {}) =>
  eskizSender({
    email: eskiz.email,
    password: over.password ?? eskiz.password,
    from: "LazzatPz",
    url: eskiz.url,
    callbackUrl: over.callbackUrl ?? null,
    timeoutMs: TIMEOUT_MS,
  });
const chain = () => codeSenderChain([telegram(), sms()]);

describe("Telegram Gateway sender", () => {
  it("checks the number, then sends our code with its time to live under the checked request_id", async () => {
    await telegram("https://pizza.example/api/auth/code-report").send(message());
    expect(gateway.calls.map((c) => c.path)).toEqual(["/checkSendAbility", "/sendVerificationMessage"]);
    for (const call of gateway.calls) expect(call.headers.authorization).toBe(`Bearer ${gateway.token}`);
    const [checked, sent] = gateway.calls;
    expect(checked.fields).toEqual({ phone_number: "+998901234567" });
    expect(sent.fields).toMatchObject({ phone_number: "+998901234567", code: "123456", ttl: 300 });
    expect(gateway.delivered).toEqual([
      expect.objectContaining({ phone: "+998901234567", code: "123456", callbackUrl: "https://pizza.example/api/auth/code-report" }),
    ]);
    expect(gateway.delivered[0].requestId).toBeTruthy();
  });

  it("sends no callback_url without PUBLIC_URL", async () => {
    await telegram(null).send(message());
    expect(gateway.calls[1].fields).not.toHaveProperty("callback_url");
  });

  it("fails on a wrong token, marked as our misconfiguration", async () => {
    const wrong = telegramGatewaySender({ token: "nope", url: gateway.url, callbackUrl: null, timeoutMs: TIMEOUT_MS });
    await expect(wrong.send(message())).rejects.toMatchObject({
      sender: "telegram",
      misconfigured: true,
      reason: expect.stringContaining("ACCESS_TOKEN_INVALID"),
    });
  });
});

describe("Eskiz sender", () => {
  it("logs in once, keeps the token for later sends, and sends the template in the customer's language", async () => {
    const sender = sms({ callbackUrl: "https://pizza.example/api/auth/code-report/eskiz?key=k" });
    const before = eskiz.logins();
    await sender.send(message({ locale: "uz", code: "654321" }));
    await sender.send(message({ locale: "en", code: "111222", phone: "+998935554433" }));
    await sender.send(message({ locale: "ru", code: "333444" }));
    expect(eskiz.logins() - before).toBe(1);
    expect(eskiz.calls.filter((c) => c.path === "/api/auth/login")[0].fields).toEqual({ email: eskiz.email, password: eskiz.password });
    expect(eskiz.sent).toEqual([
      {
        mobilePhone: "998901234567",
        message: "Lazzat Pizza: kirish kodi 654321. Uni hech kimga bermang.",
        from: "LazzatPz",
        callbackUrl: "https://pizza.example/api/auth/code-report/eskiz?key=k",
      },
      {
        mobilePhone: "998935554433",
        message: "Lazzat Pizza: your sign-in code is 111222. Do not share it.",
        from: "LazzatPz",
        callbackUrl: expect.any(String),
      },
      {
        mobilePhone: "998901234567",
        message: "Lazzat Pizza: код для входа 333444. Никому его не сообщайте.",
        from: "LazzatPz",
        callbackUrl: expect.any(String),
      },
    ]);
    for (const call of eskiz.calls.filter((c) => c.path === "/api/message/sms/send"))
      expect(call.headers.authorization).toMatch(/^Bearer eskiz-/);
  });

  it("renews an expired token once and sends", async () => {
    const sender = sms();
    await sender.send(message());
    const before = eskiz.logins();
    eskiz.expireTokens();
    await sender.send(message({ code: "999000" }));
    expect(eskiz.logins() - before).toBe(1);
    expect(eskiz.sent.at(-1)?.message).toContain("999000");
    expect(eskiz.calls.map((c) => c.path).slice(-3)).toEqual(["/api/message/sms/send", "/api/auth/login", "/api/message/sms/send"]);
  });

  it("renews only once: a second 401 fails the send", async () => {
    const sender = sms();
    await sender.send(message());
    eskiz.fail("/api/message/sms/send", { status: 401, body: { message: "Expired" } }, 2);
    const before = eskiz.logins();
    await expect(sender.send(message())).rejects.toMatchObject({ sender: "eskiz", reason: expect.stringContaining("401") });
    expect(eskiz.logins() - before).toBe(1);
    expect(eskiz.calls.filter((c) => c.path === "/api/message/sms/send")).toHaveLength(3);
  });

  it("shares one login between sends that start together", async () => {
    const sender = sms();
    const before = eskiz.logins();
    await Promise.all([sender.send(message()), sender.send(message({ phone: "+998935554433" }))]);
    expect(eskiz.logins() - before).toBe(1);
    expect(eskiz.sent).toHaveLength(2);
  });

  it("fails when the credentials are refused, marked as our misconfiguration", async () => {
    await expect(sms({ password: "wrong" }).send(message())).rejects.toMatchObject({ sender: "eskiz", misconfigured: true });
    expect(eskiz.sent).toHaveLength(0);
  });
});

describe("the chain", () => {
  it("tries Telegram first and stops there when it delivers", async () => {
    expect(await chain().send(message())).toBe("telegram");
    expect(gateway.delivered).toHaveLength(1);
    expect(eskiz.calls).toHaveLength(0);
  });

  it("sends by SMS to a number without Telegram", async () => {
    gateway.withoutTelegram.add("+998901234567");
    expect(await chain().send(message())).toBe("sms");
    expect(gateway.calls.map((c) => c.path)).toEqual(["/checkSendAbility"]);
    expect(eskiz.sent.map((s) => s.mobilePhone)).toEqual(["998901234567"]);
  });

  it.each([
    ["a 5xx of checkSendAbility", "/checkSendAbility", { status: 502 }],
    ["a 429 of sendVerificationMessage", "/sendVerificationMessage", { status: 429, body: { ok: false, error: "FLOOD_WAIT" } }],
    ["a gateway that does not answer", "/checkSendAbility", "hang"],
    ["a dropped connection", "/sendVerificationMessage", "drop"],
  ] as const)("falls over to SMS on %s", async (_, path, mishap) => {
    gateway.fail(path, mishap);
    const started = Date.now();
    expect(await chain().send(message())).toBe("sms");
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    expect(eskiz.sent).toHaveLength(1);
  });

  it("`via: sms` skips Telegram", async () => {
    expect(await chain().send(message({ via: "sms" }))).toBe("sms");
    expect(gateway.calls).toHaveLength(0);
    expect(eskiz.sent).toHaveLength(1);
  });

  it("`via: sms` without an SMS sender uses the senders there are", async () => {
    expect(await codeSenderChain([telegram()]).send(message({ via: "sms" }))).toBe("telegram");
  });

  it("throws CodeNotSentError when every sender fails", async () => {
    gateway.fail("/checkSendAbility", { status: 500 });
    eskiz.fail("/api/auth/login", { status: 503 });
    const error = await chain()
      .send(message())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CodeNotSentError);
    expect((error as CodeNotSentError).failures).toEqual([
      "telegram: checkSendAbility: server error (500)",
      "eskiz: login: server error (503)",
    ]);
  });

  it("says whether SMS is available", () => {
    expect(chain().smsAvailable).toBe(true);
    expect(codeSenderChain([telegram()]).smsAvailable).toBe(false);
  });
});

describe("createCodeSender", () => {
  const config = {
    telegramGateway: { token: "", url: "" },
    eskiz: { email: "", password: "", from: "4546", url: "" },
    publicUrl: "https://pizza.example",
  };

  it("builds CODE_SENDER's order with the providers' settings and report addresses", async () => {
    const sender = createCodeSender(
      {
        ...config,
        codeSenders: ["telegram", "eskiz"],
        telegramGateway: { token: gateway.token, url: gateway.url },
        eskiz: { email: eskiz.email, password: eskiz.password, from: "4546", url: eskiz.url },
      },
      TIMEOUT_MS,
    );
    expect(sender.smsAvailable).toBe(true);
    expect(await sender.send(message())).toBe("telegram");
    expect(gateway.delivered[0].callbackUrl).toBe("https://pizza.example/api/auth/code-report");
    expect(await sender.send(message({ via: "sms" }))).toBe("sms");
    expect(eskiz.sent[0].callbackUrl).toBe(`https://pizza.example/api/auth/code-report/eskiz?key=${eskizReportKey(eskiz.password)}`);
  });

  it("log alone writes the code to the log and offers no SMS", async () => {
    const sender = createCodeSender({ ...config, codeSenders: ["log"] });
    expect(sender.smsAvailable).toBe(false);
    expect(await sender.send(message())).toBe("log");
  });
});

describe("the SMS text and the customer's language", () => {
  it("has one template per language, each one SMS part with the code in it", () => {
    for (const [locale, template] of Object.entries(CODE_SMS_TEMPLATES)) {
      expect(template, locale).toContain("{code}");
      const text = codeSms(locale as "ru", "123456");
      expect(text.length, locale).toBeLessThanOrEqual([...text].some((ch) => ch.charCodeAt(0) > 127) ? 70 : 160);
    }
  });

  it("takes the body's language, else Accept-Language, else Russian", () => {
    expect(requestLocale(1, "en")).toBe("uz");
    expect(requestLocale(3, undefined)).toBe("en");
    expect(requestLocale("uz", "ru")).toBe("uz");
    expect(requestLocale(undefined, "de-DE,en-US;q=0.8,uz;q=0.9")).toBe("uz");
    expect(requestLocale(undefined, "en-GB")).toBe("en");
    expect(requestLocale(undefined, "fr, de")).toBe("ru");
    expect(requestLocale(undefined, undefined)).toBe("ru");
  });
});
