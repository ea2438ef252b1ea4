import { ValidationFailed, type FieldError } from "../../shared/errors.ts";
import type { Said } from "../../shared/messages/message.ts";
import { LOCATION_REVIEW_MESSAGES } from "./messages.ts";
import type { NewKnownLocation } from "./ports.ts";
import type { ReviewQueueRecord } from "./review-queue.ts";

/** What the create dialog sends: the provider and type, and any field of the row the operator corrected. */
export interface NewLocationInput {
  readonly knownProviderId?: string | undefined;
  readonly type?: "HOSPITAL" | "NON_ACUTE" | undefined;
  readonly name?: string | undefined;
  readonly address1?: string | undefined;
  readonly address2?: string | null | undefined;
  readonly city?: string | undefined;
  readonly state?: string | undefined;
  readonly zip?: string | undefined;
  readonly phone?: string | null | undefined;
}

/** The known location's column widths (entities/locations.ts): a longer value is refused, never cut. */
const LIMITS = { name: 200, address1: 200, address2: 200, city: 100, zip: 10, phone: 40 } as const;

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/**
 * The new known location: the row's own fields unless the operator corrected them, checked against the
 * location master's rules (required fields, widths, a two-letter state). Every problem is reported at once.
 */
export const checkNewLocation = (row: ReviewQueueRecord, input: NewLocationInput): NewKnownLocation => {
  const problems: FieldError[] = [];
  const say = (field: string, said: Said) => problems.push({ field, ...said });
  const value = {
    name: (input.name ?? row.name).trim(),
    address1: (input.address1 ?? row.address1).trim(),
    address2: blankToNull(input.address2 === undefined ? row.address2 : input.address2),
    city: (input.city ?? row.city).trim(),
    state: (input.state ?? row.state).trim().toUpperCase(),
    zip: (input.zip ?? row.zip).trim(),
    phone: blankToNull(input.phone === undefined ? row.phone : input.phone),
  };
  for (const field of ["name", "address1", "city", "zip"] as const)
    if (value[field] === "") say(field, LOCATION_REVIEW_MESSAGES.say("required"));
  for (const [field, max] of Object.entries(LIMITS)) {
    const text = value[field as keyof typeof LIMITS];
    if (text !== null && text.length > max) say(field, LOCATION_REVIEW_MESSAGES.say("tooLong", { max }));
  }
  if (!/^[A-Z]{2}$/.test(value.state)) say("state", LOCATION_REVIEW_MESSAGES.say("stateCode"));
  const knownProviderId = input.knownProviderId?.trim() ?? "";
  if (knownProviderId === "") say("knownProviderId", LOCATION_REVIEW_MESSAGES.say("chooseProvider"));
  if (problems.length > 0) {
    const [first] = problems;
    throw new ValidationFailed({ ...first!, fields: problems });
  }
  return { ...value, knownProviderId, type: input.type ?? "HOSPITAL", hin: row.hin, gln: row.gln };
};
