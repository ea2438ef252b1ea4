import { Button, Card, Group, PasswordInput, Stack, Title } from "@mantine/core";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { logout } from "../../session/auth-actions.ts";
import { useChangeMyPassword } from "../../api/generated/profile/profile.ts";
import { useFormSubmit } from "../../components/form/use-form-submit.ts";
import { useRuleForm } from "../../components/form/use-rule-form.ts";

const EMPTY = { old_password: "", password: "", confirm_password: "" };

/** PUT /me/change-password with the spec's password rule and confirmation. */
export const ChangePasswordCard = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useRuleForm(EMPTY, {
    old_password: "required",
    password: "required|verify_password",
    confirm_password: "required|confirmed:password",
  });
  const changePassword = useChangeMyPassword();

  const { busy, onSubmit } = useFormSubmit({
    validate: form.validate,
    send: () => changePassword.mutateAsync({ data: { ...form.values } }),
    success: () => t("account.passwordChanged"),
    onSuccess: async () => {
      form.reset(EMPTY);
      // The server ends every session of the user on a password change, so sign in again.
      await logout();
      navigate("/login", { replace: true });
    },
    onFieldErrors: form.setServerErrors,
  });

  return (
    <Card withBorder component="form" onSubmit={onSubmit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          {t("account.changePassword")}
        </Title>
        <PasswordInput
          label={t("account.oldPassword")}
          autoComplete="current-password"
          {...form.field("old_password")}
        />
        <PasswordInput
          label={t("account.newPassword")}
          autoComplete="new-password"
          {...form.field("password")}
        />
        <PasswordInput
          label={t("account.confirmPassword")}
          autoComplete="new-password"
          {...form.field("confirm_password")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t("account.changePassword")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};
