import { Alert, Button, Card, Group, MultiSelect, Select, Stack, Text, Title } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  useGetVerificationMailTemplate,
  useListProviderRoleOptions,
  useSendProviderVerification,
} from "../../../api/generated/provider-contact-info/provider-contact-info.ts";
import type { ProviderContact } from "../../../api/generated/model/providerContact.ts";
import { QueryState } from "../../../components/query-state.tsx";
import { useFormSubmit } from "../../../components/form/use-form-submit.ts";
import { newRequestId, useContactInfoRefresh } from "./use-contact-info-refresh.ts";

/** The verification email as it will be sent, and the Send form with its recipients and role pickers. */
export const VerificationPanel = ({
  organizationId,
  contacts,
}: {
  organizationId: string;
  contacts: readonly ProviderContact[];
}) => {
  const { t } = useTranslation();
  const template = useGetVerificationMailTemplate(organizationId);
  const roles = useListProviderRoleOptions({ organization_id: organizationId });
  const [recipients, setRecipients] = useState<string[]>([]);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<string | null>(null);
  const requestId = useRef(newRequestId());
  const refresh = useContactInfoRefresh(organizationId);
  const send = useSendProviderVerification({ mutation: { onSuccess: refresh } });
  const roleChoices = (roles.data?.d ?? []).map((role) => ({ value: role.id, label: role.name }));
  const chosenRole = roleId ?? roleChoices.find((role) => role.label === "Administrator")?.value ?? null;

  const { busy, onSubmit } = useFormSubmit({
    validate: () => {
      const problems: Record<string, string> = {};
      if (recipients.length === 0) problems.recipients = t("validation.required");
      if (chosenRole === null) problems.roleId = t("validation.required");
      setErrors(problems);
      return Object.keys(problems).length === 0;
    },
    send: () =>
      send.mutateAsync({
        data: {
          organizationId,
          requestId: requestId.current,
          contactIds: recipients,
          roleId: chosenRole ?? "",
        },
      }),
    success: (answer) => {
      const text = answer.d.repeated
        ? t("contactInfo.alreadySent")
        : t("contactInfo.sent", { count: answer.d.sent });
      setOutcome(text);
      return text;
    },
    onSuccess: () => {
      requestId.current = newRequestId();
      setRecipients([]);
    },
    onFieldErrors: (fieldErrors) => {
      setErrors({ ...fieldErrors });
      return true;
    },
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="template-title">
      <Stack>
        <div>
          <Title order={2} size="h4" id="template-title">
            {t("contactInfo.template")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("contactInfo.templateHelp")}
          </Text>
        </div>
        <QueryState query={template}>
          {(answer) => (
            <Card withBorder bg="gray.0" padding="md" data-testid="mail-preview">
              <Text size="sm" fw={600}>
                {t("contactInfo.subject")}: {answer.d.subject}
              </Text>
              <Text size="sm" style={{ whiteSpace: "pre-wrap" }} mt="xs">
                {answer.d.text}
              </Text>
            </Card>
          )}
        </QueryState>
        {contacts.length === 0 ? (
          <Alert color="blue">{t("contactInfo.saveContactsFirst")}</Alert>
        ) : (
          <form onSubmit={onSubmit} noValidate data-testid="verification-form">
            <Group align="flex-end" wrap="wrap">
              <MultiSelect
                label={t("contactInfo.recipients")}
                placeholder={t("contactInfo.recipientsPlaceholder")}
                data={contacts.map((c) => ({
                  value: c.id,
                  label: `${c.firstName} ${c.lastName} <${c.email}>`,
                }))}
                value={recipients}
                onChange={(value) => {
                  setRecipients(value);
                  setErrors({});
                  setOutcome(null);
                }}
                error={errors.recipients ?? errors.contactIds}
                withAsterisk
                miw={280}
                style={{ flex: 1 }}
                comboboxProps={{ withinPortal: true }}
                data-testid="recipients"
              />
              <Select
                label={t("contactInfo.role")}
                data={roleChoices}
                value={chosenRole}
                onChange={setRoleId}
                error={errors.roleId}
                allowDeselect={false}
                withAsterisk
                w={220}
                comboboxProps={{ withinPortal: true }}
              />
              <Button type="submit" loading={busy} leftSection={<IconSend size={16} aria-hidden />}>
                {t("contactInfo.send")}
              </Button>
            </Group>
            {outcome !== null ? (
              <Text size="sm" c="teal.9" mt="xs" role="status" data-testid="send-outcome">
                {outcome}
              </Text>
            ) : null}
          </form>
        )}
      </Stack>
    </Card>
  );
};
