import type {
  ContactRecord,
  NonVerifiedUserRow,
  PersonState,
  ProviderContactStore,
  VerificationMailRow,
} from "#core/organisations/providers/ports.ts";
import { organisationUserStatus } from "#core/organisations/users/organisation-user-status.ts";
import { isUuid } from "#core/shared/ids.ts";
import { containsPattern } from "../paging.ts";
import { writeOutboxMail, type MailJobSender } from "../outbox.ts";
import { Membership, OneTimeSecret, ProviderContact, ProviderVerificationMail, User } from "../entities.ts";
import type { LazyEntityManager } from "../store-deps.ts";

/**
 * The SQL twin of core/organisations/providers/non-verified.ts (`isNonVerified`): status VERIFICATION or
 * NONVERIFIED once deactivated, pending and locked members are set aside. `m` is the membership, `u` the account.
 */
export const NON_VERIFIED_SQL = `m.status not in ('DEACTIVATED', 'PENDING') and u.status <> 'DEACTIVATED'
  and u.locked_at is null and u.status in ('VERIFICATION', 'NONVERIFIED')`;

interface PersonSql {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  status: string;
  locked_at: Date | string | null;
  membership_status: string | null;
  role_name: string | null;
}

const toPerson = (row: PersonSql): PersonState => ({
  userId: row.id,
  email: row.email.toLowerCase(),
  firstName: row.first_name,
  lastName: row.last_name,
  accountStatus: row.status,
  lockedAt: row.locked_at === null ? null : new Date(row.locked_at),
  membershipStatus: row.membership_status,
  roleName: row.role_name,
});

const statusOf = (row: {
  status: string;
  locked_at: Date | string | null;
  membership_status: string | null;
}) =>
  organisationUserStatus({
    accountStatus: row.status,
    lockedAt: row.locked_at === null ? null : new Date(row.locked_at),
    membershipStatus: row.membership_status ?? "ACTIVE",
  });

const placeholders = (values: readonly unknown[]) => values.map(() => "?").join(", ");

const PERSON_SELECT = `select u.id, u.email, u.first_name, u.last_name, u.status, u.locked_at,
       m.status as membership_status, r.name as role_name
  from app_user u
  left join membership m on m.user_id = u.id and m.organization_id = ?
  left join role r on r.id = m.role_id`;

const toContact = (row: {
  id: string;
  position: number;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  title?: string | null;
}): ContactRecord => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone ?? null,
  title: row.title ?? null,
  isPrimary: row.position === 0,
});

/** Contacts, verification e-mails and non-verified members on PostgreSQL. */
export const createProviderContactStore = (
  unitOfWork: LazyEntityManager,
  sendMailJob: MailJobSender,
): ProviderContactStore => ({
  async listContacts(organizationId) {
    const rows = await unitOfWork().find(
      ProviderContact,
      { organizationId },
      { orderBy: { position: "asc" }, disableIdentityMap: true },
    );
    return rows.map(toContact);
  },

  async replaceContacts(organizationId, contacts) {
    return unitOfWork().transactional(async (tx) => {
      await tx.nativeDelete(ProviderContact, { organizationId });
      const rows = contacts.map((contact, position) =>
        tx.create(ProviderContact, { ...contact, organizationId, position }),
      );
      await tx.flush();
      return rows.map(toContact);
    });
  },

  async roles(organizationId, onlyWithNonVerified) {
    const rows = await unitOfWork()
      .getConnection()
      .execute<Array<{ id: string; name: string; n: string | number }>>(
        `select r.id, r.name, count(u.id) filter (where ${NON_VERIFIED_SQL}) as n
         from role r
         left join membership m on m.role_id = r.id and m.organization_id = r.organization_id
         left join app_user u on u.id = m.user_id
        where r.organization_id = ?
        group by r.id, r.name
       ${onlyWithNonVerified ? `having count(u.id) filter (where ${NON_VERIFIED_SQL}) > 0` : ""}
        order by lower(r.name), r.id`,
        [organizationId],
      );
    return rows.map((row) => ({ id: row.id, name: row.name, nonVerifiedCount: Number(row.n) }));
  },

  async peopleByEmail(organizationId, emails) {
    if (emails.length === 0) return [];
    const rows = await unitOfWork()
      .getConnection()
      .execute<PersonSql[]>(`${PERSON_SELECT} where lower(u.email) in (${placeholders(emails)})`, [
        organizationId,
        ...emails.map((email) => email.toLowerCase()),
      ]);
    return rows.map(toPerson);
  },

  async peopleById(organizationId, userIds) {
    const ids = userIds.filter(isUuid);
    if (ids.length === 0) return [];
    const rows = await unitOfWork()
      .getConnection()
      .execute<PersonSql[]>(`${PERSON_SELECT} where u.id in (${placeholders(ids)})`, [
        organizationId,
        ...ids,
      ]);
    return rows.map(toPerson);
  },

  async recordVerification(batch) {
    return unitOfWork().transactional(async (tx) => {
      // Serialises one Send click's retries: the second finds the first's rows and writes nothing.
      await tx.execute(`select pg_advisory_xact_lock(hashtext(?))`, [
        `provider_verification:${batch.requestId}`,
      ]);
      if ((await tx.count(ProviderVerificationMail, { requestId: batch.requestId })) > 0) return false;
      for (const delivery of batch.deliveries) {
        if (delivery.newUser)
          tx.create(User, {
            id: delivery.userId,
            email: delivery.email,
            passwordHash: null,
            firstName: delivery.newUser.firstName,
            lastName: delivery.newUser.lastName,
            phone: delivery.newUser.phone,
            status: "VERIFICATION",
            failedLoginCount: 0,
          });
        if (delivery.membership)
          tx.create(Membership, {
            id: delivery.membership.id,
            userId: delivery.userId,
            organizationId: batch.organizationId,
            roleId: delivery.membership.roleId,
            siteIds: null,
            status: "ACTIVE",
          });
        await tx.flush();
        // A new link replaces the person's older verification links, as a new reset code replaces older ones.
        await tx.nativeUpdate(
          OneTimeSecret,
          { userId: delivery.userId, purpose: "INVITE", usedAt: null },
          { usedAt: batch.sentAt },
        );
        await tx.insert(OneTimeSecret, {
          id: delivery.secret.id,
          userId: delivery.userId,
          purpose: "INVITE",
          secretHash: delivery.secret.hash,
          expiresAt: delivery.secret.expiresAt,
          attempts: 0,
          usedAt: null,
          createdAt: batch.sentAt,
        });
        const outboxId = await writeOutboxMail(tx, delivery.mail, sendMailJob);
        tx.create(ProviderVerificationMail, {
          id: delivery.mailId,
          organizationId: batch.organizationId,
          requestId: batch.requestId,
          kind: delivery.kind,
          contactId: delivery.contactId,
          userId: delivery.userId,
          email: delivery.email,
          fullName: delivery.fullName,
          roleName: delivery.roleName || null,
          sentBy: batch.sentBy,
          sentAt: batch.sentAt,
          outboxId,
        });
        await tx.flush();
      }
      return true;
    });
  },

  async listMails(organizationId, kind) {
    const rows = await unitOfWork()
      .getConnection()
      .execute<
        Array<{
          id: string;
          kind: string;
          email: string;
          full_name: string;
          role_name: string | null;
          sent_at: Date | string;
          sent_by_name: string | null;
          status: string;
          locked_at: Date | string | null;
          membership_status: string | null;
        }>
      >(
        `select v.id, v.kind, v.email, v.full_name, v.role_name, v.sent_at,
              nullif(btrim(coalesce(s.first_name, '') || ' ' || coalesce(s.last_name, '')), '') as sent_by_name,
              u.status, u.locked_at, m.status as membership_status
         from provider_verification_mail v
         join app_user u on u.id = v.user_id
         left join membership m on m.user_id = v.user_id and m.organization_id = v.organization_id
         left join app_user s on s.id = v.sent_by
        where v.organization_id = ? and v.kind = ?
        order by v.sent_at desc, v.id desc
        limit 500`,
        [organizationId, kind],
      );
    return rows.map((row): VerificationMailRow => ({
      id: row.id,
      kind: row.kind as VerificationMailRow["kind"],
      email: row.email,
      fullName: row.full_name,
      roleName: row.role_name,
      sentAt: new Date(row.sent_at),
      sentByName: row.sent_by_name,
      status: statusOf(row),
    }));
  },

  async listNonVerified(organizationId, page) {
    const search = page.search ? containsPattern(page.search) : undefined;
    const where = `m.organization_id = ? and ${NON_VERIFIED_SQL}
      ${search ? `and (u.email ilike ? or u.first_name ilike ? or u.last_name ilike ?)` : ""}`;
    const params = [organizationId, ...(search ? [search, search, search] : [])];
    const connection = unitOfWork().getConnection();
    const [rows, [count]] = await Promise.all([
      connection.execute<
        Array<PersonSql & { last_sent_at: Date | string | null; times_sent: string | number }>
      >(
        `select u.id, u.email, u.first_name, u.last_name, u.status, u.locked_at, m.status as membership_status,
                r.name as role_name,
                (select max(v.sent_at) from provider_verification_mail v
                  where v.user_id = u.id and v.organization_id = m.organization_id) as last_sent_at,
                (select count(*) from provider_verification_mail v
                  where v.user_id = u.id and v.organization_id = m.organization_id) as times_sent
           from membership m
           join app_user u on u.id = m.user_id
           join role r on r.id = m.role_id
          where ${where}
          order by lower(u.last_name), lower(u.first_name), u.id
          limit ? offset ?`,
        [...params, page.pageSize, (page.pageNumber - 1) * page.pageSize],
      ),
      connection.execute<Array<{ n: string | number }>>(
        `select count(*) as n from membership m join app_user u on u.id = m.user_id where ${where}`,
        params,
      ),
    ]);
    return {
      items: rows.map((row): NonVerifiedUserRow => ({
        userId: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        roleName: row.role_name ?? "",
        status: statusOf(row),
        lastSentAt: row.last_sent_at === null ? null : new Date(row.last_sent_at),
        timesSent: Number(row.times_sent),
      })),
      total: Number(count?.n ?? 0),
      pageNumber: page.pageNumber,
      pageSize: page.pageSize,
    };
  },

  async summaryFacts(organizationId) {
    const em = unitOfWork();
    const connection = em.getConnection();
    const [contacts, [counts], administrators] = await Promise.all([
      em.find(
        ProviderContact,
        { organizationId },
        { orderBy: { position: "asc" }, disableIdentityMap: true },
      ),
      connection.execute<
        Array<{
          members: string;
          verified: string;
          non_verified: string;
          mails: string;
          last_mail: Date | string | null;
        }>
      >(
        `select (select count(*) from membership m where m.organization_id = ? and m.status = 'ACTIVE') as members,
                (select count(*) from membership m join app_user u on u.id = m.user_id
                  where m.organization_id = ? and m.status = 'ACTIVE' and u.status in ('VERIFIED', 'SSO')
                    and u.locked_at is null) as verified,
                (select count(*) from membership m join app_user u on u.id = m.user_id
                  where m.organization_id = ? and ${NON_VERIFIED_SQL}) as non_verified,
                (select count(*) from provider_verification_mail v where v.organization_id = ?) as mails,
                (select max(sent_at) from provider_verification_mail v where v.organization_id = ?) as last_mail`,
        [organizationId, organizationId, organizationId, organizationId, organizationId],
      ),
      connection.execute<PersonSql[]>(
        `select u.id, u.email, u.first_name, u.last_name, u.status, u.locked_at,
                m.status as membership_status, r.name as role_name
           from membership m
           join app_user u on u.id = m.user_id
           join role r on r.id = m.role_id
          where m.organization_id = ? and r.permissions @> '["Provider_ManageUsers"]'::jsonb
          order by lower(u.last_name), lower(u.first_name), u.id`,
        [organizationId],
      ),
    ]);
    return {
      contacts: contacts.map(toContact),
      members: Number(counts?.members ?? 0),
      verifiedMembers: Number(counts?.verified ?? 0),
      nonVerifiedMembers: Number(counts?.non_verified ?? 0),
      mailsSent: Number(counts?.mails ?? 0),
      lastMailAt: counts?.last_mail ? new Date(counts.last_mail) : null,
      administrators: administrators.map((row) => ({
        name: `${row.first_name} ${row.last_name}`.trim(),
        email: row.email,
        status: statusOf(row),
      })),
    };
  },
});
