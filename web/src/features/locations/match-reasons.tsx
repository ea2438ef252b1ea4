import { Stack, Text } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { MATCH_SCORE_GUIDE } from "#core/locations/matching/match-score.ts";
import type { MatchReason } from "#core/locations/matching/match-reasons.ts";
import type { LocationJobRow } from "./location-jobs.ts";

/** What the decision rests on (said first, as a sentence); the rest are the facts behind it. */
const HEADLINE = new Set<MatchReason["code"]>([
  "existingMapping",
  "sameIdentifier",
  "basis",
  "notConclusive",
  "tooWeak",
  "noCandidate",
  "rivalClose",
]);

export const reasonText = (t: TFunction, reason: MatchReason): string => {
  switch (reason.code) {
    case "basis":
      return t(`preprocessor.reason.basis.${reason.basis}`);
    case "sameIdentifier":
      return t("preprocessor.reason.sameIdentifier", { identifier: reason.identifier });
    case "nameSimilarity":
      return t("preprocessor.reason.nameSimilarity", { percent: reason.percent });
    default:
      return t(`preprocessor.reason.${reason.code}`);
  }
};

const capitalised = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The matcher's reason in plain words: what it rests on, then the evidence ("same street and number, phone
 * matches, name 61% alike"). Rows matched before evidence was kept show the matcher's short text.
 */
export const ReasonCell = ({ row }: { row: LocationJobRow }) => {
  const { t } = useTranslation();
  const reasons = row.reasons as readonly MatchReason[];
  if (reasons.length === 0) return <Text size="xs">{row.reason}</Text>;
  const headlines = reasons.filter((reason) => HEADLINE.has(reason.code));
  const facts = reasons.filter((reason) => !HEADLINE.has(reason.code)).map((reason) => reasonText(t, reason));
  return (
    <Stack gap={0} data-testid="match-reason">
      {headlines.map((reason) => (
        <Text key={reason.code} size="xs" fw={600}>
          {reasonText(t, reason)}
        </Text>
      ))}
      {facts.length > 0 ? <Text size="xs">{capitalised(facts.join(", "))}</Text> : null}
    </Stack>
  );
};

/** One line over the rows that says what the score is and which thresholds decide. */
export const ScoreGuide = () => {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="gray.7" data-testid="score-guide">
      {t("preprocessor.score.help", { reviewFrom: MATCH_SCORE_GUIDE.reviewFrom.toFixed(2) })}
    </Text>
  );
};
