/** Dependency direction (GUIDE.md): core imports nothing of ours and no framework; adapters talk to each
 * other only through the composition roots; the browser never imports a server adapter. */
module.exports = {
  forbidden: [
    {
      name: "core-is-pure",
      comment: "core/ may import only core/ and effect (plus node: built-ins are forbidden too).",
      severity: "error",
      from: { path: "^core/", pathNot: "\\.test\\.ts$" },
      to: { pathNot: ["^core/", "^node_modules/effect/"] },
    },
    {
      name: "core-no-node-builtins",
      severity: "error",
      from: { path: "^core/", pathNot: "\\.test\\.ts$" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "web-not-server",
      comment: "web/ may import core/ but no adapter, script or test.",
      severity: "error",
      from: { path: "^web/" },
      to: { path: "^(adapters|scripts|tests)/" },
    },
    {
      name: "adapters-apart",
      comment:
        "Adapters meet only in the composition roots (adapters/http/portal.ts and main.ts, adapters/cli/). Elsewhere an adapter imports core/ and libraries, not another adapter.",
      severity: "error",
      from: { path: "^adapters/([^/]+)/", pathNot: ["^adapters/http/(portal|main)\\.ts$", "^adapters/cli/"] },
      to: { path: "^adapters/([^/]+)/", pathNot: ["^adapters/$1/", "^adapters/(db|jobs)/"] },
    },
    {
      name: "db-and-jobs-are-leaves",
      comment: "The database and job adapters are used by others and use only each other and core/.",
      severity: "error",
      from: { path: "^adapters/(db|jobs)/" },
      to: { path: "^adapters/(http|cli|mail|security|locations)/" },
    },
    {
      name: "http-handlers-use-ports",
      comment:
        "HTTP routes and handlers reach storage through core ports, never the database adapter directly.",
      severity: "error",
      from: { path: "^adapters/http/", pathNot: "^adapters/http/(portal|main)\\.ts$" },
      to: { path: "^adapters/(db|jobs|mail|security)/" },
    },
    {
      name: "no-circular",
      severity: "error",
      from: { path: "^(core|adapters)/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
    exclude: { path: ["node_modules", "web/src/api/generated", "dist"] },
  },
};
