import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { once } from "node:events";
import type { Command } from "commander";
import {
  createLocationMatcherBuilder,
  type LocationMatcherBuilder,
} from "#core/locations/match-locations.ts";
import type { MatchStatus } from "#core/locations/location-schemas.ts";
import { LocationFileError } from "../locations/location-file-error.ts";
import { readExistingMappings } from "../locations/read-existing-mappings.ts";
import { readLocationRows } from "../locations/read-location-rows.ts";
import { resultHeaderLine, resultLine } from "../locations/write-match-results.ts";

interface MatchOptions {
  readonly known: string;
  readonly input: string;
  readonly out: string;
  readonly mappings?: string;
}

const progress = (text: string): void => {
  if (process.stderr.isTTY) process.stderr.write(`\r${text}\u001b[K`);
};

/** Streams the known sites into the matcher builder; unusable rows are reported and skipped. */
const loadKnownSites = async (path: string, builder: LocationMatcherBuilder): Promise<number> => {
  let count = 0;
  let skipped = 0;
  for await (const event of readLocationRows(path, "known")) {
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
