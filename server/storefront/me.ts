// GET /api/me and PATCH /api/me: the signed-in customer's own details for the profile page.
import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { me, mePatch } from "../../src/contract/auth";
import { sessionCustomer } from "../auth/session";
import type { Db } from "../db/client";
import { customers } from "../db/schema";
import { ApiError, badRequest } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { apiApp, json, jsonRequest, refusals, SECURITY } from "../openapi/routes";

type MeEnv = { Variables: { customerId: string } };

const tags = ["Storefront server"];

export function meRoutes(db: Db) {
  const load = async (id: string) => {
    const [row] = await db.select().from(customers).where(eq(customers.id, id));
    // A session outlives no customer (sessions go with their customer), so this is a race at most.
    if (!row) throw new ApiError(401, "sign_in_required", "Sign in to see your profile");
    return { customerId: row.id, phone: row.phone, name: row.name, language: row.language, tgId: row.tgId };
  };
  // The session is checked before the body, so a stranger learns nothing from a body's errors.
  const signedIn = createMiddleware<MeEnv>(async (c, next) => {
    const id = await sessionCustomer(db, c);
    if (!id) throw new ApiError(401, "sign_in_required", "Sign in to see your profile");
    c.set("customerId", id);
    return next();
  });
  const getMe = createRoute({
    method: "get",
    path: "/me",
    tags,
    security: SECURITY.session,
    summary: "The signed-in customer's details",
    middleware: [signedIn] as const,
    responses: { 200: json(me, "The customer"), ...refusals(401) },
  });
  const patchMe = createRoute({
    method: "patch",
    path: "/me",
    tags,
    security: SECURITY.session,
    summary: "Change the customer's name or language",
    middleware: [signedIn, jsonBody] as const,
    request: { body: jsonRequest(mePatch, "A name, a language, or both") },
    responses: { 200: json(me, "The customer as changed"), ...refusals(400, 401) },
  });
  return apiApp<MeEnv>()
    .openapi(getMe, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await load(c.get("customerId")), 200);
    })
    .openapi(patchMe, async (c) => {
      const id = c.get("customerId");
      const input = c.req.valid("json");
      if (input.name === undefined && input.language === undefined)
        throw badRequest("nothing_to_change", "Send a name or a language to change", { name: "is required" });
      await db.update(customers).set(input).where(eq(customers.id, id));
      return c.json(await load(id), 200);
    });
}
