import type { OrganizationType } from "#core/access/permissions.ts";
import { DEFAULT_ROLES } from "#core/permissions-catalogue.ts";
import { Membership, Organization, ProviderSite, Role, User } from "../../../adapters/db/entities.ts";
import { newId } from "../../../adapters/db/ids.ts";
import { argon2Hasher } from "../../../adapters/security/argon2-hasher.ts";
import { DEMO_PASSWORD, type TestPortal } from "./test-portal.ts";

export interface FixtureUser {
  readonly userId: string;
  readonly membershipId: string;
  readonly email: string;
}

/**
 * An organisation of its own for one test file, with the built-in roles: tests that change sites, members
 * and profiles touch nothing the demo data or other files read.
 */
export const createOrganisation = async (
  t: TestPortal,
  type: OrganizationType,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; name: string; roles: Map<string, string> }> => {
  const em = t.portal.orm.em.fork();
  const id = newId();
  const name = `${type === "PROVIDER" ? "Test Health" : "Test Supplies"} ${id.slice(-10)}`;
  em.create(Organization, {
    id,
    name,
    type,
    status: "ACTIVE",
    isSso: false,
    ...(type === "SUPPLIER" ? { supplierType: "SUPPLIER" } : {}),
    ...fields,
  });
  const roles = new Map<string, string>();
  for (const role of DEFAULT_ROLES[type]) {
    const roleId = newId();
    em.create(Role, {
      id: roleId,
      organizationId: id,
      organizationType: type,
      name: role.name,
      permissions: [...role.permissions],
    });
    roles.set(role.name, roleId);
  }
  await em.flush();
  return { id, name, roles };
};

export const createSite = async (
  t: TestPortal,
  organizationId: string,
  name: string,
  options: { corporate?: boolean; kind?: string } = {},
): Promise<string> => {
  const em = t.portal.orm.em.fork();
  const id = newId();
  em.create(ProviderSite, {
    id,
    organizationId,
    name,
    kind: options.kind ?? (options.corporate ? "CORPORATE" : "HOSPITAL"),
    isCorporate: options.corporate ?? false,
    address1: options.corporate ? null : "1 Test Way",
    city: options.corporate ? null : "Austin",
    state: options.corporate ? null : "TX",
    zip: options.corporate ? null : "78701",
    externalId: null,
    createdAt: new Date(),
  });
  await em.flush();
  return id;
};

let hash: Promise<string> | undefined;

/** A member of the organisation; `status` is the account's (VERIFIED, VERIFICATION...). */
export const addMember = async (
  t: TestPortal,
  organizationId: string,
  roleId: string,
  options: { siteIds: string[] | null; status?: string; lastName?: string; membershipStatus?: string },
): Promise<FixtureUser> => {
  hash ??= argon2Hasher.hash(DEMO_PASSWORD);
  const em = t.portal.orm.em.fork();
  const userId = newId();
  const membershipId = newId();
  const email = `settings.${userId.slice(-12)}@example.org`;
  em.create(User, {
    id: userId,
    email,
    passwordHash: await hash,
    firstName: "Test",
    lastName: options.lastName ?? "Member",
    status: options.status ?? "VERIFIED",
    failedLoginCount: 0,
  });
  em.create(Membership, {
    id: membershipId,
    userId,
    organizationId,
    roleId,
    siteIds: options.siteIds,
    status: options.membershipStatus ?? "ACTIVE",
  });
  await em.flush();
  return { userId, membershipId, email };
};
