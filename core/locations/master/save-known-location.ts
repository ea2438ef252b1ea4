import type { Actor } from "../../access/actor.ts";
import { Conflict, NotFound, ValidationFailed, type FieldError } from "../../shared/errors.ts";
import type { Clock, IdGenerator } from "../../shared/ports.ts";
import { assertCanManageLocationMaster } from "./authorize.ts";
import type {
  KnownLocationFields,
  KnownLocationInput,
  KnownLocationRecord,
  KnownLocationUpdate,
} from "./known-location.ts";
import { changesBetween, changeTypeOf, creationChanges, type LocationSnapshot } from "./location-changes.ts";
import { knownLocationFields, knownLocationProblems } from "./location-rules.ts";
import { LOCATION_MASTER_MESSAGES } from "./messages.ts";
import type { KnownLocationRepository, ProviderOfLocation, SiteOfLocation } from "./ports.ts";

type Deps = {
  readonly knownLocations: KnownLocationRepository;
  readonly ids: IdGenerator;
  readonly clock: Clock;
};

const say = LOCATION_MASTER_MESSAGES.say;

/** The envelope's message is the first field's, so a client without field display still reads the cause. */
export const refuse = (problems: readonly FieldError[]): never => {
  const { field: _field, ...said } = problems[0]!;
  throw new ValidationFailed({ ...said, fields: problems });
};

/**
 * The known provider and site the form chose, checked: the provider exists; a site is linked only when the
 * provider is on the platform, only to one of its organisation's sites, and only when no other location has it.
 */
const references = async (
  repository: KnownLocationRepository,
  fields: KnownLocationFields,
  selfId: string | null,
): Promise<{ provider: ProviderOfLocation; site: SiteOfLocation | undefined }> => {
  const provider = await repository.provider(fields.knownProviderId);
  if (!provider) return refuse([{ field: "knownProviderId", ...say("providerNotFound") }]);
  if (fields.providerSiteId === null) return { provider, site: undefined };
  if (provider.organizationId === null)
    return refuse([{ field: "providerSiteId", ...say("siteNeedsPlatform") }]);
  const site = await repository.site(fields.providerSiteId);
  if (!site || site.organizationId !== provider.organizationId)
    return refuse([{ field: "providerSiteId", ...say("siteNotOfProvider") }]);
  if (site.linkedLocationId !== null && site.linkedLocationId !== selfId)
    return refuse([
      { field: "providerSiteId", ...say("siteTaken", { notisphereId: site.linkedNotisphereId ?? "" }) },
    ]);
  return { provider, site };
};

const snapshotOf = (
  fields: KnownLocationFields,
  providerName: string | null,
  siteName: string | null,
): LocationSnapshot => ({
  knownProvider: providerName,
  site: siteName,
  name: fields.name,
  address1: fields.address1,
  address2: fields.address2,
  city: fields.city,
  state: fields.state,
  zip: fields.zip,
  phone: fields.phone,
  hin: fields.hin,
  gln: fields.gln,
  type: fields.type,
  status: fields.status,
});

export const recordSnapshot = (record: KnownLocationRecord): LocationSnapshot =>
  snapshotOf(record, record.knownProviderName, record.siteName);

/** POST /notisphere/locations: a new ACTIVE (or CLOSED) location with the next Notisphere id. */
export const createKnownLocation = async (
  deps: Deps,
  actor: Actor,
  input: KnownLocationInput,
): Promise<KnownLocationRecord> => {
  assertCanManageLocationMaster(actor, "create");
  const problems = knownLocationProblems(input);
  if (problems.length > 0) refuse(problems);
  const fields = knownLocationFields(input);
  const { provider, site } = await references(deps.knownLocations, fields, null);
  return deps.knownLocations.create(deps.ids.next(), fields, provider.organizationId, {
    id: deps.ids.next(),
    at: deps.clock.now(),
    byUserId: actor.userId,
    changeType: "CREATED",
    changes: creationChanges(snapshotOf(fields, provider.name, site?.name ?? null)),
  });
};

/**
 * PUT /notisphere/locations/{id}: saves the form if nobody changed the location since it was loaded
 * (`version`); otherwise 409, never a silent overwrite. A merged location is read-only.
 */
export const updateKnownLocation = async (
  deps: Deps,
  actor: Actor,
  id: string,
  input: KnownLocationUpdate,
): Promise<KnownLocationRecord> => {
  assertCanManageLocationMaster(actor, "update");
  const existing = await deps.knownLocations.findById(id);
  if (!existing) throw new NotFound(say("notFound"));
  if (existing.status === "MERGED")
    throw new Conflict(say("mergedNotEditable", { target: existing.mergedIntoNotisphereId ?? "" }));
  if (existing.version !== input.version) throw new Conflict(say("stale"));
  const problems = knownLocationProblems(input);
  if (problems.length > 0) refuse(problems);
  const fields = knownLocationFields(input);
  const { provider, site } = await references(deps.knownLocations, fields, id);
  const changes = changesBetween(
    recordSnapshot(existing),
    snapshotOf(fields, provider.name, site?.name ?? null),
  );
  if (Object.keys(changes).length === 0) return existing;
  const saved = await deps.knownLocations.update(id, input.version, fields, provider.organizationId, {
    id: deps.ids.next(),
    at: deps.clock.now(),
    byUserId: actor.userId,
    changeType: changeTypeOf(existing.status, fields.status),
    changes,
  });
  if (saved === "stale") throw new Conflict(say("stale"));
  return saved;
};
