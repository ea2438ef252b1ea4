import { useState, type ReactNode } from "react";
import { Button, Group, Modal, Select, Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { quiet } from "../../api/fetcher.ts";
import { useSearchKnownLocations } from "../../api/generated/location-preprocessor/location-preprocessor.ts";
import { pageParams } from "../../api/paging.ts";
import type { KnownLocation } from "./location-jobs.ts";
import { addressLine, KnownLocationCell } from "./row-cells.tsx";

/** The words of one use of the picker (a pre-processor row, a review-queue row), already translated. */
export interface PickerTexts {
  readonly title: string;
  readonly label: string;
  readonly placeholder: string;
  readonly nothing: string;
  readonly required: string;
  readonly submit: string;
  readonly cancel: string;
  readonly close: string;
}

interface Props {
  /** The supplier's row being mapped: its name starts the search; its candidate is chosen at first. */
  readonly row: { readonly name: string; readonly candidate: KnownLocation | null };
  /** What the operator is mapping, shown above the picker. */
  readonly summary: ReactNode;
  readonly texts: PickerTexts;
  readonly testIds: { readonly form: string; readonly picker: string };
  readonly onClose: () => void;
  readonly onConfirm: (knownLocationId: string) => void;
}

const PICKER_DEBOUNCE_MS = 300;

const optionLabel = (place: KnownLocation): string =>
  `${place.notisphereId} · ${place.name} · ${addressLine(place)} (${place.providerName})`;

/**
 * Maps a supplier's row to a known location the operator picks: the server searches name, street, city and
 * NotiSphere id (GET …/knownLocations?search=), so the select shows the server's answer unfiltered.
 */
export const KnownLocationPickerModal = ({ row, summary, texts, testIds, onClose, onConfirm }: Props) => {
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
    if (chosen === null) setError(texts.required);
    else onConfirm(chosen.id);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": texts.close }}
      title={texts.title}
    >
      <form onSubmit={submit} noValidate data-testid={testIds.form}>
        <Stack>
          {summary}
          <Select
            label={texts.label}
            placeholder={texts.placeholder}
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
            nothingFoundMessage={found.isFetching ? t("list.loading") : texts.nothing}
            error={error}
            comboboxProps={{ withinPortal: true }}
            data-testid={testIds.picker}
            data-autofocus
          />
          {chosen !== null ? <KnownLocationCell place={chosen} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button type="submit" color="teal.9">
              {texts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
