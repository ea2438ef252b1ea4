import type { Context } from "hono";
import type { Actor } from "#core/access/actor.ts";
import { Unauthenticated } from "#core/shared/errors.ts";
import { COMMON_MESSAGES } from "#core/shared/messages/common-messages.ts";
import { actorFromAuthorization, actorOfLiveClaims } from "./actor-from-request.ts";
import type { RouteContract } from "./contract.ts";
import { SIGNED_LINK_PARAM, linkTarget } from "./link-signer.ts";
import type { Services } from "./services.ts";

const INVALID_LINK = COMMON_MESSAGES.texts.invalidLink;

/**
 * The actor of a protected request: the Bearer token's, or on a file route without one, the signer of a valid
 * download link. A request that sends a Bearer header is judged by it alone.
 */
export const actorOfRequest = async (
  c: Context,
  contract: RouteContract,
  services: Services,
): Promise<Actor> => {
  const authorization = c.req.header("authorization");
  const signature = c.req.query(SIGNED_LINK_PARAM);
  if (authorization !== undefined || !contract.binary || signature === undefined)
    return actorFromAuthorization(authorization, services.tokens, services.sessions);
  const signer = services.links.verify(signature, linkTarget(c.req.url), services.clock.now());
  if (!signer) throw new Unauthenticated(COMMON_MESSAGES.say("invalidLink"));
  return actorOfLiveClaims(signer, services.sessions, INVALID_LINK);
};
