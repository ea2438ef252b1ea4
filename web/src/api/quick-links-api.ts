import { apiFetch, apiFetchQuiet, jsonBody } from "./fetcher.ts";
import type { PageQuery, PageResult } from "./paging.ts";
import { toSearchParams } from "./paging.ts";

/** Operator quick links (spec doc 2 "Quick links"); the server decides allowedActions per row. */
export type QuickLinkStatus = "ACTIVE" | "INACTIVE";

export interface QuickLink {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly description: string | null;
  readonly status: QuickLinkStatus;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly allowedActions: readonly string[];
}

export interface QuickLinkInput {
  readonly id?: string;
  readonly name: string;
  readonly url: string;
  readonly description: string;
  readonly status: QuickLinkStatus;
}

export interface QuickLinkQuery extends PageQuery {
  readonly status?: string;
  readonly url?: string;
}

export const listQuickLinks = (query: QuickLinkQuery): Promise<PageResult<QuickLink>> =>
  apiFetchQuiet(`/notisphere/quickLinks?${toSearchParams(query)}`, { method: "GET" });

export const quickLinkMeta = (): Promise<unknown> =>
  apiFetch("/notisphere/quickLinks/meta", { method: "GET" });

export const getQuickLink = (id: string): Promise<QuickLink> =>
  apiFetch(`/notisphere/quickLinks/${encodeURIComponent(id)}`, { method: "GET" });

export const saveQuickLink = (input: QuickLinkInput): Promise<QuickLink> =>
  apiFetch("/notisphere/quickLinks/create", { method: "POST", ...jsonBody(input) });

export const deleteQuickLink = (id: string): Promise<unknown> =>
  apiFetch(`/notisphere/quickLinks/delete/${encodeURIComponent(id)}`, { method: "PUT" });
