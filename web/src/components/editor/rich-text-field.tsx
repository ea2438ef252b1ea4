/**
 * Rich text field: headings, bold, italic, lists, link; value is HTML. Validates with core rule
 * strings only when `rules` is given ("required_editor": "Field required" when there is no visible text), after
 * the editor loses focus or when `showErrors` is set (e.g. after a Save click).
 *
 *   const [body, setBody] = useState("");
 *   <RichTextField label={t("...")} value={body} onChange={setBody} rules="required_editor" showErrors={submitted} />
 *
 * The editor (tiptap, about 100 KB gzipped) loads on first use, never with the sign-in page.
 */
import { Center, Loader } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { RichTextFieldProps } from "./rich-text-field-props.ts";

export type { RichTextFieldProps };

const Editor = lazy(async () => ({
  default: (await import("./rich-text-editor.tsx")).RichTextEditorField,
}));

export const RichTextField = (props: RichTextFieldProps) => {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Center mih={props.minHeight ?? 160}>
          <Loader size="sm" aria-label={t("app.loading")} />
        </Center>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
};
