// GET /api/me and PATCH /api/me: the signed-in customer's own details for the profile page.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { isLocale, localeFromLanguageCode } from "../../src/domain/locales";
import { sessionCustomer } from "../auth/session";
import type { Db } from "../db/client";
import { customers } from "../db/schema";
import { ApiError, badRequest, parseInput } from "../http/errors";

const patch = z.object({
  name: z.string().trim().min(1, "is required").max(100, "must be at most 100 characters").optional(),
  // The app's HTTP client adds the page's language code (uz=1, ru=2, en=3) to every JSON body.
  language: z
    .union([z.string().refine(isLocale, "must be ru, en or uz"), z.number().transform((n) => localeFromLanguageCode(n) ?? "invalid").refine(isLocale, "must be 1, 2 or 3")])
    .optional(),
});

export function meRoutes(db: Db) {
  const load = async (id: string) => {
    const [row] = await db.select().from(customers).where(eq(customers.id, id));
    return row ? { customerId: row.id, phone: row.phone, name: row.name, language: row.language, tgId: row.tgId } : null;
  };
  const who = async (c: Parameters<typeof sessionCustomer>[1]) => {
    const id = await sessionCustomer(db, c);
    if (!id) throw new ApiError(401, "sign_in_required", "Sign in to see your profile");
    return id;
  };
  return new Hono()
    .get("/me", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await load(await who(c)));
    })
    .patch("/me", async (c) => {
      const id = await who(c);
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw badRequest("invalid_json", "The request body must be JSON");
      }
      const input = parseInput(patch, body);
      if (input.name === undefined && input.language === undefined) throw badRequest("nothing_to_change", "Send a name or a language to change", { name: "is required" });
      await db.update(customers).set(input).where(eq(customers.id, id));
      return c.json(await load(id));
    });
}
