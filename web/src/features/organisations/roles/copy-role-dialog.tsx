import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Role } from "../../../api/generated/model/role.ts";
import { useFormSubmit } from "../../../components/form/use-form-submit.ts";
import type { RoleApi } from "./role-api.ts";

interface Props {
  readonly api: RoleApi;
  readonly source: Role;
  readonly onClose: () => void;
  /** The new role, opened next in the editor so its permissions can be changed at once. */
  readonly onCopied: (copy: Role) => void;
}

/** Names the copy of a role (built-in or not); "Copy of <name>" unless changed. */
export const CopyRoleDialog = ({ api, source, onClose, onCopied }: Props) => {
  const { t } = useTranslation();
  const [name, setName] = useState(t("roles.copyOf", { name: source.name }).slice(0, 100));
  const [error, setError] = useState<string | undefined>(undefined);
  const { busy, onSubmit } = useFormSubmit({
    validate: () => {
      setError(name.trim() === "" ? t("roles.nameRequired") : undefined);
      return name.trim() !== "";
    },
    send: () => api.copy(source.id, name.trim()),
    success: (copy) => t("roles.copied", { name: copy.d.name }),
    onSuccess: (copy) => onCopied(copy.d),
    onFieldErrors: (fields) => {
      setError(fields.name);
      return fields.name !== undefined;
    },
  });
  return (
    <Modal opened onClose={onClose} title={t("roles.copyTitle", { name: source.name })} centered>
      <form onSubmit={onSubmit} noValidate data-testid="copy-role-form">
        <Stack>
          <TextInput
            label={t("roles.copyName")}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            maxLength={100}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("roles.cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {t("roles.copy")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
