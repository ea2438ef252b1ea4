import { BUILT_PAGES } from "../../../web/src/routes/route-table.ts";

interface MeAnswer {
  readonly userType: string;
  readonly permissions: readonly string[];
  readonly roleName: string;
}

type Entry = readonly [label: string, path: string];

/*
 * The sidebars, typed out from the spec (leaf links in order; group headings are not links),
 * each already filtered by hand by the spec's menu permissions for the demo roles
 * (adapters/db/seed/demo-users.ts). Nothing here asks core, so a changed menu or permission rule fails the
 * browser test instead of moving the expectation with it.
 */
const OPERATOR_ALL: readonly Entry[] = [
  ["Dashboard", "/notisphere/dashboard"],
  ["Billing", "/notisphere/billing"],
  ["Key Metrics", "/notisphere/key-metrics"],
  ["Recalls", "/notisphere/recalls"],
  ["eR Responses", "/notisphere/er-response"],
  ["Suppliers", "/notisphere/suppliers"],
  ["Providers", "/notisphere/providers"],
  ["Location Pre-Processor", "/notisphere/location-pre-processor"],
  ["Locations", "/notisphere/locations"],
  ["Locations Verification", "/notisphere/locations-verification"],
  ["Product Fields", "/notisphere/fields"],
  ["Lookup Values", "/notisphere/lookup-values"],
  ["Users", "/notisphere/users"],
  ["Roles", "/notisphere/roles"],
  ["Quick Links", "/notisphere/quick-links"],
  ["Email Templates", "/notisphere/email-templates"],
  ["Content Management", "/notisphere/content-management"],
  ["Manage Supplier Master", "/notisphere/manage-supplier-list"],
  ["Devices", "/notisphere/fda-devices"],
  ["Drugs", "/notisphere/fda-drugs"],
];

/** Notisphere_ProviderReadOnly only: Recalls and eR Responses name it; Quick Links needs no permission. */
const OPERATOR_READ_ONLY: readonly Entry[] = [
  ["Recalls", "/notisphere/recalls"],
  ["eR Responses", "/notisphere/er-response"],
  ["Quick Links", "/notisphere/quick-links"],
];

const SUPPLIER_HELP: readonly Entry[] = [
  ["Learn More", "/user-guide"],
  ["FAQs", "/faqs"],
  ["Contact Us", "/contact-us"],
];
const PROVIDER_HELP = SUPPLIER_HELP;

const SUPPLIER_ALL: readonly Entry[] = [
  ["Dashboard", "/supplier/dashboard"],
  ["Recalls", "/supplier/recalls"],
  ["Supply Advisories", "/supplier/product-disruption"],
  ["General", "/supplier/organization"],
  ["Roles", "/supplier/roles"],
  ["Users", "/supplier/users"],
  ["Sales Reps", "/supplier/sales-rep"],
  ["Billing", "/supplier/billing"],
  ["Template Actions", "/supplier/recall-template-actions"],
  ["Distribution Lists", "/supplier/recall-distribution-list"],
  ["Template Actions", "/supplier/product-disruption-template-actions"],
  ["Distribution Lists", "/supplier/product-disruption-distribution-lists"],
  ["Providers", "/supplier/providers"],
  ["Locations", "/supplier/locations"],
  ["Files", "/supplier/location-files"],
  ...SUPPLIER_HELP,
];

/** Recall Coordinator: dashboard, recalls, locations and help; no advisories or organisation settings. */
const SUPPLIER_RECALLS: readonly Entry[] = [
  ["Dashboard", "/supplier/dashboard"],
  ["Recalls", "/supplier/recalls"],
  ["Template Actions", "/supplier/recall-template-actions"],
  ["Distribution Lists", "/supplier/recall-distribution-list"],
  ["Providers", "/supplier/providers"],
  ["Locations", "/supplier/locations"],
  ["Files", "/supplier/location-files"],
  ...SUPPLIER_HELP,
];

const PROVIDER_ALL: readonly Entry[] = [
  ["Dashboard", "/provider/dashboard"],
  ["Recalls", "/provider/recalls"],
  ["Supply Advisories", "/provider/product-disruption"],
  ["eR Responses", "/provider/er-response"],
  ["FDA Recalls Reference", "/provider/fda"],
  // The Access Denied item is hidden, so it is no link.
  ["General", "/provider/organization"],
  ["Locations Verification", "/provider/locations-verification"],
  ["Sites", "/provider/sites"],
  ["Roles", "/provider/roles"],
  ["Users", "/provider/users"],
  ["Supplier Contacts", "/provider/supplier-contacts"],
  ["Email Templates", "/provider/email-templates"],
  ["Template Actions", "/provider/template-actions"],
  ["Distribution Lists", "/provider/distribution-list"],
  ...PROVIDER_HELP,
];

/** Recall Coordinator: recalls, eR responses, the FDA reference and recall settings. */
const PROVIDER_RECALLS: readonly Entry[] = [
  ["Dashboard", "/provider/dashboard"],
  ["Recalls", "/provider/recalls"],
  ["eR Responses", "/provider/er-response"],
  ["FDA Recalls Reference", "/provider/fda"],
  ["Template Actions", "/provider/template-actions"],
  ["Distribution Lists", "/provider/distribution-list"],
  ...PROVIDER_HELP,
];

/** Sourcing Coordinator: supply advisories only. */
const PROVIDER_SOURCING: readonly Entry[] = [
  ["Dashboard", "/provider/dashboard"],
  ["Supply Advisories", "/provider/product-disruption"],
  ...PROVIDER_HELP,
];

const PROVIDER_RESPONDER: readonly Entry[] = [["eR Responses", "/provider/er-response"], ...PROVIDER_HELP];

/**
 * Per demo role (user type and role name as /me answers them): the landing page and the sidebar.
 * operator.admin, operator.readonly, supplier.admin and distributor.admin, supplier.recalls, provider.admin
 * (and multi), provider.recalls, provider.sourcing, provider.responder.
 */
const SHELLS: Readonly<Record<string, { readonly landing: string; readonly sidebar: readonly Entry[] }>> = {
  "NOTISPHERE notisphereadmin": { landing: "/notisphere/dashboard", sidebar: OPERATOR_ALL },
  "NOTISPHERE Provider Read Only": { landing: "/notisphere/dashboard", sidebar: OPERATOR_READ_ONLY },
  "SUPP Administrator": { landing: "/supplier/dashboard", sidebar: SUPPLIER_ALL },
  "SUPP Recall Coordinator": { landing: "/supplier/recalls", sidebar: SUPPLIER_RECALLS },
  "PROV Administrator": { landing: "/provider/dashboard", sidebar: PROVIDER_ALL },
  "PROV Recall Coordinator": { landing: "/provider/recalls", sidebar: PROVIDER_RECALLS },
  "PROV Sourcing Coordinator": { landing: "/provider/dashboard", sidebar: PROVIDER_SOURCING },
  "PROV Responder": { landing: "/provider/er-response", sidebar: PROVIDER_RESPONDER },
};

/**
 * What a demo user should see after sign-in. The sidebar shows only screens this build has (the web hides the
 * rest until their issues land), so the spec's list is narrowed to the built pages.
 */
export const expectedShell = (me: MeAnswer): { landing: string; sidebar: string[] } => {
  const shell = SHELLS[`${me.userType} ${me.roleName}`];
  if (shell === undefined) throw new Error(`No expected shell for ${me.userType} ${me.roleName}`);
  return {
    landing: shell.landing,
    sidebar: shell.sidebar.filter(([, path]) => BUILT_PAGES[path] !== undefined).map(([label]) => label),
  };
};
