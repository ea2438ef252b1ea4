/**
 * Words the server says to a person. A message is written once in English as a template with `{name}`
 * placeholders and given a key (`namespace.name`); the HTTP adapter renders it in the request's language from
 * the catalogue in `core/translations/`. The English text stays on every error, so logs, the CLI and tests read
 * it as before.
 */
export type MessageParam = string | number | Said;
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** A message as said: its English text, and when known its key and the values of its placeholders. */
export interface Said {
  readonly message: string;
  readonly code?: string;
  readonly params?: MessageParams;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Puts the values into a template; a nested message is rendered by `render` (its English text by default). */
export const fillTemplate = (
  template: string,
  params: MessageParams = {},
  render: (said: Said) => string = (said) => said.message,
): string =>
  template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === "object" ? render(value) : String(value);
  });

/** The placeholder names of a template, sorted, each once. */
export const templateParams = (template: string): readonly string[] =>
  [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]!))].sort();

export interface MessageSet<N extends string, T extends Readonly<Record<string, string>>> {
  readonly namespace: N;
  /** The English templates, by name. */
  readonly texts: T;
  /** The message `name` with its values filled in, carrying its key and values for translation. */
  say(name: keyof T & string, params?: MessageParams): Said;
}

/** One context's messages under one namespace; `core/translations/server-messages.ts` lists every set. */
export const messageSet = <const N extends string, const T extends Readonly<Record<string, string>>>(
  namespace: N,
  texts: T,
): MessageSet<N, T> => ({
  namespace,
  texts,
  say: (name, params) => ({
    message: fillTemplate(texts[name]!, params),
    code: `${namespace}.${name}`,
    ...(params === undefined ? {} : { params }),
  }),
});
