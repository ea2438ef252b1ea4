import { Button, Card, Checkbox, Group, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OrganisationProfile } from "../../api/generated/model/organisationProfile.ts";
import { useFormSubmit } from "../../components/form/use-form-submit.ts";
import { useRuleForm } from "../../components/form/use-rule-form.ts";
import { PROFILE_API } from "./profile-api.ts";
import type { ProfileSide } from "./profile-cards.ts";
import { useProfileRefresh } from "./use-profile-refresh.ts";

/** The profile's fields; IDN and the centralized setting only on the provider side. */
export const ProfileForm = ({
  profile,
  side,
}: {
  readonly profile: OrganisationProfile;
  readonly side: ProfileSide;
}) => {
  const { t } = useTranslation();
  const api = PROFILE_API[side];
  const refresh = useProfileRefresh(api.queryKey);
  const form = useRuleForm(
    {
      address1: profile.address1 ?? "",
      address2: profile.address2 ?? "",
      city: profile.city ?? "",
      state: profile.state ?? "",
      zip: profile.zip ?? "",
      phone: profile.phone ?? "",
      contactName: profile.contactName ?? "",
      contactEmail: profile.contactEmail ?? "",
      contactPhone: profile.contactPhone ?? "",
      idn: profile.idn ?? "",
    },
    { phone: "phoneNumber", contactEmail: "email", contactPhone: "phoneNumber" },
  );
  // Unset counts as true (organization.centralized), as the Covered mark reads it.
  const [centralized, setCentralized] = useState(profile.centralized !== false);
  const { busy, onSubmit } = useFormSubmit({
    validate: form.validate,
    send: () =>
      api.update({
        ...form.values,
        ...(side === "provider" ? { centralized } : {}),
      }),
    success: () => t("orgProfile.saved"),
    onSuccess: (saved) => {
      form.reset(form.values);
      refresh(saved);
    },
    onFieldErrors: form.setServerErrors,
  });
  return (
    <Card withBorder padding="lg">
      <form onSubmit={onSubmit} noValidate data-testid="profile-form">
        <Stack>
          <Title order={2} size="h4">
            {t("orgProfile.details")}
          </Title>
          {/* The name is the operator's to change: recall notices and the supplier master list go by it. */}
          <TextInput
            label={t("orgProfile.name")}
            value={profile.name}
            readOnly
            description={t("orgProfile.nameHint")}
          />
          {side === "provider" ? <TextInput label={t("orgProfile.idn")} {...form.field("idn")} /> : null}
          <TextInput label={t("orgProfile.address1")} {...form.field("address1")} />
          <TextInput label={t("orgProfile.address2")} {...form.field("address2")} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t("orgProfile.city")} {...form.field("city")} />
            <TextInput label={t("orgProfile.state")} maxLength={2} {...form.field("state")} />
            <TextInput label={t("orgProfile.zip")} {...form.field("zip")} />
          </SimpleGrid>
          <TextInput label={t("orgProfile.phone")} type="tel" {...form.field("phone")} />
          <Title order={3} size="h5">
            {t("orgProfile.contact")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t("orgProfile.contactName")} {...form.field("contactName")} />
            <TextInput label={t("orgProfile.contactEmail")} type="email" {...form.field("contactEmail")} />
            <TextInput label={t("orgProfile.contactPhone")} type="tel" {...form.field("contactPhone")} />
          </SimpleGrid>
          {side === "provider" ? (
            <Checkbox
              label={t("orgProfile.centralized")}
              description={t("orgProfile.centralizedHint")}
              checked={centralized}
              onChange={(event) => setCentralized(event.currentTarget.checked)}
            />
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {t("orgProfile.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
};
