import { describe, expect, it } from "vitest";
import type { Actor } from "../../access/actor.ts";
import { createFakeSupplierRepository } from "../../../tests/fakes/supplier-repository.ts";
import { createFakeUnitOfWork } from "../../../tests/fakes/unit-of-work.ts";
import { bulkCreateSuppliers } from "./bulk-create-suppliers.ts";
import { createSupplier, deleteSupplier, setSupplierStatus, updateSupplier } from "./manage-suppliers.ts";
import { uploadSupplierLogo } from "./upload-logo.ts";

const operator: Actor = {
  userId: "u1",
  userType: "NOTISPHERE",
  organizationId: "op",
  permissions: ["Notisphere_ManageSuppliers"],
  roleName: "notisphereadmin",
  siteIds: "all",
};
const supplierUser: Actor = { ...operator, userType: "SUPP", permissions: ["Supplier_ManageUsers"] };
const form = {
  name: "Meridian Surgical",
  supplierType: "SUPPLIER" as const,
  add1: "1 Main St",
  city: "Boston",
  state: "MA",
  zip: "02115",
};

const setUp = (seed: Parameters<typeof createFakeSupplierRepository>[0] = {}) => {
  const suppliers = createFakeSupplierRepository({ otherNames: ["Ochsner Health"], ...seed });
  let n = 0;
  const ids = { next: () => `00000000-0000-7000-8000-${String(++n).padStart(12, "0")}` };
  const unitOfWork = createFakeUnitOfWork({ suppliers }, () => suppliers.snapshot());
  return { suppliers, ids, unitOfWork };
};

describe("supplier use cases", () => {
  it("create: takes the name lock, creates the built-in roles, defaults SSO off and status ACTIVE", async () => {
    const { suppliers, ids, unitOfWork } = setUp();
    const created = await createSupplier({ unitOfWork, ids }, operator, form);
    expect(created).toMatchObject({ name: "Meridian Surgical", isSso: false, status: "ACTIVE", logo: null });
    expect(created.allowedActions).toEqual(["edit", "deactivate", "delete"]);
    expect(suppliers.locks()).toBe(1);
    expect(suppliers.roles.get(created.id)?.map((role) => role.name)).toEqual([
      "Administrator",
      "Recall Coordinator",
      "Sourcing Coordinator",
    ]);
  });

  it("create: refuses a name another organisation has and someone without the permission", async () => {
    const { suppliers, ids, unitOfWork } = setUp();
    await expect(
      createSupplier({ unitOfWork, ids }, operator, { ...form, name: "OCHSNER  health" }),
    ).rejects.toMatchObject({
      _tag: "ValidationFailed",
      code: "suppliers.nameTaken",
    });
    await expect(createSupplier({ unitOfWork, ids }, supplierUser, form)).rejects.toMatchObject({
      _tag: "Forbidden",
    });
    expect(suppliers.rows.size).toBe(0);
  });

  it("update keeps its own name, the stored logo when none is sent, and refuses another's name", async () => {
    const { suppliers, ids, unitOfWork } = setUp();
    const first = await createSupplier({ unitOfWork, ids }, operator, {
      ...form,
      logo: "00000000-0000-7000-8000-00000000abcd",
    });
    const other = await createSupplier({ unitOfWork, ids }, operator, { ...form, name: "Harbor Ortho" });
    const edited = await updateSupplier({ unitOfWork }, operator, first.id, {
      ...form,
      name: "meridian surgical",
      city: "Salem",
      zip: "01970",
    });
    expect(edited).toMatchObject({
      name: "meridian surgical",
      city: "Salem",
      logo: "/api/organizations/logos/00000000-0000-7000-8000-00000000abcd",
    });
    await expect(updateSupplier({ unitOfWork }, operator, other.id, form)).rejects.toMatchObject({
      code: "suppliers.nameTaken",
    });
    expect(suppliers.rows.get(other.id)?.name).toBe("Harbor Ortho");
    const deactivated = await setSupplierStatus({ unitOfWork }, operator, first.id, "DEACTIVATED");
    expect(deactivated.allowedActions).toEqual(["edit", "activate", "delete"]);
  });

  it("delete removes an unused supplier and refuses one with users or recalls, changing nothing", async () => {
    const { suppliers, ids, unitOfWork } = setUp();
    const unused = await createSupplier({ unitOfWork, ids }, operator, form);
    await deleteSupplier({ unitOfWork }, operator, unused.id);
    expect(suppliers.rows.has(unused.id)).toBe(false);
    const busy = setUp({ usage: { "00000000-0000-7000-8000-000000000001": { users: 2, recalls: 0 } } });
    const used = await createSupplier({ unitOfWork: busy.unitOfWork, ids: busy.ids }, operator, form);
    await expect(deleteSupplier({ unitOfWork: busy.unitOfWork }, operator, used.id)).rejects.toMatchObject({
      _tag: "Conflict",
      code: "suppliers.inUse",
      params: { name: "Meridian Surgical", users: 2, recalls: 0 },
    });
    expect(busy.suppliers.rows.has(used.id)).toBe(true);
  });

  it("bulk: all or nothing, checked under the name lock", async () => {
    const { suppliers, ids, unitOfWork } = setUp();
    const header = { row: 1, values: ["Name", "Type", "Address 1", "City", "State", "ZIP"] };
    const good = { row: 2, values: ["Good", "SUPPLIER", "1 Main", "Boston", "MA", "02115"] };
    const bad = { row: 3, values: ["Ochsner Health", "SUPPLIER", "1 Main", "Boston", "MA", "02115"] };
    await expect(
      bulkCreateSuppliers({ unitOfWork, ids }, operator, [header, good, bad]),
    ).rejects.toMatchObject({
      fields: [{ field: "rows.3.name", code: "suppliers.rowNameTaken" }],
    });
    expect(suppliers.rows.size).toBe(0);
    expect(await bulkCreateSuppliers({ unitOfWork, ids }, operator, [header, good])).toEqual({
      created: 1,
      names: ["Good"],
    });
    expect(suppliers.locks()).toBe(2);
  });

  it("logo upload stores nothing for a non-image and sets the logo on the supplier given", async () => {
    const { suppliers, ids, unitOfWork } = setUp();
    const stored = new Map<string, Uint8Array>();
    const files = {
      put: async (key: string, bytes: Uint8Array) => void stored.set(key, bytes),
      read: async function* () {},
      remove: async () => undefined,
    };
    await expect(
      uploadSupplierLogo({ files, ids, suppliers }, operator, { bytes: new TextEncoder().encode("hello") }),
    ).rejects.toMatchObject({ fields: [{ field: "file", code: "suppliers.logoNotImage" }] });
    expect(stored.size).toBe(0);
    const supplier = await createSupplier({ unitOfWork, ids }, operator, form);
    const gif = new TextEncoder().encode("GIF89a....");
    const uploaded = await uploadSupplierLogo({ files, ids, suppliers }, operator, {
      bytes: gif,
      supplierId: supplier.id,
    });
    expect([...stored.keys()]).toEqual([`organisation-logos/${uploaded.id}`]);
    expect(suppliers.rows.get(supplier.id)?.logo).toBe(uploaded.url);
  });
});
