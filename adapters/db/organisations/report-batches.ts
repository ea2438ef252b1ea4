import { sql, type CompiledQuery, type RawBuilder } from "kysely";
import { listQueryWriter } from "../paging.ts";
import type { LazyEntityManager } from "../store-deps.ts";

/** Rows per query. Small enough that a batch is a few hundred kilobytes, large enough that 20,000 rows are 20 queries. */
export const REPORT_BATCH_SIZE = 1000;

export interface OrganizationTable {
  id: string;
  name: string;
  type: string;
  supplier_type: string | null;
  idn: string | null;
  status: string;
  is_sso: boolean;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  created_at: Date;
}
interface ProviderSiteTable {
  id: string;
  organization_id: string;
  external_id: string | null;
  is_corporate: boolean;
}
interface MembershipTable {
  id: string;
  organization_id: string;
  status: string;
}
export interface Tables {
  organization: OrganizationTable;
  provider_site: ProviderSiteTable;
  membership: MembershipTable;
}

export const queries = listQueryWriter<Tables>();

/**
 * Reads a query page by page (LIMIT/OFFSET over an order that ends with the id, so pages neither overlap nor
 * skip) and yields row by row. Each batch is its own short statement outside any transaction, so a download
 * of any length never holds the request's connection between batches and memory holds one batch at a time.
 */
export async function* inBatches<Row, Out>(
  unitOfWork: LazyEntityManager,
  batchSize: number,
  page: (limit: number, offset: number) => CompiledQuery<Row>,
  toRow: (row: Row) => Out,
): AsyncGenerator<Out> {
  for (let offset = 0; ; offset += batchSize) {
    const { rows } = await unitOfWork().getKysely().executeQuery(page(batchSize, offset));
    for (const row of rows) yield toRow(row);
    if (rows.length < batchSize) return;
  }
}

export const raw = <Row>(query: RawBuilder<Row>): CompiledQuery<Row> => query.compile(queries);

export const num = (value: unknown): number => Number(value ?? 0);

/** A member counts as a user of the organisation while the membership is active (spec 2 §4 statuses). */
export const activeMembers = sql<number>`(select count(*) from membership mb where mb.organization_id = o.id and mb.status = 'ACTIVE')`;
