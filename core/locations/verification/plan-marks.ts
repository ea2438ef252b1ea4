import { Result } from "effect";
import type { Said } from "../../shared/messages/message.ts";
import { type CoverFacts, mayCoverSite } from "./covered-rule.ts";
import {
  locationVerificationMachine,
  membershipIncludesSite,
  type LocationVerificationEvent,
} from "./location-verification.ts";
import { PROVIDER_VERIFICATION_MESSAGES as MESSAGES } from "./provider-verification-messages.ts";
import type { LockedVerificationRow, VerificationSite } from "./provider-verification-ports.ts";
import type { ProviderMark } from "./provider-verification.ts";

/** One row and the mark it is to get. */
export interface PlannedMark {
  readonly row: Pick<LockedVerificationRow, "id" | "name" | "status">;
  readonly status: ProviderMark;
  /** The handling site; set for Covered only. */
  readonly siteId: string | null;
}

const EVENT_OF = {
  Covered: "markCovered",
  NotCovered: "markNotCovered",
  Invalid: "markInvalid",
  Emailed: "markEmailed",
} as const satisfies Record<ProviderMark, LocationVerificationEvent>;

const LABEL_OF = {
  Covered: "Covered",
  NotCovered: "Not Covered",
  Invalid: "Invalid",
  Emailed: "Emailed",
} as const satisfies Record<ProviderMark, string>;

/** Why the whole set of marks is refused, or undefined when every one of them is allowed. */
export type MarkRefusal =
  | { readonly kind: "unknownSite"; readonly said: Said }
  | { readonly kind: "decentralised"; readonly said: Said }
  | { readonly kind: "notMarkable"; readonly said: Said };

/**
 * Checks every planned mark against the provider's side of the verification state machine, all or nothing:
 * the first mark that is not allowed refuses the lot. A Covered mark needs one of the assignable sites (the
 * caller passes assignableSites) and, in a decentralised organisation, a user who belongs to that site.
 */
export const refusalOf = (
  planned: readonly PlannedMark[],
  facts: CoverFacts,
  assignable: readonly VerificationSite[],
): MarkRefusal | undefined => {
  for (const mark of planned) {
    const site =
      mark.siteId === null ? undefined : assignable.find((candidate) => candidate.id === mark.siteId);
    if (mark.status === "Covered" && site === undefined)
      return { kind: "unknownSite", said: MESSAGES.say("unknownSite") };
    const outcome = locationVerificationMachine.transition(
      mark.row.status ?? "UNVERIFIED",
      EVENT_OF[mark.status],
      "provider",
      {
        centralised: facts.centralised,
        handlesChosenSite: site !== undefined && membershipIncludesSite(facts.memberSites, site.id),
      },
    );
    if (Result.isFailure(outcome)) {
      if (outcome.failure.reason === "decentralised" && site !== undefined && !mayCoverSite(facts, site.id))
        return { kind: "decentralised", said: MESSAGES.say("decentralised", { site: site.name }) };
      return {
        kind: "notMarkable",
        said: MESSAGES.say("notMarkable", { name: mark.row.name, status: LABEL_OF[mark.status] }),
      };
    }
  }
  return undefined;
};
