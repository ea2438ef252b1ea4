import { Schema } from "effect";
import { OrganizationType } from "#core/access/permissions.ts";
import {
  ORGANISATION_USER_STATUSES,
  UserAction,
  UserFilterField,
  UserSortField,
} from "#core/organisations/users/user-administration.ts";
import { enumParam, listQuery } from "../../list-query.ts";
import { pageOf } from "../../page-schema.ts";

export const OrganisationUserStatusSchema = Schema.Literals(ORGANISATION_USER_STATUSES);

export const OrganisationUser = Schema.Struct({
  /** The person's id: the {id} of the other users calls. */
  id: Schema.String,
  membershipId: Schema.String,
  organizationId: Schema.String,
  organizationName: Schema.String,
  organizationType: OrganizationType,
  email: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  phone: Schema.NullOr(Schema.String),
  roleId: Schema.String,
  roleName: Schema.String,
  /** Provider sites; null means every site (the Corporate view). */
  siteIds: Schema.NullOr(Schema.Array(Schema.String)),
  status: OrganisationUserStatusSchema,
  lastSignInAt: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  allowedActions: Schema.Array(UserAction),
}).annotate({ identifier: "OrganisationUser" });

export const OrganisationUserPage = pageOf(OrganisationUser, "OrganisationUserPage");

export const UserListQuery = listQuery({
  identifier: "UserListQuery",
  sort: {
    fields: UserSortField,
    default: "name",
    description: "name, email, role, status, organisationName, createdAt or lastSignInAt",
  },
  searchDescription: "Finds the text in the name or e-mail",
  params: {
    status: enumParam(ORGANISATION_USER_STATUSES, "An organisation-user status (spec 2 §4)"),
    organisationType: enumParam(
      OrganizationType.literals,
      "NOTISPHERE, SUPPLIER or PROVIDER (operator list)",
    ),
  },
  filters: {
    fields: UserFilterField,
    description:
      'Grid header filters as JSON, e.g. {"name":{"filterType":"text","type":"contains","filter":"ann"}}',
  },
});

export const SiteOption = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  isCorporate: Schema.Boolean,
}).annotate({ identifier: "SiteOption" });

export const RoleOption = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  /** false: the role holds a permission the caller lacks, so the caller cannot give it. */
  assignable: Schema.Boolean,
}).annotate({ identifier: "RoleOption" });

export const UserIdParams = Schema.Struct({ id: Schema.String });
