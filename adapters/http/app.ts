import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { Schema } from "effect";
import { PayloadTooLarge, ValidationFailed, fieldFailure } from "#core/shared/errors.ts";
import { COMMON_MESSAGES, REQUEST_MESSAGES } from "#core/shared/messages/common-messages.ts";
import { languageOfRequest, type ServerLanguage } from "#core/shared/messages/language.ts";
import { sayIn } from "#core/translations/server-messages.ts";
import { assertRouteAccess } from "./actor-from-request.ts";
import type { Route } from "./contract.ts";
import { UNSTORABLE_CHARACTER, decodeInput, unstorableMessage } from "./decode.ts";
import { success } from "./envelope.ts";
import { failureIn, toErrorResponse } from "./error-mapping.ts";
import { mountApiDocs } from "./api-docs.ts";
import { mountDevMailboxPage } from "./dev-mailbox-page.ts";
import { mountWebApp } from "./web-app.ts";
import { actorOfRequest } from "./signed-links.ts";
import type { Services } from "./services.ts";

/** JSON bodies are small forms; uploads get the configured upload limit on their own routes. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Room for multipart boundaries and text fields around an upload's file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const EmptyObject = Schema.Struct({});

/** `/notisphere/quickLinks/{id}` → `/notisphere/quickLinks/:id` */
export const toHonoPath = (path: string): string => path.replace(/\{([^}]+)\}/g, ":$1");

const readJsonBody = async (c: Context): Promise<unknown> => {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationFailed({
      ...REQUEST_MESSAGES.say("badJson"),
      fields: [{ field: "body", ...REQUEST_MESSAGES.say("badJsonField") }],
    });
  }
};

const readMultipart = async (
  c: Context,
  upload: NonNullable<Route["contract"]["upload"]>,
): Promise<{ body: unknown; file: File | undefined }> => {
  if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? ""))
    throw new ValidationFailed({
      ...REQUEST_MESSAGES.say("multipartExpected"),
      fields: [{ field: upload.fileField, ...REQUEST_MESSAGES.say("multipartExpectedField") }],
    });
  const form = await c.req.parseBody().catch(() => {
    throw new ValidationFailed({
      ...REQUEST_MESSAGES.say("badMultipart"),
      fields: [{ field: upload.fileField, ...REQUEST_MESSAGES.say("badMultipartField") }],
    });
  });
  const fields: Record<string, string> = {};
  let file: File | undefined;
  for (const [name, value] of Object.entries(form)) {
    if (name === upload.fileField && value instanceof File) file = value;
    else if (typeof value === "string") fields[name] = value;
  }
  // The file's name is stored with the job, so it obeys the same rule as every text field.
  if (file?.name.includes(UNSTORABLE_CHARACTER))
    throw fieldFailure(upload.fileField, unstorableMessage(upload.fileField));
  return { body: decodeInput(upload.fields, fields, "body"), file };
};

const handlerFor = (route: Route, services: Services) => async (c: Context) => {
  const { contract } = route;
  const actor = contract.access.kind === "user" ? await actorOfRequest(c, contract, services) : undefined;
  if (actor) assertRouteAccess(contract.access, actor);
  const params = decodeInput(contract.params ?? EmptyObject, c.req.param(), "path");
  const query = decodeInput(contract.query ?? EmptyObject, c.req.query(), "query");
  const { body, file } = contract.upload
    ? await readMultipart(c, contract.upload)
    : {
        body: contract.body ? decodeInput(contract.body, await readJsonBody(c), "body") : undefined,
        file: undefined,
      };
  const data = await route.handle({ params, query, body, file, actor, services, context: c });
  if (data instanceof Response) return data;
  return c.json(success(data ?? null, sayIn(languageOf(c), contract.successMessage ?? "")), 200);
};

/** The language the answer's words are in: the request's Accept-Language, English by default. */
const languageOf = (c: Context): ServerLanguage => languageOfRequest(c.req.header("accept-language"));

const renderError = (error: Error, c: Context) => {
  const { status, body, retryAfter } = toErrorResponse(error, languageOf(c));
  if (status === 500) console.error("[http]", c.req.method, c.req.path, error);
  if (retryAfter !== undefined) c.header("retry-after", String(retryAfter));
  return c.json(body, status);
};

export const createApp = (services: Services, routes: readonly Route[]): Hono => {
  const app = new Hono();
  app.use("*", async (c, next) => {
    await next();
    c.header("app-version", services.config.appVersion);
  });
  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // The file preview reads downloaded files back from blob: URLs it created.
        connectSrc: ["'self'", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        frameSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  const api = new Hono();
  const limitOf = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new PayloadTooLarge(REQUEST_MESSAGES.say("tooLarge"));
      },
    });
  api.use("*", async (c, next) => {
    // Answers are per user and change often: browsers and proxies must not keep them.
    await next();
    if (!c.res.headers.has("cache-control")) c.header("cache-control", "no-store");
  });
  const jsonLimit = limitOf(JSON_BODY_LIMIT_BYTES);
  const uploadLimit = limitOf(services.config.uploadMaxBytes + MULTIPART_OVERHEAD_BYTES);
  for (const route of routes) {
    if (route.contract.mountedWhen && !route.contract.mountedWhen(services.config)) continue;
    api.on(
      route.contract.method.toUpperCase(),
      toHonoPath(route.contract.path),
      route.contract.upload ? uploadLimit : jsonLimit,
      handlerFor(route, services),
    );
  }
  mountApiDocs(api, routes, services);

  api.onError(renderError);
  app.onError(renderError);
  // Hono consults the root app's handler for unmatched paths, including those under /api.
  app.notFound((c) =>
    c.req.path.startsWith("/api/")
      ? c.json(failureIn(languageOf(c), COMMON_MESSAGES.say("notFound"), { code: "NotFound" }), 404)
      : c.text("Not found", 404),
  );

  app.route("/api", api);
  mountDevMailboxPage(app, services);
  mountWebApp(app, services);
  return app;
};
