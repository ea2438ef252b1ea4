/**
 * Page buttons of the simple tables' paginator: a window of at most five pages, two each side of
 * the current one, slid inwards at the edges so it stays five wide. "Full mode" adds the first and last pages
 * outside the window, with an ellipsis where pages are skipped. Pages count from 1. Pure, so the rules are unit
 * tested without a DOM.
 */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_BUTTONS = 5;
export const PAGE_NEIGHBOURS = 2;

export type PageItem =
  | { readonly kind: "page"; readonly page: number }
  | { readonly kind: "ellipsis"; readonly side: "start" | "end" };

export interface PageModel {
  readonly pageCount: number;
  /** The current page, clamped to 1..pageCount. */
  readonly page: number;
  readonly items: readonly PageItem[];
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
}

export const pageCountOf = (total: number, pageSize: number): number =>
  pageSize > 0 && total > 0 ? Math.ceil(total / pageSize) : 0;

/** Hidden when everything fits on one page ("total not above the page size"). */
export const isPaginatorVisible = (total: number, pageSize: number): boolean => total > pageSize;

export const paginate = (options: {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly full?: boolean;
}): PageModel => {
  const pageCount = pageCountOf(options.total, options.pageSize);
  if (pageCount === 0) return { pageCount, page: 1, items: [], hasPrevious: false, hasNext: false };
  const page = Math.min(Math.max(Math.trunc(options.page) || 1, 1), pageCount);
  const width = Math.min(MAX_PAGE_BUTTONS, pageCount);
  const start = Math.min(Math.max(page - PAGE_NEIGHBOURS, 1), pageCount - width + 1);
  const end = start + width - 1;
  const items: PageItem[] = [];
  if (options.full === true && start > 1) {
    items.push({ kind: "page", page: 1 });
    if (start > 2) items.push({ kind: "ellipsis", side: "start" });
  }
  for (let p = start; p <= end; p += 1) items.push({ kind: "page", page: p });
  if (options.full === true && end < pageCount) {
    if (end < pageCount - 1) items.push({ kind: "ellipsis", side: "end" });
    items.push({ kind: "page", page: pageCount });
  }
  return { pageCount, page, items, hasPrevious: page > 1, hasNext: page < pageCount };
};
