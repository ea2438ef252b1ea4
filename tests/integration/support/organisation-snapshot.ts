import type { TestPortal } from "./test-portal.ts";

/**
 * The generated suites (fuzzing, the authorization matrix) send valid writes as members of the demo
 * organisations, so a profile can end up with random or empty fields; the other files read the seeded ones.
 * Taken before such a suite, `restore` puts every organisation's row back as it was (and leaves new ones).
 */
export const snapshotOrganisations = async (t: TestPortal): Promise<{ restore(): Promise<void> }> => {
  const connection = t.portal.orm.em.getConnection();
  const table = `organization_snapshot_${process.pid}_${Date.now()}`;
  await connection.execute(`create table "${table}" as select * from "organization"`, [], "run");
  const columns = (
    await connection.execute<Array<{ column_name: string }>>(
      `select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = 'organization' and column_name <> 'id'
        order by ordinal_position`,
    )
  ).map((row) => `"${row.column_name}"`);
  return {
    async restore() {
      await connection.execute(
        `update "organization" o set (${columns.join(", ")}) = (select ${columns.map((c) => `s.${c}`).join(", ")}
           from "${table}" s where s."id" = o."id")
          where o."id" in (select "id" from "${table}")`,
        [],
        "run",
      );
      await connection.execute(`drop table "${table}"`, [], "run");
    },
  };
};
