import { Button, Card, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page-header.tsx";
import { useSession } from "../../session/session-store.ts";
import { roleWord, userTypeWord } from "./profile-words.ts";

const Row = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text>{value || "—"}</Text>
  </Stack>
);

/** /account: the signed-in user's profile as /me returns it. */
export const ProfilePage = () => {
  const { t } = useTranslation();
  const { me } = useSession();
  return (
    <>
      <PageHeader title={t("account.title")}>
        <Button component={Link} to="/account/edit">
          {t("account.edit")}
        </Button>
      </PageHeader>
      <Card withBorder maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="profile">
          <Row label={t("account.fullName")} value={me?.full_name} />
          <Row label={t("account.email")} value={me?.email} />
          <Row label={t("account.phone")} value={me?.phone} />
          <Row label={t("account.organization")} value={me?.organization.name} />
          <Row label={t("account.role")} value={roleWord(t, me)} />
          <Row label={t("account.userType")} value={userTypeWord(t, me?.userType)} />
        </SimpleGrid>
      </Card>
    </>
  );
};
