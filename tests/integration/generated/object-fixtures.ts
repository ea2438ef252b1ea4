import { readFileSync } from "node:fs";
import path from "node:path";
import type { Portal } from "../../../adapters/http/portal.ts";
import {
  Organization,
  ProviderCommunication,
  ProviderCommunicationSite,
  ProviderSite,
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
  { pathPrefix: "/auth/request/", names: ["id", "providerCommunicationId"], create: providerCommunications },
  {
    // An operator's call on a supplier of its own: the organisation's SSO settings.
    pathPrefix: "/notisphere/organizations/",
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
