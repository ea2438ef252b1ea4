/**
 * Organisation names are unique among all organisations, compared without regard to case, accents' composed
 * forms or runs of spaces: "Acme  Medical" and "acme medical" are the same name. The stored name keeps the
 * person's capitals; only the spacing is tidied.
 */
export const tidyOrganisationName = (name: string): string =>
  name.normalize("NFC").trim().replace(/\s+/g, " ");

/** The form two names are compared in: tidied, Unicode-compatibility folded and lower-cased. */
export const organisationNameKey = (name: string): string =>
  tidyOrganisationName(name).normalize("NFKC").toLocaleLowerCase("en-US");

export const sameOrganisationName = (a: string, b: string): boolean =>
  organisationNameKey(a) === organisationNameKey(b);

/**
 * The names of a list that repeat an earlier one: for each later occurrence, its index and the index of the
 * first. Used for the rows of a bulk file, where the first row with a name wins and later ones are refused.
 */
export const repeatedNames = (
  names: readonly string[],
): ReadonlyArray<{ readonly index: number; readonly firstIndex: number }> => {
  const first = new Map<string, number>();
  const repeats: Array<{ index: number; firstIndex: number }> = [];
  names.forEach((name, index) => {
    const key = organisationNameKey(name);
    if (key === "") return;
    const seen = first.get(key);
    if (seen === undefined) first.set(key, index);
    else repeats.push({ index, firstIndex: seen });
  });
  return repeats;
};
