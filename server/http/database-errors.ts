// Tells an outage of the database (it is stopped, restarting, unreachable, refusing connections)
// from a bug, so that the API answers 503 `database_unavailable` (retry later) instead of 500.
// Drizzle wraps the driver's error as `cause`; node-postgres reports a lost server with a socket
// error code or a plain "Connection terminated" message, and the server itself with SQLSTATE
// class 08 (connection exception) or 57P0x (shutting down, starting up).

const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith("08"))) return true;
    if (MESSAGES.test(String((e as { message?: unknown }).message ?? ""))) return true;
    // ECONNREFUSED on a host with several addresses arrives as an AggregateError.
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
