import { useState } from "react";
import { Button, Group, Modal, Select, Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { quiet } from "../../api/fetcher.ts";
import { useSearchKnownLocations } from "../../api/generated/location-preprocessor/location-preprocessor.ts";
import { pageParams } from "../../api/paging.ts";
import type { KnownLocation, LocationJobRow } from "./location-jobs.ts";
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
  const found = useSearchKnownLocations(pageParams({ search: debounced, pageNumber: 1, pageSize: 20 }), {
    query: { select: (answer) => answer.d.items, placeholderData: keepPreviousData },
    request: quiet(),
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
