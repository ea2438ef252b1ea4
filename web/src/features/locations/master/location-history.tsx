import { SNAPSHOT_FIELDS } from "#core/locations/master/location-changes.ts";
import { Anchor, Stack, Table, Text, Timeline } from "@mantine/core";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useListKnownLocationHistory } from "../../../api/generated/location-master/location-master.ts";
import type { ListKnownLocationHistory200 } from "../../../api/generated/model/listKnownLocationHistory200.ts";
import type { MasterLocationChange } from "../../../api/generated/model/masterLocationChange.ts";
import { QueryState } from "../../../components/query-state.tsx";
import { viewPath } from "./location-columns.tsx";

type Other = { id: string; notisphereId: string };
type Moved = { supplierRows: number; supplierCandidates: number; jobRows: number; blocks: number };
type FieldChange = { from: string | null; to: string | null };

const FORM_ORDER = SNAPSHOT_FIELDS;
const FIELD_LABEL: Record<string, string> = { knownProvider: "knownProvider", site: "site" };

/** A merge entry names the other location (linked) and how many references moved. */
const MergeDetail = ({ change }: { change: MasterLocationChange }) => {
  const { t } = useTranslation();
  const other = (change.changes.into ?? change.changes.from) as Other | undefined;
  const moved = change.changes.moved as Moved | undefined;
  return (
    <Stack gap={2}>
      {other ? (
        <Text size="sm">
          {t(
            change.changeType === "MERGED_INTO" ? "locationMaster.mergedInto" : "locationMaster.mergedFrom",
            { id: "" },
          )}
          <Anchor component={Link} to={viewPath(other.id)} size="sm">
            {other.notisphereId}
          </Anchor>
        </Text>
      ) : null}
      {moved ? (
        <Text size="sm" c="dimmed">
          {t("locationMaster.moved", {
            rows: moved.supplierRows,
            candidates: moved.supplierCandidates,
            jobRows: moved.jobRows,
            blocks: moved.blocks,
          })}
        </Text>
      ) : null}
    </Stack>
  );
};

/** Field edits as a small from → to table. */
const FieldChanges = ({ change }: { change: MasterLocationChange }) => {
  const { t } = useTranslation();
  // The database keeps JSON keys in its own order; the table follows the form's.
  const rows = Object.entries(change.changes as Record<string, FieldChange>).sort(
    ([a], [b]) => FORM_ORDER.indexOf(a as never) - FORM_ORDER.indexOf(b as never),
  );
  if (rows.length === 0) return null;
  const label = (field: string) => t(`locationMaster.${FIELD_LABEL[field] ?? field}`);
  const value = (field: string, v: string | null) =>
    v === null
      ? "—"
      : field === "type"
        ? t(`locationMaster.types.${v}`)
        : field === "status"
          ? t(`locationMaster.statuses.${v}`)
          : v;
  return (
    <Table withTableBorder fz="sm" maw={640}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("locationMaster.field")}</Table.Th>
          <Table.Th>{t("locationMaster.from")}</Table.Th>
          <Table.Th>{t("locationMaster.to")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([field, c]) => (
          <Table.Tr key={field}>
            <Table.Td>{label(field)}</Table.Td>
            <Table.Td>{value(field, c.from)}</Table.Td>
            <Table.Td>{value(field, c.to)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};

/** The history tab: each change, newest first, with who made it and what it changed. */
export const LocationHistory = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  return (
    <QueryState<ListKnownLocationHistory200>
      query={useListKnownLocationHistory(id)}
      isEmpty={(answer) => answer.d.length === 0}
      emptyText={t("locationMaster.noHistory")}
    >
      {(answer) => (
        <Timeline bulletSize={14} lineWidth={2} data-testid="location-history">
          {answer.d.map((change) => (
            <Timeline.Item
              key={change.id}
              title={t("locationMaster.changedBy", {
                type: t(`locationMaster.changeTypes.${change.changeType}`),
                name: change.byName,
              })}
            >
              <Text size="xs" c="dimmed" mb={4}>
                {dayjs(change.at).format("MM/DD/YYYY HH:mm")}
              </Text>
              {change.changeType.startsWith("MERGED") ? (
                <MergeDetail change={change} />
              ) : (
                <FieldChanges change={change} />
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </QueryState>
  );
};
