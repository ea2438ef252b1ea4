import type { Actor } from "./actor.ts";
import { can } from "./can.ts";
import type { AccessAction, Resource } from "./resources.ts";

export interface BulkItem {
  readonly id: string;
  readonly resource: Resource;
}

export interface BulkPartition {
  readonly permitted: readonly string[];
  readonly refused: readonly string[];
}

/**
 * Bulk forms (mark several locations, delete several rows) send a list of ids. Each id is judged on its own so
 * one foreign id cannot smuggle itself in with the rest, and the caller can report which ones were refused.
 * Ids keep their order; an id listed twice is judged once.
 */
export const partitionPermitted = (
  actor: Actor,
  action: AccessAction,
  items: readonly BulkItem[],
): BulkPartition => {
  const permitted: string[] = [];
  const refused: string[] = [];
  const seen = new Set<string>();
  for (const { id, resource } of items) {
    if (seen.has(id)) continue;
    seen.add(id);
    (can(actor, action, resource) ? permitted : refused).push(id);
  }
  return { permitted, refused };
};

export const permittedIds = (
  actor: Actor,
  action: AccessAction,
  items: readonly BulkItem[],
): readonly string[] => partitionPermitted(actor, action, items).permitted;

/** Ids the form asked for that the store did not find are refused too, so nothing unknown is acted on silently. */
export const partitionRequestedIds = (
  actor: Actor,
  action: AccessAction,
  requestedIds: readonly string[],
  resourceOf: (id: string) => Resource | undefined,
): BulkPartition => {
  const items: BulkItem[] = [];
  const missing: string[] = [];
  for (const id of new Set(requestedIds)) {
    const resource = resourceOf(id);
    if (resource === undefined) missing.push(id);
    else items.push({ id, resource });
  }
  const result = partitionPermitted(actor, action, items);
  return { permitted: result.permitted, refused: [...result.refused, ...missing] };
};
