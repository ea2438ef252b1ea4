/**
 * What a provider site counts as in the operator's grid. Decision (docs/adr/0012-provider-accounts.md): a
 * site that came from the CMS hospital list (it carries the CMS facility id, `external_id`) is a hospital;
 * every other site except the default Corporate site is non-acute (clinics, departments, surgery centres).
 * The Corporate site is the organisation-wide view, not a place, so it is in neither count nor in "sites".
 */
export type SiteKind = "CORPORATE" | "HOSPITAL" | "NON_ACUTE";

export interface SiteFacts {
  readonly isCorporate: boolean;
  readonly externalId: string | null;
}

export const siteKind = (site: SiteFacts): SiteKind => {
  if (site.isCorporate) return "CORPORATE";
  return site.externalId !== null && site.externalId.trim() !== "" ? "HOSPITAL" : "NON_ACUTE";
};

export interface SiteCounts {
  readonly sites: number;
  readonly hospitals: number;
  readonly nonAcuteSites: number;
}

export const countSites = (sites: readonly SiteFacts[]): SiteCounts => {
  const kinds = sites.map(siteKind);
  const hospitals = kinds.filter((kind) => kind === "HOSPITAL").length;
  const nonAcuteSites = kinds.filter((kind) => kind === "NON_ACUTE").length;
  return { sites: hospitals + nonAcuteSites, hospitals, nonAcuteSites };
};
