// Lint rules for the whole package. Type-aware rules are left out on purpose: `npm run typecheck` already
// runs the compiler, and the type-aware pass would double the check time on a 2-core machine.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      "dist/**",
      ".data/**",
      "coverage/**",
      "artifacts/**",
      "web/src/api/generated/**",
      "tests/api-types.d.ts",
      "adapters/db/migrations/**",
      ".stryker-tmp/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "off",
      eqeqeq: ["error", "always", { null: "ignore" }],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // The core is pure: no I/O, no environment, no clock reads hidden in helpers.
    files: ["core/**/*.ts"],
    rules: {
      "no-restricted-globals": ["error", "process", "fetch", "setTimeout", "setInterval"],
    },
  },
);
