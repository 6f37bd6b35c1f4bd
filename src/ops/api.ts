// The console's calls to the operator API, through the app's one HTTP client (same errors, same
// retry rules): the session cookie is sent by the browser; HttpError carries the server's `code`
// (admin_only, other_restaurant, status_changed, …) for translated messages.
import { ownServer } from "../lib/http/own-server";

type Query = Record<string, string | number | boolean | null | undefined>;
const base = (path: string) => `/api/operator${path}`;
// Sent as JSON text: the client adds the page's `language` to object bodies (the storefront's
// APIs want it), which the operator API's strict bodies refuse as an unknown field.
const json = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));

export const opsApi = {
  get: <T>(path: string, query?: Query) => ownServer.get<T>("main", base(path), { query }),
  post: <T>(path: string, body?: unknown) => ownServer.request<T>("main", base(path), { method: "POST", body: json(body) }),
  put: <T>(path: string, body: unknown) => ownServer.request<T>("main", base(path), { method: "PUT", body: json(body) }),
  patch: <T>(path: string, body: unknown) => ownServer.request<T>("main", base(path), { method: "PATCH", body: json(body) }),
  delete: (path: string) => ownServer.request<void>("main", base(path), { method: "DELETE" }),
  /** A file upload (multipart/form-data): the browser sets the boundary. */
  upload: <T>(path: string, form: FormData) => ownServer.request<T>("main", base(path), { method: "POST", body: form }),
};
