import { Badge, Button, Card, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { quiet } from "../../../api/fetcher.ts";
import { useGetLocationReviewRow } from "../../../api/generated/location-review/location-review.ts";
import { addressLine } from "../row-cells.tsx";
import { KindBadge } from "./review-columns.tsx";
import type { ReviewCandidate, ReviewDetail } from "./review-rows.ts";

interface Props {
  readonly id: string;
  readonly onClose: () => void;
  readonly onConfirm: (knownLocationId: string) => void;
  readonly onPick: () => void;
  readonly onCreate: () => void;
  readonly onReject: () => void;
}

const ShipTo = ({ row }: { row: ReviewDetail }) => {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" data-testid="review-ship-to">
      <Stack gap={2}>
        <Text size="xs" c="gray.7">
          {t("locationReview.detail.shipTo")} · {row.supplierName}
        </Text>
        <Text fw={600}>{row.name}</Text>
        <Text size="sm">{row.locationId}</Text>
        <Text size="sm">{addressLine(row)}</Text>
        {row.phone ? <Text size="sm">{row.phone}</Text> : null}
        <Group gap="xs">
          <KindBadge t={t} kind={row.kind} />
          {row.verificationStatus ? (
            <Text size="xs">
              {t("locationReview.detail.verification", { status: row.verificationStatus })}
            </Text>
          ) : null}
        </Group>
        <Text size="xs" c="gray.7">
          {row.reason}
        </Text>
      </Stack>
    </Card>
  );
};

const Candidate = ({
  place,
  isCandidate,
  canConfirm,
  onConfirm,
}: {
  place: ReviewCandidate;
  isCandidate: boolean;
  canConfirm: boolean;
  onConfirm: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" data-testid="review-candidate">
      <Stack gap={2}>
        <Group gap="xs">
          <Text size="xs" c="gray.7">
            {place.notisphereId} · {place.providerName}
          </Text>
          {isCandidate ? (
            <Badge size="sm" color="indigo.9">
              {t("locationReview.detail.candidate")}
            </Badge>
          ) : null}
        </Group>
        <Text fw={600}>{place.name}</Text>
        <Text size="sm">{addressLine(place)}</Text>
        <Text size="xs">
          {t("locationReview.detail.score", { score: place.score })}
          {place.sameBuilding ? ` · ${t("locationReview.detail.sameBuilding")}` : ""}
        </Text>
        {place.blocked ? (
          <Text size="xs" c="red.9">
            {t(`locationReview.detail.blocked.${place.blocked}`)}
          </Text>
        ) : null}
        {canConfirm ? (
          <Button size="xs" color="teal.9" onClick={onConfirm} mt={4}>
            {t("locationReview.detail.confirmTo", { id: place.notisphereId })}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
};

/** The ship-to row beside the known locations near it, ranked by the matcher's evidence score. */
export const ReviewDetailModal = ({ id, onClose, onConfirm, onPick, onCreate, onReject }: Props) => {
  const { t } = useTranslation();
  const detail = useGetLocationReviewRow(id, { query: { select: (answer) => answer.d }, request: quiet() });
  const row = detail.data;
  const can = (action: string) => row?.allowedActions.includes(action as never) ?? false;
  return (
    <Modal
      opened
      onClose={onClose}
      size="80rem"
      centered
      closeButtonProps={{ "aria-label": t("locationReview.close") }}
      title={row ? t("locationReview.detail.title", { name: row.name }) : ""}
    >
      {row === undefined ? (
        <Loader />
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <ShipTo row={row} />
            <Stack gap="xs" style={{ gridColumn: "span 2" }}>
              <Title order={5}>{t("locationReview.detail.candidates")}</Title>
              {row.candidates.length === 0 ? (
                <Text size="sm">{t("locationReview.detail.noCandidates")}</Text>
              ) : null}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {row.candidates.map((place) => (
                  <Candidate
                    key={place.id}
                    place={place}
                    isCandidate={place.id === row.candidate?.id}
                    canConfirm={can("pick")}
                    onConfirm={() => onConfirm(place.id)}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          </SimpleGrid>
          <Group justify="flex-end">
            {can("pick") ? (
              <Button variant="default" onClick={onPick}>
                {t("locationReview.actions.pick", { name: row.name })}
              </Button>
            ) : null}
            {can("createLocation") ? (
              <Button variant="default" onClick={onCreate}>
                {t("locationReview.actions.create", { name: row.name })}
              </Button>
            ) : null}
            {can("reject") ? (
              <Button color="red.8" variant="outline" onClick={onReject}>
                {t("locationReview.actions.reject", { name: row.name })}
              </Button>
            ) : null}
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
