// The HR API (reference implementation): vacancies and applications with an optional CV. Every
// call carries the storefront's hr_token as a Bearer (GET /api/hr_token hands it out).
import { and, asc, eq } from "drizzle-orm";
import { spend } from "../http/rate-limit";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { pick } from "../../src/domain/localized";
import type { Db } from "../db/client";
import { applications, regions, vacancies } from "../db/schema";
import { ApiError, parseInput } from "../http/errors";
import * as p from "../main-api/params";
import { signToken, verifyToken } from "../auth/tokens";
import { applicationForm, MAX_CV_BYTES } from "./application-input";

const APPLY_WINDOW_MS = 24 * 3600_000;
const MAX_APPLICATIONS_PER_DAY = 3;

export function hrTokenRoute(secret: string, ttlSeconds: number) {
  return new Hono().get("/hr_token", (c) => {
    const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
    c.header("Cache-Control", "no-store");
    return c.json({ token: signToken({ sub: null, exp }, secret), expiresAt: exp * 1000 });
  });
}

function hrAuth(secret: string) {
  return createMiddleware(async (c, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    if (!token || !verifyToken(token, secret)) throw new ApiError(401, "hr_token_required", "A valid HR token is required (GET /api/hr_token)");
    return next();
  });
}

const langQuery = z.object({ Language: p.language });

export function hrRoutes(db: Db, secret: string, clock: () => Date) {
  const list = async (locale: Parameters<typeof pick>[1], id?: number) => {
    const rows = await db
      .select({ v: vacancies, region: regions })
      .from(vacancies)
      .innerJoin(regions, eq(regions.id, vacancies.regionId))
      .where(id === undefined ? eq(vacancies.isActive, true) : and(eq(vacancies.isActive, true), eq(vacancies.id, id)))
      .orderBy(asc(vacancies.id));
    return rows.map(({ v, region }) => ({
      id: v.id,
      title: pick(v.title, locale),
      city: pick(region.name, locale),
      regionId: v.regionId,
      schedule: pick(v.schedule, locale),
      salary: pick(v.salary, locale),
      description: pick(v.description, locale),
    }));
  };

  const auth = hrAuth(secret);
  // Scoped to the HR paths: this app is mounted under /api beside other APIs.
  return new Hono()
    .use("/vacancies", auth)
    .use("/vacancies/*", auth)
    .get("/vacancies", async (c) => c.json(await list(parseInput(langQuery, c.req.query()).Language)))
    .get("/vacancies/:id{[0-9]+}", async (c) => {
      const id = Number(c.req.param("id"));
      if (id > 2 ** 31 - 1) throw new ApiError(404, "not_found", `There is no open vacancy ${c.req.param("id")}`);
      const [item] = await list(parseInput(langQuery, c.req.query()).Language, id);
      if (!item) throw new ApiError(404, "not_found", `There is no open vacancy ${c.req.param("id")}`);
      return c.json(item);
    })
    .post(
      "/vacancies/apply",
      bodyLimit({
        maxSize: MAX_CV_BYTES + 256 * 1024,
        onError: () => {
          throw new ApiError(413, "too_large", "The application is too large: a CV can be at most 5 MB", { cv: "at most 5 MB" });
        },
      }),
      async (c) => {
        let form: Record<string, unknown>;
        try {
          form = await c.req.parseBody();
        } catch {
          throw new ApiError(400, "invalid_form", "The application must be sent as a multipart form");
        }
        const input = await applicationForm(form);
        const [vacancy] = await db.select({ id: vacancies.id }).from(vacancies).where(and(eq(vacancies.id, input.vacancyId), eq(vacancies.isActive, true)));
        if (!vacancy) throw new ApiError(400, "invalid_parameters", "This vacancy is not open", { vacancyId: "no such open vacancy" });
        await spend(db, {
          key: `apply:${input.phone}`,
          max: MAX_APPLICATIONS_PER_DAY,
          windowMs: APPLY_WINDOW_MS,
          message: "You have already sent several applications today: we will call you back",
        }, clock());
        const [row] = await db
          .insert(applications)
          .values({ vacancyId: input.vacancyId, fullName: input.fullName, phone: input.phone, birthDate: input.birthDate, city: input.city, cvFileName: input.cv?.name ?? null, cv: input.cv?.data ?? null, createdAt: clock() })
          .returning({ id: applications.id });
        return c.json({ applicationId: row.id }, 201);
      },
    );
}
