import { useState, type FormEvent } from "react";
import { i18next } from "../../i18n/i18n.ts";
import { isApiError } from "../../api/api-error.ts";
import { notifyError, notifySuccess } from "../../shell/notify.ts";

export interface FormSubmitOptions<Result> {
  /** Client-side check first (useRuleForm's validate); false keeps the form as it is, nothing is sent. */
  readonly validate?: () => boolean;
  readonly send: () => Promise<Result>;
  /** The success toast; undefined shows none. */
  readonly success?: (result: Result) => string | undefined;
  readonly onSuccess?: (result: Result) => void | Promise<void>;
  /**
   * The envelope's field errors, shown under their fields (useRuleForm's setServerErrors). Answer false when
   * none of them belongs to a field of this form, so the error is shown as a whole instead.
   */
  readonly onFieldErrors?: (errors: Readonly<Record<string, string>>) => boolean | void;
  /** A failure not shown under a field; the error toast by default. */
  readonly onError?: (error: unknown) => void;
}

/**
 * One submit for every form: validate, busy while sending, the success toast, the server's field errors
 * under their fields, anything else as an error toast (or the form's own error line).
 */
export const useFormSubmit = <Result>(options: FormSubmitOptions<Result>) => {
  const [busy, setBusy] = useState(false);

  const submit = async (event?: FormEvent): Promise<void> => {
    event?.preventDefault();
    if (options.validate !== undefined && !options.validate()) return;
    setBusy(true);
    try {
      const result = await options.send();
      const message = options.success?.(result);
      if (message !== undefined && message !== "") notifySuccess(message);
      await options.onSuccess?.(result);
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : undefined;
      const shown =
        fields !== undefined &&
        options.onFieldErrors !== undefined &&
        options.onFieldErrors(fields) !== false;
      // Field errors go under their fields and the toast still says what happened, as before.
      if (options.onError !== undefined && !shown) options.onError(error);
      else if (options.onError === undefined) notifyError(error, i18next.t("shell.couldNotSave"));
    } finally {
      setBusy(false);
    }
  };

  return { busy, submit, onSubmit: (event: FormEvent) => void submit(event) };
};
