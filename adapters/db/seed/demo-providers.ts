import type { EntityManager } from "@mikro-orm/postgresql";
import { DEFAULT_ROLES } from "#core/permissions-catalogue.ts";
import {
  Membership,
  Organization,
  ProviderContact,
  ProviderSite,
  ProviderVerificationMail,
  Role,
  User,
} from "../entities.ts";
import { newId } from "../ids.ts";

const DAY = 24 * 3600 * 1000;

interface DemoPerson {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone?: string;
  readonly title?: string;
}

/** Contacts the operator keeps for the seeded health systems (example.org addresses: nobody real is mailed). */
const CONTACTS: Record<string, readonly DemoPerson[]> = {
  "Ochsner Health": [
    {
      firstName: "Priya",
      lastName: "Provider",
      email: "provider.admin@example.org",
      phone: "(504) 842-3000",
      title: "Director, Supply Chain Quality",
    },
    {
      firstName: "Marcus",
      lastName: "Thibodeaux",
      email: "marcus.thibodeaux@example.org",
      phone: "(504) 842-3120",
      title: "Recall Coordinator",
    },
  ],
  "Mayo Clinic Health System": [
    {
      firstName: "Hannah",
      lastName: "Lindqvist",
      email: "hannah.lindqvist@example.org",
      phone: "(507) 284-2511",
      title: "Manager, Materials Management",
    },
    {
      firstName: "Omar",
      lastName: "Haddad",
      email: "omar.haddad@example.org",
      phone: "(507) 284-2600",
      title: "Pharmacy Recall Lead",
    },
  ],
  "Intermountain Health": [
    {
      firstName: "Grace",
      lastName: "Whitaker",
      email: "grace.whitaker@example.org",
      phone: "(801) 442-2000",
      title: "VP, Supply Chain",
    },
  ],
};

/** Members of Ochsner Health who were invited and have not yet verified (the non-verified list). */
const WAITING: ReadonlyArray<
  DemoPerson & { role: string; status: "VERIFICATION" | "NONVERIFIED"; mailedDaysAgo: number[] }
> = [
  {
    firstName: "Marcus",
    lastName: "Thibodeaux",
    email: "marcus.thibodeaux@example.org",
    role: "Recall Coordinator",
    status: "VERIFICATION",
    mailedDaysAgo: [9, 2],
  },
  {
    firstName: "Lena",
    lastName: "Broussard",
    email: "lena.broussard@example.org",
    role: "Responder",
    status: "VERIFICATION",
    mailedDaysAgo: [5],
  },
  {
    firstName: "Dev",
    lastName: "Patel",
    email: "dev.patel@example.org",
    role: "Sourcing Coordinator",
    status: "NONVERIFIED",
    mailedDaysAgo: [],
  },
];

/**
 * More health systems, so the operator's grid has something to page, sort and filter. They are invented
 * regional systems; their sites are clinics and surgery centres (non-acute: no CMS facility id).
 */
const MORE_SYSTEMS: ReadonlyArray<{
  name: string;
  idn: string | null;
  status: "ACTIVE" | "PENDING" | "DEACTIVATED";
  address: [string, string, string, string];
  sites: ReadonlyArray<[string, string]>;
}> = [
  {
    name: "Bayou Regional Health Partners",
    idn: "Bayou Regional",
    status: "ACTIVE",
    address: ["400 Canal Blvd", "Thibodaux", "LA", "70301"],
    sites: [
      ["Bayou Family Clinic - Houma", "HOUMA"],
      ["Bayou Outpatient Surgery Center", "THIBODAUX"],
    ],
  },
  {
    name: "Cascade Valley Health Network",
    idn: "Cascade Valley",
    status: "ACTIVE",
    address: ["1200 Riverside Dr", "Wenatchee", "WA", "98801"],
    sites: [
      ["Cascade Valley Urgent Care", "WENATCHEE"],
      ["Cascade Valley Imaging", "EAST WENATCHEE"],
      ["Cascade Valley Dialysis", "CASHMERE"],
    ],
  },
  {
    name: "Prairie Lakes Health Alliance",
    idn: null,
    status: "PENDING",
    address: ["55 Lakeview Ave", "Watertown", "SD", "57201"],
    sites: [["Prairie Lakes Clinic", "WATERTOWN"]],
  },
  {
    name: "Blue Ridge Community Health",
    idn: "Blue Ridge",
    status: "ACTIVE",
    address: ["90 Mountain View Rd", "Asheville", "NC", "28801"],
    sites: [
      ["Blue Ridge Primary Care - Hendersonville", "HENDERSONVILLE"],
      ["Blue Ridge Ambulatory Surgery", "ASHEVILLE"],
    ],
  },
  {
    name: "Desert Sun Medical Group",
    idn: "Desert Sun",
    status: "ACTIVE",
    address: ["7700 E Camelback Rd", "Scottsdale", "AZ", "85251"],
    sites: [
      ["Desert Sun Cardiology Clinic", "SCOTTSDALE"],
      ["Desert Sun Infusion Center", "MESA"],
    ],
  },
  {
    name: "Great Plains Rural Health Cooperative",
    idn: "Great Plains",
    status: "DEACTIVATED",
    address: ["310 Main St", "Hays", "KS", "67601"],
    sites: [["Great Plains Clinic - Russell", "RUSSELL"]],
  },
  {
    name: "Hudson Valley Care Network",
    idn: "Hudson Valley",
    status: "ACTIVE",
    address: ["18 Market St", "Poughkeepsie", "NY", "12601"],
    sites: [
      ["Hudson Valley Endoscopy Center", "POUGHKEEPSIE"],
      ["Hudson Valley Wound Care", "KINGSTON"],
      ["Hudson Valley Sleep Lab", "NEWBURGH"],
    ],
  },
  {
    name: "Magnolia Coast Health",
    idn: "Magnolia Coast",
    status: "ACTIVE",
    address: ["2100 Beach Blvd", "Gulfport", "MS", "39501"],
    sites: [["Magnolia Coast Family Medicine", "BILOXI"]],
  },
  {
    name: "Northwoods Health Collaborative",
    idn: null,
    status: "PENDING",
    address: ["14 Pine St", "Rhinelander", "WI", "54501"],
    sites: [],
  },
  {
    name: "Sierra Foothills Medical Partners",
    idn: "Sierra Foothills",
    status: "ACTIVE",
    address: ["650 Gold Country Blvd", "Auburn", "CA", "95603"],
    sites: [
      ["Sierra Foothills Orthopedic Clinic", "AUBURN"],
      ["Sierra Foothills Surgery Center", "GRASS VALLEY"],
    ],
  },
];

const ensureCorporateSites = async (em: EntityManager) => {
  const providers = await em.find(Organization, { type: "PROVIDER" });
  const withCorporate = new Set(
    (await em.find(ProviderSite, { isCorporate: true }, { fields: ["organizationId"] })).map(
      (s) => s.organizationId,
    ),
  );
  for (const provider of providers)
    if (!withCorporate.has(provider.id))
      em.create(ProviderSite, {
        id: newId(),
        organizationId: provider.id,
        // No address: the Corporate site is the organisation-wide view, not a place (and so not a known location).
        name: "Corporate",
        externalId: null,
        isCorporate: true,
        kind: "CORPORATE",
      });
};

const addMoreSystems = (em: EntityManager) => {
  for (const system of MORE_SYSTEMS) {
    const id = newId();
    const [address1, city, state, zip] = system.address;
    em.create(Organization, {
      id,
      name: system.name,
      type: "PROVIDER",
      idn: system.idn,
      status: system.status,
      isSso: false,
      centralized: true,
      address1,
      city,
      state,
      zip,
    });
    for (const role of DEFAULT_ROLES.PROVIDER)
      em.create(Role, {
        id: newId(),
        organizationId: id,
        organizationType: "PROVIDER",
        name: role.name,
        permissions: [...role.permissions],
      });
    for (const [name, siteCity] of system.sites)
      em.create(ProviderSite, {
        id: newId(),
        organizationId: id,
        name,
        city: siteCity,
        state,
        externalId: null,
        isCorporate: false,
        kind: "NON_ACUTE",
      });
  }
};

/**
 * Demo data of the operator's provider screens: Corporate sites where the seed made none, contacts of the seeded
 * health systems, a verification history, members of Ochsner Health still waiting to verify, and ten more
 * health systems. Runs once: it does nothing when any provider contact exists.
 */
export const ensureDemoProviders = async (em: EntityManager): Promise<void> => {
  if ((await em.count(ProviderContact, {})) > 0) return;
  await em.transactional(async (tx) => {
    await ensureCorporateSites(tx);
    addMoreSystems(tx);
    const operator = await tx.findOne(User, { email: "operator.admin@example.org" });
    const now = Date.now();
    for (const [name, people] of Object.entries(CONTACTS)) {
      const provider = await tx.findOne(Organization, { name, type: "PROVIDER" });
      if (!provider) continue;
      people.forEach((person, position) =>
        tx.create(ProviderContact, {
          id: newId(),
          organizationId: provider.id,
          position,
          ...person,
          phone: person.phone ?? null,
          title: person.title ?? null,
        }),
      );
    }
    const ochsner = await tx.findOne(Organization, { name: "Ochsner Health", type: "PROVIDER" });
    if (!ochsner) return;
    const roles = new Map((await tx.find(Role, { organizationId: ochsner.id })).map((r) => [r.name, r.id]));
    const mail = (
      userId: string,
      person: DemoPerson,
      kind: "CONTACT" | "USER",
      role: string,
      daysAgo: number,
    ) =>
      tx.create(ProviderVerificationMail, {
        id: newId(),
        organizationId: ochsner.id,
        requestId: newId(),
        kind,
        contactId: null,
        userId,
        email: person.email,
        fullName: `${person.firstName} ${person.lastName}`,
        roleName: role,
        sentBy: operator?.id ?? null,
        sentAt: new Date(now - daysAgo * DAY),
        outboxId: null,
      });
    // The administrator was e-mailed when Ochsner was onboarded and has verified since.
    const admin = await tx.findOne(User, { email: "provider.admin@example.org" });
    if (admin) mail(admin.id, CONTACTS["Ochsner Health"]![0]!, "CONTACT", "Administrator", 40);
    for (const person of WAITING) {
      const userId = newId();
      tx.create(User, {
        id: userId,
        email: person.email,
        passwordHash: null,
        firstName: person.firstName,
        lastName: person.lastName,
        status: person.status,
        failedLoginCount: 0,
      });
      tx.create(Membership, {
        id: newId(),
        userId,
        organizationId: ochsner.id,
        roleId: roles.get(person.role)!,
        siteIds: null,
        status: "ACTIVE",
      });
      person.mailedDaysAgo.forEach((days, index) =>
        mail(
          userId,
          person,
          index === 0 && person.email.startsWith("marcus") ? "CONTACT" : "USER",
          person.role,
          days,
        ),
      );
    }
  });
};
