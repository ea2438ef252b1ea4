import { createWriteStream } from "node:fs";
import { readFile, rename, rm } from "node:fs/promises";
import { basename } from "node:path";
import { once } from "node:events";
import type { Command } from "commander";
import {
  createLocationMatcherBuilder,
  type LocationMatcherBuilder,
} from "#core/locations/matching/match-locations.ts";
import type { MatchStatus } from "#core/locations/matching/location-schemas.ts";
import { LocationFileError } from "../locations/location-file-error.ts";
import { readExistingMappings } from "../locations/read-existing-mappings.ts";
import { readLocationRows } from "../locations/read-location-rows.ts";
import { resultHeaderLine, resultLine } from "../locations/write-match-results.ts";
import type { Actor } from "#core/access/actor.ts";
import { describeProblem } from "#core/locations/preprocessor/preprocessor-job.ts";
import { uploadLocationFile } from "#core/locations/preprocessor/upload-location-file.ts";
import { EMPTY_ID } from "#core/shared/ids.ts";
import { isAppError } from "#core/shared/errors.ts";
import { createPreprocessorJobRepository } from "../db/locations/preprocessor-job-repository.ts";
import { uuidV7Generator } from "../db/ids.ts";
import { createLocalFileStore } from "../files/local-file-store.ts";
import { readSettings } from "../http/config.ts";
import { runPreprocessorJobNow } from "./run-preprocessor-job-now.ts";
import { UsageError, withDatabase } from "./database.ts";

/** The command line acts as the operator; jobs it creates have the empty id as their author. */
const CLI_OPERATOR: Actor = {
  userId: EMPTY_ID,
  userType: "NOTISPHERE",
  organizationId: EMPTY_ID,
  permissions: ["Notisphere_ManageLocations"],
  roleName: "command line",
  siteIds: "all",
};

/**
 * `locations import --supplier NAME FILE`: the upload and the job of the pre-processor screen, run in this
 * process (not queued, so a running portal cannot pick it up twice). The file is kept in DATA_DIR/files, so
 * the job's document can be downloaded from the portal like an uploaded one. Bad input exits with code 2.
 */
const runImport = async (file: string, options: { supplier: string }): Promise<void> => {
  const settings = readSettings(process.env);
  const bytes = new Uint8Array(await readFile(file).catch(() => fail(`${file}: no such file`)));
  const files = createLocalFileStore(`${settings.dataDir}/files`);
  await withDatabase(async (orm) => {
    const jobs = createPreprocessorJobRepository(orm.em.fork(), async () => {
      throw new Error("the command line runs its jobs itself");
    });
    const job = await uploadLocationFile(
      { jobs, files, ids: uuidV7Generator, maxBytes: settings.uploadMaxBytes },
      CLI_OPERATOR,
      { supplierName: options.supplier, fileName: basename(file), contentType: "", bytes },
      { queue: false },
    ).catch((error: unknown) => fail(isAppError(error) ? error.message : String(error)));
    const outcome = await runPreprocessorJobNow(orm, files, job.id);
    const done = await jobs.findById(job.id);
    if (outcome.outcome === "error") {
      for (const entry of outcome.report.slice(0, 50)) console.error(describeProblem(job.fileName, entry));
      fail(`job ${job.id} ended in ERROR; nothing was applied`);
    }
    const c = done?.counts;
    console.log(
      `job ${job.id}: ${done?.status}, rows ${done?.totalRows}, matched ${c?.matched}, review ${c?.review}, unmatched ${c?.unmatched}`,
    );
  });
};

const fail = (message: string): never => {
  throw new UsageError(message);
};

interface MatchOptions {
  readonly known: string;
  readonly input: string;
  readonly out: string;
  readonly mappings?: string;
}

const progress = (text: string): void => {
  if (process.stderr.isTTY) process.stderr.write(`\r${text}\u001b[K`);
};

/**
 * Streams the known sites into the matcher builder; unusable rows are reported and skipped. The operator's
 * master list is not an upload: it may be national (a million sites and more), so no row limit applies and
 * the fast plain CSV reader reads it.
 */
const loadKnownSites = async (path: string, builder: LocationMatcherBuilder): Promise<number> => {
  let count = 0;
  let skipped = 0;
  for await (const event of readLocationRows(path, "known", { maxRows: Infinity, plain: true })) {
    if (event.type === "row") {
      builder.add(event.value);
      count++;
      if (count % 50_000 === 0) progress(`reading known sites: ${count}`);
    } else {
      skipped++;
      if (skipped <= 20)
        console.error(`${path}: row ${event.row}, column ${event.column}: ${event.message} (skipped)`);
    }
  }
  if (skipped > 20) console.error(`${path}: ${skipped} rows skipped in all`);
  return count;
};

/** Matches a ship-to file against known sites; writes one result row per input row. */
const runMatch = async (options: MatchOptions): Promise<void> => {
  const started = performance.now();
  const builder = createLocationMatcherBuilder();
  const knownCount = await loadKnownSites(options.known, builder);
  const mappings = options.mappings === undefined ? [] : await readExistingMappings(options.mappings);
  progress(`indexing ${knownCount} known sites`);
  const matcher = builder.build(mappings);
  const partial = `${options.out}.partial`;
  const out = createWriteStream(partial, { encoding: "utf8" });
  const counts: Record<MatchStatus, number> = { matched: 0, review: 0, unmatched: 0 };
  let rows = 0;
  let invalid = 0;
  let buffer = resultHeaderLine();
  const flush = async (): Promise<void> => {
    if (!out.write(buffer)) await once(out, "drain");
    buffer = "";
  };
  try {
    for await (const event of readLocationRows(options.input, "shipto")) {
      rows++;
      if (event.type === "row") {
        const result = matcher.match(event.value);
        counts[result.status]++;
        buffer += resultLine(result);
      } else {
        invalid++;
        counts.unmatched++;
        console.error(`${options.input}: row ${event.row}, column ${event.column}: ${event.message}`);
        buffer += resultLine({
          locationId: event.id,
          score: 0,
          status: "unmatched",
          reason: `invalid row ${event.row}: ${event.column}: ${event.message}`,
          reasons: [],
        });
      }
      if (rows % 1000 === 0) {
        await flush();
        progress(`matched ${rows} rows (${Math.round(rows / ((performance.now() - started) / 1000))}/s)`);
      }
    }
    await flush();
    out.end();
    await once(out, "finish");
    await rename(partial, options.out);
  } catch (error) {
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
  progress("");
  if (process.stderr.isTTY) process.stderr.write("\r");
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `rows ${rows}, matched ${counts.matched}, review ${counts.review}, unmatched ${counts.unmatched}` +
      `${invalid > 0 ? ` (${invalid} invalid)` : ""}, seconds ${seconds.toFixed(1)}`,
  );
};

export const registerLocationCommands = (program: Command): void => {
  const locations = program.command("locations").description("Supplier ship-to locations");
  locations
    .command("import")
    .description("Pre-process a supplier's ship-to file into the database (as the operator's upload does)")
    .requiredOption("--supplier <name>", "supplier organisation name, any case")
    .argument("<file>", "ship-to rows (CSV/XLSX: location_id,name,address1,address2,city,state,zip,phone)")
    .action(runImport);
  locations
    .command("match")
    .description("Match a supplier ship-to file to known provider sites")
    .requiredOption("--known <file>", "known sites (CSV/XLSX: site_id,name,address1,city,state,zip,phone)")
    .requiredOption(
      "--input <file>",
      "ship-to rows (CSV/XLSX: location_id,name,address1,address2,city,state,zip,phone)",
    )
    .requiredOption("--out <file>", "result CSV (location_id,site_id,score,status,reason)")
    .option("--mappings <file>", "existing supplier mappings to reuse (location_id,site_id)")
    .action(async (options: MatchOptions) => {
      try {
        await runMatch(options);
      } catch (error) {
        progress("");
        if (error instanceof LocationFileError) {
          console.error(`error: ${error.message}`);
          process.exitCode = 2;
          return;
        }
        console.error(`error: ${(error as Error).message}`);
        process.exitCode = 1;
      }
    });
};
