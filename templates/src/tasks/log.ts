import { TeamCityApiError, TeamCityResponseError } from '../runtime/errors.js';
import { fileResult, type FileResponse } from '../runtime/file.js';
import { request, type Operation } from '../runtime/request.js';
import type { CallOptions, Transport } from '../runtime/transport.js';
import { serveBuild } from '../areas/builds.js';
import { TeamCityTaskAbortError } from './errors.js';
import { buildIdOf, realTimer, type BuildRef, type Timer } from './ref.js';

// The build log is served outside the REST API, by TeamCity's download page.
const query = [
  ['buildId', 'buildId'],
  ['archived', 'archived'],
] as const;
const logOp: Operation = {
  id: 'tasks.build_log',
  method: 'GET',
  path: '/downloadBuildLog.html',
  query,
  accept: 'text/plain',
  result: 'binary',
  file: fileResult,
};
const archivedLogOp: Operation = {
  ...logOp,
  id: 'tasks.build_log_archived',
  accept: '*/*',
};

export interface BuildLogOptions extends CallOptions {
  /** The zip archive of the log (`archived=true`) rather than its plain text. */
  archived?: boolean;
}

/**
 * The build's log as TeamCity serves it at `/downloadBuildLog.html?buildId=N`: plain text (or, with `archived`, a
 * zip), as a stream. While the build runs it is the log so far.
 *
 * @example
 * ```ts
 * import { createWriteStream } from 'node:fs';
 * import { pipeline } from 'node:stream/promises';
 * import { buildLog } from 'teamcity-sdk/tasks';
 * await pipeline(await buildLog(tc, 1234), createWriteStream('build.log'));
 * ```
 */
export function buildLog(client: Transport, build: BuildRef, options: BuildLogOptions = {}): Promise<FileResponse> {
  const buildId = buildIdOf(build, 'buildLog');
  const { archived, ...call } = options;
  return request(
    client,
    archived ? archivedLogOp : logOp,
    archived ? { buildId, archived: true } : { buildId },
    call,
  ) as Promise<FileResponse>;
}

export interface FollowBuildLogOptions {
  /** The first interval between reads while nothing new comes, in ms (default 1000); it grows to `maxPollMs`. */
  pollMs?: number;
  /** The longest interval between reads, in ms (default 5000). */
  maxPollMs?: number;
  signal?: AbortSignal;
  /** The clock to wait on (default the real one). */
  timer?: Timer;
}

/**
 * The build's log line by line, as it is written: the lines so far, then each new one while the build runs, ending
 * once the build has finished and its whole log was read. Each read asks only for what is new (a `Range` request
 * from the last byte read; from a server that ignores ranges, the bytes already read are skipped as they stream by),
 * so memory stays flat however long the log. JetBrains' teamcity CLI follows a running build through the web UI's
 * messages endpoint (`/app/messages`); this reads the documented plain-text log instead.
 *
 * @example
 * ```ts
 * import { followBuildLog } from 'teamcity-sdk/tasks';
 * for await (const line of followBuildLog(tc, queued)) console.log(line);
 * ```
 */
export async function* followBuildLog(
  client: Transport,
  build: BuildRef,
  options: FollowBuildLogOptions = {},
): AsyncGenerator<string, void, undefined> {
  const buildId = buildIdOf(build, 'followBuildLog');
  const { pollMs = 1000, maxPollMs = 5000, signal, timer = realTimer } = options;
  const decoder = new TextDecoder();
  let offset = 0;
  let partial = '';
  let ranged = true;
  let interval = pollMs;
  for (;;) {
    // The state before the read: a build finished by then has all its log in what the read returns.
    const { state } = await serveBuild(client, { buildLocator: `id:${buildId}`, fields: 'state' }, { signal });
    const finished = state == 'finished';
    const before = offset;
    let file: FileResponse | undefined;
    try {
      file = await buildLog(client, buildId, {
        signal,
        ...(ranged && offset && { range: { start: offset } }),
      });
    } catch (e) {
      // 416: nothing past the offset yet.
      if (e instanceof TeamCityApiError && e.status == 416) file = undefined;
      else if (e instanceof TeamCityResponseError && ranged) {
        ranged = false;
        continue;
      } else throw e;
    }
    let skip = file && file.status == 200 ? offset : 0;
    for await (const chunk of file ?? []) {
      const fresh = skip >= chunk.length ? null : skip ? chunk.subarray(skip) : chunk;
      skip = Math.max(0, skip - chunk.length);
      if (!fresh) continue;
      offset += fresh.length;
      const lines = (partial + decoder.decode(fresh, { stream: true })).split('\n');
      partial = lines.pop()!;
      for (const line of lines) yield line.endsWith('\r') ? line.slice(0, -1) : line;
    }
    if (finished) {
      partial += decoder.decode();
      if (partial) yield partial;
      return;
    }
    interval = offset > before ? pollMs : Math.min(interval * 1.5, maxPollMs);
    await timer.sleep(interval, signal).catch((reason: unknown) => {
      throw new TeamCityTaskAbortError('followBuildLog', buildId, reason);
    });
  }
}
