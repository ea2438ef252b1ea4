#!/usr/bin/env node
// Composition root of the command-line interface: `npm run cli -- --help`.
import { Command } from "commander";
import { registerAdminCommands } from "./admin-commands.ts";
import { UsageError } from "./database.ts";
import { registerLocationCommands } from "./locations-commands.ts";

const program = new Command()
  .name("notisphere")
  .description("Operator command line of the recall and supply-advisory portal")
  .showHelpAfterError()
  .exitOverride((error) => {
    process.exit(error.exitCode === 0 ? 0 : 2);
  });

registerAdminCommands(program);
registerLocationCommands(program);
try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`error: ${error.message}`);
  process.exit(2);
}
