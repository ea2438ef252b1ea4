/** A provider's rows of one supplier: how many map to it and how many of those it marked, by mark. */
export interface ProviderTally {
  readonly mapped: number;
  readonly covered: number;
  readonly notCovered: number;
  readonly invalid: number;
  readonly emailed: number;
}

export interface VerificationProgress {
  /** Rows the provider answered for, whatever the answer (Invalid is an answer too). */
  readonly verified: number;
  readonly total: number;
  readonly unverified: number;
  /** Whole percent, rounded down: 100 only when every row is verified, 0 when there is none. */
  readonly percent: number;
}

/**
 * How far a provider got verifying a supplier's rows. Rounded down so a bar never shows 100% while a row
 * still waits; counts are clamped so a tally read while rows move never shows more verified than mapped.
 */
export const verificationProgress = (tally: ProviderTally): VerificationProgress => {
  const total = Math.max(0, tally.mapped);
  const answered = tally.covered + tally.notCovered + tally.invalid + tally.emailed;
  const verified = Math.min(total, Math.max(0, answered));
  return {
    verified,
    total,
    unverified: total - verified,
    percent: total === 0 ? 0 : Math.floor((verified * 100) / total),
  };
};
