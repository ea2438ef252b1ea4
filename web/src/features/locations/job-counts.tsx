import { SimpleGrid, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ROW_DECISIONS, type LocationJob, type RowDecision } from "./location-jobs.ts";
import { DECISION_COLOR } from "./row-cells.tsx";

interface Props {
  readonly job: LocationJob;
  readonly selected: RowDecision | null;
  readonly onSelect: (decision: RowDecision | null) => void;
}

/** Counts per decision; a count is also a shortcut to the rows with that decision (pressed again: all rows). */
export const JobCounts = ({ job, selected, onSelect }: Props) => {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs" data-testid="job-counts">
      <Tile
        label={t("preprocessor.detail.total")}
        value={job.totalRows}
        color="gray.9"
        pressed={selected === null}
        onClick={() => onSelect(null)}
        testId="count-total"
      />
      {ROW_DECISIONS.map((decision) => (
        <Tile
          key={decision}
          label={t(`preprocessor.decision.${decision}`)}
          value={job.counts[decision]}
          color={DECISION_COLOR[decision]}
          pressed={selected === decision}
          onClick={() => onSelect(selected === decision ? null : decision)}
          testId={`count-${decision}`}
        />
      ))}
    </SimpleGrid>
  );
};

const Tile = (props: {
  readonly label: string;
  readonly value: number;
  readonly color: string;
  readonly pressed: boolean;
  readonly onClick: () => void;
  readonly testId: string;
}) => (
  <UnstyledButton
    onClick={props.onClick}
    aria-pressed={props.pressed}
    data-testid={props.testId}
    p="xs"
    style={{
      border: `1px solid var(--mantine-color-${props.pressed ? "blue-7" : "gray-4"})`,
      borderRadius: "var(--mantine-radius-sm)",
      background: props.pressed ? "var(--mantine-color-blue-0)" : undefined,
    }}
  >
    <Text size="xs" c="gray.8">
      {props.label}
    </Text>
    <Text size="xl" fw={700} c={props.color}>
      {props.value}
    </Text>
  </UnstyledButton>
);
