import { useTranslation } from "react-i18next";
import { KnownLocationPickerModal } from "./known-location-picker-modal.tsx";
import type { LocationJobRow } from "./location-jobs.ts";
import { SupplierRowCell } from "./row-cells.tsx";

interface Props {
  readonly row: LocationJobRow;
  readonly onClose: () => void;
  readonly onConfirm: (knownLocationId: string) => void;
}

/** Confirms a pre-processor row to a known location the operator picks. */
export const ConfirmLocationModal = ({ row, onClose, onConfirm }: Props) => {
  const { t } = useTranslation();
  return (
    <KnownLocationPickerModal
      row={row}
      summary={<SupplierRowCell row={row} />}
      texts={{
        title: t("preprocessor.pick.title", { row: row.rowNumber, name: row.name }),
        label: t("preprocessor.pick.label"),
        placeholder: t("preprocessor.pick.placeholder"),
        nothing: t("preprocessor.pick.nothing"),
        required: t("preprocessor.pick.required"),
        submit: t("preprocessor.pick.submit"),
        cancel: t("preprocessor.cancel"),
        close: t("preprocessor.close"),
      }}
      testIds={{ form: "confirm-location-form", picker: "known-location-picker" }}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
};
