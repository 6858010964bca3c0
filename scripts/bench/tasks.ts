// 7. Tasks: requests waitForBuild makes for a build queued 1 minute and running 10 (on the fake's manual clock, so
// it takes no 11 minutes), and peak RSS growth while followBuildLog follows a 1 GiB log as it is written.
import { join } from 'node:path';
import { fixed, mib, runTs, table } from './lib.js';
import type { Section } from './section.js';
import { TOKEN } from './servers.js';
import type { FollowResult } from './tasks-follow.js';
import { manualClock, startFakeTeamCity } from '../../generated/src/testing/index.js';
import { createClient } from '../../generated/src/index.js';
import { runBuild, waitForBuild, type WaitForBuildOptions } from '../../generated/src/tasks/index.js';

const QUEUED_MS = 60_000;
const RUNNING_MS = 600_000;
const LOG_BYTES = 1024 ** 3;
const LINE = 128;
/** How long the 1 GiB log takes to be written, on the real clock. */
const WRITE_MS = 20_000;
const LIMIT = 64 * 1024 ** 2;

/** Requests one waitForBuild makes, with these options, for a build queued 1 minute and running 10. */
async function waitRequests(options: WaitForBuildOptions): Promise<{ requests: number; polls: number }> {
  const clock = manualClock();
  const tc = await startFakeTeamCity({
    clock,
    users: [{ username: 'bench', password: 'bench', token: TOKEN }],
    seed: { buildTypes: [{ id: 'Wait' }] },
  });
  try {
    tc.script('Wait', { queuedMs: QUEUED_MS, durationMs: RUNNING_MS });
    const client = createClient({ baseUrl: tc.url, auth: { token: TOKEN } });
    const queued = await runBuild(client, { buildType: 'Wait' });
    const before = tc.requests.length;
    let polls = 0;
    await waitForBuild(client, queued, {
      ...options,
      timer: { now: () => clock.now(), sleep: async (ms) => void (polls++, clock.advance(ms)) },
    });
    return { requests: tc.requests.length - before, polls: polls + 1 };
  } finally {
    await tc.close();
  }
}

async function child(how: 'follow' | 'stream', baseUrl: string, buildId: number): Promise<FollowResult> {
  const out = await runTs(join(import.meta.dirname, 'tasks-follow.ts'), [how, baseUrl, String(buildId)], 600_000);
  if (out.code !== 0) throw new Error(`tasks-follow ${how} failed (${out.code}): ${out.stderr}`);
  return JSON.parse(out.stdout.trim().split('\n').at(-1)!) as FollowResult;
}

/** Follows a 1 GiB log while the fake writes it (real clock), then streams the finished log once, each in a child. */
async function followLog(): Promise<{ follow: FollowResult; stream: FollowResult }> {
  const tc = await startFakeTeamCity({
    users: [{ username: 'bench', password: 'bench', token: TOKEN }],
    seed: { buildTypes: [{ id: 'Log' }] },
  });
  try {
    tc.script('Log', { durationMs: WRITE_MS, log: { lines: LOG_BYTES / LINE, width: LINE } });
    const client = createClient({ baseUrl: tc.url, auth: { token: TOKEN } });
    const { id } = await runBuild(client, { buildType: 'Log' });
    const follow = await child('follow', tc.url, id!);
    const stream = await child('stream', tc.url, id!);
    return { follow, stream };
  } finally {
    await tc.close();
  }
}

export async function tasks(): Promise<Section> {
  const backoff = await waitRequests({});
  const fixedPoll = await waitRequests({ maxPollMs: 1000 });
  const { follow, stream } = await followLog();
  const growth = follow.rssPeak - follow.rssBefore;
  const streamGrowth = stream.rssPeak - stream.rssBefore;
  if (follow.bytes !== LOG_BYTES || stream.bytes !== LOG_BYTES)
    throw new Error(`the log read was ${follow.bytes} / ${stream.bytes} bytes, not ${LOG_BYTES}`);
  return {
    title: '7. Tasks',
    targets: [
      {
        what: 'peak RSS growth while followBuildLog follows a 1 GiB log',
        target: '≤ 64 MiB',
        measured: `${mib(growth)} MiB`,
        met: growth <= LIMIT,
      },
    ],
    body: [
      `A build queued ${QUEUED_MS / 60_000} minute and running ${RUNNING_MS / 60_000}, on the fake TeamCity's manual clock (waitForBuild's`,
      'waits move it on, so no real time passes); every request the fake received during the wait is counted. Side by side: the',
      'default polling (1 s, growing 1.5x while the state stays, at most 15 s) and a fixed 1 s interval (`maxPollMs: 1000`).',
      '',
      table(
        ['polling', 'polls', 'requests'],
        [
          ['default (1 s -> 15 s backoff)', backoff.polls, backoff.requests],
          ['fixed 1 s', fixedPoll.polls, fixedPoll.requests],
        ],
      ),
      '',
      `A ${LOG_BYTES / 1024 ** 3} GiB log of ${LOG_BYTES / LINE} lines of ${LINE} bytes, written by the fake over ${WRITE_MS / 1000} s of real time while`,
      '`followBuildLog` follows it (reads every 0.2 s to 1 s, each a Range request from the last byte read), in a child process of',
      'its own; beside it, `buildLog` streaming the finished log once. RSS growth is the peak sampled every 5 ms minus the RSS before.',
      '',
      table(
        ['reader', 'lines', 'seconds', 'peak RSS growth MiB'],
        [
          ['followBuildLog (while written)', follow.lines, fixed(follow.ms / 1000, 1), `**${mib(growth)}**`],
          ['buildLog (finished, one stream)', '-', fixed(stream.ms / 1000, 1), mib(streamGrowth)],
        ],
      ),
    ].join('\n'),
  };
}
