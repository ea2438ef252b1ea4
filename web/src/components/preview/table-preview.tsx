import { Loader, Table, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { TABLE_PREVIEW_ROWS, TEXT_PREVIEW_LIMIT } from "./file-kind.ts";
import { parseCsv, type ParsedTable } from "./parse-csv.ts";

/** Loads the rows of a table preview: the caller's (a server's reading of a workbook) or the file's own CSV. */
export type TableSource = () => Promise<ParsedTable>;

/** A CSV file behind a URL, read as a table from its beginning (as the text preview reads it). */
export const csvTableSource =
  (url: string, signal?: AbortSignal): TableSource =>
  async () => {
    const text = await (await fetch(url, { signal })).text();
    const parsed = parseCsv(text.slice(0, TEXT_PREVIEW_LIMIT), TABLE_PREVIEW_ROWS);
    return { ...parsed, truncated: parsed.truncated || text.length > TEXT_PREVIEW_LIMIT };
  };

type TableState = { status: "loading" } | { status: "ready"; table: ParsedTable } | { status: "failed" };

/** CSV and spreadsheets as a table: the first row as the header, a scrollable body, and a note when cut. */
export const TablePreview = ({ source, name }: { source: TableSource; name: string }) => {
  const { t } = useTranslation();
  const [state, setState] = useState<TableState>({ status: "loading" });
  useEffect(() => {
    let cancelled = false;
    source().then(
      (table) => {
        if (!cancelled) setState({ status: "ready", table });
      },
      () => {
        if (!cancelled) setState({ status: "failed" });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [source]);
  if (state.status === "loading") return <Loader size="sm" aria-label={t("app.loading")} />;
  if (state.status === "failed") return <Text c="red.8">{t("preview.loadFailed")}</Text>;
  const [header = [], ...body] = state.table.rows;
  const width = Math.max(header.length, ...body.map((row) => row.length));
  const cells = (row: readonly string[]) => Array.from({ length: width }, (_, i) => row[i] ?? "");
  return (
    <>
      {/* Focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
      <div
        tabIndex={0}
        role="region"
        aria-label={t("preview.document", { name })}
        style={{ maxHeight: "60vh", overflow: "auto" }}
      >
        <Table striped withTableBorder withColumnBorders stickyHeader data-testid="preview-table">
          <Table.Thead>
            <Table.Tr>
              {cells(header).map((cell, i) => (
                <Table.Th key={i} style={{ whiteSpace: "nowrap" }}>
                  {cell}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {body.map((row, r) => (
              <Table.Tr key={r}>
                {cells(row).map((cell, i) => (
                  <Table.Td key={i} style={{ whiteSpace: "pre-wrap" }}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {state.table.truncated ? (
        <Text size="sm" mt="xs">
          {t("preview.tableTruncated", { rows: state.table.rows.length })}
        </Text>
      ) : null}
    </>
  );
};
