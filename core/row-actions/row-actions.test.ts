import { describe, expect, it } from "vitest";
import {
  activeEntityRowActions,
  allowAccessRowActions,
  locationVerificationMarks,
  preprocessorJobRowActions,
  providerCreatedRowActions,
  recallListRowActions,
  responseRowActions,
  simpleListRowActions,
} from "./row-actions.ts";
import { ROW_ACTION_LABELS_EN, ROW_ACTION_LABELS_VI, rowActionLabelKey } from "./row-action-labels.ts";

describe("row actions of doc 1 §4", () => {
  it("simple list with stt", () => {
    expect(simpleListRowActions("PENDING")).toEqual(["edit", "delete"]);
    expect(simpleListRowActions("pending")).toEqual(["edit", "delete"]);
    expect(simpleListRowActions("ACTIVE")).toEqual(["edit"]);
    expect(simpleListRowActions(null)).toEqual(["edit"]);
  });

  it("records with allow_access", () => {
    expect(allowAccessRowActions({ status: "CLOSED", allow_access: true })).toEqual(["view"]);
    expect(allowAccessRowActions({ status: "OPEN", allow_access: true })).toEqual(["view", "edit"]);
    expect(allowAccessRowActions({ status: "DRAFT", allow_access: true })).toEqual([
      "view",
      "edit",
      "delete",
    ]);
    expect(allowAccessRowActions({ status: "OPEN", allow_access: false })).toEqual([]);
    expect(allowAccessRowActions({ status: "OPEN", allow_access: undefined })).toEqual([]);
  });

  it("provider-created records", () => {
    expect(providerCreatedRowActions({ isProviderCreated: true, status_provider: "COMPLETED" })).toEqual([
      "view",
    ]);
    expect(providerCreatedRowActions({ isProviderCreated: true, status_provider: "OPEN" })).toEqual([
      "view",
      "edit",
    ]);
    expect(providerCreatedRowActions({ isProviderCreated: false, status_provider: "OPEN" })).toEqual([
      "view",
    ]);
    expect(providerCreatedRowActions({ isProviderCreated: null, status_provider: null })).toEqual(["view"]);
  });

  it("ACTIVE entities", () => {
    expect(activeEntityRowActions("ACTIVE")).toEqual(["edit", "inactivate"]);
    expect(activeEntityRowActions("DEACTIVATED")).toEqual(["activate"]);
    expect(activeEntityRowActions(undefined)).toEqual(["activate"]);
  });

  it("responses: owner only; drafts and errors editable", () => {
    expect(responseRowActions({ userid: "u1", response_status: "DRAFT" }, "u1")).toEqual([
      "edit",
      "respond",
      "view",
      "delete",
    ]);
    expect(responseRowActions({ userid: "u1", response_status: "error" }, "u1")).toEqual([
      "edit",
      "respond",
      "view",
      "delete",
    ]);
    expect(responseRowActions({ userid: "u1", response_status: "SENT" }, "u1")).toEqual(["view", "delete"]);
    expect(responseRowActions({ userid: "u1", response_status: null }, "u1")).toEqual(["view", "delete"]);
    expect(responseRowActions({ userid: "u1", response_status: "DRAFT" }, "u2")).toEqual([]);
  });

  it("recall list rows", () => {
    expect(recallListRowActions({})).toEqual(["view"]);
    expect(recallListRowActions({ isReference: true })).toEqual(["view", "createRecall"]);
  });

  it("location verification marks enable Covered only for centralised providers", () => {
    expect(locationVerificationMarks(undefined)).toEqual([
      { action: "markCovered", enabled: true },
      { action: "markEmailed", enabled: true },
      { action: "markNotCovered", enabled: true },
      { action: "markInvalid", enabled: true },
    ]);
    expect(locationVerificationMarks(false)[0]).toEqual({ action: "markCovered", enabled: false });
    expect(locationVerificationMarks(true)[0]?.enabled).toBe(true);
  });

  it("pre-processor jobs can be deleted unless running", () => {
    expect(preprocessorJobRowActions("COMPLETED")).toEqual(["view", "delete"]);
    expect(preprocessorJobRowActions("IN PROGRESS")).toEqual(["view"]);
  });

  it("labels every action in both locales", () => {
    expect(Object.keys(ROW_ACTION_LABELS_VI)).toEqual(Object.keys(ROW_ACTION_LABELS_EN));
    expect(ROW_ACTION_LABELS_EN[rowActionLabelKey("createRecall")]).toBe("Create Recall");
  });
});
