import type { Actor } from "../../access/actor.ts";
import { NotFound } from "../../shared/errors.ts";
import { assertCanUseSupplierMaster } from "./authorize.ts";
import { SUPPLIER_MASTER_MESSAGES } from "./messages.ts";
import { candidateWords, supplierNameSimilarity } from "./name-similarity.ts";
import type { SupplierAccountOption, SupplierMasterRepository } from "./ports.ts";

export type AccountOption = SupplierAccountOption & { readonly score: number };

const LIMIT = 20;

/**
 * GET /notisphere/organizations/suppliers-list/{id}/accounts: the supplier accounts the link dialog offers for
 * an entry, the most alike names first (the reverse of knownsuppliers). With `search`, accounts whose name
 * contains that text instead, so an account with an unrelated name can be found too.
 */
export const listAccountOptions = async (
  deps: { supplierMaster: SupplierMasterRepository },
  actor: Actor,
  input: { readonly entryId: string; readonly search?: string | undefined },
): Promise<AccountOption[]> => {
  assertCanUseSupplierMaster(actor, "accountOptions");
  const entry = await deps.supplierMaster.findById(input.entryId);
  if (!entry) throw new NotFound(SUPPLIER_MASTER_MESSAGES.say("notFound"));
  const search = input.search?.trim();
  const accounts = await deps.supplierMaster.findSupplierAccounts(
    search ? [search.toLowerCase()] : candidateWords(entry.name),
    200,
  );
  return accounts
    .map((account) => ({
      ...account,
      score: Math.round(supplierNameSimilarity(entry.name, account.name) * 1000) / 1000,
    }))
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .slice(0, LIMIT);
};
