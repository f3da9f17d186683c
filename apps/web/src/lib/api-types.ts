import type { paths } from './api-schema';

/**
 * Types of the web's one link to the API, read from api-schema.d.ts (generated from the API's OpenAPI document,
 * itself built from the zod contracts the routes validate with). A path, parameter, body or answer the API does
 * not have is a type error at the call.
 */
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Every path the API serves with this method, as written in the document ('/api/suppliers/{id}'). */
export type ApiPath<M extends ApiMethod> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never;
}[keyof paths];

export type ApiOperation<P extends keyof paths, M extends ApiMethod> = NonNullable<paths[P][M]>;

type ParametersOf<O> = O extends { parameters: infer X } ? X : object;

type PathOption<O> =
  ParametersOf<O> extends { path: infer X extends object } ? { path: X } : { path?: undefined };

type QueryOption<O> =
  ParametersOf<O> extends { query: infer X extends object }
    ? { query: X }
    : ParametersOf<O> extends { query?: infer X }
      ? { query?: X }
      : { query?: undefined };

type RequestBodyOf<O> = O extends { requestBody?: infer R } ? R : undefined;

/** JSON bodies as the contract's input; a multipart upload takes FormData. */
type BodyOption<O> = [NonNullable<RequestBodyOf<O>>] extends [never]
  ? { body?: undefined }
  : NonNullable<RequestBodyOf<O>> extends { content: { 'application/json': infer B } }
    ? O extends { requestBody: object }
      ? { body: B }
      : { body?: B }
    : NonNullable<RequestBodyOf<O>> extends { content: { 'multipart/form-data': unknown } }
      ? { body: FormData }
      : never;

/** What a call takes: path and query parameters, the body, and an AbortSignal. */
export type ApiInit<O> = PathOption<O> &
  QueryOption<O> &
  BodyOption<O> & { signal?: AbortSignal | undefined };

/** The init argument, optional when nothing in it is required. */
export type ApiArgs<O> = object extends ApiInit<O> ? [init?: ApiInit<O>] : [init: ApiInit<O>];

type Responses<O> = O extends { responses: infer R } ? R : never;

/** The JSON answer of the success status (200 or 201); undefined for 204 No Content. */
export type ApiAnswer<O> = {
  [C in keyof Responses<O>]: C extends 200 | 201
    ? Responses<O>[C] extends { content: { 'application/json': infer J } }
      ? J
      : never
    : C extends 204
      ? undefined
      : never;
}[keyof Responses<O>];

/** The answer of one method and path, e.g. `ApiData<'get', '/api/suppliers/{id}'>`. */
export type ApiData<M extends ApiMethod, P extends ApiPath<M>> = ApiAnswer<ApiOperation<P, M>>;

export type ApiCall<M extends ApiMethod> = <P extends ApiPath<M>>(
  path: P,
  ...args: ApiArgs<ApiOperation<P, M>>
) => Promise<ApiAnswer<ApiOperation<P, M>>>;
