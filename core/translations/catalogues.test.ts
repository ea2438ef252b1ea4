import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { ALL_CATALOGUES } from "./all-catalogues.ts";
import { catalogueKey, catalogueLabels, englishLabelOf, labelKeyOf } from "../shared/catalogues/catalogue.ts";
import {
  AffectedLocationStatusFilter,
  Classification,
  CommunicationStatus,
  isDisplayedResponseStatus,
  ResponseProgress,
} from "../communications/catalogues/communication-statuses.ts";
import { LABELS_EN } from "./labels.en.ts";
import { LABELS_VI, translateByEnglish, VI_BY_ENGLISH } from "./labels.vi.ts";
import { JobStatus } from "../locations/catalogues/job-statuses.ts";
import { OrganizationUserStatus } from "../organisations/catalogues/account-statuses.ts";
import { RemovalOrCorrection } from "../regulator-data/catalogues/fda-statuses.ts";

const en = (catalogue: Parameters<typeof labelKeyOf>[0], value: string) =>
  LABELS_EN[labelKeyOf(catalogue, value)];

describe("status catalogues", () => {
  it("show the spec's display texts", () => {
    expect(en(CommunicationStatus, "BOUNCE")).toBe("Error");
    for (const v of ["ERROR_MISSING_TEMPLATE", "ERROR_SENDING", "PENDING"])
      expect(en(CommunicationStatus, v)).toBe("Sent");
    expect(en(AffectedLocationStatusFilter, "UNABLE_PROCESSED")).toBe("Unrecognized");
    expect(en(AffectedLocationStatusFilter, "NON_COVERED")).toBe("Not Covered");
    expect(en(OrganizationUserStatus, "VERIFICATION")).toBe("Verification Email Sent");
    expect(en(ResponseProgress, "OPEN")).toBe("In Progress");
    expect(en(ResponseProgress, "NOTCOMPLETED")).toBe("In Progress");
    expect(en(Classification, "CLASSI")).toBe("Class I");
    expect(en(JobStatus, "IN PROGRESS")).toBe("In Progress");
    expect(labelKeyOf(JobStatus, "IN PROGRESS")).toBe("status.job.IN_PROGRESS");
    expect(labelKeyOf(RemovalOrCorrection, "")).toBe("status.removalOrCorrection._blank");
  });

  it("decode their values and refuse others", () => {
    const decode = Schema.decodeUnknownResult(Classification.schema);
    expect(Result.isSuccess(decode("CLASSII"))).toBe(true);
    expect(Result.isFailure(decode("CLASS IV"))).toBe(true);
    expect(Classification.is("CLASSIII")).toBe(true);
    expect(Classification.is(3)).toBe(false);
  });

  it("give English text for exports and show unknown values as they are", () => {
    expect(englishLabelOf(CommunicationStatus, "BOUNCE")).toBe("Error");
    expect(englishLabelOf(CommunicationStatus, "SOMETHING_NEW")).toBe("SOMETHING_NEW");
    expect(labelKeyOf(CommunicationStatus, "SOMETHING_NEW")).toBe(
      catalogueKey("communication", "SOMETHING_NEW"),
    );
  });

  it("have unique names and no duplicate values", () => {
    const names = ALL_CATALOGUES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const c of ALL_CATALOGUES) expect(new Set(c.values).size).toBe(c.values.length);
  });

  it("hide deleted and NA response statuses", () => {
    expect(isDisplayedResponseStatus("DRAFT")).toBe(true);
    for (const hidden of ["deleted", "DELETED", "NA", " na ", "", null, undefined])
      expect(isDisplayedResponseStatus(hidden)).toBe(false);
  });
});

describe("label files", () => {
  it("carry the same keys in both locales and translate every English text", () => {
    expect(Object.keys(LABELS_VI).sort()).toEqual(Object.keys(LABELS_EN).sort());
    const untranslated = Object.values(catalogueLabels(ALL_CATALOGUES)).filter(
      (text) => !(text in VI_BY_ENGLISH),
    );
    expect(untranslated).toEqual([]);
    expect(LABELS_VI["status.classification.CLASSI"]).toBe("Loại I");
    expect(LABELS_VI["menu.recalls"]).toBe("Thu hồi");
    expect(translateByEnglish({ a: "Open", b: "Brand new" }, VI_BY_ENGLISH)).toEqual({
      a: "Đang mở",
      b: "Brand new",
    });
  });
});
