import { quiet } from "./fetcher.ts";
import {
  deleteQuickLink as deleteCall,
  getQuickLinkMeta,
  listQuickLinks as listCall,
  saveQuickLink as saveCall,
} from "./generated/quick-links/quick-links.ts";
import type { QuickLink as GeneratedQuickLink } from "./generated/model/quickLink.ts";
import type { QuickLinkMeta } from "./generated/model/quickLinkMeta.ts";
import type { PageQuery, PageResult } from "./paging.ts";

/** Operator quick links (spec doc 2 "Quick links"); the server decides allowedActions per row. */
export type QuickLink = GeneratedQuickLink;
export type QuickLinkStatus = QuickLink["status"];

export interface QuickLinkInput {
  readonly id?: string;
  readonly name: string;
  readonly url: string;
  readonly description: string;
  readonly status: QuickLinkStatus;
}

const asParams = (query: PageQuery): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && String(value).trim() !== "")
      .map(([key, value]) => [key, String(value).trim()]),
  );

/** Grid blocks: quiet, because the grid shows its own loading rows. */
export const listQuickLinks = async (query: PageQuery): Promise<PageResult<QuickLink>> =>
  (await listCall(asParams(query), quiet())).d;

export const quickLinkMeta = async (): Promise<QuickLinkMeta> => (await getQuickLinkMeta()).d;

/** Resolves with the server's message ("Quick link saved") for the toast. */
export const saveQuickLink = async (input: QuickLinkInput): Promise<string> =>
  (await saveCall({ ...input })).m;

export const deleteQuickLink = async (id: string): Promise<string> => (await deleteCall(id)).m;
