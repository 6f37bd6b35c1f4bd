import { describe, expect, it, vi } from "vitest";
import { createHttpClient, type Credentials } from "./client";
import { bearer, cachedCredentials } from "./credentials";
import { HttpError } from "./http-error";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function setup(responses: Array<Response | Error>, locale: "ru" | "en" | "uz" = "en") {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error("no more responses");
    if (next instanceof Error) throw next;
    return next;
  });
  let token = 0;
  const main: Credentials = { headers: async (fresh) => ({ Authorization: `Bearer t${fresh ? ++token + 100 : ++token}` }) };
  const none: Credentials = { headers: async () => ({}) };
  const client = createHttpClient({
    fetch: fetchFn as typeof fetch,
    baseUrl: (b) => (b === "main" ? "https://api.test" : ""),
    locale: () => locale,
    credentials: { main, tg: { headers: async () => ({ "X-Tg-Id": "7" }) }, careers: none },
    retryDelay: 0,
  });
  return { client, calls };
}

describe("HTTP client", () => {
  it("sends Language on GET and a Bearer token from the token provider", async () => {
    const { client, calls } = setup([json(200, { ok: 1 })], "uz");
    expect(await client.get("main", "/api/shop", { query: { RestaurantId: "a", RegionId: undefined } })).toEqual({ ok: 1 });
    const url = new URL(calls[0].url);
    expect(url.origin + url.pathname).toBe("https://api.test/api/shop");
    expect(url.searchParams.get("Language")).toBe("1");
    expect(url.searchParams.get("RestaurantId")).toBe("a");
    expect(url.searchParams.has("RegionId")).toBe(false);
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe("Bearer t1");
  });

  it("puts `language` into POST bodies, not the query", async () => {
    const { client, calls } = setup([json(201, { orderId: 5 })], "ru");
    await client.post("main", "/api/delivery/Create", { products: [] });
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ products: [], language: 2 });
    expect(new URL(calls[0].url).searchParams.has("Language")).toBe(false);
    expect((calls[0].init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("merges the messenger headers into requests to the bot API", async () => {
    const { client, calls } = setup([json(200, {})]);
    await client.get("tg", "/api/tg_basket");
    expect((calls[0].init.headers as Record<string, string>)["X-Tg-Id"]).toBe("7");
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])("retries a GET once on %i", async (status) => {
    const { client, calls } = setup([json(status, { error: "busy" }), json(200, { ok: true })]);
    expect(await client.get("main", "/api/shop")).toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it("retries a GET only once, then raises the server's message", async () => {
    const { client, calls } = setup([json(503, { error: "down" }), json(503, { error: "still down", code: "db" })]);
    const err = await client.get("main", "/api/shop").catch((e) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 503, message: "still down", code: "db" });
    expect(calls).toHaveLength(2);
  });

  it("retries a GET after a network failure", async () => {
    const { client, calls } = setup([new TypeError("Failed to fetch"), json(200, [])]);
    expect(await client.get("main", "/api/restaurants/List")).toEqual([]);
    expect(calls).toHaveLength(2);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"] as const)("never retries %s", async (method) => {
    const { client, calls } = setup([json(503, { error: "down" }), json(200, {})]);
    await expect(client.request("main", "/api/x", { method, body: {} })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it("does not retry other errors and raises every 4xx", async () => {
    const { client, calls } = setup([json(400, { error: "Invalid parameter: Latitude", code: "invalid_parameters" })]);
    await expect(client.get("main", "/api/shop")).rejects.toMatchObject({ status: 400, message: "Invalid parameter: Latitude" });
    expect(calls).toHaveLength(1);
  });

  it("keeps the status text when the error body is not JSON", async () => {
    const { client } = setup([new Response("<html>", { status: 404, statusText: "Not Found" })]);
    await expect(client.get("careers", "/api/vacancies")).rejects.toMatchObject({ status: 404, message: "Not Found" });
  });

  it("fetches a fresh token once after a 401", async () => {
    const { client, calls } = setup([json(401, { error: "expired" }), json(200, { ok: 1 })]);
    await client.get("main", "/api/shop");
    expect((calls[1].init.headers as Record<string, string>).Authorization).toBe("Bearer t102");
  });
});

describe("cached credentials", () => {
  it("fetches the token once while it is valid and again when it nears expiry", async () => {
    let now = 1_000_000;
    const fetchFn = vi.fn(async () => json(200, { token: `tok${fetchFn.mock.calls.length}`, expiresAt: now + 60_000 }));
    const creds = cachedCredentials(fetchFn as unknown as typeof fetch, "/api/token", bearer, () => now);
    expect(await creds.headers(false)).toEqual({ Authorization: "Bearer tok1" });
    expect(await creds.headers(false)).toEqual({ Authorization: "Bearer tok1" });
    now += 50_000;
    expect(await creds.headers(false)).toEqual({ Authorization: "Bearer tok2" });
    expect(await creds.headers(true)).toEqual({ Authorization: "Bearer tok3" });
  });

  it("sends no Authorization header when there is no token", async () => {
    const creds = cachedCredentials((async () => json(200, {})) as unknown as typeof fetch, "/api/hr_token", bearer);
    expect(await creds.headers(false)).toEqual({});
  });
});
