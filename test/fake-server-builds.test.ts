// What a build looks like in the fake TeamCity: the number a run gets, the links of its full form, who triggered it,
// its test occurrence lists, its branch, and a finished build seeded with its tests, problems and log.
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../generated/src/index.js';
import { buildResults } from '../generated/src/tasks/index.js';
import { manualClock, startFakeTeamCity, type FakeTeamCity, type Seed } from '../generated/src/testing/index.js';
import { rest } from './helpers/rest.js';

let fake: FakeTeamCity | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(seed: Seed) {
  fake = await startFakeTeamCity({ seed, clock: manualClock() });
  return fake;
}

/** A GET of the fake's REST API (an href as it is). */
const get = (path: string) => rest(fake!.url, 'GET', path);
const TEXT = { accept: 'text/plain' };
const queue = (body: Record<string, unknown>) => rest(fake!.url, 'POST', '/buildQueue', body);

describe('a build the fake runs', () => {
  it('gets the next number of its configuration when it starts, in the configuration’s number pattern', async () => {
    const tc = await start({
      projects: [{ id: 'P' }],
      buildTypes: [
        { id: 'B', projectId: 'P' },
        {
          id: 'R',
          projectId: 'P',
          settings: {
            property: [
              { name: 'buildNumberPattern', value: '1.0.%build.counter%' },
              { name: 'buildNumberCounter', value: '41' },
            ],
          },
        },
      ],
    });
    tc.script('B', { queuedMs: 1000, durationMs: 1000 });
    tc.script('R', { durationMs: 1000 });
    const first = (await queue({ buildType: { id: 'B' } })).body;
    const second = (await queue({ buildType: { id: 'B' } })).body;
    const release = (await queue({ buildType: { id: 'R' } })).body;
    // Queued builds have no number yet (TeamCity gives it when the build starts).
    expect((await get(`/builds/id:${first.id}`)).body.number).toBeUndefined();
    tc.clock.advance(5000);
    expect((await get(`/builds/id:${first.id}`)).body).toMatchObject({ state: 'finished', number: '1' });
    expect((await get(`/builds/id:${second.id}`)).body.number).toBe('2');
    expect((await get(`/builds/id:${release.id}`)).body.number).toBe('1.0.41');
    expect((await rest(tc.url, 'GET', '/buildTypes/id:R/settings/buildNumberCounter', undefined, TEXT)).text).toBe(
      '42',
    );
    // A build queued and never started keeps no number: one without a script stays in the queue.
    tc.script('R', { queuedMs: 60_000 });
    const waiting = (await queue({ buildType: { id: 'R' } })).body;
    tc.clock.advance(5000);
    expect((await get(`/buildQueue/id:${waiting.id}`)).body.number).toBeUndefined();
  });

  it('numbers a seeded build that left the queue, in id order, and a later run continues the counter', async () => {
    const tc = await start({
      projects: [{ id: 'P' }],
      buildTypes: [{ id: 'B', projectId: 'P' }],
      builds: [
        { id: 3, buildTypeId: 'B', state: 'running' },
        { id: 1, buildTypeId: 'B' },
        { id: 2, buildTypeId: 'B', number: 'given' },
        { id: 4, buildTypeId: 'B', state: 'queued' },
        { id: 5, buildTypeId: 'B', state: 'finished', failedToStart: true },
      ],
    });
    tc.script('B', { durationMs: 1000 });
    const run = (await queue({ buildType: { id: 'B' } })).body;
    tc.clock.advance(2000);
    const numbers = async (id: number) => (await get(`/builds/id:${id}`)).body.number;
    expect(await Promise.all([1, 2, 3, 4, 5, run.id].map(numbers))).toEqual([
      '1',
      'given',
      '2',
      undefined,
      undefined,
      '3',
    ]);
    // Build.getFieldValue("number") of a queued build is null: Jersey answers 204.
    expect((await rest(tc.url, 'GET', '/builds/id:4/number', undefined, TEXT)).status).toBe(204);
    // BuildRequest.setBuildNumber: only while the build runs.
    const put = (id: number, body: string) =>
      rest(tc.url, 'PUT', `/builds/id:${id}/number`, body, TEXT).then(
        (r) => `${r.status} ${r.status < 300 ? r.text : ''}`,
      );
    expect([await put(3, '2-rc'), await put(1, '1-rc')]).toEqual(['200 2-rc', '400 ']);
    expect(await numbers(3)).toBe('2-rc');
  });

  it('has TeamCity’s links in its full form: triggered, changes, artifacts, related issues, statistics, agent', async () => {
    const tc = await start({
      projects: [{ id: 'P' }],
      buildTypes: [{ id: 'B', projectId: 'P' }],
      agents: [{ id: 1, name: 'linux-1' }],
      changes: [{ id: 5, version: 'abc' }],
    });
    tc.script('B', { queuedMs: 1000, durationMs: 1000 });
    const queued = (await queue({ buildType: { id: 'B' }, lastChanges: { change: [{ id: 5 }] } })).body;
    expect(queued).toMatchObject({
      state: 'queued',
      triggered: { type: 'user', user: { username: 'admin' } },
      changes: { href: `/app/rest/changes?locator=build:(id:${queued.id})` },
      artifacts: { href: `/app/rest/builds/id:${queued.id}/artifacts/children/` },
    });
    expect(queued).not.toHaveProperty('agent');
    expect(queued).not.toHaveProperty('statistics');
    tc.clock.advance(5000);
    const done = (await get(`/builds/id:${queued.id}`)).body;
    expect(done).toMatchObject({
      state: 'finished',
      number: '1',
      agent: { id: 1, name: 'linux-1', href: '/app/rest/agents/id:1' },
      lastChanges: { count: 1, change: [{ id: 5, version: 'abc', href: '/app/rest/changes/id:5' }] },
      relatedIssues: { href: `/app/rest/builds/id:${queued.id}/relatedIssues` },
      statistics: { href: `/app/rest/builds/id:${queued.id}/statistics` },
      triggered: { type: 'user', date: expect.stringMatching(/^\d{8}T\d{6}\+0000$/) },
    });
    // Each link answers.
    for (const link of ['changes', 'artifacts', 'relatedIssues', 'statistics'])
      expect((await get(done[link].href)).status, link).toBe(200);
    expect((await get(done.changes.href)).body.change).toEqual([expect.objectContaining({ id: 5 })]);
  });

  it('is found by the user who triggered it (the user: dimension reads triggered)', async () => {
    await start({
      projects: [{ id: 'P' }],
      buildTypes: [{ id: 'B', projectId: 'P' }],
      users: [{ username: 'bob', password: 'pw' }],
      builds: [{ id: 1, buildTypeId: 'B', triggered: { type: 'user', user: { username: 'bob' } } }],
    });
    const queued = (await queue({ buildType: { id: 'B' } })).body;
    const ids = async (user: string) =>
      ((await get(`/builds?locator=user:(username:${user}),defaultFilter:false`)).body.build as { id: number }[]).map(
        (b) => b.id,
      );
    expect(await ids('admin')).toEqual([queued.id]);
    expect(await ids('bob')).toEqual([1]);
    expect((await get('/builds?locator=user:(username:nobody)')).status).toBe(404);
  });

  it('is on the default branch when queued on its configuration’s default branch by name', async () => {
    await start({
      projects: [{ id: 'P' }],
      buildTypes: [
        { id: 'B', projectId: 'P' },
        {
          id: 'D',
          projectId: 'P',
          'vcs-root-entries': { 'vcs-root-entry': [{ id: 'Git', 'vcs-root': { id: 'Git' } }] },
        },
      ],
      vcsRoots: [{ id: 'Git', properties: { property: [{ name: 'branch', value: 'refs/heads/develop' }] } }],
    });
    const main = (await queue({ buildType: { id: 'B' }, branchName: 'main' })).body;
    const full = (await queue({ buildType: { id: 'B' }, branchName: 'refs/heads/main' })).body;
    const feature = (await queue({ buildType: { id: 'B' }, branchName: 'feature' })).body;
    const develop = (await queue({ buildType: { id: 'D' }, branchName: 'develop' })).body;
    const onMain = (await queue({ buildType: { id: 'D' }, branchName: 'main' })).body;
    expect([main, full, feature, develop, onMain].map((b) => b.defaultBranch === true)).toEqual([
      true,
      true,
      false,
      true,
      false,
    ]);
    // In the default listing (default branch only) of the queue's builds too.
    const listed = (await get('/builds?locator=state:queued')).body.build as { id: number }[];
    expect(listed.map((b) => b.id).sort()).toEqual([main.id, full.id, develop.id].sort());
  });
});

describe('a test occurrence list', () => {
  it('carries TeamCity’s counters and an href that keeps its locator', async () => {
    await start({
      projects: [{ id: 'P' }],
      buildTypes: [{ id: 'B', projectId: 'P' }],
      builds: [
        {
          id: 7,
          buildTypeId: 'B',
          status: 'FAILURE',
          testOccurrences: {
            testOccurrence: [
              { name: 'a', status: 'FAILURE', newFailure: true, details: 'expected 1' },
              { name: 'b', status: 'SUCCESS' },
              { name: 'c', status: 'UNKNOWN', ignored: true },
              { name: 'd', status: 'FAILURE', muted: true },
            ],
          },
        },
      ],
    });
    const all = (await get('/testOccurrences?locator=build:(id:7)')).body;
    expect(all).toMatchObject({ count: 4, passed: 1, failed: 2, newFailed: 1, ignored: 1, muted: 1 });
    expect(all.href).toBe('/app/rest/testOccurrences?locator=build:(id:7)');
    const failed = (await get('/testOccurrences?locator=build:(id:7),status:FAILURE')).body;
    expect(failed).toMatchObject({ count: 2, failed: 2, newFailed: 1, muted: 1 });
    expect(failed).not.toHaveProperty('passed');
    expect(failed.href).toBe('/app/rest/testOccurrences?locator=build:(id:7),status:FAILURE');
    // A counter at 0 is sent when fields names it; a list with nothing in it leaves its items out.
    expect((await get('/testOccurrences?locator=build:(id:7),status:SUCCESS&fields=count,failed')).body).toEqual({
      count: 1,
      failed: 0,
    });
    expect((await get('/testOccurrences?locator=build:(id:7),status:FAILURE,ignored:true')).body).not.toHaveProperty(
      'testOccurrence',
    );
  });
});

describe('a finished build seeded with its tests, problems and log', () => {
  it('serves them as a scripted run would, and buildResults reads them', async () => {
    const tc = await start({
      projects: [{ id: 'P' }],
      buildTypes: [{ id: 'B', projectId: 'P' }],
      builds: [
        {
          id: 7,
          buildTypeId: 'B',
          number: '7',
          status: 'FAILURE',
          testOccurrences: { testOccurrence: [{ name: 'a', status: 'FAILURE', details: 'boom' }, { name: 'b' }] },
          problemOccurrences: { problemOccurrence: [{ type: 'TC_EXIT_CODE', identity: 'exit', details: 'exit 2' }] },
        },
      ],
      buildLogs: { '7': ['Step 1/1: make', 'make: *** [all] Error 2'] },
    });
    expect((await get('/builds/id:7')).body).toMatchObject({
      testOccurrences: { count: 2, passed: 1, failed: 1, href: '/app/rest/testOccurrences?locator=build:(id:7)' },
      problemOccurrences: { count: 1 },
    });
    expect((await get('/problemOccurrences?locator=build:(id:7)')).body.problemOccurrence).toEqual([
      expect.objectContaining({ type: 'TC_EXIT_CODE', identity: 'exit', details: 'exit 2' }),
    ]);
    const log = await fetch(`${tc.url}/downloadBuildLog.html?buildId=7`, {
      headers: { authorization: 'Bearer admin-token' },
    });
    expect(await log.text()).toBe('Step 1/1: make\nmake: *** [all] Error 2\n');
    const results = await buildResults(createClient({ baseUrl: tc.url, auth: { token: 'admin-token' } }), 7);
    expect(results.tests).toMatchObject({ total: 2, failed: 1, passed: 1 });
    expect(results.failedTests).toEqual([expect.objectContaining({ name: 'a', details: 'boom' })]);
    expect(results.problems).toEqual([expect.objectContaining({ identity: 'exit' })]);
  });

  it('refuses a log for a build it does not have, and a log of a size it cannot make', async () => {
    await expect(startFakeTeamCity({ seed: { buildLogs: { '9': ['x'] } } })).rejects.toThrow(
      'buildLogs.9: names no build of the seed',
    );
    await expect(
      startFakeTeamCity({ seed: { builds: [{ id: 9 }], buildLogs: { '9': { lines: 1, width: 3 } } } }),
    ).rejects.toThrow('buildLogs.9.width: must be at least 12, not 3');
  });
});
