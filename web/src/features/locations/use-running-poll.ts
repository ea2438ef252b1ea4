import { useCallback, useEffect, useRef, useState } from "react";
import type { PageQuery, PageResult } from "../../api/paging.ts";

export const POLL_MS = 3000;

/**
 * Wraps a grid's fetchPage to note, per loaded block, whether a row on it is still moving (PENDING or IN
 * PROGRESS); while one is, `refreshKey` ticks every few seconds so the grid fetches its blocks again. Nothing
 * polls once every loaded row has settled, and a new query (search, filters) starts the record afresh.
 */
export const useRunningPoll = <Row>(
  fetchPage: (query: PageQuery) => Promise<PageResult<Row>>,
  isRunning: (row: Row) => boolean,
  paramsKey: string,
): { fetchPage: (query: PageQuery) => Promise<PageResult<Row>>; refreshKey: number } => {
  const blocks = useRef(new Map<number, boolean>());
  const [running, setRunning] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);

  useEffect(() => {
    blocks.current.clear();
    setRunning(false);
  }, [paramsKey]);

  const wrapped = useCallback(
    async (query: PageQuery): Promise<PageResult<Row>> => {
      const page = await fetchPage(query);
      blocks.current.set(query.pageNumber, page.items.some(isRunning));
      setRunning([...blocks.current.values()].some(Boolean));
      return page;
    },
    [fetchPage, isRunning],
  );

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setRefreshKey((key) => key + 1), POLL_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  return { fetchPage: wrapped, refreshKey };
};
