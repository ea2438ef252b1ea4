import { describe, expect, it } from "vitest";
import { buildingKeyOf } from "./building-key.ts";
import { acceptProposals, markLocations } from "./mark-locations.ts";
import { PROVIDER_VERIFICATION_MESSAGES as MESSAGES } from "./provider-verification-messages.ts";
import {
  fakeProviderVerification,
  lockedRow,
  NOW,
  sibling,
  verifier,
} from "./testing/provider-verification-fakes.ts";

const actor = verifier();
const OAK = buildingKeyOf({ address1: "200 Oak Ave", zip: "36604" });

describe("markLocations", () => {
  it("sends only other suppliers' rows at the same building, and none that this request marks itself", async () => {
    const { deps, written } = fakeProviderVerification({
      rows: [
        lockedRow("a"),
        lockedRow("b", { supplierOrganizationId: "supplier-b", address1: "200 OAK AVENUE" }),
      ],
      siblings: [
        sibling("b", "200 OAK AVENUE"),
        sibling("c", "200 Oak Avenue, Dock 4"),
        sibling("d", "900 Pine St"),
      ],
    });
    const outcome = await markLocations(deps, actor, { ids: ["a", "b"], status: "Invalid" });
    expect(outcome).toEqual({ marked: 2, sentToReview: 1 });
    expect(written.reviews).toEqual([
      { ids: ["c"], knownLocationId: "kl-1", reason: MESSAGES.texts.invalidReason },
    ]);
    // One key for both rows: they are the same building (the repository keeps one block per key and location).
    expect(written.blocks).toEqual([
      { buildingKey: OAK, knownLocationId: "kl-1", sourceSupplierLocationId: "a", byUserId: "user-1" },
      { buildingKey: OAK, knownLocationId: "kl-1", sourceSupplierLocationId: "b", byUserId: "user-1" },
    ]);
  });

  it("writes every mark in one call, as the acting user at the clock's time", async () => {
    const { deps, written } = fakeProviderVerification({ rows: [lockedRow("a"), lockedRow("b")] });
    expect(await markLocations(deps, actor, { ids: ["a", "b"], status: "Emailed" })).toEqual({
      marked: 2,
      sentToReview: 0,
    });
    expect(written.marks).toEqual([
      {
        marks: [
          { id: "a", status: "Emailed", siteId: null },
          { id: "b", status: "Emailed", siteId: null },
        ],
        byUserId: "user-1",
        at: NOW,
      },
    ]);
  });

  it("marks Covered with the chosen site", async () => {
    const { deps, written } = fakeProviderVerification({ rows: [lockedRow("a")] });
    expect(await markLocations(deps, actor, { ids: ["a"], status: "Covered", siteId: "north" })).toEqual({
      marked: 1,
      sentToReview: 0,
    });
    expect(written.marks[0]?.marks).toEqual([{ id: "a", status: "Covered", siteId: "north" }]);
  });

  it("refuses a user without the verification permission before touching the store", async () => {
    const { deps, written } = fakeProviderVerification({ rows: [lockedRow("a")] });
    await expect(
      markLocations(deps, verifier({ permissions: [] }), { ids: ["a"], status: "Emailed" }),
    ).rejects.toMatchObject({ _tag: "Forbidden", code: "common.noPermission" });
    expect(written.marks).toEqual([]);
  });

  it("refuses a row named twice", async () => {
    const { deps, written } = fakeProviderVerification({ rows: [lockedRow("a")] });
    await expect(markLocations(deps, actor, { ids: ["a", "a"], status: "Emailed" })).rejects.toMatchObject({
      _tag: "ValidationFailed",
      fields: [{ field: "ids", message: MESSAGES.texts.duplicateIds }],
    });
    expect(written.marks).toEqual([]);
  });

  it("writes nothing when ids are not the organisation's, and says how many", async () => {
    const { deps, written } = fakeProviderVerification({ rows: [lockedRow("a")] });
    await expect(
      markLocations(deps, actor, { ids: ["a", "zz", "yy"], status: "Emailed" }),
    ).rejects.toMatchObject({
      _tag: "NotFound",
      message: MESSAGES.say("notYours", { count: 2 }).message,
      params: { count: 2 },
    });
    expect(written.marks).toEqual([]);
  });

  it("sees the rows of the actor's organisation only", async () => {
    const { deps, written } = fakeProviderVerification({ rows: [lockedRow("a")] });
    await expect(
      markLocations(deps, verifier({ organizationId: "org-2" }), { ids: ["a"], status: "Emailed" }),
    ).rejects.toMatchObject({ _tag: "NotFound", params: { count: 1 } });
    expect(written.marks).toEqual([]);
  });

  it("asks for a site when marking Covered without one", async () => {
    const { deps, written } = fakeProviderVerification({ rows: [lockedRow("a")] });
    for (const siteId of [undefined, null]) {
      await expect(
        markLocations(deps, actor, { ids: ["a"], status: "Covered", siteId }),
      ).rejects.toMatchObject({
        _tag: "ValidationFailed",
        fields: [{ field: "siteId", message: MESSAGES.texts.chooseSite }],
      });
    }
    expect(written.marks).toEqual([]);
  });

  it("refuses a site with any mark but Covered", async () => {
    const { deps, written } = fakeProviderVerification({ rows: [lockedRow("a")] });
    for (const status of ["NotCovered", "Invalid", "Emailed"] as const) {
      await expect(markLocations(deps, actor, { ids: ["a"], status, siteId: "north" })).rejects.toMatchObject(
        {
          _tag: "ValidationFailed",
          fields: [{ field: "siteId", message: MESSAGES.texts.siteOnlyForCovered }],
        },
      );
    }
    expect(written.marks).toEqual([]);
  });

  it("refuses, as a field problem, a site that is not one of the organisation's assignable sites", async () => {
    const { deps, written } = fakeProviderVerification({ rows: [lockedRow("a")] });
    // Corporate is not assignable while the organisation has real sites; "elsewhere" is not its site at all.
    for (const siteId of ["corp", "elsewhere"]) {
      await expect(
        markLocations(deps, actor, { ids: ["a"], status: "Covered", siteId }),
      ).rejects.toMatchObject({
        _tag: "ValidationFailed",
        fields: [{ field: "siteId", message: MESSAGES.texts.unknownSite }],
      });
    }
    expect(written.marks).toEqual([]);
  });

  it("in a decentralised organisation lets only a member of the chosen site mark Covered", async () => {
    const { deps, written } = fakeProviderVerification({ centralised: false, rows: [lockedRow("a")] });
    await expect(
      markLocations(deps, verifier({ siteIds: ["south"] }), {
        ids: ["a"],
        status: "Covered",
        siteId: "north",
      }),
    ).rejects.toMatchObject({
      _tag: "Forbidden",
      message: MESSAGES.say("decentralised", { site: "North Hospital" }).message,
    });
    expect(written.marks).toEqual([]);
    await markLocations(deps, verifier({ siteIds: ["north"] }), {
      ids: ["a"],
      status: "Covered",
      siteId: "north",
    });
    expect(written.marks[0]?.marks).toEqual([{ id: "a", status: "Covered", siteId: "north" }]);
  });

  it("refuses the lot as a conflict when one row cannot take the mark", async () => {
    // The lock leaves Invalid rows out; should one come back all the same, the state machine still refuses it.
    const stale = lockedRow("b", { name: "Dock 4", status: "Invalid" as never });
    const { deps, written } = fakeProviderVerification({ rows: [lockedRow("a"), stale] });
    await expect(markLocations(deps, actor, { ids: ["a", "b"], status: "NotCovered" })).rejects.toMatchObject(
      {
        _tag: "Conflict",
        message: MESSAGES.say("notMarkable", { name: "Dock 4", status: "Not Covered" }).message,
      },
    );
    expect(written).toEqual({ marks: [], blocks: [], reviews: [] });
  });

  it("blocks the building and sends siblings to review for Invalid only", async () => {
    const { deps, written } = fakeProviderVerification({
      rows: [lockedRow("a")],
      siblings: [sibling("c", "200 Oak Ave")],
    });
    for (const status of ["NotCovered", "Emailed"] as const) {
      expect(await markLocations(deps, actor, { ids: ["a"], status })).toEqual({
        marked: 1,
        sentToReview: 0,
      });
    }
    expect(written.blocks).toEqual([]);
    expect(written.reviews).toEqual([]);
  });

  it("blocks the building but sends nothing to review when no other supplier's row is there", async () => {
    const { deps, written } = fakeProviderVerification({
      rows: [lockedRow("a")],
      siblings: [sibling("d", "900 Pine St"), sibling("e", "200 Oak Ave", { knownLocationId: "kl-2" })],
    });
    expect(await markLocations(deps, actor, { ids: ["a"], status: "Invalid" })).toEqual({
      marked: 1,
      sentToReview: 0,
    });
    expect(written.blocks).toHaveLength(1);
    expect(written.reviews).toEqual([]);
  });

  it("sends a sibling to review once when two Invalid rows of one building both find it", async () => {
    // Rows a and x are two suppliers' rows at the building; c, a third supplier's, is a sibling of both.
    const { deps, written } = fakeProviderVerification({
      rows: [lockedRow("a"), lockedRow("x", { supplierOrganizationId: "supplier-c" })],
      siblings: [
        sibling("a", "200 Oak Ave", { supplierOrganizationId: "supplier-a" }),
        sibling("x", "200 Oak Ave", { supplierOrganizationId: "supplier-c" }),
        sibling("c", "200 Oak Ave"),
      ],
    });
    expect(await markLocations(deps, actor, { ids: ["a", "x"], status: "Invalid" })).toEqual({
      marked: 2,
      sentToReview: 1,
    });
    expect(written.reviews.map((review) => review.ids)).toEqual([["c"]]);
  });
});

describe("acceptProposals", () => {
  const proposal = {
    status: "Covered" as const,
    siteId: "north",
    siteName: "North Hospital",
    supplierName: "Acme",
  };

  it("accepts each row's own proposal, and refuses a row without one", async () => {
    const { deps, written } = fakeProviderVerification({
      rows: [
        lockedRow("a", { proposal }),
        lockedRow("b", { proposal: { ...proposal, status: "NotCovered", siteId: null } }),
        lockedRow("c", { name: "Dock 4" }),
      ],
    });
    expect(await acceptProposals(deps, actor, { ids: ["a", "b"] })).toEqual({ marked: 2, sentToReview: 0 });
    expect(written.marks).toEqual([
      {
        marks: [
          { id: "a", status: "Covered", siteId: "north" },
          { id: "b", status: "NotCovered", siteId: null },
        ],
        byUserId: "user-1",
        at: NOW,
      },
    ]);
    await expect(acceptProposals(deps, actor, { ids: ["a", "c"] })).rejects.toMatchObject({
      _tag: "Conflict",
      message: MESSAGES.say("noProposal", { name: "Dock 4" }).message,
    });
    expect(written.marks).toHaveLength(1);
  });

  it("refuses a row already verified, even when it still carries a proposal", async () => {
    const { deps, written } = fakeProviderVerification({
      rows: [lockedRow("a", { name: "Dock 4", status: "Emailed", proposal })],
    });
    await expect(acceptProposals(deps, actor, { ids: ["a"] })).rejects.toMatchObject({
      _tag: "Conflict",
      message: MESSAGES.say("noProposal", { name: "Dock 4" }).message,
    });
    expect(written.marks).toEqual([]);
  });

  it("takes a proposal's site for Covered only", async () => {
    const { deps, written } = fakeProviderVerification({
      rows: [lockedRow("a", { proposal: { ...proposal, status: "Emailed" } })],
    });
    await acceptProposals(deps, actor, { ids: ["a"] });
    expect(written.marks[0]?.marks).toEqual([{ id: "a", status: "Emailed", siteId: null }]);
  });

  it("applies the same checks as a mark: permission, duplicates, ownership and the Covered rule", async () => {
    const { deps, written } = fakeProviderVerification({
      centralised: false,
      rows: [lockedRow("a", { proposal })],
    });
    await expect(acceptProposals(deps, verifier({ userType: "SUPP" }), { ids: ["a"] })).rejects.toMatchObject(
      { _tag: "Forbidden" },
    );
    await expect(acceptProposals(deps, actor, { ids: ["a", "a"] })).rejects.toMatchObject({
      _tag: "ValidationFailed",
      fields: [{ field: "ids" }],
    });
    await expect(acceptProposals(deps, actor, { ids: ["a", "zz"] })).rejects.toMatchObject({
      _tag: "NotFound",
    });
    await expect(
      acceptProposals(deps, verifier({ siteIds: ["south"] }), { ids: ["a"] }),
    ).rejects.toMatchObject({
      _tag: "Forbidden",
      message: MESSAGES.say("decentralised", { site: "North Hospital" }).message,
    });
    expect(written.marks).toEqual([]);
  });
});
