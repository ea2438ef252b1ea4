import { Badge, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SiteMember } from "../../api/generated/model/siteMember.ts";

/** A member as the site screens show them: name, e-mail and role, marked verified or with their status. */
export const MemberLabel = ({ member }: { readonly member: SiteMember }) => {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={500}>
        {member.firstName} {member.lastName}
      </Text>
      <Text size="xs" c="dimmed">
        {member.email} · {member.roleName}
      </Text>
      {member.verified ? (
        <Badge color="teal" variant="light" size="sm">
          {t("sites.verified")}
        </Badge>
      ) : (
        <Badge color="gray" variant="light" size="sm">
          {t("sites.status", { status: member.status })}
        </Badge>
      )}
      {member.allSites ? (
        <Badge color="blue" variant="outline" size="sm">
          {t("sites.allSites")}
        </Badge>
      ) : null}
    </Group>
  );
};
