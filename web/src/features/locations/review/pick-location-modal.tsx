import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { KnownLocationPickerModal } from "../known-location-picker-modal.tsx";
import { addressLine } from "../row-cells.tsx";
import type { ReviewRow } from "./review-rows.ts";

/** Maps a review-queue row to a known location the operator picks. */
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
  return (
    <KnownLocationPickerModal
      row={row}
      summary={
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {row.name}
          </Text>
          <Text size="xs">{addressLine(row)}</Text>
        </Stack>
      }
      texts={{
        title: t("locationReview.pick.title", { name: row.name }),
        label: t("locationReview.pick.label"),
        placeholder: t("locationReview.pick.placeholder"),
        nothing: t("locationReview.pick.nothing"),
        required: t("locationReview.pick.required"),
        submit: t("locationReview.pick.submit"),
        cancel: t("locationReview.cancel"),
        close: t("locationReview.close"),
      }}
      testIds={{ form: "pick-location-form", picker: "review-location-picker" }}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
};
