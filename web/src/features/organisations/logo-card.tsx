import { Button, Card, FileButton, Group, Image, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OrganisationProfile } from "../../api/generated/model/organisationProfile.ts";
import { notifyError, notifySuccess } from "../../shell/notify.ts";
import { PROFILE_API } from "./profile-api.ts";
import type { ProfileSide } from "./profile-cards.ts";
import { useProfileRefresh } from "./use-profile-refresh.ts";

/** The organisation's logo: upload (checked by the server by content and size) or remove. */
export const LogoCard = ({
  profile,
  side,
}: {
  readonly profile: OrganisationProfile;
  readonly side: ProfileSide;
}) => {
  const { t } = useTranslation();
  const api = PROFILE_API[side];
  const refresh = useProfileRefresh(api.queryKey);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<OrganisationProfile>, done: string) => {
    setBusy(true);
    try {
      refresh(await work());
      notifySuccess(t(done));
    } catch (error) {
      notifyError(error, t("orgProfile.couldNotUpload"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder padding="lg" data-testid="logo-card">
      <Stack>
        <Title order={2} size="h4">
          {t("orgProfile.logo")}
        </Title>
        {profile.logo ? (
          <Image src={profile.logo} alt={t("orgProfile.logo")} h={96} w="auto" fit="contain" />
        ) : (
          <Text c="dimmed" size="sm">
            {t("orgProfile.noLogo")}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t("orgProfile.logoHint")}
        </Text>
        <Group>
          <FileButton
            accept="image/png,image/jpeg,image/gif,image/webp"
            onChange={(file) => file && void run(() => api.upload(file), "orgProfile.logoSaved")}
          >
            {(props) => (
              <Button {...props} loading={busy} variant="light">
                {t("orgProfile.chooseLogo")}
              </Button>
            )}
          </FileButton>
          {profile.logo ? (
            <Button
              variant="subtle"
              color="red"
              disabled={busy}
              onClick={() => void run(api.removeLogo, "orgProfile.logoRemoved")}
            >
              {t("orgProfile.removeLogo")}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
};
