import { describe, expect, it } from "vitest";
import type { Actor } from "../../access/actor.ts";
import { buildingKeyOf } from "./building-key.ts";
import { acceptProposals, markLocations } from "./mark-locations.ts";
import type {
  LockedVerificationRow,
  MappedSibling,
  ProviderVerificationRepository,
  ProviderVerificationStores,
  RowMark,
} from "./provider-verification-ports.ts";

const actor: Actor = {
  userId: "user-1",
  userType: "PROV",
  organizationId: "org-1",
  permissions: ["Provider_ManageLocations"],
  roleName: "Administrator",
  siteIds: "all",
};

const row = (id: string, fields: Partial<LockedVerificationRow> = {}): LockedVerificationRow => ({
  id,
  name: `Row ${id}`,
  supplierOrganizationId: "supplier-a",
  knownLocationId: "kl-1",
  address1: "200 Oak Ave",
  address2: null,
  zip: "36604",
  status: null,
  proposal: null,
  ...fields,
});

/** An in-memory repository that records what the use case wrote. */
const fakeRepository = (rows: LockedVerificationRow[], siblings: MappedSibling[] = []) => {
  const written = { marks: [] as RowMark[], blocks: [] as string[], reviewed: [] as string[] };
  const repo: Partial<ProviderVerificationRepository> = {
    centralised: async () => null,
    sites: async () => [
      { id: "corp", name: "Corporate", isCorporate: true },
      { id: "north", name: "North", isCorporate: false },
    ],
    lockVisible: async (_org, ids) => rows.filter((r) => ids.includes(r.id)),
    setMarks: async (marks) => void written.marks.push(...marks),
    addInvalidBlock: async (block) => void written.blocks.push(block.buildingKey),
    matchedSiblings: async (_kl, except) => siblings.filter((s) => s.supplierOrganizationId !== except),
    sendToReview: async (ids) => void written.reviewed.push(...ids),
  };
  const stores: ProviderVerificationStores = { providerVerification: repo as ProviderVerificationRepository };
  const deps = {
    unitOfWork: { run: <T>(work: (s: ProviderVerificationStores) => Promise<T>) => work(stores) },
    clock: { now: () => new Date("2026-11-23T09:00:00Z") },
  };
  return { deps, written };
};

describe("markLocations", () => {
  it("sends only other suppliers' rows at the same building, and none that this request marks itself", async () => {
    const sibling = (id: string, address1: string, supplier = "supplier-b"): MappedSibling => ({
      id,
      supplierOrganizationId: supplier,
      address1,
      address2: null,
      zip: "36604",
    });
    const { deps, written } = fakeRepository(
      [row("a"), row("b", { supplierOrganizationId: "supplier-b", address1: "200 OAK AVENUE" })],
      [sibling("b", "200 OAK AVENUE"), sibling("c", "200 Oak Avenue, Dock 4"), sibling("d", "900 Pine St")],
    );
    const outcome = await markLocations(deps, actor, { ids: ["a", "b"], status: "Invalid" });
    expect(outcome).toEqual({ marked: 2, sentToReview: 1 });
    expect(written.reviewed).toEqual(["c"]);
    // One key for both rows: they are the same building (the repository keeps one block per key and location).
    const key = buildingKeyOf({ address1: "200 Oak Ave", zip: "36604" });
    expect(written.blocks).toEqual([key, key]);
  });

  it("writes nothing when one id is not the organisation's", async () => {
    const { deps, written } = fakeRepository([row("a")]);
    await expect(markLocations(deps, actor, { ids: ["a", "zz"], status: "Emailed" })).rejects.toMatchObject({
      _tag: "NotFound",
    });
    expect(written.marks).toEqual([]);
  });

  it("accepts each row's own proposal, and refuses a row without one", async () => {
    const proposal = { status: "Covered" as const, siteId: "north", siteName: "North", supplierName: "Acme" };
    const { deps, written } = fakeRepository([
      row("a", { proposal }),
      row("b", { proposal: { ...proposal, status: "NotCovered", siteId: null } }),
      row("c"),
    ]);
    expect(await acceptProposals(deps, actor, { ids: ["a", "b"] })).toEqual({ marked: 2, sentToReview: 0 });
    expect(written.marks).toEqual([
      { id: "a", status: "Covered", siteId: "north" },
      { id: "b", status: "NotCovered", siteId: null },
    ]);
    await expect(acceptProposals(deps, actor, { ids: ["a", "c"] })).rejects.toMatchObject({
      _tag: "Conflict",
    });
  });
});
