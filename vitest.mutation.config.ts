import { defineConfig } from "vitest/config";

// The unit tests of core only, for `npm run mutation`: Stryker runs them against each mutant, so the
// integration project (PostgreSQL, seconds per file) and the adapter and web tests stay out.
export default defineConfig({
  test: {
    include: ["core/**/*.test.ts"],
    environment: "node",
    // Instrumented code with per-test coverage runs several times slower, and the property tests run many
    // cases: the default 5 s made the initial run fail on a busy machine.
    testTimeout: 60_000,
  },
});
