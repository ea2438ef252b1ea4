import { Anchor, Badge, Text } from "@mantine/core";
import { IconCheck, IconEye, IconMapPin, IconPlus, IconX } from "@tabler/icons-react";
import type { ColDef } from "ag-grid-community";
import type { TFunction } from "i18next";
import { RowActions } from "../../../components/list/row-actions.tsx";
import { addressLine } from "../row-cells.tsx";
import type { ReviewRow } from "./review-rows.ts";

export interface ReviewHandlers {
  readonly view: (row: ReviewRow) => void;
  readonly confirm: (row: ReviewRow) => void;
  readonly pick: (row: ReviewRow) => void;
  readonly create: (row: ReviewRow) => void;
  readonly reject: (row: ReviewRow) => void;
}

/** Dark shades so the badge text keeps its contrast (axe: color-contrast). */
const KIND_COLOR: Readonly<Record<string, string>> = {
  review: "indigo.9",
  unmatched: "gray.7",
  invalid: "red.9",
};

export const KindBadge = ({ t, kind }: { t: TFunction; kind: ReviewRow["kind"] }) =>
  kind === null ? null : (
    <Badge color={KIND_COLOR[kind]} variant="filled" radius="sm">
      {t(`locationReview.kinds.${kind}`)}
    </Badge>
  );

/** The queue's columns; the row buttons offered are exactly the row's allowedActions. */
export const reviewColumns = (t: TFunction, on: ReviewHandlers): ColDef<ReviewRow>[] => [
  {
    colId: "name",
    field: "name",
    headerName: t("locationReview.columns.name"),
    minWidth: 220,
    flex: 1,
    filter: false,
    cellRenderer: ({ data }: { data?: ReviewRow }) =>
      data ? (
        <Anchor component="button" type="button" size="sm" onClick={() => on.view(data)}>
          {data.name}
        </Anchor>
      ) : null,
  },
  {
    colId: "locationId",
    field: "locationId",
    headerName: t("locationReview.columns.locationId"),
    width: 130,
    filter: false,
  },
  {
    colId: "supplierName",
    field: "supplierName",
    headerName: t("locationReview.columns.supplierName"),
    width: 180,
    filter: false,
  },
  {
    colId: "address",
    headerName: t("locationReview.columns.address"),
    valueGetter: ({ data }) => (data ? addressLine(data) : ""),
    minWidth: 240,
    flex: 1,
    sortable: false,
    filter: false,
  },
  {
    colId: "kind",
    headerName: t("locationReview.columns.kind"),
    width: 150,
    sortable: false,
    filter: false,
    cellRenderer: ({ data }: { data?: ReviewRow }) => (data ? <KindBadge t={t} kind={data.kind} /> : null),
  },
  {
    colId: "reason",
    field: "reason",
    headerName: t("locationReview.columns.reason"),
    width: 220,
    sortable: false,
    filter: false,
    tooltipField: "reason",
  },
  {
    colId: "candidate",
    headerName: t("locationReview.columns.candidate"),
    minWidth: 220,
    flex: 1,
    sortable: false,
    filter: false,
    cellRenderer: ({ data }: { data?: ReviewRow }) =>
      data?.candidate ? (
        <Text size="sm" title={addressLine(data.candidate)}>
          {data.candidate.notisphereId} · {data.candidate.name}
        </Text>
      ) : null,
  },
  {
    colId: "actions",
    headerName: t("locationReview.columns.actions"),
    width: 190,
    pinned: "right",
    sortable: false,
    filter: false,
    cellRenderer: ({ data }: { data?: ReviewRow }) => {
      if (!data) return null;
      const can = (action: string) => data.allowedActions.includes(action as never);
      const name = data.name;
      return (
        <RowActions
          actions={[
            {
              key: "view",
              label: t("locationReview.actions.view", { name }),
              icon: <IconEye size={16} />,
              onClick: () => on.view(data),
            },
            can("confirm") && {
              key: "confirm",
              label: t("locationReview.actions.confirm", { name }),
              icon: <IconCheck size={16} />,
              onClick: () => on.confirm(data),
            },
            can("pick") && {
              key: "pick",
              label: t("locationReview.actions.pick", { name }),
              icon: <IconMapPin size={16} />,
              onClick: () => on.pick(data),
            },
            can("createLocation") && {
              key: "create",
              label: t("locationReview.actions.create", { name }),
              icon: <IconPlus size={16} />,
              onClick: () => on.create(data),
            },
            can("reject") && {
              key: "reject",
              label: t("locationReview.actions.reject", { name }),
              icon: <IconX size={16} />,
              onClick: () => on.reject(data),
              danger: true,
            },
          ]}
        />
      );
    },
  },
];
