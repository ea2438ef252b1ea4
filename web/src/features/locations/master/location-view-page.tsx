import { useState } from "react";
import { Anchor, Button, Card, SimpleGrid, Tabs, Text } from "@mantine/core";
import { IconArrowMerge, IconPencil } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useGetKnownLocation } from "../../../api/generated/location-master/location-master.ts";
import type { MasterLocation } from "../../../api/generated/model/masterLocation.ts";
import { PageHeader } from "../../../components/page-header.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { editPath, LocationStatus, viewPath } from "./location-columns.tsx";
import { LocationHistory } from "./location-history.tsx";
import { MergeModal } from "./merge-modal.tsx";

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text size="sm">{children ?? "—"}</Text>
  </div>
);

const Details = ({ location: l }: { location: MasterLocation }) => {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" data-testid="location-details">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Fact label={t("locationMaster.notisphereId")}>{l.notisphereId}</Fact>
        <Fact label={t("locationMaster.knownProvider")}>{l.knownProviderName}</Fact>
        <Fact label={t("locationMaster.idn")}>{l.idn}</Fact>
        <Fact label={t("locationMaster.site")}>{l.siteName ?? t("locationMaster.noSite")}</Fact>
        <Fact label={t("locationMaster.address1")}>{l.address1}</Fact>
        <Fact label={t("locationMaster.address2")}>{l.address2}</Fact>
        <Fact label={t("locationMaster.city")}>{`${l.city}, ${l.state} ${l.zip}`}</Fact>
        <Fact label={t("locationMaster.phone")}>{l.phone}</Fact>
        <Fact label={t("locationMaster.hin")}>{l.hin}</Fact>
        <Fact label={t("locationMaster.gln")}>{l.gln}</Fact>
        <Fact label={t("locationMaster.type")}>{t(`locationMaster.types.${l.type}`)}</Fact>
        <Fact label={t("locationMaster.status")}>
          <LocationStatus status={l.status} t={t} />
          {l.mergedIntoId !== null ? (
            <>
              {" · "}
              <Anchor component={Link} to={viewPath(l.mergedIntoId)} size="sm">
                {t("locationMaster.mergedInto", { id: l.mergedIntoNotisphereId })}
              </Anchor>
            </>
          ) : null}
        </Fact>
      </SimpleGrid>
    </Card>
  );
};

/** /notisphere/locations/view/:id: the location's details, its edit history, edit and merge. */
export const LocationViewPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const query = useGetKnownLocation(id);
  const [merging, setMerging] = useState(false);
  return (
    <QueryState query={query}>
      {({ d: location }) => (
        <>
          <PageHeader title={`${location.name} (${location.notisphereId})`}>
            <Anchor component={Link} to="/notisphere/locations" size="sm">
              {t("locationMaster.back")}
            </Anchor>
            {location.status !== "MERGED" ? (
              <>
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={() => void navigate(editPath(location.id))}
                >
                  {t("locationMaster.edit")}
                </Button>
                <Button
                  leftSection={<IconArrowMerge size={16} aria-hidden />}
                  onClick={() => setMerging(true)}
                >
                  {t("locationMaster.merge")}
                </Button>
              </>
            ) : null}
          </PageHeader>
          <Tabs defaultValue="details" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="details">{t("locationMaster.details")}</Tabs.Tab>
              <Tabs.Tab value="history">{t("locationMaster.history")}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="details">
              <Details location={location} />
            </Tabs.Panel>
            <Tabs.Panel value="history">
              <LocationHistory id={location.id} />
            </Tabs.Panel>
          </Tabs>
          {merging ? (
            <MergeModal
              location={location}
              onClose={() => setMerging(false)}
              onMerged={(target) => {
                setMerging(false);
                void navigate(viewPath(target.id));
              }}
            />
          ) : null}
        </>
      )}
    </QueryState>
  );
};
