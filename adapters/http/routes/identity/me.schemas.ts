import { Schema } from "effect";
import { OrganizationType, UserType } from "#core/access/permissions.ts";
import { PermissionSchema } from "#core/permissions-catalogue.ts";

export const Profile = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  first_name: Schema.String,
  last_name: Schema.String,
  full_name: Schema.String,
  phone: Schema.NullOr(Schema.String),
  photo: Schema.NullOr(Schema.String),
  status: Schema.String,
  userType: UserType,
  roleName: Schema.String,
  roleDisplayName: Schema.String,
  permissions: Schema.Array(PermissionSchema),
  organization: Schema.Struct({
    id: Schema.String,
    name: Schema.String,
    type: OrganizationType,
    profile_photo: Schema.NullOr(Schema.String),
    isSSO: Schema.Boolean,
  }),
  memberships: Schema.Array(
    Schema.Struct({
      userType: UserType,
      organizationId: Schema.String,
      organizationName: Schema.String,
      roleName: Schema.String,
    }),
  ),
  canSwitchAccounts: Schema.Boolean,
}).annotate({ identifier: "Profile" });

export const UpdateProfileRequest = Schema.Struct({
  first_name: Schema.String,
  last_name: Schema.String,
  phone: Schema.optional(Schema.NullOr(Schema.String)),
}).annotate({ identifier: "UpdateProfileRequest" });

export const ChangePasswordRequest = Schema.Struct({
  old_password: Schema.String,
  password: Schema.String,
  confirm_password: Schema.String,
}).annotate({ identifier: "ChangePasswordRequest" });

export const Organization = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  type: OrganizationType,
  supplierType: Schema.NullOr(Schema.String),
  idn: Schema.NullOr(Schema.String),
  profilePhoto: Schema.NullOr(Schema.String),
  isSso: Schema.Boolean,
  address1: Schema.NullOr(Schema.String),
  address2: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  state: Schema.NullOr(Schema.String),
  zip: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
}).annotate({ identifier: "Organization" });

export const TableKeyParams = Schema.Struct({ tableKey: Schema.String });
export const GridState = Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown)).annotate({
  identifier: "GridState",
  description: "AG Grid column state and filter model, as the grid produced them.",
});
export const SaveGridStateRequest = Schema.Struct({
  state: Schema.Record(Schema.String, Schema.Unknown),
}).annotate({
  identifier: "SaveGridStateRequest",
});
