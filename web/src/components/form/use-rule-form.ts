import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isRequiredRule, validateField } from "#core/shared/validation/rules.ts";
import { translateValidation } from "./validation-text.ts";

type Values = Record<string, string>;

export interface FieldProps {
  readonly value: string;
  readonly onChange: (event: { currentTarget: { value: string } } | string | null) => void;
  readonly onBlur: () => void;
  readonly error: string | undefined;
  readonly withAsterisk: boolean;
  readonly name: string;
}

/**
 * Form state where each field takes a core rule string ("required|email") and shows its first error under the
 * field, with the red asterisk on required ones. Fields without rules are never validated. Errors stay hidden
 * until the first submit (leaving an empty field is not a mistake yet); from then on they follow every edit.
 */
export const useRuleForm = <V extends Values>(initial: V, rules: Partial<Record<keyof V, string>>) => {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [baseline, setBaseline] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});

  const errorOf = useCallback(
    (name: keyof V, current: V): string | undefined => {
      const message = validateField(current[name], rules[name], { values: current });
      return message === undefined ? undefined : translateValidation(message, t);
    },
    [rules, t],
  );

  const field = (name: keyof V & string): FieldProps => ({
    name,
    value: values[name] ?? "",
    onChange: (event) => {
      const next = typeof event === "string" || event === null ? (event ?? "") : event.currentTarget.value;
      setValues((old) => ({ ...old, [name]: next }));
      setServerErrors((old) => ({ ...old, [name]: undefined }));
    },
    onBlur: () => undefined,
    error: (submitted ? errorOf(name, values) : undefined) ?? serverErrors[name],
    withAsterisk: isRequiredRule(rules[name]),
  });

  /** Validates every field, shows all errors, and answers whether the form may be sent. */
  const validate = (): boolean => {
    setSubmitted(true);
    return Object.keys(values).every((key) => errorOf(key as keyof V, values) === undefined);
  };

  const dirty = useMemo(
    () => Object.keys(values).some((key) => values[key] !== baseline[key]),
    [values, baseline],
  );

  const reset = (next: V): void => {
    setValues(next);
    setBaseline(next);
    setSubmitted(false);
    setServerErrors({});
  };

  return { values, setValues, field, validate, dirty, reset, setServerErrors };
};
