import type { ReactNode } from "react";
import { ActionIcon, Group, Tooltip } from "@mantine/core";

export interface RowAction {
  readonly key: string;
  /** Read by screen readers and shown at once as the tooltip (on hover and on focus): the action and the record. */
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
        <Tooltip
          key={action.key}
          label={action.label}
          openDelay={0}
          events={{ hover: true, focus: true, touch: false }}
        >
          <ActionIcon
            variant="subtle"
            size="sm"
            color={action.danger ? "red.8" : undefined}
            aria-label={action.label}
            onClick={action.onClick}
          >
            {action.icon}
          </ActionIcon>
        </Tooltip>
      ))}
  </Group>
);
