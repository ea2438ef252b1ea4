import { useCallback, useMemo, useRef, useState } from "react";
import { Button, Group, Select } from "@mantine/core";
import { IconBuildingHospital, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { quiet } from "../../../api/fetcher.ts";
import {
  getDownloadKnownLocationsUrl,
  getListKnownLocationsQueryKey,
  listKnownLocations,
} from "../../../api/generated/location-master/location-master.ts";
import type { MasterLocation } from "../../../api/generated/model/masterLocation.ts";
import { pageParams, type PageQuery, type PageResult } from "../../../api/paging.ts";
import { ListScreen } from "../../../components/list/list-screen.tsx";
import { downloadView, fileDay } from "./download-view.ts";
import { locationColumns } from "./location-columns.tsx";

const fetchLocations = async (query: PageQuery): Promise<PageResult<MasterLocation>> =>
  (await listKnownLocations(pageParams(query), quiet())).d;

/** /notisphere/locations: the known locations, server-paged, with header filters, search and downloads. */
export const LocationsPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  // The grid's latest query, so a download holds the rows the operator is looking at.
  const lastQuery = useRef<PageQuery>({ pageNumber: 1, pageSize: 50 });
  const fetchPage = useCallback((query: PageQuery) => {
    lastQuery.current = query;
    return fetchLocations(query);
  }, []);
  const columns = useMemo(() => locationColumns(t, (path) => void navigate(path)), [t, navigate]);
  const options = (kind: "statuses" | "types", values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`locationMaster.${kind}.${value}`) }));
  const download = (format: "csv" | "xlsx") => ({
    format,
    url: () => getDownloadKnownLocationsUrl(format, downloadView(lastQuery.current)),
    fileName: `Known Locations ${fileDay(new Date())}.${format}`,
  });

  return (
    <ListScreen<MasterLocation>
      title={t("routes.notisphereLocations")}
      tableKey="known-locations"
      columns={columns}
      fetchPage={fetchPage}
      getRowId={(location) => location.id}
      queryKey={getListKnownLocationsQueryKey()}
      filterParams={{ ...(status === null ? {} : { status }), ...(type === null ? {} : { type }) }}
      downloads={[download("csv"), download("xlsx")]}
      headerButtons={
        <Group gap="xs">
          {/* The providers and IDNs that locations belong to have their own screen, reached from here. */}
          <Button
            variant="default"
            leftSection={<IconBuildingHospital size={16} aria-hidden />}
            onClick={() => void navigate("/notisphere/known-providers")}
          >
            {t("routes.notisphereKnownProviders")}
          </Button>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => void navigate("/notisphere/locations/new")}
          >
            {t("locationMaster.add")}
          </Button>
        </Group>
      }
      filters={
        <>
          <Select
            aria-label={t("locationMaster.status")}
            placeholder={t("locationMaster.allStatuses")}
            data={options("statuses", ["ACTIVE", "CLOSED", "MERGED"])}
            value={status}
            onChange={setStatus}
            clearable
            w={180}
            data-testid="status-filter"
          />
          <Select
            aria-label={t("locationMaster.type")}
            placeholder={t("locationMaster.allTypes")}
            data={options("types", ["HOSPITAL", "NON_ACUTE"])}
            value={type}
            onChange={setType}
            clearable
            w={180}
            data-testid="type-filter"
          />
        </>
      }
    />
  );
};
