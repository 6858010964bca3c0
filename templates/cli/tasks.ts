import type { Flag } from './config.js';
import type { Run } from './cli.js';
import { UsageError } from './exit.js';

/** A task command: its word, usage line, one-line summary and own flags. */
export interface Task {
  name: string;
  usage: string;
  summary: string;
  flags: Record<string, Flag>;
}

export const TASKS: Task[] = [];

export async function runTask(name: string, _argv: string[], _run: Run): Promise<number> {
  throw new UsageError(`unknown command "${name}"`);
}
