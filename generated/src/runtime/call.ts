// Hand-written: edit it here; the generator never writes this file.
import type { TeamCityError } from './errors.js';
import type { CallOptions } from './options.js';
import type { Transport } from './transport.js';

/**
 * One call of an operation, made once by `request()` and handed to the helpers that need more than their own inputs:
 * the CSRF token's fetch, the file answer, and what hooks and errors show.
 */
export interface Call {
  readonly t: Transport;
  /** The operation's id (`area.seed_name`), named in errors. */
  readonly operation: string;
  readonly method: string;
  readonly url: string;
  /** The headers sent, credentials included: their values not safe to show are blanked out with the transport's. */
  readonly headers: Record<string, string>;
  readonly body: string | null;
  readonly options: CallOptions;
  /** The deadline composed with the caller's signal. */
  readonly signal: AbortSignal | undefined;
  /** 1 for the first attempt, 2 for the first retry, ... */
  attempt: number;
  /** What a thrown fetch, body read or hook means: the deadline, the caller's abort, or a broken exchange. */
  broke(cause: unknown): TeamCityError;
  /** Lets go of the deadline's timer, and (unless `timerOnly`) of the listener on the caller's signal. */
  release(timerOnly?: boolean): void;
}
