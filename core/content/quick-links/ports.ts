import type { Page, PageRequest } from "../../shared/paging.ts";
import type {
  QuickLinkFilterField,
  QuickLinkRecord,
  QuickLinkSortField,
  QuickLinkStatus,
} from "./quick-link.ts";

export interface QuickLinkListRequest extends PageRequest<QuickLinkSortField, QuickLinkFilterField> {
  readonly status?: QuickLinkStatus;
  readonly url?: string;
}

export interface NewQuickLink {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly description: string | null;
  readonly status: QuickLinkStatus;
  readonly path: string | null;
  readonly createdBy: string;
}

/** Storage of quick links. Deleted links are invisible to every method but stay in storage. */
export interface QuickLinkRepository {
  list(request: QuickLinkListRequest): Promise<Page<QuickLinkRecord>>;
  listActive(): Promise<readonly QuickLinkRecord[]>;
  findById(id: string): Promise<QuickLinkRecord | undefined>;
  insert(link: NewQuickLink): Promise<QuickLinkRecord>;
  update(id: string, changes: Omit<NewQuickLink, "id" | "createdBy">): Promise<QuickLinkRecord | undefined>;
  /** Marks the link deleted; false when there was no such (undeleted) link. */
  softDelete(id: string, at: Date): Promise<boolean>;
}
