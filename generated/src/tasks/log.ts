// Hand-written: edit it here; the generator never writes this file.
import { TeamCityApiError, TeamCityNotFoundError, TeamCityResponseError } from '../runtime/errors.js';
import { fileResult, type FileResponse } from '../runtime/file.js';
import { request, type Operation } from '../runtime/request.js';
import type { CallOptions, Transport } from '../runtime/transport.js';
import { contentRange, numberOption, pollOptions, quoted } from './check.js';
import { TeamCityBuildCanceledError, TeamCityTaskAbortError } from './errors.js';
import { buildIdOf, knownQueued, realTimer, type BuildRef, type Timer } from './ref.js';
import { poll, rereadWithin } from './wait.js';

// The build log is served outside the REST API, by TeamCity's download page.
const logOp: Operation = {
  id: 'tasks.build_log',
  method: 'GET',
  path: '/downloadBuildLog.html',
  query: ['buildId', 'archived'],
  accept: 'text/plain',
  kind: 'binary',
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
  /** The longest interval between reads, in ms (default 5000, or `pollMs` when that is longer); at least `pollMs`. */
  maxPollMs?: number;
  /**
   * The longest line yielded, in UTF-16 units (default 1 Mi): a longer one comes as several lines of at most this
   * length, so memory stays bounded whatever the log holds.
   */
  maxLineLength?: number;
  signal?: AbortSignal;
  /** The clock to wait on (default the real one). */
  timer?: Timer;
}

/** The longest line by default: a log line longer than 1 Mi UTF-16 units is split. */
export const MAX_LINE = 2 ** 20;

/**
 * The build's log line by line, as it is written: the lines so far, then each new one while the build runs, ending
 * once the build has finished and its whole log was read. Each read asks only for what is new (a `Range` request
 * from the last byte read, whose `Content-Range` must start there; from a server that ignores ranges, the bytes
 * already read are skipped as they stream by), so memory stays flat however long the log, and a line longer than
 * `maxLineLength` is split. While TeamCity answers 404 for a build queued a moment ago, the queue is read instead, as
 * `waitForBuild` does. A log that shrinks (shorter than what was read) ends it with a `TeamCityResponseError`: what
 * was yielded no longer matches the log. JetBrains' teamcity CLI follows a running build through the web UI's
 * messages endpoint (`/app/messages`); this reads the documented plain-text log instead.
 *
 * @example
 * ```ts
 * import { followBuildLog } from 'teamcity-sdk/tasks';
 * for await (const line of followBuildLog(tc, queued)) console.log(line);
 * ```
 * @throws {TeamCityBuildCanceledError} the build was removed from the queue before it started
 * @throws {TeamCityResponseError} a wrong `Content-Range`, or a log that shrank
 * @throws {TeamCityTaskAbortError} `signal` fired between reads (a `TeamCityAbortError` during one)
 */
export async function* followBuildLog(
  client: Transport,
  build: BuildRef,
  options: FollowBuildLogOptions = {},
): AsyncGenerator<string, void, undefined> {
  const task = 'followBuildLog';
  const buildId = buildIdOf(build, task);
  const { signal, timer = realTimer } = options;
  const { pollMs, maxPollMs } = pollOptions(task, options, { pollMs: 1000, maxPollMs: 5000 });
  const lines = new Lines(
    numberOption(task, 'maxLineLength', options.maxLineLength, MAX_LINE, { min: 1, whole: true }),
  );
  const decoder = new TextDecoder();
  const fail = (message: string) => new TeamCityResponseError(message, task, '', '');
  const shrank = (size: number | string) =>
    fail(`the log of build ${buildId} shrank to ${size} bytes after ${offset} were read`);
  let offset = 0;
  let ranged = true;
  let interval = pollMs;
  let seenQueued = knownQueued(build);
  for (;;) {
    // The state before the read: a build finished by then has all its log in what the read returns.
    let state: string | undefined;
    try {
      const reread = seenQueued ? rereadWithin(timer, pollMs) : undefined;
      ({ state } = await poll(client, task, buildId, 'id,state', { signal }, reread));
    } catch (e) {
      if (e instanceof TeamCityNotFoundError && seenQueued && !e.unknownRoute)
        throw new TeamCityBuildCanceledError(buildId, { id: buildId }, true);
      throw e;
    }
    seenQueued ||= state === 'queued';
    const finished = state === 'finished';
    const before = offset;
    let file: FileResponse | undefined;
    // A queued build has no log yet.
    if (state !== 'queued')
      try {
        file = await buildLog(client, buildId, {
          signal,
          ...(ranged && offset && { range: { start: offset } }),
        });
      } catch (e) {
        // 416: nothing past the offset yet, unless the log is now shorter than that.
        if (e instanceof TeamCityApiError && e.status === 416) {
          const size = /^bytes \*\/(\d+)$/.exec(e.headers.get('content-range') ?? '')?.[1];
          if (size && +size < offset) throw shrank(size);
        } else if (e instanceof TeamCityResponseError && ranged) {
          ranged = false;
          continue;
        } else throw e;
      }
    // What to skip (a whole log where a tail was asked for) and to take: a 206 is checked against what was asked.
    let skip = 0;
    let take = Infinity;
    if (file?.status === 206) {
      const header = file.headers.get('content-range');
      const r = contentRange(header);
      if (!r || r.start !== offset || (r.total !== undefined && r.end !== r.total - 1)) {
        await file.body?.cancel().catch(() => {});
        throw fail(
          `asked for the log of build ${buildId} from byte ${offset}, got Content-Range ${quoted(client, header)}`,
        );
      }
      take = r.end - r.start + 1;
    } else if (file) skip = offset;
    for await (const chunk of file ?? []) {
      let fresh = chunk;
      if (skip) {
        fresh = skip >= chunk.length ? fresh.subarray(chunk.length) : chunk.subarray(skip);
        skip -= chunk.length - fresh.length;
      }
      if (fresh.length > take) throw fail(`the log of build ${buildId} came longer than its Content-Range`);
      take -= fresh.length;
      offset += fresh.length;
      if (fresh.length) for (const line of lines.push(decoder.decode(fresh, { stream: true }))) yield line.text;
    }
    if (skip) throw shrank(offset - skip);
    if (finished) {
      for (const line of [...lines.push(decoder.decode()), ...lines.rest()]) yield line.text;
      return;
    }
    interval = offset > before ? pollMs : Math.min(interval * 1.5, maxPollMs);
    await timer.sleep(interval, signal).catch((reason: unknown) => {
      throw new TeamCityTaskAbortError(task, buildId, reason);
    });
  }
}

/** A line, or a part of one: `cut` where the line goes on in the next piece (it was longer than the maximum). */
export interface Piece {
  text: string;
  cut: boolean;
}

/**
 * Splits text that comes in pieces into lines, at `\n` (a `\r` before it dropped), each at most `max` UTF-16 units
 * long (a surrogate pair is not cut while the line holds something else): linear in the text, whatever the lines.
 */
export class Lines {
  private parts: string[] = [];
  private length = 0;
  /** The last text ended with `\r`, held back: it ends a line if the next text starts with `\n`. */
  private cr = false;
  constructor(private readonly max: number) {}

  /** The lines `text` completes, and the parts it fills to `max`. */
  push(text: string): Piece[] {
    const out: Piece[] = [];
    if (this.cr && text[0] !== '\n') text = '\r' + text;
    this.cr = false;
    let from = 0;
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', from)) {
      const line = text.slice(from, nl > from && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl);
      if (!this.length && line.length <= this.max) out.push({ text: line, cut: false });
      else {
        this.add(line, out);
        out.push(this.end(false));
      }
      from = nl + 1;
    }
    this.cr = text.length > from && text.charCodeAt(text.length - 1) === 13;
    this.add(text.slice(from, this.cr ? -1 : undefined), out);
    return out;
  }

  /** What is left when the text has ended: a last line without `\n`. */
  rest(): Piece[] {
    const out: Piece[] = [];
    if (this.cr) this.add('\r', out);
    this.cr = false;
    if (this.length) out.push(this.end(false));
    return out;
  }

  private end(cut: boolean): Piece {
    const text = this.parts.join('');
    this.parts = [];
    this.length = 0;
    return { text, cut };
  }

  /** Holds `text`, giving `out` each line it fills to `max`. */
  private add(text: string, out: Piece[]): void {
    let at = 0;
    while (this.length + text.length - at > this.max) {
      let n = this.max - this.length;
      const high = n > 0 ? text.charCodeAt(at + n - 1) : 0;
      if (high >= 0xd800 && high < 0xdc00 && (n > 1 || this.length)) n--;
      this.parts.push(text.slice(at, at + n));
      at += n;
      out.push(this.end(true));
    }
    if (at < text.length) {
      this.parts.push(text.slice(at));
      this.length += text.length - at;
    }
  }
}
