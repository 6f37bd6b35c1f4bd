// The one reader of JSON request bodies. It runs before a route's schema check, so a body that
// is not JSON is a 400 `invalid_json` (the check then reads the parsed body from Hono's cache).
import { createMiddleware } from "hono/factory";
import { badRequest } from "./errors";

export async function readJson(c: { req: { json: () => Promise<unknown> } }): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw badRequest("invalid_json", "The request body must be JSON");
  }
}

export const jsonBody = createMiddleware(async (c, next) => {
  await readJson(c);
  await next();
});
