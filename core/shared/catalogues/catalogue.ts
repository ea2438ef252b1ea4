import { Schema } from "effect";

/**
 * A status catalogue: its values as a Schema of literals (decode at the edge), and per value an i18n key with
 * its English text. Pages show `t(labelKeyOf(catalogue, value))`, so a label is written once, here.
 */
export interface Catalogue<V extends string> {
  readonly name: string;
  readonly values: readonly V[];
  readonly schema: Schema.Literals<readonly V[]>;
  /** English text per value (the i18n master; labels.vi.ts carries the Vietnamese). */
  readonly english: Readonly<Record<V, string>>;
  readonly is: (value: unknown) => value is V;
}

/** i18n keys are dotted paths, so blanks in values such as "IN PROGRESS" become underscores; the blank choice gets a name. */
const keyPart = (value: string): string => (value === "" ? "_blank" : value.replace(/\s+/g, "_"));

export const catalogueKey = (name: string, value: string): string => `status.${name}.${keyPart(value)}`;

export const defineCatalogue = <const Entries extends ReadonlyArray<readonly [string, string]>>(
  name: string,
  entries: Entries,
): Catalogue<Entries[number][0]> => {
  type V = Entries[number][0];
  const values = entries.map(([value]) => value) as V[];
  const english = Object.fromEntries(entries) as Record<V, string>;
  const set: ReadonlySet<string> = new Set(values);
  return {
    name,
    values,
    schema: Schema.Literals(values),
    english,
    is: (value: unknown): value is V => typeof value === "string" && set.has(value),
  };
};

/** The i18n key of a value's label; a value outside the catalogue gets a key of its own so it still shows. */
export const labelKeyOf = <V extends string>(catalogue: Catalogue<V>, value: V | string): string =>
  catalogueKey(catalogue.name, value);

/** English text of a value (server-side exports such as CSV reports); unknown values show as they are. */
export const englishLabelOf = <V extends string>(catalogue: Catalogue<V>, value: V | string): string =>
  catalogue.is(value) ? catalogue.english[value] : value;

/** Flat key → English text of catalogues, for labels.en.ts. */
export const catalogueLabels = (catalogues: ReadonlyArray<Catalogue<string>>): Record<string, string> =>
  Object.fromEntries(
    catalogues.flatMap((catalogue) =>
      Object.entries(catalogue.english).map(
        ([value, text]) => [catalogueKey(catalogue.name, value), text] as const,
      ),
    ),
  );
