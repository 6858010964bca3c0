// Hand-written: edit it here; the generator never writes this file.
import { serveServerVersion } from '../areas/server.js';
import type { CallOptions, Transport } from '../runtime/transport.js';
import type { OperationEntry } from '../runtime/entry.js';
import { TeamCityApiError, TeamCityNotFoundError } from '../runtime/errors.js';
import { predates, SINCE, type Since } from '../runtime/vocabulary.js';

/**
 * A TeamCity older than the operation has no such route, whatever the inputs: it answered 404, or 405 or 406 where
 * another route has the same path (`/users/{user}/{field}` for `/users/{user}/logout`). `status` is its answer's.
 */
export class TeamCityRouteMissingError extends TeamCityNotFoundError {
  override name = 'TeamCityRouteMissingError';
  /** The server's version, as far as it was read (`2023.11.4`). */
  declare readonly serverVersion: string;
  /** The first TeamCity version that has the operation. */
  declare readonly since: Since;
  constructor(serverVersion: string, since: Since, cause: TeamCityApiError) {
    super(cause.status, cause.request, cause.body, cause.headers);
    Object.assign(this, { serverVersion, since, unknownRoute: true });
    this.message = `${cause.operation}: ${cause.method} ${cause.url} answered ${cause.status}: this TeamCity (${serverVersion}) has no such route; it exists since TeamCity ${since}`;
    this.cause = cause;
  }
}

// Only the digits are kept: the rest of what a server says is not repeated in a message.
const VERSION = /^\s*(\d{4}\.\d{1,2}(?:\.\d{1,4})?)(?!\d)/;
/** Each client's server version, read once (a failed read is forgotten, so a later call asks again). */
const versions = new WeakMap<Transport, Promise<string | undefined>>();

function serverVersion(client: Transport, signal: AbortSignal | undefined): Promise<string | undefined> {
  let known = versions.get(client);
  if (!known) {
    known = serveServerVersion(client, { field: 'version' }, { signal }).then(
      (text) => VERSION.exec(text)?.[1],
      () => {
        versions.delete(client);
        return undefined;
      },
    );
    versions.set(client, known);
  }
  return known;
}

// What Jersey answers for a route it lacks: no resource at the path, or one for other methods or media types.
const MISSING_ROUTE = new Set([404, 405, 406]);

/**
 * What to throw for `error`, an operation's failure: where it is a 404 (or 405, 406) and the server's TeamCity is
 * older than the operation (its `since`), a `TeamCityRouteMissingError` that says so ("this TeamCity (2023.11.4) has
 * no such route; it exists since TeamCity 2025.x"); else `error` itself (a missing entity on a route the server has
 * stays a plain 404). The server's version is read once per client, and only for such an answer to an operation newer
 * than the oldest definition.
 *
 * @example
 * ```ts
 * import { operations, request } from 'teamcity-sdk';
 * import { explainMissingRoute } from 'teamcity-sdk/tasks';
 *
 * const entry = operations.find((e) => e.id === 'builds.get_build_output_parameters_of_build')!;
 * const parameters = await request(tc, entry.op, { buildLocator: 'id:42' }).catch(async (e: unknown) => {
 *   throw await explainMissingRoute(tc, entry, e);
 * });
 * ```
 */
export async function explainMissingRoute(
  client: Transport,
  operation: Pick<OperationEntry, 'since'>,
  error: unknown,
  options: Pick<CallOptions, 'signal'> = {},
): Promise<unknown> {
  if (!(error instanceof TeamCityApiError && MISSING_ROUTE.has(error.status))) return error;
  // An operation of the oldest definition may be older still, and a hidden one has no version to tell.
  if (operation.since === SINCE[0] || operation.since === 'hidden') return error;
  const version = await serverVersion(client, options.signal);
  return version !== undefined && predates(version, operation.since)
    ? new TeamCityRouteMissingError(version, operation.since, error)
    : error;
}
