import fc from "fast-check";
import { ROW_DECISIONS } from "../../preprocessor/preprocessor-job.ts";
import type { ShipToFacts, VerificationMark } from "../routing-tag.ts";

export const MARKS: readonly VerificationMark[] = ["Covered", "NotCovered", "Invalid", "Emailed"];

/** Every combination the rule reads: any decision, with or without a location, mark, users and mailbox. */
export const shipToFactsArb: fc.Arbitrary<ShipToFacts> = fc.record({
  decision: fc.constantFrom(...ROW_DECISIONS),
  knownLocationId: fc.option(fc.uuid(), { nil: null }),
  verification: fc.option(fc.constantFrom(...MARKS), { nil: null }),
  providerHasActiveUsers: fc.boolean(),
  providerRecallEmail: fc.option(fc.constantFrom("recalls@hospital.example", "", "  "), { nil: null }),
});

/** Ship-to ids from a small pool, so lists repeat ids; some carry the stray spaces a spreadsheet cell has. */
const POOL = ["ST-1", "ST-2", "ST-3", "ST-10", "A 7", "x", "ST-99"];
export const rawShipToIdArb = fc
  .tuple(fc.constantFrom(...POOL, ""), fc.constantFrom("", " ", "\t"), fc.constantFrom("", " ", "  "))
  .map(([id, before, after]) => `${before}${id}${after}`);

/** The facts a supplier has for some of the pool's ids (trimmed, as the supplier's rows store them). */
export const supplierFactsArb: fc.Arbitrary<Map<string, ShipToFacts>> = fc
  .dictionary(fc.constantFrom(...POOL), shipToFactsArb)
  .map((facts) => new Map(Object.entries(facts)));
