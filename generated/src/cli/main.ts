#!/usr/bin/env node
// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
// The `teamcity-sdk` command (the package's `bin`): every operation of the client, and tasks for CI steps.
import { cli } from './cli.js';

// A reader that went away (`| head`) is no failure of the command.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});
// cli() answers every error with an exit code: it never rejects.
void cli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
