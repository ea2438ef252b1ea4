import type { Portal } from "../../../adapters/http/portal.ts";
import { Membership, Organization, Role, User } from "../../../adapters/db/entities.ts";
import { newId } from "../../../adapters/db/ids.ts";
import { DEMO_PASSWORD, DEMO_USERS, type DemoOrg } from "../../../adapters/db/seed/demo-users.ts";
import { argon2Hasher } from "../../../adapters/security/argon2-hasher.ts";
import { send } from "./portal-http.ts";

/** Who a generated request is sent as. Anonymous and the forged token carry no organisation. */
export interface Identity {
  readonly name: string;
  readonly organization: string | undefined;
  readonly token: string | undefined;
  readonly userType: string | undefined;
  readonly permissions: readonly string[];
}

const ORGANIZATION_OF: Record<DemoOrg, string> = {
  operator: "NotiSphere Operations",
  acme: "Acme Medical",
  northwind: "Northwind Distribution",
  provider1: "Ochsner Health",
};

/** A provider organisation none of the demo users belongs to: its users are the foreign tenant. */
export const FOREIGN_PROVIDER = "Mayo Clinic Health System";

/** Every role a demo user holds, once per organisation, and an administrator of a foreign provider. */
export const identityRoles = (): Array<{ organization: string; role: string }> => {
  const seen = new Map<string, { organization: string; role: string }>();
  for (const user of DEMO_USERS)
    for (const membership of user.memberships) {
      const organization = ORGANIZATION_OF[membership.org];
      seen.set(`${organization}/${membership.role}`, { organization, role: membership.role });
    }
  seen.set(`${FOREIGN_PROVIDER}/Administrator`, { organization: FOREIGN_PROVIDER, role: "Administrator" });
  return [...seen.values()];
};

/**
 * A fresh user per role rather than the demo users themselves: generated calls change profiles, passwords
 * and grid states, and other test files read the demo users as seeded.
 */
const createUser = async (portal: Portal, organization: string, role: string, passwordHash: string) => {
  const em = portal.orm.em.fork();
  const org = await em.findOneOrFail(Organization, { name: organization });
  const roleRow = await em.findOneOrFail(Role, { organizationId: org.id, name: role });
  const id = newId();
  const email = `generated.${id.slice(-12)}@example.org`;
  em.create(User, {
    id,
    email,
    passwordHash,
    firstName: "Generated",
    lastName: role,
    status: "VERIFIED",
    failedLoginCount: 0,
  });
  em.create(Membership, {
    id: newId(),
    userId: id,
    organizationId: org.id,
    roleId: roleRow.id,
    siteIds: null,
    status: "ACTIVE",
  });
  await em.flush();
  return email;
};

const claimsOf = (token: string): { user_type: string; permission: string[] } =>
  JSON.parse(Buffer.from(token.split(".")[1] as string, "base64url").toString("utf8"));

/** Signs every identity in once (argon2 is slow on purpose), plus anonymous and a forged token. */
export const createIdentities = async (portal: Portal): Promise<Identity[]> => {
  const passwordHash = await argon2Hasher.hash(DEMO_PASSWORD);
  const identities: Identity[] = [
    { name: "anonymous", organization: undefined, token: undefined, userType: undefined, permissions: [] },
    {
      name: "forged token",
      organization: undefined,
      token: "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.",
      userType: undefined,
      permissions: [],
    },
  ];
  for (const { organization, role } of identityRoles()) {
    const email = await createUser(portal, organization, role, passwordHash);
    const answer = await send(portal, {
      method: "POST",
      url: "/auth/token",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        client_id: "web-client",
        grant_type: "password",
        email,
        password: DEMO_PASSWORD,
      }),
    });
    const token = (JSON.parse(answer.text) as { d?: { access_token?: string } }).d?.access_token;
    if (!token) throw new Error(`sign-in as ${role} of ${organization} failed: ${answer.text}`);
    const claims = claimsOf(token);
    identities.push({
      name: `${role} of ${organization}`,
      organization,
      token,
      userType: claims.user_type,
      permissions: claims.permission,
    });
  }
  return identities;
};

/** The route-level rule of x-access, read the way the spec states it (doc 1 §6). */
export const passesDeclaredAccess = (
  access: { kind: string; userTypes?: readonly string[]; permissions?: readonly string[] | "any" },
  identity: Identity,
): boolean => {
  if (access.kind === "public") return true;
  if (identity.userType === undefined) return false;
  if (access.userTypes && !access.userTypes.includes(identity.userType)) return false;
  if (access.permissions === "any") return identity.permissions.length > 0;
  if (!access.permissions || access.permissions.length === 0) return true;
  return access.permissions.some((permission) => identity.permissions.includes(permission));
};
