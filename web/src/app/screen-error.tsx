import { Box } from "@mantine/core";
import { useRouteError } from "react-router-dom";
import { LoadError } from "../components/load-error.tsx";

/**
 * A screen that failed to render or to download (its code is loaded on first use, so a lost connection shows
 * here): the shared error state, whose Retry loads the page again, instead of a blank page.
 */
export const ScreenError = () => {
  const error = useRouteError();
  console.warn("screen failed", error);
  return (
    <Box p="md" maw={640}>
      <LoadError error={error} onRetry={() => window.location.reload()} testId="screen-error" />
    </Box>
  );
};
