import type { RowDecision } from "../preprocessor/preprocessor-job.ts";

/**
 * The supplier-facing words for a ship-to row. Query parameters use the lower-case codes (the list query
 * folds case); the stored verification values are the verification catalogue's (null = not yet verified).
 */
export const MAPPING_STATUSES = ["matched", "confirmed", "review", "unmatched", "rejected"] as const;
export type MappingStatus = (typeof MAPPING_STATUSES)[number] & RowDecision;

export const MAPPING_LABELS: Readonly<Record<MappingStatus, string>> = {
  matched: "Matched",
  confirmed: "Confirmed",
  review: "In review",
  unmatched: "Unmatched",
  rejected: "Rejected",
};

export const VERIFICATION_STATUSES = ["unverified", "covered", "notcovered", "invalid", "emailed"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const VERIFICATION_LABELS: Readonly<Record<VerificationStatus, string>> = {
  unverified: "Unverified",
  covered: "Covered",
  notcovered: "Not Covered",
  invalid: "Invalid",
  emailed: "Emailed",
};

/** The stored verification value of each code; unverified is stored as null. */
export const STORED_VERIFICATION: Readonly<Record<VerificationStatus, string | null>> = {
  unverified: null,
  covered: "Covered",
  notcovered: "NotCovered",
  invalid: "Invalid",
  emailed: "Emailed",
};

/** The code of a stored verification value; anything unknown reads as not yet verified. */
export const verificationStatusOf = (stored: string | null): VerificationStatus => {
  switch (stored) {
    case "Covered":
      return "covered";
    case "NotCovered":
      return "notcovered";
    case "Invalid":
      return "invalid";
    case "Emailed":
      return "emailed";
    default:
      return "unverified";
  }
};

/**
 * One status per row, what the downloads are split by: a provider's mark when there is one (it is the latest
 * word about the row), otherwise where the mapping stands: mapped rows wait for their provider (Unverified),
 * the others are in review, unmatched or rejected.
 */
export const SUPPLIER_ROW_STATUSES = [
  "unverified",
  "covered",
  "notcovered",
  "invalid",
  "emailed",
  "review",
  "unmatched",
  "rejected",
] as const;
export type SupplierRowStatus = (typeof SUPPLIER_ROW_STATUSES)[number];

export const SUPPLIER_ROW_STATUS_LABELS: Readonly<Record<SupplierRowStatus, string>> = {
  ...VERIFICATION_LABELS,
  review: "In review",
  unmatched: "Unmatched",
  rejected: "Rejected",
};

export const supplierRowStatus = (
  decision: RowDecision,
  storedVerification: string | null,
): SupplierRowStatus => {
  const verification = verificationStatusOf(storedVerification);
  if (verification !== "unverified") return verification;
  return decision === "matched" || decision === "confirmed" ? "unverified" : decision;
};
