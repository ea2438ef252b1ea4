/**
 * A LIKE pattern that matches `text` literally anywhere: the user's % and _ are escaped, so a search for
 * "50%" finds "50%" and not everything starting with 50.
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
