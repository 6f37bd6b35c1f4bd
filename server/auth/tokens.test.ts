import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "./tokens";

describe("main-API tokens", () => {
  const now = 1_800_000_000;
  it("round-trips and carries the customer", () => {
    const token = signToken({ sub: "c1", exp: now + 60 }, "s");
    expect(verifyToken(token, "s", now)).toEqual({ sub: "c1", exp: now + 60 });
  });
  it("refuses expired, tampered and foreign tokens", () => {
    const token = signToken({ sub: "c1", exp: now + 60 }, "s");
    expect(verifyToken(token, "s", now + 61)).toBeNull();
    expect(verifyToken(token, "other", now)).toBeNull();
    const [, sig] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify({ sub: "c2", exp: now + 60 })).toString("base64url")}.${sig}`;
    expect(verifyToken(forged, "s", now)).toBeNull();
    expect(verifyToken("garbage", "s", now)).toBeNull();
  });
});
