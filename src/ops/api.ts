// The console's calls to the operator API, through the app's one HTTP client (same errors, same
// retry rules): the session cookie is sent by the browser; HttpError carries the server's `code`
// (admin_only, other_restaurant, status_changed, …) for translated messages.
import { ownServer } from "../lib/http/own-server";

type Query = Record<string, string | number | boolean | null | undefined>;
const base = (path: string) => `/api/operator${path}`;

export const opsApi = {
  get: <T>(path: string, query?: Query) => ownServer.get<T>("main", base(path), { query }),
  post: <T>(path: string, body?: unknown) => ownServer.request<T>("main", base(path), { method: "POST", body }),
  put: <T>(path: string, body: unknown) => ownServer.request<T>("main", base(path), { method: "PUT", body }),
  patch: <T>(path: string, body: unknown) => ownServer.request<T>("main", base(path), { method: "PATCH", body }),
  delete: (path: string) => ownServer.request<void>("main", base(path), { method: "DELETE" }),
  /** A file upload (multipart/form-data): the browser sets the boundary. */
  upload: <T>(path: string, form: FormData) => ownServer.request<T>("main", base(path), { method: "POST", body: form }),
};
