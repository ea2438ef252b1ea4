import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// `npm run deps` checks the repository with .dependency-cruiser.cjs. Here the same file checks a fixture tree of
// planted violations: every rule must fire on its plant and stay silent on the allowed neighbours, so a rule that
// stops matching (a renamed folder, an excluded path, a resolver change) fails this test instead of passing quietly.
const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const fixtureRoot = fileURLToPath(new URL("../tests/fixtures/dependency-rules/", import.meta.url));
const configFile = `${repoRoot}.dependency-cruiser.cjs`;
const cli = `${repoRoot}node_modules/dependency-cruiser/bin/dependency-cruiser.mjs`;

interface Violation {
  readonly rule: { readonly name: string };
  readonly from: string;
  readonly to: string;
}

/** Each plant: the rule it breaks, the importing file, and where the import lands. Written by hand, not read back. */
const PLANTED: ReadonlyArray<{ rule: string; from: string; to: string }> = [
  { rule: "core-is-pure", from: "core/recalls/violates-core-is-pure-hono.ts", to: "node_modules/hono/" },
  {
    rule: "core-is-pure",
    from: "core/recalls/violates-core-is-pure-orm.ts",
    to: "node_modules/@mikro-orm/postgresql/",
  },
  { rule: "core-is-pure", from: "core/recalls/violates-core-is-pure-node.ts", to: "fs" },
  {
    rule: "core-is-pure",
    from: "core/recalls/violates-core-is-pure-adapter.ts",
    to: "adapters/db/repositories/recall-repository.ts",
  },
  {
    rule: "no-circular",
    from: "web/src/cycle/violates-no-circular-a.ts",
    to: "web/src/cycle/violates-no-circular-b.ts",
  },
  {
    rule: "no-circular",
    from: "scripts/cycle/violates-no-circular-a.ts",
    to: "scripts/cycle/violates-no-circular-b.ts",
  },
  { rule: "no-unresolvable", from: "scripts/violates-no-unresolvable.ts", to: "./does-not-exist.ts" },
  {
    rule: "web-not-server",
    from: "web/src/components/violates-web-not-server.ts",
    to: "adapters/http/portal.ts",
  },
  {
    rule: "web-features-apart",
    from: "web/src/features/recalls/violates-web-features-apart.ts",
    to: "web/src/features/quick-links/quick-link-columns.ts",
  },
  {
    rule: "web-features-apart",
    from: "web/src/pages/account/violates-web-features-apart.ts",
    to: "web/src/pages/auth/login-page.ts",
  },
  {
    rule: "web-app-on-top",
    from: "web/src/features/quick-links/violates-web-app-on-top.ts",
    to: "web/src/app/router.ts",
  },
  {
    rule: "adapters-apart",
    from: "adapters/mail/violates-adapters-apart.ts",
    to: "adapters/db/repositories/recall-repository.ts",
  },
  {
    rule: "jobs-use-db-only",
    from: "adapters/jobs/violates-jobs-use-db-only.ts",
    to: "adapters/locations/recall-file-reader.ts",
  },
  {
    rule: "entities-stay-in-db",
    from: "adapters/cli/violates-entities-stay-in-db.ts",
    to: "adapters/db/entities/recall-entity.ts",
  },
  {
    rule: "entities-stay-in-db",
    from: "scripts/violates-entities-stay-in-db.ts",
    to: "adapters/db/entities/recall-entity.ts",
  },
  {
    rule: "workers-in-jobs",
    from: "adapters/locations/violates-workers-in-jobs.ts",
    to: "node_modules/pg-boss/",
  },
  { rule: "workers-in-jobs", from: "scripts/violates-workers-in-jobs.ts", to: "adapters/jobs/job-queue.ts" },
];

const configuredRules = (): string[] => {
  const config = createRequire(import.meta.url)(configFile) as { forbidden: Array<{ name: string }> };
  return config.forbidden.map((rule) => rule.name);
};

let violations: Violation[] = [];

beforeAll(() => {
  const run = spawnSync(
    process.execPath,
    [cli, "core", "adapters", "web", "scripts", "--config", configFile, "--output-type", "json"],
    { cwd: fixtureRoot, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.stdout.trim() === "") throw new Error(`dependency-cruiser wrote no report: ${run.stderr}`);
  violations = (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}, 60_000);

const firing = (rule: string) => violations.filter((v) => v.rule.name === rule);

describe("dependency rules on planted violations", () => {
  it.each(PLANTED)("$rule fires on $from", ({ rule, from, to }) => {
    const hit = firing(rule).find((v) => v.from === from);
    expect(hit, `${rule} did not fire on ${from}`).toBeDefined();
    expect(hit?.to).toContain(to);
  });

  it("fires on nothing else: the allowed neighbours (effect in core, a root meeting every adapter, a worker on the database adapter, app/ importing features) stay silent", () => {
    const unexpected = violations.filter(
      (v) => !PLANTED.some((p) => p.rule === v.rule.name && p.from === v.from),
    );
    expect(unexpected.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  });

  it("has a plant for every configured rule, so a new rule cannot go unproven", () => {
    const planted = new Set(PLANTED.map((p) => p.rule));
    expect(configuredRules().filter((name) => !planted.has(name))).toEqual([]);
    expect([...planted].filter((name) => !configuredRules().includes(name))).toEqual([]);
  });
});
