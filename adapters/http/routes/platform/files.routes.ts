import { Schema } from "effect";
import { Unauthenticated, fieldFailure } from "#core/shared/errors.ts";
import { COMMON_MESSAGES } from "#core/shared/messages/common-messages.ts";
import { assertRouteAccess, bearerToken } from "../../actor-from-request.ts";
import { requireActor, type Route } from "../../contract.ts";
import { route, type PlatformInput } from "./deps.ts";
import { SIGNED_LINK_PARAM, SIGNED_LINK_TTL_SECONDS, linkTarget } from "../../link-signer.ts";

const SignedUrlRequest = Schema.Struct({
  path: Schema.String.annotate({
    description:
      "The download as the API documents it, without the /api prefix, with its query if any (e.g. /notisphere/locationPreProcessor/document/{id})",
  }),
}).annotate({ identifier: "SignedUrlRequest" });

const SignedUrl = Schema.Struct({
  url: Schema.String.annotate({ description: "Opens the file without an Authorization header" }),
  expiresAt: Schema.String.annotate({ description: "ISO 8601; the link answers 401 from then on" }),
}).annotate({ identifier: "SignedUrl" });

const PLACEHOLDER_ORIGIN = "http://link.invalid";

/** `/a/{id}/b` → a pattern matching one concrete path of it (a parameter is one non-empty segment). */
const patternOf = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`);

/**
 * Issues a download link for a file route the caller may call. Only the route-level rule is checked here; the
 * download itself runs the handler's tenant checks with the signer as the actor, so a link to another
 * organisation's file is as refused as the call with the Bearer token would be.
 */
export const signedUrlRoutes = (routes: () => readonly Route[]) => {
  const handler = async ({
    actor,
    body,
    services,
    context,
  }: PlatformInput<unknown, unknown, typeof SignedUrlRequest.Type>) => {
    const signer = requireActor(actor);
    // The link carries the caller's token claims, so it stays bound to this session (see link-signer.ts).
    const claims = await services.tokens.verifyAccess(bearerToken(context.req.header("authorization")) ?? "");
    if (!claims) throw new Unauthenticated(COMMON_MESSAGES.say("unauthorized"));
    const parsed = body.path.startsWith("/") ? new URL(body.path, PLACEHOLDER_ORIGIN) : undefined;
    const download =
      parsed?.origin === PLACEHOLDER_ORIGIN
        ? routes().find(
            ({ contract }) =>
              contract.binary && contract.method === "get" && patternOf(contract.path).test(parsed.pathname),
          )
        : undefined;
    if (!parsed || !download) throw fieldFailure("path", COMMON_MESSAGES.say("notAFileDownload"));
    assertRouteAccess(download.contract.access, signer);
    const unsigned = `/api${parsed.pathname}${parsed.search}`;
    const { signature, expiresAt } = services.links.sign(claims, linkTarget(unsigned), services.clock.now());
    const url = new URL(unsigned, PLACEHOLDER_ORIGIN);
    url.searchParams.set(SIGNED_LINK_PARAM, signature);
    return { url: `${url.pathname}${url.search}`, expiresAt: expiresAt.toISOString() };
  };
  return [
    route(
      {
        method: "post",
        path: "/files/signed-url",
        operationId: "createSignedDownloadUrl",
        tag: "files",
        summary: "A short-lived link to one file download, usable without a Bearer header",
        description: `For opening a file in a new tab or in another program (Excel). The link is bound to this exact path and query and to the caller, and expires after ${SIGNED_LINK_TTL_SECONDS / 60} minutes. 403 when the caller may not call that download at all.`,
        access: { kind: "user" },
        body: SignedUrlRequest,
        response: SignedUrl,
      },
      handler,
    ),
  ];
};
