import { messageSet } from "../messages/message.ts";

/**
 * The spec's validation messages, word for word. The spec prints most of them inside
 * running sentences, so a trailing full stop is kept only where the message itself has several sentences or
 * the spec quotes it with one (docs/domain-rules.md).
 */
export const VALIDATION_MESSAGES = {
  phoneNumber: "invalid phone number",
  verify_password:
    "Minimum 8 characters, must contain at least: 1 uppercase letter, 1 lowercase letter, 1 number, and one special character (!@#$%^&*).",
  domain: "Invalid domain name",
  confirmed: "Password doesn't match",
  required: "Field required",
  email: "Email not valid",
  // The spec words it "Url is not valid"; the wording guide asks for what to do instead.
  url: "Enter a full web address starting with https:// or http://",
  min: "Minimum {length} characters",
  alphanumeric: "Only Alphanumeric and special characters like \\+/-_)([]:{}<>. are accepted.",
  numeric: "Only numeric values are accepted.",
  imageTypes: "The document types should be either of .png, .jpg",
  documentTypes: "The document types should be either of .pdf, .docx, .png, .jpg .xlsx, .mp4",
  emptyFile: "Documented failed to upload. Please try again.",
} as const;

export const VALIDATION = messageSet("validation", VALIDATION_MESSAGES);

export const minMessage = (length: number): string =>
  VALIDATION_MESSAGES.min.replace("{length}", String(length));
