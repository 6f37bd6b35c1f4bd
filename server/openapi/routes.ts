// Routes described by their schemas: every API app is an OpenAPIHono whose failed checks answer
// with the API's own error shape (400 { error, code: "invalid_parameters", fields }), and a few
// helpers to describe answers and refusals in the OpenAPI document.
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Env } from "hono";
import type { z } from "zod";
import { errorBody } from "../../src/contract/errors";
import { invalidParameters, refuseNul } from "../http/errors";

type Result =
  | { success: true; data: unknown }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/** Throws the API's 400 for a failed check (or a string holding NUL); the app's onError answers it. */
export function validationHook(result: Result): void {
  if (!result.success) throw invalidParameters(result.error.issues);
  refuseNul(result.data);
}

export const apiApp = <E extends Env = Env>() => new OpenAPIHono<E>({ defaultHook: validationHook });

/** A JSON answer of `schema`. */
export const json = <S extends z.ZodType>(schema: S, description: string) => ({ description, content: { "application/json": { schema } } });

/** A required JSON request body of `schema`. */
export const jsonRequest = <S extends z.ZodType>(schema: S, description?: string) => ({
  required: true,
  description,
  content: { "application/json": { schema } },
});

const REFUSALS: Record<number, string> = {
  400: "Invalid parameters (`invalid_parameters` with `fields`) or another refusal named by `code`",
  401: "Missing or invalid credentials",
  403: "Not yours",
  404: "Not found",
  409: "Conflicts with the current state",
  413: "The body is too large",
  422: "Understood but cannot be done (see `code`)",
  429: "Too many requests (Retry-After)",
  503: "Temporarily unavailable or switched off (see `code`)",
};

/** Error answers, all of the `Error` shape. */
export function refusals(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, json(errorBody, REFUSALS[s] ?? "Refused")]));
}

/** An answer without a body. */
export const noContent = (description: string) => ({ description });

/**
 * A response made outside `c.json` (pre-encoded JSON, an event stream, a body-less 204): its
 * route's schema documents it, but the compiler cannot compare the bytes with it.
 */
export const documented = (res: Response): never => res as never;

/** Who may call, as the document's security requirements (`{}`: also without credentials). */
type Requirement = Record<string, string[]>[];

export const SECURITY: Record<"main" | "signedIn" | "bot" | "careers" | "operator" | "session", Requirement> = {
  main: [{ mainBearer: [] }, {}],
  signedIn: [{ mainBearer: [] }],
  bot: [{ telegramHeader: [] }],
  careers: [{ hrBearer: [] }],
  operator: [{ operatorBearer: [] }, { session: [] }],
  session: [{ session: [] }],
};
