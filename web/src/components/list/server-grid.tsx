import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Box, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AgGridReact } from "ag-grid-react";
import {
  ModuleRegistry,
  themeQuartz,
  type ColDef,
  type GridApi,
  type GridReadyEvent,
  type IDatasource,
  type IGetRowsParams,
} from "ag-grid-community";
import { useQuery, type QueryKey } from "@tanstack/react-query";
import type { PageQuery, PageResult } from "../../api/paging.ts";
import { quiet } from "../../api/fetcher.ts";
import { resetGridState } from "../../api/generated/profile/profile.ts";
import { LoadError } from "../load-error.tsx";
import { ColumnChooser } from "./column-chooser.tsx";
import { lastRowOf, toPageQuery } from "./grid-request.ts";
import { useGridState } from "./use-grid-state.ts";
import { GRID_MODULES } from "./grid-modules.ts";

ModuleRegistry.registerModules(GRID_MODULES);

/** The data grid's fixed sizes and timings. */
export const GRID = {
  blockSize: 500,
  concurrentRequests: 2,
  cachedBlocks: 10,
  rowHeight: 32,
  headerHeight: 40,
};
export const GRID_PAGE_SIZES = [50, 100, 250, 500];

export interface ServerGridProps<Row> {
  /** Key of the saved column state (per user and login type on the server). */
  readonly tableKey: string;
  readonly columns: ReadonlyArray<ColDef<Row>>;
  readonly fetchPage: (query: PageQuery) => Promise<PageResult<Row>>;
  /** Search box and page filters; a change reloads from the first row. */
  readonly params: Readonly<Record<string, string | undefined>>;
  /**
   * The list's generated query key (getListXQueryKey()): after a create, edit or delete the screen invalidates
   * it (queryClient.invalidateQueries) and the grid reloads from the first row.
   */
  readonly queryKey?: QueryKey;
  /** Bump to fetch the loaded blocks again in place (polling): rows and total stay on screen meanwhile. */
  readonly refreshKey?: number;
  /** Page through the rows instead of scrolling them all. */
  readonly paginate?: boolean;
  readonly height?: number | string;
  readonly getRowId?: (row: Row) => string;
}

const FILTER_PARAMS = {
  filterOptions: ["contains"],
  buttons: ["apply", "reset"],
  maxNumConditions: 1,
  closeOnApply: true,
};

/** What the grid tells the user under and over its rows. */
type LoadState =
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly total: number }
  | { readonly kind: "failed"; readonly error: unknown };

/** Fixed-width columns (not flex, not the pinned actions) are sized to their content once rows arrive. */
const autoSizedColumns = (api: GridApi): string[] =>
  api
    .getColumns()
    ?.filter((column) => !column.getColDef().flex && !column.getColDef().pinned)
    .map((column) => column.getColId()) ?? [];

/**
 * The shared data grid: AG Grid's infinite row model against server paging, sorting and header
 * filters; column chooser; loading, empty ("No record found", once), failed (message and Retry) and
 * "Total N records".
 */
export const ServerGrid = <Row,>(props: ServerGridProps<Row>) => {
  const {
    tableKey,
    columns,
    fetchPage,
    params,
    queryKey,
    refreshKey = 0,
    paginate = false,
    height = 560,
    getRowId,
  } = props;
  const { t } = useTranslation();
  const [api, setApi] = useState<GridApi<Row> | null>(null);
  const [load, setLoad] = useState<LoadState>({ kind: "loading" });
  const latest = useRef({ fetchPage, params });
  latest.current = { fetchPage, params };
  const gridState = useGridState(tableKey);
  // Without a saved layout, fixed columns are fitted to their first rows once, so nothing reads "UNMATC…".
  const fitColumns = useRef(false);

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: (request: IGetRowsParams) => {
        const query = toPageQuery(request, GRID.blockSize, latest.current.params);
        latest.current
          .fetchPage(query)
          .then((page) => {
            setLoad({ kind: "ready", total: page.total });
            request.successCallback(
              [...page.items],
              lastRowOf(request.startRow, page.items.length, page.total, GRID.blockSize),
            );
            if (fitColumns.current && page.items.length > 0) {
              fitColumns.current = false;
              // After AG Grid has rendered the rows it measures.
              window.setTimeout(() => {
                const api = apiRef.current;
                if (api !== null && !api.isDestroyed()) api.autoSizeColumns(autoSizedColumns(api));
              });
            }
          })
          .catch((error: unknown) => {
            console.warn("grid block failed", error);
            setLoad({ kind: "failed", error });
            request.failCallback();
          });
      },
    }),
    [],
  );

  const apiRef = useRef<GridApi<Row> | null>(null);
  const onGridReady = useCallback(
    async (event: GridReadyEvent<Row>) => {
      apiRef.current = event.api;
      fitColumns.current = !(await gridState.restore(event.api));
      event.api.setGridOption("datasource", datasource);
      setApi(event.api);
    },
    [datasource, gridState],
  );

  // The grid pages imperatively (AG Grid's datasource), so it follows invalidation through a marker query
  // under the list's key: invalidating the list refetches the marker, and a new marker reloads the grid.
  const marker = useQuery({
    queryKey: [...(queryKey ?? ["grid"]), { grid: tableKey }],
    queryFn: () => Date.now(),
    staleTime: Infinity,
  });
  // The marker's first answer is the grid's first load, not a reload: only later answers purge the blocks.
  const firstMarker = useRef<number | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  useEffect(() => {
    if (marker.dataUpdatedAt === 0) return;
    if (firstMarker.current === null) firstMarker.current = marker.dataUpdatedAt;
    else if (marker.dataUpdatedAt !== firstMarker.current) setReloadKey((key) => key + 1);
  }, [marker.dataUpdatedAt]);

  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    if (api === null) return;
    setLoad({ kind: "loading" });
    api.purgeInfiniteCache();
  }, [api, paramsKey, reloadKey]);

  useEffect(() => {
    if (api !== null && refreshKey > 0) api.refreshInfiniteCache();
  }, [api, refreshKey]);

  const save = (): void => {
    if (api !== null) gridState.save(api);
  };

  const retry = useCallback((): void => {
    if (api === null) return;
    setLoad({ kind: "loading" });
    api.purgeInfiniteCache();
  }, [api]);

  const reset = (): void => {
    if (api === null) return;
    api.resetColumnState();
    api.setFilterModel(null);
    resetGridState(tableKey, quiet()).catch((error: unknown) => console.warn("grid state not reset", error));
  };

  const localeText = useMemo(
    () => ({
      loadingOoo: t("list.loading"),
      noRowsToShow: t("list.noRecord"),
      applyFilter: t("list.apply"),
      resetFilter: t("list.reset"),
      filterOoo: t("list.filter"),
      contains: t("list.filter"),
      page: t("list.page", { page: "" }).trim(),
      pageSizeSelectorLabel: t("list.pageSize"),
    }),
    [t],
  );

  const defaultColDef = useMemo<ColDef<Row>>(
    () => ({
      sortable: true,
      resizable: true,
      filter: "agTextColumnFilter",
      filterParams: FILTER_PARAMS,
      sortingOrder: ["asc", "desc", null],
      minWidth: 60,
      // Long header words ("Unmatched", "Uploaded By") wrap onto a second line instead of being cut.
      wrapHeaderText: true,
      autoHeaderHeight: true,
    }),
    [],
  );

  return (
    <Box>
      <Group justify="flex-end" mb="xs">
        {api !== null ? <ColumnChooser api={api as GridApi} onReset={reset} /> : null}
      </Group>
      <Box pos="relative" h={height} data-testid={`grid-${tableKey}`}>
        <AgGridReact<Row>
          theme={themeQuartz}
          rowModelType="infinite"
          cacheBlockSize={GRID.blockSize}
          maxConcurrentDatasourceRequests={GRID.concurrentRequests}
          maxBlocksInCache={GRID.cachedBlocks}
          infiniteInitialRowCount={1}
          rowHeight={GRID.rowHeight}
          headerHeight={GRID.headerHeight}
          columnDefs={columns as ColDef<Row>[]}
          defaultColDef={defaultColDef}
          localeText={localeText}
          pagination={paginate}
          paginationPageSize={GRID_PAGE_SIZES[0]}
          paginationPageSizeSelector={paginate ? GRID_PAGE_SIZES : false}
          {...(getRowId === undefined ? {} : { getRowId: ({ data }: { data: Row }) => getRowId(data) })}
          onGridReady={(event) => void onGridReady(event)}
          onSortChanged={save}
          onFilterChanged={save}
          onColumnMoved={save}
          onColumnVisible={save}
          onColumnResized={(event) => {
            // The one-off fit to content is not the user's choice, so it is not saved as their layout.
            if (event.finished && event.source !== "autosizeColumns") save();
          }}
          // The infinite model has no overlay of its own for an empty answer that we could rely on; the
          // text below is the only "No record found", so the grid's overlay stays off.
          suppressNoRowsOverlay
        />
        {load.kind === "ready" && load.total === 0 ? (
          <Text
            pos="absolute"
            top={GRID.headerHeight + 40}
            left={0}
            right={0}
            ta="center"
            c="dimmed"
            data-testid="grid-empty"
          >
            {t("list.noRecord")}
          </Text>
        ) : null}
        {load.kind === "failed" ? (
          <Box
            pos="absolute"
            top={GRID.headerHeight + 32}
            left={8}
            right={8}
            bg="white"
            style={{ zIndex: 2 }}
          >
            <LoadError error={load.error} onRetry={retry} testId="grid-error" />
          </Box>
        ) : null}
      </Box>
      <Text size="sm" mt="xs" data-testid="grid-total" aria-live="polite">
        {load.kind === "ready"
          ? t("list.totalRecords", { count: load.total })
          : load.kind === "loading"
            ? t("list.loading")
            : null}
      </Text>
    </Box>
  );
};
