import { useState } from "react";
import { Button, Group, Modal, Select, Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  findKnownLocations,
  type KnownLocation,
  type LocationJobRow,
} from "../../api/location-preprocessor-api.ts";
import { addressLine, KnownLocationCell, SupplierRowCell } from "./row-cells.tsx";

interface Props {
  readonly row: LocationJobRow;
  readonly onClose: () => void;
  readonly onConfirm: (knownLocationId: string) => void;
}

const PICKER_DEBOUNCE_MS = 300;

const optionLabel = (place: KnownLocation): string =>
  `${place.notisphereId} · ${place.name} · ${addressLine(place)} (${place.providerName})`;

/**
 * Confirms a row to a known location the operator picks: the server searches name, street, city and
 * Notisphere id (GET …/knownLocations?search=), so the select shows the server's answer unfiltered.
 */
export const ConfirmLocationModal = ({ row, onClose, onConfirm }: Props) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState(row.candidate?.name ?? row.name);
  const [debounced] = useDebouncedValue(search.trim(), PICKER_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<KnownLocation | null>(row.candidate);
  const [error, setError] = useState<string | null>(null);
  const found = useQuery({
    queryKey: ["preprocessor", "knownLocations", debounced],
    queryFn: () => findKnownLocations(debounced),
    placeholderData: keepPreviousData,
  });
  const places = [...(found.data ?? [])];
  if (chosen !== null && !places.some((place) => place.id === chosen.id)) places.unshift(chosen);

  const submit = (event: React.FormEvent): void => {
    event.preventDefault();
    if (chosen === null) setError(t("preprocessor.pick.required"));
    else onConfirm(chosen.id);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": t("preprocessor.close") }}
      title={t("preprocessor.pick.title", { row: row.rowNumber, name: row.name })}
    >
      <form onSubmit={submit} noValidate data-testid="confirm-location-form">
        <Stack>
          <SupplierRowCell row={row} />
          <Select
            label={t("preprocessor.pick.label")}
            placeholder={t("preprocessor.pick.placeholder")}
            data={places.map((place) => ({ value: place.id, label: optionLabel(place) }))}
            value={chosen?.id ?? null}
            onChange={(id) => {
              setChosen(places.find((place) => place.id === id) ?? null);
              setError(null);
            }}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            nothingFoundMessage={found.isFetching ? t("list.loading") : t("preprocessor.pick.nothing")}
            error={error}
            comboboxProps={{ withinPortal: true }}
            data-testid="known-location-picker"
            data-autofocus
          />
          {chosen !== null ? <KnownLocationCell place={chosen} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("preprocessor.cancel")}
            </Button>
            <Button type="submit" color="teal.9">
              {t("preprocessor.pick.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
