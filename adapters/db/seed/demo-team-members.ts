import type { EntityManager } from "@mikro-orm/postgresql";
import type { PasswordHasher } from "#core/identity/auth/ports.ts";
import { ROLE_NAMES } from "#core/access/permissions.ts";
import { Membership, Organization, ProviderSite, Role, User } from "../entities.ts";
import { newId } from "../ids.ts";
import { DEMO_PASSWORD } from "./demo-users.ts";

/**
 * Colleagues in every seeded organisation, so each users screen shows a real team: people in each role, and
 * one of each state an administrator deals with (an invitation not yet accepted, an account locked by wrong
 * passwords, a deactivated member). They sign in with DEMO_PASSWORD except the invited one, who has none yet.
 */
type TeamState = "active" | "invited" | "locked" | "deactivated";

interface TeamMember {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly state: TeamState;
  /** Index into the organisation's non-administrator roles (wraps), or "admin". */
  readonly role: number | "admin";
  /** Days since the last sign-in; none: never signed in. */
  readonly lastSignInDaysAgo?: number;
}

/** Eight people per organisation; each organisation picks its own names from the pool by its position. */
const NAME_POOL: ReadonlyArray<readonly [string, string]> = [
  ["Grace", "Okafor"],
  ["Miguel", "Alvarez"],
  ["Hannah", "Lindqvist"],
  ["Daniel", "Nguyen"],
  ["Aisha", "Rahman"],
  ["Thomas", "Becker"],
  ["Elena", "Petrova"],
  ["Marcus", "Johnson"],
  ["Sophie", "Laurent"],
  ["Kenji", "Watanabe"],
  ["Olivia", "Brennan"],
  ["Rafael", "Costa"],
  ["Amara", "Mensah"],
  ["Lucas", "Fischer"],
  ["Chloe", "Martin"],
  ["Samuel", "Adeyemi"],
  ["Isabel", "Moreno"],
  ["Ethan", "Walsh"],
  ["Mei", "Chen"],
  ["Noah", "Kowalski"],
  ["Fatima", "Haddad"],
  ["Liam", "O'Connor"],
  ["Zara", "Qureshi"],
  ["Jonas", "Eriksen"],
  ["Naomi", "Goldberg"],
  ["Tariq", "Aziz"],
  ["Leah", "Novak"],
  ["Victor", "Dubois"],
  ["Priscilla", "Owusu"],
  ["Hugo", "Schmidt"],
  ["Camila", "Rojas"],
  ["Arjun", "Mehta"],
  ["Ingrid", "Halvorsen"],
  ["Diego", "Ramirez"],
  ["Yuki", "Tanaka"],
  ["Bianca", "Rossi"],
  ["Kwame", "Asante"],
  ["Julia", "Sokolova"],
  ["Owen", "Gallagher"],
  ["Layla", "Karimi"],
  ["Felix", "Wagner"],
  ["Rosa", "Delgado"],
  ["Ibrahim", "Sesay"],
  ["Clara", "Jensen"],
  ["Mateo", "Silva"],
  ["Nadia", "Popescu"],
  ["Henry", "Clarke"],
  ["Lina", "Yamamoto"],
];

const SHAPE: ReadonlyArray<Omit<TeamMember, "firstName" | "lastName" | "phone">> = [
  { state: "active", role: "admin", lastSignInDaysAgo: 1 },
  { state: "active", role: 0, lastSignInDaysAgo: 0 },
  { state: "active", role: 1, lastSignInDaysAgo: 3 },
  { state: "active", role: 2, lastSignInDaysAgo: 12 },
  { state: "active", role: 0 },
  { state: "invited", role: 1 },
  { state: "locked", role: 2, lastSignInDaysAgo: 40 },
  { state: "deactivated", role: 0, lastSignInDaysAgo: 95 },
];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const emailOf = (firstName: string, lastName: string, organisation: string) =>
  `${slug(firstName)}.${slug(lastName).replace(/-/g, "")}@${slug(organisation)}.example.org`;

const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

/**
 * Adds the team of each organisation that has demo users, once (an organisation whose first colleague exists
 * is left as it is).
 */
export const ensureDemoTeamMembers = async (em: EntityManager, hasher: PasswordHasher): Promise<void> => {
  const organisations = await em.find(Organization, {}, { orderBy: { type: "asc", name: "asc" } });
  const now = new Date();
  let passwordHash: string | undefined;
  for (const [position, organisation] of organisations.entries()) {
    const team: TeamMember[] = SHAPE.map((shape, index) => {
      const [firstName, lastName] = NAME_POOL[(position * SHAPE.length + index) % NAME_POOL.length]!;
      return { ...shape, firstName, lastName, phone: `(555) 01${position % 10}-${1000 + index * 37}` };
    });
    const firstEmail = emailOf(team[0]!.firstName, team[0]!.lastName, organisation.name);
    if (await em.count(User, { email: firstEmail })) continue;
    // Organisations nobody works for yet stay empty: some demos (and tests) rely on a provider without users.
    if ((await em.count(Membership, { organizationId: organisation.id })) === 0) continue;
    const roles = await em.find(Role, { organizationId: organisation.id }, { orderBy: { name: "asc" } });
    const admin = roles.find(
      (r) => r.name === ROLE_NAMES.administrator || r.name === ROLE_NAMES.operatorAdmin,
    );
    const others = roles.filter((r) => r !== admin);
    if (!admin || others.length === 0) continue;
    const sites = await em.find(
      ProviderSite,
      { organizationId: organisation.id },
      { orderBy: { name: "asc" } },
    );
    passwordHash ??= await hasher.hash(DEMO_PASSWORD);
    await em.transactional(async (tx) => {
      team.forEach((member, index) => {
        const userId = newId();
        const email = emailOf(member.firstName, member.lastName, organisation.name);
        const createdAt = daysAgo(120 - index * 11, now);
        tx.create(User, {
          id: userId,
          email,
          passwordHash: member.state === "invited" ? null : passwordHash!,
          firstName: member.firstName,
          lastName: member.lastName,
          phone: member.phone,
          status:
            member.state === "invited" ? "VERIFICATION" : member.state === "locked" ? "LOCKED" : "VERIFIED",
          failedLoginCount: member.state === "locked" ? 5 : 0,
          lockedAt: member.state === "locked" ? daysAgo(2, now) : null,
          lastSignInAt:
            member.lastSignInDaysAgo === undefined ? null : daysAgo(member.lastSignInDaysAgo, now),
          createdAt,
          updatedAt: createdAt,
        });
        const role = member.role === "admin" ? admin : others[member.role % others.length]!;
        // Providers: some colleagues work for a few sites; administrators see them all (null).
        const siteIds =
          sites.length > 0 && member.role !== "admin" && index % 2 === 0
            ? sites.slice(index % sites.length, (index % sites.length) + 2).map((s) => s.id)
            : null;
        tx.create(Membership, {
          id: newId(),
          userId,
          organizationId: organisation.id,
          roleId: role.id,
          siteIds,
          status: member.state === "deactivated" ? "DEACTIVATED" : "ACTIVE",
          createdAt,
        });
      });
    });
  }
};
