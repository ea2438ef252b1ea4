import type { TFunction } from "i18next";
import type { ProviderVerificationRow } from "../../../api/generated/model/providerVerificationRow.ts";
import type { ProviderVerificationSites } from "../../../api/generated/model/providerVerificationSites.ts";

/**
 * What the screen needs of the centralised rule, from GET …/sites (the server decides it; the screen only
 * disables what the server would refuse): why Covered is off for this user, if it is, and whether a proposal's
 * site is one the user may cover.
 */
export interface CoverFacts {
  /** Why this user can mark nothing Covered, or null when they can for at least one site. */
  readonly blockedReason: string | null;
  /** Why accepting this row's proposal is refused, or null when it is allowed. */
  readonly proposalBlocked: (row: ProviderVerificationRow) => string | null;
}

export const coverFactsOf = (t: TFunction, sites: ProviderVerificationSites | undefined): CoverFacts => {
  const coverable = sites?.sites.filter((site) => site.mayCover) ?? [];
  return {
    blockedReason:
      sites === undefined || coverable.length > 0 ? null : t("locationVerification.coverDisabled"),
    proposalBlocked: (row) => {
      const proposal = row.proposal;
      if (proposal === null || proposal.status !== "Covered" || sites === undefined) return null;
      return coverable.some((site) => site.id === proposal.siteId)
        ? null
        : t("locationVerification.coverSiteDisabled", { site: proposal.siteName ?? "" });
    },
  };
};

/** "Covered at North Hospital, as for Acme Medical". */
export const proposalText = (t: TFunction, row: ProviderVerificationRow): string =>
  row.proposal === null
    ? ""
    : t(`locationVerification.proposal.${row.proposal.status}`, {
        site: row.proposal.siteName ?? "",
        supplier: row.proposal.supplierName,
      });
