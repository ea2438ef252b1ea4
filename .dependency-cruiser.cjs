/** Dependency direction (GUIDE.md): core imports nothing of ours and no framework; adapters talk to each
 * other only through the composition roots; the browser never imports a server adapter. */
module.exports = {
  forbidden: [
    {
      name: "core-is-pure",
      comment: "core/ may import only core/ and effect (plus node: built-ins are forbidden too).",
      severity: "error",
      from: { path: "^core/" },
      to: { pathNot: ["^core/", "^node_modules/effect/"] },
    },
    {
      name: "core-no-node-builtins",
      severity: "error",
      from: { path: "^core/" },
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
      comment: "An adapter imports another adapter only from a composition root.",
      severity: "error",
      from: {
        path: "^adapters/(http|cli|db|mail|jobs|files)/",
        pathNot: ["^adapters/http/(server|main)\\.ts$", "^adapters/cli/", "^adapters/composition/"],
      },
      to: { path: "^adapters/(http|cli)/", pathNot: "^adapters/$1/" },
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
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
    exclude: { path: ["node_modules", "web/src/api/generated", "dist"] },
  },
};
