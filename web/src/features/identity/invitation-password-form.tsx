import { useEffect, useState } from "react";
import { Alert, Button, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { acceptInvitation } from "../../api/generated/auth/auth.ts";
import { useRuleForm } from "../../components/form/use-rule-form.ts";

export interface Invitation {
  readonly email: string;
  readonly token: string;
}

/**
 * The invitation e-mail's link (/reset-password?invitation=…&email=…): the token and e-mail are moved from the
 * address bar into history state at once, so they do not stay in the address, the history list or a bookmark.
 */
export const useInvitationFromAddress = (): Invitation | undefined => {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress =
    params.get("invitation") && params.get("email")
      ? { email: params.get("email") as string, token: params.get("invitation") as string }
      : undefined;
  useEffect(() => {
    if (fromAddress)
      navigate(location.pathname, {
        replace: true,
        state: { invitationEmail: fromAddress.email, invitationToken: fromAddress.token },
      });
  }, [fromAddress?.token]); // eslint-disable-line react-hooks/exhaustive-deps
  const state = (location.state ?? {}) as { invitationEmail?: string; invitationToken?: string };
  if (fromAddress) return fromAddress;
  return state.invitationEmail && state.invitationToken
    ? { email: state.invitationEmail, token: state.invitationToken }
    : undefined;
};

/** "Set your password" for an invited person (POST /auth/invitation/accept); the link works once. */
export const InvitationPasswordForm = ({ email, token }: Invitation) => {
  const { t } = useTranslation();
  const form = useRuleForm(
    { password: "", confirm_password: "" },
    { password: "required|verify_password", confirm_password: "required|confirmed:password" },
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (event: React.FormEvent): Promise<void> => {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    setError(null);
    try {
      await acceptInvitation({
        email,
        token,
        password: form.values.password,
        confirm_password: form.values.confirm_password,
      });
      setDone(true);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t("errors.unknown"));
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <Stack align="center">
        <Title order={1} size="h3">
          {t("invitation.title")}
        </Title>
        <Text ta="center" data-testid="invitation-done">
          {t("invitation.done")}
        </Text>
        <Button component={Link} to="/login" state={{ email }}>
          {t("auth.backToLogin")}
        </Button>
      </Stack>
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="invitation-form">
      <Stack>
        <Title order={1} size="h3" ta="center">
          {t("invitation.title")}
        </Title>
        <Text size="sm" ta="center">
          {t("invitation.intro", { email })}
        </Text>
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
          {t("invitation.save")}
        </Button>
      </Stack>
    </form>
  );
};
