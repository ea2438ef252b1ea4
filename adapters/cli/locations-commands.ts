import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import type { Command } from "commander";
import { LocationFileError } from "../locations/location-file-error.ts";
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
import { runMatch, type MatchOptions } from "./match-command.ts";

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
    .option(
      "--threads <n>",
      'threads that read and match ("auto": the cores, for a known-sites CSV of 8 MB and more)',
      "auto",
    )
    .action(async (options: MatchOptions) => {
      try {
        await runMatch(options);
      } catch (error) {
        if (process.stderr.isTTY) process.stderr.write("\r\u001b[K");
        if (error instanceof LocationFileError || error instanceof UsageError) {
          console.error(`error: ${error.message}`);
          process.exitCode = 2;
          return;
        }
        console.error(`error: ${(error as Error).message}`);
        process.exitCode = 1;
      }
    });
};
