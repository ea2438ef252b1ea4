import { useState } from "react";
import {
  Alert,
  Button,
  Code,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  getGetOrganizationSsoSettingsQueryKey,
  saveOrganizationSsoSettings,
  useGetOrganizationSsoSettings,
} from "../../../api/generated/organizations/organizations.ts";
import type { SsoSettings } from "../../../api/generated/model/ssoSettings.ts";
import { QueryState } from "../../../components/query-state.tsx";
import { useFormSubmit } from "../../../components/form/use-form-submit.ts";
import { useRuleForm } from "../../../components/form/use-rule-form.ts";

interface Props {
  /** The supplier or provider whose settings are edited. */
  readonly organizationId: string;
  readonly onClose: () => void;
}

/**
 * The operator's single sign-on settings of one organisation (GET/PUT /notisphere/organizations/sso-settings/{id}):
 * issuer, client id, a write-only client secret, and whether SSO is on. The suppliers and providers screens
 * open it as a row action.
 */
export const SsoSettingsModal = ({ organizationId, onClose }: Props) => {
  const { t } = useTranslation();
  const query = useGetOrganizationSsoSettings(organizationId);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t("sso.settingsTitle", { name: query.data?.d.organizationName ?? "" })}
      centered
      size="lg"
    >
      <QueryState query={query}>
        {(answer) => <SsoSettingsForm settings={answer.d} onClose={onClose} />}
      </QueryState>
    </Modal>
  );
};

const SsoSettingsForm = ({ settings, onClose }: { settings: SsoSettings; onClose: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useRuleForm(
    { issuer: settings.issuer, clientId: settings.clientId, clientSecret: "" },
    {
      issuer: "required",
      clientId: "required",
      ...(settings.hasClientSecret ? {} : { clientSecret: "required" }),
    },
  );
  const [enabled, setEnabled] = useState(settings.hasClientSecret ? settings.enabled : true);

  const { busy, onSubmit } = useFormSubmit({
    validate: form.validate,
    send: () =>
      saveOrganizationSsoSettings(settings.organizationId, {
        issuer: form.values.issuer.trim(),
        clientId: form.values.clientId.trim(),
        enabled,
        ...(form.values.clientSecret.trim() === "" ? {} : { clientSecret: form.values.clientSecret }),
      }),
    success: () => t("sso.saved", { name: settings.organizationName }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        queryKey: getGetOrganizationSsoSettingsQueryKey(settings.organizationId),
      });
      onClose();
    },
    onFieldErrors: form.setServerErrors,
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="sso-settings-form">
      <Stack>
        <Text size="sm">{t("sso.settingsIntro")}</Text>
        {settings.isSso ? null : (
          <Alert color="yellow" data-testid="sso-not-marked">
            {t("sso.notMarked")}
          </Alert>
        )}
        <TextInput
          label={t("sso.issuer")}
          description={t("sso.issuerHint")}
          type="url"
          data-autofocus
          {...form.field("issuer")}
        />
        <TextInput label={t("sso.clientId")} autoComplete="off" {...form.field("clientId")} />
        <PasswordInput
          label={t("sso.clientSecret")}
          description={settings.hasClientSecret ? t("sso.clientSecretSet") : t("sso.clientSecretMissing")}
          autoComplete="new-password"
          {...form.field("clientSecret")}
        />
        <div>
          <Text size="sm" fw={500}>
            {t("sso.redirectUri")}
          </Text>
          <Code data-testid="sso-redirect-uri">{settings.redirectUri}</Code>
        </div>
        <Switch
          label={t("sso.enabled")}
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("sso.cancel")}
          </Button>
          <Button type="submit" loading={busy}>
            {t("sso.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
