/**
 * Dependency direction (GUIDE.md). Each rule is proven to fire on a planted violation by
 * scripts/dependency-rules.test.ts (fixture tree tests/fixtures/dependency-rules/, checked with this file), so
 * a rule cannot silently stop working. Violations that other work will remove are listed, visibly, in
 * .dependency-cruiser-known-violations.json (`npm run deps` reports how many it ignored).
 */

/** Where the adapters meet: the HTTP process and the CLI build the whole portal from its parts. */
const COMPOSITION_ROOTS = ["^adapters/http/(portal|main)\\.ts$", "^adapters/cli/"];
/** Test-only code inside core/ (test files and the shared fast-check generators) may use test libraries. */
const CORE_TEST_CODE = ["\\.test\\.ts$", "^core/.+/testing/"];

module.exports = {
  forbidden: [
    {
      name: "core-is-pure",
      comment:
        "core/ imports only core/ and effect: no framework (hono, MikroORM, pg-boss...), no node: built-in, no adapter, no web code.",
      severity: "error",
      from: { path: "^core/", pathNot: CORE_TEST_CODE },
      to: { pathNot: ["^core/", "(^|/)node_modules/effect/"] },
    },
    {
      name: "no-circular",
      comment: "No import cycle anywhere: core, adapters, web, scripts and tests.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-unresolvable",
      comment:
        "Every import resolves. An import the checker cannot follow is an edge no other rule can see, so it would hide a violation.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: "web-not-server",
      comment: "web/ may import core/ but no adapter, script or test.",
      severity: "error",
      from: { path: "^web/" },
      to: { path: "^(adapters|scripts|tests)/" },
    },
    {
      name: "web-features-apart",
      comment:
        "A web feature (web/src/features/<context>/, and today's web/src/pages/<area>/ until they move there) never imports another; what two features share lives in components/, api/ or core/.",
      severity: "error",
      from: { path: "^web/src/(features|pages)/([^/]+)/" },
      to: { path: "^web/src/(features|pages)/", pathNot: "^web/src/$1/$2/" },
    },
    {
      name: "web-app-on-top",
      comment:
        "web/src/app/ (router, page registry, providers) imports the screens, never the other way round: features, today's pages and shared components do not import app/.",
      severity: "error",
      from: { path: "^web/src/(features|pages|components)/" },
      to: { path: "^web/src/app/" },
    },
    {
      name: "adapters-apart",
      comment:
        "Adapters meet only in the composition roots (adapters/http/portal.ts and main.ts, adapters/cli/). Elsewhere an adapter imports core/ and libraries, not another adapter (a job worker may also use the database adapter: see jobs-use-db-only).",
      severity: "error",
      from: { path: "^adapters/([^/]+)/", pathNot: [...COMPOSITION_ROOTS, "^adapters/jobs/"] },
      to: { path: "^adapters/", pathNot: "^adapters/$1/" },
    },
    {
      name: "jobs-use-db-only",
      comment:
        "A job worker (adapters/jobs/) runs a use case against the database adapter's repositories; anything else it needs (file readers, mail transport) the composition root hands in.",
      severity: "error",
      from: { path: "^adapters/jobs/" },
      to: { path: "^adapters/", pathNot: "^adapters/(jobs|db)/" },
    },
    {
      name: "entities-stay-in-db",
      comment:
        "MikroORM entities are imported only inside adapters/db/ (repositories map them to core types). tests/ may too: integration tests arrange and inspect rows directly.",
      severity: "error",
      from: { pathNot: ["^adapters/db/", "^tests/"] },
      to: { path: "^adapters/db/entities/" },
    },
    {
      name: "workers-in-jobs",
      comment:
        "Job workers live in adapters/jobs/: only it and the composition roots import pg-boss or the job queue (whoever can reach the queue can start a worker with .work()).",
      severity: "error",
      from: { pathNot: ["^adapters/jobs/", ...COMPOSITION_ROOTS] },
      to: { path: ["(^|/)node_modules/pg-boss/", "^adapters/jobs/"] },
    },
  ],
  options: {
    // Libraries are checked as the end of an import (core-is-pure, workers-in-jobs need to see them), never read.
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
    // The fixture tree holds planted violations on purpose; it is checked on its own by the rules test.
    exclude: { path: ["web/src/api/generated", "^dist/", "^tests/fixtures/dependency-rules/"] },
  },
};
