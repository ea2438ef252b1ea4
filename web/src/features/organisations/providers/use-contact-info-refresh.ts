import { useQueryClient } from "@tanstack/react-query";
import {
  getGetProviderSummaryQueryKey,
  getGetVerificationMailTemplateQueryKey,
  getListProviderNonVerifiedUsersQueryKey,
  getListProviderRoleOptionsQueryKey,
  getListProviderUserVerificationMailsQueryKey,
  getListProviderVerificationMailsQueryKey,
} from "../../../api/generated/provider-contact-info/provider-contact-info.ts";

/** Reloads everything the contact-info page shows for one health system after a save or a send. */
export const useContactInfoRefresh = (organizationId: string) => {
  const queryClient = useQueryClient();
  return (): void => {
    for (const queryKey of [
      getGetProviderSummaryQueryKey(organizationId),
      getGetVerificationMailTemplateQueryKey(organizationId),
      getListProviderVerificationMailsQueryKey(organizationId),
      getListProviderUserVerificationMailsQueryKey(organizationId),
      getListProviderNonVerifiedUsersQueryKey(),
      getListProviderRoleOptionsQueryKey(),
    ])
      void queryClient.invalidateQueries({ queryKey });
  };
};

/** One id per Send click: kept for a retry of the same click, renewed once the server has answered. */
export const newRequestId = (): string => crypto.randomUUID();
