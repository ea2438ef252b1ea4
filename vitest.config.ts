import { defineConfig } from "vitest/config";

// Two projects: fast pure tests, and integration tests that share one PostgreSQL (embedded PGlite unless
// DATABASE_URL is set). Integration files run one at a time because PGlite serves a single backend session.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "core/**/*.test.ts",
            "adapters/**/*.test.ts",
            "scripts/**/*.test.ts",
            "web/src/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/integration/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
    coverage: {
      provider: "v8",
      include: ["core/**/*.ts"],
      exclude: ["core/**/*.test.ts"],
      reporter: ["text-summary", "json-summary"],
    },
  },
});
