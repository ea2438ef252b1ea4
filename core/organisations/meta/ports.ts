import type { OrganizationType } from "../../access/permissions.ts";

export interface OrganisationOption {
  readonly id: string;
  readonly name: string;
  readonly type: OrganizationType;
  readonly supplierType: string | null;
  readonly status: string;
}

/** Per-organisation figures counted from the live tables. */
export interface OrganisationKpi {
  readonly id: string;
  readonly name: string;
  readonly type: OrganizationType;
  readonly status: string;
  readonly users: number;
  readonly activeUsers: number;
  readonly roles: number;
  readonly sites: number;
  /** Recalls and advisories the organisation sent (a supplier). */
  readonly recallsSent: number;
  /** Copies of recalls and advisories the organisation received (a provider). */
  readonly recallsReceived: number;
  readonly openRecallsReceived: number;
}

/** Read-only views of organisations for pickers, filters and KPI figures. */
export interface OrganisationDirectory {
  /** Organisations by name, optionally of one type. */
  options(filter: {
    readonly type?: OrganizationType;
    readonly status?: string;
  }): Promise<readonly OrganisationOption[]>;
  kpi(id: string): Promise<OrganisationKpi | undefined>;
}
