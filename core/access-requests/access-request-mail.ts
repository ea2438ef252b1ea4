import type { CommunicationType } from "../access/resources.ts";
import type { OutgoingMail } from "../shared/ports.ts";
import type { AccessRequestTarget, Person } from "./ports.ts";

const KIND: Record<CommunicationType, { noun: string; area: string; viewPath: string }> = {
  RECALL: { noun: "recall", area: "Recalls", viewPath: "/provider/recalls/view" },
  "PRODUCT DISRUPTION": {
    noun: "supply advisory",
    area: "Supply Advisories",
    viewPath: "/provider/product-disruption/view",
  },
};

const fullName = (person: Person): string => `${person.firstName} ${person.lastName}`.trim();

/** Where the notice opens in the portal (routes.tsv: the provider view route with both ids). */
export const noticeLink = (publicUrl: string, target: AccessRequestTarget): string =>
  `${publicUrl}${KIND[target.communicationType].viewPath}/${target.communicationId}/${target.providerCommunicationId}`;

/**
 * The e-mail an administrator gets: who asks, for which notice, which sites it affects, and what to change so
 * the person can open it (a role with the area's permission and one of the affected sites, doc 2 §1).
 */
export const accessRequestMail = (
  administrator: Person,
  requester: Person,
  target: AccessRequestTarget,
  publicUrl: string,
): OutgoingMail => {
  const kind = KIND[target.communicationType];
  const sites = target.sites.length > 0 ? target.sites.map((site) => site.name).join(", ") : "none listed";
  return {
    to: administrator.email,
    subject: `Access request: ${fullName(requester)} asks to open ${kind.noun} ${target.communicationUid}`,
    text:
      `Hello ${administrator.firstName},\n\n` +
      `${fullName(requester)} (${requester.email}) received the ${kind.noun} "${target.name}" ` +
      `(ID ${target.communicationUid}) from ${target.supplierName} but does not have permission to open it.\n\n` +
      `Affected sites of your organization: ${sites}.\n\n` +
      `To give access, open Organization Settings > Users and give ${requester.firstName} a role with ` +
      `${kind.area} and at least one of these sites:\n${publicUrl}/provider/users\n\n` +
      `The ${kind.noun}: ${noticeLink(publicUrl, target)}\n\n` +
      `You receive this e-mail because you manage the users of your organization.`,
  };
};
