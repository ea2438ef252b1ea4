import type { SiteStores } from "#core/organisations/sites/ports.ts";
import type { SiteMemberRecord, SiteRecord } from "#core/organisations/sites/site.ts";
import { createFakeUnitOfWork } from "./unit-of-work.ts";

/**
 * In-memory sites and members of any number of organisations, with the PostgreSQL stores' contract (every call
 * scoped by organisation, names compared without case). Member counts in `list` follow the same belonging rule.
 */
export const createFakeSiteStores = (
  sites: SiteRecord[] = [],
  members: (SiteMemberRecord & { organizationId: string })[] = [],
) => {
  const state = { sites: [...sites], members: [...members] };
  /** Sites recalls were addressed to. */
  const recalled = new Set<string>();
  const belongs = (m: SiteMemberRecord, siteId: string) => m.siteIds === null || m.siteIds.includes(siteId);
  const stores: SiteStores = {
    sites: {
      async list(organizationId, request) {
        const items = state.sites
          .filter((s) => s.organizationId === organizationId)
          .filter((s) => request.onlySiteIds === undefined || request.onlySiteIds.includes(s.id))
          .map((s) => {
            const mine = state.members.filter((m) => m.organizationId === organizationId && belongs(m, s.id));
            return {
              ...s,
              memberCount: mine.filter((m) => m.status !== "DEACTIVATED").length,
              verifiedCount: mine.filter((m) => m.status === "VERIFIED").length,
            };
          });
        return { items, total: items.length, pageNumber: request.pageNumber, pageSize: request.pageSize };
      },
      async listAll(organizationId) {
        return state.sites.filter((s) => s.organizationId === organizationId);
      },
      async findById(organizationId, id) {
        return state.sites.find((s) => s.organizationId === organizationId && s.id === id);
      },
      async nameTaken(organizationId, name, exceptId) {
        return state.sites.some(
          (s) =>
            s.organizationId === organizationId &&
            s.id !== exceptId &&
            s.name.toLowerCase() === name.trim().toLowerCase(),
        );
      },
      async insert(site) {
        state.sites.push(site);
        return site;
      },
      async update(organizationId, id, fields) {
        const index = state.sites.findIndex((s) => s.organizationId === organizationId && s.id === id);
        if (index < 0) return undefined;
        state.sites[index] = { ...state.sites[index]!, ...fields };
        return state.sites[index];
      },
      async delete(organizationId, id) {
        const before = state.sites.length;
        state.sites = state.sites.filter((s) => !(s.organizationId === organizationId && s.id === id));
        return state.sites.length < before;
      },
      async hasRecalls(_organizationId, id) {
        return recalled.has(id);
      },
      async lockOrganisation() {},
    },
    siteMembers: {
      async listMembers(organizationId) {
        return state.members.filter((m) => m.organizationId === organizationId);
      },
      async setSiteIds(organizationId, changes) {
        for (const change of changes)
          state.members = state.members.map((m) =>
            m.organizationId === organizationId && m.membershipId === change.membershipId
              ? { ...m, siteIds: change.siteIds }
              : m,
          );
      },
    },
  };
  const snapshot = () => {
    const saved = { sites: [...state.sites], members: [...state.members] };
    return () => {
      state.sites = saved.sites;
      state.members = saved.members;
    };
  };
  return { state, recalled, stores, unitOfWork: createFakeUnitOfWork(stores, snapshot) };
};
