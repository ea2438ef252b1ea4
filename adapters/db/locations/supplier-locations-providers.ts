import { sql, type CompiledQuery, type Expression, type SqlBool } from "kysely";
import type { SupplierProviderRecord, SupplierProviderSortField } from "#core/locations/supplier/ports.ts";
import type { Page, PageRequest } from "#core/shared/paging.ts";
import { containsPattern } from "../paging.ts";
import { queries } from "./supplier-locations-tables.ts";

type Run = <Row>(query: { compile(): CompiledQuery<Row> }) => Promise<Row[]>;

interface TallySql {
  id: string;
  name: string;
  idn: string | null;
  organization_id: string | null;
  mapped: string | number;
  covered: string | number;
  not_covered: string | number;
  invalid: string | number;
  emailed: string | number;
}

const total = (column: string) => sql<number>`sum(${sql.ref(column)})`;

const SORT: Record<SupplierProviderSortField, Expression<unknown>> = {
  name: sql`lower(kp.name)`,
  mapped: total("t.mapped"),
  unverified: sql`sum(t.mapped) - sum(t.covered) - sum(t.not_covered) - sum(t.invalid) - sum(t.emailed)`,
};

/**
 * The supplier's mapped rows tallied per known location first (an index-only pass over supplier, decision,
 * verification and known location), then per known provider over those few hundred tallies; a page of
 * providers and their number.
 */
export const providerTallies = async (
  run: Run,
  supplierId: string,
  request: PageRequest<SupplierProviderSortField, never>,
): Promise<Page<SupplierProviderRecord>> => {
  const perLocation = queries
    .selectFrom("supplier_location as sl")
    .where("sl.supplier_organization_id", "=", supplierId)
    .where("sl.decision", "in", ["matched", "confirmed"])
    .where("sl.known_location_id", "is not", null)
    .groupBy("sl.known_location_id")
    .select([
      "sl.known_location_id",
      sql<number>`count(*)`.as("mapped"),
      sql<number>`count(*) filter (where sl.verification_status = 'Covered')`.as("covered"),
      sql<number>`count(*) filter (where sl.verification_status = 'NotCovered')`.as("not_covered"),
      sql<number>`count(*) filter (where sl.verification_status = 'Invalid')`.as("invalid"),
      sql<number>`count(*) filter (where sl.verification_status = 'Emailed')`.as("emailed"),
    ]);
  const mapped = queries
    .with("t", () => perLocation)
    .selectFrom("t")
    .innerJoin("known_location as kl", "kl.id", "t.known_location_id")
    .innerJoin("known_provider as kp", "kp.id", "kl.known_provider_id")
    .$if(request.search !== undefined, (q) =>
      q.where(sql<SqlBool>`kp.name ilike ${containsPattern(request.search!)}`),
    );
  const [rows, totals] = await Promise.all([
    run(
      mapped
        .groupBy(["kp.id", "kp.name", "kp.idn", "kp.organization_id"])
        .select([
          "kp.id",
          "kp.name",
          "kp.idn",
          "kp.organization_id",
          total("t.mapped").as("mapped"),
          total("t.covered").as("covered"),
          total("t.not_covered").as("not_covered"),
          total("t.invalid").as("invalid"),
          total("t.emailed").as("emailed"),
        ])
        .orderBy(SORT[request.sortField], request.sortDirection)
        .orderBy("kp.id", request.sortDirection)
        .limit(request.pageSize)
        .offset((request.pageNumber - 1) * request.pageSize),
    ),
    run(mapped.select(sql<number>`count(distinct kp.id)`.as("n"))),
  ]);
  return {
    items: (rows as TallySql[]).map((row) => ({
      id: row.id,
      name: row.name,
      idn: row.idn,
      onPlatform: row.organization_id !== null,
      mapped: Number(row.mapped),
      covered: Number(row.covered),
      notCovered: Number(row.not_covered),
      invalid: Number(row.invalid),
      emailed: Number(row.emailed),
    })),
    total: Number(totals[0]?.n ?? 0),
    pageNumber: request.pageNumber,
    pageSize: request.pageSize,
  };
};
