/**
 * Values the spec keeps in local storage: the access marker of the permission-denied flow and
 * the deep link remembered across sign-in. Kept in one file so the keys are not spelled twice.
 */
const ACCESS = "access";
const ACCESS_ID = "accessId";
const ACCESS_PCID = "accessProviderCommunicationId";
const DEEP_LINK = "deepLink";

export type AccessMarker = "denied" | "sent";

export const readAccessMarker = (): AccessMarker | null => {
  const value = localStorage.getItem(ACCESS);
  return value === "denied" || value === "sent" ? value : null;
};

export const storeDenied = (id: string | undefined, providerCommunicationId: string | undefined): void => {
  localStorage.setItem(ACCESS, "denied");
  if (id === undefined) localStorage.removeItem(ACCESS_ID);
  else localStorage.setItem(ACCESS_ID, id);
  if (providerCommunicationId === undefined) localStorage.removeItem(ACCESS_PCID);
  else localStorage.setItem(ACCESS_PCID, providerCommunicationId);
};

export const storeAccessSent = (): void => localStorage.setItem(ACCESS, "sent");

export const clearAccessMarker = (): void => {
  for (const key of [ACCESS, ACCESS_ID, ACCESS_PCID]) localStorage.removeItem(key);
};

/** The denied event, when the marker is "denied" and both ids were stored (the landing rule needs both). */
export const storedDeniedEvent = (): { id: string; providerCommunicationId: string } | undefined => {
  if (readAccessMarker() !== "denied") return undefined;
  const id = localStorage.getItem(ACCESS_ID);
  const providerCommunicationId = localStorage.getItem(ACCESS_PCID);
  return id !== null && providerCommunicationId !== null ? { id, providerCommunicationId } : undefined;
};

export const rememberDeepLink = (target: string): void => sessionStorage.setItem(DEEP_LINK, target);

/** Returns and forgets the remembered deep link. */
export const takeDeepLink = (): string | null => {
  const target = sessionStorage.getItem(DEEP_LINK);
  sessionStorage.removeItem(DEEP_LINK);
  return target;
};
