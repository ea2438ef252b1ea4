import { useMemo } from "react";
import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import {
  MAPPING_STATUSES,
  SUPPLIER_ROW_STATUSES,
  VERIFICATION_STATUSES,
} from "#core/locations/supplier/supplier-location-status.ts";
import {
  getListSupplierLocationsQueryKey,
  useListSupplierProviders,
} from "../../../api/generated/supplier-locations/supplier-locations.ts";
import { ListScreen } from "../../../components/list/list-screen.tsx";
import { fetchLocations, locationsDownloadUrl, type SupplierLocation } from "./supplier-location-api.ts";
import { supplierLocationColumns } from "./supplier-location-columns.tsx";

/** The filters live in the URL, so the providers screen can link to one provider's rows and a reload keeps them. */
const FILTERS = ["status", "mapping", "verification", "providerId"] as const;
type Filter = (typeof FILTERS)[number];

/**
 * /supplier/locations: every ship-to row of the supplier with its mapping and verification, filtered by status,
 * mapping, verification and provider, searched, and downloaded (the current filters) as CSV or XLSX.
 */
export const SupplierLocationsPage = () => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const providers = useListSupplierProviders(
    { pageSize: "500" },
    { query: { select: (answer) => answer.d.items } },
  );
  const filterParams = useMemo(
    () =>
      Object.fromEntries(
        FILTERS.flatMap((name) => {
          const value = searchParams.get(name);
          return value === null || value === "" ? [] : [[name, value]];
        }),
      ) as Partial<Record<Filter, string>>,
    [searchParams],
  );
  const setFilter = (name: Filter) => (value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const columns = useMemo(() => supplierLocationColumns(t), [t]);
  const options = (group: "status" | "mapping" | "verification", values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`supplierLocations.${group}.${value}`) }));
  const providerOptions = (providers.data ?? []).map((p) => ({ value: p.id, label: p.name }));
  const select = (
    name: Filter,
    label: string,
    placeholder: string,
    data: { value: string; label: string }[],
  ) => (
    <Select
      aria-label={label}
      placeholder={placeholder}
      data={data}
      value={filterParams[name] ?? null}
      onChange={setFilter(name)}
      clearable
      searchable={name === "providerId"}
      clearButtonProps={{ "aria-label": t("supplierLocations.files.clear") }}
      w={name === "providerId" ? 260 : 190}
      data-testid={`supplier-${name}-filter`}
    />
  );

  return (
    <ListScreen<SupplierLocation>
      title={t("routes.supplierLocations")}
      tableKey="SupplierLocations"
      columns={columns}
      fetchPage={fetchLocations}
      getRowId={(row) => row.id}
      queryKey={getListSupplierLocationsQueryKey()}
      filterParams={filterParams}
      downloads={(["csv", "xlsx"] as const).map((format) => ({
        format,
        url: () => locationsDownloadUrl(format, filterParams),
        fileName: `${t("supplierLocations.locations.fileTitle")}.${format}`,
        label: t(
          format === "csv"
            ? "supplierLocations.locations.downloadCsv"
            : "supplierLocations.locations.downloadXlsx",
        ),
      }))}
      filters={
        <>
          {select(
            "status",
            t("supplierLocations.status.label"),
            t("supplierLocations.status.all"),
            options("status", SUPPLIER_ROW_STATUSES),
          )}
          {select(
            "mapping",
            t("supplierLocations.mapping.label"),
            t("supplierLocations.mapping.all"),
            options("mapping", MAPPING_STATUSES),
          )}
          {select(
            "verification",
            t("supplierLocations.verification.label"),
            t("supplierLocations.verification.all"),
            options("verification", VERIFICATION_STATUSES),
          )}
          {select(
            "providerId",
            t("supplierLocations.locations.provider"),
            t("supplierLocations.locations.allProviders"),
            providerOptions,
          )}
        </>
      }
    />
  );
};
