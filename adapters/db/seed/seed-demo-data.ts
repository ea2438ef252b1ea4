import { readFileSync } from "node:fs";
import type { EntityManager } from "@mikro-orm/postgresql";
import { type OrganizationType } from "#core/access/permissions.ts";
import { DEFAULT_ROLES } from "#core/permissions-catalogue.ts";
import type { PasswordHasher } from "#core/identity/auth/ports.ts";
import { Membership, Organization, ProviderSite, QuickLink, Role, User } from "../entities.ts";
import { newId } from "../ids.ts";
import { DEMO_PASSWORD, DEMO_QUICK_LINKS, DEMO_USERS, type DemoOrg } from "./demo-users.ts";
import { ensureKnownLocations } from "./seed-known-locations.ts";
import { ensureDemoRecalls } from "./demo-recalls.ts";
import { ensureDemoSuppliers } from "./demo-suppliers.ts";
import { ensureDemoProviders } from "./demo-providers.ts";
import { ensureDemoRoles } from "./demo-roles.ts";
import { ensureDemoRegistrations } from "./demo-registrations.ts";
import { ensureDemoSupplierMaster } from "./demo-supplier-master.ts";
import { ensureDemoSitesAndContacts } from "./demo-sites-and-contacts.ts";
import { ensureDemoTeamMembers } from "./demo-team-members.ts";
import { ensureDemoSso } from "./demo-sso.ts";
import { ensureDemoShipTo } from "./demo-ship-to.ts";

interface HealthSystem {
  name: string;
  idn: string;
  sites: Array<{
    facilityId: string;
    name: string;
    address1: string;
    city: string;
    state: string;
    zip: string;
    phone: string;
  }>;
}

const HEALTH_SYSTEMS = JSON.parse(
  readFileSync(new URL("./hospitals.json", import.meta.url), "utf8"),
) as HealthSystem[];

/** The demo supplier that sends the demo recalls, and the first health system that receives them. */
const demoRecallOwners = () => ({
  markerEmail: "provider.admin@example.org",
  supplier: "Acme Medical",
  provider: HEALTH_SYSTEMS[0]?.name ?? "",
});

const createOrganization = (
  em: EntityManager,
  fields: { name: string; type: OrganizationType } & Record<string, unknown>,
) => {
  const id = newId();
  em.create(Organization, { id, status: "ACTIVE", isSso: false, ...fields });
  const roles = new Map<string, string>();
  for (const role of DEFAULT_ROLES[fields.type]) {
    const roleId = newId();
    em.create(Role, {
      id: roleId,
      organizationId: id,
      organizationType: fields.type,
      name: role.name,
      permissions: [...role.permissions],
    });
    roles.set(role.name, roleId);
  }
  return { id, roles };
};

/**
 * Demo data: the operator, supplier Acme Medical, distributor Northwind Distribution, three provider health
 * systems whose sites are real hospitals from the CMS list, the demo users, 30 quick links, and two real FDA
 * recalls sent by Acme Medical to the first health system.
 * Runs once: it does nothing when any organisation exists, except making sure every provider site is a known
 * location and the demo recalls exist (both added after the first seeds).
 */
export const seedDemoData = async (
  em: EntityManager,
  hasher: PasswordHasher,
): Promise<{ seeded: boolean }> => {
  if ((await em.count(Organization, {})) > 0) {
    await ensureKnownLocations(em);
    await ensureDemoRecalls(em, demoRecallOwners());
    await ensureDemoSuppliers(em);
    await ensureDemoProviders(em);
    await ensureDemoRoles(em, demoRecallOwners().provider);
    await ensureDemoRegistrations(em, hasher);
    await ensureDemoSupplierMaster(em, demoRecallOwners().markerEmail);
    await ensureDemoSitesAndContacts(em, demoRecallOwners().provider);
    await ensureDemoTeamMembers(em, hasher);
    await ensureDemoSso(em);
    await ensureDemoShipTo(em);
    return { seeded: false };
  }
  const passwordHashes = await Promise.all(DEMO_USERS.map(() => hasher.hash(DEMO_PASSWORD)));
  await em.transactional(async (tx) => {
    const orgs = new Map<DemoOrg, { id: string; roles: Map<string, string>; siteIds: string[] }>();
    const operator = createOrganization(tx, { name: "NotiSphere Operations", type: "NOTISPHERE" });
    orgs.set("operator", { ...operator, siteIds: [] });
    const acme = createOrganization(tx, {
      name: "Acme Medical",
      type: "SUPPLIER",
      supplierType: "SUPPLIER",
      address1: "100 Innovation Way",
      city: "Minneapolis",
      state: "MN",
      zip: "55401",
    });
    orgs.set("acme", { ...acme, siteIds: [] });
    const northwind = createOrganization(tx, {
      name: "Northwind Distribution",
      type: "SUPPLIER",
      supplierType: "DISTRIBUTOR",
      address1: "2500 Logistics Parkway",
      city: "Memphis",
      state: "TN",
      zip: "38118",
    });
    orgs.set("northwind", { ...northwind, siteIds: [] });
    HEALTH_SYSTEMS.forEach((system, index) => {
      const [first] = system.sites;
      const provider = createOrganization(tx, {
        name: system.name,
        type: "PROVIDER",
        idn: system.idn,
        centralized: true,
        address1: first?.address1,
        city: first?.city,
        state: first?.state,
        zip: first?.zip,
        phone: first?.phone,
      });
      const siteIds = system.sites.map((site) => {
        const id = newId();
        tx.create(ProviderSite, {
          id,
          organizationId: provider.id,
          name: site.name,
          address1: site.address1,
          city: site.city,
          state: site.state,
          zip: site.zip,
          phone: site.phone,
          externalId: site.facilityId,
          isCorporate: false,
        });
        return id;
      });
      if (index === 0) orgs.set("provider1", { ...provider, siteIds });
    });
    DEMO_USERS.forEach((demo, index) => {
      const userId = newId();
      tx.create(User, {
        id: userId,
        email: demo.email,
        passwordHash: passwordHashes[index] ?? null,
        firstName: demo.firstName,
        lastName: demo.lastName,
        status: "VERIFIED",
        failedLoginCount: 0,
      });
      for (const membership of demo.memberships) {
        const org = orgs.get(membership.org);
        const roleId = org?.roles.get(membership.role);
        if (!org || !roleId) throw new Error(`demo role ${membership.role} missing in ${membership.org}`);
        tx.create(Membership, {
          id: newId(),
          userId,
          organizationId: org.id,
          roleId,
          siteIds: membership.siteCount === undefined ? null : org.siteIds.slice(0, membership.siteCount),
          status: "ACTIVE",
        });
      }
    });
    const operatorUser = await tx.findOne(User, { email: DEMO_USERS[0]?.email ?? "" });
    for (const link of DEMO_QUICK_LINKS) {
      tx.create(QuickLink, {
        id: newId(),
        ...link,
        status: "ACTIVE",
        path: null,
        createdBy: operatorUser?.id ?? null,
        deletedAt: null,
      });
    }
  });
  await ensureKnownLocations(em);
  await ensureDemoRecalls(em, demoRecallOwners());
  await ensureDemoSuppliers(em);
  await ensureDemoProviders(em);
  await ensureDemoRoles(em, demoRecallOwners().provider);
  await ensureDemoRegistrations(em, hasher);
  await ensureDemoSupplierMaster(em, demoRecallOwners().markerEmail);
  await ensureDemoSitesAndContacts(em, demoRecallOwners().provider);
  await ensureDemoTeamMembers(em, hasher);
  await ensureDemoSso(em);
  await ensureDemoShipTo(em);
  return { seeded: true };
};
