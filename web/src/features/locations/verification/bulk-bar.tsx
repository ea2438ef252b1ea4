import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ProviderVerificationRow } from "../../../api/generated/model/providerVerificationRow.ts";
import type { MarkLocationsInputStatus } from "../../../api/generated/model/markLocationsInputStatus.ts";
import type { CoverFacts } from "./cover-rule.ts";
import { BulkButton } from "./row-buttons.tsx";
import { useSelection, type RowSelection } from "./row-selection.ts";
import type { VerificationHandlers } from "./verification-columns.tsx";

const MARKS: readonly MarkLocationsInputStatus[] = ["Covered", "NotCovered", "Invalid", "Emailed"];

/** The actions on every checked row at once; it wraps onto several lines on a phone. */
export const BulkBar = (props: {
  readonly selection: RowSelection;
  readonly handlers: VerificationHandlers;
  readonly cover: CoverFacts;
}) => {
  const { t } = useTranslation();
  const rows = useSelection(props.selection, (selected) => selected);
  const checked: ProviderVerificationRow[] = [...rows.values()];
  const proposed = checked.filter((row) => row.proposal !== null && row.status === null);
  const none = checked.length === 0 ? t("locationVerification.noneSelected") : null;
  const proposalBlocked = proposed.map(props.cover.proposalBlocked).find((reason) => reason !== null) ?? null;
  return (
    <Group
      gap="xs"
      wrap="wrap"
      w="100%"
      data-testid="verification-bulk-bar"
      role="group"
      aria-label={t("locationVerification.columns.actions")}
    >
      <Text size="sm" aria-live="polite" data-testid="verification-selected">
        {t("locationVerification.selected", { count: checked.length })}
      </Text>
      {MARKS.map((status) => (
        <BulkButton
          key={status}
          label={t(`locationVerification.mark.${status}`)}
          color={status === "Invalid" ? "red.8" : status === "Covered" ? "teal.9" : undefined}
          blockedReason={none ?? (status === "Covered" ? props.cover.blockedReason : null)}
          onClick={() => props.handlers.mark(checked, status)}
        />
      ))}
      <BulkButton
        label={t("locationVerification.acceptProposals")}
        variant="filled"
        color="teal.9"
        blockedReason={
          none ?? (proposed.length === 0 ? t("locationVerification.noProposalSelected") : proposalBlocked)
        }
        onClick={() => props.handlers.accept(proposed)}
      />
      {checked.length > 0 ? (
        <Button size="xs" variant="subtle" onClick={() => props.selection.clear()}>
          {t("locationVerification.clearSelection")}
        </Button>
      ) : null}
    </Group>
  );
};
