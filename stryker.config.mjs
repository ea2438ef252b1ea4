// Mutation testing of core's rules (`npm run mutation`, see scripts/mutation.ts). Settings from STACK.md item 12:
// module-level constants are not mutated (ignoreStatic: they cost most of the time and the tables that use them
// are tested through the functions), and the incremental file (kept in reports/mutation/, not committed: cache it
// in CI) lets a later run re-test only what changed.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "vitest.mutation.config.ts", related: true },
  coverageAnalysis: "perTest",
  // The machine is shared; raise with --concurrency on a free one.
  concurrency: 1,
  ignoreStatic: true,
  incremental: true,
  incrementalFile: "reports/mutation/stryker-incremental.json",
  mutate: [
    "core/access/**/*.ts",
    "core/identity/navigation/**/*.ts",
    "core/shared/machine/**/*.ts",
    "core/communications/lifecycles/**/*.ts",
    "core/locations/verification/**/*.ts",
    "core/locations/preprocessor/job-lifecycle.ts",
    "core/responses/responder-response.ts",
    "core/shared/validation/**/*.ts",
    "core/identity/session/**/*.ts",
    "core/locations/matching/decide-match.ts",
    "!core/**/*.test.ts",
    "!core/**/testing/**",
  ],
  reporters: ["progress", "json", "html"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
