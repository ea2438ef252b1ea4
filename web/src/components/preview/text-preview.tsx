import { Loader, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { TEXT_PREVIEW_LIMIT } from "./file-kind.ts";

type TextState =
  { status: "loading" } | { status: "ready"; text: string; cut: boolean } | { status: "failed" };

/** Text and CSV read into a <pre> (fetch works on blob: and data: URLs alike); large files show their start. */
export const TextPreview = ({ url, name }: { url: string; name: string }) => {
  const { t } = useTranslation();
  const [state, setState] = useState<TextState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then((response) => response.text())
      .then(
        (text) =>
          setState({
            status: "ready",
            text: text.slice(0, TEXT_PREVIEW_LIMIT),
            cut: text.length > TEXT_PREVIEW_LIMIT,
          }),
        () => {
          if (!controller.signal.aborted) setState({ status: "failed" });
        },
      );
    return () => controller.abort();
  }, [url]);
  if (state.status === "loading") return <Loader size="sm" aria-label={t("app.loading")} />;
  if (state.status === "failed") return <Text c="red.8">{t("preview.loadFailed")}</Text>;
  return (
    <>
      {/* Focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
      <pre
        tabIndex={0}
        role="region"
        aria-label={t("preview.document", { name })}
        data-testid="preview-text"
        style={{
          maxHeight: "60vh",
          overflow: "auto",
          margin: 0,
          padding: "var(--mantine-spacing-sm)",
          background: "var(--mantine-color-gray-0)",
          whiteSpace: "pre-wrap",
        }}
      >
        {state.text}
      </pre>
      {state.cut ? (
        <Text size="sm" mt="xs">
          {t("preview.textTruncated")}
        </Text>
      ) : null}
    </>
  );
};
