#!/usr/bin/env node
// Composition root of the command-line interface: `npm run cli -- --help`.
import { Command } from "commander";
import { registerLocationCommands } from "./locations-commands.ts";

const program = new Command()
  .name("notisphere")
  .description("Operator command line of the recall and supply-advisory portal")
  .showHelpAfterError()
  .exitOverride((error) => {
    process.exit(error.exitCode === 0 ? 0 : 2);
  });

registerLocationCommands(program);
await program.parseAsync(process.argv);
