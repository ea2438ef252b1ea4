import { describe, expect, it } from "vitest";
import type { Actor } from "../access/actor.ts";
import {
  communicationActions,
  providerCopyActions,
  responderResponseActions,
  sendTypesOf,
} from "./record-actions.ts";

const actor = (overrides: Partial<Actor>): Actor => ({
  userId: "u1",
  userType: "SUPP",
  organizationId: "s1",
  permissions: ["Supplier_ManageRecalls"],
  roleName: "Administrator",
  siteIds: "all",
  ...overrides,
});

const recall = {
  state: "OPEN" as const,
  supplierOrganizationId: "s1",
  communicationType: "RECALL" as const,
  recipientCount: 2,
  newRecipientCount: 0,
};

describe("allowed actions returned with records", () => {
  it("gives the owning supplier the lifecycle's events and others nothing", () => {
    expect(communicationActions(actor({}), recall)).toEqual([
      "edit",
      "send",
      "close",
      "changeLocationStatus",
    ]);
    expect(communicationActions(actor({ organizationId: "s2" }), recall)).toEqual([]);
    expect(communicationActions(actor({ userType: "PROV" }), recall)).toEqual([]);
    expect(communicationActions(actor({}), { ...recall, recipientCount: 0 })).not.toContain("send");
  });

  it("lets the managing operator delete a never-sent event only", () => {
    const op = actor({ userType: "NOTISPHERE", permissions: ["Notisphere_ManageRecalls"] });
    expect(communicationActions(op, { ...recall, state: "DRAFT" })).toEqual(["delete"]);
    expect(communicationActions(op, recall)).toEqual([]);
  });

  it("offers New Providers only on later rounds with new recipients", () => {
    expect(sendTypesOf({ state: "APPROVED", newRecipientCount: 3 })).toEqual(["ALL"]);
    expect(sendTypesOf({ state: "OPEN", newRecipientCount: 1 })).toEqual(["ALL", "NEW"]);
    expect(sendTypesOf({ state: "OPEN", newRecipientCount: 0 })).toEqual(["ALL"]);
  });

  it("gives a provider its copy's events through its sites only", () => {
    const provider = actor({
      userType: "PROV",
      organizationId: "p1",
      permissions: ["Provider_ManageRecalls"],
      siteIds: ["a"],
    });
    const record = {
      state: "OPEN" as const,
      providerOrganizationId: "p1",
      supplierOrganizationId: "s1",
      communicationType: "RECALL" as const,
      siteIds: ["a"],
    };
    const facts = {
      isProviderCreated: false,
      eventClosed: false,
      sitesTotal: 1,
      sitesAcknowledged: 0,
      answersRequired: 1,
      answersGiven: 0,
    };
    expect(providerCopyActions(provider, record, facts)).toEqual(["view", "acknowledge", "respond"]);
    expect(providerCopyActions(provider, { ...record, siteIds: ["b"] }, facts)).toEqual([]);
    expect(providerCopyActions(actor({}), record, facts)).toEqual([]);
  });

  it("gives eR actions to the owning responder only", () => {
    const responder = actor({
      userType: "PROV",
      organizationId: "p1",
      permissions: ["Provider_ResponderRole"],
    });
    const record = { state: "DRAFT" as const, providerOrganizationId: "p1", ownerUserId: "u1" };
    expect(responderResponseActions(responder, record)).toEqual(["view", "edit", "respond", "delete"]);
    expect(responderResponseActions({ ...responder, userId: "u2" }, record)).toEqual([]);
    expect(responderResponseActions({ ...responder, permissions: [] }, record)).toEqual([]);
  });
});
