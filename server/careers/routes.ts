// Careers: our reference implementation of the "HR API" (docs/api.md, "HR API (careers)"):
// vacancies and applications with an optional CV. The wire keeps the HR API's names (/api/vacancies…,
// GET /api/hr_token, API_HR_URL, the hrBearer scheme); our code calls the area "careers". Every
// call carries the storefront's hr_token as a Bearer (GET /api/hr_token hands it out).
import { and, asc, eq } from "drizzle-orm";
import { spend } from "../http/rate-limit";
import { createRoute } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import {
  applicationCreated,
  applicationForm,
  careersToken,
  vacancies as vacancyList,
  vacancy,
  vacancyPath,
} from "../../src/contract/careers";
import { languageQuery as langQuery } from "../../src/contract/fields";
import { pick } from "../../src/domain/localized";
import type { Db } from "../db/client";
import { applications, regions, vacancies } from "../db/schema";
import { clientAddress } from "../http/client-address";
import { ApiError } from "../http/errors";
import { formBoundary, MAX_FORM_PARTS, tooManyParts } from "../http/multipart";
import { apiApp, json, refusals, SECURITY, validationHook } from "../openapi/routes";
import { signToken, verifyToken } from "../auth/tokens";
import { applicationCv, MAX_CV_BYTES } from "./application-input";

const APPLY_WINDOW_MS = 24 * 3600_000;
const MAX_APPLICATIONS_PER_DAY = 3;

export interface CvLimits {
  /** CVs one client address may upload a day. */
  perAddress: number;
  /** CVs the whole store takes a day. */
  perDay: number;
  /** Proxies whose X-Forwarded-For is believed (the client's address). */
  trustProxy: number;
}

export const DEFAULT_CV_LIMITS: CvLimits = { perAddress: 5, perDay: 500, trustProxy: 0 };

const tags = ["HR API"];

const careersTokenDoc = createRoute({
  method: "get",
  path: "/hr_token",
  tags: ["Storefront server"],
  summary: "A Bearer token for the HR API",
  responses: { 200: json(careersToken, "The token") },
});

export function careersTokenRoute(secret: string, ttlSeconds: number) {
  return apiApp().openapi(careersTokenDoc, (c) => {
    const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
    c.header("Cache-Control", "no-store");
    return c.json({ token: signToken({ sub: null, exp }, secret), expiresAt: exp * 1000 }, 200);
  });
}

function careersAuth(secret: string) {
  return createMiddleware(async (c, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    if (!token || !verifyToken(token, secret))
      throw new ApiError(401, "hr_token_required", "A valid HR token is required (GET /api/hr_token)");
    return next();
  });
}

const vacanciesRoute = createRoute({
  method: "get",
  path: "/vacancies",
  tags,
  summary: "Open vacancies",
  security: SECURITY.careers,
  request: { query: langQuery },
  responses: { 200: json(vacancyList, "Vacancies"), ...refusals(400, 401) },
});

const vacancyRoute = createRoute({
  method: "get",
  path: "/vacancies/{id}",
  tags,
  summary: "One open vacancy",
  security: SECURITY.careers,
  request: { params: vacancyPath, query: langQuery },
  responses: { 200: json(vacancy, "The vacancy"), ...refusals(400, 401, 404) },
});

/** The form's own body limit: the CV is larger than the API's 1 MB. */
const applyLimit = bodyLimit({
  maxSize: MAX_CV_BYTES + 256 * 1024,
  onError: () => {
    throw new ApiError(413, "too_large", "The application is too large: a CV can be at most 5 MB", { cv: "at most 5 MB" });
  },
});

const cvLimit = (address: string, cvLimits: CvLimits) => ({
  key: `cv:${address}`,
  max: cvLimits.perAddress,
  windowMs: APPLY_WINDOW_MS,
  message: "Too many CVs sent from this address today: send the application without a CV or try tomorrow",
});

/**
 * The form is parsed only when it is a handful of parts (server/http/multipart.ts). A form of more
 * than MAX_FORM_PARTS is refused after a byte search (413) and spends one of the client address's
 * CVs of the day, so a client that keeps sending them is soon refused with 429 and can upload no CV
 * today. A form that cannot be read is its own
 * refusal (400), before the fields are checked.
 */
function boundedForm(db: Db, cvLimits: CvLimits, clock: () => Date) {
  return createMiddleware(async (c, next) => {
    const unreadable = () => new ApiError(400, "invalid_form", "The application must be sent as a multipart form");
    if (!formBoundary(c.req.header("content-type"))) throw unreadable();
    if (await tooManyParts(c)) {
      const address = clientAddress(c, cvLimits.trustProxy);
      if (address) await spend(db, cvLimit(address, cvLimits), clock());
      throw new ApiError(413, "too_many_fields", `The application form has too many fields: at most ${MAX_FORM_PARTS} fields`);
    }
    try {
      await c.req.formData();
    } catch {
      throw unreadable();
    }
    return next();
  });
}

const applyRoute = (form: ReturnType<typeof boundedForm>) =>
  createRoute({
    method: "post",
    path: "/vacancies/apply",
    tags,
    summary: "Apply for a vacancy",
    description: `At most 3 applications a day per phone; CVs per client address (CV_UPLOADS_PER_ADDRESS) and for the store (CV_UPLOADS_PER_DAY) a day (429 after). A refused application counts against nothing, except a form of more than ${MAX_FORM_PARTS} parts: refused before it is parsed (413 \`too_many_fields\`), it counts as one of the address's CVs.`,
    security: SECURITY.careers,
    middleware: [applyLimit, form] as const,
    request: { body: { required: true, content: { "multipart/form-data": { schema: applicationForm } } } },
    responses: { 201: json(applicationCreated, "Stored"), ...refusals(400, 401, 413, 429) },
  });

export function careersRoutes(db: Db, secret: string, clock: () => Date, cvLimits: CvLimits = DEFAULT_CV_LIMITS) {
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

  const auth = careersAuth(secret);
  // Scoped to the HR paths: this app is mounted under /api beside other APIs.
  const app = apiApp();
  app.use("/vacancies", auth);
  app.use("/vacancies/*", auth);
  return app
    .openapi(vacanciesRoute, async (c) => c.json(await list(c.req.valid("query").Language), 200))
    .openapi(
      vacancyRoute,
      async (c) => {
        const { id: text } = c.req.valid("param");
        const id = Number(text);
        if (id > 2 ** 31 - 1) throw new ApiError(404, "not_found", `There is no open vacancy ${text}`);
        const [item] = await list(c.req.valid("query").Language, id);
        if (!item) throw new ApiError(404, "not_found", `There is no open vacancy ${text}`);
        return c.json(item, 200);
      },
      (result, c) => {
        // Only digits name a vacancy: any other path below /vacancies/ is no endpoint at all.
        if (result.target === "param" && !result.success)
          throw new ApiError(404, "not_found", `No such endpoint: ${c.req.method} ${c.req.path}`);
        validationHook(result);
      },
    )
    .openapi(applyRoute(boundedForm(db, cvLimits, clock)), async (c) => {
      const input = c.req.valid("form");
      const cv = await applicationCv(input.cv);
      const [vacancy] = await db
        .select({ id: vacancies.id })
        .from(vacancies)
        .where(and(eq(vacancies.id, input.vacancyId), eq(vacancies.isActive, true)));
      if (!vacancy) throw new ApiError(400, "invalid_parameters", "This vacancy is not open", { vacancyId: "no such open vacancy" });
      const now = clock();
      const address = clientAddress(c, cvLimits.trustProxy);
      // The limits are spent in the transaction that stores the application: when anything fails,
      // nothing is counted.
      const row = await db.transaction(async (tx) => {
        await spend(
          tx,
          {
            key: `apply:${input.phone}`,
            max: MAX_APPLICATIONS_PER_DAY,
            windowMs: APPLY_WINDOW_MS,
            message: "You have already sent several applications today: we will call you back",
          },
          now,
        );
        if (cv && address) {
          await spend(tx, cvLimit(address, cvLimits), now);
        }
        if (cv) {
          await spend(
            tx,
            {
              key: "cv:all",
              max: cvLimits.perDay,
              windowMs: APPLY_WINDOW_MS,
              message: "We cannot take more CVs today: send the application without a CV or try tomorrow",
            },
            now,
          );
        }
        const [inserted] = await tx
          .insert(applications)
          .values({
            vacancyId: input.vacancyId,
            fullName: input.fullName,
            phone: input.phone,
            birthDate: input.birthDate,
            city: input.city,
            cvFileName: cv?.name ?? null,
            cv: cv?.data ?? null,
            createdAt: now,
          })
          .returning({ id: applications.id });
        return inserted;
      });
      return c.json({ applicationId: row.id }, 201);
    });
}
