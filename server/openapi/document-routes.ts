// GET /api/openapi.json and GET /api/docs: the OpenAPI document and its readable page.
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { apiApp, documented } from "./routes";
import { docsPage, type OpenApiDoc } from "./docs-page";

const tags = ["Reference"];

const documentRoute = createRoute({
  method: "get",
  path: "/openapi.json",
  tags,
  summary: "This API's OpenAPI 3 document",
  responses: { 200: { description: "The document", content: { "application/json": { schema: z.record(z.string(), z.unknown()) } } } },
});

const docsRoute = createRoute({
  method: "get",
  path: "/docs",
  tags,
  summary: "The reference as a page",
  responses: { 200: { description: "HTML", content: { "text/html": { schema: z.string() } } } },
});

export function documentRoutes(document: () => object) {
  let page: string | undefined;
  return apiApp()
    .openapi(documentRoute, (c) => {
      c.header("Cache-Control", "no-cache");
      return c.json(document() as Record<string, unknown>, 200);
    })
    .openapi(docsRoute, (c) => {
      page ??= docsPage(document() as OpenApiDoc);
      c.header("Cache-Control", "no-cache");
      return documented(c.html(page));
    });
}
