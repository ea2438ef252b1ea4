import { useState } from "react";
import { Button, Code, Stack } from "@mantine/core";
import { RichTextField } from "../src/components/editor/rich-text-field.tsx";

/** A required rich-text field: Save shows the rule's message when there is no visible text. */
export const EditorHarness = () => {
  const [html, setHtml] = useState("");
  const [submitted, setSubmitted] = useState(false);
  return (
    <Stack>
      <RichTextField
        label="Body"
        value={html}
        onChange={setHtml}
        rules="required_editor"
        showErrors={submitted}
      />
      <Button w={120} onClick={() => setSubmitted(true)}>
        Save
      </Button>
      <Code block data-testid="editor-html">
        {html}
      </Code>
    </Stack>
  );
};
