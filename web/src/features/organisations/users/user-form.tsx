import { useState } from "react";
import { Button, Checkbox, Group, Modal, MultiSelect, Select, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { OrganisationUser } from "../../../api/generated/model/organisationUser.ts";
import type { RoleOption } from "../../../api/generated/model/roleOption.ts";
import type { SiteOption } from "../../../api/generated/model/siteOption.ts";
import { useFormSubmit } from "../../../components/form/use-form-submit.ts";
import { useRuleForm } from "../../../components/form/use-rule-form.ts";
import { translateValidation } from "../../../components/form/validation-text.ts";
import { VALIDATION_MESSAGES } from "#core/shared/validation/messages.ts";
import { fullName } from "./user-columns.tsx";
import type { UsersApi, UserSide } from "./users-api.ts";

interface Props {
  readonly side: UserSide;
  readonly api: UsersApi;
  /** The person being edited, or null to invite someone. */
  readonly user: OrganisationUser | null;
  readonly roles: readonly RoleOption[];
  readonly sites: readonly SiteOption[];
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

/**
 * Invite (POST /{side}/users) and edit (PUT /{side}/users/{id}) in one modal. Roles the caller cannot give
 * are shown but disabled; the server refuses them anyway. Providers choose sites or all sites.
 */
export const UserForm = ({ side, api, user, roles, sites, onClose, onSaved }: Props) => {
  const { t } = useTranslation();
  const inviting = user === null;
  const form = useRuleForm(
    {
      email: user?.email ?? "",
      firstName: user?.firstName ?? "",
      lastName: user?.lastName ?? "",
      phone: user?.phone ?? "",
      roleId: user?.roleId ?? "",
    },
    {
      email: inviting ? "required|email" : "",
      firstName: "required",
      lastName: "required",
      phone: "phoneNumber",
      roleId: "requiredSelect",
    },
  );
  const [allSites, setAllSites] = useState(user === null || user.siteIds === null);
  const [siteIds, setSiteIds] = useState<string[]>(user?.siteIds ?? []);
  const [sitesError, setSitesError] = useState<string | undefined>(undefined);

  const body = () => {
    const common = {
      firstName: form.values.firstName.trim(),
      lastName: form.values.lastName.trim(),
      phone: form.values.phone.trim() === "" ? null : form.values.phone.trim(),
      roleId: form.values.roleId,
      ...(side === "provider" ? { siteIds: allSites ? null : siteIds } : {}),
    };
    return common;
  };

  const { busy, onSubmit } = useFormSubmit({
    validate: () => {
      const valid = form.validate();
      const sitesMissing = side === "provider" && !allSites && siteIds.length === 0;
      setSitesError(sitesMissing ? translateValidation(VALIDATION_MESSAGES.required, t) : undefined);
      return valid && !sitesMissing;
    },
    send: () =>
      inviting ? api.invite({ ...body(), email: form.values.email.trim() }) : api.update(user.id, body()),
    success: () =>
      inviting
        ? t("users.invited", { email: form.values.email.trim().toLowerCase() })
        : t("users.saved", { name: `${form.values.firstName.trim()} ${form.values.lastName.trim()}` }),
    onSuccess: onSaved,
    onFieldErrors: (errors) => {
      if (errors.siteIds !== undefined) setSitesError(errors.siteIds);
      form.setServerErrors(errors);
    },
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={inviting ? t("users.inviteTitle") : t("users.editTitle", { name: fullName(user) })}
      centered
    >
      <form onSubmit={onSubmit} noValidate data-testid="user-form">
        <Stack>
          {inviting ? (
            <Text size="sm" c="dimmed">
              {t("users.inviteHint")}
            </Text>
          ) : null}
          <TextInput
            label={t("users.email")}
            type="email"
            autoComplete="off"
            disabled={!inviting}
            data-autofocus={inviting ? true : undefined}
            {...form.field("email")}
          />
          <Group grow align="flex-start">
            <TextInput label={t("users.firstName")} {...form.field("firstName")} />
            <TextInput label={t("users.lastName")} {...form.field("lastName")} />
          </Group>
          <TextInput label={t("users.phone")} type="tel" {...form.field("phone")} />
          <Select
            label={t("users.role")}
            data={roles.map((role) => ({
              value: role.id,
              label: role.assignable ? role.name : t("users.roleNotAssignable", { name: role.name }),
              disabled: !role.assignable && role.id !== user?.roleId,
            }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="user-role"
            {...form.field("roleId")}
          />
          {side === "provider" ? (
            <Stack gap="xs">
              <Checkbox
                label={t("users.allSites")}
                checked={allSites}
                onChange={(event) => setAllSites(event.currentTarget.checked)}
              />
              {allSites ? null : (
                <MultiSelect
                  label={t("users.sites")}
                  placeholder={t("users.chooseSites")}
                  data={sites.map((site) => ({ value: site.id, label: site.name }))}
                  value={siteIds}
                  onChange={(next) => {
                    setSiteIds(next);
                    setSitesError(undefined);
                  }}
                  searchable
                  withAsterisk
                  error={sitesError}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            </Stack>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("users.cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {inviting ? t("users.sendInvitation") : t("users.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
