// Types only: what a call to a path of the OpenAPI document sends and gets back, read from the
// generated `paths` (src/contract/openapi.ts, `npm run openapi:types`). The client's typed methods
// (client.ts: GET, POST, PUT, PATCH, DELETE) take them, so a path, its parameters, its body and its
// answer are bound once, by the server's document, instead of a generic at every call.
import type { paths } from "../../contract/openapi";

export type ApiMethod = "get" | "post" | "put" | "patch" | "delete";

/** Every documented path that answers `method`. */
export type ApiPath<M extends ApiMethod> = { [P in keyof paths]: paths[P] extends Record<M, unknown> ? P : never }[keyof paths];

type Operation<P extends keyof paths, M extends ApiMethod> = paths[P] extends Record<M, infer O> ? O : never;
type Parameters_<O> = O extends { parameters: infer X } ? X : never;

type SuccessStatus = 200 | 201 | 202 | 204;
type JsonOf<R> = R extends { content: { "application/json": infer T } } ? T : undefined;
/** The JSON of the operation's 2xx answers (undefined for one without a body, as 204). */
export type ApiResult<P extends keyof paths, M extends ApiMethod> =
  Operation<P, M> extends { responses: infer R } ? { [S in keyof R & SuccessStatus]: JsonOf<R[S]> }[keyof R & SuccessStatus] : never;

/**
 * Query values as callers hold them: the document types every query parameter as the string on the
 * wire, the client writes numbers and booleans as text and leaves out null and undefined.
 */
type QueryValue<V> = [V] extends ["true" | "false"] ? V | boolean : string extends V ? string | number : V;
type QueryInput<Q> = { [K in keyof Q]: QueryValue<NonNullable<Q[K]>> | (undefined extends Q[K] ? null | undefined : never) };

/**
 * The body as callers send it: JSON as documented (`language` may be left out: the client adds the
 * page's), a form as FormData.
 */
type BodyInput<B> = B extends { "application/json": infer J } ? J : B extends { "multipart/form-data": unknown } ? FormData : never;

type QueryPart<O> =
  Parameters_<O> extends { query: infer Q }
    ? { query: QueryInput<Q> }
    : Parameters_<O> extends { query?: infer Q }
      ? [Q] extends [never] | [undefined]
        ? { query?: never }
        : { query?: QueryInput<NonNullable<Q>> }
      : { query?: never };
type PathPart<O> = Parameters_<O> extends { path: infer X } ? { path: { [K in keyof X]: string | number } } : { path?: never };
type BodyPart<O> = O extends { requestBody: { content: infer B } }
  ? { body: BodyInput<B> }
  : O extends { requestBody?: { content: infer B } }
    ? { body?: BodyInput<B> }
    : { body?: never };

/** Everything but the path and the method: query, path parameters, body, headers, signal, retry. */
export type ApiInit<P extends keyof paths, M extends ApiMethod> = QueryPart<Operation<P, M>> &
  PathPart<Operation<P, M>> &
  BodyPart<Operation<P, M>> & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
    /** Overrides the default retry count (1 for GET, 0 otherwise). */
    retry?: number;
  };

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/** `init` is optional when the operation needs nothing (no required query, path or body). */
export type ApiArgs<P extends keyof paths, M extends ApiMethod> =
  RequiredKeys<ApiInit<P, M>> extends never ? [init?: ApiInit<P, M>] : [init: ApiInit<P, M>];
