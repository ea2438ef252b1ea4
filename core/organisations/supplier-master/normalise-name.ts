/**
 * Words that only say what legal form a firm has. openFDA names the same firm "Abbott Laboratories",
 * "Abbott Laboratories, Inc" and "ABBOTT LABORATORIES INC.", so matching a master entry to an account ignores
 * them (only at the end of a name: "Co" inside "Co-Diagnostics" is part of the name).
 */
export const LEGAL_FORM_WORDS: ReadonlySet<string> = new Set([
  "inc",
  "incorporated",
  "llc",
  "llp",
  "lp",
  "ltd",
  "limited",
  "corp",
  "corporation",
  "co",
  "company",
  "plc",
  "gmbh",
  "ag",
  "sa",
  "sas",
  "spa",
  "bv",
  "nv",
  "ab",
  "oy",
  "pty",
  "pc",
  "kg",
  "srl",
]);

/**
 * The form of a supplier name that matching compares: lower case, accents and punctuation gone ("&" read as
 * "and"), single spaces, no leading "the" and no trailing legal-form words. Two names that differ only in those
 * respects name the same firm. Pure; the same rule runs in the browser and on the server.
 */
export const normaliseSupplierName = (name: string): string => {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    // Dotted initials are one word: "L.L.C." is LLC and "S.A." is SA, not a row of one-letter words.
    .replace(/\b([a-z])\.(?=[a-z]\b)/g, "$1")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter((word) => word !== "");
  if (words[0] === "the" && words.length > 1) words.shift();
  // A name made only of legal-form words ("Co Inc") keeps its first word rather than becoming empty.
  while (words.length > 1 && LEGAL_FORM_WORDS.has(words[words.length - 1]!)) words.pop();
  return words.join(" ");
};
