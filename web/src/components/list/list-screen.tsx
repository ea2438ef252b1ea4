import { lazy, Suspense, useState, type ReactNode } from "react";
import { Group, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../page-header.tsx";
import { PageLoading } from "../page-loading.tsx";
import { DownloadButtons, type DownloadSpec } from "./download-buttons.tsx";
import type { ServerGridProps } from "./server-grid.tsx";

// AG Grid is the biggest dependency of the app; it loads with the first list screen, never with sign-in.
const ServerGrid = lazy(async () => ({ default: (await import("./server-grid.tsx")).ServerGrid })) as <Row>(
  props: ServerGridProps<Row>,
) => ReactNode;

export const SEARCH_DEBOUNCE_MS = 500;

export interface ListScreenProps<Row> extends Omit<ServerGridProps<Row>, "params"> {
  readonly title: string;
  /** Add, verify, import... shown right of the title. */
  readonly headerButtons?: ReactNode;
  readonly downloads?: readonly DownloadSpec[];
  readonly searchable?: boolean;
  /** Page filters beside the search box (status, type, account...). */
  readonly filters?: ReactNode;
  readonly filterParams?: Readonly<Record<string, string | undefined>>;
  readonly lastUpdated?: string;
}

/** Title, header buttons, search (500 ms debounce), page filters, then the server grid. */
export const ListScreen = <Row,>(props: ListScreenProps<Row>) => {
  const {
    title,
    headerButtons,
    downloads,
    searchable = true,
    filters,
    filterParams,
    lastUpdated,
    ...grid
  } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return (
    <>
      <PageHeader title={title}>
        {headerButtons}
        {downloads !== undefined ? <DownloadButtons downloads={downloads} /> : null}
      </PageHeader>
      {lastUpdated !== undefined ? (
        <Text size="sm" c="dimmed" mb="xs">
          {t("list.lastUpdated", { date: lastUpdated })}
        </Text>
      ) : null}
      <Group mb="xs" align="flex-end">
        {searchable ? (
          <TextInput
            placeholder={t("list.search")}
            aria-label={t("list.search")}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={280}
            data-testid="list-search"
          />
        ) : null}
        {filters}
      </Group>
      <Suspense fallback={<PageLoading />}>
        <ServerGrid<Row>
          {...grid}
          params={{ ...(debounced === "" ? {} : { search: debounced }), ...filterParams }}
        />
      </Suspense>
    </>
  );
};
