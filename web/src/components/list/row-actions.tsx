import type { ReactNode } from "react";
import { ActionIcon, Group } from "@mantine/core";

export interface RowAction {
  readonly key: string;
  /** Read by screen readers and shown as the tooltip: the action and the record it acts on. */
  readonly label: string;
  readonly icon: ReactNode;
  readonly onClick: () => void;
  readonly danger?: boolean;
}

/**
 * The icon buttons of one grid row. Screens pass only the actions the record's `allowedActions` contain, so
 * the rules stay on the server (core) and no screen decides them again.
 */
export const RowActions = ({ actions }: { readonly actions: readonly (RowAction | false)[] }) => (
  <Group gap={4} wrap="nowrap" h="100%">
    {actions
      .filter((action): action is RowAction => action !== false)
      .map((action) => (
        <ActionIcon
          key={action.key}
          variant="subtle"
          size="sm"
          color={action.danger ? "red.8" : undefined}
          aria-label={action.label}
          title={action.label}
          onClick={action.onClick}
        >
          {action.icon}
        </ActionIcon>
      ))}
  </Group>
);
