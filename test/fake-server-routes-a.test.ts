// Routes of issue 31 the fake TeamCity now simulates, over real HTTP: output parameters, moving a build
// configuration, a build's pin info and VCS labels, user tokens (their value sent once, then taken as Bearer auth),
// logging a user out, agent types and run policies, deleting a VCS root instance's version field, a pipeline's
// branches; and what other clients still missed: `archived` by pattern, the queue's `taskId:`, a parameter without a
// type (204, not `{}`), ids made of names as TeamCity makes them, and token values kept out of recordings.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../generated/src/operations.js';
import { handlers } from '../generated/src/testing/handlers/index.js';
import { startFakeTeamCity, startRecordingProxy, type FakeTeamCity } from '../generated/src/testing/index.js';

let tc: FakeTeamCity;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    seed: {
      projects: [{ id: 'P' }, { id: 'Q' }],
      buildTypes: [
        {
          id: 'P_B',
          projectId: 'P',
          parameters: { property: [{ name: 'version', value: '1.2' }] },
          'vcs-root-entries': { 'vcs-root-entry': [{ id: 'P_Git', 'vcs-root': { id: 'P_Git' } }] },
        },
        { id: 'P_T', projectId: 'P' },
      ],
      vcsRoots: [{ id: 'P_Git', project: { id: 'P' } }],
      vcsRootInstances: [{ id: '1', 'vcs-root-id': 'P_Git' }],
      builds: [
        { id: 1, buildTypeId: 'P_B', number: '1', state: 'finished' },
        { id: 2, buildTypeId: 'P_B', number: '2', state: 'running' },
        { id: 3, buildTypeId: 'P_B', number: '3', state: 'finished', pipelineRun: { pipeline: { id: 'Pipe' } } },
        {
          id: 4,
          buildTypeId: 'P_B',
          number: '4',
          branchName: 'feature/x',
          pipelineRun: { pipeline: { id: 'Pipe' } },
        },
      ],
      pipelines: [{ id: 'Pipe', parentProject: { id: 'P' } }],
      agents: [
        {
          id: 1,
          name: 'linux-1',
          properties: {
            property: [
              { name: 'env.HOME', value: '/h' },
              { name: 'x', value: '1' },
            ],
          },
        },
      ],
      artifacts: { '1': { 'a/b.txt': 'b', 'a/c.log': 'c', 'top.txt': 't' } },
      users: [{ username: 'bob', password: 'bob-pw' }],
      userGroups: [{ key: 'G' }],
    },
  });
});
afterAll(() => tc.close());

/** A raw request as the admin (or `auth`), as JSON unless the body is a string. */
async function call(method: string, path: string, body?: unknown, auth = 'Bearer admin-token') {
  const text = typeof body === 'string';
  const res = await fetch(`${tc.url}/app/rest${path}`, {
    method,
    headers: {
      authorization: auth,
      accept: 'application/json, text/plain, */*',
      ...(body === undefined ? {} : { 'content-type': text ? 'text/plain' : 'application/json' }),
    },
    ...(body === undefined ? {} : { body: text ? body : JSON.stringify(body) }),
  });
  const raw = new Uint8Array(await res.arrayBuffer());
  const str = new TextDecoder().decode(raw);
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, raw, text: str, body: type.includes('json') && str ? JSON.parse(str) : str };
}

describe('output parameters', () => {
  it('simulates every output-parameters operation of the table', () => {
    const ops = operations.filter((o) => o.path.includes('/output-parameters'));
    expect(ops.length).toBeGreaterThan(0);
    expect(ops.filter((o) => !handlers[o.id]).map((o) => o.id)).toEqual([]);
  });

  it("keeps a build configuration's output parameters and reads them back, resolved in its builds", async () => {
    expect((await call('GET', '/buildTypes/id:P_B/output-parameters')).body).toMatchObject({ count: 0 });
    const made = await call('POST', '/buildTypes/id:P_B/output-parameters', { name: 'out', value: 'v%version%' });
    expect(made.body).toEqual({ name: 'out', value: 'v%version%' });
    expect((await call('GET', '/buildTypes/id:P_B/output-parameters/out')).body).toEqual(made.body);
    expect((await call('PUT', '/buildTypes/id:P_B/output-parameters/out/value', 'w%version%')).body).toBe('w%version%');
    expect((await call('GET', '/buildTypes/id:P_B/output-parameters/out/value')).body).toBe('w%version%');
    // A build publishes the declared ones only, its references resolved by its parameters.
    const published = await call('GET', '/builds/id:1/output-parameters');
    expect(published.body).toMatchObject({ count: 1, property: [{ name: 'out', value: 'w1.2' }] });
    expect((await call('GET', '/builds/id:1/output-parameters/out')).body).toBe('w1.2');
    expect((await call('GET', '/builds/id:1/output-parameters/version')).status).toBe(404);
    // Replace all, delete one, delete all: each read back.
    await call('PUT', '/buildTypes/id:P_B/output-parameters', { property: [{ name: 'a', value: '1' }] });
    expect((await call('GET', '/buildTypes/id:P_B/output-parameters')).body.property).toEqual([
      { name: 'a', value: '1' },
    ]);
    expect((await call('DELETE', '/buildTypes/id:P_B/output-parameters/a')).status).toBe(204);
    expect((await call('GET', '/buildTypes/id:P_B/output-parameters/a')).status).toBe(404);
    await call('POST', '/buildTypes/id:P_B/output-parameters', { name: 'b', value: '2' });
    expect((await call('DELETE', '/buildTypes/id:P_B/output-parameters')).status).toBe(204);
    // None declared: a build shares every parameter.
    expect((await call('GET', '/builds/id:1/output-parameters/version')).body).toBe('1.2');
    // The list's locator is not simulated: a 501 naming it, never ignored.
    const located = await call('GET', '/buildTypes/id:P_B/output-parameters?locator=name:a');
    expect(located.status).toBe(501);
    expect(located.text).toContain("'locator'");
  });

  it('moves a build configuration to another project, and refuses a project that is not there', async () => {
    expect((await call('POST', '/buildTypes/id:P_T/move?targetProjectId=Q')).status).toBe(204);
    expect((await call('GET', '/buildTypes/id:P_T')).body).toMatchObject({ projectId: 'Q' });
    expect((await call('GET', '/projects/id:Q/buildTypes')).body.buildType.map((b: { id: string }) => b.id)).toEqual([
      'P_T',
    ]);
    expect((await call('POST', '/buildTypes/id:P_T/move?targetProjectId=Nope')).status).toBe(400);
    expect((await call('POST', '/buildTypes/id:P_T/move')).status).toBe(400);
  });
});

describe("a build's pin info and VCS labels", () => {
  it('pins with who, when and why, reads it back, and refuses a build that is not finished', async () => {
    expect((await call('GET', '/builds/id:1/pinInfo')).body).toEqual({ status: false });
    const set = await call('PUT', '/builds/id:1/pinInfo', { status: true, comment: { text: 'release' } });
    expect(set.body).toMatchObject({ status: true, comment: { text: 'release', user: { username: 'admin' } } });
    expect(set.body.comment.timestamp).toMatch(/^\d{8}T\d{6}\+0000$/);
    expect((await call('GET', '/builds/id:1/pinInfo')).body).toEqual(set.body);
    expect((await call('GET', '/builds/id:1/pin')).body).toBe('true');
    // The text route unpins with its comment; pinInfo shows the last action's.
    await call('DELETE', '/builds/id:1/pin', 'done');
    expect((await call('GET', '/builds/id:1/pinInfo')).body).toMatchObject({
      status: false,
      comment: { text: 'done' },
    });
    expect((await call('PUT', '/builds/id:2/pinInfo', { status: true })).status).toBe(400);
    expect((await call('PUT', '/builds/id:1/pinInfo', { comment: { text: 'x' } })).status).toBe(400);
  });

  it('labels every root of the build, or the one the locator finds, and lists the labels', async () => {
    expect((await call('GET', '/builds/id:1/vcsLabels')).body).toEqual({ count: 0 });
    const added = await call('POST', '/builds/id:1/vcsLabels', 'v1.0');
    expect(added.body).toEqual({ count: 1, vcsLabel: [{ text: 'v1.0', status: 'SUCCESSFUL_SET', buildId: 1 }] });
    await call('POST', '/builds/id:1/vcsLabels?locator=id:1', 'v1.1');
    const listed = await call('GET', '/builds/id:1/vcsLabels?fields=count,vcsLabel(text,vcs-root-instance(id))');
    expect(listed.body).toEqual({
      count: 2,
      vcsLabel: [
        { text: 'v1.0', 'vcs-root-instance': { id: '1' } },
        { text: 'v1.1', 'vcs-root-instance': { id: '1' } },
      ],
    });
    expect((await call('POST', '/builds/id:1/vcsLabels', '')).status).toBe(400);
    expect((await call('POST', '/builds/id:1/vcsLabels?locator=id:99', 'x')).status).toBe(404);
  });
});

describe('user tokens and sessions', () => {
  it('sends a token value once, takes it as Bearer auth until it is deleted, and never lists it', async () => {
    const made = await call('POST', '/users/username:bob/tokens', { name: 'ci' });
    expect(made.status).toBe(200);
    const value = made.body.value as string;
    expect(value.length).toBeGreaterThan(20);
    expect(made.body).toMatchObject({ name: 'ci', creationTime: expect.stringMatching(/^\d{8}T\d{6}\+0000$/) });
    const asBob = await call('GET', '/users/current', undefined, `Bearer ${value}`);
    expect(asBob.body).toMatchObject({ username: 'bob' });
    const listed = await call('GET', '/users/username:bob/tokens');
    expect(listed.body).toEqual({ count: 1, token: [{ name: 'ci', creationTime: made.body.creationTime }] });
    for (const form of [value, encodeURIComponent(value), Buffer.from(value).toString('base64')])
      expect(listed.text).not.toContain(form);
    expect((await call('POST', '/users/username:bob/tokens', { name: 'ci' })).status).toBe(400);
    expect((await call('POST', '/users/username:bob/tokens', {})).status).toBe(400);
    expect((await call('DELETE', '/users/username:bob/tokens/ci')).status).toBe(204);
    expect((await call('GET', '/users/current', undefined, `Bearer ${value}`)).status).toBe(401);
    expect((await call('DELETE', '/users/username:bob/tokens/ci')).status).toBe(404);
  });

  it('makes a token named by the path too (TeamCity hidden createToken), which logs in', async () => {
    const made = await call('POST', '/users/username:bob/tokens/by-path');
    expect(made.body).toMatchObject({ name: 'by-path', value: expect.any(String) });
    expect((await call('GET', '/users/current', undefined, `Bearer ${made.body.value}`)).body).toMatchObject({
      username: 'bob',
    });
    expect((await call('POST', '/users/username:bob/tokens/by-path')).status).toBe(400);
    expect((await call('GET', '/users/username:bob/tokens')).text).not.toContain(made.body.value);
  });

  it('refuses an expiration in the past, and a token past its expiration no longer logs in', async () => {
    expect(
      (await call('POST', '/users/username:bob/tokens', { name: 'old', expirationTime: '20000101T000000+0000' }))
        .status,
    ).toBe(400);
    expect((await call('POST', '/users/username:bob/tokens', { name: 'bad', expirationTime: 'tomorrow' })).status).toBe(
      400,
    );
    const soon = new Date(Date.now() + 1500);
    const at = soon
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, '+0000');
    const made = await call('POST', '/users/username:bob/tokens', { name: 'short', expirationTime: at });
    expect(made.body.expirationTime).toBe(at);
    expect((await call('GET', '/users/current', undefined, `Bearer ${made.body.value}`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await call('GET', '/users/current', undefined, `Bearer ${made.body.value}`)).status).toBe(401);
  });

  it('refuses permission restrictions by name (501), the fake keeping no permissions', async () => {
    const res = await call('POST', '/users/username:bob/tokens', { name: 'r', permissionRestrictions: {} });
    expect(res.status).toBe(501);
    expect(res.text).toContain('permissionRestrictions');
  });

  it('logs a user out: a session opened before is refused, a new login works', async () => {
    const basic = `Basic ${Buffer.from('bob:bob-pw').toString('base64')}`;
    const login = await fetch(`${tc.url}/app/rest/users/current`, { headers: { authorization: basic } });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const withCookie = () => fetch(`${tc.url}/app/rest/users/current`, { headers: { cookie } });
    expect((await withCookie()).status).toBe(200);
    expect((await call('POST', '/users/username:bob/logout')).status).toBe(204);
    expect((await withCookie()).status).toBe(401);
    expect((await fetch(`${tc.url}/app/rest/users/current`, { headers: { authorization: basic } })).status).toBe(200);
    expect((await call('DELETE', '/users/username:bob/debug/rememberMe')).status).toBe(204);
    expect((await call('DELETE', '/users/username:nobody/debug/rememberMe')).status).toBe(404);
  });

  it('answers the debug permission lists as TeamCity does with them off (400)', async () => {
    for (const path of ['/users/username:bob/debug/permissions', '/userGroups/key:G/debug/permissions']) {
      const res = await call('GET', path);
      expect(res.status).toBe(400);
      expect(res.text).toContain('rest.debug.permissionsList.enable');
    }
  });

  it('keeps a new token value out of a recording, in every encoding, whether sent as JSON or XML', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'routes-a-')), 'rec.jsonl');
    const proxy = await startRecordingProxy({ target: tc.url, file });
    const values: string[] = [];
    for (const accept of ['application/json', 'application/xml']) {
      const res = await fetch(`${proxy.url}/app/rest/users/username:bob/tokens`, {
        method: 'POST',
        headers: { authorization: 'Bearer admin-token', accept, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `rec-${values.length}` }),
      });
      const text = await res.text();
      values.push(accept.endsWith('json') ? JSON.parse(text).value : /value="([^"]+)"/.exec(text)![1]!);
    }
    await proxy.close();
    const recorded = readFileSync(file, 'utf8');
    for (const value of values) {
      expect(value.length).toBeGreaterThan(20);
      for (const form of [value, encodeURIComponent(value), Buffer.from(value).toString('base64')])
        expect(recorded).not.toContain(form);
    }
  });
});

describe('agent types and run policies', () => {
  it("reads an agent's type by id or by agent, with its parameters when asked", async () => {
    expect((await call('GET', '/agentTypes/1')).body).toEqual({ id: 1, name: 'linux-1', isCloud: false });
    expect((await call('GET', '/agentTypes/agent:(name:linux-1)')).body).toMatchObject({ id: 1 });
    const env = await call('GET', '/agentTypes/id:1?fields=id,environmentParameters');
    expect(env.body).toEqual({
      id: 1,
      environmentParameters: { count: 1, property: [{ name: 'env.HOME', value: '/h' }] },
    });
    expect((await call('GET', '/agentTypes/99')).status).toBe(404);
    expect((await call('GET', '/agentTypes/x')).status).toBe(400);
  });

  it('keeps a run policy, which the compatible build configurations then follow', async () => {
    const compatible = async () =>
      ((await call('GET', '/agents/id:1/compatibleBuildTypes')).body.buildType ?? []).map((b: { id: string }) => b.id);
    expect((await call('GET', '/agents/id:1/compatibilityPolicy')).body).toEqual({ policy: 'any' });
    const all = await compatible();
    expect(all).toContain('P_B');
    const set = await call('PUT', '/agents/id:1/compatibilityPolicy', {
      policy: ' Selected ',
      buildTypes: { buildType: [{ id: 'P_B' }] },
    });
    expect(set.body).toMatchObject({ policy: 'selected', buildTypes: { count: 1, buildType: [{ id: 'P_B' }] } });
    expect((await call('GET', '/agents/id:1/compatibilityPolicy')).body).toEqual(set.body);
    expect(await compatible()).toEqual(['P_B']);
    expect((await call('PUT', '/agents/id:1/compatibilityPolicy', { policy: 'some' })).status).toBe(400);
    expect(
      (
        await call('PUT', '/agents/id:1/compatibilityPolicy', {
          policy: 'selected',
          buildTypes: { buildType: [{ id: 'No' }] },
        })
      ).status,
    ).toBe(404);
    await call('PUT', '/agents/id:1/compatibilityPolicy', { policy: 'any' });
    expect(await compatible()).toEqual(all);
  });
});

describe('VCS root instances and pipelines', () => {
  it("deletes an instance's version field by resetting its repository state", async () => {
    await call('PUT', '/vcs-root-instances/id:1/repositoryState', { entry: [{ name: 'main', value: 'abc' }] });
    expect((await call('GET', '/vcs-root-instances/id:1/repositoryState')).body.entry).toHaveLength(1);
    expect((await call('DELETE', '/vcs-root-instances/id:1/lastVersionInternal')).status).toBe(204);
    expect((await call('GET', '/vcs-root-instances/id:1/repositoryState')).body.entry ?? []).toHaveLength(0);
    expect((await call('DELETE', '/vcs-root-instances/id:1/name')).status).toBe(400);
  });

  it("lists the branches a pipeline's runs ran on, the default one first", async () => {
    expect((await call('GET', '/pipelines/id:Pipe/branches')).body).toEqual({
      count: 2,
      branch: [{ name: '<default>', default: true }, { name: 'feature/x' }],
    });
    expect((await call('GET', '/pipelines/id:Nope/branches')).status).toBe(404);
  });
});

describe('what other clients still missed', () => {
  it('zips the files an `archived` pattern keeps, and refuses a dimension it does not read', async () => {
    const names = async (locator: string) =>
      Object.keys(
        unzipSync((await call('GET', `/builds/id:1/artifacts/archived/?locator=${encodeURIComponent(locator)}`)).raw),
      ).sort();
    expect(await names('pattern:**/*.txt')).toEqual(['a/b.txt', 'top.txt']);
    expect(await names('pattern:(+:a/**,-:**/*.log)')).toEqual(['a/b.txt']);
    expect(await names('pattern:*.txt,recursive:true')).toEqual(['top.txt']);
    const refused = await call('GET', '/builds/id:1/artifacts/archived/?locator=hidden:true');
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('hidden');
  });

  it('matches a hostile pattern in linear time', async () => {
    const start = performance.now();
    const res = await call('GET', `/builds/id:1/artifacts/archived/?locator=pattern:${'*a'.repeat(2000)}`);
    expect(res.status).toBe(200);
    expect(performance.now() - start).toBeLessThan(2000);
  });

  it("reads the queue locator's taskId", async () => {
    const queued = await call('POST', '/buildQueue', { buildType: { id: 'P_B' } });
    const found = await call('GET', `/buildQueue?locator=taskId:${queued.body.id}`);
    expect(found.body.build.map((b: { id: number }) => b.id)).toEqual([queued.body.id]);
  });

  it('answers 204 for the type of a parameter that has none, not an empty object', async () => {
    const res = await call('GET', '/buildTypes/id:P_B/parameters/version/type');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
  });

  it('makes the id of a build configuration created by name as TeamCity does', async () => {
    const made = await call('POST', '/projects/id:P/buildTypes', 'addVcsRootTest');
    expect(made.body).toMatchObject({ id: 'P_AddVcsRootTest', name: 'addVcsRootTest' });
    expect((await call('POST', '/projects/id:P/buildTypes', 'Build:1448434304622')).body.id).toBe(
      'P_Build1448434304622',
    );
  });
});
