#!/usr/bin/env node
// Hand-written: edit it here; the generator never writes this file.
/// <reference types="node" />
// The `teamcity-sdk` command (the package's `bin`): every operation of the client, and tasks for CI steps.
import { cli } from './cli.js';
import { EXIT } from './exit.js';
import { processIo } from './io.js';

// A reader that went away (`| head`) is no failure of the command.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});
const controller = new AbortController();
const interrupt = () => {
  // A second Ctrl-C does not wait for the first to unwind.
  if (controller.signal.aborted) process.exit(EXIT.canceled);
  controller.abort(new Error('interrupted'));
};
process.on('SIGINT', interrupt);
process.on('SIGTERM', interrupt);
// cli() answers every error with an exit code: it never rejects.
void cli(process.argv.slice(2), processIo(controller.signal)).then((code) => {
  process.off('SIGINT', interrupt);
  process.off('SIGTERM', interrupt);
  process.exitCode = code;
});
