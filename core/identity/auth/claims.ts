import type { OrganizationType, Permission, UserType } from "../../access/permissions.ts";

/** Access-token claims the web app reads, plus what the server needs to rebuild the actor without a query. */
export interface AccessClaims {
  readonly sub: string;
  readonly exp: number;
  readonly permission: readonly Permission[];
  readonly allPermissionCount: number;
  readonly role_name: string;
  readonly org_id: string;
  readonly user_type: UserType;
  /** Session id (the refresh family): every request checks the session is still live, so revocation is prompt. */
  readonly sid: string;
  /** Membership id: which organisation and role this session acts as. */
  readonly mid: string;
  /** Assigned provider sites, or "all". */
  readonly sites: readonly string[] | "all";
}

/** Refresh-token claims; `jti` makes every token unique, `fam` names its rotation family. */
export interface RefreshClaims {
  readonly sub: string;
  readonly jti: string;
  readonly fam: string;
  readonly org_type: OrganizationType;
  readonly parentorg_type: OrganizationType | null;
}
