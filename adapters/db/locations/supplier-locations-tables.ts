import { listQueryWriter } from "../paging.ts";

/** The columns the supplier's location screens read, for Kysely. */
export interface SupplierLocationTable {
  id: string;
  supplier_organization_id: string;
  location_id: string;
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  hin: string | null;
  gln: string | null;
  known_location_id: string | null;
  decision: string;
  verification_status: string | null;
  verified_at: Date | null;
  updated_at: Date;
}
interface KnownLocationTable {
  id: string;
  notisphere_id: string;
  name: string;
  known_provider_id: string | null;
}
interface KnownProviderTable {
  id: string;
  name: string;
  idn: string | null;
  organization_id: string | null;
}

export interface LocationTables {
  supplier_location: SupplierLocationTable;
  known_location: KnownLocationTable;
  known_provider: KnownProviderTable;
}

export const queries = listQueryWriter<LocationTables>();

/** A row of the list and the downloads as PostgreSQL answers it. */
export interface SupplierLocationRowSql {
  id: string;
  location_id: string;
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  hin: string | null;
  gln: string | null;
  decision: string;
  verification_status: string | null;
  verified_at: Date | string | null;
  updated_at: Date | string;
  kl_id: string | null;
  kl_notisphere_id: string | null;
  kl_name: string | null;
  kp_id: string | null;
  kp_name: string | null;
  kp_idn: string | null;
  kp_organization_id: string | null;
}
