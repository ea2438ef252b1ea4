import { useState } from "react";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { switchAccountToken, type LoginOption, type LoginUserType } from "../api/auth-api.ts";
import type { ProfileMembershipsItem as Membership } from "../api/generated/model/profileMembershipsItem.ts";
import { completeLogin } from "../session/auth-actions.ts";
import { getTokens } from "../session/token-store.ts";
import { LoginTypePicker } from "./login-type-picker.tsx";
import { notifyError } from "./notify.ts";
import { dirtyForms } from "./unsaved-changes.ts";

/** The picker's options from the user's memberships, one entry per user type. */
export const optionsFromMemberships = (memberships: readonly Membership[]): LoginOption[] => {
  const byType = new Map<LoginUserType, Array<{ id: string; name: string }>>();
  for (const membership of memberships) {
    const list = byType.get(membership.userType) ?? [];
    list.push({ id: membership.organizationId, name: membership.organizationName });
    byType.set(membership.userType, list);
  }
  return [...byType].map(([userType, organizations]) => ({ userType, organizations }));
};

interface Props {
  readonly opened: boolean;
  readonly memberships: readonly Membership[];
  readonly onClose: () => void;
}

/** Switch Accounts: confirm unsaved changes first, pick type and organisation, reload at the root. */
export const SwitchAccounts = ({ opened, memberships, onClose }: Props) => {
  const { t } = useTranslation();
  const [confirmed, setConfirmed] = useState(false);
  const [loading, setLoading] = useState(false);
  const dirty = opened && !confirmed && dirtyForms().length > 0;

  const close = (): void => {
    setConfirmed(false);
    onClose();
  };

  const saveAll = async (): Promise<void> => {
    for (const form of dirtyForms()) {
      // A failed save during a switch is only logged.
      await form.save().catch((error: unknown) => console.warn("save before switch failed", error));
    }
    setConfirmed(true);
  };

  // The server trades the current refresh token for the chosen membership's tokens: no second password.
  const submit = async (userType: LoginUserType, organizationId: string): Promise<void> => {
    const tokens = getTokens();
    if (tokens === null) return;
    setLoading(true);
    try {
      await completeLogin(await switchAccountToken(tokens.refresh_token, userType, organizationId));
      // The app reloads at the root so every screen and cache starts from the new account.
      window.location.assign("/");
    } catch (error) {
      notifyError(error);
      setLoading(false);
    }
  };

  return (
    <>
      <Modal opened={dirty} onClose={close} title={t("shell.unsavedTitle")} centered>
        <Text mb="md">{t("shell.unsavedText")}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmed(true)}>
            {t("shell.leave")}
          </Button>
          <Button onClick={() => void saveAll()}>{t("shell.save")}</Button>
        </Group>
      </Modal>
      {opened && !dirty ? (
        <LoginTypePicker
          opened
          options={optionsFromMemberships(memberships)}
          loading={loading}
          onSubmit={(userType, organizationId) => void submit(userType, organizationId)}
          onCancel={close}
        />
      ) : null}
    </>
  );
};
