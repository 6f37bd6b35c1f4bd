// The client's typed methods: a documented path, its parameters and body go out as the untyped
// ones send them (Language, language, credentials, retries), and the types come from the document.
import { describe, expect, expectTypeOf, it, vi } from "vitest";
import type { MainToken, Me } from "../../contract/auth";
import type { Shop } from "../../contract/menu";
import type { OrderCreated } from "../../contract/order";
import { createHttpClient } from "./client";

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function setup(responses: Response[]) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetchFn = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: new URL(String(url)), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error("no more responses");
    return next;
  });
  const client = createHttpClient({
    fetch: fetchFn as typeof fetch,
    baseUrl: () => "https://api.test",
    locale: () => "en",
    credentials: {
      main: { headers: async () => ({ Authorization: "Bearer t" }) },
      tg: { headers: async () => ({}) },
      careers: { headers: async () => ({}) },
    },
    retryDelay: 0,
  });
  return { client, calls };
}

describe("typed calls", () => {
  it("fill {id} path parameters, write query values as text and add Language", async () => {
    const { client, calls } = setup([json(200, { id: 3 })]);
    await client.GET("main", "/api/news/{id}", { path: { id: "a b/3" } });
    expect(calls[0].url.pathname).toBe("/api/news/a%20b%2F3");
    expect(calls[0].url.searchParams.get("Language")).toBe("3");

    const list = setup([json(200, [])]);
    await list.client.GET("main", "/api/delivery/List", { query: { customerId: "c1", skip: 0, take: 20, onlyActive: true } });
    expect(Object.fromEntries(list.calls[0].url.searchParams)).toEqual({
      customerId: "c1",
      skip: "0",
      take: "20",
      onlyActive: "true",
      Language: "3",
    });
  });

  it("send the body with language, the method, headers and credentials", async () => {
    const { client, calls } = setup([json(200, { customerId: "c", phone: null, name: "A", language: null, tgId: null })]);
    await client.PATCH("main", "/api/me", { body: { name: "A" }, headers: { "X-Extra": "1" } });
    expect(calls[0].init.method).toBe("PATCH");
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ name: "A", language: 3 });
    expect(calls[0].init.headers).toMatchObject({ Authorization: "Bearer t", "X-Extra": "1", "Content-Type": "application/json" });
  });

  it("retry a GET once and never a write, as the untyped calls do", async () => {
    const get = setup([json(503, { error: "busy", code: "busy" }), json(200, { token: "t", expiresAt: 1, customerId: null })]);
    expect(await get.client.GET("main", "/api/token")).toEqual({ token: "t", expiresAt: 1, customerId: null });
    expect(get.calls).toHaveLength(2);
    const post = setup([json(503, { error: "busy", code: "busy" })]);
    await expect(post.client.POST("main", "/api/auth/logout")).rejects.toMatchObject({ status: 503, code: "busy" });
    expect(post.calls).toHaveLength(1);
  });

  it("take their types from the OpenAPI document", () => {
    const { client } = setup([]);
    expectTypeOf(client.GET<"/api/token">).returns.resolves.toEqualTypeOf<MainToken>();
    expectTypeOf(client.GET<"/api/me">).returns.resolves.toEqualTypeOf<Me>();
    expectTypeOf(client.GET<"/api/shop">).returns.resolves.toEqualTypeOf<Shop>();
    expectTypeOf(client.POST<"/api/delivery/Create">).returns.resolves.toEqualTypeOf<OrderCreated>();
    expectTypeOf(client.POST<"/api/auth/logout">).returns.resolves.toEqualTypeOf<undefined>();
    // Paths, methods, parameters and bodies the document does not have are type errors.
    // @ts-expect-error: not a documented path
    void (() => client.GET("main", "/api/nope"));
    // @ts-expect-error: GET /api/delivery/Create is not documented
    void (() => client.GET("main", "/api/delivery/Create"));
    // @ts-expect-error: orderId is required
    void (() => client.GET("main", "/api/delivery/Get", { query: {} }));
    // @ts-expect-error: the path parameter is required
    void (() => client.GET("main", "/api/news/{id}"));
    // @ts-expect-error: name must be a string
    void (() => client.PATCH("main", "/api/me", { body: { name: 1 } }));
    // @ts-expect-error: no such query parameter
    void (() => client.GET("main", "/api/regions", { query: { Nope: 1 } }));
  });
});
