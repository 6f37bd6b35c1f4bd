// Security headers on every answer, and a cap on request bodies. The CSP allows no inline
// script (the runtime config is a JSON script tag, which browsers never execute), lets Telegram's
// clients frame the app, and lets the page reach only this server, the configured backends, the
// map tiles and the error reporter.
import { createMiddleware } from "hono/factory";
import { bodyLimit } from "hono/body-limit";
import type { Config } from "../config";
import { ApiError } from "./errors";

const TELEGRAM_FRAMES = ["https://web.telegram.org", "https://*.telegram.org"];

function origin(url: string): string | null {
  try {
    const u = new URL(url.replace(/\{[a-z]\}/g, "a"));
    return `${u.protocol}//${u.host.replace(/^a\./, "*.")}`;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(config: Config): string {
  const backends = [config.runtime.apiBaseUrl, config.runtime.apiTgUrl, config.runtime.apiHrUrl, config.runtime.sentryDsn]
    .filter(Boolean)
    .map(origin)
    .filter((o): o is string => o !== null);
  const tiles = origin(config.runtime.mapTileUrl);
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Sonner and Leaflet set inline styles.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ""}`,
    `connect-src 'self'${backends.length ? ` ${[...new Set(backends)].join(" ")}` : ""}`,
    "font-src 'self'",
    // Session replay compresses in a worker made from a blob.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self' ${TELEGRAM_FRAMES.join(" ")}`,
  ].join("; ");
}

export function securityHeaders(config: Config) {
  const csp = contentSecurityPolicy(config);
  return createMiddleware(async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set("Content-Security-Policy", csp);
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("Permissions-Policy", "geolocation=(self), camera=(), microphone=()");
    const tls = c.req.url.startsWith("https:") || c.req.header("x-forwarded-proto") === "https";
    if (tls) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  });
}

/** Bodies over 1 MB are refused (the vacancy form sets its own, larger limit for the CV). */
const limitBody = bodyLimit({
  maxSize: 1024 * 1024,
  onError: () => {
    throw new ApiError(413, "too_large", "The request body is too large (at most 1 MB)");
  },
});

/**
 * The body limit only where a body is read: asking a GET for its body makes the Node adapter
 * build a full Request (with an AbortController), which costs every menu read.
 */
export const defaultBodyLimit = createMiddleware(async (c, next) =>
  c.req.method === "GET" || c.req.method === "HEAD" ? next() : limitBody(c, next),
);
