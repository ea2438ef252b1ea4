import { deleteQuickLink } from "#core/content/quick-links/delete-quick-link.ts";
import { getQuickLink } from "#core/content/quick-links/get-quick-link.ts";
import { listQuickLinks, type QuickLinkRow } from "#core/content/quick-links/list-quick-links.ts";
import { saveQuickLink } from "#core/content/quick-links/save-quick-link.ts";
import type { QuickLinkInput } from "#core/content/quick-links/quick-link.ts";
import { requireActor } from "../../contract.ts";
import { isoString } from "../../iso-date.ts";
import type { ContentInput } from "./deps.ts";
import type { QuickLinkListQuery } from "./quick-links.schemas.ts";

/** Dates leave the API as ISO strings. Fields are named one by one: a list answer builds fifty of these. */
const toJson = (row: QuickLinkRow) => ({
  id: row.id,
  name: row.name,
  url: row.url,
  description: row.description,
  status: row.status,
  path: row.path,
  createdAt: isoString(row.createdAt),
  updatedAt: isoString(row.updatedAt),
  allowedActions: row.allowedActions,
});

export const listHandler = async ({
  actor,
  query,
  services,
}: ContentInput<unknown, typeof QuickLinkListQuery.Type, unknown>) => {
  const page = await listQuickLinks({ quickLinks: services.stores().quickLinks }, requireActor(actor), query);
  return { ...page, items: page.items.map(toJson) };
};

export const getHandler = async ({
  actor,
  params,
  services,
}: ContentInput<{ id: string }, unknown, unknown>) =>
  toJson(await getQuickLink({ quickLinks: services.stores().quickLinks }, requireActor(actor), params.id));

export const saveHandler = async ({
  actor,
  body,
  services,
}: ContentInput<unknown, unknown, QuickLinkInput>) => {
  return toJson(
    await saveQuickLink(
      { quickLinks: services.stores().quickLinks, ids: services.ids },
      requireActor(actor),
      body,
    ),
  );
};

export const deleteHandler = async ({
  actor,
  params,
  services,
}: ContentInput<{ id: string }, unknown, unknown>) => {
  await deleteQuickLink(
    { quickLinks: services.stores().quickLinks, clock: services.clock },
    requireActor(actor),
    params.id,
  );
  return null;
};
