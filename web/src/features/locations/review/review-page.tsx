import { useMemo, useRef, useState } from "react";
import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useListLocationPreprocessorSuppliers } from "../../../api/generated/location-preprocessor/location-preprocessor.ts";
import { getListLocationReviewQueueQueryKey } from "../../../api/generated/location-review/location-review.ts";
import { ListScreen } from "../../../components/list/list-screen.tsx";
import { notifyError, notifySuccess } from "../../../shell/notify.ts";
import { CreateLocationModal } from "./create-location-modal.tsx";
import { PickLocationModal } from "./pick-location-modal.tsx";
import { reviewColumns, type ReviewHandlers } from "./review-columns.tsx";
import { ReviewDetailModal } from "./review-detail-modal.tsx";
import { fetchReviewRows, REVIEW_KINDS, type ReviewRow } from "./review-rows.ts";
import { useReviewWrites } from "./use-review-writes.ts";

type Dialog = { kind: "view" | "pick" | "create"; row: ReviewRow } | null;

/**
 * /notisphere/locations-verification: every supplier ship-to row in review, unmatched, or marked Invalid by a
 * provider, across suppliers; confirm, pick another location, create a location from the row, or reject.
 */
export const LocationReviewPage = () => {
  const { t } = useTranslation();
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [kind, setKind] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const writes = useReviewWrites();
  const suppliers = useListLocationPreprocessorSuppliers({ query: { select: (answer) => answer.d } });

  const run = (work: Promise<string>, after?: () => void): void => {
    work
      .then((message) => {
        notifySuccess(message);
        after?.();
      })
      .catch(notifyError);
  };

  const handlers = useRef<ReviewHandlers>({
    view: () => undefined,
    confirm: () => undefined,
    pick: () => undefined,
    create: () => undefined,
    reject: () => undefined,
  });
  handlers.current = {
    view: (row) => setDialog({ kind: "view", row }),
    confirm: (row) => run(writes.confirm(row.id), () => setDialog(null)),
    pick: (row) => setDialog({ kind: "pick", row }),
    create: (row) => setDialog({ kind: "create", row }),
    reject: (row) => run(writes.reject(row.id), () => setDialog(null)),
  };
  // Handlers go through the ref so the column definitions (and the grid's saved layout) stay stable.
  const columns = useMemo(
    () =>
      reviewColumns(t, {
        view: (row) => handlers.current.view(row),
        confirm: (row) => handlers.current.confirm(row),
        pick: (row) => handlers.current.pick(row),
        create: (row) => handlers.current.create(row),
        reject: (row) => handlers.current.reject(row),
      }),
    [t],
  );

  const filterParams = useMemo(
    () => ({
      ...(supplierId === null ? {} : { supplierId }),
      ...(kind === null ? {} : { kind }),
    }),
    [supplierId, kind],
  );

  return (
    <>
      <ListScreen<ReviewRow>
        title={t("routes.notisphereLocationsVerification")}
        tableKey="LocationsVerification"
        columns={columns}
        fetchPage={fetchReviewRows}
        getRowId={(row) => row.id}
        queryKey={getListLocationReviewQueueQueryKey()}
        filterParams={filterParams}
        filters={
          <>
            <Select
              aria-label={t("locationReview.supplier")}
              placeholder={t("locationReview.allSuppliers")}
              data={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
              value={supplierId}
              onChange={setSupplierId}
              searchable
              clearable
              clearButtonProps={{ "aria-label": t("locationReview.clear") }}
              w={240}
              data-testid="review-supplier-filter"
            />
            <Select
              aria-label={t("locationReview.kind")}
              placeholder={t("locationReview.allKinds")}
              data={REVIEW_KINDS.map((value) => ({ value, label: t(`locationReview.kinds.${value}`) }))}
              value={kind}
              onChange={setKind}
              clearable
              clearButtonProps={{ "aria-label": t("locationReview.clear") }}
              w={200}
              data-testid="review-kind-filter"
            />
          </>
        }
      />
      {dialog?.kind === "view" ? (
        <ReviewDetailModal
          id={dialog.row.id}
          onClose={() => setDialog(null)}
          onConfirm={(knownLocationId) =>
            run(writes.confirm(dialog.row.id, knownLocationId), () => setDialog(null))
          }
          onPick={() => setDialog({ kind: "pick", row: dialog.row })}
          onCreate={() => setDialog({ kind: "create", row: dialog.row })}
          onReject={() => run(writes.reject(dialog.row.id), () => setDialog(null))}
        />
      ) : null}
      {dialog?.kind === "pick" ? (
        <PickLocationModal
          row={dialog.row}
          onClose={() => setDialog(null)}
          onConfirm={(knownLocationId) =>
            run(writes.confirm(dialog.row.id, knownLocationId), () => setDialog(null))
          }
        />
      ) : null}
      {dialog?.kind === "create" ? (
        <CreateLocationModal
          row={dialog.row}
          onClose={() => setDialog(null)}
          onCreate={(data) =>
            writes.create(dialog.row.id, data).then((message) => {
              notifySuccess(message);
              setDialog(null);
            })
          }
        />
      ) : null}
    </>
  );
};
