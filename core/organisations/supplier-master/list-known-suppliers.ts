import type { Actor } from "../../access/actor.ts";
import { NotFound } from "../../shared/errors.ts";
import { assertCanUseSupplierMaster } from "./authorize.ts";
import { SUPPLIER_MASTER_MESSAGES } from "./messages.ts";
import { candidateWords, KNOWN_SUPPLIER_THRESHOLD, supplierNameSimilarity } from "./name-similarity.ts";
import type { SupplierMasterRepository } from "./ports.ts";
import { supplierMasterRow, type SupplierMasterRow } from "./supplier-master-row.ts";
import type { SupplierMasterRecord } from "./supplier-master.ts";

export type KnownSupplier = SupplierMasterRow & {
  /** 1 for an entry linked to this account; otherwise how alike the names are. */
  readonly score: number;
  readonly linkedToThis: boolean;
};

/** How many candidates the storage narrows to before scoring, and how many the answer keeps. */
const CANDIDATE_LIMIT = 500;
const ANSWER_LIMIT = 25;

/**
 * The master entries known for a supplier account, best first: those linked to it, then unlinked live entries
 * whose names are alike enough (KNOWN_SUPPLIER_THRESHOLD) to be the same firm, the candidates to link.
 */
export const rankKnownSuppliers = (
  accountName: string,
  accountId: string,
  entries: readonly SupplierMasterRecord[],
): { record: SupplierMasterRecord; score: number; linkedToThis: boolean }[] =>
  entries
    .map((record) => {
      const linkedToThis = record.linkedOrganizationId === accountId;
      return {
        record,
        linkedToThis,
        score: linkedToThis ? 1 : supplierNameSimilarity(accountName, record.name),
      };
    })
    .filter(
      (c) =>
        c.linkedToThis ||
        (c.record.status !== "LINKED" &&
          c.record.status !== "DELETED" &&
          c.score >= KNOWN_SUPPLIER_THRESHOLD),
    )
    .sort(
      (a, b) =>
        Number(b.linkedToThis) - Number(a.linkedToThis) ||
        b.score - a.score ||
        a.record.name.localeCompare(b.record.name) ||
        a.record.id.localeCompare(b.record.id),
    )
    .slice(0, ANSWER_LIMIT);

/** GET /notisphere/organizations/knownsuppliers/{id}. */
export const listKnownSuppliers = async (
  deps: { supplierMaster: SupplierMasterRepository },
  actor: Actor,
  organizationId: string,
): Promise<KnownSupplier[]> => {
  assertCanUseSupplierMaster(actor, "knownSuppliers");
  const account = await deps.supplierMaster.findAccount(organizationId);
  if (!account || account.type !== "SUPPLIER")
    throw new NotFound(SUPPLIER_MASTER_MESSAGES.say("supplierNotFound"));
  const entries = await deps.supplierMaster.findCandidates(
    account.id,
    candidateWords(account.name),
    CANDIDATE_LIMIT,
  );
  return rankKnownSuppliers(account.name, account.id, entries).map(({ record, score, linkedToThis }) => ({
    ...supplierMasterRow(actor, record),
    score: Math.round(score * 1000) / 1000,
    linkedToThis,
  }));
};
