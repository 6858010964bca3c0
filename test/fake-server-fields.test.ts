// `fields` at every depth: items carry what a nested spec names beyond their short form; `$short`, `$long`, `*` and
// `$locator(...)` read as TeamCity reads them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';

let tc: FakeTeamCity;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    seed: {
      projects: [{ id: 'P', name: 'Project', description: 'd' }],
      buildTypes: [
        { id: 'P_A', name: 'A', projectId: 'P', paused: true },
        { id: 'P_B', name: 'B', projectId: 'P', paused: false },
      ],
      builds: [{ id: 1, buildTypeId: 'P_A', statusText: 'Tests passed: 3' }],
      agents: [{ name: 'agent-1', properties: { property: [{ name: 'os', value: 'linux' }] } }],
    },
  });
});
afterAll(() => tc.close());

const get = async (path: string) => {
  const res = await fetch(`${tc.url}/app/rest${path}`, {
    headers: { authorization: 'Bearer admin-token', accept: 'application/json' },
  });
  expect(res.status, path).toBe(200);
  return (await res.json()) as Record<string, unknown>;
};

it('gives list items the fields a nested spec names beyond their short form', async () => {
  expect(await get('/builds?fields=build(id,statusText)')).toEqual({ build: [{ id: 1, statusText: 'Tests passed: 3' }] });
  const agents = await get('/agents?fields=agent(*)');
  expect(agents.agent).toMatchObject([{ name: 'agent-1', properties: { property: [{ name: 'os', value: 'linux' }] } }]);
  expect(await get('/builds?fields=build(id)')).toEqual({ build: [{ id: 1 }] });
});

it('filters a nested collection by $locator and keeps only what is named inside it', async () => {
  expect(await get('/projects/id:P?fields=id,buildTypes(buildType(id),$locator(paused:true))')).toEqual({
    id: 'P',
    buildTypes: { buildType: [{ id: 'P_A' }] },
  });
});

it('answers $short with the short form and $long with the full one', async () => {
  const short = await get('/projects/id:P?fields=$short');
  expect(short).not.toHaveProperty('buildTypes');
  expect(short).toMatchObject({ id: 'P', name: 'Project' });
  expect(await get('/projects/id:P?fields=$long')).toHaveProperty('buildTypes');
});
