/** Props of RichTextField, apart so the lazily loaded editor can use them without importing the field. */
export interface RichTextFieldProps {
  /** Visible label and the editor's accessible name. */
  readonly label: string;
  /** HTML. */
  readonly value: string;
  readonly onChange: (html: string) => void;
  /** Core rule string, e.g. "required_editor". */
  readonly rules?: string;
  readonly showErrors?: boolean;
  /** A message from elsewhere (the server), shown when the rules pass. */
  readonly error?: string | undefined;
  readonly disabled?: boolean;
  readonly minHeight?: number;
  readonly testId?: string;
}
