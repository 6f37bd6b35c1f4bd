// Connection timeouts of the HTTP server, sized for a load balancer in front (docs/deployment.md).
//
// - keepAliveTimeout (KEEP_ALIVE_TIMEOUT, 75 s): how long an idle connection stays open for the
//   next request. It must outlast the balancer's own idle timeout (often 60 s): otherwise the
//   server closes a connection the balancer has just picked for a request, and that customer gets
//   a 502. Node's default is 5 s.
// - headersTimeout: a little longer than keep-alive (the usual rule, so that the two never race on
//   a reused connection); a client that has not sent its headers by then is cut off.
// - requestTimeout: the whole request (headers and body) must arrive within 2 minutes: a 5 MB CV
//   over a slow mobile link fits, a client dribbling a body byte by byte does not hold a
//   connection for ever. It bounds receiving the request only, never the answer: the order
//   tracker's event stream (GET /api/delivery/Events) and the operators' board stream stay open
//   as long as they stream.
import type { Server } from "node:http";

export interface ServerTimeouts {
  keepAliveTimeout: number;
  headersTimeout: number;
  requestTimeout: number;
}

export function serverTimeouts(keepAliveTimeoutMs: number): ServerTimeouts {
  const headersTimeout = keepAliveTimeoutMs + 1_000;
  // Node wants headersTimeout <= requestTimeout.
  return { keepAliveTimeout: keepAliveTimeoutMs, headersTimeout, requestTimeout: Math.max(120_000, headersTimeout) };
}

export function applyServerTimeouts(server: Pick<Server, keyof ServerTimeouts>, keepAliveTimeoutMs: number): ServerTimeouts {
  const timeouts = serverTimeouts(keepAliveTimeoutMs);
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  server.headersTimeout = timeouts.headersTimeout;
  server.requestTimeout = timeouts.requestTimeout;
  return timeouts;
}
