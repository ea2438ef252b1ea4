import { describe, expect, it } from "vitest";
import type { Actor } from "../../access/actor.ts";
import { Conflict, Forbidden, NotFound, ValidationFailed } from "../../shared/errors.ts";
import { createFakeSupplierMasterRepository } from "../../../tests/fakes/supplier-master-repository.ts";
import { changeSupplierMasterStatus } from "./change-supplier-master-status.ts";
import { knownSupplierLogo } from "./known-supplier-logo.ts";
import { linkSupplierAccount } from "./link-supplier-account.ts";
import { listKnownSuppliers } from "./list-known-suppliers.ts";
import { listAccountOptions } from "./list-account-options.ts";
import { saveSupplierMasterEntry } from "./save-supplier-master-entry.ts";

const actor = (permissions: Actor["permissions"], userType: Actor["userType"] = "NOTISPHERE"): Actor => ({
  userId: "u1",
  userType,
  organizationId: "op",
  permissions,
  roleName: "r",
  siteIds: "all",
});
const curator = actor(["Notisphere_ManageUserGuides"]);
const suppliersManager = actor(["Notisphere_ManageSuppliers"]);
const clock = { now: () => new Date("2026-11-23T10:00:00Z") };
let counter = 0;
const ids = { next: () => `id-${++counter}` };

const setup = () => {
  const fake = createFakeSupplierMasterRepository();
  fake.accounts.set("acme", {
    id: "acme",
    name: "Acme Medical",
    type: "SUPPLIER",
    supplierType: "SUPPLIER",
    status: "ACTIVE",
    profilePhoto: "data:image/png;base64,iVBORw0KGgo=",
  });
  fake.accounts.set("north", {
    id: "north",
    name: "Northwind Distribution",
    type: "SUPPLIER",
    supplierType: "DISTRIBUTOR",
    status: "ACTIVE",
    profilePhoto: null,
  });
  fake.accounts.set("hosp", {
    id: "hosp",
    name: "Acme Hospital",
    type: "PROVIDER",
    supplierType: null,
    status: "ACTIVE",
    profilePhoto: null,
  });
  const deps = { supplierMaster: fake.repository, clock, ids };
  const add = (name: string) => saveSupplierMasterEntry(deps, curator, { name });
  return { fake, deps, add };
};

describe("supplier master use cases", () => {
  it("save: trims, normalises, refuses a second live entry for the same firm but not after the first is deleted", async () => {
    const { deps, add } = setup();
    const first = await add("  Acme   Medical, Inc. ");
    expect(first).toMatchObject({
      name: "Acme Medical, Inc.",
      normalizedName: "acme medical",
      status: "ACTIVE",
      source: "Operator",
    });
    expect(first.allowedActions).toEqual(["edit", "link", "set:INACTIVE", "set:DELETED"]);
    await expect(add("ACME MEDICAL LLC")).rejects.toBeInstanceOf(ValidationFailed);
    // Correcting an entry to its own name is not a duplicate of itself.
    await expect(
      saveSupplierMasterEntry(deps, curator, { id: first.id, name: "Acme Medical Inc", state: "mn" }),
    ).resolves.toMatchObject({ state: "MN" });
    await changeSupplierMasterStatus(deps, curator, { id: first.id, status: "DELETED" });
    await expect(
      saveSupplierMasterEntry(deps, curator, { id: first.id, name: "Other" }),
    ).rejects.toBeInstanceOf(Conflict);
    await expect(add("Acme Medical")).resolves.toMatchObject({ status: "ACTIVE" });
    await expect(saveSupplierMasterEntry(deps, curator, { id: "missing", name: "X" })).rejects.toBeInstanceOf(
      NotFound,
    );
  });

  it("status: follows the table, and a change someone else made first is refused", async () => {
    const { fake, deps, add } = setup();
    const entry = await add("Pall Corporation");
    await expect(
      changeSupplierMasterStatus(deps, curator, { id: entry.id, status: "ACTIVE" }),
    ).rejects.toBeInstanceOf(Conflict);
    await expect(
      changeSupplierMasterStatus(deps, curator, { id: entry.id, status: "PENDING" }),
    ).rejects.toBeInstanceOf(Conflict);
    // Another operator deactivated it between our read and our write: the write finds a different status.
    const original = fake.repository.findById;
    fake.repository.findById = async (id) => ({ ...(await original(id))!, status: "ACTIVE" });
    fake.entries.set(entry.id, { ...fake.entries.get(entry.id)!, status: "INACTIVE" });
    await expect(
      changeSupplierMasterStatus(deps, curator, { id: entry.id, status: "DELETED" }),
    ).rejects.toBeInstanceOf(Conflict);
    fake.repository.findById = original;
    expect(fake.entries.get(entry.id)!.status).toBe("INACTIVE");
    await expect(
      changeSupplierMasterStatus(deps, curator, { id: "missing", status: "ACTIVE" }),
    ).rejects.toBeInstanceOf(NotFound);
  });

  it("link: a supplier account only, once; unlink by setting active", async () => {
    const { fake, deps, add } = setup();
    const entry = await add("Acme Medical Devices");
    await expect(
      linkSupplierAccount(deps, suppliersManager, { organizationId: "hosp", entryId: entry.id }),
    ).rejects.toBeInstanceOf(ValidationFailed);
    await expect(
      linkSupplierAccount(deps, suppliersManager, { organizationId: "nobody", entryId: entry.id }),
    ).rejects.toBeInstanceOf(NotFound);
    const linked = await linkSupplierAccount(deps, suppliersManager, {
      organizationId: "acme",
      entryId: entry.id,
    });
    expect(linked).toMatchObject({
      status: "LINKED",
      linkedOrganizationId: "acme",
      linkedOrganizationName: "Acme Medical",
      linkedAt: clock.now(),
    });
    // The suppliers manager may link but not curate: no edit, no status change offered.
    expect(linked.allowedActions).toEqual([]);
    await expect(
      linkSupplierAccount(deps, curator, { organizationId: "north", entryId: entry.id }),
    ).rejects.toThrow("already linked to Acme Medical");
    const unlinked = await changeSupplierMasterStatus(deps, curator, { id: entry.id, status: "ACTIVE" });
    expect(unlinked).toMatchObject({ status: "ACTIVE", linkedOrganizationId: null, linkedAt: null });
    expect(fake.entries.get(entry.id)!.linkedOrganizationId).toBeNull();
  });

  it("known suppliers: linked first, then alike unlinked live entries; not for a provider", async () => {
    const { deps, add } = setup();
    const own = await add("Pall Corporation");
    await linkSupplierAccount(deps, curator, { organizationId: "acme", entryId: own.id });
    const alike = await add("ACME MEDICAL DEVICES");
    await add("Acme Pharmaceuticals Worldwide Holdings");
    const gone = await add("Acme Medical Co");
    await changeSupplierMasterStatus(deps, curator, { id: gone.id, status: "DELETED" });
    const known = await listKnownSuppliers(deps, curator, "acme");
    expect(known.map((k) => [k.name, k.linkedToThis, k.score])).toEqual([
      ["Pall Corporation", true, 1],
      ["ACME MEDICAL DEVICES", false, expect.any(Number)],
    ]);
    expect(known[1]!.id).toBe(alike.id);
    await expect(listKnownSuppliers(deps, curator, "hosp")).rejects.toBeInstanceOf(NotFound);
  });

  it("account options: the most alike supplier accounts first, providers never", async () => {
    const { deps, add } = setup();
    const entry = await add("Northwind Medical Distribution");
    const options = await listAccountOptions(deps, curator, { entryId: entry.id });
    // Accounts sharing a word are offered, the most alike first; the provider "Acme Hospital" never is.
    expect(options.map((o) => o.name)).toEqual(["Northwind Distribution", "Acme Medical"]);
    expect(options[0]!.score).toBeGreaterThan(options[1]!.score);
    const searched = await listAccountOptions(deps, curator, { entryId: entry.id, search: "acme" });
    expect(searched.map((o) => o.name)).toEqual(["Acme Medical"]);
  });

  it("logo: the linked account's image, 404 when not linked or without a logo", async () => {
    const { deps, add } = setup();
    const entry = await add("Circulatory Technology Inc");
    await expect(knownSupplierLogo(deps, curator, entry.id)).rejects.toThrow("not linked");
    await linkSupplierAccount(deps, curator, { organizationId: "acme", entryId: entry.id });
    const logo = await knownSupplierLogo(deps, curator, entry.id);
    expect(logo.contentType).toBe("image/png");
    expect([...logo.bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const other = await add("Northwind Logistics");
    await linkSupplierAccount(deps, curator, { organizationId: "north", entryId: other.id });
    await expect(knownSupplierLogo(deps, curator, other.id)).rejects.toThrow("no logo");
  });

  it("every use case refuses callers outside the policy", async () => {
    const { deps, add } = setup();
    const entry = await add("Refusal Test");
    for (const who of [
      actor(["Supplier_ManageUsers"], "SUPP"),
      actor(["Notisphere_ProviderReadOnly"]),
      actor([]),
    ]) {
      await expect(saveSupplierMasterEntry(deps, who, { name: "X" })).rejects.toBeInstanceOf(Forbidden);
      await expect(
        changeSupplierMasterStatus(deps, who, { id: entry.id, status: "INACTIVE" }),
      ).rejects.toBeInstanceOf(Forbidden);
      await expect(
        linkSupplierAccount(deps, who, { organizationId: "acme", entryId: entry.id }),
      ).rejects.toBeInstanceOf(Forbidden);
      await expect(listKnownSuppliers(deps, who, "acme")).rejects.toBeInstanceOf(Forbidden);
      await expect(knownSupplierLogo(deps, who, entry.id)).rejects.toBeInstanceOf(Forbidden);
    }
    await expect(
      changeSupplierMasterStatus(deps, suppliersManager, { id: entry.id, status: "INACTIVE" }),
    ).rejects.toBeInstanceOf(Forbidden);
  });
});
