// The OpenAPI document exactly as GET /api/openapi.json serves it, built in process without a
// database or a socket: `npm run openapi:types` generates the app's types from it and a unit test
// checks the committed ones against it. Building the app only wires routes; a route that touched
// the database while being registered would throw here.
import os from "node:os";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { openApiDocument } from "./document";

export type OpenApiDocument = { paths: Record<string, Record<string, unknown>>; components?: Record<string, Record<string, unknown>> };

const noDatabase = new Proxy(
  {},
  {
    get(_target, name) {
      throw new Error(`The OpenAPI document is built without a database, but a route used db.${String(name)} while being registered`);
    },
  },
);

export function buildOpenApiDocument(): OpenApiDocument {
  const database = { db: noDatabase } as unknown as Database;
  const config = loadConfig({ NODE_ENV: "test", DIST_DIR: os.tmpdir(), LOG_LEVEL: "warn" });
  const app = buildApp({ config, database, tokenSecret: "-", careersSecret: "-", tgSecret: "-" });
  // What GET /api/openapi.json answers, as JSON (without a request, so without a request log line).
  return JSON.parse(JSON.stringify(openApiDocument(app, "1")())) as OpenApiDocument;
}
