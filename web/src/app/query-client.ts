import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "../api/api-error.ts";

// A 4xx answer will not change on retry; only transport failures and 5xx get a second try.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => count < 1 && !(isApiError(error) && error.status < 500),
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});
