/**
 * Health-system names are unique among providers without regard to case or repeated spaces, so "Mayo Clinic"
 * and "mayo  clinic" cannot both be onboarded (they would be indistinguishable in every picker).
 */
export const providerNameKey = (name: string): string => name.trim().replace(/\s+/g, " ").toLowerCase();

/** Whether `name` clashes with another provider's name; `ownId` lets a provider keep its own name on edit. */
export const clashesWithProviderName = (
  name: string,
  others: ReadonlyArray<{ readonly id: string; readonly name: string }>,
  ownId?: string,
): boolean =>
  others.some((other) => other.id !== ownId && providerNameKey(other.name) === providerNameKey(name));
