import type { EntityManager } from "@mikro-orm/postgresql";
import type { OrganizationType } from "#core/access/permissions.ts";
import type { OrganisationDirectory, OrganisationOption } from "#core/organisations/meta/ports.ts";
import { isUuid } from "#core/shared/ids.ts";
import { SITE_COUNT_SQL } from "./site-counts.ts";

interface OptionRow {
  id: string;
  name: string;
  type: string;
  supplier_type: string | null;
  status: string;
}

interface KpiRow extends OptionRow {
  users: string;
  active_users: string;
  roles: string;
  sites: string;
  recalls_sent: string;
  recalls_received: string;
  open_recalls_received: string;
}

/**
 * Organisation pickers and KPI figures on PostgreSQL. The figures are counted from the live tables at each
 * call (membership, role, provider_site, communication, provider_communication): one organisation's counts
 * are index lookups, so there is nothing to keep in step.
 */
export const createOrganisationDirectory = (em: EntityManager): OrganisationDirectory => ({
  async options(filter) {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filter.type) {
      conditions.push("type = ?");
      params.push(filter.type);
    }
    if (filter.status) {
      conditions.push("status = ?");
      params.push(filter.status);
    }
    const rows = await em.execute<OptionRow[]>(
      `select id, name, type, supplier_type, status from organization
        ${conditions.length ? `where ${conditions.join(" and ")}` : ""}
        order by lower(name), id`,
      params,
    );
    return rows.map((row): OrganisationOption => ({
      id: row.id,
      name: row.name,
      type: row.type as OrganizationType,
      supplierType: row.supplier_type,
      status: row.status,
    }));
  },

  async kpi(id) {
    if (!isUuid(id)) return undefined;
    const [row] = await em.execute<KpiRow[]>(
      `select o.id, o.name, o.type, o.supplier_type, o.status,
          (select count(*) from membership m where m.organization_id = o.id) as users,
          (select count(*) from membership m join app_user u on u.id = m.user_id
            where m.organization_id = o.id and m.status = 'ACTIVE' and u.locked_at is null) as active_users,
          (select count(*) from role r where r.organization_id = o.id) as roles,
          ${SITE_COUNT_SQL} as sites,
          (select count(*) from communication c where c.organization_id = o.id) as recalls_sent,
          (select count(*) from provider_communication pc where pc.provider_organization_id = o.id) as recalls_received,
          (select count(*) from provider_communication pc
            where pc.provider_organization_id = o.id and pc.status = 'OPEN') as open_recalls_received
        from organization o where o.id = ?`,
      [id],
    );
    if (!row) return undefined;
    return {
      id: row.id,
      name: row.name,
      type: row.type as OrganizationType,
      status: row.status,
      users: Number(row.users),
      activeUsers: Number(row.active_users),
      roles: Number(row.roles),
      sites: Number(row.sites),
      recallsSent: Number(row.recalls_sent),
      recallsReceived: Number(row.recalls_received),
      openRecallsReceived: Number(row.open_recalls_received),
    };
  },
});
