// The main API's check of the storefront token: none is an anonymous caller; a bad or expired one
// is refused with 401 so the client fetches a fresh token.
import { createMiddleware } from "hono/factory";
import { verifyToken } from "./tokens";
import { ApiError } from "../http/errors";

export type MainApiEnv = { Variables: { customerId: string | null } };

export function mainApiAuth(secret: string) {
  return createMiddleware<MainApiEnv>(async (c, next) => {
    const header = c.req.header("authorization");
    if (!header) {
      c.set("customerId", null);
      return next();
    }
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const payload = match ? verifyToken(match[1], secret) : null;
    if (!payload) throw new ApiError(401, "invalid_token", "The access token is invalid or expired");
    c.set("customerId", payload.sub);
    return next();
  });
}
