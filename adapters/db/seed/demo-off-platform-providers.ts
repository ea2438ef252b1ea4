import type { EntityManager } from "@mikro-orm/postgresql";
import { KnownLocation, KnownLocationChange, KnownProvider, User } from "../entities.ts";
import { newId } from "../ids.ts";
import { OFF_PLATFORM_PROVIDERS } from "./demo-ship-to-data.ts";

const DAY = 24 * 3600 * 1000;

/** The next Notisphere id from the same sequence every known location draws from (seed-known-locations.ts). */
const nextNotisphereId = async (tx: EntityManager): Promise<string> => {
  const [row] = await tx.execute<{ n: string | number }[]>(
    `select nextval('known_location_number') as n`,
    [],
    "all",
  );
  return `NS-${String(row?.n ?? "").padStart(6, "0")}`;
};

/**
 * Known providers that have no account on the platform (a known provider is theirs by name, with no
 * organisation), each with its known locations and an edit history: created by the operator, a phone
 * corrected later, a hospital closed. Idempotent by the provider's name.
 */
export const ensureOffPlatformProviders = async (tx: EntityManager, operatorId: string): Promise<void> => {
  const operator = await tx.findOne(User, { id: operatorId });
  const byName = operator ? `${operator.firstName} ${operator.lastName}`.trim() : "Operator";
  const now = Date.now();
  const change = (knownLocationId: string, daysAgo: number, changeType: string, changes: object) =>
    tx.create(KnownLocationChange, {
      id: newId(),
      knownLocationId,
      at: new Date(now - daysAgo * DAY),
      byUserId: operatorId,
      byName,
      changeType,
      changes: changes as Record<string, unknown>,
    });
  for (const provider of OFF_PLATFORM_PROVIDERS) {
    if ((await tx.count(KnownProvider, { name: provider.name, organizationId: null })) > 0) continue;
    const knownProviderId = newId();
    tx.create(KnownProvider, {
      id: knownProviderId,
      name: provider.name,
      idn: provider.idn,
      organizationId: null,
      recallEmail: provider.recallEmail,
      phone: provider.phone,
      city: provider.city,
      state: provider.state,
      status: "ACTIVE",
      version: 1,
    });
    for (const location of provider.locations) {
      const id = newId();
      const fields = {
        notisphereId: await nextNotisphereId(tx),
        name: location.name,
        address1: location.address1,
        city: location.city,
        state: provider.state,
        zip: location.zip,
        type: location.type,
      };
      const createdPhone = location.formerPhone ?? location.phone;
      tx.create(KnownLocation, {
        id,
        ...fields,
        providerOrganizationId: null,
        knownProviderId,
        idn: provider.idn,
        address2: null,
        phone: location.phone,
        hin: null,
        gln: null,
        providerSiteId: null,
        status: location.closed ? "CLOSED" : "ACTIVE",
        mergedIntoId: null,
        version: 1 + (location.formerPhone ? 1 : 0) + (location.closed ? 1 : 0),
        createdAt: new Date(now - 90 * DAY),
      });
      const created = Object.fromEntries(
        Object.entries({ ...fields, phone: createdPhone, status: "ACTIVE" }).map(([field, to]) => [
          field,
          { from: null, to },
        ]),
      );
      change(id, 90, "CREATED", created);
      if (location.formerPhone)
        change(id, 20, "UPDATED", { phone: { from: location.formerPhone, to: location.phone } });
      if (location.closed) change(id, 12, "CLOSED", { status: { from: "ACTIVE", to: "CLOSED" } });
    }
  }
};
