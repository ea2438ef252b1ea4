import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { i18next } from "../../i18n/i18n.ts";

/** How long a decision's toast offers Undo. */
export const UNDO_MS = 8000;

/**
 * The success toast of a decision that can be taken back: the server's message and an Undo button, for
 * UNDO_MS (longer than a plain toast, so there is time to read and undo). Undo closes the toast first.
 */
export const notifyUndoable = (
  message: string,
  undoLabel: string,
  undoAccessibleName: string,
  onUndo: () => void,
): void => {
  const id = notifications.show({
    title: i18next.t("shell.notice"),
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="outline"
          aria-label={undoAccessibleName}
          data-testid="undo-decision"
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          {undoLabel}
        </Button>
      </Group>
    ),
    color: "green",
    autoClose: UNDO_MS,
    closeButtonProps: { "aria-label": i18next.t("shell.close") },
  });
};
