import { useState } from "react";
import { Alert, Anchor, Button, PasswordInput, Stack, Title } from "@mantine/core";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { restoreUser } from "../../api/generated/auth/auth.ts";
import { useRuleForm } from "../../components/form/use-rule-form.ts";
import { InvitationPasswordForm, useInvitationFromAddress } from "./invitation-password-form.tsx";

interface ResetState {
  readonly email?: string;
  readonly resetToken?: string;
}

/** The invitation e-mail's link opens this page too: then it is "Set your password" for the first time. */
export const ResetPasswordPage = () => {
  const invitation = useInvitationFromAddress();
  return invitation ? <InvitationPasswordForm {...invitation} /> : <ResetPasswordForm />;
};

/**
 * Sets the new password with the reset token from the verified code (POST /auth/restoreuser), which also
 * unlocks the account. The token travels in history state, not the address bar, so it never lands in logs.
 */
const ResetPasswordForm = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as ResetState;
  const form = useRuleForm(
    { password: "", confirm_password: "" },
    { password: "required|verify_password", confirm_password: "required|confirmed:password" },
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!state.email || !state.resetToken) {
    return (
      <Stack>
        <Title order={1} size="h3" ta="center">
          {t("auth.resetTitle")}
        </Title>
        <Alert color="yellow">{t("auth.resetMissing")}</Alert>
        <Anchor component={Link} to="/forgot-password" ta="center">
          {t("auth.forgotTitle")}
        </Anchor>
      </Stack>
    );
  }
  const { email, resetToken } = state;

  const submit = async (event: React.FormEvent): Promise<void> => {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    setError(null);
    try {
      await restoreUser({ email, reset_token: resetToken, password: form.values.password });
      navigate("/success?type=password", { replace: true });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t("errors.unknown"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Title order={1} size="h3" ta="center">
          {t("auth.resetTitle")}
        </Title>
        {error !== null ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <PasswordInput
          label={t("auth.newPassword")}
          autoComplete="new-password"
          {...form.field("password")}
        />
        <PasswordInput
          label={t("auth.confirmPassword")}
          autoComplete="new-password"
          {...form.field("confirm_password")}
        />
        <Button type="submit" loading={busy} fullWidth>
          {t("auth.savePassword")}
        </Button>
      </Stack>
    </form>
  );
};
