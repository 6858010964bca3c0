// Hand-written: edit it here; the generator never writes this file.
import { TeamCityNotFoundError, TeamCityTimeoutError } from '../runtime/errors.js';
import type { CallOptions, Transport } from '../runtime/transport.js';
import { getBuild as getQueued } from '../areas/buildQueue.js';
import { serveBuild } from '../areas/builds.js';
import type { Build } from '../models.js';
import {
  TeamCityBuildCanceledError,
  TeamCityBuildFailedToStartError,
  TeamCityTaskAbortError,
  TeamCityWaitTimeoutError,
} from './errors.js';
import { numberOption, objectOf, POLLED, pollOptions, scrubbed } from './check.js';
import { buildIdOf, knownQueued, realTimer, type BuildRef, type Timer } from './ref.js';

/**
 * What `onProgress` hears each time the build's state, percentage, status text or stage changes. The texts are the
 * server's, with the client's credentials blanked out (`***`) as in errors.
 */
export interface BuildProgress {
  id: number;
  state: 'queued' | 'running' | 'finished';
  /** Percentage done while running (TeamCity's estimate). */
  percentage?: number;
  /** The status text so far (`Tests passed: 12`), or the final one. */
  statusText?: string;
  /** Why it waits in the queue (`Waiting for an idle compatible agent`). */
  stage?: string;
}

export interface WaitForBuildOptions {
  /** Give up after this many ms (default 0: wait as long as it takes) with a `TeamCityWaitTimeoutError`. */
  timeoutMs?: number;
  /**
   * The first interval between polls, in ms (default 1000). While nothing changes, each interval is 1.5 times the one
   * before, up to `maxPollMs`; a change of state starts again from `pollMs`. Every ms option is a number from 1 (0
   * for `timeoutMs`) to 2^31 - 1: anything else is a `TeamCityInputError`, before anything is sent.
   */
  pollMs?: number;
  /** The longest interval between polls, in ms (default 15000, or `pollMs` when that is longer); at least `pollMs`. */
  maxPollMs?: number;
  signal?: AbortSignal;
  onProgress?(progress: BuildProgress): void;
  /** The clock to wait on (default the real one): a simulation passes its own. */
  timer?: Timer;
}

// What a poll asks for: the fields that say where the build is, and no more.
const FIELDS =
  'id,state,status,statusText,percentageComplete,failedToStart,waitReason,startDate,canceledInfo(text,timestamp)';

/**
 * Follows a build until it finishes and returns it, finished (its `status` says whether it passed). It reads
 * `/app/rest/builds/id:N` with a small `fields` selection (a build queued a moment ago may not be visible there yet:
 * then the queue, `/app/rest/buildQueue/id:N`), waits between polls with a growing interval, and tells `onProgress`
 * what changed. A build known to be queued (`build` is `runBuild`'s result, or it was seen queued) that both answer
 * 404 for is read from the builds again, a few times within `pollMs`, before it is reported removed from the queue:
 * TeamCity can answer 404 in both places while a build moves from the queue to the builds.
 *
 * @example
 * ```ts
 * import { runBuild, waitForBuild } from 'teamcity-sdk/tasks';
 * const build = await waitForBuild(tc, await runBuild(tc, { buildType: 'App_Build' }), {
 *   timeoutMs: 30 * 60_000,
 *   onProgress: (p) => console.log(p.state, p.percentage ?? '', p.statusText ?? ''),
 * });
 * if (build.status !== 'SUCCESS') process.exitCode = 1;
 * ```
 * @throws {TeamCityBuildCanceledError} the build was canceled, or removed from the queue
 * @throws {TeamCityBuildFailedToStartError} the build failed to start
 * @throws {TeamCityWaitTimeoutError} `timeoutMs` ran out (it names the build and its last state)
 * @throws {TeamCityTaskAbortError} `signal` fired between polls (a `TeamCityAbortError` during one)
 */
export async function waitForBuild(
  client: Transport,
  build: BuildRef,
  options: WaitForBuildOptions = {},
): Promise<Build> {
  const id = buildIdOf(build, 'waitForBuild');
  const { onProgress, timer = realTimer } = options;
  const timeoutMs = numberOption('waitForBuild', 'timeoutMs', options.timeoutMs, 0);
  const { pollMs, maxPollMs } = pollOptions('waitForBuild', options, { pollMs: 1000, maxPollMs: 15_000 });
  const deadline = timeoutMs > 0 ? timer.now() + timeoutMs : Infinity;
  const { signal } = options;
  let last: Build | undefined;
  let seenQueued = knownQueued(build);
  let reported = '';
  let interval = pollMs;
  const timedOut = () => new TeamCityWaitTimeoutError(id, timeoutMs, last && scrubbed(client, last));
  for (;;) {
    const left = deadline - timer.now();
    if (left <= 0) throw timedOut();
    // The deadline holds during a poll too.
    const call: CallOptions = {
      signal,
      ...(left < Infinity && { timeoutMs: Math.ceil(left) }),
    };
    let b: Build;
    try {
      b = await poll(client, 'waitForBuild', id, FIELDS, call, seenQueued ? rereadWithin(timer, pollMs) : undefined);
    } catch (e) {
      if (e instanceof TeamCityNotFoundError && seenQueued && !e.unknownRoute)
        throw new TeamCityBuildCanceledError(id, scrubbed(client, { ...last, id }), true);
      if (e instanceof TeamCityTimeoutError) throw timedOut();
      throw e;
    }
    const state = b.state === 'queued' || b.state === 'running' || b.state === 'finished' ? b.state : undefined;
    if (state === 'queued') seenQueued = true;
    if (state !== last?.state) interval = pollMs;
    last = b;
    const progress: BuildProgress = scrubbed(client, {
      id,
      state: state ?? 'queued',
      ...(b.percentageComplete != null && { percentage: b.percentageComplete }),
      ...(b.statusText != null && { statusText: b.statusText }),
      ...(b.waitReason != null && { stage: b.waitReason }),
    });
    const key = JSON.stringify(progress);
    if (key !== reported) {
      reported = key;
      onProgress?.(progress);
    }
    if (state === 'finished') {
      if (b.canceledInfo) throw new TeamCityBuildCanceledError(id, scrubbed(client, b), !b.startDate);
      if (b.failedToStart) throw new TeamCityBuildFailedToStartError(id, scrubbed(client, b));
      return b;
    }
    const wait = Math.min(interval, deadline - timer.now());
    if (wait <= 0) throw timedOut();
    await timer.sleep(wait, signal).catch((reason: unknown) => {
      throw new TeamCityTaskAbortError('waitForBuild', id, reason);
    });
    interval = Math.min(interval * 1.5, maxPollMs);
  }
}

/** How often a build known to be queued is read again from `/builds` while it and the queue both answer 404. */
const REREADS = 3;

/** The pause before each of those reads, on this timer. */
export interface Reread {
  timer: Timer;
  ms: number;
}

/** The pauses of the re-reads, together at most `interval` ms: they fit in one poll interval. */
export const rereadWithin = (timer: Timer, interval: number): Reread => ({
  timer,
  ms: Math.max(1, Math.floor(interval / REREADS)),
});

/**
 * The build from `/app/rest/builds/id:N`. With `reread`, a 404 is read again (at most REREADS times, `reread.ms`
 * apart) before it is thrown: TeamCity can answer 404 both there and in the queue for a build that is moving from the
 * queue to the builds, so a build known to be queued is looked for again before it is called gone.
 */
export async function readBuild(
  client: Transport,
  task: string,
  id: number,
  fields: string,
  call: CallOptions,
  reread?: Reread,
): Promise<Build> {
  for (let n = 0; ; n++) {
    try {
      return objectOf(
        client,
        task,
        'builds.serve_build',
        await serveBuild(client, { buildLocator: `id:${id}`, fields }, call),
        POLLED,
      );
    } catch (e) {
      if (!reread || n === REREADS || !(e instanceof TeamCityNotFoundError) || e.unknownRoute) throw e;
    }
    await reread.timer.sleep(reread.ms, call.signal).catch((reason: unknown) => {
      throw new TeamCityTaskAbortError(task, id, reason);
    });
  }
}

/**
 * The build where TeamCity shows it: the builds list, else (queued a moment ago, when TeamCity may answer 404 there)
 * the queue. A build known to be queued (`reread` given: seen queued, or queued by the caller) that is in neither is
 * looked for in the builds list again (`readBuild`) before the queue's 404 is thrown: it was removed from the queue.
 */
export async function poll(
  client: Transport,
  task: string,
  id: number,
  fields: string,
  call: CallOptions,
  reread: Reread | undefined,
): Promise<Build> {
  try {
    return await readBuild(client, task, id, fields, call);
  } catch (e) {
    if (!(e instanceof TeamCityNotFoundError) || e.unknownRoute) throw e;
    let queued;
    try {
      queued = await getQueued(client, { queuedBuildLocator: `id:${id}`, fields }, call);
    } catch (q) {
      if (!(q instanceof TeamCityNotFoundError)) throw q;
      if (!reread) throw e;
      // Not found in the builds again: the queue's 404 is what it means, it left the queue without starting.
      return await readBuild(client, task, id, fields, call, reread).catch((b: unknown) => {
        throw b instanceof TeamCityNotFoundError && !b.unknownRoute ? q : b;
      });
    }
    return objectOf(client, task, 'buildQueue.get_build', queued, POLLED);
  }
}
