// Hand-written: edit it here; the generator never writes this file.
import {
  TeamCityAbortError,
  TeamCityApiError,
  TeamCityError,
  TeamCityInputError,
  TeamCityNetworkError,
  TeamCityTimeoutError,
} from '../runtime/errors.js';
import {
  TeamCityBuildCanceledError,
  TeamCityBuildFailedToStartError,
  TeamCityTaskAbortError,
  TeamCityWaitTimeoutError,
} from '../tasks/index.js';

/** The exit codes of `teamcity-sdk`, as the root help and the README list them. */
export const EXIT = {
  ok: 0,
  /** The build failed (or, for `tests --failed`, a test failed). */
  failed: 1,
  /** Unknown command or flag, bad input: nothing was sent. */
  usage: 2,
  /** The server refused or answered an error (4xx, 5xx, or an answer that cannot be used). */
  refused: 3,
  /** Interrupted (Ctrl-C), or the build was canceled. */
  canceled: 4,
  timedOut: 5,
  /** No answer: the connection failed or broke off. */
  network: 6,
  /** A failure of this tool itself, not of the command line, the server or the build: a bug to report. */
  internal: 70,
} as const;

export const EXIT_TEXT: readonly [code: number, what: string][] = [
  [EXIT.ok, 'success'],
  [EXIT.failed, 'the build failed (tests --failed: a test failed)'],
  [EXIT.usage, 'usage error: unknown command or flag, bad input (nothing was sent)'],
  [EXIT.refused, 'the server refused, answered an error, or an answer that cannot be used'],
  [EXIT.canceled, 'canceled: interrupted, or the build was canceled'],
  [EXIT.timedOut, 'timed out'],
  [EXIT.network, 'network error: no answer from the server'],
  [EXIT.internal, 'internal error: a bug in this tool (please report it)'],
];

/** A mistake in the command line; `hint` is a "did you mean" or a pointer to the help. */
export class UsageError extends Error {
  override name = 'UsageError';
  constructor(
    message: string,
    readonly hint = '',
  ) {
    super(message);
  }
}

/** A task's end that is not an error of the request: the build failed, was canceled, or the wait ran out. */
export class Outcome extends Error {
  override name = 'Outcome';
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

/** The exit code of an error a command threw. */
export function exitCodeOf(error: unknown): number {
  if (error instanceof Outcome) return error.code;
  if (error instanceof UsageError || error instanceof TeamCityInputError) return EXIT.usage;
  if (error instanceof TeamCityBuildFailedToStartError) return EXIT.failed;
  if (error instanceof TeamCityTimeoutError || error instanceof TeamCityWaitTimeoutError) return EXIT.timedOut;
  if (
    error instanceof TeamCityAbortError ||
    error instanceof TeamCityTaskAbortError ||
    error instanceof TeamCityBuildCanceledError
  )
    return EXIT.canceled;
  if (error instanceof TeamCityNetworkError) return EXIT.network;
  if (error instanceof TeamCityApiError || error instanceof TeamCityError) return EXIT.refused;
  return EXIT.internal;
}
