// CI guard: regenerates openapi.yaml, the orval client and the test types, and checks the schema migrations
// cover the entities. Fails when anything committed differs from what the sources produce.
import { execFileSync } from "node:child_process";

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: "inherit" });

run("npm", ["run", "--silent", "generate"]);
const changed = execFileSync(
  "git",
  ["status", "--porcelain", "--", "openapi.yaml", "web/src/api/generated", "tests/api-types.d.ts"],
  {
    encoding: "utf8",
  },
).trim();
if (changed) {
  console.error(`Generated files are stale; run \`npm run generate\` and commit:\n${changed}`);
  process.exit(1);
}
const drift = execFileSync("node", ["scripts/check-schema-drift.ts"], { encoding: "utf8" });
process.stdout.write(drift);
console.log("Generated code and migrations are up to date.");
