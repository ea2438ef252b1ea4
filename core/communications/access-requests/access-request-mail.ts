import type { CommunicationType } from "../../access/resources.ts";
import type { OutgoingMail } from "../../shared/ports.ts";
import type { AccessRequestTarget, Person } from "./ports.ts";

const KIND: Record<CommunicationType, { noun: string; area: string; viewPath: string }> = {
  RECALL: { noun: "recall", area: "Recalls", viewPath: "/provider/recalls/view" },
  "PRODUCT DISRUPTION": {
    noun: "supply advisory",
    area: "Supply Advisories",
    viewPath: "/provider/product-disruption/view",
  },
};

/** What keeps the requester out: the area's permission, an affected site, or both. */
export interface MissingAccess {
  readonly permission: boolean;
  readonly site: boolean;
}

export interface Requester extends Person {
  /** The role the requester holds now; a user has one role per organisation, so a new role replaces it. */
  readonly roleName: string;
}

const fullName = (person: Person): string => `${person.firstName} ${person.lastName}`.trim() || person.email;

/** Where the notice opens in the portal (routes.tsv: the provider view route with both ids). */
export const noticeLink = (publicUrl: string, target: AccessRequestTarget): string =>
  `${publicUrl}${KIND[target.communicationType].viewPath}/${target.communicationId}/${target.providerCommunicationId}`;

const whatToChange = (requester: Requester, target: AccessRequestTarget, missing: MissingAccess): string => {
  const kind = KIND[target.communicationType];
  const who = requester.firstName || fullName(requester);
  const steps: string[] = [];
  if (missing.permission)
    steps.push(
      `- a role with ${kind.area}: ${who}'s role now is ${requester.roleName}, and a user has one role, ` +
        `so choose one that keeps what ${who} needs today`,
    );
  if (missing.site)
    steps.push(
      target.sites.length > 0
        ? `- at least one of the affected sites listed above`
        : `- the affected sites, once the ${kind.noun} lists some for your organization`,
    );
  return `To give access, open Organization Settings > Users and give ${who}:\n${steps.join("\n")}`;
};

/**
 * The e-mail an administrator gets: who asks, for which notice, which sites it affects, and exactly what is
 * missing (a role with the area's permission, an affected site, or both), with the Users page and the notice.
 */
export const accessRequestMail = (
  administrator: Person,
  requester: Requester,
  target: AccessRequestTarget,
  missing: MissingAccess,
  publicUrl: string,
): OutgoingMail => {
  const kind = KIND[target.communicationType];
  const sites =
    target.sites.length > 0 ? target.sites.map((site) => `- ${site.name}`).join("\n") : "- none listed yet";
  return {
    to: administrator.email,
    subject: `Access request: ${fullName(requester)} asks to open ${kind.noun} ${target.communicationUid}`,
    text:
      `Hello ${administrator.firstName || fullName(administrator)},\n\n` +
      `${fullName(requester)} (${requester.email}) received the ${kind.noun} "${target.name}" ` +
      `(ID ${target.communicationUid}) from ${target.supplierName} but does not have permission to open it.\n\n` +
      `Affected sites of your organization:\n${sites}\n\n` +
      `${whatToChange(requester, target, missing)}\n\n` +
      `Users page:\n${publicUrl}/provider/users\n\n` +
      `The ${kind.noun}:\n${noticeLink(publicUrl, target)}\n\n` +
      `You receive this e-mail because you manage the users of your organization.`,
  };
};
