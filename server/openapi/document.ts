// The OpenAPI 3 document of every /api endpoint, built from the routes' own schemas (each API
// app registers its routes; mounting them under the app's /api merges their registries).
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Env } from "hono";

type Document = ReturnType<OpenAPIHono["getOpenAPIDocument"]>;

const SECURITY_SCHEMES = {
  mainBearer: { type: "http", scheme: "bearer", description: "GET /api/token; optional on reads, required for orders" },
  hrBearer: { type: "http", scheme: "bearer", description: "GET /api/hr_token" },
  operatorBearer: { type: "http", scheme: "bearer", description: "The server's OPERATOR_TOKEN" },
  telegramHeader: { type: "apiKey", in: "header", name: "X-Telegram-Auth", description: "GET /api/hash" },
  session: { type: "apiKey", in: "cookie", name: "sid", description: "Set by POST /api/auth/verify or /api/auth/telegram" },
} as const;

const TAGS = [
  { name: "Storefront server", description: "The storefront's own endpoints: sessions, tokens for the other APIs, configuration" },
  { name: "Main API", description: "Menu, places, orders and content. Every call may carry `Authorization: Bearer` (GET /api/token)" },
  { name: "Bot API", description: "The messenger bot's API; every call carries the X-Telegram-Auth header of GET /api/hash" },
  { name: "HR API", description: "Vacancies and applications; every call carries the Bearer of GET /api/hr_token" },
  { name: "Operator API", description: "Order handling for staff; the OPERATOR_TOKEN Bearer" },
  { name: "Reference", description: "This document and its readable page" },
];

/** The document of `app`, generated once (the routes do not change while the app runs). */
export function openApiDocument<E extends Env>(app: OpenAPIHono<E>, version: string): () => Document {
  let document: Document | undefined;
  return () => {
    if (!document) {
      for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) app.openAPIRegistry.registerComponent("securitySchemes", name, scheme);
      document = app.getOpenAPIDocument({
        openapi: "3.0.3",
        info: {
          title: "Pizza storefront API",
          version,
          description:
            "Every refusal answers `{ error, code }` (and `fields` for invalid parameters). The narrative — auth, idempotency, rate limits, events — is in docs/api.md.",
        },
        tags: TAGS,
      });
    }
    return document;
  };
}
