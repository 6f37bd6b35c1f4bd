// A fake Eskiz (notify.eskiz.uz) on loopback: POST /api/auth/login (form email, password) gives
// `{ message: "token_generated", data: { token }, token_type: "bearer" }`; POST
// /api/message/sms/send (Bearer token; form mobile_phone 998XXXXXXXXX, message, from,
// callback_url) answers `{ id, message: "Waiting for SMS provider", status: "waiting" }`, 401 with a
// token it did not issue or has expired.
import { randomUUID } from "node:crypto";
import { type FakeProvider, startFakeProvider } from "./fake-provider";

export interface FakeEskiz extends FakeProvider {
  email: string;
  password: string;
  /** Every SMS accepted. */
  sent: { mobilePhone: string; message: string; from: string; callbackUrl?: string }[];
  /** How many tokens were issued (logins). */
  logins(): number;
  /** Tokens issued so far stop working (as after their 30 days). */
  expireTokens(): void;
}

export async function startFakeEskiz(email = "shop@example.uz", password = "eskiz-test-password"): Promise<FakeEskiz> {
  const valid = new Set<string>();
  let issued = 0;
  const sent: FakeEskiz["sent"] = [];
  const provider = await startFakeProvider((call) => {
    if (call.path === "/api/auth/login") {
      if (call.fields.email !== email || call.fields.password !== password)
        return { status: 401, body: { message: "Invalid credentials" } };
      const token = `eskiz-${randomUUID()}`;
      valid.add(token);
      issued++;
      return { status: 200, body: { message: "token_generated", data: { token }, token_type: "bearer" } };
    }
    if (call.path === "/api/message/sms/send") {
      const bearer = (call.headers.authorization ?? "").replace(/^Bearer /, "");
      if (!valid.has(bearer)) return { status: 401, body: { status: "token-invalid", message: "Expired" } };
      const { mobile_phone: mobilePhone = "", message = "", from = "", callback_url: callbackUrl } = call.fields;
      if (!/^998\d{9}$/.test(mobilePhone) || !message || !from)
        return { status: 400, body: { status: "error", message: "Invalid fields" } };
      sent.push({ mobilePhone, message, from, callbackUrl });
      return { status: 200, body: { id: randomUUID(), message: "Waiting for SMS provider", status: "waiting" } };
    }
    return { status: 404, body: { message: "Not found" } };
  });
  return {
    ...provider,
    email,
    password,
    sent,
    logins: () => issued,
    expireTokens: () => valid.clear(),
  };
}
