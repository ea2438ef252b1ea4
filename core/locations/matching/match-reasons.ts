import { Schema } from "effect";

/**
 * Why the matcher decided what it did, as pieces of evidence a screen can put in plain words in any language.
 * The first piece says what the decision rests on (the kind of evidence that was enough, or why none was);
 * the rest say what the row and the site agree and disagree on.
 */
export const EvidenceBasis = Schema.Literals([
  "samePhone",
  "sameBuildingAndName",
  "sameNameInTown",
  "sameNameAndNumber",
  "sameBuildingRenamed",
  "sameBuildingRenamedNewPhone",
]);
export type EvidenceBasis = typeof EvidenceBasis.Type;

const code = <C extends string>(value: C) => Schema.Struct({ code: Schema.Literal(value) });

export const MatchReason = Schema.Union([
  code("existingMapping"),
  Schema.Struct({ code: Schema.Literal("sameIdentifier"), identifier: Schema.Literals(["HIN", "GLN"]) }),
  Schema.Struct({ code: Schema.Literal("basis"), basis: EvidenceBasis }),
  /** Another known site has nearly as much evidence; `behind` is how far behind on the evidence score. */
  Schema.Struct({ code: Schema.Literal("rivalClose"), behind: Schema.optional(Schema.Finite) }),
  code("notConclusive"),
  code("tooWeak"),
  code("noCandidate"),
  code("phoneMatches"),
  code("sameStreetAndNumber"),
  code("sameStreetNumber"),
  code("sameStreet"),
  code("sameZip"),
  code("sameCity"),
  code("streetNumberDiffers"),
  code("zipDiffers"),
  code("phoneDiffers"),
  Schema.Struct({ code: Schema.Literal("nameSimilarity"), percent: Schema.Int }),
]).annotate({ identifier: "LocationMatchReason" });
export type MatchReason = typeof MatchReason.Type;
export type MatchReasonCode = MatchReason["code"];

const BASIS_WORDS: Readonly<Record<EvidenceBasis, string>> = {
  samePhone: "the same phone number",
  sameBuildingAndName: "the same building and a like name",
  sameNameInTown: "the same name in the same town (the site moved)",
  sameNameAndNumber: "the same name and street number",
  sameBuildingRenamed: "the same building under a new name",
  sameBuildingRenamedNewPhone: "the same building under a new name and phone",
};

/** One reason in plain English: the results download and any reader without the screen's translations. */
export const reasonInEnglish = (reason: MatchReason): string => {
  switch (reason.code) {
    case "existingMapping":
      return "The supplier already mapped this location";
    case "sameIdentifier":
      return `Same ${reason.identifier}`;
    case "basis":
      return `Rests on ${BASIS_WORDS[reason.basis]}`;
    case "rivalClose":
      return reason.behind === undefined
        ? "Another site is nearly as likely"
        : `Another site is nearly as likely (${reason.behind.toFixed(1)} behind)`;
    case "notConclusive":
      return "Some evidence, not enough to match";
    case "tooWeak":
      return "The closest site is too unlike";
    case "noCandidate":
      return "No known site shares the ZIP, phone, city or name";
    case "phoneMatches":
      return "Phone matches";
    case "sameStreetAndNumber":
      return "Same street and number";
    case "sameStreetNumber":
      return "Same street number";
    case "sameStreet":
      return "Same street";
    case "sameZip":
      return "Same ZIP";
    case "sameCity":
      return "Same city";
    case "streetNumberDiffers":
      return "Different street number";
    case "zipDiffers":
      return "Different ZIP";
    case "phoneDiffers":
      return "Different phone";
    case "nameSimilarity":
      return `Name ${reason.percent}% alike`;
  }
};

export const reasonsInEnglish = (reasons: readonly MatchReason[]): string =>
  reasons.map(reasonInEnglish).join("; ");
