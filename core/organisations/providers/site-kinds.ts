/**
 * What a provider site counts as in the operator's grid and account files. The kind is stored on the site
 * (`provider_site.kind`, set by the provider's sites screen, core/organisations/sites/site.ts; the seed marks
 * CMS-list sites HOSPITAL). Hospitals and non-acute locations are places and count as such; a department is a
 * site (recalls are addressed to it) but neither a hospital nor a non-acute location; the Corporate site is the
 * organisation-wide view, in no count. docs/adr/0012-provider-accounts.md.
 */
export type CountedKind = "CORPORATE" | "HOSPITAL" | "NON_ACUTE" | "DEPARTMENT";

export interface SiteFacts {
  readonly kind: string;
}

/** An unknown stored kind counts as a department: a site, but not claimed to be a hospital or a clinic. */
export const siteKind = (site: SiteFacts): CountedKind =>
  site.kind === "CORPORATE" || site.kind === "HOSPITAL" || site.kind === "NON_ACUTE"
    ? site.kind
    : "DEPARTMENT";

export interface SiteCounts {
  readonly sites: number;
  readonly hospitals: number;
  readonly nonAcuteSites: number;
}

export const countSites = (sites: readonly SiteFacts[]): SiteCounts => {
  const kinds = sites.map(siteKind);
  return {
    sites: kinds.filter((kind) => kind !== "CORPORATE").length,
    hospitals: kinds.filter((kind) => kind === "HOSPITAL").length,
    nonAcuteSites: kinds.filter((kind) => kind === "NON_ACUTE").length,
  };
};
