import { describe, expect, it } from "vitest";
import { deliveryFrom, recentDelivery, resendOffer } from "./code-delivery";

const NOW = 1_000_000;

describe("where the code went", () => {
  it("reads the server's answer", () => {
    expect(deliveryFrom({ channel: "telegram", resendAfterSeconds: 60, smsAvailable: true }, NOW)).toEqual({
      channel: "telegram",
      resendAt: NOW + 60_000,
      smsAvailable: true,
      recent: false,
    });
    expect(deliveryFrom({ channel: "sms", resendAfterSeconds: 45, smsAvailable: true }, NOW)).toMatchObject({
      channel: "sms",
      resendAt: NOW + 45_000,
    });
    expect(deliveryFrom({ channel: "log", resendAfterSeconds: 60, smsAvailable: false }, NOW).channel).toBe("log");
  });

  it("treats an empty or odd answer as an unknown channel with the usual minute", () => {
    expect(deliveryFrom(null, NOW)).toEqual({ channel: null, resendAt: NOW + 60_000, smsAvailable: false, recent: false });
    expect(deliveryFrom({ channel: "pigeon", resendAfterSeconds: "soon", smsAvailable: "yes" }, NOW)).toEqual({
      channel: null,
      resendAt: NOW + 60_000,
      smsAvailable: false,
      recent: false,
    });
  });

  it("a code sent moments ago: unknown channel, the server's wait", () => {
    expect(recentDelivery(42, NOW)).toEqual({ channel: null, resendAt: NOW + 42_000, smsAvailable: false, recent: true });
  });
});

describe("what the code step offers", () => {
  const telegram = deliveryFrom({ channel: "telegram", resendAfterSeconds: 60, smsAvailable: true }, NOW);
  it("nothing but the countdown while the pause lasts", () => {
    expect(resendOffer(telegram, 12)).toEqual({ again: false, sms: false });
  });
  it("after it, a new code, and SMS instead when the code went in Telegram and SMS is there", () => {
    expect(resendOffer(telegram, 0)).toEqual({ again: true, sms: true });
    expect(resendOffer({ ...telegram, smsAvailable: false }, 0)).toEqual({ again: true, sms: false });
    expect(resendOffer({ ...telegram, channel: "sms" }, 0)).toEqual({ again: true, sms: false });
    expect(resendOffer({ ...telegram, channel: "log" }, 0)).toEqual({ again: true, sms: false });
    expect(resendOffer(recentDelivery(0, NOW), 0)).toEqual({ again: true, sms: false });
  });
});
