import type { ReactNode } from "react";
import { ActionIcon, Button, Tooltip } from "@mantine/core";

/**
 * A grid row's icon button with its name as tooltip. A refused action stays focusable and explains itself
 * (aria-disabled and the reason as tooltip) instead of a silent disabled button.
 */
export const RowButton = (props: {
  readonly label: string;
  readonly icon: ReactNode;
  readonly onClick: () => void;
  readonly blockedReason?: string | null;
  readonly color?: string;
}) => {
  const blocked = props.blockedReason !== undefined && props.blockedReason !== null;
  return (
    <Tooltip label={blocked ? props.blockedReason : props.label} openDelay={0} multiline maw={320}>
      <ActionIcon
        variant="subtle"
        size="sm"
        color={props.color}
        aria-label={props.label}
        aria-disabled={blocked || undefined}
        data-disabled={blocked || undefined}
        onClick={() => {
          if (!blocked) props.onClick();
        }}
      >
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
};

/** A bulk bar button: refused ones stay focusable and say why in their tooltip. */
export const BulkButton = (props: {
  readonly label: string;
  readonly onClick: () => void;
  readonly blockedReason: string | null;
  readonly color?: string;
  readonly variant?: string;
}) => {
  const blocked = props.blockedReason !== null;
  const button = (
    <Button
      size="xs"
      variant={props.variant ?? "light"}
      color={props.color}
      aria-disabled={blocked || undefined}
      data-disabled={blocked || undefined}
      onClick={() => {
        if (!blocked) props.onClick();
      }}
    >
      {props.label}
    </Button>
  );
  return blocked ? (
    <Tooltip label={props.blockedReason} multiline maw={320}>
      {button}
    </Tooltip>
  ) : (
    button
  );
};
