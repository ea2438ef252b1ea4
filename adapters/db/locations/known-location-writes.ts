import type { EntityManager } from "@mikro-orm/postgresql";
import type { KnownLocationFields } from "#core/locations/master/known-location.ts";
import type { NewChange } from "#core/locations/master/ports.ts";

/** The stored columns of a location's fields (snake_case), in one fixed order. */
export const locationColumns = (fields: KnownLocationFields, providerOrganizationId: string | null) => ({
  known_provider_id: fields.knownProviderId,
  provider_organization_id: providerOrganizationId,
  provider_site_id: fields.providerSiteId,
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

/** A history entry, with the author's name as it is now (the entry keeps it if the account is renamed later). */
export const insertChange = async (
  tx: EntityManager,
  knownLocationId: string,
  change: NewChange,
): Promise<void> => {
  await tx.execute(
    `insert into known_location_change (id, known_location_id, at, by_user_id, by_name, change_type, changes)
     values (?, ?, ?, ?, coalesce((select trim(u.first_name || ' ' || u.last_name) from app_user u where u.id = ?), 'Unknown user'), ?, ?::jsonb)`,
    [
      change.id,
      knownLocationId,
      change.at,
      change.byUserId,
      change.byUserId,
      change.changeType,
      JSON.stringify(change.changes),
    ],
    "run",
  );
};
