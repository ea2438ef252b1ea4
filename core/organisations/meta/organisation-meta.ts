import type { Actor } from "../../access/actor.ts";
import { OrganizationType } from "../../access/permissions.ts";
import { NotFound, fieldFailure } from "../../shared/errors.ts";
import { assertOrganisationsAccess } from "../authorize.ts";
import { SUPPLIER_MESSAGES } from "../suppliers/messages.ts";
import type { OrganisationDirectory, OrganisationKpi, OrganisationOption } from "./ports.ts";

/** One choice of a grid filter: the value sent back and its English label. */
export interface FilterOption<V> {
  readonly value: V;
  readonly label: string;
}

export const SSO_OPTIONS: readonly FilterOption<boolean>[] = [
  { value: true, label: "Yes" },
  { value: false, label: "No" },
];

export const STATUS_OPTIONS: readonly FilterOption<"ACTIVE" | "DEACTIVATED" | "PENDING">[] = [
  { value: "ACTIVE", label: "Active" },
  { value: "DEACTIVATED", label: "Deactivated" },
  { value: "PENDING", label: "Pending" },
];

/**
 * Whether the operator runs the organisation's account for it (its users and recalls administered by
 * NotiSphere staff) or the organisation administers itself; the providers grid filters on it.
 */
export const NOTISPHERE_MANAGED_OPTIONS: readonly FilterOption<boolean>[] = [
  { value: true, label: "Managed by NotiSphere" },
  { value: false, label: "Self-managed" },
];

export const SUPPLIER_TYPE_OPTIONS: readonly FilterOption<"SUPPLIER" | "DISTRIBUTOR">[] = [
  { value: "SUPPLIER", label: "Supplier" },
  { value: "DISTRIBUTOR", label: "Distributor" },
];

export const organisationFilters = (actor: Actor) => {
  assertOrganisationsAccess(actor, "orgMetaFilters");
  return {
    sso: SSO_OPTIONS,
    status: STATUS_OPTIONS,
    notisphereManaged: NOTISPHERE_MANAGED_OPTIONS,
    supplierType: SUPPLIER_TYPE_OPTIONS,
  };
};

/** `list/{type}` and `meta?orgType=`: the type as the URL writes it (any case); anything else is refused. */
export const organisationTypeOf = (text: string | undefined): OrganizationType | undefined => {
  if (text === undefined || text.trim() === "") return undefined;
  const type = OrganizationType.literals.find((literal) => literal === text.trim().toUpperCase());
  if (!type) throw fieldFailure("type", SUPPLIER_MESSAGES.say("typeUnknown"));
  return type;
};

export const organisationOptions = (
  deps: { directory: OrganisationDirectory },
  actor: Actor,
  filter: { readonly type?: OrganizationType; readonly status?: string },
): Promise<readonly OrganisationOption[]> => {
  assertOrganisationsAccess(actor, "orgMetaList");
  return deps.directory.options(filter);
};

/** Organisations a recall can be picked for: the active suppliers and providers (never the operator). */
export const recallOrganisations = async (
  deps: { directory: OrganisationDirectory },
  actor: Actor,
): Promise<readonly OrganisationOption[]> => {
  assertOrganisationsAccess(actor, "orgMetaList");
  const active = await deps.directory.options({ status: "ACTIVE" });
  return active.filter((organisation) => organisation.type !== "NOTISPHERE");
};

export const organisationKpi = async (
  deps: { directory: OrganisationDirectory },
  actor: Actor,
  id: string,
): Promise<OrganisationKpi> => {
  assertOrganisationsAccess(actor, "orgMetaKpi");
  const kpi = await deps.directory.kpi(id);
  if (!kpi) throw new NotFound(SUPPLIER_MESSAGES.say("orgNotFound"));
  return kpi;
};
