// teamcity-sdk/tasks over real HTTP against the fake TeamCity running scripted builds on a clock the test moves.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  TeamCityInputError,
  TeamCityNotFoundError,
  type TeamCityClient,
} from '../generated/src/index.js';
import { manualClock, startFakeTeamCity, type BuildScript, type FakeTeamCity } from '../generated/src/testing/index.js';
import {
  buildLog,
  buildResults,
  cancelBuild,
  downloadArtifact,
  downloadArtifacts,
  followBuildLog,
  listArtifacts,
  runBuild,
  TeamCityBuildCanceledError,
  TeamCityBuildFailedToStartError,
  TeamCityBuildTypeNotFoundError,
  TeamCityTaskAbortError,
  TeamCityWaitTimeoutError,
  waitForBuild,
  type BuildProgress,
  type Timer,
} from '../generated/src/tasks/index.js';

let tc: FakeTeamCity;
let client: TeamCityClient;
const clock = manualClock();
/** Waiting moves the fake's clock on instead of sleeping; `onSleep` lets a test act between polls. */
const timer = (onSleep?: (n: number) => Promise<void> | void): Timer & { sleeps: number[] } => {
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => clock.now(),
    sleep: async (ms, signal) => {
      if (sleeps.length > 10_000) throw new Error('runaway loop');
      signal?.throwIfAborted();
      sleeps.push(ms);
      clock.advance(ms);
      await onSleep?.(sleeps.length);
    },
  };
};
let n = 0;
/** A build configuration of its own that runs by `script`. */
function scripted(script: BuildScript): string {
  const id = `Scripted_${++n}`;
  tc.seed({ buildTypes: [{ id, projectId: 'P' }] });
  tc.script(id, script);
  return id;
}
const requestsTo = (op: string) => tc.requests.filter((r) => r.operation === op);
const dir = mkdtempSync(join(tmpdir(), 'tasks-'));

beforeAll(async () => {
  tc = await startFakeTeamCity({
    clock,
    seed: { projects: [{ id: 'P' }], buildTypes: [{ id: 'P_Idle', projectId: 'P' }] },
  });
  client = createClient({ baseUrl: tc.url, auth: { token: 'admin-token' } });
});
afterAll(() => tc.close());

describe('runBuild', () => {
  it('queues with branch, parameters, comment, tags and triggering options, and TeamCity keeps them', async () => {
    const queued = await runBuild(client, {
      buildType: { id: 'P_Idle' },
      branch: 'feature/x,y',
      parameters: { 'env.NODE_ENV': 'test', 'system.verbose': 'true', 'deploy.target': 'staging' },
      comment: 'from CI',
      tags: ['ci', 'nightly'],
      moveToTop: true,
      cleanSources: true,
      rebuildDependencies: true,
      agent: 7,
    });
    expect(queued).toMatchObject({ state: 'queued', buildTypeId: 'P_Idle', branchName: 'feature/x,y' });
    const stored = tc.state.builds.get(queued.id!)!;
    expect(stored.properties).toEqual({
      count: 3,
      property: [
        { name: 'env.NODE_ENV', value: 'test' },
        { name: 'system.verbose', value: 'true' },
        { name: 'deploy.target', value: 'staging' },
      ],
    });
    expect(stored).toMatchObject({
      comment: { text: 'from CI' },
      tags: { tag: [{ name: 'ci' }, { name: 'nightly' }] },
      triggeringOptions: { queueAtTop: true, cleanSources: true, rebuildAllDependencies: true },
      plannedAgent: { id: 7 },
    });
    // queueAtTop: first in the queue though queued last.
    await runBuild(client, { buildType: 'P_Idle' });
    const top = await runBuild(client, { buildType: 'P_Idle', moveToTop: true });
    expect((await client.buildQueue.getBuilds({ fields: 'build(id)' })).build?.[0]?.id).toBe(top.id);
  });

  it('names an unknown build type in a typed 404', async () => {
    const e = await runBuild(client, { buildType: 'No_Such' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TeamCityBuildTypeNotFoundError);
    expect(e).toBeInstanceOf(TeamCityNotFoundError);
    expect((e as Error).message).toMatch(/^build type "No_Such" was not found: buildQueue\.queue_new_build: POST /);
    expect((e as TeamCityBuildTypeNotFoundError).buildType).toBe('No_Such');
  });

  it('refuses bad options before sending anything', async () => {
    const before = tc.requests.length;
    for (const bad of [
      {},
      { buildType: '' },
      { buildType: 'P_Idle', parameters: { a: 1 } },
      { buildType: 'P_Idle', tags: [''] },
    ])
      await expect(runBuild(client, bad as never)).rejects.toBeInstanceOf(TeamCityInputError);
    await expect(waitForBuild(client, 0)).rejects.toBeInstanceOf(TeamCityInputError);
    await expect(cancelBuild(client, { id: 1.5 })).rejects.toBeInstanceOf(TeamCityInputError);
    expect(tc.requests.length).toBe(before);
  });
});

describe('waitForBuild', () => {
  it('follows a build from the queue to running to finished, reports each change and backs off', async () => {
    const bt = scripted({ queuedMs: 60_000, durationMs: 120_000, statusText: 'All good' });
    const queued = await runBuild(client, { buildType: bt });
    const seen: BuildProgress[] = [];
    const t = timer();
    const before = requestsTo('builds.serve_build').length;
    const done = await waitForBuild(client, queued, { timer: t, onProgress: (p) => seen.push(p) });
    expect(done).toMatchObject({ id: queued.id, state: 'finished', status: 'SUCCESS', statusText: 'All good' });
    expect(seen.map((p) => p.state)).toEqual(expect.arrayContaining(['queued', 'running', 'finished']));
    expect(seen[0]).toMatchObject({ state: 'queued', stage: 'Waiting for an idle compatible agent' });
    const percentages = seen.filter((p) => p.state === 'running').map((p) => p.percentage!);
    expect(percentages.length).toBeGreaterThan(2);
    expect([...percentages].sort((a, b) => a - b)).toEqual(percentages);
    // No two reports alike; intervals grow while nothing changes state, and restart when it does.
    expect(new Set(seen.map((p) => JSON.stringify(p))).size).toBe(seen.length);
    expect(t.sleeps[0]).toBe(1000);
    expect(t.sleeps[1]).toBe(1500);
    expect(Math.max(...t.sleeps)).toBe(15_000);
    const polls = tc.requests.filter((r) => r.operation === 'builds.serve_build').slice(before);
    expect(polls.length).toBe(t.sleeps.length + 1);
    for (const p of polls) expect(decodeURIComponent(p.url)).toContain('fields=id,state,status,statusText');
  });

  it('returns a failed build; buildResults pages its failed tests and lists its problems', async () => {
    const tests = Array.from({ length: 250 }, (_, i) => ({
      name: `suite.test${i}`,
      status: i % 2 ? ('FAILURE' as const) : ('SUCCESS' as const),
      newFailure: i % 4 === 1,
      details: i % 2 ? `expected ${i}` : undefined,
      ...(i === 0 ? { ignored: true, status: 'UNKNOWN' as const } : {}),
      ...(i === 3 ? { muted: true } : {}),
    }));
    const bt = scripted({
      durationMs: 5000,
      status: 'FAILURE',
      tests,
      problems: [{ type: 'TC_EXIT_CODE', details: 'exit code 1' }],
    });
    const done = await waitForBuild(client, await runBuild(client, { buildType: bt }), { timer: timer() });
    expect(done).toMatchObject({ status: 'FAILURE', statusText: 'Tests failed: 125, passed: 124' });
    const before = requestsTo('testOccurrences.get_all_test_occurrences').length;
    const r = await buildResults(client, done);
    expect(r).toMatchObject({
      status: 'FAILURE',
      tests: { total: 250, failed: 125, passed: 124, newFailed: 63, muted: 1, ignored: 1 },
      problems: [{ type: 'TC_EXIT_CODE', details: 'exit code 1' }],
    });
    // New failures first, each group in TeamCity's order.
    const failed = tests.filter((t) => t.status === 'FAILURE');
    expect(r.failedTests.map((t) => t.name)).toEqual(
      [...failed.filter((t) => t.newFailure), ...failed.filter((t) => !t.newFailure)].map((t) => t.name),
    );
    expect(r.failedTests[0]).toMatchObject({ status: 'FAILURE', details: 'expected 1', newFailure: true });
    const pages = requestsTo('testOccurrences.get_all_test_occurrences').slice(before);
    expect(pages).toHaveLength(2);
    // The second page is the first one's nextHref (its locator written as TeamCity's pager writes it).
    expect(decodeURIComponent(pages[1]!.url)).toMatch(
      new RegExp(`locator=build:\\(id:${done.id}\\),status:failure,start:100,count:100`),
    );
  });

  it('recognises a build canceled while it is waited for', async () => {
    const bt = scripted({ durationMs: 600_000 });
    const queued = await runBuild(client, { buildType: bt });
    const e = await waitForBuild(client, queued, {
      timer: timer(async (i) => void (i === 3 && (await cancelBuild(client, queued, 'superseded')))),
    }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TeamCityBuildCanceledError);
    expect(e).toMatchObject({
      buildId: queued.id,
      removedFromQueue: false,
      message: `build ${queued.id} was canceled: superseded`,
    });
    expect(requestsTo('builds.cancel_build').length).toBeGreaterThan(0);
  });

  it('recognises a build removed from the queue, by cancelBuild or by DELETE', async () => {
    const bt = scripted({ queuedMs: 3_600_000 });
    const a = await runBuild(client, { buildType: bt });
    const canceled = await waitForBuild(client, a, {
      timer: timer(async (i) => void (i === 2 && (await cancelBuild(client, a.id!, 'not today')))),
    }).catch((x: unknown) => x);
    expect(canceled).toMatchObject({
      removedFromQueue: true,
      message: `build ${a.id} was removed from the queue: not today`,
    });
    expect(requestsTo('buildQueue.cancel_build').length).toBeGreaterThan(0);
    const b = await runBuild(client, { buildType: bt });
    const deleted = await waitForBuild(client, b, {
      timer: timer(
        async (i) => void (i === 2 && (await client.buildQueue.deleteBuild({ queuedBuildLocator: `id:${b.id}` }))),
      ),
    }).catch((x: unknown) => x);
    expect(deleted).toBeInstanceOf(TeamCityBuildCanceledError);
    expect(deleted).toMatchObject({ buildId: b.id, removedFromQueue: true });
  });

  it('recognises a build that failed to start', async () => {
    const bt = scripted({ queuedMs: 2000, failedToStart: true, statusText: 'Snapshot dependency failed' });
    const e = await waitForBuild(client, await runBuild(client, { buildType: bt }), { timer: timer() }).catch(
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(TeamCityBuildFailedToStartError);
    expect((e as Error).message).toMatch(/failed to start: Snapshot dependency failed$/);
  });

  it('times out naming the build and its last state', async () => {
    const bt = scripted({ queuedMs: 10_000, durationMs: 3_600_000 });
    const queued = await runBuild(client, { buildType: bt });
    const e = await waitForBuild(client, queued, { timeoutMs: 60_000, timer: timer() }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TeamCityWaitTimeoutError);
    expect((e as Error).message).toMatch(
      new RegExp(`^build ${queued.id} did not finish within 60000 ms \\(last state: running \\d+%`),
    );
    expect((e as TeamCityWaitTimeoutError).lastBuild?.state).toBe('running');
  });

  it('stops when the signal fires, between polls and with a real timer', async () => {
    const bt = scripted({ queuedMs: 3_600_000 });
    const queued = await runBuild(client, { buildType: bt });
    const stop = new AbortController();
    const e = await waitForBuild(client, queued, {
      pollMs: 5,
      signal: stop.signal,
      onProgress: () => stop.abort(new Error('user')),
    }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TeamCityTaskAbortError);
    expect((e as Error).cause).toEqual(new Error('user'));
  });
});

describe('build log', () => {
  it('follows a log while it grows, with range requests, and ends when the build finishes', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => `[${i}] step ${'é'.repeat(i % 3)} done`);
    const bt = scripted({ queuedMs: 1000, durationMs: 30_000, log: lines });
    const queued = await runBuild(client, { buildType: bt });
    const before = tc.requests.length;
    const got: string[] = [];
    for await (const line of followBuildLog(client, queued, { timer: timer() })) got.push(line);
    expect(got).toEqual(lines);
    const reads = tc.requests.slice(before).filter((r) => r.url.startsWith('/downloadBuildLog.html'));
    expect(reads.length).toBeGreaterThan(3);
    // Never the whole log twice: later reads asked for what was new (206), or found nothing new (416).
    expect(reads.slice(1).every((r) => r.status === 206 || r.status === 416 || r.status === 200)).toBe(true);
    expect(reads.filter((r) => r.status === 206).length).toBeGreaterThan(1);
    const text = await (await buildLog(client, queued)).text();
    expect(text).toBe(lines.join('\n') + '\n');
  });

  it('stops following when the signal fires', async () => {
    const bt = scripted({ durationMs: 3_600_000, log: { lines: 10 } });
    const queued = await runBuild(client, { buildType: bt });
    const stop = new AbortController();
    const timeout = setTimeout(() => stop.abort(new Error('enough')), 50);
    const lines: string[] = [];
    const e = await (async () => {
      for await (const line of followBuildLog(client, queued, { pollMs: 5, signal: stop.signal })) lines.push(line);
    })().catch((x: unknown) => x);
    clearTimeout(timeout);
    expect(lines).toEqual([]);
    expect(e).toMatchObject({ name: expect.stringMatching(/^TeamCity(Task)?AbortError$/) });
  });
});

describe('artifacts', () => {
  const big = Uint8Array.from({ length: 200_000 }, (_, i) => (i * 7) % 256);
  let buildId = 0;
  beforeAll(async () => {
    const bt = scripted({
      durationMs: 1000,
      artifacts: {
        'dist/app.zip': big,
        'reports/junit.xml': '<testsuite/>',
        'reports/deep/a.xml': '<a/>',
        'readme.txt': 'hi',
      },
    });
    buildId = (await waitForBuild(client, await runBuild(client, { buildType: bt }), { timer: timer() })).id!;
  });

  it('lists every artifact in every folder, filtered by a pattern', async () => {
    expect((await listArtifacts(client, buildId)).map((a) => a.path).sort()).toEqual([
      'dist/app.zip',
      'readme.txt',
      'reports/deep/a.xml',
      'reports/junit.xml',
    ]);
    expect(await listArtifacts(client, buildId, { pattern: /\.xml$/ })).toEqual([
      { path: 'reports/junit.xml', size: 12, modificationTime: expect.any(String) },
      { path: 'reports/deep/a.xml', size: 4, modificationTime: expect.any(String) },
    ]);
    expect(
      (await listArtifacts(client, buildId, { path: 'reports', pattern: (p) => p.includes('deep') })).map(
        (a) => a.path,
      ),
    ).toEqual(['reports/deep/a.xml']);
  });

  it('resumes a download cut off mid-stream; a file already at the destination is replaced, not resumed', async () => {
    const file = join(dir, 'app.zip');
    tc.inject({ route: 'builds.get_content', fault: { kind: 'truncate', bytes: 70_000 } });
    const progress: number[] = [];
    const before = requestsTo('builds.get_content').length;
    const r = await downloadArtifact(client, buildId, 'dist/app.zip', file, {
      onProgress: (p) => progress.push(p.bytes),
    });
    expect(r).toEqual({ file, bytes: big.length, resumedFrom: 0 });
    expect(Buffer.compare(readFileSync(file), Buffer.from(big))).toBe(0);
    // The cut answer never finished (no status recorded); the second asked for the rest.
    const sent = requestsTo('builds.get_content').slice(before);
    expect(sent.map((q) => q.status)).toEqual([0, 206]);
    expect(progress.at(-1)).toBe(big.length);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(readdirSync(dir).filter((f) => f.startsWith('app.zip.'))).toEqual([]);

    // A prefix of the same bytes, but not a part this code set aside: fetched whole.
    writeFileSync(file, big.subarray(0, 12_345));
    expect(await downloadArtifact(client, buildId, 'dist/app.zip', file)).toEqual({
      file,
      bytes: big.length,
      resumedFrom: 0,
    });
    expect(Buffer.compare(readFileSync(file), Buffer.from(big))).toBe(0);
    expect(requestsTo('builds.get_content').at(-1)!.status).toBe(200);
  });

  it('gives up after `resumes` cut transfers, setting the part aside for a later call, which resumes it', async () => {
    const file = join(dir, 'cut.zip');
    tc.inject({ route: 'builds.get_content', fault: { kind: 'truncate', bytes: 1000 }, times: 2 });
    await expect(downloadArtifact(client, buildId, 'dist/app.zip', file, { resumes: 1 })).rejects.toMatchObject({
      name: 'TeamCityNetworkError',
    });
    expect(existsSync(file)).toBe(false);
    const aside = readdirSync(dir).filter((f) => f.startsWith('cut.zip.'));
    expect(aside).toEqual(
      expect.arrayContaining(['cut.zip.part.json', expect.stringMatching(/^cut\.zip\.[0-9a-f]{16}\.part$/)]),
    );
    expect(aside).toHaveLength(2);
    expect((await downloadArtifact(client, buildId, 'dist/app.zip', file)).resumedFrom).toBe(2000);
    expect(Buffer.compare(readFileSync(file), Buffer.from(big))).toBe(0);
    expect(readdirSync(dir).filter((f) => f.startsWith('cut.zip.'))).toEqual([]);
  });

  it('downloadArtifacts saves a folder, or every artifact, as the zip TeamCity builds', async () => {
    const deep = join(dir, 'deep.zip');
    expect(await downloadArtifacts(client, buildId, 'reports', deep)).toMatchObject({ file: deep, resumedFrom: 0 });
    const reports = unzipSync(readFileSync(deep));
    expect(Object.keys(reports).sort()).toEqual(['deep/a.xml', 'junit.xml']);
    expect(new TextDecoder().decode(reports['junit.xml'])).toBe('<testsuite/>');
    expect(requestsTo('builds.get_zipped').at(-1)?.url).toBe(
      `/app/rest/builds/id:${buildId}/artifacts/archived/reports`,
    );

    const all = join(dir, 'all.zip');
    await downloadArtifacts(client, buildId, '', all);
    const entries = unzipSync(readFileSync(all));
    expect(Object.keys(entries).sort()).toEqual([
      'dist/app.zip',
      'readme.txt',
      'reports/deep/a.xml',
      'reports/junit.xml',
    ]);
    expect(Buffer.compare(Buffer.from(entries['dist/app.zip']!), Buffer.from(big))).toBe(0);
  });
});
