// A fake Telegram Bot API on 127.0.0.1 for the bot's tests: records every call (method + JSON
// params), answers like Telegram, and can be told to fail the next calls of a method with a 429
// (retry_after), a 5xx, or a dropped connection; a chat can refuse every call (a blocked bot's 403).
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedCall {
  method: string;
  params: Record<string, unknown>;
}

export type Failure =
  | { kind: "429"; retryAfter: number }
  | { kind: "5xx"; status?: number }
  | { kind: "drop" }
  | { kind: "400"; description: string }
  | { kind: "403"; description: string };

export const FAKE_TOKEN = "123456:TEST-fake-bot-token";

export async function startFakeBotApi() {
  const calls: RecordedCall[] = [];
  const failures = new Map<string, Failure[]>();
  /** Chats that always refuse (a user who blocked the bot: 403). */
  const refusing = new Map<number, Failure>();
  let messageId = 1000;
  /** Methods whose answers wait until released. */
  const held = new Map<string, Promise<void>>();

  const reply = (method: string, params: Record<string, unknown>): unknown => {
    switch (method) {
      case "getMe":
        return {
          id: 123456,
          is_bot: true,
          first_name: "Pizza",
          username: "pizza_test_bot",
          can_join_groups: true,
          can_read_all_group_messages: false,
          supports_inline_queries: false,
        };
      case "sendMessage":
        return { message_id: ++messageId, date: 0, chat: { id: params.chat_id, type: "private" }, text: params.text };
      case "sendPhoto":
        return {
          message_id: ++messageId,
          date: 0,
          chat: { id: params.chat_id, type: "private" },
          caption: params.caption,
          photo: [{ file_id: `photo-file-${String(params.photo).length}`, file_unique_id: "u", width: 960, height: 640 }],
        };
      case "editMessageText":
        return { message_id: params.message_id, date: 0, chat: { id: params.chat_id, type: "private" }, text: params.text };
      case "createInvoiceLink":
        return `https://t.me/$invoice-${params.payload}`;
      default:
        return true;
    }
  };

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", async () => {
      const method = (req.url ?? "").split("/").pop() ?? "";
      let params: Record<string, unknown> = {};
      try {
        params = body ? JSON.parse(body) : {};
      } catch {
        params = { raw: body };
      }
      await held.get(method);
      const queue = failures.get(method);
      const failure = refusing.get(Number(params.chat_id)) ?? queue?.shift();
      calls.push({ method, params });
      if (failure?.kind === "drop") {
        req.socket.destroy();
        return;
      }
      res.setHeader("content-type", "application/json");
      if (failure?.kind === "429") {
        res.statusCode = 429;
        res.end(
          JSON.stringify({
            ok: false,
            error_code: 429,
            description: `Too Many Requests: retry after ${failure.retryAfter}`,
            parameters: { retry_after: failure.retryAfter },
          }),
        );
      } else if (failure?.kind === "5xx") {
        res.statusCode = failure.status ?? 502;
        res.end(JSON.stringify({ ok: false, error_code: res.statusCode, description: "Bad Gateway" }));
      } else if (failure?.kind === "400" || failure?.kind === "403") {
        res.statusCode = Number(failure.kind);
        res.end(JSON.stringify({ ok: false, error_code: res.statusCode, description: failure.description }));
      } else {
        res.end(JSON.stringify({ ok: true, result: reply(method, params) }));
      }
    });
  });
  // Like Telegram, keep idle connections open longer than a test's pause: with Node's default 5 s
  // the bot's pooled socket could be closed just as it is reused (ECONNRESET, a flaky 503).
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiRoot: `http://127.0.0.1:${port}`,
    calls,
    /** The calls of one method, oldest first. */
    of: (method: string) => calls.filter((c) => c.method === method),
    /** The next `times` calls of `method` fail this way. */
    fail(method: string, failure: Failure, times = 1) {
      failures.set(method, [...(failures.get(method) ?? []), ...Array.from({ length: times }, () => failure)]);
    },
    /** Every call to this chat fails this way (e.g. 403 "Forbidden: bot was blocked by the user"). */
    refuseChat(chatId: number, failure: Failure) {
      refusing.set(chatId, failure);
    },
    /** Calls of `method` get no answer until the returned function is called. */
    hold(method: string): () => void {
      let release = () => {};
      held.set(
        method,
        new Promise<void>((resolve) => {
          release = () => {
            held.delete(method);
            resolve();
          };
        }),
      );
      return release;
    },
    clear() {
      calls.length = 0;
      failures.clear();
      refusing.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeBotApi = Awaited<ReturnType<typeof startFakeBotApi>>;
