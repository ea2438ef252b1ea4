import { useMemo, useRef, useState } from "react";
import { Select, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { quiet } from "../../../api/fetcher.ts";
import {
  getListProviderLocationsVerificationQueryKey,
  listProviderLocationsVerification,
  useListProviderVerificationSites,
  useListProviderVerificationSuppliers,
} from "../../../api/generated/provider-locations-verification/provider-locations-verification.ts";
import type { ProviderVerificationRow } from "../../../api/generated/model/providerVerificationRow.ts";
import type { MarkLocationsInputStatus } from "../../../api/generated/model/markLocationsInputStatus.ts";
import { pageParams, type PageQuery, type PageResult } from "../../../api/paging.ts";
import { confirmDialog } from "../../../components/dialogs/dialog-store.ts";
import { ListScreen } from "../../../components/list/list-screen.tsx";
import { notifyError, notifySuccess } from "../../../shell/notify.ts";
import { BulkBar } from "./bulk-bar.tsx";
import { CoverDialog } from "./cover-dialog.tsx";
import { coverFactsOf } from "./cover-rule.ts";
import { createRowSelection } from "./row-selection.ts";
import { useVerificationWrites } from "./use-verification-writes.ts";
import { verificationColumns, type VerificationHandlers } from "./verification-columns.tsx";

type Row = ProviderVerificationRow;

const STATUS_FILTERS = ["unverified", "proposed", "covered", "notcovered", "emailed"] as const;

const fetchRows = async (query: PageQuery): Promise<PageResult<Row>> =>
  (await listProviderLocationsVerification(pageParams(query), quiet())).d;

/**
 * /provider/locations-verification: the suppliers' ship-to rows matched to the provider, by supplier; mark one
 * or many Covered (with the handling site), Not Covered, Invalid or Emailed, or accept what was decided for
 * another supplier's row at the same location.
 */
export const ProviderLocationsVerificationPage = () => {
  const { t } = useTranslation();
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [covering, setCovering] = useState<readonly Row[] | null>(null);
  const [selection] = useState(createRowSelection);
  const writes = useVerificationWrites();
  const suppliers = useListProviderVerificationSuppliers({ query: { select: (answer) => answer.d } });
  const sites = useListProviderVerificationSites({ query: { select: (answer) => answer.d } });
  const cover = useMemo(() => coverFactsOf(t, sites.data), [t, sites.data]);

  const done = (outcome: { marked: number; sentToReview: number }, message: string): void => {
    selection.clear();
    setCovering(null);
    notifySuccess(message);
    if (outcome.sentToReview > 0)
      notifySuccess(t("locationVerification.sentToReview", { count: outcome.sentToReview }));
  };
  const apply = (rows: readonly Row[], mark: MarkLocationsInputStatus, siteId?: string): void => {
    writes
      .mark(
        rows.map((row) => row.id),
        mark,
        siteId,
      )
      .then((outcome) =>
        done(
          outcome,
          t("locationVerification.done", {
            count: outcome.marked,
            status: t(`locationVerification.mark.${mark}`),
          }),
        ),
      )
      .catch((error: unknown) => notifyError(error, t("locationVerification.failed")));
  };
  const handlers = useRef<VerificationHandlers>({ mark: () => undefined, accept: () => undefined });
  handlers.current = {
    mark: (rows, mark) => {
      if (rows.length === 0) return;
      if (mark === "Covered") return setCovering(rows);
      if (mark !== "Invalid") return apply(rows, mark);
      void confirmDialog({
        title: t("locationVerification.invalidTitle", { count: rows.length, name: rows[0]!.name }),
        message: t("locationVerification.invalidText"),
        confirmLabel: t("locationVerification.mark.Invalid"),
        danger: true,
      }).then((confirmed) => {
        if (confirmed) apply(rows, "Invalid");
      });
    },
    accept: (rows) => {
      if (rows.length === 0) return;
      writes
        .accept(rows.map((row) => row.id))
        .then((outcome) => done(outcome, t("locationVerification.accepted", { count: outcome.marked })))
        .catch((error: unknown) => notifyError(error, t("locationVerification.failed")));
    },
  };
  const stableHandlers = useMemo<VerificationHandlers>(
    () => ({
      mark: (rows, mark) => handlers.current.mark(rows, mark),
      accept: (rows) => handlers.current.accept(rows),
    }),
    [],
  );
  // Rebuilt when the sites answer arrives, so the Covered buttons know whether this user may use them.
  const columns = useMemo(
    () => verificationColumns(t, selection, stableHandlers, cover),
    [t, selection, stableHandlers, cover],
  );
  const filterParams = useMemo(
    () => ({
      ...(supplierId === null ? {} : { supplierId }),
      ...(status === null ? {} : { status }),
    }),
    [supplierId, status],
  );
  const changeFilter = (apply: () => void): void => {
    // Checked rows the new filter hides would be marked unseen: the selection starts again.
    selection.clear();
    apply();
  };

  return (
    <>
      <ListScreen<Row>
        title={t("routes.providerLocationsVerification")}
        tableKey="providerLocationsVerification"
        columns={columns}
        fetchPage={fetchRows}
        getRowId={(row) => row.id}
        queryKey={getListProviderLocationsVerificationQueryKey()}
        filterParams={filterParams}
        filters={
          <>
            <Text size="sm" c="dimmed" w="100%" maw={900}>
              {t("locationVerification.intro")}
            </Text>
            <Select
              label={t("locationVerification.supplier")}
              placeholder={t("locationVerification.allSuppliers")}
              data={(suppliers.data ?? []).map((supplier) => ({
                value: supplier.supplierOrganizationId,
                label: t("locationVerification.supplierOption", {
                  name: supplier.supplierName,
                  unverified: supplier.unverified,
                  total: supplier.total,
                }),
              }))}
              value={supplierId}
              onChange={(value) => changeFilter(() => setSupplierId(value))}
              clearable
              w={{ base: "100%", sm: 300 }}
              data-testid="verification-supplier"
            />
            <Select
              label={t("locationVerification.status")}
              placeholder={t("locationVerification.allStatuses")}
              data={STATUS_FILTERS.map((value) => ({
                value,
                label: t(`locationVerification.statusFilter.${value}`),
              }))}
              value={status}
              onChange={(value) => changeFilter(() => setStatus(value))}
              clearable
              w={{ base: "100%", sm: 200 }}
              data-testid="verification-status"
            />
            <BulkBar selection={selection} handlers={stableHandlers} cover={cover} />
          </>
        }
      />
      {covering !== null ? (
        <CoverDialog
          rows={covering}
          sites={sites.data}
          busy={writes.busy}
          onClose={() => setCovering(null)}
          onSubmit={(siteId) => apply(covering, "Covered", siteId)}
        />
      ) : null}
    </>
  );
};
