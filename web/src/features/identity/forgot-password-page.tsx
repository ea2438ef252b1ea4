import { useEffect, useRef, useState } from "react";
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { requestUnlockCode, verifyUnlockCode } from "../../api/generated/auth/auth.ts";
import { useRuleForm } from "../../components/form/use-rule-form.ts";
import { RESEND_WAIT_SECONDS, useCountdown, waitAfterFailure } from "./resend-countdown.ts";

type Step = "email" | "code";

/**
 * Forgot password and unlock share one route (userlock sends a verification code by e-mail, userlockotp
 * checks it and returns a reset token); the reset page then sets the new password. `mode=unlock` only changes
 * the wording, for users arriving from the locked-account message. Each step has its own heading and
 * instructions, and one message at a time: the latest error, or else the notice that a code was sent.
 */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const unlock = params.get("mode") === "unlock";
  const form = useRuleForm({ email: params.get("email") ?? "", code: "" }, { email: "required|email" });
  const [step, setStep] = useState<Step>("email");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const resend = useCountdown();
  const emailInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => (step === "email" ? emailInput : codeInput).current?.focus(), [step]);

  const email = form.values.email.trim();

  const sendCode = async (noticeKey: "auth.codeSent" | "auth.codeResent"): Promise<void> => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await requestUnlockCode({ email });
      setStep("code");
      setNotice(t(noticeKey, { email }));
      resend.start(RESEND_WAIT_SECONDS);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t("errors.unknown"));
      resend.start(waitAfterFailure(caught));
    } finally {
      setBusy(false);
    }
  };

  const send = (event: React.FormEvent): void => {
    event.preventDefault();
    if (form.validate()) void sendCode("auth.codeSent");
  };

  const verify = (event: React.FormEvent): void => {
    event.preventDefault();
    const code = form.values.code.trim();
    if (code === "") {
      form.setServerErrors({ code: t("auth.codeMissing") });
      return;
    }
    setBusy(true);
    setError(null);
    void verifyUnlockCode({ email, code })
      .then(({ d }) => navigate("/reset-password", { state: { email, resetToken: d.reset_token } }))
      .catch((caught: unknown) => setError(caught instanceof Error ? caught.message : t("errors.unknown")))
      .finally(() => setBusy(false));
  };

  /** Edits answer the message about the values sent before, so it goes. */
  const editable = (name: "email" | "code") => {
    const props = form.field(name);
    return {
      ...props,
      onChange: (event: Parameters<typeof props.onChange>[0]) => {
        setError(null);
        props.onChange(event);
      },
    };
  };

  const message =
    error !== null ? (
      <Alert color="red" role="alert" data-testid="code-error">
        {error}
      </Alert>
    ) : notice !== null ? (
      <Alert color="blue" role="status" data-testid="code-sent">
        {notice}
      </Alert>
    ) : null;

  if (step === "code")
    return (
      <form onSubmit={verify} noValidate>
        <Stack>
          <Title order={1} size="h3" ta="center">
            {t("auth.codeTitle")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("auth.codeIntro", { email })}
          </Text>
          {message}
          <TextInput
            ref={codeInput}
            label={t("auth.code")}
            autoComplete="one-time-code"
            inputMode="numeric"
            {...editable("code")}
            withAsterisk
          />
          <Button type="submit" loading={busy} fullWidth>
            {t("auth.verifyCode")}
          </Button>
          <Group justify="space-between">
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={busy || resend.left > 0}
              onClick={() => void sendCode("auth.codeResent")}
              data-testid="resend-code"
            >
              {resend.left > 0 ? t("auth.resendIn", { count: resend.left }) : t("auth.resendCode")}
            </Button>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setError(null);
                setNotice(null);
                setStep("email");
              }}
            >
              {t("auth.otherEmail")}
            </Anchor>
          </Group>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t("auth.backToLogin")}
          </Anchor>
        </Stack>
      </form>
    );

  return (
    <form onSubmit={send} noValidate>
      <Stack>
        <Title order={1} size="h3" ta="center">
          {unlock ? t("auth.unlockTitle") : t("auth.forgotTitle")}
        </Title>
        <Text size="sm" c="dimmed">
          {unlock ? t("auth.unlockIntro") : t("auth.forgotIntro")}
        </Text>
        {message}
        <TextInput
          ref={emailInput}
          label={t("auth.email")}
          type="email"
          autoComplete="username"
          {...editable("email")}
        />
        <Button type="submit" loading={busy} disabled={resend.left > 0} fullWidth>
          {resend.left > 0 ? t("auth.sendIn", { count: resend.left }) : t("auth.sendCode")}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t("auth.backToLogin")}
        </Anchor>
      </Stack>
    </form>
  );
};
