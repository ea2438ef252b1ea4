import { describe, expect, it } from "vitest";
import {
  changedRules,
  folderScores,
  rulesCoveredByTest,
  updatedBaseline,
  type Baseline,
} from "./mutation-baseline.ts";

const RULES = ["core/access/can.ts", "core/access/permissions.ts", "core/shared/validation/email.ts"];

const BASELINE: Baseline = {
  rules: {
    "core/access/can.ts": { sha256: "can-1", tally: { detected: 90, valid: 100 } },
    "core/access/permissions.ts": { sha256: "perm-1", tally: { detected: 10, valid: 10 } },
    "core/shared/validation/email.ts": { sha256: "email-1", tally: null },
  },
  tests: { "core/access/can.test.ts": "can-test-1", "core/access/access.boundaries.test.ts": "boundaries-1" },
};

const unchanged = {
  rules: {
    "core/access/can.ts": "can-1",
    "core/access/permissions.ts": "perm-1",
    "core/shared/validation/email.ts": "email-1",
  },
  tests: { "core/access/can.test.ts": "can-test-1", "core/access/access.boundaries.test.ts": "boundaries-1" },
};

describe("the rule files a test covers", () => {
  it("is the rule file its name starts with, else every rule file of its folder", () => {
    expect(rulesCoveredByTest("core/access/can.table.test.ts", RULES)).toEqual(["core/access/can.ts"]);
    expect(rulesCoveredByTest("core/access/access.boundaries.test.ts", RULES)).toEqual([
      "core/access/can.ts",
      "core/access/permissions.ts",
    ]);
  });
});

describe("changed rule files", () => {
  it("are none when every hash matches the baseline", () => {
    expect(changedRules(BASELINE, unchanged)).toEqual([]);
  });

  it("are the edited and new files, and those whose test was edited, added or removed", () => {
    expect(
      changedRules(BASELINE, { ...unchanged, rules: { ...unchanged.rules, "core/access/can.ts": "can-2" } }),
    ).toEqual(["core/access/can.ts"]);
    expect(
      changedRules(BASELINE, {
        ...unchanged,
        rules: { ...unchanged.rules, "core/access/new-rule.ts": "new" },
      }),
    ).toEqual(["core/access/new-rule.ts"]);
    expect(
      changedRules(BASELINE, {
        ...unchanged,
        tests: { "core/access/access.boundaries.test.ts": "boundaries-1" },
      }),
    ).toEqual(["core/access/can.ts"]);
    expect(
      changedRules(BASELINE, {
        ...unchanged,
        tests: { ...unchanged.tests, "core/shared/validation/email.test.ts": "new-test" },
      }),
    ).toEqual(["core/shared/validation/email.ts"]);
  });
});

describe("folder scores", () => {
  it("add the baseline's tallies of the folder's unchanged files to the files mutated now", () => {
    const now = { ...unchanged, rules: { ...unchanged.rules, "core/access/can.ts": "can-2" } };
    expect(folderScores({ "core/access/can.ts": { detected: 60, valid: 100 } }, BASELINE, now)).toEqual([
      {
        folder: "core/access",
        detected: 70,
        valid: 110,
        score: (100 * 70) / 110,
        measuredNow: 1,
        fromBaseline: 1,
        unmeasured: 0,
      },
    ]);
  });

  it("leave out a baseline tally whose file changed but was not mutated now", () => {
    const now = {
      ...unchanged,
      rules: { ...unchanged.rules, "core/access/can.ts": "can-2", "core/access/permissions.ts": "perm-2" },
    };
    expect(folderScores({ "core/access/can.ts": { detected: 9, valid: 10 } }, BASELINE, now)).toEqual([
      {
        folder: "core/access",
        detected: 9,
        valid: 10,
        score: 90,
        measuredNow: 1,
        fromBaseline: 0,
        unmeasured: 1,
      },
    ]);
  });
});

describe("the updated baseline", () => {
  it("takes the mutated files' hashes and tallies, and a test's hash once its files were re-measured", () => {
    const now = {
      rules: { ...unchanged.rules, "core/access/can.ts": "can-2" },
      tests: { ...unchanged.tests, "core/access/can.test.ts": "can-test-2" },
    };
    expect(updatedBaseline(BASELINE, { "core/access/can.ts": { detected: 95, valid: 100 } }, now)).toEqual({
      rules: {
        ...BASELINE.rules,
        "core/access/can.ts": { sha256: "can-2", tally: { detected: 95, valid: 100 } },
      },
      tests: {
        "core/access/access.boundaries.test.ts": "boundaries-1",
        "core/access/can.test.ts": "can-test-2",
      },
    });
  });

  it("keeps a removed test until the files it covered were re-measured", () => {
    const now = { ...unchanged, tests: { "core/access/can.test.ts": "can-test-1" } };
    expect(updatedBaseline(BASELINE, {}, now).tests).toEqual(BASELINE.tests);
    expect(
      updatedBaseline(
        BASELINE,
        {
          "core/access/can.ts": { detected: 1, valid: 1 },
          "core/access/permissions.ts": { detected: 1, valid: 1 },
        },
        now,
      ).tests,
    ).toEqual({ "core/access/can.test.ts": "can-test-1" });
  });
});
