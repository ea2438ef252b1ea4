import type { Actor } from "../../../access/actor.ts";
import type { Page } from "../../../shared/paging.ts";
import type {
  LockedVerificationRow,
  MappedSibling,
  ProviderVerificationDeps,
  ProviderVerificationListRequest,
  ProviderVerificationRepository,
  ProviderVerificationStores,
  RowMark,
  VerificationSite,
} from "../provider-verification-ports.ts";
import type { ProviderVerificationRecord, SupplierVerificationCount } from "../provider-verification.ts";

/** The provider organisation the fakes hold rows for; any other organisation sees nothing. */
export const PROVIDER_ORG = "org-1";
export const NOW = new Date("2026-11-23T09:00:00Z");

/** A provider user allowed to verify, seeing every site; tests change only what they are about. */
export const verifier = (fields: Partial<Actor> = {}): Actor => ({
  userId: "user-1",
  userType: "PROV",
  organizationId: PROVIDER_ORG,
  permissions: ["Provider_ManageLocations"],
  roleName: "Administrator",
  siteIds: "all",
  ...fields,
});

export const CORPORATE: VerificationSite = { id: "corp", name: "Corporate", isCorporate: true };
export const NORTH: VerificationSite = { id: "north", name: "North Hospital", isCorporate: false };
export const SOUTH: VerificationSite = { id: "south", name: "South Hospital", isCorporate: false };

/** An unverified row of supplier A at 200 Oak Ave, mapped to known location kl-1. */
export const lockedRow = (
  id: string,
  fields: Partial<LockedVerificationRow> = {},
): LockedVerificationRow => ({
  id,
  name: `Row ${id}`,
  supplierOrganizationId: "supplier-a",
  knownLocationId: "kl-1",
  address1: "200 Oak Ave",
  address2: null,
  zip: "36604",
  status: null,
  proposal: null,
  ...fields,
});

/** Another supplier's row matched to a known location (kl-1 unless said). */
export interface StoredSibling extends MappedSibling {
  readonly knownLocationId: string;
}

export const sibling = (
  id: string,
  address1: string,
  fields: Partial<StoredSibling> = {},
): StoredSibling => ({
  id,
  supplierOrganizationId: "supplier-b",
  knownLocationId: "kl-1",
  address1,
  address2: null,
  zip: "36604",
  ...fields,
});

export const listRecord = (
  id: string,
  fields: Partial<ProviderVerificationRecord> = {},
): ProviderVerificationRecord => ({
  id,
  supplierOrganizationId: "supplier-a",
  supplierName: "Supplier A",
  locationId: `LOC-${id}`,
  name: `Row ${id}`,
  address1: "200 Oak Ave",
  address2: null,
  city: "Mobile",
  state: "AL",
  zip: "36604",
  knownLocationId: "kl-1",
  notisphereId: "NS-1",
  knownLocationName: "Oak Hospital",
  knownLocationSiteId: null,
  status: null,
  siteId: null,
  siteName: null,
  verifiedAt: null,
  proposal: null,
  ...fields,
});

export const listRequest = (
  fields: Partial<ProviderVerificationListRequest> = {},
): ProviderVerificationListRequest => ({
  pageNumber: 1,
  pageSize: 50,
  sortField: "name",
  sortDirection: "asc",
  search: undefined,
  filters: {},
  ...fields,
});

/** What PROVIDER_ORG has in the store. */
export interface ProviderWorld {
  /** organization.centralized (null: never set). */
  readonly centralised?: boolean | null;
  readonly sites?: readonly VerificationSite[];
  /** The rows the lock returns for the organisation (which rows it leaves out is the repository's rule). */
  readonly rows?: readonly LockedVerificationRow[];
  readonly siblings?: readonly StoredSibling[];
  readonly records?: readonly ProviderVerificationRecord[];
  readonly supplierCounts?: readonly SupplierVerificationCount[];
}

export interface InvalidBlock {
  readonly buildingKey: string;
  readonly knownLocationId: string;
  readonly sourceSupplierLocationId: string;
  readonly byUserId: string;
}

/** Every write the use cases made, one entry per repository call, kept only when the transaction committed. */
export interface Written {
  readonly marks: { readonly marks: readonly RowMark[]; readonly byUserId: string; readonly at: Date }[];
  readonly blocks: InvalidBlock[];
  readonly reviews: {
    readonly ids: readonly string[];
    readonly knownLocationId: string;
    readonly reason: string;
  }[];
}

const emptyWritten = (): Written => ({ marks: [], blocks: [], reviews: [] });

/**
 * An in-memory provider verification store for PROVIDER_ORG. Reads name the organisation (another one gets
 * nothing back), writes land in a transaction log that the unit of work keeps only when its work resolves, so
 * a refused mark shows up as nothing written, as with the database.
 */
export const fakeProviderVerification = (world: ProviderWorld = {}) => {
  const written = emptyWritten();
  const ours = (organizationId: string) => organizationId === PROVIDER_ORG;

  const repositoryWriting = (log: Written): ProviderVerificationRepository => ({
    list: async (organizationId, request): Promise<Page<ProviderVerificationRecord>> => {
      const all = ours(organizationId) ? (world.records ?? []) : [];
      const matching = all.filter(
        (record) => request.supplierId === undefined || record.supplierOrganizationId === request.supplierId,
      );
      const start = (request.pageNumber - 1) * request.pageSize;
      return {
        items: matching.slice(start, start + request.pageSize),
        total: matching.length,
        pageNumber: request.pageNumber,
        pageSize: request.pageSize,
      };
    },
    supplierCounts: async (organizationId) => (ours(organizationId) ? (world.supplierCounts ?? []) : []),
    centralised: async (organizationId) => (ours(organizationId) ? (world.centralised ?? null) : null),
    sites: async (organizationId) => (ours(organizationId) ? (world.sites ?? [CORPORATE, NORTH, SOUTH]) : []),
    lockVisible: async (organizationId, ids) =>
      ours(organizationId) ? (world.rows ?? []).filter((row) => ids.includes(row.id)) : [],
    setMarks: async (marks, byUserId, at) => void log.marks.push({ marks, byUserId, at }),
    addInvalidBlock: async (block) => void log.blocks.push(block),
    matchedSiblings: async (knownLocationId, exceptSupplierId) =>
      (world.siblings ?? []).filter(
        (row) => row.knownLocationId === knownLocationId && row.supplierOrganizationId !== exceptSupplierId,
      ),
    sendToReview: async (ids, knownLocationId, reason) =>
      void log.reviews.push({ ids, knownLocationId, reason }),
  });

  const stores: ProviderVerificationStores = { providerVerification: repositoryWriting(written) };
  const deps: ProviderVerificationDeps = {
    unitOfWork: {
      run: async <T>(work: (s: ProviderVerificationStores) => Promise<T>): Promise<T> => {
        const log = emptyWritten();
        const result = await work({ providerVerification: repositoryWriting(log) });
        written.marks.push(...log.marks);
        written.blocks.push(...log.blocks);
        written.reviews.push(...log.reviews);
        return result;
      },
    },
    clock: { now: () => NOW },
  };
  return { deps, stores, written };
};
