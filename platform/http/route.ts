/**
 * Route helper: declares a platform call once (method, path, zod schemas, auth) and gets input
 * validation, the response envelope, error handling and its OpenAPI entry from that declaration.
 *
 *   api.route({
 *     method: "get", path: "/api/address/citybyzip", tags: ["reference"], summary: "Zip to city",
 *     auth: "site",                                  // required: who may call (see AuthKind)
 *     query: z.object({ zip: zipCode }),          // shared field schemas: ../services/schemas.ts
 *     response: z.object({ addresses: z.array(...), isQuoteAvaliable: z.boolean() }),
 *     handler: async ({ query, caller }) => ({ addresses: [...], isQuoteAvaliable: true }),
 *   });
 *
 * - Every call must carry the spec header (`header` object in the body; `header.lang`,
 *   `header.trackId`, `header.requestDate` query fields on GET and DELETE); `header: false` opts out.
 * - Bad query/body/params → 400 `{ isSuccess: false, message, errors: { field: message } }`, and
 *   the handler does not run (nothing is written).
 * - The handler returns the success fields; they are sent as `{ isSuccess: true, message: "OK", ...fields }`
 *   with `status` (default 200). Throw `HttpError` (see ./envelope.ts) for a 4xx with a message.
 * - Any other error → 500 with a generic message; it is logged by the platform without request data.
 * - `raw: true`: the handler writes the response itself (HTML pages, server-sent events).
 * - `auth` (required, so no route can forget it): "none" (public pages and health), or the caller
 *   kinds allowed — "site" (the site on a visitor's behalf), "customer" (a customer token obtained
 *   through the site), "staff" — alone or as a list. No token → 401; another kind → 403.
 * - `ip`: the visitor's address. From a site or customer token issued to an authenticated client
 *   (tokens.client_id set), the X-Visitor-Address header when it is an IP literal; otherwise, and
 *   for every other caller, the socket's address (req.ip). Per-visitor limits key on it.
 */
import { isIP } from "node:net";
import type express from "express";
import { z } from "zod";
import { HttpError, INVALID_INPUT_MESSAGE, fieldErrors, type FieldErrors } from "./envelope.ts";
import { headerFromQuery, headerQueryShape, headerSchema, type RequestHeader } from "./header.ts";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";
export type CallerKind = "site" | "customer" | "staff";
export type AuthKind = "none" | CallerKind | readonly CallerKind[];

/** The header that carries the visitor's address from the site (trusted from a credentialed site only). */
export const VISITOR_ADDRESS_HEADER = "x-visitor-address";

/** Who is calling, from the bearer token. */
export interface Caller {
  kind: CallerKind;
  brand: string;
  clientId: string | null;
  /** Customer tokens only (doc2 §3: the customer token carries email and state). */
  email: string | null;
  state: string | null;
  transactionId: string | null;
  /** Customer tokens: "transaction" (its own transaction only) or "customer" (every transaction of its e-mail). */
  scope: "transaction" | "customer" | null;
}

/** The caller kinds a route admits (empty for "none"). */
export function allowedKinds(auth: AuthKind): readonly CallerKind[] {
  if (auth === "none") return [];
  return typeof auth === "string" ? [auth] : auth;
}

/** The visitor's address: the site's X-Visitor-Address from a credentialed caller, else the socket's. */
export function visitorAddress(req: express.Request, caller: Caller | null): string {
  const socket = req.ip ?? "";
  if (!caller || caller.kind === "staff" || !caller.clientId) return socket;
  const given = req.get(VISITOR_ADDRESS_HEADER)?.trim() ?? "";
  return given.length <= 64 && isIP(given) ? given.toLowerCase() : socket;
}

type AnyObject = z.ZodObject;
type Out<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;
type In<S> = S extends z.ZodType ? z.input<S> : Record<string, never>;

export interface HandlerContext<Q, B, P> {
  query: Q;
  body: B;
  params: P;
  /** The request's spec header (empty strings when the route has `header: false`). */
  header: RequestHeader;
  /** Present on every route whose auth is not "none". */
  caller: Caller | null;
  /** The visitor's address (see `visitorAddress`). */
  ip: string;
  req: express.Request;
  res: express.Response;
}

export interface RouteDefinition<
  Q extends AnyObject | undefined,
  B extends AnyObject | undefined,
  P extends AnyObject | undefined,
  R extends AnyObject | undefined,
> {
  method: HttpMethod;
  /** Express path (`/api/rating/loadByRateQuoteId/:id`); documented as `{id}`. */
  path: string;
  summary: string;
  description?: string;
  tags?: string[];
  /** Who may call: "none", or the caller kinds admitted (documented in the OpenAPI entry). */
  auth: AuthKind;
  /** Require the spec header (default true). */
  header?: boolean;
  query?: Q;
  body?: B;
  params?: P;
  /** Success fields beside isSuccess and message (documents the answer). */
  response?: R;
  /** Success status, default 200. */
  status?: number;
  /** Error statuses this call can answer besides 400, 401 and 500 (documented). */
  errorStatuses?: number[];
  /** The handler writes the response itself; `rawContentType` documents it. */
  raw?: boolean;
  rawContentType?: string;
  /** Returns the success fields; a `message` replaces the envelope's "OK". */
  handler: (ctx: HandlerContext<Out<Q>, Out<B>, Out<P>>) => Promise<(In<R> & { message?: string }) | void>;
}

// The registry keeps definitions without their generic parameters.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteDefinition<any, any, any, any>;

export interface ApiOptions {
  /** Resolves a bearer token to its caller, or null when unknown or expired. */
  authenticate: (token: string) => Promise<Caller | null>;
}

export interface Api {
  route<
    Q extends AnyObject | undefined = undefined,
    B extends AnyObject | undefined = undefined,
    P extends AnyObject | undefined = undefined,
    R extends AnyObject | undefined = undefined,
  >(
    definition: RouteDefinition<Q, B, P, R>,
  ): void;
  /** Every declared route, in order (the OpenAPI document is built from these). */
  readonly routes: readonly AnyRoute[];
}

const emptyHeader: RequestHeader = { lang: "en", trackId: "", requestDate: "" };

function bearer(req: express.Request): string | null {
  const value = req.get("authorization");
  if (!value) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{10,512})$/i.exec(value.trim());
  return match?.[1] ?? null;
}

/** The query schema a route validates: its own fields plus the flattened header. */
export function querySchemaOf(route: AnyRoute): AnyObject | undefined {
  const own = route.query as AnyObject | undefined;
  const wantsHeader = route.header !== false && (route.method === "get" || route.method === "delete");
  if (!wantsHeader) return own;
  return own ? own.extend(headerQueryShape) : z.object(headerQueryShape);
}

/** The body schema a route validates: its own fields plus the header object. */
export function bodySchemaOf(route: AnyRoute): AnyObject | undefined {
  const own = route.body as AnyObject | undefined;
  const wantsHeader = route.header !== false && route.method !== "get" && route.method !== "delete";
  if (!wantsHeader) return own;
  return own ? own.extend({ header: headerSchema }) : z.object({ header: headerSchema });
}

export function createApi(router: express.Router, options: ApiOptions): Api {
  const routes: AnyRoute[] = [];

  function route(definition: AnyRoute) {
    routes.push(definition);
    const querySchema = querySchemaOf(definition);
    const bodySchema = bodySchemaOf(definition);
    const paramsSchema = definition.params as AnyObject | undefined;
    const kinds = allowedKinds(definition.auth);

    router[definition.method](definition.path, async (req, res, next) => {
      try {
        let caller: Caller | null = null;
        if (kinds.length > 0) {
          const token = bearer(req);
          caller = token ? await options.authenticate(token) : null;
          if (!caller) throw new HttpError(401, "A valid bearer token is required.");
          if (!kinds.includes(caller.kind)) throw new HttpError(403, `This call needs a ${kinds.join(" or ")} token.`);
        }

        const errors: FieldErrors = {};
        const parse = (schema: AnyObject | undefined, value: unknown) => {
          if (!schema) return {};
          const result = schema.safeParse(value ?? {});
          if (result.success) return result.data as Record<string, unknown>;
          Object.assign(errors, fieldErrors(result.error));
          return {};
        };
        const params = parse(paramsSchema, req.params);
        const query = parse(querySchema, req.query);
        let body: Record<string, unknown> = {};
        if (bodySchema) {
          if (req.body === undefined || req.body === null || typeof req.body !== "object" || Array.isArray(req.body)) {
            throw new HttpError(400, "The request body must be a JSON object.", { "(body)": "must be a JSON object" });
          }
          body = parse(bodySchema, req.body);
        }
        if (Object.keys(errors).length > 0) throw new HttpError(400, INVALID_INPUT_MESSAGE, errors);

        let header = emptyHeader;
        if (definition.header !== false) {
          header = definition.method === "get" || definition.method === "delete" ? headerFromQuery(query) : (body.header as RequestHeader);
        }
        const result = await definition.handler({ query, body, params, header, caller, ip: visitorAddress(req, caller), req, res });
        if (definition.raw) return;
        res.status(definition.status ?? 200).json({ isSuccess: true, message: "OK", ...(result ?? {}) });
      } catch (error) {
        if (error instanceof HttpError) {
          res
            .status(error.status)
            .json({ isSuccess: false, message: error.message, ...(error.fields ?? {}), ...(error.errors ? { errors: error.errors } : {}) });
          return;
        }
        next(error);
      }
    });
  }

  return { route: route as Api["route"], routes };
}
