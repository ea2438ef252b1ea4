import { useMemo } from "react";
import { Anchor } from "@mantine/core";
import type { ColDef } from "ag-grid-community";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { getListSupplierProvidersQueryKey } from "../../../api/generated/supplier-locations/supplier-locations.ts";
import { ListScreen } from "../../../components/list/list-screen.tsx";
import { fetchProviders, type SupplierProviderProgress } from "./supplier-location-api.ts";
import { VerificationProgressBar } from "./verification-progress-bar.tsx";

type Row = SupplierProviderProgress;

const count = (t: TFunction, field: keyof Row & string, label: string, sortable = false): ColDef<Row> => ({
  field,
  headerName: t(`supplierLocations.providers.${label}`),
  width: 112,
  sortable,
  filter: false,
  wrapHeaderText: true,
  autoHeaderHeight: true,
  type: "numericColumn",
});

const providerColumns = (t: TFunction): ColDef<Row>[] => [
  {
    field: "name",
    headerName: t("supplierLocations.providers.name"),
    flex: 1.4,
    minWidth: 200,
    filter: false,
    cellRenderer: ({ data }: { data?: Row }) =>
      data ? (
        <Anchor
          component={Link}
          to={`/supplier/locations?providerId=${encodeURIComponent(data.id)}`}
          size="sm"
          title={t("supplierLocations.providers.openRows", { name: data.name })}
        >
          {data.name}
        </Anchor>
      ) : null,
  },
  // Progress right after the name: it is what the supplier comes for, and on a phone the grid renders only
  // the columns near the left edge.
  {
    colId: "progress",
    headerName: t("supplierLocations.providers.progress"),
    minWidth: 260,
    flex: 1.2,
    sortable: false,
    filter: false,
    cellRenderer: ({ data }: { data?: Row }) =>
      data ? (
        <VerificationProgressBar
          providerName={data.name}
          percent={data.percent}
          verified={data.verified}
          total={data.mapped}
        />
      ) : null,
  },
  {
    field: "idn",
    headerName: t("supplierLocations.providers.idn"),
    width: 150,
    sortable: false,
    filter: false,
  },
  {
    colId: "onPlatform",
    headerName: t("supplierLocations.providers.onPlatform"),
    width: 110,
    sortable: false,
    filter: false,
    valueGetter: ({ data }) =>
      data ? t(data.onPlatform ? "supplierLocations.providers.yes" : "supplierLocations.providers.no") : "",
  },
  count(t, "mapped", "mapped", true),
  count(t, "covered", "covered"),
  count(t, "notCovered", "notCovered"),
  count(t, "invalid", "invalid"),
  count(t, "emailed", "emailed"),
  count(t, "unverified", "unverified", true),
];

/**
 * /supplier/providers: one row per provider the supplier's ship-to rows map to, with its verification counts
 * and progress; a provider's name opens /supplier/locations filtered to its rows.
 */
export const SupplierProvidersPage = () => {
  const { t } = useTranslation();
  const columns = useMemo(() => providerColumns(t), [t]);
  return (
    <ListScreen<Row>
      title={t("routes.supplierProviders")}
      tableKey="SupplierProviders"
      columns={columns}
      fetchPage={fetchProviders}
      getRowId={(row) => row.id}
      queryKey={getListSupplierProvidersQueryKey()}
    />
  );
};
