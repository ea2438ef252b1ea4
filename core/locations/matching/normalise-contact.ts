/**
 * ZIP and phone keys. ZIPs lose leading zeros in spreadsheets ("4543" for 04543), so 3- and 4-digit ZIPs are
 * zero-padded; ZIP+4 keeps only the first five digits. Phones keep the ten NANP digits whatever the format.
 */
export const normaliseZip = (value: string): string => {
  const digits = value.trim().split(/[-\s]/)[0]?.replace(/\D/g, "") ?? "";
  if (digits.length === 9) return digits.slice(0, 5);
  if (digits.length >= 3 && digits.length <= 5) return digits.padStart(5, "0");
  return "";
};

export const normalisePhone = (value: string | undefined): string => {
  if (value == null) return "";
  // Drop an extension ("x123", "ext 4") before counting digits.
  const main = value.replace(/(?:x|ext\.?|extension)\s*\d+\s*$/i, "");
  let digits = main.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return digits.length === 10 ? digits : "";
};

/** HIN and GLN compare as upper-case alphanumerics. */
export const normaliseIdentifier = (value: string | undefined): string =>
  value == null ? "" : value.toUpperCase().replace(/[^A-Z0-9]/g, "");
