import { Alert, Stack, Text, Title } from "@mantine/core";
import { useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { RequestAccessButtons } from "../../shell/request-access-buttons.tsx";
import { useRequestAccess } from "../../shell/use-request-access.ts";

/**
 * The public access-denied page the landing rule sends to while the denied marker is stored. A signed-in
 * provider can still request access to the notice from here, and reads here whom the request went to; anyone
 * else leaves with Ok.
 */
export const AccessDeniedPage = () => {
  const { t } = useTranslation();
  const params = useParams();
  const access = useRequestAccess(
    { id: params.id, providerCommunicationId: params.providerCommunicationId },
    { leaveTo: "/login" },
  );
  return (
    <Stack align="flex-start">
      <Title order={1} size="h2">
        {t("routes.providerProductDisruptionAccessdenied")}
      </Title>
      <Text>{access.deniedText ?? t("shell.accessDeniedText")}</Text>
      {access.requestHint === null ? null : <Text>{access.requestHint}</Text>}
      {access.sentText === null ? null : (
        <Alert color="green" role="status" data-testid="request-sent">
          {access.sentText}
        </Alert>
      )}
      <RequestAccessButtons access={access} leaveLabel={t("shell.ok")} justify="flex-start" />
    </Stack>
  );
};
