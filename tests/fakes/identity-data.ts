import type { NewRefreshToken, UserRecord } from "#core/identity/auth/ports.ts";
import type { MembershipView, OrganizationView } from "#core/organisations/memberships/ports.ts";
import type { OutgoingMail } from "#core/shared/ports.ts";

export type StoredUser = UserRecord & { readonly lockedAt: Date | null };

export type StoredRefreshToken = NewRefreshToken & {
  readonly usedAt: Date | null;
  readonly revokedAt: Date | null;
};

export interface StoredSecret {
  readonly id: string;
  readonly userId: string;
  readonly purpose: "UNLOCK" | "RESET" | "VERIFY_EMAIL" | "INVITE";
  readonly secretHash: string;
  readonly expiresAt: Date;
  readonly attempts: number;
  readonly usedAt: Date | null;
  /** Insertion order, standing in for created_at. */
  readonly sequence: number;
}

/**
 * The rows behind the in-memory identity and organisations ports (accounts, sessions, secrets, profiles,
 * memberships): one set of tables they all read and write, as the database is for the real repositories.
 */
export interface FakeIdentityData {
  readonly users: Map<string, StoredUser>;
  /** Active memberships in active organisations, per user id. */
  readonly memberships: Map<string, MembershipView[]>;
  readonly organizations: Map<string, OrganizationView>;
  readonly refreshTokens: StoredRefreshToken[];
  /** Sessions by id (the refresh family id). */
  readonly sessions: Map<string, { userId: string; createdAt: Date; revokedAt: Date | null }>;
  readonly secrets: StoredSecret[];
  /** Mail written with a secret, as the outbox would hold it. */
  readonly outbox: OutgoingMail[];
  /** Stands in for the database clock where a port takes no time (issueSecret). */
  readonly now: () => Date;
  nextSequence(): number;
  addUser(user: Partial<UserRecord> & Pick<UserRecord, "id" | "email">): StoredUser;
  addMembership(userId: string, membership: MembershipView): void;
  addOrganization(organization: OrganizationView): void;
  /** Copies every table; calling the returned function puts them back (a rolled-back transaction). */
  snapshot(): () => void;
}

export const createFakeIdentityData = (now: () => Date = () => new Date()): FakeIdentityData => {
  const users = new Map<string, StoredUser>();
  const memberships = new Map<string, MembershipView[]>();
  const organizations = new Map<string, OrganizationView>();
  const refreshTokens: StoredRefreshToken[] = [];
  const sessions: FakeIdentityData["sessions"] = new Map();
  const secrets: StoredSecret[] = [];
  const outbox: OutgoingMail[] = [];
  let sequence = 0;
  const restoreMap = <K, V>(target: Map<K, V>, copy: Map<K, V>) => {
    target.clear();
    for (const [key, value] of copy) target.set(key, value);
  };
  const restoreArray = <T>(target: T[], copy: readonly T[]) => target.splice(0, target.length, ...copy);
  return {
    users,
    memberships,
    organizations,
    refreshTokens,
    sessions,
    secrets,
    outbox,
    now,
    nextSequence: () => ++sequence,
    addUser(user) {
      const stored: StoredUser = {
        passwordHash: null,
        firstName: "Test",
        lastName: "User",
        phone: null,
        photo: null,
        status: "VERIFIED",
        failedLoginCount: 0,
        lockedAt: null,
        ...user,
        email: user.email.toLowerCase(),
      };
      users.set(stored.id, stored);
      return stored;
    },
    addMembership(userId, membership) {
      memberships.set(userId, [...(memberships.get(userId) ?? []), membership]);
    },
    addOrganization(organization) {
      organizations.set(organization.id, organization);
    },
    snapshot() {
      // Rows are replaced, never changed in place, so shallow copies of the tables are enough.
      const copies = {
        users: new Map(users),
        memberships: new Map([...memberships].map(([id, list]) => [id, [...list]])),
        organizations: new Map(organizations),
        refreshTokens: [...refreshTokens],
        sessions: new Map(sessions),
        secrets: [...secrets],
        outbox: [...outbox],
        sequence,
      };
      return () => {
        restoreMap(users, copies.users);
        restoreMap(memberships, copies.memberships);
        restoreMap(organizations, copies.organizations);
        restoreArray(refreshTokens, copies.refreshTokens);
        restoreMap(sessions, copies.sessions);
        restoreArray(secrets, copies.secrets);
        restoreArray(outbox, copies.outbox);
        sequence = copies.sequence;
      };
    },
  };
};

export const withoutLock = ({ lockedAt: _lockedAt, ...user }: StoredUser): UserRecord => user;

export const byTypeThenName = (a: MembershipView, b: MembershipView) =>
  a.organizationType.localeCompare(b.organizationType) ||
  a.organizationName.localeCompare(b.organizationName);

/** Replaces a user's row with `changes` applied (rows are never changed in place). */
export const changeUser = (data: FakeIdentityData, userId: string, changes: Partial<StoredUser>) => {
  const user = data.users.get(userId);
  if (user) data.users.set(userId, { ...user, ...changes });
};
