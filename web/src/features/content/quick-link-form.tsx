import { Button, Group, Modal, Select, Stack, TextInput, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { QuickLink } from "../../api/generated/model/quickLink.ts";
import { useFormSubmit } from "../../components/form/use-form-submit.ts";
import { useRuleForm } from "../../components/form/use-rule-form.ts";
import { useUnsavedChanges } from "../../shell/unsaved-changes.ts";
import { quickLinkInput, urlProblem } from "./quick-link-input.ts";
import { useQuickLinkWrites } from "./use-quick-link-writes.ts";

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
    { name: "required", url: "required", status: "requiredSelect" },
  );

  const writes = useQuickLinkWrites();
  // Also the Save of the unsaved-changes prompt (Switch Accounts), so it must not close the form by itself.
  const save = async (): Promise<void> => {
    await writes.save(quickLinkInput(link, form.values));
    form.reset(form.values);
  };
  useUnsavedChanges(form.dirty, save);

  const { busy, onSubmit } = useFormSubmit({
    validate: () => {
      const valid = form.validate();
      const problem = urlProblem(form.values.url);
      if (problem !== undefined) form.setServerErrors({ url: t(problem) });
      return valid && problem === undefined;
    },
    send: save,
    success: () =>
      t(link === null ? "quickLinks.created" : "quickLinks.updated", { name: form.values.name.trim() }),
    onSuccess: onSaved,
    onFieldErrors: form.setServerErrors,
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={link === null ? t("quickLinks.addTitle") : t("quickLinks.editTitle")}
      centered
    >
      <form onSubmit={onSubmit} noValidate data-testid="quick-link-form">
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
