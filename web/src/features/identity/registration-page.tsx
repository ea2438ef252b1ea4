import {
  Alert,
  Anchor,
  Button,
  Group,
  Image,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/api-error.ts";
import { getOrganizationByLink, signUpUser } from "../../api/generated/auth/auth.ts";
import type { PublicOrganization } from "../../api/generated/model/index.ts";
import { useRuleForm } from "../../components/form/use-rule-form.ts";
import { PageLoading } from "../../components/page-loading.tsx";

/**
 * /registration/:name: self-registration through an organisation's link (`:name` is the link's token). The
 * organisation is shown first (name and logo), so the person sees whom they join; a wrong, replaced, expired
 * or turned-off link shows the server's one message and no form. The password follows the rules of the reset
 * flow; the phone is optional.
 */
type LinkState =
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly organization: PublicOrganization }
  | { readonly kind: "refused"; readonly error: unknown };

/** The link's organisation; the public layout has no query cache, and the page reads it once. */
const useLinkOrganization = (token: string): LinkState => {
  const [state, setState] = useState<LinkState>({ kind: "loading" });
  useEffect(() => {
    let current = true;
    setState({ kind: "loading" });
    getOrganizationByLink({ selfregistrationlink: token })
      .then((answer) => current && setState({ kind: "ready", organization: answer.d }))
      .catch((error: unknown) => current && setState({ kind: "refused", error }));
    return () => {
      current = false;
    };
  }, [token]);
  return state;
};

export const RegistrationPage = () => {
  const { t } = useTranslation();
  const token = useParams().name ?? "";
  const organization = useLinkOrganization(token);

  if (organization.kind === "loading") return <PageLoading />;
  if (organization.kind === "refused")
    return (
      <Stack>
        <Title order={1} size="h3" ta="center">
          {t("registration.invalidTitle")}
        </Title>
        <Alert color="red" role="alert" data-testid="registration-link-error">
          {organization.error instanceof Error ? organization.error.message : t("errors.unknown")}
        </Alert>
        <Anchor component={Link} to="/login" ta="center">
          {t("auth.backToLogin")}
        </Anchor>
      </Stack>
    );
  return <RegistrationForm token={token} organization={organization.organization} />;
};

const RegistrationForm = ({ token, organization }: { token: string; organization: PublicOrganization }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useRuleForm(
    { first_name: "", last_name: "", email: "", phone_number: "", password: "", confirm_password: "" },
    {
      first_name: "required",
      last_name: "required",
      email: "required|email",
      phone_number: "phoneNumber",
      password: "required|verify_password",
      confirm_password: "required|confirmed:password",
    },
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent): Promise<void> => {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    setError(null);
    const { values } = form;
    try {
      const answer = await signUpUser({
        selfregistrationlink: token,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        phone_number: values.phone_number.trim() || null,
        password: values.password,
        confirm_password: values.confirm_password,
      });
      navigate(`/success-signup?email=${encodeURIComponent(answer.d.email)}`, { replace: true });
    } catch (caught) {
      if (isApiError(caught) && caught.fieldErrors) form.setServerErrors(caught.fieldErrors);
      setError(caught instanceof Error ? caught.message : t("errors.unknown"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Stack gap={4} align="center">
          {organization.logo ? (
            <Image src={organization.logo} alt={organization.name} h={48} w="auto" fit="contain" />
          ) : null}
          <Title order={1} size="h3" ta="center" data-testid="registration-organization">
            {t("registration.title", { organization: organization.name })}
          </Title>
          <Text size="sm" c="dimmed" ta="center">
            {t("registration.intro")}
          </Text>
        </Stack>
        {error !== null ? (
          <Alert color="red" role="alert" data-testid="registration-error">
            {error}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t("registration.firstName")}
            autoComplete="given-name"
            {...form.field("first_name")}
          />
          <TextInput
            label={t("registration.lastName")}
            autoComplete="family-name"
            {...form.field("last_name")}
          />
        </SimpleGrid>
        <TextInput label={t("auth.email")} type="email" autoComplete="email" {...form.field("email")} />
        <TextInput
          label={t("registration.phone")}
          description={t("registration.phoneHint")}
          type="tel"
          autoComplete="tel"
          {...form.field("phone_number")}
        />
        <PasswordInput
          label={t("auth.password")}
          description={t("registration.passwordHint")}
          autoComplete="new-password"
          {...form.field("password")}
        />
        <PasswordInput
          label={t("auth.confirmPassword")}
          autoComplete="new-password"
          {...form.field("confirm_password")}
        />
        <Button type="submit" loading={busy} fullWidth>
          {t("registration.submit")}
        </Button>
        <Group justify="center">
          <Anchor component={Link} to="/login" size="sm">
            {t("registration.haveAccount")}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
};
