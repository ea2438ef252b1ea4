import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_CONTACTS } from "#core/organisations/providers/contacts.ts";
import { validateField } from "#core/shared/validation/rules.ts";
import { useSaveProviderContacts } from "../../../api/generated/provider-contact-info/provider-contact-info.ts";
import type { ProviderContact } from "../../../api/generated/model/providerContact.ts";
import { useFormSubmit } from "../../../components/form/use-form-submit.ts";
import { translateValidation } from "../../../components/form/validation-text.ts";
import { useContactInfoRefresh } from "./use-contact-info-refresh.ts";

interface Row {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  title: string;
}
const FIELDS = ["firstName", "lastName", "email", "phone", "title"] as const;
const RULES: Record<keyof Row, string | undefined> = {
  firstName: "required",
  lastName: "required",
  email: "required|email",
  phone: "phoneNumber",
  title: undefined,
};
const blank = (): Row => ({ firstName: "", lastName: "", email: "", phone: "", title: "" });
const rowOf = (c: ProviderContact): Row => ({ ...c, phone: c.phone ?? "", title: c.title ?? "" });

/** Step 0 of contact info: one to five people, the first is primary. Field errors come from the rules and the server. */
export const ContactsForm = ({
  organizationId,
  providerName,
  contacts,
}: {
  organizationId: string;
  providerName: string;
  contacts: readonly ProviderContact[];
}) => {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>(contacts.length > 0 ? contacts.map(rowOf) : [blank()]);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const refresh = useContactInfoRefresh(organizationId);
  const saveContacts = useSaveProviderContacts({ mutation: { onSuccess: refresh } });

  const ruleError = (row: Row, field: keyof Row): string | undefined => {
    const problem =
      row[field].trim() === "" && field === "phone"
        ? undefined
        : validateField(row[field], RULES[field], { values: {} });
    return problem === undefined ? undefined : translateValidation(problem, t);
  };
  const errorOf = (index: number, field: keyof Row) =>
    (submitted ? ruleError(rows[index]!, field) : undefined) ?? serverErrors[`contacts.${index}.${field}`];

  const { busy, onSubmit } = useFormSubmit({
    validate: () => {
      setSubmitted(true);
      return rows.every((row) => FIELDS.every((field) => ruleError(row, field) === undefined));
    },
    send: () =>
      saveContacts.mutateAsync({
        data: {
          organizationId,
          contacts: rows.map((row) => ({
            firstName: row.firstName,
            lastName: row.lastName,
            email: row.email,
            phone: row.phone.trim() === "" ? null : row.phone,
            title: row.title.trim() === "" ? null : row.title,
          })),
        },
      }),
    success: () => t("contactInfo.contactsSaved", { name: providerName }),
    onFieldErrors: (errors) => {
      setServerErrors({ ...errors });
      return Object.keys(errors).some((key) => key.startsWith("contacts."));
    },
  });

  const change = (index: number, field: keyof Row, value: string) => {
    setRows((old) => old.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
    setServerErrors((old) => ({ ...old, [`contacts.${index}.${field}`]: "" }));
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="contacts-title">
      <form onSubmit={onSubmit} noValidate data-testid="contacts-form">
        <Stack>
          <div>
            <Title order={2} size="h4" id="contacts-title">
              {t("contactInfo.contacts")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("contactInfo.contactsHelp")}
            </Text>
          </div>
          {rows.map((row, index) => (
            <Stack key={index} gap="xs" data-testid={`contact-${index}`}>
              <Group justify="space-between">
                {index === 0 ? <Badge variant="light">{t("contactInfo.primary")}</Badge> : <span />}
                {rows.length > 1 ? (
                  <Tooltip label={t("contactInfo.removeContact", { number: index + 1 })} openDelay={0}>
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      aria-label={t("contactInfo.removeContact", { number: index + 1 })}
                      onClick={() => setRows((old) => old.filter((_, i) => i !== index))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
                {FIELDS.map((field) => (
                  <TextInput
                    key={field}
                    label={t(`contactInfo.${field}`)}
                    withAsterisk={RULES[field]?.startsWith("required") === true}
                    value={row[field]}
                    type={field === "email" ? "email" : field === "phone" ? "tel" : "text"}
                    onChange={(event) => change(index, field, event.currentTarget.value)}
                    error={errorOf(index, field) || undefined}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
          {serverErrors.contacts ? (
            <Text c="red.8" size="sm" role="alert">
              {serverErrors.contacts}
            </Text>
          ) : null}
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={rows.length >= MAX_CONTACTS}
              onClick={() => setRows((old) => [...old, blank()])}
            >
              {t("contactInfo.addContact")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("contactInfo.saveContacts")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
};
