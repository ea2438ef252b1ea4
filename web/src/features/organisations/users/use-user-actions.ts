import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { OrganisationUser } from "../../../api/generated/model/organisationUser.ts";
import { confirmDialog } from "../../../components/dialogs/dialog-store.ts";
import { notifyError, notifySuccess } from "../../../shell/notify.ts";
import { fullName, type UserRowAction } from "./user-columns.tsx";
import type { UsersApi } from "./users-api.ts";

type ConfirmedAction = Exclude<UserRowAction, "edit">;

const WORDING: Record<ConfirmedAction, { title: string; text: string; done: string; danger: boolean }> = {
  deactivate: {
    title: "users.deactivateTitle",
    text: "users.deactivateText",
    done: "users.deactivated",
    danger: true,
  },
  reactivate: {
    title: "users.reactivateTitle",
    text: "users.reactivateText",
    done: "users.reactivated",
    danger: false,
  },
  unlock: { title: "users.unlockTitle", text: "users.unlockText", done: "users.unlocked", danger: false },
  resendInvitation: {
    title: "users.resendTitle",
    text: "users.resendText",
    done: "users.resent",
    danger: false,
  },
};

/** The row actions that change a person's state: each asks first, then reloads the grid and says what happened. */
export const useUserActions = (api: UsersApi) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: api.listKey() });
  return {
    refresh,
    run: async (action: ConfirmedAction, user: OrganisationUser): Promise<void> => {
      const words = WORDING[action];
      const name = fullName(user);
      const confirmed = await confirmDialog({
        title: t(words.title, { name }),
        message: t(words.text),
        confirmLabel: t(`users.${action}`),
        danger: words.danger,
      });
      if (!confirmed) return;
      try {
        await api[action](user.id);
        notifySuccess(t(words.done, { name, email: user.email }));
        refresh();
      } catch (error) {
        notifyError(error, t("users.couldNotChange"));
      }
    },
  };
};
