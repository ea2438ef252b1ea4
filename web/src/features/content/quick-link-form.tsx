import { useState } from "react";
import { Button, Group, Modal, Select, Stack, TextInput, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/api-error.ts";
import { saveQuickLink, type QuickLink, type QuickLinkStatus } from "../../api/quick-links-api.ts";
import { useRuleForm } from "../../components/form/use-rule-form.ts";
import { notifyError, notifySuccess } from "../../shell/notify.ts";
import { useUnsavedChanges } from "../../shell/unsaved-changes.ts";

interface Props {
  /** The link being edited, or null for a new one. */
  readonly link: QuickLink | null;
  readonly statuses: ReadonlyArray<{ value: string; label: string }>;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

/** Create and edit in one form (POST /notisphere/quickLinks/create; an id means update). */
export const QuickLinkForm = ({ link, statuses, onClose, onSaved }: Props) => {
  const { t } = useTranslation();
  const form = useRuleForm(
    {
      name: link?.name ?? "",
      url: link?.url ?? "",
      description: link?.description ?? "",
      status: link?.status ?? "ACTIVE",
    },
    { name: "required", url: "required|url", status: "requiredSelect" },
  );
  const [busy, setBusy] = useState(false);

  const save = async (): Promise<void> => {
    await saveQuickLink({
      ...(link === null ? {} : { id: link.id }),
      name: form.values.name.trim(),
      url: form.values.url.trim(),
      description: form.values.description,
      status: form.values.status as QuickLinkStatus,
    });
    form.reset(form.values);
  };
  useUnsavedChanges(form.dirty, save);

  const submit = async (event: React.FormEvent): Promise<void> => {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    try {
      await save();
      notifySuccess(link === null ? t("quickLinks.created") : t("quickLinks.updated"));
      onSaved();
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) form.setServerErrors(error.fieldErrors);
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={link === null ? t("quickLinks.addTitle") : t("quickLinks.editTitle")}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="quick-link-form">
        <Stack>
          <TextInput label={t("quickLinks.name")} data-autofocus {...form.field("name")} />
          <TextInput label={t("quickLinks.url")} type="url" {...form.field("url")} />
          <Textarea
            label={t("quickLinks.description")}
            autosize
            minRows={3}
            maxRows={6}
            {...form.field("description")}
          />
          <Select
            label={t("quickLinks.status")}
            data={statuses.map((status) => ({ value: status.value, label: status.label }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.field("status")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("quickLinks.cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("quickLinks.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
