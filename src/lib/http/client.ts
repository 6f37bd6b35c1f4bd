// The one HTTP client (docs/product-rules.md §9, §10). Each backend gets its credentials before every call: the main API
// a Bearer token from GET /api/token, the messenger-bot API the headers of GET /api/hash, the HR API
// a Bearer from GET /api/hr_token. GET requests carry `Language` (uz=1, ru=2, en=3) in the query,
// requests with a JSON body carry `language` in it. GET is retried once on 408, 409, 425, 429, 500,
// 502, 503, 504 or a network failure; POST, PUT, PATCH and DELETE never are. Any 400–599 throws
// an HttpError with the server's message.
//
// GET, POST, PUT, PATCH and DELETE take a path of the OpenAPI document and type the query, path
// parameters, body and answer from it (api-types.ts); the lower-case get and post take any path and a
// hand-written type, and are left for the console's calls until they move.
import { LANGUAGE_CODES, type Locale } from "../../domain/locales";
import type { ApiArgs, ApiMethod, ApiPath, ApiResult } from "./api-types";
import { HttpError } from "./http-error";

export type Backend = "main" | "tg" | "careers";
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: Method;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Overrides the default retry count (1 for GET, 0 otherwise). */
  retry?: number;
}

export interface Credentials {
  /** Headers proving who calls; `fresh` asks for new ones after a 401. */
  headers(fresh: boolean): Promise<Record<string, string>>;
}

export interface HttpClientDeps {
  fetch: typeof fetch;
  baseUrl(backend: Backend): string;
  locale(): Locale;
  credentials: Record<Backend, Credentials>;
  /** Pause before a retry, ms. */
  retryDelay?: number;
}

export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export type HttpClient = ReturnType<typeof createHttpClient>;

export function createHttpClient(deps: HttpClientDeps) {
  const delay = deps.retryDelay ?? 300;

  function buildUrl(backend: Backend, path: string, method: Method, query: RequestOptions["query"]) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    if (method === "GET" && !params.has("Language")) params.set("Language", String(LANGUAGE_CODES[deps.locale()]));
    const search = params.toString();
    return `${deps.baseUrl(backend).replace(/\/$/, "")}${path}${search ? `?${search}` : ""}`;
  }

  function buildBody(body: unknown): BodyInit | undefined {
    if (body === undefined) return undefined;
    if (body instanceof FormData || body instanceof Blob || typeof body === "string") return body;
    if (body && typeof body === "object" && !Array.isArray(body) && !("language" in body)) {
      return JSON.stringify({ ...body, language: LANGUAGE_CODES[deps.locale()] });
    }
    return JSON.stringify(body);
  }

  async function send(backend: Backend, path: string, options: RequestOptions, freshCredentials: boolean): Promise<Response> {
    const method = options.method ?? "GET";
    const body = buildBody(options.body);
    const headers: Record<string, string> = {
      Accept: "application/json",
      ...(await deps.credentials[backend].headers(freshCredentials)),
      ...options.headers,
    };
    if (typeof body === "string") headers["Content-Type"] ??= "application/json";
    return deps.fetch(buildUrl(backend, path, method, options.query), { method, headers, body, signal: options.signal });
  }

  async function toError(response: Response): Promise<HttpError> {
    let data: unknown = null;
    try {
      data = await response.json();
    } catch {
      // Not JSON: keep the status text.
    }
    const d = data as { error?: unknown; code?: unknown } | null;
    const message = typeof d?.error === "string" && d.error ? d.error : response.statusText || `HTTP ${response.status}`;
    return new HttpError(response.status, message, typeof d?.code === "string" ? d.code : null, data);
  }

  async function request<T>(backend: Backend, path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? "GET";
    let retriesLeft = options.retry ?? (method === "GET" ? 1 : 0);
    let refreshedCredentials = false;
    for (;;) {
      let response: Response;
      try {
        response = await send(backend, path, options, refreshedCredentials);
      } catch (err) {
        if (options.signal?.aborted || retriesLeft <= 0) throw err;
        retriesLeft--;
        await sleep(delay);
        continue;
      }
      if (response.ok) {
        if (response.status === 204) return undefined as T;
        const text = await response.text();
        return (text ? JSON.parse(text) : undefined) as T;
      }
      // An expired token is not the caller's fault: fetch a fresh one and try once more. An
      // answer given up on is read to its end first: an unread body keeps its request open.
      if (response.status === 401 && !refreshedCredentials) {
        refreshedCredentials = true;
        await discard(response);
        continue;
      }
      if (RETRY_STATUSES.has(response.status) && retriesLeft > 0) {
        retriesLeft--;
        await discard(response);
        await sleep(delay);
        continue;
      }
      throw await toError(response);
    }
  }

  /** A documented path with its `{name}` parameters filled in. */
  function typed<M extends ApiMethod>(method: Method) {
    return <P extends ApiPath<M>>(backend: Backend, path: P, ...[init]: ApiArgs<P, M>): Promise<ApiResult<P, M>> => {
      const options = { ...init, method } as RequestOptions & { path?: Record<string, string | number> };
      const params = options.path ?? {};
      return request(
        backend,
        path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name])),
        options,
      );
    };
  }

  return {
    request,
    GET: typed<"get">("GET"),
    POST: typed<"post">("POST"),
    PUT: typed<"put">("PUT"),
    PATCH: typed<"patch">("PATCH"),
    DELETE: typed<"delete">("DELETE"),
    get: <T>(backend: Backend, path: string, options?: Omit<RequestOptions, "method" | "body">) =>
      request<T>(backend, path, { ...options, method: "GET" }),
    post: <T>(backend: Backend, path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
      request<T>(backend, path, { ...options, method: "POST", body }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads an answer that is not used to its end, so the browser can close its request. */
const discard = (response: Response) =>
  response.text().then(
    () => undefined,
    () => undefined,
  );
