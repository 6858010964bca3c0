// Test health and "my commit" in teamcity-sdk/tasks, over real HTTP against the fake TeamCity, and the fake's routes
// they read: test occurrences across builds, tests, problems, mutes read back, investigations read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  TeamCityInputError,
  TeamCityNotFoundError,
  TeamCityPaginationError,
  type Build,
  type TeamCityClient,
} from '../generated/src/index.js';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import {
  assignInvestigation,
  commitStatus,
  flakyTests,
  muteTests,
  resolveInvestigation,
  testHistory,
  unmuteTests,
} from '../generated/src/tasks/index.js';

let tc: FakeTeamCity;
let client: TeamCityClient;

const SHA = 'a1b2c3d4e5f6';
/** Outcomes of test `t.flaky` and `t.broken` in App_Test's builds, oldest first; `t.ok` always passes. */
const FLAKY = ['SUCCESS', 'FAILURE', 'SUCCESS', 'FAILURE', 'SUCCESS'] as const;
const BROKEN = ['SUCCESS', 'SUCCESS', 'FAILURE', 'FAILURE', 'FAILURE'] as const;
const revisionOf = (i: number) => (i < 2 ? 'r1' : `r${i}`);

function builds(): Build[] {
  const out: Build[] = FLAKY.map((status, i) => ({
    id: i + 1,
    buildTypeId: 'App_Test',
    number: String(i + 1),
    status: status === 'FAILURE' || BROKEN[i] === 'FAILURE' ? 'FAILURE' : 'SUCCESS',
    branchName: i === 4 ? 'feature/x' : 'main',
    revisions: { revision: [{ version: revisionOf(i), 'vcs-root-instance': { id: '1', 'vcs-root-id': 'App_Git' } }] },
    testOccurrences: {
      testOccurrence: [
        { name: 't.flaky', status, duration: 10 + i },
        { name: 't.broken', status: BROKEN[i], duration: 5 },
        { name: 't.ok', status: 'SUCCESS', duration: 1 },
      ],
    },
    problemOccurrences: { problemOccurrence: [{ type: 'TC_EXIT_CODE', identity: 'exit', logAnchor: '42' }] },
  }));
  // The commit, built by two configurations on the app's repository and one on another repository.
  out.push(
    {
      id: 10,
      buildTypeId: 'App_Test',
      status: 'FAILURE',
      revisions: { revision: [{ version: SHA, 'vcs-root-instance': { id: '1', 'vcs-root-id': 'App_Git' } }] },
    },
    {
      id: 11,
      buildTypeId: 'App_Deploy',
      state: 'running',
      revisions: { revision: [{ version: SHA, 'vcs-root-instance': { id: '2', 'vcs-root-id': 'App_Git' } }] },
    },
    {
      id: 12,
      buildTypeId: 'Other_Build',
      revisions: { revision: [{ version: SHA, 'vcs-root-instance': { id: '3', 'vcs-root-id': 'Other_Git' } }] },
    },
  );
  return out;
}

beforeAll(async () => {
  tc = await startFakeTeamCity({
    seed: {
      projects: [{ id: 'App' }, { id: 'Other' }],
      buildTypes: [
        { id: 'App_Test', projectId: 'App' },
        { id: 'App_Deploy', projectId: 'App' },
        { id: 'Other_Build', projectId: 'Other' },
      ],
      vcsRoots: [
        { id: 'App_Git', properties: { property: [{ name: 'url', value: 'https://git.example.com/org/app.git' }] } },
        {
          id: 'Other_Git',
          properties: { property: [{ name: 'url', value: 'https://git.example.com/org/other.git' }] },
        },
      ],
      users: [{ username: 'alice', password: 'pw' }],
      builds: builds(),
    },
  });
  client = createClient({ baseUrl: tc.url, auth: { token: 'admin-token' } });
});
afterAll(() => tc.close());

describe('the fake: tests across builds', () => {
  it("answers a test's occurrences across builds, newest first, with build and count, paged", async () => {
    const all = await client.testOccurrences.getAllTestOccurrences({
      locator: 'test:(name:t.flaky)',
      fields: 'count,testOccurrence(status,build(id))',
    });
    expect(all.count).toBe(FLAKY.length);
    expect(all.testOccurrence!.map((o) => o.build!.id)).toEqual(FLAKY.map((_, i) => FLAKY.length - i));
    expect(all.testOccurrence!.map((o) => o.status)).toEqual([...FLAKY].reverse());
    const page = await client.testOccurrences.getAllTestOccurrences({
      locator: 'test:(name:t.flaky),buildType:(id:App_Test),branch:(name:main),count:2',
    });
    expect(page.testOccurrence!.map((o) => o.build!.id)).toEqual([4, 3]);
    expect(decodeURIComponent(page.nextHref!)).toContain('start:2');
  });

  it('keeps a test id across builds, serves it from /tests, and a missing one is a 404', async () => {
    const runs = await client.testOccurrences.getAllTestOccurrences({
      locator: 'test:(name:t.ok)',
      fields: 'testOccurrence(test(id))',
    });
    const ids = new Set(runs.testOccurrence!.map((o) => o.test!.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(await client.tests.getTest({ testLocator: `id:${id}` })).toMatchObject({ name: 't.ok' });
    expect((await client.tests.getTests({ locator: 'name:t.ok' })).test).toHaveLength(1);
    expect(
      (await client.testOccurrences.getAllTestOccurrences({ locator: `test:(id:${id})`, fields: 'count' })).count,
    ).toBe(FLAKY.length);
    await expect(client.tests.getTest({ testLocator: 'name:nope' })).rejects.toBeInstanceOf(TeamCityNotFoundError);
  });

  it('serves one occurrence by its id and answers 404 for a missing one, as TeamCity', async () => {
    const [first] = (await client.testOccurrences.getAllTestOccurrences({ locator: 'build:(id:2)' })).testOccurrence!;
    const one = await client.testOccurrences.getTestOccurrence({ testLocator: first!.id!, fields: 'name,logAnchor' });
    expect(one).toEqual({ name: first!.name, logAnchor: expect.stringMatching(/^\d+$/) });
    await expect(
      client.testOccurrences.getTestOccurrence({ testLocator: 'build:(id:2),id:999' }),
    ).rejects.toBeInstanceOf(TeamCityNotFoundError);
  });

  it('serves problems and problem occurrences with their log anchors', async () => {
    const problems = await client.problems.getAllBuildProblems({ locator: 'identity:exit' });
    expect(problems.problem).toHaveLength(1);
    const id = problems.problem![0]!.id;
    const occ = await client.problemOccurrences.getBuildProblemOccurrence({
      problemLocator: `build:(id:3),problem:(id:${id})`,
      fields: 'identity,logAnchor,build(id)',
    });
    expect(occ).toEqual({ identity: 'exit', logAnchor: '42', build: { id: 3 } });
    await expect(
      client.problemOccurrences.getBuildProblemOccurrence({ problemLocator: 'build:(id:3),problem:(id:9999)' }),
    ).rejects.toBeInstanceOf(TeamCityNotFoundError);
    await expect(client.problems.getBuildProblem({ problemLocator: 'id:9999' })).rejects.toBeInstanceOf(
      TeamCityNotFoundError,
    );
  });
});

describe('muteTests / unmuteTests', () => {
  it('mutes, the occurrences read back as currentlyMuted, the caller is the author, and unmute remakes the rest', async () => {
    const mute = await muteTests(client, {
      tests: ['t.flaky', 't.broken'],
      scope: { project: 'App' },
      comment: 'flaky on CI',
      until: 'fixed',
    });
    expect(mute.resolution).toEqual({ type: 'whenFixed' });
    expect(mute.assignment).toMatchObject({ text: 'flaky on CI', user: { username: 'admin' } });
    const muted = await client.testOccurrences.getAllTestOccurrences({
      locator: 'build:(id:5),currentlyMuted:true',
      fields: 'testOccurrence(name,currentlyMuted)',
    });
    expect(muted.testOccurrence!.map((o) => o.name).sort()).toEqual(['t.broken', 't.flaky']);

    const r = await unmuteTests(client, { tests: ['t.flaky', 't.never'], scope: { project: 'App' } });
    expect(r.removed).toEqual([mute.id]);
    expect(r.notMuted).toEqual(['t.never']);
    // A mute cannot be edited: the other test is muted again, by a new mute with the same comment and condition.
    expect(r.remade).toHaveLength(1);
    expect(r.remade[0]).toMatchObject({
      target: { tests: { test: [{ name: 't.broken' }] } },
      assignment: { text: 'flaky on CI' },
      resolution: { type: 'whenFixed' },
    });
    expect(r.remade[0]!.id).not.toBe(mute.id);
    const now = await client.testOccurrences.getAllTestOccurrences({
      locator: 'build:(id:5),currentlyMuted:true',
      fields: 'testOccurrence(name)',
    });
    expect(now.testOccurrence!.map((o) => o.name)).toEqual(['t.broken']);
    await unmuteTests(client, { tests: ['t.broken'], scope: { project: 'App' } });
    expect((await client.mutes.getMutes({})).count ?? 0).toBe(0);
  });

  it('refuses bad input with a typed error before anything is sent', async () => {
    const before = tc.requests.length;
    const bad = [
      () => muteTests(client, { tests: [], scope: { project: 'App' } }),
      () => muteTests(client, { tests: Array.from({ length: 101 }, (_, i) => `t${i}`), scope: { project: 'App' } }),
      () => muteTests(client, { tests: ['t'], scope: {} as never }),
      () => muteTests(client, { tests: ['t'], scope: { project: 'App', buildType: 'x' } as never }),
      () => muteTests(client, { tests: ['t'], scope: { project: 'App' }, until: new Date(NaN) }),
      () => unmuteTests(client, { tests: [''], scope: { project: 'App' } }),
      () => assignInvestigation(client, { assignee: 'alice' } as never),
      () => resolveInvestigation(client, { buildType: 'App_Test', state: 'TAKEN' as never }),
      () => testHistory(client, 't', { count: 0 }),
      () => testHistory(client, 't', { count: 1001 }),
      () => flakyTests(client, { buildType: 'App_Test', builds: 1 }),
      () => commitStatus(client, { revision: 'abc),buildType:(id:X' }),
      () => commitStatus(client, { revision: '' }),
    ];
    for (const call of bad) await expect(call()).rejects.toBeInstanceOf(TeamCityInputError);
    expect(tc.requests.length).toBe(before);
  });
});

describe('assignInvestigation / resolveInvestigation', () => {
  it('assigns a test to a user, reads back as currentlyInvestigated, and resolving clears it', async () => {
    const inv = await assignInvestigation(client, {
      test: 't.broken',
      scope: { buildType: 'App_Test' },
      assignee: 'alice',
      comment: 'looking',
    });
    expect(inv).toMatchObject({ state: 'TAKEN', assignee: { username: 'alice' } });
    const read = () =>
      client.testOccurrences.getAllTestOccurrences({
        locator: 'build:(id:5),currentlyInvestigated:true',
        fields: 'count,testOccurrence(name)',
      });
    expect((await read()).testOccurrence!.map((o) => o.name)).toEqual(['t.broken']);
    const done = await resolveInvestigation(client, { test: 't.broken', scope: { buildType: 'App_Test' } });
    expect(done.map((i) => i.state)).toEqual(['FIXED']);
    expect((await read()).count).toBe(0);
    expect(await resolveInvestigation(client, { test: 't.broken', scope: { buildType: 'App_Test' } })).toEqual([]);
  });

  it('assigns a whole build configuration (any problem)', async () => {
    const inv = await assignInvestigation(client, { buildType: 'App_Deploy', assignee: 'alice' });
    expect(inv.target).toEqual({ anyProblem: true });
    expect(await resolveInvestigation(client, { buildType: 'App_Deploy', state: 'GIVEN_UP' })).toHaveLength(1);
  });
});

describe('testHistory', () => {
  it("gives the test's runs newest first with build, status and duration, at most count", async () => {
    const runs = await testHistory(client, 't.flaky', { buildType: 'App_Test', count: 3 });
    expect(runs).toHaveLength(3);
    expect(runs.map((r) => r.build.id)).toEqual([5, 4, 3]);
    expect(runs[0]).toMatchObject({ status: FLAKY[4], duration: 14, build: { number: '5', buildTypeId: 'App_Test' } });
    expect((await testHistory(client, 't.flaky', { branch: 'feature/x' })).map((r) => r.build.id)).toEqual([5]);
  });

  it('reads only the pages count needs, whatever the server goes on to offer', async () => {
    const before = tc.requests.length;
    await testHistory(client, 't.flaky', { count: 1 });
    expect(tc.requests.length - before).toBe(1);
  });
});

describe('flakyTests', () => {
  it('finds tests that flip or fail and pass on one revision, not one that broke once', async () => {
    // The default branch's builds: all but the last, on feature/x.
    const main = FLAKY.slice(0, -1);
    const flaky = await flakyTests(client, { buildType: 'App_Test', builds: FLAKY.length });
    expect(flaky.map((f) => f.name)).toEqual(['t.flaky']);
    const flips = main.slice(1).filter((s, i) => s !== main[i]).length;
    expect(flaky[0]).toMatchObject({ flips, sameRevision: true });
    expect(flaky[0]!.failed).toBe(main.filter((s) => s === 'FAILURE').length);
  });
});

describe('commitStatus', () => {
  it("finds every configuration's builds of the revision through the repository's VCS roots", async () => {
    const s = await commitStatus(client, { revision: SHA, repositoryUrl: 'git.example.com/org/app' });
    expect(s).toMatchObject({ revision: SHA, complete: true, reasons: [] });
    expect(s.builds.map((b) => [b.id, b.buildTypeId])).toEqual([
      [11, 'App_Deploy'],
      [10, 'App_Test'],
    ]);
    const all = await commitStatus(client, { revision: SHA });
    expect(all.builds.map((b) => b.id)).toEqual([12, 11, 10]);
  });

  it('says it is incomplete, and why, when TeamCity cannot answer: never an empty list', async () => {
    tc.inject({
      fault: { kind: 'status', status: 403, body: 'no permission to view VCS roots' },
      route: 'vcsRoots.serve_roots',
    });
    const denied = await commitStatus(client, { revision: SHA, repositoryUrl: 'org/app' });
    expect(denied.complete).toBe(false);
    expect(denied.reasons.join()).toMatch(/VCS roots could not be read.*403/);
    tc.inject({ fault: { kind: 'status', status: 500 }, route: 'builds.serve_all_builds', times: 10 });
    const broken = await commitStatus(client, { revision: SHA, repositoryUrl: 'org/app', retry: false });
    expect(broken.complete).toBe(false);
    expect(broken.reasons.join()).toMatch(/App_Git could not all be read.*500/);
    tc.clearFaults();
  });

  it('is incomplete when the cap on pages cuts the list', async () => {
    const many = Array.from({ length: 1001 }, (_, i): Build => ({
      id: 1000 + i,
      buildTypeId: 'Other_Build',
      revisions: { revision: [{ version: 'many', 'vcs-root-instance': { id: '3', 'vcs-root-id': 'Other_Git' } }] },
    }));
    tc.seed({ builds: many });
    const s = await commitStatus(client, { revision: 'many' });
    expect(s.complete).toBe(false);
    expect(s.builds.length).toBeLessThanOrEqual(1000);
    expect(s.reasons.join()).toMatch(/page/i);
    expect(TeamCityPaginationError).toBeDefined();
  });
});
