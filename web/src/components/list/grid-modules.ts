import {
  CellStyleModule,
  ColumnApiModule,
  InfiniteRowModelModule,
  LocaleModule,
  PaginationModule,
  TextFilterModule,
  ValidationModule,
  type Module,
} from "ag-grid-community";

/**
 * The AG Grid features the server grid uses, and nothing more. Registering AllCommunityModule put the whole
 * library (client-side row model, editors, CSV export, charts of filters...) into one 1.16 MB chunk; these
 * modules keep the grid chunk under Vite's 500 kB warning. Sorting, column moving, resizing and pinning are
 * part of AG Grid's core. In development the validation module names any feature used without its module
 * (production builds leave it out: it is large and only explains mistakes).
 */
export const GRID_MODULES: Module[] = [
  InfiniteRowModelModule, // server paging: purgeInfiniteCache, refreshInfiniteCache
  TextFilterModule, // header "contains" filters, setFilterModel / getFilterModel
  PaginationModule, // paginate and the page-size selector
  ColumnApiModule, // column chooser and saved column state (applyColumnState, setColumnsVisible...)
  LocaleModule, // localeText (Loading..., No record found, filter buttons)
  CellStyleModule, // cellClass, which the built-in numericColumn type sets (right-aligned counts)
  ...(import.meta.env.DEV ? [ValidationModule] : []),
];
