import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput, Title } from "@mantine/core";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/api-error.ts";
import {
  isLoginAsRequired,
  requestToken,
  type LoginOption,
  type LoginRequest,
  type LoginUserType,
} from "../../api/auth-api.ts";
import { useRuleForm } from "../../components/form/use-rule-form.ts";
import { completeLogin } from "../../session/auth-actions.ts";
import { takeDeepLink } from "../../session/local-values.ts";
import { safeRedirect } from "../../session/redirect-target.ts";
import { useSsoLanding } from "./use-sso-landing.ts";
import { SsoSignInSection } from "./sso-sign-in-section.tsx";

// Only users with several memberships see the picker; its searchable dropdown loads when it is needed.
const LoginTypePicker = lazy(async () => ({
  default: (await import("../../shell/login-type-picker.tsx")).LoginTypePicker,
}));

/**
 * Sign-in: e-mail and password; a user with several memberships picks the login type and
 * organisation; a locked account is offered the unlock-by-code route. Errors show in the envelope's words and
 * go away as soon as either field is edited, since they speak about the values that were sent. The e-mail field
 * has the focus on arrival: signing in is the only thing to do here. Members of an organisation that signs in
 * through its own identity provider choose it under "Continue with single sign-on"; coming back from it, the
 * page redeems the ?sso= code and signs in, or shows why not.
 */
export const LoginPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useRuleForm({ email: "", password: "" }, { email: "required|email", password: "required" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; locked: boolean } | null>(null);
  const [options, setOptions] = useState<readonly LoginOption[] | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  useEffect(() => emailInput.current?.focus(), []);

  /** A field whose edits also clear the answer to the previous attempt. */
  const editable = (name: "email" | "password") => {
    const props = form.field(name);
    return {
      ...props,
      onChange: (event: Parameters<typeof props.onChange>[0]) => {
        setError(null);
        props.onChange(event);
      },
    };
  };

  const finish = (): void => {
    const redirect = safeRedirect(new URLSearchParams(location.search).get("redirect"));
    const target = redirect ?? safeRedirect(takeDeepLink()) ?? "/";
    navigate(target, { replace: true });
  };

  const attempt = async (request: LoginRequest): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      const answer = await requestToken(request);
      if (isLoginAsRequired(answer)) {
        setOptions(answer.options);
        return;
      }
      setOptions(null);
      await completeLogin(answer);
      finish();
    } catch (caught) {
      setError({
        message: caught instanceof Error ? caught.message : t("errors.unknown"),
        locked:
          isApiError(caught) &&
          (caught.status === 423 || caught.code === "AccountLocked" || caught.code === "LOCKED"),
      });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: React.FormEvent): void => {
    event.preventDefault();
    if (form.validate()) void attempt({ email: form.values.email.trim(), password: form.values.password });
  };

  const pick = (userType: LoginUserType, organizationId: string): void => {
    void attempt({
      email: form.values.email.trim(),
      password: form.values.password,
      login_as: userType,
      login_as_org_id: organizationId,
    });
  };

  const sso = useSsoLanding({
    onSignedIn: finish,
    onRefused: (message) => setError({ message, locked: false }),
  });

  const unlockLink = `/forgot-password?mode=unlock&email=${encodeURIComponent(form.values.email.trim())}`;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={1} size="h3" ta="center">
          {t("auth.signInTitle")}
        </Title>
        {error !== null ? (
          <Alert
            color="red"
            title={error.locked ? t("auth.lockedTitle") : undefined}
            role="alert"
            data-testid="login-error"
          >
            {error.message}
            {error.locked ? (
              <>
                {" "}
                <Anchor component={Link} to={unlockLink} data-testid="unlock-link">
                  {t("auth.unlockAccount")}
                </Anchor>
              </>
            ) : null}
          </Alert>
        ) : null}
        <TextInput
          ref={emailInput}
          label={t("auth.email")}
          type="email"
          autoComplete="username"
          {...editable("email")}
        />
        <PasswordInput label={t("auth.password")} autoComplete="current-password" {...editable("password")} />
        <Button type="submit" loading={busy || sso.finishing} fullWidth>
          {t("auth.signIn")}
        </Button>
        <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
          {t("auth.forgotPassword")}
        </Anchor>
        <SsoSignInSection busy={busy || sso.finishing} />
      </Stack>
      {options !== null ? (
        <Suspense fallback={null}>
          <LoginTypePicker
            opened
            options={options}
            loading={busy}
            onSubmit={pick}
            onCancel={() => setOptions(null)}
          />
        </Suspense>
      ) : null}
    </form>
  );
};
