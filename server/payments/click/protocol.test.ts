// Click's wire: the documented signatures (vectors computed outside this code, with Python's
// hashlib), the form's checks and the amount in tiyin.
import { describe, expect, it } from "vitest";
import { clickAuthHeader } from "./merchant-api";
import { amountInTiyin, clickAnswer, orderIdOf, parseClickCall, signatureValid } from "./protocol";

const prepareFields = {
  click_trans_id: "123456",
  service_id: "41001",
  click_paydoc_id: "654321",
  merchant_trans_id: "77",
  amount: "15000.00",
  action: "0",
  error: "0",
  error_note: "Success",
  sign_time: "2026-11-21 12:00:00",
  sign_string: "f1085b185a496cc4ebd41dab3f62fc28",
};

describe("Click's signatures", () => {
  it("checks Prepare's md5(click_trans_id service_id SECRET merchant_trans_id amount action sign_time)", () => {
    const parsed = parseClickCall(prepareFields, false);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(signatureValid(parsed.call, "SECRET")).toBe(true);
    expect(signatureValid(parsed.call, "OTHER")).toBe(false);
    // Upper-case hex is the same signature.
    expect(signatureValid({ ...parsed.call, signString: parsed.call.signString.toUpperCase() }, "SECRET")).toBe(true);
    // Any signed field changed breaks it, including the amount's spelling.
    expect(signatureValid({ ...parsed.call, amount: "15000" }, "SECRET")).toBe(false);
  });

  it("checks Complete's signature, which adds merchant_prepare_id after merchant_trans_id", () => {
    const parsed = parseClickCall(
      { ...prepareFields, action: "1", merchant_prepare_id: "9", sign_string: "02a5d6cfcf844ee1f0d4e899de4ad7c5" },
      true,
    );
    expect(parsed.ok && signatureValid(parsed.call, "SECRET")).toBe(true);
  });

  it("builds the Merchant API's Auth header: user:sha1(timestamp + secret):timestamp", () => {
    expect(clickAuthHeader("123", "SECRET", new Date(1519051543_000))).toBe("123:c094893e07700c6cbdc7c74b6745596fb1750183:1519051543");
  });
});

describe("Click's form", () => {
  it("names every missing or malformed field", () => {
    const parsed = parseClickCall({ ...prepareFields, click_trans_id: "12a", amount: undefined, sign_string: "zz" }, false);
    expect(parsed).toEqual({ ok: false, reason: "missing or malformed: click_trans_id, amount, sign_string" });
    expect(parseClickCall(prepareFields, true)).toEqual({ ok: false, reason: "missing or malformed: merchant_prepare_id" });
    expect(parseClickCall({ ...prepareFields, merchant_trans_id: ["1", "2"] }, false).ok).toBe(false);
    expect(parseClickCall({ ...prepareFields, merchant_trans_id: "7\u00007" }, false).ok).toBe(false);
  });

  it("reads so'm with up to two decimals as tiyin, and nothing else", () => {
    expect(amountInTiyin("15000")).toBe(1_500_000);
    expect(amountInTiyin("15000.5")).toBe(1_500_050);
    expect(amountInTiyin("15000.05")).toBe(1_500_005);
    for (const bad of ["", "-1", "1e5", "15000.001", "0x10", " 1", "NaN", "1.", "99999999999999"]) expect(amountInTiyin(bad)).toBeNull();
  });

  it("takes only our serial ids as orders", () => {
    expect(orderIdOf("77")).toBe(77);
    for (const bad of ["0", "-1", "7.5", "abc", "2147483648", "1234567890"]) expect(orderIdOf(bad)).toBeNull();
  });

  it("answers with Click's ids, our id under the stage's name, and the code's note", () => {
    expect(clickAnswer("prepare", { clickTransId: "123456", merchantTransId: "77" }, "success", 9)).toEqual({
      click_trans_id: 123456,
      merchant_trans_id: "77",
      merchant_prepare_id: 9,
      error: 0,
      error_note: "Success",
    });
    expect(clickAnswer("complete", {}, "cancelled")).toEqual({
      click_trans_id: null,
      merchant_trans_id: null,
      merchant_confirm_id: null,
      error: -9,
      error_note: "Transaction cancelled",
    });
  });
});
