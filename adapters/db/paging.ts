import { raw } from "@mikro-orm/core";

/**
 * A LIKE pattern that matches `text` literally anywhere: the user's % and _ are escaped, so a search for
 * "50%" finds "50%" and not everything starting with 50.
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A MikroORM orderBy entry that sorts a text column without regard to case, so "openFDA" files between "Beta"
 * and "Zeta" instead of after every capital letter. `column` is the database column (snake_case).
 */
export const caseInsensitiveOrder = (
  column: string,
  direction: "asc" | "desc",
): Record<symbol, "asc" | "desc"> => ({
  [raw((alias: string) => `lower(${alias}.${column})`)]: direction,
});
