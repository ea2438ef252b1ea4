import type { PageRequest } from "../../shared/paging.ts";

/** The providers grid's sort and filter fields (core/organisations/providers/provider.ts) and the file's own. */
export const PROVIDER_ACCOUNT_SORT_FIELDS = [
  "name", "idn", "add1", "city", "state", "zip", "notisphere_id", "status", "sites",
  "number_of_hospitals", "number_of_non_acute_sites", "users", "createdAt",
] as const;
export type ProviderAccountSortField = (typeof PROVIDER_ACCOUNT_SORT_FIELDS)[number];
export const PROVIDER_ACCOUNT_FILTER_FIELDS = ["name", "idn", "add1", "add2", "city", "state", "zip", "status"] as const;
export type ProviderAccountFilterField = (typeof PROVIDER_ACCOUNT_FILTER_FIELDS)[number];

/** The suppliers grid's sort and filter fields (core/organisations/suppliers/supplier.ts) and the file's own. */
export const SUPPLIER_ACCOUNT_SORT_FIELDS = [
  "name", "supplierType", "add1", "city", "state", "zip", "sso", "isSso", "status", "users", "createdAt",
] as const;
export type SupplierAccountSortField = (typeof SUPPLIER_ACCOUNT_SORT_FIELDS)[number];
export const SUPPLIER_ACCOUNT_FILTER_FIELDS = ["name", "supplierType", "add1", "add2", "city", "state", "zip", "status"] as const;
export type SupplierAccountFilterField = (typeof SUPPLIER_ACCOUNT_FILTER_FIELDS)[number];

/** The grid's view of a list (filters and sort, no page: a download has every matching row). */
export type AccountGridView<S extends string, F extends string> = Omit<PageRequest<S, F>, "pageNumber" | "pageSize"> & {
  readonly status?: string;
};

export interface ProviderAccountRow {
  readonly id: string;
  readonly name: string;
  readonly idn: string | null;
  readonly address1: string | null;
  readonly address2: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly zip: string | null;
  readonly status: string;
  readonly sites: number;
  /** Sites that came from the CMS hospital list (they carry its facility id). */
  readonly hospitals: number;
  /** Sites that are neither a hospital nor the Corporate site: clinics, departments, surgery centres. */
  readonly nonAcute: number;
  readonly users: number;
  readonly createdAt: Date;
}

export interface SupplierAccountRow {
  readonly id: string;
  readonly name: string;
  readonly supplierType: string | null;
  readonly address1: string | null;
  readonly address2: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly zip: string | null;
  readonly isSso: boolean;
  readonly status: string;
  readonly users: number;
  readonly createdAt: Date;
}

/** Recalls a provider (or one of its sites) received, by how far it got with them. */
export interface ActivityCounts {
  readonly received: number;
  /** Acknowledged at least: answered or completed (no longer OPEN). */
  readonly acknowledged: number;
  readonly completed: number;
  /** Not completed yet. */
  readonly open: number;
}

export interface ProviderActivityRow extends ActivityCounts {
  readonly id: string;
  readonly name: string;
  readonly idn: string | null;
  readonly status: string;
}

export interface SiteActivityRow extends ActivityCounts {
  readonly providerId: string;
  readonly providerName: string;
  readonly siteId: string;
  readonly siteName: string;
  readonly city: string | null;
  readonly state: string | null;
}

export interface ConsolidatedProviderRow {
  readonly providerId: string;
  readonly providerName: string;
  readonly idn: string | null;
  readonly providerStatus: string;
  /** One row per site; a provider without sites still gets one row with the site fields empty. */
  readonly siteName: string | null;
  readonly siteKind: "Corporate" | "Hospital" | "Non-acute" | "Department" | null;
  readonly siteCity: string | null;
  readonly siteState: string | null;
  /** Members who see this site: those given it, and those given every site. */
  readonly siteUsers: number | null;
  readonly providerUsers: number;
}

/**
 * The rows of the account downloads, read in batches as the file is written: each batch is a short query of
 * its own, so a long download neither holds a connection nor keeps the whole list in memory.
 */
export interface AccountReportSource {
  providerAccounts(view: AccountGridView<ProviderAccountSortField, ProviderAccountFilterField>): AsyncIterable<ProviderAccountRow>;
  supplierAccounts(view: AccountGridView<SupplierAccountSortField, SupplierAccountFilterField>): AsyncIterable<SupplierAccountRow>;
  providerActivity(): AsyncIterable<ProviderActivityRow>;
  siteActivity(): AsyncIterable<SiteActivityRow>;
  consolidatedProviders(): AsyncIterable<ConsolidatedProviderRow>;
}
