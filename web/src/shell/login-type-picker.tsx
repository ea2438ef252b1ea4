import { useState } from "react";
import { Button, Group, Modal, SegmentedControl, Select, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { LoginOption, LoginUserType } from "../api/auth-api.ts";
import { choosableTypes, onlyOrganization } from "./login-choices.ts";

interface Props {
  readonly opened: boolean;
  readonly options: readonly LoginOption[];
  readonly loading: boolean;
  readonly onSubmit: (userType: LoginUserType, organizationId: string) => void;
  readonly onCancel: () => void;
}

const TYPE_LABELS: Record<LoginUserType, string> = {
  NOTISPHERE: "auth.typeNotisphere",
  PROV: "auth.typeProvider",
  SUPP: "auth.typeSupplier",
};

/**
 * "Select type of login": only the types the person has (NotiSphere, Provider, Supplier); the last two reveal a
 * searchable organisation list, preselected when there is only one, and Sign in stays disabled until one is
 * chosen. The operator logs in as organisation "0".
 */
export const LoginTypePicker = ({ opened, options, loading, onSubmit, onCancel }: Props) => {
  const { t } = useTranslation();
  const types = choosableTypes(options);
  const [userType, setUserType] = useState<LoginUserType | null>(types[0] ?? null);
  const [organizationId, setOrganizationId] = useState<string | null>(() =>
    onlyOrganization(options, types[0] ?? null),
  );
  const organizations = options.find((option) => option.userType === userType)?.organizations ?? [];
  const needsOrganization = userType !== null && userType !== "NOTISPHERE";
  const ready = userType !== null && (!needsOrganization || organizationId !== null);

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t("auth.selectTypeTitle")}
      centered
      data-testid="login-type-picker"
    >
      <Stack>
        {types.length > 1 ? (
          <SegmentedControl
            fullWidth
            value={userType ?? ""}
            onChange={(value) => {
              const type = value as LoginUserType;
              setUserType(type);
              setOrganizationId(onlyOrganization(options, type));
            }}
            data={types.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))}
            data-testid="login-type"
          />
        ) : null}
        {needsOrganization ? (
          <Select
            label={userType === "PROV" ? t("auth.selectProvider") : t("auth.selectSupplier")}
            placeholder={t("auth.searchOrganization")}
            searchable
            nothingFoundMessage={t("auth.noRecordFound")}
            data={organizations.map((organization) => ({ value: organization.id, label: organization.name }))}
            value={organizationId}
            onChange={setOrganizationId}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("auth.cancel")}
          </Button>
          <Button
            disabled={!ready}
            loading={loading}
            onClick={() => {
              if (userType !== null) onSubmit(userType, needsOrganization ? (organizationId ?? "") : "0");
            }}
          >
            {t("auth.signIn")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
