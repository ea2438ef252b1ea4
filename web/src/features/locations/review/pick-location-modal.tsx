import { useState } from "react";
import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { quiet } from "../../../api/fetcher.ts";
import { useSearchKnownLocations } from "../../../api/generated/location-preprocessor/location-preprocessor.ts";
import { pageParams } from "../../../api/paging.ts";
import type { KnownLocation } from "../location-jobs.ts";
import { addressLine, KnownLocationCell } from "../row-cells.tsx";
import type { ReviewRow } from "./review-rows.ts";

const PICKER_DEBOUNCE_MS = 300;

const optionLabel = (place: KnownLocation): string =>
  `${place.notisphereId} · ${place.name} · ${addressLine(place)} (${place.providerName})`;

/** Maps the row to a known location the operator picks (the server searches name, street, city, NotiSphere id). */
export const PickLocationModal = ({
  row,
  onClose,
  onConfirm,
}: {
  readonly row: ReviewRow;
  readonly onClose: () => void;
  readonly onConfirm: (knownLocationId: string) => void;
}) => {
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
    if (chosen === null) setError(t("locationReview.pick.required"));
    else onConfirm(chosen.id);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": t("locationReview.close") }}
      title={t("locationReview.pick.title", { name: row.name })}
    >
      <form onSubmit={submit} noValidate data-testid="pick-location-form">
        <Stack>
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {row.name}
            </Text>
            <Text size="xs">{addressLine(row)}</Text>
          </Stack>
          <Select
            label={t("locationReview.pick.label")}
            placeholder={t("locationReview.pick.placeholder")}
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
            nothingFoundMessage={found.isFetching ? t("list.loading") : t("locationReview.pick.nothing")}
            error={error}
            comboboxProps={{ withinPortal: true }}
            data-testid="review-location-picker"
            data-autofocus
          />
          {chosen !== null ? <KnownLocationCell place={chosen} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("locationReview.cancel")}
            </Button>
            <Button type="submit" color="teal.9">
              {t("locationReview.pick.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
