import { readFileSync } from "node:fs";
import path from "node:path";
import type { Portal } from "../../../adapters/http/portal.ts";
import {
  Membership,
  Organization,
  Role,
  User,
  SupplierMaster,
  ProviderCommunication,
  ProviderCommunicationSite,
  ProviderSite,
  SupplierContact,
  SupplierLocation,
} from "../../../adapters/db/entities.ts";
import { newId } from "../../../adapters/db/ids.ts";
import { DEMO_RECALLS } from "../../../adapters/db/seed/demo-recalls.ts";
import { runPreprocessorJobNow } from "../../../adapters/cli/run-preprocessor-job-now.ts";
import { FOREIGN_PROVIDER } from "./identities.ts";
import type { Operation } from "./openapi-operations.ts";
import { send } from "./portal-http.ts";

/**
 * Path parameters of one object, and the organisation that owns it. "*" marks per-user keys (grid states):
 * every identity calls them as its own.
 */
export interface ObjectVariant {
  readonly owner: string;
  readonly values: Readonly<Record<string, string>>;
}

export interface FixtureContext {
  readonly portal: Portal;
  /** An operator allowed to manage quick links and locations. */
  readonly operatorToken: string;
}

interface FixtureEntry {
  /** Operations whose path starts with this and whose path parameters are exactly `names` use the entry. */
  readonly pathPrefix: string;
  readonly names: readonly string[];
  create(context: FixtureContext): Promise<ObjectVariant[]>;
}

const OPERATOR_ORG = "NotiSphere Operations";
const CSV = readFileSync(
  path.resolve(import.meta.dirname, "../../fixtures/locations/preprocessor/acme-shipto.csv"),
);

const json = async (context: FixtureContext, method: string, url: string, body?: unknown) => {
  const answer = await send(context.portal, {
    method,
    url,
    headers: {
      authorization: `Bearer ${context.operatorToken}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (answer.status !== 200) throw new Error(`fixture ${method} ${url}: ${answer.status} ${answer.text}`);
  return (JSON.parse(answer.text) as { d: Record<string, unknown> }).d;
};

/** A supplier of its own, a file uploaded for it and run: a job with review rows. */
const preprocessorJob = async (context: FixtureContext): Promise<{ id: string; rowId: string }> => {
  const em = context.portal.orm.em.fork();
  const supplierId = newId();
  em.create(Organization, {
    id: supplierId,
    name: `Generated Supplier ${supplierId.slice(-8)}`,
    type: "SUPPLIER",
    supplierType: "SUPPLIER",
    status: "ACTIVE",
    isSso: false,
  });
  await em.flush();
  const form = new FormData();
  form.set("supplierId", supplierId);
  form.set("file", new File([CSV], "generated.csv", { type: "text/csv" }));
  const uploaded = await send(context.portal, {
    method: "POST",
    url: "/notisphere/locationPreProcessor/upload-locationpreprocessor-file",
    headers: { authorization: `Bearer ${context.operatorToken}` },
    body: form,
  });
  const id = (JSON.parse(uploaded.text) as { d: { id: string } }).d.id;
  await runPreprocessorJobNow(context.portal.orm, context.portal.services.files, id);
  const rows = await json(context, "GET", `/notisphere/locationPreProcessor/rows/${id}?decision=review`);
  return { id, rowId: (rows.items as Array<{ id: string }>)[0]?.id as string };
};

/** A ship-to file of a demo supplier, uploaded for it by the operator and run: its own supplier screens show it. */
const supplierLocationFile = async (context: FixtureContext, supplier: string): Promise<ObjectVariant> => {
  const supplierId = (await context.portal.orm.em.fork().findOneOrFail(Organization, { name: supplier })).id;
  const form = new FormData();
  form.set("supplierId", supplierId);
  form.set("file", new File([CSV], "generated-ship-to.csv", { type: "text/csv" }));
  const uploaded = await send(context.portal, {
    method: "POST",
    url: "/notisphere/locationPreProcessor/upload-locationpreprocessor-file",
    headers: { authorization: `Bearer ${context.operatorToken}` },
    body: form,
  });
  const id = (JSON.parse(uploaded.text) as { d: { id: string } }).d.id;
  await runPreprocessorJobNow(context.portal.orm, context.portal.services.files, id);
  return { owner: supplier, values: { id } };
};

/** The first demo recall as Ochsner Health received it, and a copy of it sent to the foreign provider. */
const providerCommunications = async (context: FixtureContext): Promise<ObjectVariant[]> => {
  const [recall] = DEMO_RECALLS;
  const em = context.portal.orm.em.fork();
  const foreign = await em.findOneOrFail(Organization, { name: FOREIGN_PROVIDER });
  // One copy per organisation and communication: a second generated file reuses the first one's.
  const existing = await em.findOne(ProviderCommunication, {
    communicationId: recall.id,
    providerOrganizationId: foreign.id,
  });
  const copyId = existing?.id ?? newId();
  if (!existing) {
    const [site] = await em.find(ProviderSite, { organizationId: foreign.id }, { limit: 1 });
    em.create(ProviderCommunication, {
      id: copyId,
      communicationId: recall.id,
      providerOrganizationId: foreign.id,
      status: "OPEN",
      notifiedAt: new Date(),
    });
    if (site) em.create(ProviderCommunicationSite, { providerCommunicationId: copyId, siteId: site.id });
    await em.flush();
  }
  return [
    {
      owner: "Ochsner Health",
      values: { id: recall.id, providerCommunicationId: recall.providerCommunicationId },
    },
    { owner: FOREIGN_PROVIDER, values: { id: recall.id, providerCommunicationId: copyId } },
  ];
};

/** A health system the operator creates through the API (once per run), for the provider and contact-info calls. */
let generatedProvider: Promise<ObjectVariant[]> | undefined;
const providerAccount = (context: FixtureContext): Promise<ObjectVariant[]> =>
  (generatedProvider ??= json(context, "POST", "/notisphere/organizations/providers", {
    name: `Generated Health ${newId().slice(-8)}`,
    add1: "1 Generated Way",
    city: "Lafayette",
    state: "LA",
    zip: "70503",
  }).then((provider) => [{ owner: OPERATOR_ORG, values: { id: provider.id as string } }]));
/** A custom (not built-in) role of each named organisation, made in the database so no caller's rights matter. */
const customRoles = async (
  context: FixtureContext,
  owners: readonly string[],
  permission: string,
): Promise<ObjectVariant[]> => {
  const em = context.portal.orm.em.fork();
  const variants: ObjectVariant[] = [];
  for (const owner of owners) {
    const org = await em.findOneOrFail(Organization, { name: owner });
    const id = newId();
    em.create(Role, {
      id,
      organizationId: org.id,
      organizationType: org.type,
      name: `Generated role ${id.slice(-8)}`,
      permissions: [permission],
    });
    variants.push({ owner, values: { id } });
  }
  await em.flush();
  return variants;
};

/** A department site of the first demo provider and one of the foreign provider, made for the generated calls. */
const providerSites = async (context: FixtureContext): Promise<ObjectVariant[]> => {
  const em = context.portal.orm.em.fork();
  const variants: ObjectVariant[] = [];
  for (const owner of ["Ochsner Health", FOREIGN_PROVIDER]) {
    const org = await em.findOneOrFail(Organization, { name: owner });
    const id = newId();
    em.create(ProviderSite, {
      id,
      organizationId: org.id,
      name: `Generated department ${id.slice(-8)}`,
      kind: "DEPARTMENT",
      isCorporate: false,
      externalId: null,
      createdAt: new Date(),
    });
    variants.push({ owner, values: { id } });
  }
  await em.flush();
  return variants;
};

/** A self-registration waiting for approval in the organisation (a new account and its PENDING membership). */
const pendingRegistration = async (context: FixtureContext, organization: string, role: string) => {
  const em = context.portal.orm.em.fork();
  const org = await em.findOneOrFail(Organization, { name: organization });
  const roleRow = await em.findOneOrFail(Role, { organizationId: org.id, name: role });
  const userId = newId();
  const membershipId = newId();
  em.create(User, {
    id: userId,
    email: `registered.${userId.slice(-12)}@example.org`,
    passwordHash: null,
    firstName: "Registered",
    lastName: "Person",
    status: "VERIFICATION",
    failedLoginCount: 0,
  });
  em.create(Membership, {
    id: membershipId,
    userId,
    organizationId: org.id,
    roleId: roleRow.id,
    siteIds: null,
    status: "PENDING",
  });
  await em.flush();
  return { owner: organization, values: { membershipId } };
};

/** A supplier account with a logo and a master entry linked to it, and a second entry waiting to be linked. */
const supplierMasterObjects = async (context: FixtureContext) => {
  const em = context.portal.orm.em.fork();
  const supplierId = newId();
  const tag = supplierId.slice(-8);
  em.create(Organization, {
    id: supplierId,
    name: `Generated Master Supplier ${tag}`,
    type: "SUPPLIER",
    supplierType: "SUPPLIER",
    status: "ACTIVE",
    isSso: false,
    profilePhoto: "data:image/png;base64,iVBORw0KGgo=",
  });
  const entry = (status: string, linked: string | null) => {
    const id = newId();
    em.create(SupplierMaster, {
      id,
      name: `Generated Master Entry ${status} ${tag}`,
      normalizedName: `generated master entry ${status.toLowerCase()} ${tag}`,
      status,
      linkedOrganizationId: linked,
      linkedAt: linked ? new Date() : null,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    return id;
  };
  const linkedEntry = entry("LINKED", supplierId);
  const openEntry = entry("ACTIVE", null);
  await em.flush();
  return { supplierId, linkedEntry, openEntry };
};

/** A supplier contact of the first demo provider and one of the foreign provider. */
const supplierContacts = async (context: FixtureContext): Promise<ObjectVariant[]> => {
  const em = context.portal.orm.em.fork();
  const variants: ObjectVariant[] = [];
  for (const owner of ["Ochsner Health", FOREIGN_PROVIDER]) {
    const org = await em.findOneOrFail(Organization, { name: owner });
    const id = newId();
    em.create(SupplierContact, {
      id,
      providerOrganizationId: org.id,
      supplierOrganizationId: null,
      supplierName: "Generated Supplier",
      contactName: "Generated Contact",
      email: `generated.${id.slice(-12)}@example.org`,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    variants.push({ owner, values: { id } });
  }
  await em.flush();
  return variants;
};

/** A person with a role that does not administer users, in the named organisation: a users-screen object. */
const memberOf = async (context: FixtureContext, organization: string): Promise<ObjectVariant> => {
  const em = context.portal.orm.em.fork();
  const org = await em.findOneOrFail(Organization, { name: organization });
  const roles = await em.find(Role, { organizationId: org.id }, { orderBy: { name: "asc" } });
  const role = roles.find((r) => !r.permissions.some((p) => p.endsWith("_ManageUsers"))) ?? roles[0]!;
  const id = newId();
  em.create(User, {
    id,
    email: `generated.member.${id.slice(-12)}@example.org`,
    passwordHash: null,
    firstName: "Generated",
    lastName: "Member",
    status: "VERIFICATION",
    failedLoginCount: 0,
  });
  em.create(Membership, {
    id: newId(),
    userId: id,
    organizationId: org.id,
    roleId: role.id,
    siteIds: null,
    status: "ACTIVE",
  });
  await em.flush();
  return { owner: organization, values: { id } };
};

/** A supplier the operator administers (suppliers/{id}, kpi-meta/{id}), created once per run through the API. */
let generatedSupplierAnswer: Promise<ObjectVariant[]> | undefined;
const generatedSupplier = (context: FixtureContext): Promise<ObjectVariant[]> =>
  (generatedSupplierAnswer ??= (async () => {
    const supplier = await json(context, "POST", "/notisphere/organizations/suppliers", {
      name: `Generated Supplier ${newId().slice(-8)}`,
      supplierType: "SUPPLIER",
      add1: "1 Generated Way",
      city: "Minneapolis",
      state: "MN",
      zip: "55401",
    });
    return [{ owner: OPERATOR_ORG, values: { id: supplier.id as string } }];
  })());

/**
 * Objects for every path parameter of the API. An operation whose parameters have no entry fails the
 * generated tests: add an entry here when you add a route with a new kind of id.
 */
const ENTRIES: readonly FixtureEntry[] = [
  {
    pathPrefix: "/notisphere/quickLinks/",
    names: ["id"],
    async create(context) {
      const link = await json(context, "POST", "/notisphere/quickLinks/create", {
        name: `Generated ${newId().slice(-8)}`,
        url: "https://example.org/generated",
      });
      return [{ owner: OPERATOR_ORG, values: { id: link.id as string } }];
    },
  },
  {
    pathPrefix: "/notisphere/locations/",
    names: ["id"],
    async create(context) {
      const provider = await json(context, "POST", "/notisphere/known-providers", {
        name: `Generated ${newId().slice(-8)}`,
      });
      const location = await json(context, "POST", "/notisphere/locations", {
        knownProviderId: provider.id,
        name: `Generated ${newId().slice(-8)}`,
        address1: "1 Generated Way",
        city: "Mobile",
        state: "AL",
        zip: "36602",
        type: "HOSPITAL",
      });
      return [{ owner: OPERATOR_ORG, values: { id: location.id as string } }];
    },
  },
  {
    pathPrefix: "/notisphere/known-providers/",
    names: ["id"],
    async create(context) {
      const provider = await json(context, "POST", "/notisphere/known-providers", {
        name: `Generated ${newId().slice(-8)}`,
      });
      return [{ owner: OPERATOR_ORG, values: { id: provider.id as string } }];
    },
  },
  {
    pathPrefix: "/notisphere/location-downloads/",
    names: ["format"],
    create: async () => [{ owner: OPERATOR_ORG, values: { format: "csv" } }],
  },
  {
    // A ship-to row waiting in the operator's review queue (a review row of a fresh job's supplier).
    pathPrefix: "/notisphere/locations-verification/",
    names: ["id"],
    async create(context) {
      const { id } = await preprocessorJob(context);
      const row = await context.portal.orm.em
        .fork()
        .findOneOrFail(SupplierLocation, { jobId: id, decision: "review" }, { disableIdentityMap: true });
      return [{ owner: OPERATOR_ORG, values: { id: row.id } }];
    },
  },
  {
    pathPrefix: "/supplier/location-files/",
    names: ["id"],
    create: async (context) => [
      await supplierLocationFile(context, "Acme Medical"),
      await supplierLocationFile(context, "Northwind Distribution"),
    ],
  },
  // Each supplier downloads its own rows: the format is no object of anyone's.
  {
    pathPrefix: "/supplier/location-downloads/",
    names: ["format"],
    create: async () => [{ owner: "*", values: { format: "csv" } }],
  },
  {
    pathPrefix: "/notisphere/locationPreProcessor/",
    names: ["id"],
    async create(context) {
      return [{ owner: OPERATOR_ORG, values: { id: (await preprocessorJob(context)).id } }];
    },
  },
  {
    pathPrefix: "/notisphere/locationPreProcessor/",
    names: ["id", "rowId"],
    async create(context) {
      return [{ owner: OPERATOR_ORG, values: await preprocessorJob(context) }];
    },
  },
  ...["/notisphere/organizations/suppliers/", "/notisphere/organizations/kpi-meta/"].map(
    (pathPrefix): FixtureEntry => ({ pathPrefix, names: ["id"], create: generatedSupplier }),
  ),
  {
    pathPrefix: "/notisphere/organizations/list/",
    names: ["type"],
    create: async () => [{ owner: OPERATOR_ORG, values: { type: "SUPPLIER" } }],
  },
  {
    // Logos are public: any id, stored or not, answers without a 5xx.
    pathPrefix: "/organizations/logos/",
    names: ["logoId"],
    create: async () => [{ owner: "*", values: { logoId: newId() } }],
  },
  { pathPrefix: "/auth/request/", names: ["id", "providerCommunicationId"], create: providerCommunications },
  ...(
    [
      ["notisphere", OPERATOR_ORG, "Acme Medical"],
      ["supplier", "Acme Medical", "Northwind Distribution"],
      ["provider", "Ochsner Health", FOREIGN_PROVIDER],
    ] as const
  ).map(([side, own, foreign]): FixtureEntry => ({
    pathPrefix: `/${side}/users/`,
    names: ["id"],
    create: async (context) => [await memberOf(context, own), await memberOf(context, foreign)],
  })),
  ...[
    "/notisphere/organizations/providers/",
    "/notisphere/organizations/providerdocdata/",
    "/notisphere/organizations/emailTemplate/",
    "/notisphere/organizations/verifiedMailList/",
    "/notisphere/organizations/getNonVerifiedUserMailList/",
  ].map((pathPrefix): FixtureEntry => ({ pathPrefix, names: ["id"], create: providerAccount })),
  {
    pathPrefix: "/notisphere/roles/",
    names: ["id"],
    create: (context) => customRoles(context, [OPERATOR_ORG], "Notisphere_ViewDashboard"),
  },
  {
    pathPrefix: "/supplier/roles/",
    names: ["id"],
    create: (context) =>
      customRoles(context, ["Acme Medical", "Northwind Distribution"], "Supplier_ViewFAQs"),
  },
  {
    pathPrefix: "/provider/roles/",
    names: ["id"],
    create: (context) => customRoles(context, ["Ochsner Health", FOREIGN_PROVIDER], "Provider_ViewFAQs"),
  },
  {
    pathPrefix: "/supplier/registrations/",
    names: ["membershipId"],
    create: async (context) => [
      await pendingRegistration(context, "Acme Medical", "Recall Coordinator"),
      await pendingRegistration(context, "Northwind Distribution", "Recall Coordinator"),
    ],
  },
  {
    pathPrefix: "/provider/registrations/",
    names: ["membershipId"],
    create: async (context) => [
      await pendingRegistration(context, "Ochsner Health", "Responder"),
      await pendingRegistration(context, FOREIGN_PROVIDER, "Responder"),
    ],
  },
  {
    pathPrefix: "/notisphere/organizations/knownsuppliers/logo/",
    names: ["id"],
    create: async (context) => [
      { owner: OPERATOR_ORG, values: { id: (await supplierMasterObjects(context)).linkedEntry } },
    ],
  },
  {
    pathPrefix: "/notisphere/organizations/knownsuppliers/",
    names: ["id"],
    create: async (context) => [
      { owner: OPERATOR_ORG, values: { id: (await supplierMasterObjects(context)).supplierId } },
    ],
  },
  {
    pathPrefix: "/notisphere/organizations/suppliers-list/",
    names: ["id"],
    create: async (context) => [
      { owner: OPERATOR_ORG, values: { id: (await supplierMasterObjects(context)).openEntry } },
    ],
  },
  {
    pathPrefix: "/notisphere/organizations/link-suppliers/",
    names: ["a", "b"],
    async create(context) {
      const objects = await supplierMasterObjects(context);
      return [{ owner: OPERATOR_ORG, values: { a: objects.supplierId, b: objects.openEntry } }];
    },
  },
  { pathPrefix: "/provider/sites/", names: ["id"], create: providerSites },
  { pathPrefix: "/provider/supplier-contacts/", names: ["id"], create: supplierContacts },
  {
    // An operator's call on a supplier of its own: the organisation's SSO settings.
    pathPrefix: "/notisphere/organizations/sso-settings/",
    names: ["id"],
    async create(context) {
      const em = context.portal.orm.em.fork();
      const id = newId();
      em.create(Organization, {
        id,
        name: `Generated SSO Supplier ${id.slice(-8)}`,
        type: "SUPPLIER",
        supplierType: "SUPPLIER",
        status: "ACTIVE",
        isSso: true,
      });
      await em.flush();
      return [{ owner: OPERATOR_ORG, values: { id } }];
    },
  },
  {
    // Public: single sign-on may be started for any organisation (one that does not offer it is refused).
    pathPrefix: "/auth/sso/",
    names: ["organizationId"],
    create: async (context) => [
      {
        owner: "*",
        values: {
          organizationId: (
            await context.portal.orm.em.fork().findOneOrFail(Organization, { name: "Acme Medical" })
          ).id,
        },
      },
    ],
  },
  {
    pathPrefix: "/me/grid-state/",
    names: ["tableKey"],
    create: async () => [{ owner: "*", values: { tableKey: "generated-grid" } }],
  },
];

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((name, i) => name === [...b].sort()[i]);

/** Creates each entry's objects once, on first use. */
export const createObjectRegistry = (context: FixtureContext) => {
  const created = new Map<FixtureEntry, Promise<ObjectVariant[]>>();
  return async (operation: Operation): Promise<ObjectVariant[]> => {
    const names = operation.pathParameters.map((p) => p.name);
    if (names.length === 0) return [{ owner: "*", values: {} }];
    const entry = ENTRIES.find((e) => operation.path.startsWith(e.pathPrefix) && sameNames(e.names, names));
    if (!entry)
      throw new Error(
        `${operation.method} ${operation.path} has path parameters {${names.join("}, {")}} that no object fixture ` +
          "provides. Add an entry to tests/integration/generated/object-fixtures.ts that creates such an object " +
          "as one organisation, so every identity, including other organisations' users, is tried on it.",
      );
    if (!created.has(entry)) created.set(entry, entry.create(context));
    return (await created.get(entry)) as ObjectVariant[];
  };
};
