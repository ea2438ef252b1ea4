import { useState } from "react";
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { requestUnlockCode, verifyUnlockCode } from "../../api/generated/auth/auth.ts";
import { useRuleForm } from "../../components/form/use-rule-form.ts";

/**
 * Forgot password and unlock share one route (userlock sends a one-time code by e-mail, userlockotp
 * checks it and returns a reset token); the reset page then sets the new password. `mode=unlock` only changes
 * the wording, for users arriving from the locked-account message.
 */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const unlock = params.get("mode") === "unlock";
  const form = useRuleForm({ email: params.get("email") ?? "", code: "" }, { email: "required|email" });
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t("errors.unknown"));
    } finally {
      setBusy(false);
    }
  };

  const email = form.values.email.trim();

  const send = (event: React.FormEvent): void => {
    event.preventDefault();
    if (!form.validate()) return;
    void run(async () => {
      await requestUnlockCode({ email });
      setCodeSent(true);
    });
  };

  const verify = (event: React.FormEvent): void => {
    event.preventDefault();
    const code = form.values.code.trim();
    if (code === "") return;
    void run(async () => {
      const { reset_token } = (await verifyUnlockCode({ email, code })).d;
      navigate("/reset-password", { state: { email, resetToken: reset_token } });
    });
  };

  return (
    <Stack>
      <Title order={1} size="h3" ta="center">
        {unlock ? t("auth.unlockTitle") : t("auth.forgotTitle")}
      </Title>
      <Text size="sm" c="dimmed">
        {unlock ? t("auth.unlockIntro") : t("auth.forgotIntro")}
      </Text>
      {error !== null ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      {!codeSent ? (
        <form onSubmit={send} noValidate>
          <Stack>
            <TextInput
              label={t("auth.email")}
              type="email"
              autoComplete="username"
              {...form.field("email")}
            />
            <Button type="submit" loading={busy} fullWidth>
              {t("auth.sendCode")}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={verify} noValidate>
          <Stack>
            <Alert color="blue" data-testid="code-sent">
              {t("auth.codeSent", { email })}
            </Alert>
            <TextInput
              label={t("auth.code")}
              autoComplete="one-time-code"
              inputMode="numeric"
              {...form.field("code")}
              withAsterisk
            />
            <Button type="submit" loading={busy} fullWidth>
              {t("auth.verifyCode")}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t("auth.backToLogin")}
      </Anchor>
    </Stack>
  );
};
