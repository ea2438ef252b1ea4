import { useState } from "react";
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { confirmDialog } from "../../../components/dialogs/dialog-store.ts";
import { notifyError, notifySuccess } from "../../../shell/notify.ts";
import { registrationApi, type RegistrationSide } from "./registration-api.ts";

/**
 * The organisation's self-registration link: copy it, create or rotate it (the old link stops working, so
 * rotating asks first), optionally with an expiry, or turn it off.
 */
export const RegistrationLinkCard = ({ side }: { readonly side: RegistrationSide }) => {
  const { t } = useTranslation();
  const api = registrationApi(side);
  const queryClient = useQueryClient();
  const link = useQuery({ queryKey: api.linkKey, queryFn: async () => (await api.getLink()).d });
  const [days, setDays] = useState<number | string>("");
  const [busy, setBusy] = useState(false);
  const current = link.data;

  const change = async (action: "create" | "off"): Promise<void> => {
    if (current?.enabled) {
      const confirmed = await confirmDialog(
        action === "create"
          ? {
              title: t("registrations.rotateTitle"),
              message: t("registrations.rotateText"),
              confirmLabel: t("registrations.rotate"),
              danger: true,
            }
          : {
              title: t("registrations.turnOffTitle"),
              message: t("registrations.turnOffText"),
              confirmLabel: t("registrations.turnOff"),
              danger: true,
            },
      );
      if (!confirmed) return;
    }
    setBusy(true);
    try {
      const expiresInDays = typeof days === "number" ? days : undefined;
      const answer = action === "create" ? await api.createLink({ expiresInDays }) : await api.turnOff();
      queryClient.setQueryData(api.linkKey, answer.d);
      notifySuccess(action === "create" ? t("registrations.created") : t("registrations.turnedOff"));
    } catch (error) {
      notifyError(error, t("registrations.couldNotChange"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder padding="md" data-testid="registration-link-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t("registrations.linkTitle")}
          </Title>
          {current ? (
            <Badge color={current.enabled && !current.expired ? "teal" : "gray"} variant="light">
              {current.enabled
                ? current.expired
                  ? t("registrations.expired")
                  : t("registrations.on")
                : t("registrations.off")}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t("registrations.linkIntro")}
        </Text>
        {current?.enabled && current.url ? (
          <Group gap="xs" wrap="nowrap" align="end">
            <TextInput
              label={t("registrations.link")}
              value={current.url}
              readOnly
              style={{ flex: 1, minWidth: 0 }}
              data-testid="registration-link-url"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={current.url}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t("registrations.copied") : t("registrations.copy")}>
                  <ActionIcon
                    variant="light"
                    size="lg"
                    onClick={copy}
                    aria-label={t("registrations.copy")}
                    color={copied ? "teal" : undefined}
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        ) : null}
        {current?.enabled ? (
          <Text size="sm" data-testid="registration-link-expiry">
            {current.expiresAt
              ? t(current.expired ? "registrations.expiredOn" : "registrations.expiresOn", {
                  date: dayjs(current.expiresAt).format("MM/DD/YYYY HH:mm"),
                })
              : t("registrations.noExpiry")}
          </Text>
        ) : null}
        <Group align="end" wrap="wrap">
          <NumberInput
            label={t("registrations.expiresInDays")}
            description={t("registrations.expiresInDaysHint")}
            min={1}
            max={365}
            allowDecimal={false}
            value={days}
            onChange={setDays}
            w={220}
          />
          <Button loading={busy} onClick={() => void change("create")} data-testid="registration-link-create">
            {current?.enabled ? t("registrations.rotate") : t("registrations.create")}
          </Button>
          {current?.enabled ? (
            <Button variant="default" color="red" disabled={busy} onClick={() => void change("off")}>
              {t("registrations.turnOff")}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
};
