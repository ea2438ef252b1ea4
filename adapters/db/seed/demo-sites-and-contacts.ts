import type { EntityManager } from "@mikro-orm/postgresql";
import { Membership, Organization, ProviderSite, SupplierContact, User } from "../entities.ts";
import { newId } from "../ids.ts";

/** A 64x64 PNG monogram, so the supplier's profile and the shell show a real logo on a fresh start. */
const ACME_LOGO =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAYAAACqaXHeAAABbklEQVR42u2bQQ7CMBAD+wDeypnfwx0BSlLbOykbiRNSsx4blSSb4+iRGbf74znz+TvBlwGiFr4NCLdwLIi0cAyIauGlIGjioxCo4iMQ6OKtEHYRb4Gwm3gpBFdx7wMJISUeCcEZzTSAJQhp8agUVLiPSkGVeEQKku6n3whDEJLuj3wXBVDhPioFFe5jUlDpPiIFle4jUkD5z38pACuOplKAXvHFU0BxvywFxPX+1gAUDiZSEANA3TWyAFA6505BBAB571AOwOGYMwV2APTnSgE4nXI92w7AOVAAqgZmPfCpMIdYJQDZanC0WAeAMxBsAFw/C/UbQQJgdqfXAWAVgmRfMLmHp5xXsiucPtZSzi05G6gSf3Z+yclQpftna5CcD1aLX61DcjpMcH+1FkmPAEX8bD2SDhGS+7M1SfqEaOJH65J0ihHdH6lN1itIFf8rBd0q283S3S7fFyb6ykxfmuprc31xsq/O9uXpHl/HCydyvMsgy3IZAAAAAElFTkSuQmCC";

/** Departments with their own coordinators, added to every seeded health system. */
const DEPARTMENTS = ["Pharmacy", "Biomedical Engineering", "Materials Management"] as const;

/** Which demo user of the first provider coordinates which department (added to their own sites). */
const DEPARTMENT_MEMBERS: ReadonlyArray<{ email: string; department: (typeof DEPARTMENTS)[number] }> = [
  { email: "provider.recalls@example.org", department: "Pharmacy" },
  { email: "provider.sourcing@example.org", department: "Materials Management" },
  { email: "provider.responder@example.org", department: "Biomedical Engineering" },
];

/** People at suppliers a provider would keep on file; portal suppliers are linked, others typed by name. */
const CONTACTS: ReadonlyArray<{
  supplier: string;
  portal: boolean;
  contactName: string;
  title: string;
  email: string;
  phone: string;
  notes: string | null;
}> = [
  {
    supplier: "Acme Medical",
    portal: true,
    contactName: "Jordan Lee",
    title: "Field Safety Manager",
    email: "jordan.lee@acme-medical.example",
    phone: "(612) 555-0142",
    notes: "First call for infusion pump field actions",
  },
  {
    supplier: "Acme Medical",
    portal: true,
    contactName: "Maria Gonzalez",
    title: "Customer Quality Specialist",
    email: "maria.gonzalez@acme-medical.example",
    phone: "(612) 555-0178",
    notes: null,
  },
  {
    supplier: "Northwind Distribution",
    portal: true,
    contactName: "Ethan Brooks",
    title: "Account Executive",
    email: "ethan.brooks@northwind.example",
    phone: "(901) 555-0110",
    notes: "Handles returns and credit for recalled lots",
  },
  {
    supplier: "Baxter Healthcare",
    portal: false,
    contactName: "Priya Natarajan",
    title: "Regional Recall Coordinator",
    email: "priya.natarajan@baxter.example",
    phone: "(847) 555-0193",
    notes: "IV solutions and pumps",
  },
  {
    supplier: "Medline Industries",
    portal: false,
    contactName: "Tom Fischer",
    title: "Sales Representative",
    email: "tom.fischer@medline.example",
    phone: "(847) 555-0121",
    notes: null,
  },
  {
    supplier: "Cardinal Health",
    portal: false,
    contactName: "Alicia Warren",
    title: "Quality and Regulatory Affairs",
    email: "alicia.warren@cardinal.example",
    phone: "(614) 555-0167",
    notes: "Send recall acknowledgements here",
  },
];

/** A Corporate site for every provider that has none: the view of every site (issue 12). */
const ensureCorporateSites = async (
  em: EntityManager,
  providers: readonly { id: string; name: string }[],
) => {
  for (const provider of providers) {
    if ((await em.count(ProviderSite, { organizationId: provider.id, isCorporate: true })) > 0) continue;
    em.create(ProviderSite, {
      id: newId(),
      organizationId: provider.id,
      name: "Corporate",
      kind: "CORPORATE",
      isCorporate: true,
      externalId: null,
      createdAt: new Date(),
    });
  }
};

/**
 * Demo content of the sites, profile and supplier-contact screens: Corporate and three departments on every
 * health system, the first provider's coordinators placed in the departments, supplier contacts for every
 * provider, and filled profiles for Acme Medical and the first provider. Each part is added only when missing,
 * so it runs on every start (like the demo recalls) and never duplicates.
 */
export const ensureDemoSitesAndContacts = async (
  em: EntityManager,
  firstProviderName: string,
): Promise<void> => {
  await em.transactional(async (tx) => {
    const providers = await tx.find(Organization, { type: "PROVIDER" }, { orderBy: { name: "asc" } });
    await ensureCorporateSites(tx, providers);
    const suppliers = await tx.find(Organization, { type: "SUPPLIER", status: "ACTIVE" });
    for (const provider of providers) {
      for (const department of DEPARTMENTS) {
        if ((await tx.count(ProviderSite, { organizationId: provider.id, name: department })) > 0) continue;
        const id = newId();
        tx.create(ProviderSite, {
          id,
          organizationId: provider.id,
          name: department,
          kind: "DEPARTMENT",
          isCorporate: false,
          externalId: null,
          // No address of its own: a department is inside a hospital, and a site with an address would become a
          // known location for the matcher (seed-known-locations.ts).
          phone: provider.phone ?? null,
          createdAt: new Date(),
        });
        if (provider.name !== firstProviderName) continue;
        for (const placement of DEPARTMENT_MEMBERS.filter((p) => p.department === department)) {
          const user = await tx.findOne(User, { email: placement.email });
          const membership =
            user && (await tx.findOne(Membership, { userId: user.id, organizationId: provider.id }));
          if (membership?.siteIds) membership.siteIds = [...membership.siteIds, id];
        }
      }
      if ((await tx.count(SupplierContact, { providerOrganizationId: provider.id })) === 0)
        for (const contact of CONTACTS) {
          const supplier = contact.portal ? suppliers.find((s) => s.name === contact.supplier) : undefined;
          tx.create(SupplierContact, {
            id: newId(),
            providerOrganizationId: provider.id,
            supplierOrganizationId: supplier?.id ?? null,
            supplierName: contact.supplier,
            contactName: contact.contactName,
            title: contact.title,
            email: contact.email,
            phone: contact.phone,
            notes: contact.notes,
            createdAt: new Date(),
            updatedAt: new Date(),
          });
        }
    }
    const acme = suppliers.find((s) => s.name === "Acme Medical");
    if (acme && acme.contactName == null)
      Object.assign(acme, {
        phone: "(612) 555-0100",
        address2: "Suite 400",
        contactName: "Sam Supplier",
        contactEmail: "supplier.admin@example.org",
        contactPhone: "(612) 555-0101",
        profilePhoto: acme.profilePhoto ?? ACME_LOGO,
      });
    const first = providers.find((p) => p.name === firstProviderName);
    if (first && first.contactName == null)
      Object.assign(first, {
        contactName: "Priya Provider",
        contactEmail: "provider.admin@example.org",
        contactPhone: first.phone ?? null,
      });
  });
};
