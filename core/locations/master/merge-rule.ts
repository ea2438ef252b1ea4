import type { Said } from "../../shared/messages/message.ts";
import type { KnownLocationStatus } from "./known-location.ts";
import { LOCATION_MASTER_MESSAGES } from "./messages.ts";

export interface MergeSide {
  readonly id: string;
  readonly notisphereId: string;
  readonly knownProviderId: string;
  readonly knownProviderName: string | null;
  readonly status: KnownLocationStatus;
}

/**
 * Why merging `source` into `target` is refused, or null when it may go ahead. Two rows are one building only
 * within one known provider: a merge across providers would silently hand one provider's mappings (and their
 * verification marks) to another, so it is refused; the operator moves the location to the right provider
 * first. The target must be active (a closed or merged location cannot take mappings); the source may be
 * active or closed, never already merged.
 */
export const mergeRefusal = (source: MergeSide, target: MergeSide): Said | null => {
  const say = LOCATION_MASTER_MESSAGES.say;
  if (source.id === target.id) return say("mergeIntoItself");
  if (source.status === "MERGED") return say("alreadyMerged");
  if (target.status !== "ACTIVE")
    return say("mergeTargetNotActive", { target: target.notisphereId, status: target.status });
  if (source.knownProviderId !== target.knownProviderId)
    return say("mergeAcrossProviders", {
      source: source.notisphereId,
      sourceProvider: source.knownProviderName ?? "?",
      target: target.notisphereId,
      targetProvider: target.knownProviderName ?? "?",
    });
  return null;
};
