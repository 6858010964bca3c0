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
import { numberOption, objectOf, pollOptions, scrubbed } from './check.js';
import { buildIdOf, realTimer, type BuildRef, type Timer } from './ref.js';

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
 * what changed.
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
  let seenQueued = false;
  let shown = '';
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
      b = await poll(client, 'waitForBuild', id, FIELDS, call, seenQueued);
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
    if (key !== shown) {
      shown = key;
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

/**
 * The build where TeamCity shows it: the builds list, else (queued a moment ago, when TeamCity may answer 404 there)
 * the queue. Once it was seen queued, the queue's 404 is thrown: the build was removed from the queue.
 */
export async function poll(
  client: Transport,
  task: string,
  id: number,
  fields: string,
  call: CallOptions,
  seenQueued: boolean,
): Promise<Build> {
  try {
    return objectOf(
      client,
      task,
      'builds.serve_build',
      await serveBuild(client, { buildLocator: `id:${id}`, fields }, call),
    );
  } catch (e) {
    if (!(e instanceof TeamCityNotFoundError) || e.unknownRoute) throw e;
    const queued = await getQueued(client, { queuedBuildLocator: `id:${id}`, fields }, call).catch((q: unknown) => {
      throw seenQueued || !(q instanceof TeamCityNotFoundError) ? q : e;
    });
    return objectOf(client, task, 'buildQueue.get_build', queued);
  }
}
