import type { EntityManager } from "@mikro-orm/postgresql";
import type { OrganizationType, Permission } from "#core/access/permissions.ts";
import { DEFAULT_ROLES } from "#core/permissions-catalogue.ts";
import { Membership, Organization, Role, User } from "../entities.ts";
import { newId } from "../ids.ts";

type RoleSeed = { readonly name: string; readonly permissions: readonly Permission[] };

/** Custom roles an organisation of each type made for itself, as the roles screens show them. */
const CUSTOM_ROLES: Record<OrganizationType, readonly RoleSeed[]> = {
  NOTISPHERE: [
    {
      name: "Support Desk",
      permissions: ["Notisphere_ViewDashboard", "Notisphere_ProviderReadOnly", "Notisphere_ManageRecalls"],
    },
    {
      name: "Content Editor",
      permissions: [
        "Notisphere_ManageFAQs",
        "Notisphere_ManageEmailTemplates",
        "Notisphere_ManageUserGuides",
        "Notisphere_ManageLookupValues",
      ],
    },
  ],
  SUPPLIER: [
    {
      name: "Regional Coordinator",
      permissions: [
        "Supplier_ViewDashboard",
        "Supplier_ManageRecalls",
        "Supplier_ManageLocations",
        "Supplier_ViewContact",
      ],
    },
    {
      name: "Customer Service",
      permissions: [
        "Supplier_ViewDashboard",
        "Supplier_ViewFAQs",
        "Supplier_ViewContact",
        "Supplier_ViewUserGuides",
      ],
    },
  ],
  PROVIDER: [
    {
      name: "Biomed Reviewer",
      permissions: [
        "Provider_ViewDashboard",
        "Provider_ResponderRole",
        "Provider_ViewFAQs",
        "Provider_ViewUserGuides",
      ],
    },
    {
      name: "Pharmacy Buyer",
      permissions: ["Provider_ViewDashboard", "Provider_ManageDisruption", "Provider_ViewContact"],
    },
    {
      name: "Regional Coordinator",
      permissions: [
        "Provider_ViewDashboard",
        "Provider_ManageRecalls",
        "Provider_ResponderRole",
        "Provider_ManageLocations",
      ],
    },
  ],
};

/**
 * People who hold the custom roles, so the members column shows real counts. They have no password (they
 * would set one through an invitation); the demo logins keep their roles.
 */
const HOLDERS: ReadonlyArray<{
  organization: string;
  role: string;
  email: string;
  firstName: string;
  lastName: string;
}> = [
  {
    organization: "Acme Medical",
    role: "Regional Coordinator",
    email: "l.okafor@example.org",
    firstName: "Lena",
    lastName: "Okafor",
  },
  {
    organization: "Acme Medical",
    role: "Regional Coordinator",
    email: "t.brandt@example.org",
    firstName: "Tomas",
    lastName: "Brandt",
  },
  {
    organization: "Acme Medical",
    role: "Customer Service",
    email: "a.reyes@example.org",
    firstName: "Ana",
    lastName: "Reyes",
  },
  {
    organization: "NotiSphere Operations",
    role: "Support Desk",
    email: "k.nguyen@example.org",
    firstName: "Khanh",
    lastName: "Nguyen",
  },
];

/** The first health system's holders: it is named by the hospital list, so they are matched by type and order. */
const PROVIDER_HOLDERS: ReadonlyArray<{ role: string; email: string; firstName: string; lastName: string }> =
  [
    { role: "Biomed Reviewer", email: "g.holloway@example.org", firstName: "Grace", lastName: "Holloway" },
    { role: "Biomed Reviewer", email: "d.mensah@example.org", firstName: "David", lastName: "Mensah" },
    { role: "Pharmacy Buyer", email: "m.webb@example.org", firstName: "Marcus", lastName: "Webb" },
    { role: "Regional Coordinator", email: "h.tran@example.org", firstName: "Hoa", lastName: "Tran" },
  ];

const ensureRole = async (em: EntityManager, org: { id: string; type: string }, seed: RoleSeed) => {
  const existing = await em.findOne(Role, { organizationId: org.id, name: seed.name });
  if (existing) return existing.id;
  const id = newId();
  em.create(Role, {
    id,
    organizationId: org.id,
    organizationType: org.type,
    name: seed.name,
    permissions: [...seed.permissions],
  });
  return id;
};

const ensureHolder = async (
  em: EntityManager,
  organizationId: string,
  roleId: string,
  person: { email: string; firstName: string; lastName: string },
) => {
  if (await em.findOne(User, { email: person.email })) return;
  const userId = newId();
  em.create(User, { id: userId, ...person, passwordHash: null, status: "VERIFIED", failedLoginCount: 0 });
  em.create(Membership, { id: newId(), userId, organizationId, roleId, siteIds: null, status: "ACTIVE" });
};

/**
 * Every organisation's built-in roles (older databases lack the supplier Sourcing Coordinator), a few custom
 * roles per organisation, and some people holding them. Idempotent: runs on every start.
 */
export const ensureDemoRoles = async (em: EntityManager, firstProviderName: string): Promise<void> => {
  await em.transactional(async (tx) => {
    const orgs = await tx.find(Organization, {}, { orderBy: { name: "asc" } });
    const roleIds = new Map<string, string>();
    for (const org of orgs) {
      const type = org.type as OrganizationType;
      for (const seed of [...DEFAULT_ROLES[type], ...CUSTOM_ROLES[type]])
        roleIds.set(`${org.name}/${seed.name}`, await ensureRole(tx, org, seed));
    }
    await tx.flush();
    const orgId = new Map(orgs.map((org) => [org.name, org.id]));
    const holders = [...HOLDERS, ...PROVIDER_HOLDERS.map((p) => ({ ...p, organization: firstProviderName }))];
    for (const holder of holders) {
      const organizationId = orgId.get(holder.organization);
      const roleId = roleIds.get(`${holder.organization}/${holder.role}`);
      if (organizationId && roleId) await ensureHolder(tx, organizationId, roleId, holder);
    }
  });
};
