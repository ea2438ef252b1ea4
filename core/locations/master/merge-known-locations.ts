import type { Actor } from "../../access/actor.ts";
import { Conflict, NotFound, ValidationFailed } from "../../shared/errors.ts";
import type { Clock, IdGenerator } from "../../shared/ports.ts";
import { assertCanManageLocationMaster } from "./authorize.ts";
import type { KnownLocationRecord, MergeRequest } from "./known-location.ts";
import { mergeRefusal } from "./merge-rule.ts";
import { LOCATION_MASTER_MESSAGES } from "./messages.ts";
import type { KnownLocationRepository } from "./ports.ts";

type Deps = {
  readonly knownLocations: KnownLocationRepository;
  readonly ids: IdGenerator;
  readonly clock: Clock;
};

const say = LOCATION_MASTER_MESSAGES.say;

const side = (location: KnownLocationRecord) => ({ id: location.id, notisphereId: location.notisphereId });

/**
 * PUT /notisphere/locations/{id}/merge: the two rows turned out to be one building. Every mapping that pointed
 * at the merged location now points at the target, so nothing a supplier or provider decided is lost; the
 * providers' verification marks stay on the moved rows (it is the same building). Answers the target.
 */
export const mergeKnownLocation = async (
  deps: Deps,
  actor: Actor,
  sourceId: string,
  request: MergeRequest,
): Promise<KnownLocationRecord> => {
  assertCanManageLocationMaster(actor, "merge");
  const source = await deps.knownLocations.findById(sourceId);
  if (!source) throw new NotFound(say("notFound"));
  const target = await deps.knownLocations.findById(request.targetId);
  if (!target) {
    const said = say("mergeTargetNotFound");
    throw new ValidationFailed({ ...said, fields: [{ field: "targetId", ...said }] });
  }
  if (source.version !== request.version) throw new Conflict(say("stale"));
  const refusal = mergeRefusal(source, target);
  if (refusal) throw new Conflict(refusal);
  const at = deps.clock.now();
  const moved = await deps.knownLocations.merge({
    sourceId,
    targetId: target.id,
    expectedVersion: request.version,
    history: (counts) => ({
      source: {
        id: deps.ids.next(),
        at,
        byUserId: actor.userId,
        changeType: "MERGED_INTO",
        changes: { into: side(target), moved: counts },
      },
      target: {
        id: deps.ids.next(),
        at,
        byUserId: actor.userId,
        changeType: "MERGED_FROM",
        changes: { from: side(source), moved: counts },
      },
    }),
  });
  if (moved === "stale") throw new Conflict(say("stale"));
  const merged = await deps.knownLocations.findById(target.id);
  if (!merged) throw new NotFound(say("notFound"));
  return merged;
};
