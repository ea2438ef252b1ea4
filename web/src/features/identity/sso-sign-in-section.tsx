import { useEffect, useState } from "react";
import { Button, Divider, Select, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { getStartSsoUrl, listSsoOrganizations } from "../../api/generated/auth/auth.ts";
import type { SsoOrganization } from "../../api/generated/model/ssoOrganization.ts";
import { API_BASE } from "../../api/fetcher.ts";

/**
 * The sign-in page's single sign-on: the organisations that sign in through their own identity provider, and
 * a button that sends the browser to the portal's start (which redirects to the provider). Hidden when no
 * organisation offers it; the password form stays for everyone else.
 */
export const SsoSignInSection = ({ busy }: { busy: boolean }) => {
  const { t } = useTranslation();
  // A plain call: the sign-in page's layout has no query client (it stays out of the first download).
  const [list, setList] = useState<readonly SsoOrganization[]>([]);
  useEffect(() => {
    let current = true;
    listSsoOrganizations().then(
      (answer) => current && setList(answer.d),
      // Without the list the page simply offers the password form.
      (error: unknown) => console.warn("SSO organisations unavailable", error),
    );
    return () => {
      current = false;
    };
  }, []);
  const [chosen, setChosen] = useState<string | null>(null);
  if (list.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="sso-section">
      <Divider label={t("sso.or")} labelPosition="center" />
      <Text size="sm" c="dimmed">
        {t("sso.signInHint")}
      </Text>
      <Select
        label={t("sso.organization")}
        placeholder={t("sso.organizationPlaceholder")}
        data={list.map((o) => ({ value: o.id, label: o.name }))}
        value={chosen}
        onChange={setChosen}
        searchable
        comboboxProps={{ withinPortal: true }}
        data-testid="sso-organization"
      />
      <Button
        variant="light"
        fullWidth
        disabled={chosen === null || busy}
        // A navigation, not a fetch: the portal answers with a redirect to the provider and sets its cookie.
        onClick={() => chosen !== null && window.location.assign(`${API_BASE}${getStartSsoUrl(chosen)}`)}
        data-testid="sso-sign-in"
      >
        {t("sso.signIn")}
      </Button>
    </Stack>
  );
};
