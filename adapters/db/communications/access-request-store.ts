import type { EntityManager } from "@mikro-orm/postgresql";
import type {
  AccessRequestStore,
  AccessRequestTarget,
  Person,
} from "#core/communications/access-requests/ports.ts";
import type { CommunicationType } from "#core/access/resources.ts";
import { isUuid } from "#core/shared/ids.ts";
import { AccessRequest } from "./entities/index.ts";
import { writeOutboxMail, type MailJobSender } from "../outbox.ts";

/** Users who can act on an e-mail: signed up and not deactivated (a locked account unlocks by code). */
const REACHABLE_USER_STATUSES = ["VERIFIED", "LOCKED", "SSO"];

interface TargetRow {
  communication_id: string;
  provider_communication_id: string;
  type: string;
  communication_uid: string;
  name: string;
  supplier_organization_id: string;
  supplier_name: string;
  provider_organization_id: string;
}

interface PersonRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

const toPerson = (row: PersonRow): Person => ({
  userId: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
});

/** The AccessRequestStore port on PostgreSQL. `em` is the request's forked EntityManager. */
export const createAccessRequestStore = (
  em: EntityManager,
  sendMailJob: MailJobSender,
): AccessRequestStore => ({
  async findTarget(communicationId, providerCommunicationId) {
    // Ids that are not UUIDs name nothing; PostgreSQL would refuse them as uuid values.
    if (!isUuid(communicationId) || !isUuid(providerCommunicationId)) return undefined;
    const connection = em.getConnection();
    // Only sent communications (OPEN, CLOSED) have copies someone can be shown and denied; drafts are nobody's.
    const [row] = await connection.execute<TargetRow[]>(
      `select c.id as communication_id, pc.id as provider_communication_id, c.type, c.communication_uid, c.name,
              c.organization_id as supplier_organization_id, s.name as supplier_name, pc.provider_organization_id
         from provider_communication pc
         join communication c on c.id = pc.communication_id
         join organization s on s.id = c.organization_id
        where pc.id = ? and c.id = ? and c.status in ('OPEN', 'CLOSED')`,
      [providerCommunicationId, communicationId],
    );
    if (row === undefined) return undefined;
    const sites = await connection.execute<Array<{ id: string; name: string }>>(
      `select ps.id, ps.name
         from provider_communication_site pcs
         join provider_site ps on ps.id = pcs.site_id
        where pcs.provider_communication_id = ?
        order by ps.name, ps.id`,
      [row.provider_communication_id],
    );
    const target: AccessRequestTarget = {
      communicationId: row.communication_id,
      providerCommunicationId: row.provider_communication_id,
      communicationType: row.type as CommunicationType,
      communicationUid: row.communication_uid,
      name: row.name,
      supplierOrganizationId: row.supplier_organization_id,
      supplierName: row.supplier_name,
      providerOrganizationId: row.provider_organization_id,
      sites: sites.map((site) => ({ id: site.id, name: site.name })),
    };
    return target;
  },

  async findPerson(userId) {
    if (!isUuid(userId)) return undefined;
    const [row] = await em
      .getConnection()
      .execute<PersonRow[]>(`select id, email, first_name, last_name from app_user where id = ?`, [userId]);
    return row && toPerson(row);
  },

  async listMembersHolding(organizationId, permission) {
    const rows = await em.getConnection().execute<PersonRow[]>(
      `select u.id, u.email, u.first_name, u.last_name
         from membership m
         join app_user u on u.id = m.user_id
         join role r on r.id = m.role_id
        where m.organization_id = ? and m.status = 'ACTIVE'
          and u.status in (${REACHABLE_USER_STATUSES.map(() => "?").join(", ")})
          and r.permissions @> ?::jsonb
        order by u.email`,
      [organizationId, ...REACHABLE_USER_STATUSES, JSON.stringify([permission])],
    );
    return rows.map(toPerson);
  },

  async recordUnlessRecent(request, since, mails) {
    return em.transactional(async (tx) => {
      // Serialises requests of one user for one copy, so a double click cannot mail the administrators twice.
      await tx.execute(`select pg_advisory_xact_lock(hashtext(?))`, [
        `access_request:${request.userId}:${request.providerCommunicationId}`,
      ]);
      const previous = await tx.findOne(
        AccessRequest,
        {
          userId: request.userId,
          providerCommunicationId: request.providerCommunicationId,
          requestedAt: { $gte: since },
        },
        { orderBy: { requestedAt: "desc" } },
      );
      if (previous) return { recorded: false as const, previous: { ...previous } };
      tx.create(AccessRequest, { ...request });
      await tx.flush();
      for (const mail of mails) await writeOutboxMail(tx, mail, sendMailJob);
      return { recorded: true as const };
    });
  },
});
