import { sql } from "kysely";
import type {
  KnownProviderFields,
  KnownProviderFilterField,
  KnownProviderRecord,
  KnownProviderSortField,
  KnownProviderStatus,
} from "#core/locations/known-providers/known-provider.ts";
import { listQueryWriter } from "../paging.ts";

interface KnownProviderTable {
  id: string;
  name: string;
  idn: string | null;
  organization_id: string | null;
  recall_email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  status: string;
  version: number;
  created_at: Date;
  updated_at: Date;
}
interface OrganizationTable {
  id: string;
  name: string;
}

const queries = listQueryWriter<{ known_provider: KnownProviderTable; organization: OrganizationTable }>();

/** Its locations, merged ones left out (they live on in the location they were merged into). */
const LOCATION_COUNT = sql<number>`(select count(*) from known_location k where k.known_provider_id = kp.id and k.status <> 'MERGED')`;

export const FILTER_COLUMN = {
  name: sql`kp.name`,
  idn: sql`kp.idn`,
  city: sql`kp.city`,
  state: sql`kp.state`,
  recallEmail: sql`kp.recall_email`,
  organizationName: sql`o.name`,
} as const satisfies Record<KnownProviderFilterField, unknown>;

export const SORT_EXPRESSION = {
  name: sql`lower(kp.name)`,
  idn: sql`lower(kp.idn)`,
  city: sql`lower(kp.city)`,
  state: sql`kp.state`,
  status: sql`kp.status`,
  locations: LOCATION_COUNT,
} as const satisfies Record<KnownProviderSortField, unknown>;

export const base = () =>
  queries.selectFrom("known_provider as kp").leftJoin("organization as o", "o.id", "kp.organization_id");

export const selectProvider = (q: ReturnType<typeof base>) =>
  q.select([
    "kp.id",
    "kp.name",
    "kp.idn",
    "kp.organization_id",
    "o.name as organization_name",
    "kp.recall_email",
    "kp.phone",
    "kp.city",
    "kp.state",
    "kp.status",
    "kp.version",
    "kp.created_at",
    "kp.updated_at",
    LOCATION_COUNT.as("locations"),
  ]);

export const toRecord = (r: Record<string, unknown>): KnownProviderRecord => ({
  id: r.id as string,
  name: r.name as string,
  idn: (r.idn as string | null) ?? null,
  organizationId: (r.organization_id as string | null) ?? null,
  organizationName: (r.organization_name as string | null) ?? null,
  recallEmail: (r.recall_email as string | null) ?? null,
  phone: (r.phone as string | null) ?? null,
  city: (r.city as string | null) ?? null,
  state: (r.state as string | null) ?? null,
  status: r.status as KnownProviderStatus,
  locations: Number(r.locations),
  version: Number(r.version),
  createdAt: new Date(r.created_at as string),
  updatedAt: new Date(r.updated_at as string),
});

export const columns = (fields: KnownProviderFields) => ({
  name: fields.name,
  idn: fields.idn,
  organization_id: fields.organizationId,
  recall_email: fields.recallEmail,
  phone: fields.phone,
  city: fields.city,
  state: fields.state,
  status: fields.status,
});
