import { messageSet } from "../../shared/messages/message.ts";

/** What the provider's location verification says. */
export const PROVIDER_VERIFICATION_MESSAGES = messageSet("providerVerification", {
  duplicateIds: "A row is named twice; name each row once",
  notYours:
    "{count} of the chosen rows are not in your list (another organisation's, marked Invalid, or no longer mapped to you); nothing was marked",
  chooseSite: "Choose the site that handles these rows",
  siteOnlyForCovered: "A site is chosen only when marking Covered",
  unknownSite: "Choose one of your organisation's sites",
  decentralised:
    "Your organisation handles recalls per site: only a member of {site} may mark rows Covered for it",
  notMarkable: "{name} cannot be marked {status} now; nothing was marked",
  noProposal:
    "{name} has no proposal to accept (already verified, or no other supplier's row was verified); nothing was marked",
  invalidReason: "Marked Invalid by the provider for another supplier's row at this building",
  rowsMarked: "Rows marked",
  proposalsAccepted: "Proposals accepted",
});
