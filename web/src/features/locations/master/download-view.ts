import { pageParams, type PageQuery } from "../../../api/paging.ts";

/** The grid's query without its paging (a download has every row of the view) and without blank values. */
export const downloadView = (query: PageQuery): Record<string, string> => {
  const { pageNumber: _page, pageSize: _size, ...rest } = pageParams(query);
  return rest;
};

/** The day as the server names the files (MM-DD-YYYY), for the fallback file name. */
export const fileDay = (at: Date): string =>
  `${String(at.getMonth() + 1).padStart(2, "0")}-${String(at.getDate()).padStart(2, "0")}-${at.getFullYear()}`;
