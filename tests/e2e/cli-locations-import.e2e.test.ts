// `locations import` as an operator runs it: a real process on its own embedded database with the demo data.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(join(tmpdir(), "cli-import-"));
const fixture = (name: string) => join("tests/fixtures/locations/preprocessor", name);
const cli = (...args: string[]) => {
  const result = spawnSync(process.execPath, ["adapters/cli/main.ts", ...args], {
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
};
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run cli -- locations import", () => {
  it("matches a supplier's file into the database, and refuses bad input with exit code 2", () => {
    expect(cli("db", "seed").code).toBe(0);
    const run = cli("locations", "import", "--supplier", "acme medical", fixture("acme-shipto.csv"));
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^job [0-9a-f-]{36}: COMPLETED, rows 6, matched 3, review 2, unmatched 1$/m);
    expect(readdirSync(join(dataDir, "files/preprocessor"))).toHaveLength(1);

    const noAddress = cli(
      "locations",
      "import",
      "--supplier",
      "Acme Medical",
      fixture("row-without-address.csv"),
    );
    expect(noAddress.code).toBe(2);
    expect(noAddress.err).toContain(
      "row-without-address.csv (row 3, column address1): no usable address (street is empty)",
    );
    expect(noAddress.err).toMatch(/ended in ERROR; nothing was applied/);

    const png = cli("locations", "import", "--supplier", "Acme Medical", fixture("logo-renamed.csv"));
    expect(png).toMatchObject({ code: 2 });
    expect(png.err).toContain(
      "logo-renamed.csv: the content is not a CSV file with a header row (it is a PNG image)",
    );
    expect(cli("locations", "import", "--supplier", "Nobody", fixture("acme-shipto.csv")).err).toContain(
      'No supplier named "Nobody"',
    );
    expect(cli("locations", "import", fixture("acme-shipto.csv")).code).toBe(2);
  });
});
