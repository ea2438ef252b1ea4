import { Button, Card, Group, Modal, Select, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { IconSend, IconUserPlus } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  useListProviderNonVerifiedUsers,
  useListProviderRoleOptions,
  useSendToProviderNonVerifiedUsers,
} from "../../../api/generated/provider-contact-info/provider-contact-info.ts";
import type { NonVerifiedUser } from "../../../api/generated/model/nonVerifiedUser.ts";
import { useFormSubmit } from "../../../components/form/use-form-submit.ts";
import { useRuleForm } from "../../../components/form/use-rule-form.ts";
import { SimpleTable } from "../../../components/table/simple-table.tsx";
import { useTablePaging } from "../../../components/table/use-table-paging.ts";
import { notifyError, notifySuccess } from "../../../shell/notify.ts";
import { newRequestId, useContactInfoRefresh } from "./use-contact-info-refresh.ts";

/** Members still waiting to verify (server-paged), with Send again per person and Add a person. */
export const NonVerifiedPanel = ({ organizationId }: { organizationId: string }) => {
  const { t } = useTranslation();
  const paging = useTablePaging({ pageSize: 10 });
  const list = useListProviderNonVerifiedUsers({
    organizationId,
    pageNumber: String(paging.page),
    pageSize: String(paging.pageSize),
  });
  const [adding, setAdding] = useState(false);
  const refresh = useContactInfoRefresh(organizationId);
  const send = useSendToProviderNonVerifiedUsers({ mutation: { onSuccess: refresh } });

  const sendAgain = (user: NonVerifiedUser) => {
    send
      .mutateAsync({ data: { organizationId, requestId: newRequestId(), userIds: [user.userId] } })
      .then((answer) => notifySuccess(t("contactInfo.sent", { count: answer.d.sent })))
      .catch((error: unknown) => notifyError(error, t("contactInfo.couldNotSend")));
  };

  return (
    <Card withBorder padding="lg" component="section">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t("contactInfo.nonVerified")}
          </Title>
          <Button
            variant="default"
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            {t("contactInfo.addPerson")}
          </Button>
        </Group>
        <SimpleTable<NonVerifiedUser>
          label={t("contactInfo.nonVerified")}
          testId="non-verified"
          columns={[
            { key: "name", header: t("contactInfo.name"), render: (u) => `${u.firstName} ${u.lastName}` },
            { key: "email", header: t("contactInfo.email") },
            { key: "roleName", header: t("contactInfo.roleColumn") },
            {
              key: "status",
              header: t("contactInfo.status"),
              render: (u) => t(`status.organizationUser.${u.status}`),
            },
            { key: "timesSent", header: t("contactInfo.timesSent") },
            {
              key: "lastSentAt",
              header: t("contactInfo.lastSent"),
              render: (u) =>
                u.lastSentAt ? dayjs(u.lastSentAt).format("MM/DD/YYYY HH:mm") : t("contactInfo.never"),
            },
            {
              key: "actions",
              header: t("list.actions"),
              render: (u) => (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconSend size={14} aria-hidden />}
                  aria-label={t("contactInfo.sendAgainTo", { name: `${u.firstName} ${u.lastName}` })}
                  onClick={() => sendAgain(u)}
                >
                  {t("contactInfo.sendAgain")}
                </Button>
              ),
            },
          ]}
          rows={list.data?.d.items ?? []}
          total={list.data?.d.total ?? 0}
          loading={list.isFetching}
          error={list.error}
          onRetry={() => void list.refetch()}
          rowKey={(u) => u.userId}
          {...paging.tableProps}
        />
      </Stack>
      {adding ? <AddPersonForm organizationId={organizationId} onClose={() => setAdding(false)} /> : null}
    </Card>
  );
};

const AddPersonForm = ({ organizationId, onClose }: { organizationId: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const roles = useListProviderRoleOptions({ organization_id: organizationId });
  const form = useRuleForm(
    { firstName: "", lastName: "", email: "", phone: "", title: "", roleId: "" },
    {
      firstName: "required",
      lastName: "required",
      email: "required|email",
      phone: "phoneNumber",
      roleId: "requiredSelect",
    },
  );
  const requestId = useRef(newRequestId());
  const refresh = useContactInfoRefresh(organizationId);
  const send = useSendToProviderNonVerifiedUsers({ mutation: { onSuccess: refresh } });
  const { busy, onSubmit } = useFormSubmit({
    validate: form.validate,
    send: () => {
      const v = form.values;
      return send.mutateAsync({
        data: {
          organizationId,
          requestId: requestId.current,
          newUser: {
            firstName: v.firstName,
            lastName: v.lastName,
            email: v.email,
            phone: v.phone.trim() === "" ? null : v.phone,
            title: v.title.trim() === "" ? null : v.title,
          },
          roleId: v.roleId,
        },
      });
    },
    success: (answer) => t("contactInfo.sent", { count: answer.d.sent }),
    onSuccess: onClose,
    onFieldErrors: (errors) =>
      form.setServerErrors(
        Object.fromEntries(
          Object.entries(errors).map(([key, value]) => [key.replace(/^newUser\./, ""), value]),
        ),
      ),
  });
  return (
    <Modal opened onClose={onClose} title={t("contactInfo.addPersonTitle")} centered size="lg">
      <form onSubmit={onSubmit} noValidate data-testid="add-person-form">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t("contactInfo.firstName")} data-autofocus {...form.field("firstName")} />
            <TextInput label={t("contactInfo.lastName")} {...form.field("lastName")} />
            <TextInput label={t("contactInfo.email")} type="email" {...form.field("email")} />
            <TextInput label={t("contactInfo.phone")} type="tel" {...form.field("phone")} />
            <TextInput label={t("contactInfo.title")} {...form.field("title")} />
            <Select
              label={t("contactInfo.role")}
              data={(roles.data?.d ?? []).map((role) => ({ value: role.id, label: role.name }))}
              comboboxProps={{ withinPortal: true }}
              {...form.field("roleId")}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("providers.cancel")}
            </Button>
            <Button type="submit" loading={busy} leftSection={<IconSend size={16} aria-hidden />}>
              {t("contactInfo.send")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
