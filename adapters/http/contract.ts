import type { Context } from "hono";
import { Schema } from "effect";
import type { Actor } from "#core/access/actor.ts";
import type { UnitOfWork } from "#core/shared/unit-of-work.ts";
import type { AccessRule } from "#core/access/rule.ts";
import type { AppConfig, Services } from "./services.ts";

/**
 * Who may call a route: anyone, or a signed-in user meeting an access rule. A route that exposes a use case
 * declares the rule of its context's policy (`guardOf(QUICK_LINK_POLICY.list)`), so the route and the use
 * case check the same thing.
 */
export type RouteAccess = { readonly kind: "public" } | ({ readonly kind: "user" } & AccessRule);

/**
 * The route guard of a policy rule: a signed-in user meeting it, or any signed-in user when the use case
 * refuses with its own message.
 */
export const guardOf = ({ refusal, ...rule }: AccessRule): RouteAccess =>
  refusal === undefined ? { kind: "user", ...rule } : { kind: "user" };

type Decoder<T> = Schema.Codec<T, unknown, never, never>;

/**
 * A route contract: everything the OpenAPI document says about a call, and everything the adapter needs to
 * decode it. Paths use OpenAPI's `{name}` form and are those of ../shared/spec/calls.tsv.
 */
export interface RouteContract<P = unknown, Q = unknown, B = unknown, R = unknown> {
  readonly method: "get" | "post" | "put" | "delete";
  readonly path: string;
  readonly operationId: string;
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly access: RouteAccess;
  readonly params?: Decoder<P>;
  readonly query?: Decoder<Q>;
  readonly body?: Decoder<B>;
  /** Schema of the envelope's `d` on success. */
  readonly response: Schema.Schema<R>;
  /** Error statuses worth documenting besides 400/401/403/500, which every protected route may answer. */
  readonly errors?: readonly number[];
  /** The envelope's `m` on success. */
  readonly successMessage?: string;
  /**
   * A multipart/form-data body: one file part, and text fields decoded by `fields` into `body`. Its size
   * limit is the configured upload limit instead of the JSON one.
   */
  readonly upload?: { readonly fileField: string; readonly fields: Decoder<B> };
  /**
   * Serve the route only when the configuration says so (the development mailbox); otherwise it is not
   * mounted at all and answers 404 like any unknown path. It stays in the OpenAPI document.
   */
  readonly mountedWhen?: (config: AppConfig) => boolean;
  /** A file answer (download) instead of the JSON envelope: the handler returns a Response of these types. */
  readonly binary?: { readonly contentTypes: readonly string[] };
  /**
   * A browser navigation answered with a 302 instead of the JSON envelope (single sign-on's start and
   * callback): the handler returns the redirect Response; this says where it goes, for the OpenAPI document.
   */
  readonly redirect?: string;
}

/** The `response` of a binary route: the handler's own Response goes out as it is. */
export const FileResponse = Schema.declare((u: unknown): u is Response => u instanceof Response);

/**
 * What a handler gets. `D` is its context's deps (`XContextDeps` in routes/<context>/deps.ts): the part of
 * `Services` and the stores that context uses, so a handler cannot reach another context's storage.
 */
export interface HandlerInput<P, Q, B, D> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  /** The uploaded file of an `upload` route (absent when the request had none). */
  readonly file?: File | undefined;
  /** Present on every route whose access is "user". */
  readonly actor: Actor | undefined;
  readonly services: D;
  readonly context: Context;
}

/**
 * A contract and its handler. The app mounts every route with the one `Services`, which gives each context
 * at least what its deps type asks for; `D` says what the handler may use.
 */
export interface Route<D = Services> {
  readonly contract: RouteContract;
  readonly handle: (input: HandlerInput<unknown, unknown, unknown, D>) => Promise<unknown>;
}

/**
 * The `route` of one context: ties a contract to its handler with the types flowing from the Schemas and the
 * handler's services typed by the context's deps. Each context's deps.ts makes its own
 * (`export const route = routeOf<IdentityContextDeps>()`).
 */
export const routeOf =
  <D>() =>
  <P, Q, B, R>(
    contract: RouteContract<P, Q, B, R>,
    handle: (input: HandlerInput<P, Q, B, D>) => Promise<R>,
  ): Route<D> =>
    ({ contract, handle }) as unknown as Route<D>;

/**
 * What every context's deps are made of: the process-wide services it names, and `stores()` giving only its
 * own stores (and those it reads from other contexts) plus a unit of work over exactly those.
 */
export type ContextDeps<K extends keyof Services, Stores> = Pick<Services, K> & {
  stores(): Stores & { readonly unitOfWork: UnitOfWork<Stores> };
};

/** The actor of a protected route; the middleware guarantees it, this narrows the type. */
export const requireActor = (actor: Actor | undefined): Actor => {
  if (!actor) throw new Error("route declared as protected ran without an actor");
  return actor;
};
