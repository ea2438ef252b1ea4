import { useQueryClient } from "@tanstack/react-query";
import {
  getGetLocationPreprocessorJobQueryKey,
  getListLocationPreprocessorJobsQueryKey,
  getListLocationPreprocessorRowsQueryKey,
  useConfirmLocationPreprocessorRow,
  useDeleteLocationPreprocessorJob,
  useRejectLocationPreprocessorRow,
  useReopenLocationPreprocessorRow,
  useRetryLocationPreprocessorJob,
  useUploadLocationPreprocessorFile,
} from "../../api/generated/location-preprocessor/location-preprocessor.ts";

/**
 * Every change of the pre-processor through the generated mutations. A success invalidates what it made
 * stale: the jobs grid always (status, counts), and the job's detail and rows when it was about one job.
 * Each call resolves with the server's message for the toast.
 */
export const useLocationWrites = () => {
  const queryClient = useQueryClient();
  // Not awaited by the mutation: the toast shows as soon as the server answered, the lists follow.
  const refresh = (jobId?: string): void => {
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: getListLocationPreprocessorJobsQueryKey() }),
      ...(jobId === undefined
        ? []
        : [
            queryClient.invalidateQueries({ queryKey: getGetLocationPreprocessorJobQueryKey(jobId) }),
            queryClient.invalidateQueries({ queryKey: getListLocationPreprocessorRowsQueryKey(jobId) }),
          ]),
    ]);
  };
  const upload = useUploadLocationPreprocessorFile({ mutation: { onSuccess: () => refresh() } });
  const remove = useDeleteLocationPreprocessorJob({ mutation: { onSuccess: () => refresh() } });
  const retry = useRetryLocationPreprocessorJob({
    mutation: { onSuccess: (_answer, { id }) => refresh(id) },
  });
  const confirm = useConfirmLocationPreprocessorRow({
    mutation: { onSuccess: (_answer, { id }) => refresh(id) },
  });
  const reject = useRejectLocationPreprocessorRow({
    mutation: { onSuccess: (_answer, { id }) => refresh(id) },
  });
  const reopen = useReopenLocationPreprocessorRow({
    mutation: { onSuccess: (_answer, { id }) => refresh(id) },
  });
  return {
    upload: async (supplierId: string, file: File) => {
      const answer = await upload.mutateAsync({ data: { supplierId, file } });
      return { job: answer.d, message: answer.m };
    },
    remove: async (jobId: string): Promise<string> => (await remove.mutateAsync({ id: jobId })).m,
    retry: async (jobId: string): Promise<string> => (await retry.mutateAsync({ id: jobId })).m,
    /** Without a known location the server confirms the matcher's candidate. */
    confirm: async (jobId: string, rowId: string, knownLocationId?: string): Promise<string> =>
      (
        await confirm.mutateAsync({
          id: jobId,
          rowId,
          data: knownLocationId === undefined ? {} : { knownLocationId },
        })
      ).m,
    reject: async (jobId: string, rowId: string): Promise<string> =>
      (await reject.mutateAsync({ id: jobId, rowId })).m,
    /** Undoes the operator's confirm or reject: the row is again what the matcher decided. */
    reopen: async (jobId: string, rowId: string): Promise<string> =>
      (await reopen.mutateAsync({ id: jobId, rowId })).m,
  };
};
