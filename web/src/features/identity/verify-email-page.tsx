import { useEffect, useRef, useState } from "react";
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { verifyUserEmail } from "../../api/generated/auth/auth.ts";
import { isValidEmail } from "#core/shared/validation/rules.ts";
import { useRuleForm } from "../../components/form/use-rule-form.ts";
import { RESEND_WAIT_SECONDS, useCountdown, waitAfterFailure } from "./resend-countdown.ts";

/**
 * /verify-email: the e-mail's link (`?email=…&code=…`) verifies at once; without them the person types the
 * address and the code. "Resend code" mails a new code and then waits, like the forgot-password flow. After
 * verification the person is told that an administrator approves the registration before sign-in works.
 */
export const VerifyEmailPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const form = useRuleForm(
    { email: params.get("email") ?? "", code: params.get("code") ?? "" },
    { email: "required|email", code: "required" },
  );
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const resend = useCountdown();
  const fromLink = useRef(Boolean(params.get("email") && params.get("code")));

  const verify = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await verifyUserEmail({ email: form.values.email.trim(), verification_code: form.values.code.trim() });
      setVerified(true);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t("errors.unknown"));
    } finally {
      setBusy(false);
    }
  };

  // The link from the e-mail verifies once, on arrival.
  useEffect(() => {
    if (!fromLink.current) return;
    fromLink.current = false;
    void verify();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the link's values
  }, []);

  const resendCode = async (): Promise<void> => {
    const email = form.values.email.trim();
    if (!isValidEmail(email)) {
      form.setServerErrors({ email: t("registration.emailForResend") });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await verifyUserEmail({ email, resend: true });
      setNotice(t("registration.codeResent", { email }));
      resend.start(RESEND_WAIT_SECONDS);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t("errors.unknown"));
      resend.start(waitAfterFailure(caught));
    } finally {
      setBusy(false);
    }
  };

  if (verified)
    return (
      <Stack align="center">
        <Title order={1} size="h3">
          {t("registration.verifiedTitle")}
        </Title>
        <Alert color="green" role="status" w="100%" data-testid="email-verified">
          {t("registration.verified")}
        </Alert>
        <Button component={Link} to="/login">
          {t("auth.backToLogin")}
        </Button>
      </Stack>
    );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (form.validate()) void verify();
      }}
      noValidate
    >
      <Stack>
        <Title order={1} size="h3" ta="center">
          {t("registration.verifyTitle")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("registration.verifyIntro")}
        </Text>
        {error !== null ? (
          <Alert color="red" role="alert" data-testid="verify-error">
            {error}
          </Alert>
        ) : notice !== null ? (
          <Alert color="blue" role="status" data-testid="code-sent">
            {notice}
          </Alert>
        ) : null}
        <TextInput label={t("auth.email")} type="email" autoComplete="email" {...form.field("email")} />
        <TextInput
          label={t("auth.code")}
          autoComplete="one-time-code"
          inputMode="numeric"
          {...form.field("code")}
        />
        <Button type="submit" loading={busy} fullWidth>
          {t("registration.verify")}
        </Button>
        <Group justify="space-between">
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={busy || resend.left > 0}
            onClick={() => void resendCode()}
            data-testid="resend-code"
          >
            {resend.left > 0 ? t("auth.resendIn", { count: resend.left }) : t("auth.resendCode")}
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            {t("auth.backToLogin")}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
};
