import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PermissionGroup } from "../../../api/generated/model/permissionGroup.ts";

interface Props {
  readonly groups: readonly PermissionGroup[];
  readonly chosen: ReadonlySet<string>;
  readonly onChange: (next: ReadonlySet<string>) => void;
  readonly readOnly: boolean;
}

/**
 * The permission catalogue as checkbox groups, one per context, each with a "select all" box that shows
 * whether none, some or all of its permissions are chosen. Labels are the texts of this language, falling
 * back on the server's English label for a permission the texts do not know yet.
 */
export const PermissionChecklist = ({ groups, chosen, onChange, readOnly }: Props) => {
  const { t } = useTranslation();
  const toggle = (names: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const name of names) {
      if (on) next.add(name);
      else next.delete(name);
    }
    onChange(next);
  };
  return (
    <Stack gap="sm">
      {groups.map((group) => {
        const names = group.permissions.map((p) => p.name);
        const held = names.filter((name) => chosen.has(name)).length;
        const groupLabel = t(`roles.group.${group.key}`, { defaultValue: group.label });
        return (
          <Fieldset key={group.key} legend={groupLabel} data-testid={`permission-group-${group.key}`}>
            <Stack gap={6}>
              <Checkbox
                label={
                  <Text size="sm" fw={600}>
                    {t("roles.selectAll", { group: groupLabel })}{" "}
                    <Text span size="xs" c="gray.7">
                      ({t("roles.chosen", { count: held, total: names.length })})
                    </Text>
                  </Text>
                }
                checked={held === names.length}
                indeterminate={held > 0 && held < names.length}
                disabled={readOnly}
                onChange={(event) => toggle(names, event.currentTarget.checked)}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} pl="lg">
                {group.permissions.map((permission) => (
                  <Checkbox
                    key={permission.name}
                    value={permission.name}
                    label={t(`roles.permission.${permission.name}`, { defaultValue: permission.label })}
                    checked={chosen.has(permission.name)}
                    disabled={readOnly}
                    onChange={(event) => toggle([permission.name], event.currentTarget.checked)}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          </Fieldset>
        );
      })}
    </Stack>
  );
};
