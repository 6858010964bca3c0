// Hand-written: edit it here; the generator never writes this file.
// What a build reports, as a seed or a script gives it: types only, so the store can name them without importing runs.ts.

/** One test of a scripted build. */
export interface ScriptedTest {
  name: string;
  /** Default `SUCCESS`. */
  status?: 'SUCCESS' | 'FAILURE' | 'UNKNOWN';
  ignored?: boolean;
  muted?: boolean;
  newFailure?: boolean;
  details?: string;
  /** ms */
  duration?: number;
}

/** One build problem of a scripted build. */
export interface ScriptedProblem {
  /** TeamCity's problem type, default `TC_FAILED_TESTS`-like `TC_EXIT_CODE`. */
  type?: string;
  identity?: string;
  details?: string;
  /** The problem did not occur in the configuration's build before. */
  newFailure?: boolean;
  /** Where the problem is reported in the log, as TeamCity's `logAnchor` gives it (default its place in the list, from 1). */
  logAnchor?: string;
}

/** A build's log: its lines, or `{ lines, width }` lines made on the fly (each `width` bytes with its newline). */
export type BuildLog = string[] | { lines: number; width?: number };
