import { Badge, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { KnownLocation, LocationJobRow, RowDecision } from "./location-jobs.ts";

const street = (parts: { address1: string; address2: string | null }): string =>
  [parts.address1, parts.address2].filter((part) => part !== null && part !== "").join(", ");

export const addressLine = (place: {
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
}): string => `${street(place)}, ${place.city}, ${place.state} ${place.zip}`;

/** Dark shades so the badge text keeps its contrast (axe: color-contrast). */
export const DECISION_COLOR: Readonly<Record<RowDecision, string>> = {
  matched: "teal.9",
  review: "indigo.9",
  unmatched: "gray.7",
  confirmed: "cyan.9",
  rejected: "red.9",
};

/**
 * A badge keeps its whole word: Mantine cuts a badge's label to one line with an ellipsis, which hides most of a
 * longer Vietnamese word ("KHÔNG …"), so the label wraps instead.
 */
const WRAPPING_BADGE = {
  root: { height: "auto", maxWidth: "100%" },
  label: { whiteSpace: "normal", overflow: "visible", textOverflow: "clip", lineHeight: 1.3 },
} as const;

export const DecisionBadge = ({ decision }: { decision: RowDecision }) => {
  const { t } = useTranslation();
  return (
    <Badge color={DECISION_COLOR[decision]} variant="filled" radius="sm" styles={WRAPPING_BADGE}>
      {t(`preprocessor.decision.${decision}`)}
    </Badge>
  );
};

/** The supplier's ship-to row as it came in the file. */
export const SupplierRowCell = ({ row }: { row: LocationJobRow }) => (
  <Stack gap={0}>
    <Text size="sm" fw={600}>
      {row.name}
    </Text>
    <Text size="xs" c="gray.7">
      {row.locationId}
    </Text>
    <Text size="xs">{addressLine(row)}</Text>
  </Stack>
);

/** A known location: Notisphere id, provider, name and address. */
export const KnownLocationCell = ({ place, label }: { place: KnownLocation; label?: string }) => {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      {label !== undefined ? (
        <Text size="xs" fw={700} c="indigo.9">
          {label}
        </Text>
      ) : null}
      <Text size="sm" fw={600}>
        {place.name}
      </Text>
      <Text size="xs" c="gray.7">
        {t("preprocessor.row.notisphereId")}: {place.notisphereId} · {t("preprocessor.row.provider")}:{" "}
        {place.providerName}
      </Text>
      <Text size="xs">{addressLine(place)}</Text>
    </Stack>
  );
};

/** The mapped location when there is one, otherwise the matcher's candidate (marked as such). */
export const RowLocationCell = ({ row }: { row: LocationJobRow }) => {
  const { t } = useTranslation();
  if (row.knownLocation !== null) return <KnownLocationCell place={row.knownLocation} />;
  if (row.candidate !== null)
    return <KnownLocationCell place={row.candidate} label={t("preprocessor.row.candidate")} />;
  return (
    <Text size="sm" c="gray.7">
      {t("preprocessor.row.none")}
    </Text>
  );
};

export const scoreText = (score: LocationJobRow["score"]): string =>
  typeof score === "number" ? score.toFixed(2) : "";
