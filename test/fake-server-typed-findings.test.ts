// Issue 31: what typing the fake's occurrence, change, mute, investigation, deployment and server handlers by their
// operations' models showed, over real HTTP: each answer is what the model (and TeamCity) has.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';

let tc: FakeTeamCity;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    seed: {
      projects: [{ id: 'P' }],
      buildTypes: [{ id: 'P_Build', project: { id: 'P' } }],
      builds: [
        {
          id: 7,
          buildTypeId: 'P_Build',
          testOccurrences: { testOccurrence: [{ name: 't.one', status: 'FAILURE' }] },
          problemOccurrences: { problemOccurrence: [{ identity: 'exit', type: 'TC_EXIT_CODE' }] },
        },
      ],
      changes: [{ id: 1, attributes: { property: [{ name: 'teamcity.commit', value: 'abc' }] } }],
      deploymentDashboards: [
        {
          id: 'D',
          project: { id: 'P' },
          deploymentInstances: {
            deploymentInstance: [
              {
                id: 'prod',
                deploymentStateEntries: {
                  deploymentStateEntry: [
                    { state: 'SUCCESSFUL', deploymentDate: '20260101T000000+0000', build: { id: 7 } },
                  ],
                },
              },
            ],
          },
        },
      ],
    },
  });
});
afterAll(() => tc.close());

/** A raw request as the admin; JSON bodies. */
async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${tc.url}/app/rest${path}`, {
    method,
    headers: {
      authorization: 'Bearer admin-token',
      accept: 'application/json, text/plain',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const raw = await res.text();
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, body: type.includes('json') && raw ? JSON.parse(raw) : raw };
}

it("sends a test's and a problem's id as the text TeamCity's Test and Problem beans (and their models) have", async () => {
  const tests = await call('GET', '/testOccurrences?locator=build:(id:7)&fields=testOccurrence(test(id,name))');
  expect(tests.body.testOccurrence[0].test).toEqual({ id: expect.any(String), name: 't.one' });
  const problems = await call('GET', '/problems?locator=identity:exit');
  expect(problems.body.problem[0].id).toEqual(expect.any(String));
  const byId = await call('GET', `/problems/id:${problems.body.problem[0].id}`);
  expect(byId.body).toMatchObject({ identity: 'exit' });
});

it("shows the build of a seeded deployment state entry, as of a posted one's", async () => {
  const { status, body } = await call(
    'GET',
    '/deploymentDashboards/id:D/instances/id:prod?fields=deploymentStateEntries(deploymentStateEntry(state,build(id)))',
  );
  expect(status).toBe(200);
  expect(body.deploymentStateEntries.deploymentStateEntry).toEqual([{ state: 'SUCCESSFUL', build: { id: 7 } }]);
});

it("answers a change's attributes as Entries, where the change (and its seed) has them as Properties", async () => {
  expect((await call('GET', '/changes/id:1/attributes')).body).toEqual({
    entry: [{ name: 'teamcity.commit', value: 'abc' }],
  });
  expect((await call('GET', '/changes/id:1?fields=attributes')).body).toEqual({
    attributes: { property: [{ name: 'teamcity.commit', value: 'abc' }] },
  });
});

it('refuses a posted mute or investigation whose scope or target is not the model, and keeps nothing', async () => {
  const badTarget = { tests: { test: 't.one' } };
  const mute = await call('POST', '/mutes', { scope: { project: { id: 'P' } }, target: badTarget });
  expect(mute.status).toBe(400);
  expect(mute.body).toContain('target.tests.test');
  const many = await call('POST', '/mutes/multiple', { mute: [{ target: badTarget }] });
  expect(many.status).toBe(400);
  const investigation = await call('POST', '/investigations', { scope: { buildTypes: { buildType: 'P_Build' } } });
  expect(investigation.status).toBe(400);
  expect(investigation.body).toContain('scope.buildTypes.buildType');
  expect(tc.state.mutes.all()).toHaveLength(0);
  expect(tc.state.investigations.all()).toHaveLength(0);
  // What those would have broken: every occurrence answered after reads the mutes' and investigations' targets.
  expect((await call('GET', '/testOccurrences?locator=build:(id:7)')).status).toBe(200);
});

it('lists the nodes with the responsibilities `fields` asks for, read from the node the state keeps', async () => {
  const { status, body } = await call(
    'GET',
    '/server/nodes?fields=node(id,enabledResponsibilities(responsibility(name)))',
  );
  expect(status).toBe(200);
  expect(body.node[0].id).toBe('MAIN_SERVER');
  expect(body.node[0].enabledResponsibilities.responsibility).toContainEqual({ name: 'MAIN_NODE' });
});

it('answers 400 for a server field that is a name every object has, as for any field the server has not', async () => {
  for (const field of ['constructor', 'toString', '__proto__']) {
    const { status, body } = await call('GET', `/server/${field}`);
    expect({ field, status }).toEqual({ field, status: 400 });
    expect(body).toContain('is not supported');
  }
  expect((await call('GET', '/server/versionMajor')).body).toBe('2025');
});
