import "@mantine/tiptap/styles.css";
import { Input } from "@mantine/core";
import { Link, RichTextEditor } from "@mantine/tiptap";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isRequiredRule, validateField } from "#core/shared/validation/rules.ts";
import { translateValidation } from "../form/validation-text.ts";
import type { RichTextFieldProps } from "./rich-text-field-props.ts";

/**
 * The editor itself (tiptap through Mantine); loaded lazily by RichTextField, never imported directly, so
 * tiptap and ProseMirror stay out of every bundle until a screen shows an editor.
 */
export const RichTextEditorField = (props: RichTextFieldProps) => {
  const { t } = useTranslation();
  const { label, value, onChange, rules, showErrors = false, error, disabled = false } = props;
  const [touched, setTouched] = useState(false);
  const errorId = useId();
  // The rich-text field validates only when rules are supplied; validateField skips empty rules.
  const ruleMessage = touched || showErrors ? validateField(value, rules) : undefined;
  const message = ruleMessage === undefined ? error : translateValidation(ruleMessage, t);

  const editor = useEditor({
    // Rendering on the first pass is for server rendering; in the browser it only warns and double-renders.
    immediatelyRender: false,
    // Tiptap 3's StarterKit brings its own Link; Mantine's Link adds the keyboard shortcut its control expects.
    extensions: [StarterKit.configure({ link: false }), Link],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: { "aria-label": label, "aria-multiline": "true", role: "textbox" },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    onBlur: () => setTouched(true),
  });

  // A value set from outside (a loaded record, a form reset) replaces the content without echoing onChange.
  useEffect(() => {
    if (editor !== null && value !== editor.getHTML())
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  useEffect(() => {
    if (editor === null) return;
    const dom = editor.view.dom;
    if (message === undefined) {
      dom.removeAttribute("aria-invalid");
      dom.removeAttribute("aria-describedby");
    } else {
      dom.setAttribute("aria-invalid", "true");
      dom.setAttribute("aria-describedby", errorId);
    }
  }, [editor, message, errorId]);

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      required={isRequiredRule(rules)}
      error={message}
      errorProps={{ id: errorId }}
      data-testid={props.testId ?? "rich-text"}
      // Mantine's light-scheme error red (red-6) is below 4.5:1 on white; red-8 passes the accessibility scan.
      style={{ "--mantine-color-error": "var(--mantine-color-red-8)" }}
    >
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar aria-label={t("richText.toolbar")}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={props.minHeight ?? 160} />
      </RichTextEditor>
    </Input.Wrapper>
  );
};
