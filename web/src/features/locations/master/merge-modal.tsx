import { useState } from "react";
import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { useListKnownLocations } from "../../../api/generated/location-master/location-master.ts";
import type { MasterLocation } from "../../../api/generated/model/masterLocation.ts";
import { notifyError, notifySuccess } from "../../../shell/notify.ts";
import { useLocationWrites } from "./use-master-writes.ts";

interface Props {
  readonly location: MasterLocation;
  readonly onClose: () => void;
  readonly onMerged: (target: MasterLocation) => void;
}

/**
 * "Merge into another location": the target is searched among the active locations of the same known
 * provider (the server refuses anything else with its reason, shown as the error toast).
 */
export const MergeModal = ({ location, onClose, onMerged }: Props) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [targetId, setTargetId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const writes = useLocationWrites();
  const candidates = useListKnownLocations({
    knownProviderId: location.knownProviderId,
    status: "ACTIVE",
    pageSize: "20",
    ...(debounced === "" ? {} : { search: debounced }),
  });
  const options = (candidates.data?.d.items ?? [])
    .filter((c) => c.id !== location.id)
    .map((c) => ({ value: c.id, label: `${c.notisphereId} · ${c.name} · ${c.address1}, ${c.city}` }));
  const merge = async () => {
    if (targetId === null) return;
    setBusy(true);
    try {
      const target = await writes.merge(location.id, targetId, location.version);
      notifySuccess(t("locationMaster.mergedDone", { name: location.name, target: target.notisphereId }));
      onMerged(target);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      centered
      title={t("locationMaster.mergeTitle", { name: location.name })}
    >
      <Stack>
        <Text size="sm">{t("locationMaster.mergeText")}</Text>
        <Select
          label={t("locationMaster.mergeTarget")}
          placeholder={t("locationMaster.mergeSearch")}
          data={options}
          value={targetId}
          onChange={setTargetId}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={t("list.noRecord")}
          comboboxProps={{ withinPortal: true }}
          data-testid="merge-target"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("locationMaster.cancel")}
          </Button>
          <Button color="red" disabled={targetId === null} loading={busy} onClick={() => void merge()}>
            {t("locationMaster.mergeSubmit")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
