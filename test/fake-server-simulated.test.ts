// What the fake TeamCity simulates: every write read back through the matching read, as TeamCity answers it.
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type TeamCityClient } from '../generated/src/index.js';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { rest } from './helpers/rest.js';

let tc: FakeTeamCity;
let client: TeamCityClient;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    seed: {
      projects: [
        { id: 'P', name: 'Project' },
        { id: 'P_Sub', name: 'Sub', parentProjectId: 'P' },
      ],
      buildTypes: [
        { id: 'P_Build', name: 'Build', projectId: 'P_Sub' },
        { id: 'P_Queue', name: 'Queue', projectId: 'P' },
      ],
      builds: [
        { id: 1, buildTypeId: 'P_Build', number: '1' },
        { id: 2, buildTypeId: 'P_Build', number: '2', branchName: 'feature/x' },
        { id: 3, buildTypeId: 'P_Build', number: '3', personal: true },
      ],
      artifacts: { '1': { 'out/a.txt': 'alpha', 'out/deep/b.bin': new Uint8Array([0, 1, 2, 255]), 'top.txt': 'top' } },
    },
  });
  client = createClient({ baseUrl: tc.url, auth: { token: 'admin-token' } });
});
afterAll(() => tc.close());

/** A request to the fake that takes a text answer too, where an operation has no other. */
const call = (method: string, path: string, body?: unknown, accept = 'application/json, text/plain') =>
  rest(tc.url, method, path, body, { accept });

describe('parameters', () => {
  it('keeps a project parameter and reads it back (projects.setParameter / getParameter)', async () => {
    const set = await client.projects.setParameter({ projectLocator: 'id:P', body: { name: 'env', value: 'prod' } });
    expect(set).toEqual({ name: 'env', value: 'prod' });
    expect(await client.projects.getParameter({ projectLocator: 'id:P', name: 'env' })).toEqual({
      name: 'env',
      value: 'prod',
    });
    expect(await client.projects.getParameterValueLong({ projectLocator: 'id:P', name: 'env' })).toBe('prod');
  });

  it('passes parameters down to sub-projects and build configurations as inherited, until overridden', async () => {
    await call('POST', '/projects/id:P/parameters', { name: 'shared', value: 'top' });
    const sub = await call('GET', '/projects/id:P_Sub/parameters/shared');
    expect(sub.body).toEqual({ name: 'shared', value: 'top', inherited: true });
    await call('PUT', '/buildTypes/id:P_Build/parameters/shared', { name: 'shared', value: 'mine' });
    expect((await call('GET', '/buildTypes/id:P_Build/parameters/shared/value', undefined, 'text/plain')).body).toBe(
      'mine',
    );
    expect((await call('GET', '/projects/id:P/parameters/shared/value', undefined, 'text/plain')).body).toBe('top');
  });

  it('keeps type specs and raw values', async () => {
    await call('POST', '/buildTypes/id:P_Build/parameters', {
      name: 'mode',
      value: 'a',
      type: { rawValue: "select data_1='a' data_2='b'" },
    });
    expect((await call('GET', '/buildTypes/id:P_Build/parameters/mode/type')).body).toEqual({
      rawValue: "select data_1='a' data_2='b'",
    });
    await call('PUT', '/buildTypes/id:P_Build/parameters/mode/type/rawValue', 'password');
    expect(
      (await call('GET', '/buildTypes/id:P_Build/parameters/mode/type/rawValue', undefined, 'text/plain')).body,
    ).toBe('password');
  });

  it('deletes a parameter: reading it then answers 404', async () => {
    await call('POST', '/projects/id:P/parameters', { name: 'gone', value: '1' });
    expect((await call('DELETE', '/projects/id:P/parameters/gone')).status).toBe(204);
    const after = await call('GET', '/projects/id:P/parameters/gone');
    expect(after.status).toBe(404);
    expect(after.body).toContain("No parameter with name 'gone' is found.");
  });

  it('keeps the parameters of steps, features and project features', async () => {
    const step = await call('POST', '/buildTypes/id:P_Build/steps', { name: 'Run', type: 'simpleRunner' });
    expect(step.body).toMatchObject({ id: 'RUNNER_1', name: 'Run', type: 'simpleRunner' });
    await call('PUT', '/buildTypes/id:P_Build/steps/RUNNER_1/parameters/script.content', 'echo hi');
    expect(
      (await call('GET', '/buildTypes/id:P_Build/steps/RUNNER_1/parameters/script.content', undefined, 'text/plain'))
        .body,
    ).toBe('echo hi');
    expect((await call('GET', '/buildTypes/id:P_Build/steps')).body).toMatchObject({
      count: 1,
      step: [{ id: 'RUNNER_1', properties: { property: [{ name: 'script.content', value: 'echo hi' }] } }],
    });
    const feature = await call('POST', '/projects/id:P/projectFeatures', { type: 'OAuthProvider' });
    const id = (feature.body as { id: string }).id;
    await call('POST', `/projects/id:P/projectFeatures/id:${id}/properties`, { name: 'clientId', value: 'x' });
    expect((await call('GET', `/projects/id:P/projectFeatures/id:${id}/properties/clientId`)).body).toEqual({
      name: 'clientId',
      value: 'x',
    });
  });
});

describe('builds', () => {
  it('serves a folder of artifacts as a real zip archive (builds.getZipped)', async () => {
    const res = await fetch(`${tc.url}/app/rest/builds/id:1/artifacts/archived/out`, {
      headers: { authorization: 'Bearer admin-token' },
    });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['a.txt', 'deep/b.bin']);
    expect(new TextDecoder().decode(files['a.txt'])).toBe('alpha');
    expect([...files['deep/b.bin']!]).toEqual([0, 1, 2, 255]);
    const all = unzipSync(
      new Uint8Array(
        await (
          await fetch(`${tc.url}/app/rest/builds/id:1/artifacts/archived`, {
            headers: { authorization: 'Bearer admin-token' },
          })
        ).arrayBuffer(),
      ),
    );
    expect(Object.keys(all).sort()).toEqual(['out/a.txt', 'out/deep/b.bin', 'top.txt']);
    expect((await call('GET', '/builds/id:1/artifacts/archived/nothing-here')).status).toBe(404);
  });

  it('keeps the properties of a build it queues (buildQueue.queueNewBuild)', async () => {
    const queued = await client.buildQueue.queueNewBuild({
      body: { buildType: { id: 'P_Queue' }, properties: { property: [{ name: 'env.X', value: '1' }] } },
    });
    const back = await call('GET', `/buildQueue/id:${queued.id}`);
    expect(back.body).toMatchObject({ properties: { count: 1, property: [{ name: 'env.X', value: '1' }] } });
  });

  it('lists builds of the default branch only by default; a build seeded on feature/x is not on it', async () => {
    const ids = async (locator: string) =>
      (
        (await call('GET', `/builds?locator=${encodeURIComponent(locator)}`)).body as { build?: { id: number }[] }
      ).build?.map((b) => b.id);
    expect(await ids('buildType:(id:P_Build)')).toEqual([1]);
    expect(await ids('buildType:(id:P_Build),branch:feature/x')).toEqual([2]);
    expect((await ids('buildType:(id:P_Build),defaultFilter:false'))?.sort()).toEqual([1, 2, 3]);
    expect(await ids('buildType:(id:P_Build),personal:true')).toEqual([3]);
  });

  it('reads boolean dimensions as TeamCity does: true/yes/on/in, false/no/off/out, any; anything else is a 400', async () => {
    const count = async (v: string) => (await call('GET', `/builds?locator=buildType:(id:P_Build),personal:${v}`)).body;
    expect((await count('yes')) as { count: number }).toMatchObject({ count: 1 });
    expect((await count('off')) as { count: number }).toMatchObject({ count: 1 });
    const bad = await call('GET', '/builds?locator=personal:maybe');
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("Invalid boolean value 'maybe'");
  });
});
