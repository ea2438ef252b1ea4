import { useEffect, useState } from "react";
import { LoadingOverlay } from "@mantine/core";
import { requestsInFlight } from "../api/api-events.ts";
import { useSignal } from "./use-signal.ts";

/** Covers the page while requests are in flight; a short delay keeps fast calls flicker-free. */
export const LoadingIndicator = () => {
  const count = useSignal(requestsInFlight);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (count === 0) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), 250);
    return () => window.clearTimeout(timer);
  }, [count]);
  return (
    <LoadingOverlay
      visible={visible}
      zIndex={4000}
      pos="fixed"
      overlayProps={{ backgroundOpacity: 0.2 }}
      data-testid="loading-indicator"
    />
  );
};
