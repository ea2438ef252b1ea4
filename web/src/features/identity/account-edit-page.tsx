import { useEffect, useState } from "react";
import { Button, Card, Group, Stack, TextInput } from "@mantine/core";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/api-error.ts";
import { fetchMe, updateMe } from "../../api/me-api.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { useRuleForm } from "../../components/form/use-rule-form.ts";
import { setMe, useSession } from "../../session/session-store.ts";
import { notifyError, notifySuccess } from "../../shell/notify.ts";
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
  const [busy, setBusy] = useState(false);
  const { reset } = form;
  const loaded = me !== null;

  useEffect(() => {
    if (me !== null) reset({ first_name: me.first_name, last_name: me.last_name, phone: me.phone ?? "" });
    // Only when the profile first arrives; later edits must not be overwritten.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  const save = async (): Promise<void> => {
    await updateMe({ ...form.values });
    setMe(await fetchMe());
    form.reset(form.values);
  };
  useUnsavedChanges(form.dirty, save);

  const submit = async (event: React.FormEvent): Promise<void> => {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    try {
      await save();
      notifySuccess(t("account.saved"));
      navigate("/account");
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) form.setServerErrors(error.fieldErrors);
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={t("account.edit")} />
      <Stack maw={720}>
        <Card withBorder component="form" onSubmit={(event) => void submit(event)} noValidate>
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
