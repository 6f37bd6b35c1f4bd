// The console's calls to the operator API, through the app's one HTTP client (same errors, same
// retry rules): the session cookie is sent by the browser; HttpError carries the server's `code`
// (admin_only, other_restaurant, status_changed, …) for translated messages.
//
// GET, POST, PUT, PATCH and DELETE are the client's typed methods (docs/architecture.md, "Typed API
// calls"): a documented /api/operator path, its query, path parameters, body and answer typed by the
// OpenAPI document (src/contract/openapi.ts); a form body is FormData. There are no untyped methods
// (scripts/architecture/typed-calls.test.ts).
import type { ApiArgs, ApiMethod, ApiPath, ApiResult } from "../lib/http/api-types";
import type { Method } from "../lib/http/client";
import { ownServer } from "../lib/http/own-server";

// Sent as JSON text: the client adds the page's `language` to object bodies (the storefront's
// APIs want it), which the operator API's strict bodies refuse as an unknown field. A form goes as is.
const json = (body: unknown) => (body === undefined || body instanceof FormData ? body : JSON.stringify(body));

/** A documented operator path. */
type OpsPath<M extends ApiMethod> = Extract<ApiPath<M>, `/api/operator/${string}`>;

function typed<M extends ApiMethod>(method: Method) {
  const call = ownServer[method];
  return <P extends OpsPath<M>>(path: P, ...[init]: ApiArgs<P, M>): Promise<ApiResult<P, M>> => {
    const options = init as { body?: unknown } | undefined;
    // The body as text: the typed method sends a string as it is (with the JSON content type).
    return (call as (backend: "main", path: string, init?: object) => Promise<ApiResult<P, M>>)("main", path, {
      ...options,
      body: json(options?.body),
    });
  };
}

export const opsApi = {
  GET: typed<"get">("GET"),
  POST: typed<"post">("POST"),
  PUT: typed<"put">("PUT"),
  PATCH: typed<"patch">("PATCH"),
  DELETE: typed<"delete">("DELETE"),
};
