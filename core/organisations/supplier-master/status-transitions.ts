import type { SupplierMasterStatus } from "./supplier-master.ts";

/**
 * What may happen to a master entry. The operator sets a status (update-suppliers-list) or links the entry to
 * a supplier account (link-suppliers); LINKED is reached only by linking, and left only by setting ACTIVE again
 * (which unlinks). A deleted entry stays listed under DELETED and may be restored to ACTIVE.
 */
export type SupplierMasterEvent =
  { readonly kind: "set"; readonly to: SupplierMasterStatus } | { readonly kind: "link" };

export type SupplierMasterRefusal =
  "sameStatus" | "notAllowed" | "onlyByLinking" | "unlinkFirst" | "notLinkable" | "alreadyLinked";

/** The statuses a status change may reach from each status (LINKED is never a target of a status change). */
export const STATUS_CHANGES: Readonly<Record<SupplierMasterStatus, readonly SupplierMasterStatus[]>> = {
  PENDING: ["ACTIVE", "INACTIVE", "DELETED"],
  ACTIVE: ["INACTIVE", "DELETED"],
  INACTIVE: ["ACTIVE", "DELETED"],
  LINKED: ["ACTIVE"],
  DELETED: ["ACTIVE"],
};

/** Only a live, unlinked entry can be linked: a pending one (linking approves it) or an active one. */
export const LINKABLE: readonly SupplierMasterStatus[] = ["PENDING", "ACTIVE"];

export type SupplierMasterOutcome =
  | { readonly ok: true; readonly to: SupplierMasterStatus; readonly unlinks: boolean }
  | { readonly ok: false; readonly refusal: SupplierMasterRefusal };

/** The one rule: where an event takes an entry, or why it may not. */
export const nextSupplierMasterStatus = (
  from: SupplierMasterStatus,
  event: SupplierMasterEvent,
): SupplierMasterOutcome => {
  if (event.kind === "link") {
    if (from === "LINKED") return { ok: false, refusal: "alreadyLinked" };
    return LINKABLE.includes(from)
      ? { ok: true, to: "LINKED", unlinks: false }
      : { ok: false, refusal: "notLinkable" };
  }
  if (event.to === from) return { ok: false, refusal: "sameStatus" };
  if (event.to === "LINKED") return { ok: false, refusal: "onlyByLinking" };
  if (!STATUS_CHANGES[from].includes(event.to))
    return { ok: false, refusal: from === "LINKED" ? "unlinkFirst" : "notAllowed" };
  return { ok: true, to: event.to, unlinks: from === "LINKED" };
};

export type SupplierMasterAction = "edit" | "link" | `set:${SupplierMasterStatus}`;

/** The row actions an entry offers, from the same table, so the screen never re-derives the rules. */
export const supplierMasterActions = (status: SupplierMasterStatus): readonly SupplierMasterAction[] => [
  ...(status === "DELETED" ? [] : (["edit"] as const)),
  ...(LINKABLE.includes(status) ? (["link"] as const) : []),
  ...STATUS_CHANGES[status].map((to) => `set:${to}` as const),
];
