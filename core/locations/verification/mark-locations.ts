import type { Actor } from "../../access/actor.ts";
import { Conflict, fieldFailure, Forbidden, NotFound } from "../../shared/errors.ts";
import { assertCanVerify } from "./authorize.ts";
import { buildingKeyOf } from "./building-key.ts";
import { assignableSites } from "./covered-rule.ts";
import { refusalOf, type PlannedMark } from "./plan-marks.ts";
import { PROVIDER_VERIFICATION_MESSAGES as MESSAGES } from "./provider-verification-messages.ts";
import type {
  LockedVerificationRow,
  ProviderVerificationDeps,
  ProviderVerificationRepository,
} from "./provider-verification-ports.ts";
import type { AcceptProposalsInput, MarkLocationsInput, MarkOutcome } from "./provider-verification.ts";

type Planned = PlannedMark & { readonly row: LockedVerificationRow };

const distinct = (ids: readonly string[]): readonly string[] => {
  if (new Set(ids).size !== ids.length) throw fieldFailure("ids", MESSAGES.say("duplicateIds"));
  return ids;
};

/** The rows, locked; any id the organisation does not see (bad, another provider's, Invalid) refuses them all. */
const lockOwnRows = async (
  repo: ProviderVerificationRepository,
  organizationId: string,
  ids: readonly string[],
): Promise<readonly LockedVerificationRow[]> => {
  const rows = await repo.lockVisible(organizationId, ids);
  if (rows.length !== ids.length)
    throw new NotFound(MESSAGES.say("notYours", { count: ids.length - rows.length }));
  return rows;
};

/**
 * Checks and writes the marks in the caller's transaction. Invalid also blocks the row's building for that
 * known location (for every supplier, until an operator confirms the pair) and sends other suppliers' rows at
 * the same building, still mapped there by the matcher, to the operator's review.
 */
const applyMarks = async (
  repo: ProviderVerificationRepository,
  actor: Actor,
  planned: readonly Planned[],
  at: Date,
): Promise<MarkOutcome> => {
  const [centralised, sites] = await Promise.all([
    repo.centralised(actor.organizationId),
    repo.sites(actor.organizationId),
  ]);
  const refusal = refusalOf(planned, { centralised, memberSites: actor.siteIds }, assignableSites(sites));
  if (refusal?.kind === "unknownSite") throw fieldFailure("siteId", refusal.said);
  if (refusal?.kind === "decentralised") throw new Forbidden(refusal.said);
  if (refusal !== undefined) throw new Conflict(refusal.said);
  await repo.setMarks(
    planned.map((mark) => ({ id: mark.row.id, status: mark.status, siteId: mark.siteId })),
    actor.userId,
    at,
  );
  const markedNow = new Set(planned.map((mark) => mark.row.id));
  let sentToReview = 0;
  for (const { row } of planned.filter((mark) => mark.status === "Invalid")) {
    const buildingKey = buildingKeyOf(row);
    await repo.addInvalidBlock({
      buildingKey,
      knownLocationId: row.knownLocationId,
      sourceSupplierLocationId: row.id,
      byUserId: actor.userId,
    });
    const siblings = (await repo.matchedSiblings(row.knownLocationId, row.supplierOrganizationId)).filter(
      (sibling) => !markedNow.has(sibling.id) && buildingKeyOf(sibling) === buildingKey,
    );
    if (siblings.length === 0) continue;
    await repo.sendToReview(
      siblings.map((sibling) => sibling.id),
      row.knownLocationId,
      MESSAGES.texts.invalidReason,
    );
    siblings.forEach((sibling) => markedNow.add(sibling.id));
    sentToReview += siblings.length;
  }
  return { marked: planned.length, sentToReview };
};

/** PUT /provider/locations-verification/mark: one mark for every named row, all or nothing. */
export const markLocations = async (
  deps: ProviderVerificationDeps,
  actor: Actor,
  input: MarkLocationsInput,
): Promise<MarkOutcome> => {
  assertCanVerify(actor, "mark");
  const ids = distinct(input.ids);
  const siteId = input.siteId ?? null;
  if (input.status === "Covered" && siteId === null) throw fieldFailure("siteId", MESSAGES.say("chooseSite"));
  if (input.status !== "Covered" && siteId !== null)
    throw fieldFailure("siteId", MESSAGES.say("siteOnlyForCovered"));
  return deps.unitOfWork.run(async ({ providerVerification: repo }) => {
    const rows = await lockOwnRows(repo, actor.organizationId, ids);
    const planned = rows.map((row) => ({ row, status: input.status, siteId }));
    return applyMarks(repo, actor, planned, deps.clock.now());
  });
};

/** POST /provider/locations-verification/accept-proposals: each row takes its own proposal, all or nothing. */
export const acceptProposals = async (
  deps: ProviderVerificationDeps,
  actor: Actor,
  input: AcceptProposalsInput,
): Promise<MarkOutcome> => {
  assertCanVerify(actor, "acceptProposals");
  const ids = distinct(input.ids);
  return deps.unitOfWork.run(async ({ providerVerification: repo }) => {
    const rows = await lockOwnRows(repo, actor.organizationId, ids);
    const planned = rows.map((row): Planned => {
      const proposal = row.proposal;
      if (row.status !== null || proposal === null)
        throw new Conflict(MESSAGES.say("noProposal", { name: row.name }));
      return { row, status: proposal.status, siteId: proposal.status === "Covered" ? proposal.siteId : null };
    });
    return applyMarks(repo, actor, planned, deps.clock.now());
  });
};
