import { useEffect } from "react";
import { Button, Card, Group, Stack, TextInput } from "@mantine/core";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { getMe, useUpdateMe } from "../../api/generated/profile/profile.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { useFormSubmit } from "../../components/form/use-form-submit.ts";
import { useRuleForm } from "../../components/form/use-rule-form.ts";
import { setMe, useSession } from "../../session/session-store.ts";
import { useUnsavedChanges } from "../../shell/unsaved-changes.ts";
import { ChangePasswordCard } from "./change-password-card.tsx";

/** /account/edit: name and phone, plus the change-password card. */
export const AccountEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me } = useSession();
  const form = useRuleForm(
    { first_name: me?.first_name ?? "", last_name: me?.last_name ?? "", phone: me?.phone ?? "" },
    { first_name: "required", last_name: "required", phone: "phoneNumber" },
  );
  const updateMe = useUpdateMe();
  const { reset } = form;
  const loaded = me !== null;

  useEffect(() => {
    if (me !== null) reset({ first_name: me.first_name, last_name: me.last_name, phone: me.phone ?? "" });
    // Only when the profile first arrives; later edits must not be overwritten.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  const save = async (): Promise<void> => {
    await updateMe.mutateAsync({ data: { ...form.values } });
    // The session store holds the profile the header and the guards read; it takes the saved one.
    setMe((await getMe()).d);
    form.reset(form.values);
  };
  useUnsavedChanges(form.dirty, save);

  const { busy, onSubmit } = useFormSubmit({
    validate: form.validate,
    send: save,
    success: () => t("account.saved"),
    onSuccess: () => navigate("/account"),
    onFieldErrors: form.setServerErrors,
  });

  return (
    <>
      <PageHeader title={t("account.edit")} />
      <Stack maw={720}>
        <Card withBorder component="form" onSubmit={onSubmit} noValidate>
          <Stack>
            <Group grow align="flex-start">
              <TextInput label={t("account.firstName")} {...form.field("first_name")} />
              <TextInput label={t("account.lastName")} {...form.field("last_name")} />
            </Group>
            <TextInput label={t("account.phone")} type="tel" {...form.field("phone")} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => navigate("/account")}>
                {t("account.cancel")}
              </Button>
              <Button type="submit" loading={busy}>
                {t("account.save")}
              </Button>
            </Group>
          </Stack>
        </Card>
        <ChangePasswordCard />
      </Stack>
    </>
  );
};
