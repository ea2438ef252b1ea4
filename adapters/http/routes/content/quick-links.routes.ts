import { Schema } from "effect";
import { QuickLinkInput, QUICK_LINK_SORT_FIELDS } from "#core/content/quick-links/quick-link.ts";
import { guardOf, requireActor } from "../../contract.ts";
import { QUICK_LINK_POLICY } from "#core/content/quick-links/policy.ts";
import { route } from "./deps.ts";
import { deleteHandler, getHandler, listHandler, saveHandler } from "./quick-links.handlers.ts";
import { listAccountLinks } from "#core/content/quick-links/list-account-links.ts";
import {
  AccountLink,
  IdParams,
  QuickLink,
  QuickLinkListQuery,
  QuickLinkMeta,
  QuickLinkPage,
} from "./quick-links.schemas.ts";

export const quickLinkRoutes = [
  route(
    {
      method: "get",
      path: "/notisphere/quickLinks",
      operationId: "listQuickLinks",
      tag: "quick-links",
      summary: "Quick links, paged, sorted, searched and filtered",
      access: guardOf(QUICK_LINK_POLICY.list),
      query: QuickLinkListQuery,
      response: QuickLinkPage,
    },
    listHandler,
  ),
  route(
    {
      method: "get",
      path: "/notisphere/quickLinks/meta",
      operationId: "getQuickLinkMeta",
      tag: "quick-links",
      summary: "Choices for the quick-link filters and form",
      access: guardOf(QUICK_LINK_POLICY.meta),
      response: QuickLinkMeta,
    },
    async () => ({
      statuses: [
        { value: "ACTIVE" as const, label: "Active" },
        { value: "INACTIVE" as const, label: "Inactive" },
      ],
      sortFields: [...QUICK_LINK_SORT_FIELDS],
    }),
  ),
  route(
    {
      method: "get",
      path: "/notisphere/quickLinks/account-links",
      operationId: "listAccountLinks",
      tag: "quick-links",
      summary: "Active quick links as the shell shows them to every signed-in user",
      access: guardOf(QUICK_LINK_POLICY.listAccountLinks),
      response: Schema.Array(AccountLink),
    },
    async ({ actor, services }) => {
      requireActor(actor);
      return listAccountLinks({ quickLinks: services.stores().quickLinks });
    },
  ),
  route(
    {
      method: "get",
      path: "/notisphere/quickLinks/{id}",
      operationId: "getQuickLink",
      tag: "quick-links",
      summary: "One quick link",
      access: guardOf(QUICK_LINK_POLICY.view),
      params: IdParams,
      response: QuickLink,
      errors: [404],
    },
    getHandler,
  ),
  route(
    {
      method: "post",
      path: "/notisphere/quickLinks/create",
      operationId: "saveQuickLink",
      tag: "quick-links",
      summary: "Create a quick link, or update it when the body has an id",
      access: guardOf(QUICK_LINK_POLICY.save),
      body: QuickLinkInput,
      response: QuickLink,
      errors: [404],
      successMessage: "Quick link saved",
    },
    saveHandler,
  ),
  route(
    {
      method: "put",
      path: "/notisphere/quickLinks/delete/{id}",
      operationId: "deleteQuickLink",
      tag: "quick-links",
      summary: "Delete a quick link (kept in storage, hidden everywhere)",
      access: guardOf(QUICK_LINK_POLICY.delete),
      params: IdParams,
      response: Schema.Null,
      errors: [404],
      successMessage: "Successfully Deleted!",
    },
    deleteHandler,
  ),
];
