import { sql, type Expression, type SqlBool } from "kysely";
import type { UserListRequest } from "#core/organisations/users/administration-ports.ts";
import type { OrganisationUserStatus } from "#core/organisations/users/organisation-user-status.ts";
import type { UserFilterField, UserSortField } from "#core/organisations/users/user-administration.ts";
import { containsPattern, listQueryWriter } from "../paging.ts";

/** The columns the users list reads, as Kysely sees the tables (entities/ define them). */
interface Tables {
  membership: {
    id: string;
    user_id: string;
    organization_id: string;
    role_id: string;
    site_ids: unknown;
    status: string;
    created_at: Date;
  };
  app_user: {
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    phone: string | null;
    status: string;
    locked_at: Date | null;
    last_sign_in_at: Date | null;
  };
  role: { id: string; name: string; permissions: unknown };
  organization: { id: string; name: string; type: string };
}

const writer = listQueryWriter<Tables>();

/**
 * The organisation-user status (organisation-user-status.ts) as SQL over the same three columns, so the grid
 * can filter and sort by it in the database. The two must agree: the integration test lists every status.
 */
const STATUS_SQL = sql<string>`case
  when m.status = 'DEACTIVATED' or u.status = 'DEACTIVATED' then 'DEACTIVATED'
  when m.status = 'PENDING' then 'PENDING'
  when u.locked_at is not null then 'LOCKED'
  when u.status in ('VERIFICATION', 'NONVERIFIED', 'SSO') then u.status
  else 'VERIFIED' end`;

const statusIs = (status: OrganisationUserStatus): Expression<SqlBool> =>
  sql<SqlBool>`${STATUS_SQL} = ${status}`;

/** The same expressions as the indexes of entities/user.ts, so name sorting and searching use them. */
const NAME_TEXT = sql<string>`lower(u.first_name || ' ' || u.last_name)`;
const SEARCH_TEXT = sql<string>`lower(u.first_name || ' ' || u.last_name || ' ' || u.email)`;

const FILTER_TEXT: Record<UserFilterField, ReturnType<typeof sql<string>>> = {
  name: NAME_TEXT,
  email: sql<string>`u.email`,
  role: sql<string>`lower(r.name)`,
  organisationName: sql<string>`lower(o.name)`,
};

/** Each sort ends with the membership id, so pages are stable when names repeat. */
const ORDER: Record<UserSortField, readonly ReturnType<typeof sql>[]> = {
  name: [sql`lower(u.first_name)`, sql`lower(u.last_name)`, sql`u.id`],
  email: [sql`u.email`],
  role: [sql`lower(r.name)`],
  status: [STATUS_SQL],
  organisationName: [sql`lower(o.name)`],
  createdAt: [sql`m.created_at`],
  lastSignInAt: [sql`u.last_sign_in_at`],
};

/**
 * One page of an organisation's users (or, `organizationId` undefined, everyone's) and its total: plain joins
 * on keys, no per-row subqueries, so a page is an index walk even over 100,000 users.
 */
export const userListQueries = (organizationId: string | undefined, request: UserListRequest) => {
  const filtered = writer
    .selectFrom("membership as m")
    .innerJoin("app_user as u", "u.id", "m.user_id")
    .innerJoin("role as r", "r.id", "m.role_id")
    .innerJoin("organization as o", "o.id", "m.organization_id")
    .$if(organizationId !== undefined, (q) => q.where("m.organization_id", "=", organizationId as string))
    .$if(request.status !== undefined, (q) => q.where(statusIs(request.status as OrganisationUserStatus)))
    .$if(request.organisationType !== undefined, (q) =>
      q.where("o.type", "=", request.organisationType as string),
    )
    .$if(request.search !== undefined, (q) =>
      q.where(SEARCH_TEXT, "like", containsPattern((request.search as string).toLowerCase())),
    )
    .$call((q) =>
      Object.entries(request.filters).reduce(
        (acc, [field, text]) =>
          text
            ? acc.where(
                FILTER_TEXT[field as UserFilterField],
                "like",
                containsPattern((text as string).toLowerCase()),
              )
            : acc,
        q,
      ),
    );
  const order = [...ORDER[request.sortField], sql`m.id`];
  return {
    rows: order
      .reduce(
        (q, expression) => q.orderBy(expression, request.sortDirection),
        filtered.select([
          "m.id as membership_id",
          "u.id as user_id",
          "o.id as organization_id",
          "o.name as organization_name",
          "o.type as organization_type",
          "u.email",
          "u.first_name",
          "u.last_name",
          "u.phone",
          "r.id as role_id",
          "r.name as role_name",
          "r.permissions",
          "m.site_ids",
          "u.status as account_status",
          "u.locked_at",
          "u.last_sign_in_at",
          "m.status as membership_status",
          "m.created_at",
        ]),
      )
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize),
    // Unfiltered, the total is the memberships alone: every membership has its person, role and organisation,
    // and counting 100,000 index entries costs a fraction of joining them.
    total: needsJoins(request)
      ? filtered.select((eb) => eb.fn.countAll().as("n"))
      : writer
          .selectFrom("membership as m")
          .$if(organizationId !== undefined, (q) =>
            q.where("m.organization_id", "=", organizationId as string),
          )
          .select((eb) => eb.fn.countAll().as("n")),
  };
};

const needsJoins = (request: UserListRequest): boolean =>
  request.status !== undefined ||
  request.organisationType !== undefined ||
  request.search !== undefined ||
  Object.values(request.filters).some((text) => text !== undefined && text !== "");
