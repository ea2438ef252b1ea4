import { useState } from "react";
import { ActionIcon, Button, Checkbox, Group, Popover, Stack, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconColumns, IconGripVertical } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { GridApi } from "ag-grid-community";

interface Entry {
  readonly colId: string;
  readonly label: string;
  readonly visible: boolean;
}

const entriesOf = (api: GridApi): Entry[] =>
  (api.getAllGridColumns() ?? [])
    .filter((column) => column.getColDef().lockVisible !== true)
    .map((column) => ({
      colId: column.getColId(),
      label: api.getDisplayNameForColumn(column, null) ?? column.getColId(),
      visible: column.isVisible(),
    }));

/**
 * Show, hide and reorder columns. Rows can be dragged; the arrow buttons do the same for
 * keyboard users. Reset returns to the screen's default layout and forgets the saved one.
 */
export const ColumnChooser = ({ api, onReset }: { api: GridApi; onReset: () => void }) => {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [dragging, setDragging] = useState<string | null>(null);
  const reload = (): void => setEntries(entriesOf(api));

  const move = (colId: string, toIndex: number): void => {
    const order = entriesOf(api).map((entry) => entry.colId);
    const from = order.indexOf(colId);
    if (from === -1 || toIndex < 0 || toIndex >= order.length) return;
    order.splice(toIndex, 0, ...order.splice(from, 1));
    // Columns the chooser does not list (e.g. actions) keep their place at the end.
    api.applyColumnState({ state: order.map((id) => ({ colId: id })), applyOrder: true });
    reload();
  };

  return (
    <Popover position="bottom-end" withinPortal shadow="md" onOpen={reload} trapFocus>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={14} aria-hidden />}>
          {t("list.columns")}
        </Button>
      </Popover.Target>
      <Popover.Dropdown miw={260}>
        <Stack gap={4} role="list" aria-label={t("list.columnChooser")} data-testid="column-chooser">
          {entries.map((entry, index) => (
            <Group
              key={entry.colId}
              role="listitem"
              gap={6}
              wrap="nowrap"
              draggable
              onDragStart={() => setDragging(entry.colId)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => {
                if (dragging !== null) move(dragging, index);
                setDragging(null);
              }}
              data-colid={entry.colId}
              style={{ cursor: "grab" }}
            >
              <IconGripVertical size={14} aria-label={t("list.dragToReorder")} />
              <Checkbox
                size="xs"
                label={entry.label}
                checked={entry.visible}
                onChange={(event) => {
                  api.setColumnsVisible([entry.colId], event.currentTarget.checked);
                  reload();
                }}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={`${t("list.moveUp")}: ${entry.label}`}
                disabled={index === 0}
                onClick={() => move(entry.colId, index - 1)}
              >
                <IconArrowUp size={14} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={`${t("list.moveDown")}: ${entry.label}`}
                disabled={index === entries.length - 1}
                onClick={() => move(entry.colId, index + 1)}
              >
                <IconArrowDown size={14} />
              </ActionIcon>
            </Group>
          ))}
          {entries.length === 0 ? <Text size="sm">{t("list.noRecord")}</Text> : null}
          <Button
            variant="light"
            size="xs"
            mt="xs"
            onClick={() => {
              onReset();
              reload();
            }}
          >
            {t("list.reset")}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
};
