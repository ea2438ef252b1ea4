import { randomBytes } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { PasswordHasher } from "#core/identity/auth/ports.ts";
import { LINK_TOKEN_BYTES, registrationUrl } from "#core/identity/registration/link-token.ts";
import { REGISTRATION_ROLE } from "#core/identity/registration/transitions.ts";
import { Membership, Organization, RegistrationLink, Role, User } from "../entities.ts";
import { newId } from "../ids.ts";
import { DEMO_PASSWORD } from "./demo-users.ts";

/** Whose registration links the demo opens, with the administrator who created each. */
const DEMO_LINK_OWNERS = [
  { organization: "Acme Medical", type: "SUPPLIER", admin: "supplier.admin@example.org" },
  { organizationOfAdmin: true, type: "PROVIDER", admin: "provider.admin@example.org" },
] as const;

/** Two people waiting for approval: one has verified the e-mail address, one has not yet. */
const DEMO_PENDING = [
  {
    email: "dana.whitfield@example.org",
    firstName: "Dana",
    lastName: "Whitfield",
    phone: "(612) 555-0147",
    owner: 0,
    status: "VERIFIED",
  },
  {
    email: "marcus.lee@example.org",
    firstName: "Marcus",
    lastName: "Lee",
    phone: null,
    owner: 1,
    status: "VERIFICATION",
  },
] as const;

/** The provider the demo provider administrator administers (the first health system). */
const providerOf = async (em: EntityManager, adminEmail: string) => {
  const admin = await em.findOne(User, { email: adminEmail });
  if (!admin) return undefined;
  const memberships = await em.find(Membership, { userId: admin.id });
  const organizations = await em.find(Organization, {
    id: { $in: memberships.map((m) => m.organizationId) },
    type: "PROVIDER",
  });
  return organizations[0];
};

const ownersOf = async (em: EntityManager) =>
  Promise.all(
    DEMO_LINK_OWNERS.map(async (owner) => {
      const admin = await em.findOne(User, { email: owner.admin });
      const organization =
        "organization" in owner
          ? await em.findOne(Organization, { name: owner.organization, type: owner.type })
          : await providerOf(em, owner.admin);
      return admin && organization ? { admin, organization, type: owner.type } : undefined;
    }),
  );

/**
 * Demo self-registration: an open registration link (random token, no expiry) for Acme Medical and for the
 * first provider, and two registrations waiting for approval. Runs on every start and adds only what is
 * missing, so a demo database seeded before self-registration existed gets it too.
 */
export const ensureDemoRegistrations = async (em: EntityManager, hasher: PasswordHasher): Promise<void> => {
  const owners = await ownersOf(em);
  if (owners.some((owner) => owner === undefined)) return;
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  await em.transactional(async (tx) => {
    for (const owner of owners) {
      if (!owner || (await tx.findOne(RegistrationLink, { organizationId: owner.organization.id }))) continue;
      tx.create(RegistrationLink, {
        id: newId(),
        organizationId: owner.organization.id,
        token: randomBytes(LINK_TOKEN_BYTES).toString("base64url"),
        expiresAt: null,
        createdBy: owner.admin.id,
        createdAt: new Date(),
      });
    }
    for (const person of DEMO_PENDING) {
      const owner = owners[person.owner];
      if (!owner || (await tx.findOne(User, { email: person.email }))) continue;
      const role = await tx.findOneOrFail(Role, {
        organizationId: owner.organization.id,
        name: REGISTRATION_ROLE[owner.type],
      });
      const userId = newId();
      tx.create(User, {
        id: userId,
        email: person.email,
        passwordHash,
        firstName: person.firstName,
        lastName: person.lastName,
        phone: person.phone,
        status: person.status,
        failedLoginCount: 0,
      });
      tx.create(Membership, {
        id: newId(),
        userId,
        organizationId: owner.organization.id,
        roleId: role.id,
        siteIds: null,
        status: "PENDING",
      });
    }
  });
};

/** The demo registration links as `npm start` prints them: organisation name and page address. */
export const demoRegistrationLinks = async (em: EntityManager, publicUrl: string) => {
  const owners = await ownersOf(em);
  const links: Array<{ organization: string; url: string }> = [];
  for (const owner of owners) {
    if (!owner) continue;
    const link = await em.findOne(RegistrationLink, { organizationId: owner.organization.id });
    if (link)
      links.push({ organization: owner.organization.name, url: registrationUrl(publicUrl, link.token) });
  }
  return links;
};
