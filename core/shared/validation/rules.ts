import { minMessage, VALIDATION_MESSAGES as M } from "./messages.ts";

/**
 * Field rules as the forms use them: a rule string such as `required|email` or `required|min:8`, checked in
 * order, first failure wins. The same functions run in the browser (form fields) and on the server
 * (request Schemas), so a rule and its message exist once.
 */
export type RuleName =
  | "required"
  | "required_editor"
  | "conversation_error"
  | "requiredSelect"
  | "phoneNumber"
  | "verify_password"
  | "domain"
  | "confirmed"
  | "email"
  | "erEmail"
  | "url"
  | "min"
  | "alphanumeric"
  | "numeric";

export interface RuleContext {
  /** Values of the other fields, for `confirmed:otherField`. */
  readonly values?: Readonly<Record<string, unknown>>;
}

const PHONE = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;
const PASSWORD_SPECIALS = /[!@#$%^&*]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,24}$/;
const DOMAIN = /^(?=.{1,253}$)(?:(?!-)[A-Za-z0-9-]{1,63}(?<!-)\.)+[A-Za-z]{2,24}$/;
const URL_PATTERN =
  /^(?:https?:\/\/)?(?:localhost|(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}|\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?(?:[/?#][^\s]*)?$/;
const ALPHANUMERIC = /^[A-Za-z0-9\s\\+/\-_)([\]:{}<>.]*$/;
const NUMERIC = /^\d+$/;

const isBlank = (value: unknown): boolean =>
  value == null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/** Rich text counts as filled only when it has visible text, not just empty tags such as `<p></p>`. */
const stripTags = (html: string): string =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();

export const isValidPassword = (value: string): boolean =>
  value.length >= 8 &&
  /[A-Z]/.test(value) &&
  /[a-z]/.test(value) &&
  /\d/.test(value) &&
  PASSWORD_SPECIALS.test(value);

export const isValidEmail = (value: string): boolean => EMAIL.test(value.trim());
export const isValidUrl = (value: string): boolean => URL_PATTERN.test(value.trim());
export const isValidPhone = (value: string): boolean => PHONE.test(value.trim());
export const isValidDomain = (value: string): boolean => DOMAIN.test(value.trim());

/** One rule applied to one value; `undefined` means it passes. Empty values pass every rule except the required ones. */
export const checkRule = (
  rule: RuleName,
  value: unknown,
  argument?: string,
  context: RuleContext = {},
): string | undefined => {
  switch (rule) {
    case "required":
    case "conversation_error":
      return isBlank(value) ? M.required : undefined;
    case "required_editor":
      return typeof value !== "string" || stripTags(value) === "" ? M.required : undefined;
    case "requiredSelect":
      return !value || (Array.isArray(value) && value.length === 0) ? M.required : undefined;
    default:
      break;
  }
  if (isBlank(value)) return undefined;
  const text = String(value);
  switch (rule) {
    case "phoneNumber":
      return isValidPhone(text) ? undefined : M.phoneNumber;
    case "verify_password":
      return isValidPassword(text) ? undefined : M.verify_password;
    case "domain":
      return isValidDomain(text) ? undefined : M.domain;
    case "confirmed":
      return argument !== undefined && context.values?.[argument] !== value ? M.confirmed : undefined;
    case "email":
    case "erEmail":
      return isValidEmail(text) ? undefined : M.email;
    case "url":
      return isValidUrl(text) ? undefined : M.url;
    case "min": {
      const length = Number(argument ?? 0);
      return text.length < length ? minMessage(length) : undefined;
    }
    case "alphanumeric":
      return ALPHANUMERIC.test(text) ? undefined : M.alphanumeric;
    case "numeric":
      return NUMERIC.test(text) ? undefined : M.numeric;
  }
};

export interface ParsedRule {
  readonly name: RuleName;
  readonly argument?: string;
}

const RULE_NAMES: ReadonlySet<string> = new Set<RuleName>([
  "required",
  "required_editor",
  "conversation_error",
  "requiredSelect",
  "phoneNumber",
  "verify_password",
  "domain",
  "confirmed",
  "email",
  "erEmail",
  "url",
  "min",
  "alphanumeric",
  "numeric",
]);

/** Parses `required|min:8`; an unknown rule name is a programming error, so it throws. */
export const parseRules = (rules: string): readonly ParsedRule[] =>
  rules
    .split("|")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part) => {
      const [name = "", argument] = part.split(":", 2);
      if (!RULE_NAMES.has(name)) throw new Error(`Unknown validation rule "${name}"`);
      return argument === undefined ? { name: name as RuleName } : { name: name as RuleName, argument };
    });

/** The first failing rule's message, or `undefined` when the value passes (or there are no rules). */
export const validateField = (
  value: unknown,
  rules: string | undefined,
  context: RuleContext = {},
): string | undefined => {
  if (!rules) return undefined;
  for (const rule of parseRules(rules)) {
    const message = checkRule(rule.name, value, rule.argument, context);
    if (message !== undefined) return message;
  }
  return undefined;
};

export const isRequiredRule = (rules: string | undefined): boolean =>
  rules !== undefined &&
  parseRules(rules).some(
    (r) => r.name === "required" || r.name === "required_editor" || r.name === "requiredSelect",
  );
