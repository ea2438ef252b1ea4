/**
 * Whom a request for access went to, as one phrase in the page's language ("Ada Admin and Bob Admin"), or
 * undefined when the server named nobody, so the text falls back to "your administrators".
 */
export const recipientsPhrase = (names: readonly string[], language: string): string | undefined =>
  names.length === 0 ? undefined : new Intl.ListFormat(language, { type: "conjunction" }).format(names);
