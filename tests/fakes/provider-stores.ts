import type {
  ContactRecord,
  NewProvider,
  PersonState,
  ProviderContactStore,
  ProviderRepository,
  VerificationBatch,
} from "#core/organisations/providers/ports.ts";
import type { ProviderRecord } from "#core/organisations/providers/provider.ts";

interface FakeRole {
  id: string;
  organizationId: string;
  name: string;
}
interface FakeMember {
  userId: string;
  organizationId: string;
  roleId: string;
  status: string;
}
interface FakeUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  status: string;
  lockedAt: Date | null;
}

/** In-memory provider storage: what the PostgreSQL stores keep, as plain arrays a test can read. */
export const createProviderData = () => ({
  providers: [] as ProviderRecord[],
  roles: [] as FakeRole[],
  corporateSites: [] as Array<{ id: string; organizationId: string }>,
  contacts: new Map<string, ContactRecord[]>(),
  users: [] as FakeUser[],
  members: [] as FakeMember[],
  batches: [] as VerificationBatch[],
});
export type ProviderData = ReturnType<typeof createProviderData>;

export const createFakeProviderRepository = (data: ProviderData): ProviderRepository => ({
  async list(request) {
    const items = data.providers.slice(
      (request.pageNumber - 1) * request.pageSize,
      request.pageNumber * request.pageSize,
    );
    return {
      items,
      total: data.providers.length,
      pageNumber: request.pageNumber,
      pageSize: request.pageSize,
    };
  },
  async findById(id) {
    return data.providers.find((p) => p.id === id);
  },
  async create(provider: NewProvider, clashes) {
    if (clashes(data.providers)) return "duplicate";
    const record: ProviderRecord = {
      id: provider.id,
      name: provider.fields.name,
      idn: provider.fields.idn,
      add1: provider.fields.address1,
      add2: provider.fields.address2,
      city: provider.fields.city,
      state: provider.fields.state,
      zip: provider.fields.zip,
      notisphereId: provider.id.slice(-8).toUpperCase(),
      sites: 0,
      hospitals: 0,
      nonAcuteSites: 0,
      status: provider.fields.status,
      createdAt: new Date(0),
      updatedAt: new Date(0),
    };
    data.providers.push(record);
    for (const role of provider.roles)
      data.roles.push({ id: role.id, organizationId: provider.id, name: role.name });
    data.corporateSites.push({ id: provider.corporateSiteId, organizationId: provider.id });
    return record;
  },
  async update(id, fields, clashes) {
    const index = data.providers.findIndex((p) => p.id === id);
    if (index < 0) return undefined;
    if (clashes(data.providers)) return "duplicate";
    const updated = { ...data.providers[index]!, name: fields.name, status: fields.status };
    data.providers[index] = updated;
    return updated;
  },
  async setStatus(id, status) {
    const provider = data.providers.find((p) => p.id === id);
    if (!provider) return false;
    data.providers[data.providers.indexOf(provider)] = { ...provider, status };
    return true;
  },
  async options() {
    return data.providers.map((p) => ({ id: p.id, name: p.name, idn: p.idn, status: p.status }));
  },
});

const personOf = (data: ProviderData, organizationId: string, user: FakeUser): PersonState => {
  const member = data.members.find((m) => m.userId === user.id && m.organizationId === organizationId);
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    accountStatus: user.status,
    lockedAt: user.lockedAt,
    membershipStatus: member?.status ?? null,
    roleName: data.roles.find((r) => r.id === member?.roleId)?.name ?? null,
  };
};

export const createFakeProviderContactStore = (data: ProviderData): ProviderContactStore => ({
  async listContacts(organizationId) {
    return data.contacts.get(organizationId) ?? [];
  },
  async replaceContacts(organizationId, contacts) {
    const records = contacts.map((c, i) => ({ ...c, isPrimary: i === 0 }));
    data.contacts.set(organizationId, records);
    return records;
  },
  async roles(organizationId) {
    return data.roles
      .filter((r) => r.organizationId === organizationId)
      .map((r) => ({ id: r.id, name: r.name, nonVerifiedCount: 0 }));
  },
  async peopleByEmail(organizationId, emails) {
    return data.users.filter((u) => emails.includes(u.email)).map((u) => personOf(data, organizationId, u));
  },
  async peopleById(organizationId, userIds) {
    return data.users.filter((u) => userIds.includes(u.id)).map((u) => personOf(data, organizationId, u));
  },
  async recordVerification(batch) {
    if (data.batches.some((b) => b.requestId === batch.requestId)) return false;
    for (const d of batch.deliveries) {
      if (d.newUser)
        data.users.push({
          id: d.userId,
          email: d.email,
          ...d.newUser,
          status: "VERIFICATION",
          lockedAt: null,
        });
      if (d.membership)
        data.members.push({
          userId: d.userId,
          organizationId: batch.organizationId,
          roleId: d.membership.roleId,
          status: "ACTIVE",
        });
    }
    data.batches.push(batch);
    return true;
  },
  async listMails() {
    return [];
  },
  async listNonVerified(_organizationId, page) {
    return { items: [], total: 0, pageNumber: page.pageNumber, pageSize: page.pageSize };
  },
  async summaryFacts() {
    return {
      contacts: [],
      members: 0,
      verifiedMembers: 0,
      nonVerifiedMembers: 0,
      mailsSent: 0,
      lastMailAt: null,
      administrators: [],
    };
  },
});
