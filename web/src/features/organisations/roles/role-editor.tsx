import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Role } from "../../../api/generated/model/role.ts";
import { useFormSubmit } from "../../../components/form/use-form-submit.ts";
import { QueryState } from "../../../components/query-state.tsx";
import { PermissionChecklist } from "./permission-checklist.tsx";
import type { RoleApi, RoleSide } from "./role-api.ts";

interface Props {
  readonly side: RoleSide;
  readonly api: RoleApi;
  /** The role opened, or null for a new one. */
  readonly role: Role | null;
  readonly onClose: () => void;
  readonly onSaved: () => void;
  /** Offered on built-in roles, which are shown read-only. */
  readonly onCopy: (role: Role) => void;
}

/**
 * Creates or edits a role: its name and its permissions, grouped as the server's catalogue groups them. A
 * built-in role opens read-only with a Copy button. The server's field errors show under the name and the
 * permissions; its refusals (last administrator, own permissions) show as the error toast.
 */
export const RoleEditor = ({ side, api, role, onClose, onSaved, onCopy }: Props) => {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  const readOnly = role?.builtIn === true;
  const [name, setName] = useState(role?.name ?? "");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(role?.permissions ?? []));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const catalogue = useQuery({
    queryKey: ["rolePermissions", side],
    queryFn: async () => (await api.permissions()).d,
    staleTime: Infinity,
  });

  const { busy, onSubmit } = useFormSubmit({
    validate: () => {
      const problems: Record<string, string> = {};
      if (name.trim() === "") problems.name = t("roles.nameRequired");
      if (chosen.size === 0) problems.permissions = t("roles.permissionsRequired");
      setErrors(problems);
      return Object.keys(problems).length === 0;
    },
    send: () => {
      const body = { name: name.trim(), permissions: [...chosen] };
      return role === null ? api.create(body) : api.update(role.id, body);
    },
    success: (saved) => t(role === null ? "roles.created" : "roles.updated", { name: saved.d.name }),
    onSuccess: onSaved,
    onFieldErrors: (fields) => {
      setErrors(fields);
      return "name" in fields || "permissions" in fields;
    },
  });

  const title =
    role === null
      ? t("roles.addTitle")
      : t(readOnly ? "roles.viewTitle" : "roles.editTitle", { name: role.name });

  return (
    <Modal opened onClose={onClose} title={title} size="xl" fullScreen={phone === true} centered>
      <form onSubmit={onSubmit} noValidate data-testid="role-editor">
        <Stack>
          {readOnly ? (
            <Alert color="blue" variant="light" data-testid="built-in-hint">
              {t("roles.builtInHint")}
            </Alert>
          ) : null}
          <TextInput
            label={t("roles.name")}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            readOnly={readOnly}
            required={!readOnly}
            maxLength={100}
            data-autofocus
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t("roles.permissions")}
            </Text>
            {errors.permissions ? (
              <Text size="sm" c="red.8" mb="xs" role="alert">
                {errors.permissions}
              </Text>
            ) : null}
            <QueryState query={catalogue}>
              {(groups) => (
                <PermissionChecklist
                  groups={groups}
                  chosen={chosen}
                  onChange={setChosen}
                  readOnly={readOnly}
                />
              )}
            </QueryState>
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {readOnly ? t("roles.close") : t("roles.cancel")}
            </Button>
            {readOnly && role !== null ? (
              <Button onClick={() => onCopy(role)}>{t("roles.copy")}</Button>
            ) : (
              <Button type="submit" loading={busy}>
                {t("roles.save")}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
