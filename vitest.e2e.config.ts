import { defineConfig } from "vitest/config";

// Browser and process tests against the built app. One file at a time: each starts its own portal.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.test.ts"],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
