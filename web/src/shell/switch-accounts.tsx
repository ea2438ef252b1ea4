import { useState } from "react";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isLoginAsRequired, requestToken, type LoginOption, type LoginUserType } from "../api/auth-api.ts";
import type { Membership } from "../api/me-api.ts";
import { completeLogin } from "../session/auth-actions.ts";
import { useSession } from "../session/session-store.ts";
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

/** Switch Accounts (doc 1 §2.8): confirm unsaved changes first, pick type and organisation, reload at the root. */
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
      // A failed save during a switch is only logged (doc 1 §8).
      await form.save().catch((error: unknown) => console.warn("save before switch failed", error));
    }
    setConfirmed(true);
  };

  const { me } = useSession();

  // The API issues a session for another membership only on a password sign-in, so the switch asks for it.
  const submit = async (userType: LoginUserType, organizationId: string, password: string): Promise<void> => {
    if (me === null) return;
    setLoading(true);
    try {
      const answer = await requestToken({
        email: me.email,
        password,
        login_as: userType,
        login_as_org_id: organizationId,
      });
      if (isLoginAsRequired(answer)) throw new Error(t("errors.unknown"));
      await completeLogin(answer);
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
          askPassword
          onSubmit={(userType, organizationId, password) => void submit(userType, organizationId, password)}
          onCancel={close}
        />
      ) : null}
    </>
  );
};
