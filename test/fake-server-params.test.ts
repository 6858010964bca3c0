// Every query parameter of every simulated route (the spec's inputs: TeamCity's own and its hidden ones, as the 2025.x
// definition and teamcity-rest's request classes declare them) is read as TeamCity reads it or answered 501 naming it:
// no parameter is silently ignored. Then the hidden and deprecated parameters older clients send, one by one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../generated/src/index.js';
import { operations } from '../generated/src/operations.js';
import { handlers, reads } from '../generated/src/testing/handlers/index.js';
import { startFakeTeamCity, type FakeTeamCity, type Seed } from '../generated/src/testing/index.js';
import { rest } from './helpers/rest.js';

const seed: Seed = {
  projects: [{ id: 'P', name: 'Project' }, { id: 'Q' }],
  buildTypes: [
    {
      id: 'B',
      name: 'Build',
      projectId: 'P',
      'vcs-root-entries': { 'vcs-root-entry': [{ id: 'Git', 'vcs-root': { id: 'Git' } }] },
    },
    { id: 'T', projectId: 'P', templateFlag: true },
    { id: 'Other', projectId: 'Q' },
  ],
  vcsRoots: [{ id: 'Git', project: { id: 'P' } }],
  vcsRootInstances: [{ id: '1', 'vcs-root-id': 'Git' }],
  // Start dates, which the range dimensions (sinceBuild, sinceDate) compare.
  builds: [
    { id: 1, buildTypeId: 'B', number: '10', lastChanges: { change: [{ id: 1 }] }, startDate: '20260101T100000+0000' },
    {
      id: 2,
      buildTypeId: 'B',
      number: '11',
      status: 'FAILURE',
      lastChanges: { change: [{ id: 2 }] },
      startDate: '20260101T110000+0000',
    },
    {
      id: 3,
      buildTypeId: 'B',
      number: '12',
      personal: true,
      tags: { tag: [{ name: 'a' }, { name: 'b' }] },
      startDate: '20260101T120000+0000',
    },
    { id: 4, buildTypeId: 'Other', number: '1', tags: { tag: [{ name: 'a' }] }, startDate: '20260101T130000+0000' },
    { id: 5, buildTypeId: 'B', state: 'running', startDate: '20260101T140000+0000' },
  ],
  changes: [
    { id: 1, version: 'a', vcsRootInstance: { id: '1' } },
    { id: 2, version: 'b', vcsRootInstance: { id: '1' } },
    { id: 3, version: 'c' },
  ],
  agents: [{ name: 'up' }, { name: 'down', connected: false }],
  artifacts: { '1': { 'dir/a.txt': 'x' } },
};

/** A value of the parameter's type that TeamCity would take. */
function valueOf(type: string, wire: string, id: string): string {
  if (/Occurrences\./.test(id) && wire === 'locator') return 'build:(id:1)';
  if (type === 'boolean') return 'true';
  if (type === 'integer') return '1';
  if (wire === 'locator') return 'id:1';
  if (wire === 'fileName') return 'backup';
  if (wire === 'requestor') return 'user';
  return 'id:1';
}

const concrete = (path: string) =>
  path.replace(/\{([+/]?)(\w+)\}/g, (_, style: string, name: string) => {
    const v = /^(btLocator|templateLocator)$/.test(name)
      ? 'id:B'
      : /Locator$/.test(name)
        ? 'id:1'
        : name === 'path'
          ? '/dir'
          : 'x';
    return style ? v : encodeURIComponent(v);
  });

let tc: FakeTeamCity;
beforeAll(async () => {
  tc = await startFakeTeamCity({ seed });
});
afterAll(() => tc.close());

describe('every query parameter of every simulated route', () => {
  it('lists only parameters its operation declares', () => {
    const wrong = Object.entries(reads).flatMap(([id, names]) => {
      const op = operations.find((o) => o.id === id);
      return (names ?? []).filter((n) => !op?.query.some((q) => q.wire === n)).map((n) => `${id}: ${n}`);
    });
    expect(wrong).toEqual([]);
  });

  it('is read, or answered 501 naming it and the operation', async () => {
    // Writes change the seed: this walk has a server of its own.
    const walked = await startFakeTeamCity({ seed });
    const wrong: string[] = [];
    const outcome = { read: 0, refused: 0 };
    for (const op of operations) {
      if (!handlers[op.id]) continue;
      for (const q of op.query) {
        if (q.wire === 'fields') continue;
        const path = `${concrete(op.op.path)}?${q.wire}=${encodeURIComponent(valueOf(q.type, q.wire, op.id))}`;
        const body = op.body && op.body.mediaType === 'application/json' ? {} : undefined;
        // A text route (debug.get_date) is asked for text: a JSON Accept would be refused before its query is read.
        const accept = op.returns.mediaType.startsWith('text/') ? op.returns.mediaType : 'application/json';
        const res = await rest(walked.url, op.method, path, body, { accept });
        const named = res.status === 501 && res.text.includes(`Query parameter '${q.wire}' of operation '${op.id}'`);
        if (reads[op.id]?.includes(q.wire)) {
          if (res.status === 501 || res.status >= 500)
            wrong.push(`${op.id} ${q.wire}: read, but ${res.status} ${res.text.slice(0, 120)}`);
          else outcome.read++;
        } else if (named) outcome.refused++;
        else wrong.push(`${op.id} ${q.wire}: not read, but ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    await walked.close();
    expect(wrong).toEqual([]);
    expect(outcome.read).toBeGreaterThan(60);
    expect(outcome.refused).toBeGreaterThan(20);
  }, 60_000);
});

const ids = async (path: string, item = 'build') => {
  const res = await rest(tc.url, 'GET', path);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return ((JSON.parse(res.text) as Record<string, { id: number }[]>)[item] ?? []).map((e) => e.id);
};

describe("ChangeRequest's hidden parameters", () => {
  it('reads build, buildType, project, vcsRoot, sinceChange, start and count as dimensions of the locator', async () => {
    expect(await ids('/changes?build=id:1', 'change')).toEqual([1]);
    expect(await ids('/changes?build=id:2', 'change')).toEqual([2]);
    expect(await ids('/changes?buildType=id:B', 'change')).toEqual([1, 2]);
    expect(await ids('/changes?project=id:P', 'change')).toEqual([1, 2]);
    expect(await ids('/changes?vcsRoot=id:1', 'change')).toEqual([1, 2]);
    expect(await ids('/changes?sinceChange=1', 'change')).toEqual([2, 3]);
    expect(await ids('/changes?sinceChange=id:2', 'change')).toEqual([3]);
    expect(await ids('/changes?locator=sinceChange:(version:a)', 'change')).toEqual([2, 3]);
    expect(await ids('/changes?start=1&count=1', 'change')).toEqual([2]);
    expect(await ids('/changes?locator=build:(id:1)&build=id:1', 'change')).toEqual([1]);
  });

  it('refuses a parameter that contradicts the same dimension of the locator, and a project that does not exist', async () => {
    const both = await rest(tc.url, 'GET', '/changes?locator=build:(id:1)&build=id:2');
    expect(both.status).toBe(400);
    expect(both.text).toContain(
      "Both parameter 'build' and same-named dimension in 'locator' parameter are specified. Use locator only.",
    );
    expect((await rest(tc.url, 'GET', '/changes?project=id:Nope')).status).toBe(404);
  });
});

describe("BuildFinder.getBuildsForRequest's deprecated parameters", () => {
  it('writes them into a locator when there is none, as TeamCity writes it', async () => {
    expect(await ids('/builds?status=FAILURE')).toEqual([2]);
    // running:false is always added: finished builds only; the default filter keeps personal builds out.
    expect(await ids('/builds?buildType=id:B&count=10')).toEqual([2, 1]);
    expect(await ids('/builds?buildType=id:B&includePersonal=true')).toEqual([3, 2, 1]);
    expect(await ids('/builds?tag=a&tag=b&includePersonal=TRUE')).toEqual([3]);
    expect(await ids('/builds?tag=a&includePersonal=true')).toEqual([4, 3]);
    expect(await ids('/buildTypes/id:B/builds?start=1&count=1')).toEqual([1]);
    expect(await ids('/builds?agentName=nobody')).toEqual([]);
  });

  it('ignores the filters beside a locator, adding only start and count where the locator has none', async () => {
    expect(await ids('/builds?locator=buildType:(id:B)&status=FAILURE')).toEqual([2, 1]);
    expect(await ids('/builds?locator=buildType:(id:B)&count=1')).toEqual([2]);
    expect(await ids('/builds?locator=buildType:(id:B),count:2&count=1')).toEqual([2, 1]);
  });

  it('reads a single value under a build configuration as a build number, and looks the buildType parameter up', async () => {
    expect(await ids('/buildTypes/id:B/builds?locator=11')).toEqual([2]);
    expect((await rest(tc.url, 'GET', '/buildTypes/id:B/builds?locator=99')).status).toBe(404);
    const missing = await rest(tc.url, 'GET', '/builds?buildType=id:Nope');
    expect(missing.status).toBe(404);
    expect((await rest(tc.url, 'GET', '/builds?sinceBuild=id:1')).text).toContain('sinceBuild');
  });
});

describe('other parameters older clients send', () => {
  it('lists a pool’s agents by locator, and tags and build configuration order with `field`', async () => {
    const pool = await rest(tc.url, 'GET', '/agentPools/id:0/agents?locator=name:up');
    expect(pool.status).toBe(200);
    expect((JSON.parse(pool.text) as { agent: { name: string }[] }).agent.map((a) => a.name)).toEqual(['up']);
    expect(JSON.parse((await rest(tc.url, 'GET', '/buildTypes/id:B/buildTags?field=count')).text)).toEqual({
      count: 2,
    });
    expect(JSON.parse((await rest(tc.url, 'GET', '/projects/id:P/order/buildTypes?field=count')).text)).toEqual({
      count: 1,
    });
    const copy = JSON.parse((await rest(tc.url, 'GET', '/projects/id:P/example/newProjectDescription?id=P_Copy')).text);
    expect(copy).toMatchObject({ name: 'Project', id: 'P_Copy' });
  });

  it('names a zip by `name`, and a backup by its file name and timestamp', async () => {
    const zip = await fetch(`${tc.url}/app/rest/builds/id:1/artifacts/archived/dir?name=all.zip`, {
      headers: { authorization: 'Bearer admin-token' },
    });
    expect(zip.headers.get('content-disposition')).toContain('all.zip');
    const evil = await fetch(
      `${tc.url}/app/rest/builds/id:1/artifacts/archived/dir?name=${encodeURIComponent('a"\r\nx: y.zip')}`,
      {
        headers: { authorization: 'Bearer admin-token' },
      },
    );
    expect([evil.status, evil.headers.get('x')]).toEqual([200, null]);
    const post = (q: string) =>
      fetch(`${tc.url}/app/rest/server/backup${q}`, {
        method: 'POST',
        headers: { authorization: 'Bearer admin-token' },
      });
    expect(await (await post('?fileName=nightly&addTimestamp=false')).text()).toBe('nightly.zip');
    expect(await (await post('?fileName=nightly.zip')).text()).toMatch(/^nightly_\d{8}_\d{6}\.zip$/);
    expect((await post('')).status).toBe(400);
    expect((await post('?fileName=../../etc/x')).status).toBe(400);
  });

  // VcsRootInstanceRequest.scheduleCheckingForChanges (@Produces text/plain) answers text, never an error body.
  it('answers the commit hook 202 with what it scheduled, 404 when nothing is found unless okOnNothingFound', async () => {
    const hook = (q: string) =>
      fetch(`${tc.url}/app/rest/vcs-root-instances/commitHookNotification?${q}`, {
        method: 'POST',
        headers: { authorization: 'Bearer admin-token' },
      }).then(async (r) => [r.status, r.headers.get('content-type'), await r.text()]);
    expect(await hook('locator=vcsRoot:(id:Git)')).toEqual([
      202,
      'text/plain;charset=UTF-8',
      expect.stringMatching(/^Scheduled checking for changes for 1 VCS roots\. \(Server time: \d{8}T\d{6}\.\d{3}Z\)$/),
    ]);
    const nothing = "No VCS roots are found for locator 'id:99' with current user 'admin'.";
    expect(await hook('locator=id:99')).toEqual([404, 'text/plain;charset=UTF-8', expect.stringContaining(nothing)]);
    expect(await hook('locator=id:99&okOnNothingFound=true')).toEqual([
      200,
      'text/plain;charset=UTF-8',
      expect.stringContaining(nothing),
    ]);
    expect((await hook(''))[0]).toBe(400);
    // The client reads the text as the operation's result.
    const client = createClient({ baseUrl: tc.url, auth: { token: 'admin-token' } });
    expect(await client.vcsRootInstances.notifyCommitHook({ locator: 'vcsRoot:(id:Git)' })).toMatch(
      /^Scheduled checking/,
    );
  });
});

describe('the multiple-build routes of 2025.x', () => {
  it('lists, tags, comments, pins, cancels and deletes every build a locator finds, each result beside its build', async () => {
    const fake = await startFakeTeamCity({ seed });
    try {
      const send = (method: string, path: string, body?: unknown, type = 'application/json') =>
        fetch(`${fake.url}/app/rest/builds/multiple/${path}`, {
          method,
          headers: {
            authorization: 'Bearer admin-token',
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': type }),
          },
          ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
        }).then(async (r) => {
          const text = await r.text();
          return { status: r.status, json: (r.ok ? JSON.parse(text) : { text }) as Record<string, unknown> };
        });
      const listed = await send('GET', 'buildType:(id:B)');
      expect(listed.status).toBe(200);
      expect((listed.json.build as { id: number }[]).map((b) => b.id)).toEqual([2, 1]);
      expect(listed.json.href).toBe('/app/rest/builds?locator=buildType:(id:B)');

      const tagged = await send('POST', 'buildType:(id:B)/tags', { tag: [{ name: 'rc' }] });
      expect(tagged.json).toMatchObject({ count: 2, errorCount: 0 });
      expect(tagged.json.operationResult).toEqual([
        { related: { type: 'build', build: expect.objectContaining({ id: 2 }) } },
        { related: { type: 'build', build: expect.objectContaining({ id: 1 }) } },
      ]);
      const byTag = await fetch(`${fake.url}/app/rest/builds?locator=tag:rc`, {
        headers: { authorization: 'Bearer admin-token', accept: 'application/json' },
      });
      expect(((await byTag.json()) as { build: { id: number }[] }).build.map((b) => b.id)).toEqual([2, 1]);
      await send('DELETE', 'id:2/tags', { tag: [{ name: 'rc' }] });
      await send('PUT', 'id:1/comment', 'looked at', 'text/plain');
      const one = await fetch(`${fake.url}/app/rest/builds/id:1`, {
        headers: { authorization: 'Bearer admin-token', accept: 'application/json' },
      });
      expect(await one.json()).toMatchObject({ comment: { text: 'looked at' }, tags: { tag: [{ name: 'rc' }] } });

      // A running build is neither pinned nor deleted: TeamCity reports it and goes on with the others.
      const pinned = await send('PUT', 'defaultFilter:false,buildType:(id:B),personal:false/pinInfo', { status: true });
      expect(pinned.json).toMatchObject({ count: 3, errorCount: 1 });
      expect((pinned.json.operationResult as { message?: string }[]).map((r) => r.message)).toEqual([
        'Cannot pin build that is not finished.',
        undefined,
        undefined,
      ]);
      expect((await send('PUT', 'id:1/pinInfo', {})).status).toBe(400);
      const canceled = await send('POST', 'defaultFilter:false,buildType:(id:B),personal:false', { comment: 'stop' });
      expect(canceled.json).toMatchObject({ count: 3, errorCount: 2 });
      expect((canceled.json.operationResult as { message?: string }[]).map((r) => r.message)).toEqual([
        undefined,
        'Cannot cancel finished build',
        'Cannot cancel finished build',
      ]);
      const deleted = await send('DELETE', 'id:1');
      expect(deleted.json).toMatchObject({ count: 1, errorCount: 0 });
      expect((await send('GET', 'id:1')).json).toMatchObject({ count: 0 });
      expect((await send('POST', 'id:2', { readdIntoQueue: true })).status).toBe(501);
    } finally {
      await fake.close();
    }
  });
});

describe("TeamCity's hidden routes", () => {
  it('serves the deprecated single-template route of a build configuration', async () => {
    const fake = await startFakeTeamCity({ seed });
    try {
      const send = (method: string, body?: string, query = '') =>
        fetch(`${fake.url}/app/rest/buildTypes/id:B/template${query}`, {
          method,
          headers: {
            authorization: 'Bearer admin-token',
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'text/plain' }),
          },
          body,
        });
      const none = await send('GET');
      expect([none.status, await none.text()]).toEqual([404, expect.stringContaining('No template associated.')]);
      const set = await send('PUT', 'id:T');
      expect([set.status, await set.json()]).toEqual([200, expect.objectContaining({ id: 'T', templateFlag: true })]);
      expect(await (await send('GET')).json()).toMatchObject({ id: 'T' });
      const templates = await fetch(`${fake.url}/app/rest/buildTypes/id:B/templates`, {
        headers: { authorization: 'Bearer admin-token', accept: 'application/json' },
      });
      expect(await templates.json()).toMatchObject({ count: 1, buildType: [{ id: 'T' }] });
      expect((await send('PUT', 'id:B')).status).toBe(404);
      expect((await send('PUT', 'id:T', '?optimizeSettings=false')).status).toBe(501);
      expect((await send('DELETE', undefined, '?inlineSettings=false')).status).toBe(501);
      expect((await send('DELETE')).status).toBe(204);
      expect((await send('GET')).status).toBe(404);
    } finally {
      await fake.close();
    }
  });

  it('answers the hidden routes it does not simulate with a 501 naming the teamcity-rest method', async () => {
    for (const [method, path, source] of [
      ['GET', '/changes/id:1/files', 'ChangeRequest.getFilteredFiles'],
      ['GET', '/agentTypes', 'AgentTypeRequest.serveAgentTypes'],
      ['GET', '/builds/aggregated/id:1/artifacts/children/', 'BuildRequest.serveAggregatedBuildArtifacts'],
      ['GET', '/buildTypes/id:B/branches/main/exists', 'BuildTypeRequest.checkIfBranchExists'],
    ] as const) {
      const res = await rest(tc.url, method, path);
      expect([res.status, res.text], path).toEqual([501, expect.stringContaining(`hidden method ${source}`)]);
    }
  });
});
