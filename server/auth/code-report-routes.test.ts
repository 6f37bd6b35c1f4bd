// Delivery reports: Telegram Gateway's, signed as Telegram documents (accepted, refused when
// unsigned, wrongly signed or stale), and Eskiz's at its keyed address; the latest status is kept.
// The providers' servers get through the same-origin guard; browsers from other sites do not.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeReports } from "../db/schema";
import { createTestApp } from "../test/test-app";
import { telegramReportSignature } from "./code-report-routes";
import { eskizReportKey } from "./eskiz-sender";
import { type FakeTelegramGateway, startFakeTelegramGateway } from "./test/fake-telegram-gateway";

const ESKIZ_PASSWORD = "eskiz-secret";
let gateway: FakeTelegramGateway;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  gateway = await startFakeTelegramGateway();
  t = await createTestApp({ TELEGRAM_GATEWAY_TOKEN: gateway.token, ESKIZ_EMAIL: "shop@example.uz", ESKIZ_PASSWORD });
});
afterAll(async () => {
  await Promise.all([t?.close(), gateway.close()]);
});

const post = (path: string, init: { headers: Record<string, string>; body: string }) => t.app.request(path, { method: "POST", ...init });
const statusOf = async (requestId: string) =>
  (await t.database.db.select().from(codeReports).where(eq(codeReports.requestId, requestId)))[0]?.status ?? null;
const report = (requestId: string, status: string, updatedAt = Math.floor(Date.now() / 1000)) => ({
  request_id: requestId,
  phone_number: "+998901234567",
  request_cost: 0,
  delivery_status: { status, updated_at: updatedAt },
});

describe("POST /api/auth/code-report (Telegram Gateway)", () => {
  it("signs as documented: hex HMAC-SHA256 of timestamp, line feed, body, keyed with SHA256 of the token", () => {
    // Worked out with openssl: printf '1700000000\n{"a":1}' | openssl dgst -sha256 -mac HMAC -macopt hexkey:$(printf token | sha256sum | cut -d' ' -f1)
    expect(telegramReportSignature("token", "1700000000", '{"a":1}')).toBe(
      "c7bc878695525e78cd92b9e6edbf75a0469ba1925c1becd6e387b88ac4c86820",
    );
  });

  it("stores a well-signed report, and keeps the newest status", async () => {
    const res = await post("/api/auth/code-report", gateway.report(report("req-1", "sent", 100)));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect(await statusOf("req-1")).toBe("sent");
    expect((await post("/api/auth/code-report", gateway.report(report("req-1", "read", 300)))).status).toBe(200);
    // A retried older report arrives late: acknowledged, not stored over the newer one.
    expect((await post("/api/auth/code-report", gateway.report(report("req-1", "delivered", 200)))).status).toBe(200);
    expect(await statusOf("req-1")).toBe("read");
  });

  it("takes the report whatever its content type (the signature is the credential)", async () => {
    const signed = gateway.report(report("req-2", "delivered"));
    const res = await post("/api/auth/code-report", { ...signed, headers: { ...signed.headers, "Content-Type": "text/plain" } });
    expect(res.status).toBe(200);
    expect(await statusOf("req-2")).toBe("delivered");
  });

  it("refuses a report without a signature (401), with a wrong one or a stale one (403)", async () => {
    const signed = gateway.report(report("req-3", "delivered"));
    const unsigned = await post("/api/auth/code-report", { headers: { "Content-Type": "application/json" }, body: signed.body });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toMatchObject({ code: "signature_required" });

    const forged = gateway.report(report("req-3", "delivered"), undefined, "another-token");
    const wrong = await post("/api/auth/code-report", forged);
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ code: "signature_invalid" });

    const tampered = await post("/api/auth/code-report", { headers: signed.headers, body: signed.body.replace("delivered", "read") });
    expect(tampered.status).toBe(403);

    const stale = await post("/api/auth/code-report", gateway.report(report("req-3", "delivered"), Math.floor(Date.now() / 1000) - 3600));
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ code: "report_expired" });
    expect(await statusOf("req-3")).toBeNull();
  });

  it("refuses a signed report that is not a RequestStatus (400)", async () => {
    const res = await post("/api/auth/code-report", gateway.report({ nothing: true }));
    expect(res.status).toBe(400);
  });

  it("still refuses a browser on another site", async () => {
    const signed = gateway.report(report("req-4", "delivered"));
    const res = await post("/api/auth/code-report", { ...signed, headers: { ...signed.headers, "Sec-Fetch-Site": "cross-site" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "cross_site" });
    expect(await statusOf("req-4")).toBeNull();
  });

  it("answers 503 when no gateway token is configured", async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.request("/api/auth/code-report", { method: "POST", ...gateway.report(report("req-5", "sent")) });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: "reports_off" });
    } finally {
      await bare.close();
    }
  });
});

describe("POST /api/auth/code-report/eskiz", () => {
  const key = eskizReportKey(ESKIZ_PASSWORD);

  it("stores Eskiz's status posted as a form or as JSON at the keyed address", async () => {
    const form = await post(`/api/auth/code-report/eskiz?key=${key}`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ message_id: "4385062", status: "DELIVERED", phone_number: "998901234567" }).toString(),
    });
    expect(form.status).toBe(200);
    expect(await statusOf("4385062")).toBe("DELIVERED");
    const json = await post(`/api/auth/code-report/eskiz?key=${key}`, {
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ request_id: "a1b2", status: "REJECTED" }),
    });
    expect(json.status).toBe(200);
    expect(await statusOf("a1b2")).toBe("REJECTED");
  });

  it("refuses a wrong or missing key (403)", async () => {
    for (const path of ["/api/auth/code-report/eskiz?key=0123", "/api/auth/code-report/eskiz"]) {
      const res = await post(path, {
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ message_id: "x1", status: "DELIVERED" }),
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: "report_key_invalid" });
    }
    expect(await statusOf("x1")).toBeNull();
  });
});
