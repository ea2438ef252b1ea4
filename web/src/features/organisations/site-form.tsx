import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useListProviderOrganisationMembers } from "../../api/generated/provider-sites/provider-sites.ts";
import type { SiteListItem } from "../../api/generated/model/siteListItem.ts";
import type { SiteCreateInputKind } from "../../api/generated/model/siteCreateInputKind.ts";
import { useFormSubmit } from "../../components/form/use-form-submit.ts";
import { useRuleForm } from "../../components/form/use-rule-form.ts";
import { MemberLabel } from "./member-label.tsx";
import { useSiteWrites } from "./use-site-writes.ts";

interface Props {
  /** The site being edited, or null for a new one. */
  readonly site: SiteListItem | null;
  readonly onClose: () => void;
}

const KINDS = ["HOSPITAL", "NON_ACUTE", "DEPARTMENT"] as const;

/** Create (with its first members) and edit in one form: POST /provider/sites, PUT /provider/sites/{id}. */
export const SiteForm = ({ site, onClose }: Props) => {
  const { t } = useTranslation();
  const creating = site === null;
  const corporate = site?.isCorporate === true;
  const form = useRuleForm(
    {
      name: site?.name ?? "",
      kind: site === null || site.kind === "CORPORATE" ? "DEPARTMENT" : site.kind,
      address1: site?.address1 ?? "",
      address2: site?.address2 ?? "",
      city: site?.city ?? "",
      state: site?.state ?? "",
      zip: site?.zip ?? "",
      phone: site?.phone ?? "",
    },
    { name: "required", kind: "requiredSelect", phone: "phoneNumber" },
  );
  const [memberIds, setMemberIds] = useState<string[]>([]);
  const members = useListProviderOrganisationMembers({ query: { enabled: creating } });
  const everyone = members.data?.d ?? [];
  const assignable = everyone.filter((m) => !m.allSites);
  const verifiedEverywhere = everyone.some((m) => m.allSites && m.verified);
  const chosenVerified = assignable.some((m) => m.verified && memberIds.includes(m.membershipId));
  const writes = useSiteWrites();

  const { busy, onSubmit } = useFormSubmit({
    validate: form.validate,
    send: async () => {
      const fields = {
        ...form.values,
        name: form.values.name.trim(),
        kind: form.values.kind as SiteCreateInputKind,
      };
      return creating ? writes.create({ ...fields, memberIds }) : writes.update(site.id, fields);
    },
    success: () => t(creating ? "sites.created" : "sites.updated", { name: form.values.name.trim() }),
    onSuccess: onClose,
    onFieldErrors: form.setServerErrors,
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={creating ? t("sites.addTitle") : t("sites.editTitle")}
      centered
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate data-testid="site-form">
        <Stack>
          <TextInput label={t("sites.name")} data-autofocus {...form.field("name")} />
          {corporate ? null : (
            <Select
              label={t("sites.kind")}
              data={KINDS.map((kind) => ({ value: kind, label: t(`sites.kinds.${kind}`) }))}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.field("kind")}
            />
          )}
          <Text size="xs" c="dimmed">
            {t("sites.addressHint")}
          </Text>
          <TextInput label={t("sites.address1")} {...form.field("address1")} />
          <TextInput label={t("sites.address2")} {...form.field("address2")} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t("sites.city")} {...form.field("city")} />
            <TextInput label={t("sites.state")} maxLength={2} {...form.field("state")} />
            <TextInput label={t("sites.zip")} {...form.field("zip")} />
          </SimpleGrid>
          <TextInput label={t("sites.phone")} type="tel" {...form.field("phone")} />
          {creating ? (
            <Stack gap="xs">
              <Text fw={600} size="sm">
                {t("sites.firstMembers")}
              </Text>
              <Text size="xs" c="dimmed">
                {t("sites.firstMembersHint")}
              </Text>
              <ScrollArea.Autosize mah={220}>
                <Checkbox.Group
                  value={memberIds}
                  onChange={setMemberIds}
                  aria-label={t("sites.firstMembers")}
                >
                  <Stack gap={6}>
                    {assignable.map((member) => (
                      <Checkbox
                        key={member.membershipId}
                        value={member.membershipId}
                        label={<MemberLabel member={member} />}
                        data-testid={`first-member-${member.email}`}
                      />
                    ))}
                  </Stack>
                </Checkbox.Group>
              </ScrollArea.Autosize>
              {!chosenVerified && !verifiedEverywhere && members.data !== undefined ? (
                <Alert color="orange" variant="light">
                  {t("sites.rule")}
                </Alert>
              ) : null}
            </Stack>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("sites.cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("sites.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
