/**
 * Shared text clean-up: upper case, accents removed, "&" spelled out, apostrophes dropped (ST MARY'S →
 * ST MARYS), every other punctuation mark a space, whitespace collapsed. Idempotent.
 */
const PLAIN = /^[\x20-\x7e]*$/;

export const normaliseText = (value: string): string =>
  (PLAIN.test(value) ? value : value.normalize("NFKD"))
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/&/g, " AND ")
    .replace(/['\u2018\u2019`]/g, "")
    .replace(/[^A-Z0-9]+/g, " ")
    .trim();

export const tokens = (value: string): string[] => {
  const text = normaliseText(value);
  return text === "" ? [] : text.split(" ");
};

/** Maps each token through `table`; multi-word outputs ("U S" → "US") stay one token. */
export const mapTokens = (input: readonly string[], table: ReadonlyMap<string, string>): string[] =>
  input.map((t) => table.get(t) ?? t);
