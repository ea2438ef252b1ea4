import { describe, expect, it } from "vitest";
import type { Actor } from "../../access/actor.ts";
import { Forbidden, NotFound } from "../../shared/errors.ts";
import { createFakeAccessRequestStore } from "../../../tests/fakes/access-request-store.ts";
import { describeDeniedNotice } from "./describe-denied-notice.ts";
import type { AccessRequestTarget } from "./ports.ts";
import { ACCESS_REQUESTS } from "./request-access.ts";

const target: AccessRequestTarget = {
  communicationId: "c-1",
  providerCommunicationId: "pc-1",
  communicationType: "RECALL",
  communicationUid: "Z-2038-2014",
  name: "Breathing Circuit Filter BB50T",
  supplierOrganizationId: "supplier",
  supplierName: "Acme Medical",
  providerOrganizationId: "prov-a",
  sites: [{ id: "site-1", name: "North Hospital" }],
};

const member = (userId: string, organizationId: string, firstName: string, manages: boolean) => ({
  userId,
  organizationId,
  permissions: manages ? (["Provider_ManageUsers"] as const) : ([] as const),
  email: `${userId}@example.org`,
  firstName,
  lastName: firstName === "" ? "" : "Admin",
});

const store = createFakeAccessRequestStore({
  targets: [target],
  members: [
    member("ada", "prov-a", "Ada", true),
    member("nameless", "prov-a", "", true),
    member("rita", "prov-a", "Rita", false),
    member("bob", "prov-b", "Bob", true),
  ],
});

const rita: Actor = {
  userId: "rita",
  userType: "PROV",
  organizationId: "prov-a",
  permissions: [],
  roleName: "Responder",
  siteIds: [],
};

describe("describeDeniedNotice", () => {
  it("names the notice, its supplier and the organisation's administrators who could grant access", async () => {
    expect(await describeDeniedNotice(store, rita, "c-1", "pc-1")).toEqual({
      communicationType: "RECALL",
      communicationUid: "Z-2038-2014",
      name: "Breathing Circuit Filter BB50T",
      supplierName: "Acme Medical",
      administrators: ["Ada Admin", "nameless@example.org"],
    });
  });

  it("never lists the person asking among the administrators", async () => {
    const ada = { ...rita, userId: "ada", permissions: ["Provider_ManageUsers" as const] };
    expect((await describeDeniedNotice(store, ada, "c-1", "pc-1")).administrators).toEqual([
      "nameless@example.org",
    ]);
  });

  it("tells another organisation, unknown ids and non-providers nothing", async () => {
    const notFound = new NotFound(ACCESS_REQUESTS.say("notFound"));
    await expect(
      describeDeniedNotice(store, { ...rita, organizationId: "prov-b" }, "c-1", "pc-1"),
    ).rejects.toEqual(notFound);
    await expect(describeDeniedNotice(store, rita, "c-1", "pc-404")).rejects.toEqual(notFound);
    await expect(describeDeniedNotice(store, { ...rita, userType: "SUPP" }, "c-1", "pc-1")).rejects.toEqual(
      new Forbidden(ACCESS_REQUESTS.say("notProvider")),
    );
  });
});
