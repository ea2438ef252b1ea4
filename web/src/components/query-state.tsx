import type { ReactNode } from "react";
import { Center, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LoadError } from "./load-error.tsx";
import { PageLoading } from "./page-loading.tsx";

/** The parts of a TanStack Query result this component reads. */
export interface LoadableQuery<Data> {
  readonly data: Data | undefined;
  readonly error: unknown;
  readonly isPending: boolean;
  readonly refetch: () => unknown;
}

export interface QueryStateProps<Data> {
  readonly query: LoadableQuery<Data>;
  /** Renders the loaded data; a form or detail view goes here. */
  readonly children: (data: Data) => ReactNode;
  /** When given and true for the data, the empty text shows instead of the children. */
  readonly isEmpty?: (data: Data) => boolean;
  readonly emptyText?: string;
}

/**
 * Loading, error (with Retry) and empty states for a form or detail view fed by one query:
 *
 *   <QueryState query={useGetThing(id)}>{(answer) => <ThingForm thing={answer.d} />}</QueryState>
 */
export const QueryState = <Data,>({ query, children, isEmpty, emptyText }: QueryStateProps<Data>) => {
  const { t } = useTranslation();
  if (query.data !== undefined) {
    if (isEmpty?.(query.data) === true)
      return (
        <Center py="xl">
          <Text c="dimmed" data-testid="query-empty">
            {emptyText ?? t("list.noRecord")}
          </Text>
        </Center>
      );
    return <>{children(query.data)}</>;
  }
  if (query.error !== null && query.error !== undefined)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <PageLoading />;
};
