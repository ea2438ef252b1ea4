import { Role, SupplierLocation } from "../../adapters/db/entities.ts";
import { newId } from "../../adapters/db/ids.ts";
import { touchSupplierLocations } from "../../adapters/db/locations/review-blocks.ts";
import type { Permission } from "#core/access/permissions.ts";
import { expect } from "vitest";
import { createSupplier, raw, type RawAnswer } from "./location-preprocessor-support.ts";
import { okAnswer } from "./support/envelopes.ts";
import type { TestPortal } from "./support/test-portal.ts";

export const FILES = "/supplier/location-files";

/** A supplier of its own with a user holding `permissions`, signed in: its rows can be counted exactly. */
export const supplierWithUser = async (
  t: TestPortal,
  label: string,
  permissions: readonly Permission[] = ["Supplier_ManageLocations"],
) => {
  const supplier = await createSupplier(t, label);
  const em = t.portal.orm.em.fork();
  em.create(Role, {
    id: newId(),
    organizationId: supplier.id,
    organizationType: "SUPPLIER",
    name: "Locations",
    permissions: [...permissions],
  });
  await em.flush();
  const user = await t.createUser({ organization: supplier.name, role: "Locations", emailPrefix: "ship-to" });
  const token = (await t.signIn(user.email)).access_token;
  return { ...supplier, token };
};

export const uploadShipTo = (
  t: TestPortal,
  token: string,
  fileName: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
): Promise<RawAnswer> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("file", new File([Buffer.from(bytes)], fileName));
  return raw(t, FILES, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
};

/** A job as the supplier sees it, every field named so a leaked operator field fails the comparison. */
export const fileLike = (fields: Record<string, unknown> = {}) => ({
  id: expect.any(String),
  fileName: expect.any(String),
  fileSize: expect.any(Number),
  format: expect.any(String),
  status: expect.any(String),
  totalRows: expect.any(Number),
  counts: {
    matched: expect.any(Number),
    review: expect.any(Number),
    unmatched: expect.any(Number),
    confirmed: expect.any(Number),
    rejected: expect.any(Number),
  },
  errorMessage: expect.toSatisfy((v) => v === null || typeof v === "string"),
  errorReport: expect.any(Array),
  createdByName: expect.toSatisfy((v) => v === null || typeof v === "string"),
  createdAt: expect.any(String),
  finishedAt: expect.toSatisfy((v) => v === null || typeof v === "string"),
  ...fields,
});

/** Polls the supplier's own job until the worker has finished with it. */
export const settledFile = async (t: TestPortal, token: string, id: string, timeoutMs = 20_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await t.call("GET", `${FILES}/${id}`, { token });
    expect(answer.body).toEqual(okAnswer(fileLike({ id })));
    const status = answer.body.d.status;
    if (status === "COMPLETED" || status === "ERROR") return answer.body.d;
    if (Date.now() > until) throw new Error(`job ${id} still ${status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** What a provider's verification writes, done directly: the supplier screens only read it. */
export const markVerified = async (t: TestPortal, rowIds: readonly string[], status: string) => {
  const em = t.portal.orm.em.fork();
  await em.nativeUpdate(
    SupplierLocation,
    { id: { $in: [...rowIds] } },
    { verificationStatus: status, verifiedAt: new Date() },
  );
  // As the provider's own marks do: the supplier's cached pages and tallies follow within a second.
  await touchSupplierLocations(em);
};
