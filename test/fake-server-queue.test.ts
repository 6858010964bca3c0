// The fake TeamCity's build queue: its order (moved to the top, reordered, a build moved first or last, read by
// position), the tags of queued builds and the agents that can run them, each written and read back over HTTP.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient, type TeamCityClient } from '../generated/src/index.js';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { rest } from './helpers/rest.js';

let tc: FakeTeamCity;
let client: TeamCityClient;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    seed: {
      projects: [{ id: 'P', name: 'Project' }],
      buildTypes: [
        { id: 'P_Build', name: 'Build', projectId: 'P' },
        {
          id: 'P_Linux',
          name: 'Linux',
          projectId: 'P',
          'agent-requirements': {
            'agent-requirement': [
              {
                id: 'RQ_1',
                type: 'equals',
                properties: {
                  property: [
                    { name: 'property-name', value: 'teamcity.agent.jvm.os.name' },
                    { name: 'property-value', value: 'Linux' },
                  ],
                },
              },
            ],
          },
        },
      ],
      agents: [
        { id: 1, name: 'linux-1', properties: { property: [{ name: 'teamcity.agent.jvm.os.name', value: 'Linux' }] } },
        { id: 2, name: 'mac-1', properties: { property: [{ name: 'teamcity.agent.jvm.os.name', value: 'Mac OS X' }] } },
        {
          id: 3,
          name: 'linux-off',
          enabled: false,
          properties: { property: [{ name: 'teamcity.agent.jvm.os.name', value: 'Linux' }] },
        },
      ],
    },
  });
  client = createClient({ baseUrl: tc.url, auth: { token: 'admin-token' } });
});
afterAll(() => tc.close());

const queueIds = async () => ((await client.buildQueue.getBuilds({})).build ?? []).map((b) => b.id);
const queueOne = async (buildTypeId: string, moveToTop?: boolean) =>
  (
    await client.buildQueue.queueNewBuild({
      body: { buildType: { id: buildTypeId } },
      ...(moveToTop ? { moveToTop } : {}),
    })
  ).id!;

/** A tag as the model types it: its name, or the tag. */
const tagName = (t: string | { name?: string }) => (typeof t === 'string' ? t : t.name);

/** A raw request, for the routes whose result the seeds leave untyped. */
const call = (method: string, path: string, body?: unknown) => rest(tc.url, method, path, body);

it('keeps the queue in order: first in first out, moveToTop, a new order, first and last, read by position', async () => {
  const a = await queueOne('P_Build');
  const b = await queueOne('P_Build');
  const c = await queueOne('P_Build', true);
  expect(await queueIds()).toEqual([c, a, b]);

  const reordered = await client.buildQueue.setBuildQueueOrder({ body: { build: [{ id: b }, { id: a }] } });
  expect(reordered.build?.map((x) => x.id)).toEqual([b, a, c]);
  expect(await queueIds()).toEqual([b, a, c]);

  expect((await call('PUT', '/buildQueue/order/last', { id: b })).status).toBe(200);
  expect(await queueIds()).toEqual([a, c, b]);
  expect((await call('PUT', '/buildQueue/order/1', { id: c })).body.id).toBe(c);
  expect(await queueIds()).toEqual([c, a, b]);

  expect((await call('GET', '/buildQueue/order/2')).body.id).toBe(a);
  expect((await call('GET', '/buildQueue/order/last')).body.id).toBe(b);
  expect((await call('GET', '/buildQueue/order/9')).status).toBe(404);
  expect((await call('PUT', '/buildQueue/order/2', { id: a })).status).toBe(400);
  expect((await call('PUT', '/buildQueue/order', { build: [{ id: 999 }] })).status).toBe(404);
  expect(await queueIds()).toEqual([c, a, b]);
});

it('tags a queued build, and the tags are the build’s own once it leaves the queue', async () => {
  const id = await queueOne('P_Build');
  await client.buildQueue.addTags({ buildLocator: `id:${id}`, body: { tag: [{ name: 'nightly' }] } });
  await client.buildQueue.addTags({ buildLocator: `id:${id}`, body: { tag: [{ name: 'nightly' }, { name: 'rc' }] } });
  expect((await client.buildQueue.serveTags({ buildLocator: `id:${id}` })).tag?.map(tagName)).toEqual([
    'nightly',
    'rc',
  ]);
  expect((await client.builds.serveTags({ buildLocator: `id:${id}` })).tag?.map(tagName)).toEqual(['nightly', 'rc']);
  await client.buildQueue.replaceTags({ buildLocator: `id:${id}`, body: { tag: [{ name: 'only' }] } });
  expect((await client.buildQueue.serveTags({ buildLocator: `id:${id}` })).tag?.map(tagName)).toEqual(['only']);
  expect((await call('POST', `/buildQueue/id:${id}/tags`, { tag: [{ nom: 'x' }] })).status).toBe(400);
});

it('names the enabled agents that meet a queued build’s requirements', async () => {
  const any = await queueOne('P_Build');
  const linux = await queueOne('P_Linux');
  const names = async (id: number) =>
    ((await client.buildQueue.serveCompatibleAgents({ queuedBuildLocator: `id:${id}` })).agent ?? []).map(
      (x) => x.name,
    );
  expect(await names(any)).toEqual(['linux-1', 'mac-1']);
  expect(await names(linux)).toEqual(['linux-1']);
});

it('replaces the whole queue with the posted builds, and deletes the queued builds a locator finds', async () => {
  await queueOne('P_Build');
  const replaced = await client.buildQueue.replaceBuilds({
    body: { build: [{ buildType: { id: 'P_Linux' } }, { buildType: { id: 'P_Build' }, comment: { text: 'second' } }] },
  });
  expect(replaced.build?.map((b) => b.buildTypeId)).toEqual(['P_Linux', 'P_Build']);
  const [linux, build] = await queueIds();
  expect((await client.buildQueue.getBuild({ queuedBuildLocator: `id:${build}` })).comment).toEqual({ text: 'second' });
  // What it cannot queue is named, after the others are queued.
  const bad = await call('PUT', '/buildQueue', {
    build: [{ buildType: { id: 'P_Build' } }, { buildType: { id: 'Nope' } }],
  });
  expect(bad.status).toBe(400);
  expect(bad.body).toContain('Error triggering 1 out of 2 builds');
  expect(await queueIds()).toHaveLength(1);
  expect(await queueIds()).not.toContain(linux);
  expect((await call('PUT', '/buildQueue', { nothing: [] })).status).toBe(400);
  expect(await queueIds()).toHaveLength(1);

  await queueOne('P_Linux');
  await queueOne('P_Linux');
  expect((await call('DELETE', '/buildQueue?locator=buildType:(id:P_Linux)')).status).toBe(204);
  const left = await queueIds();
  expect(left).toHaveLength(1);
  expect((await client.buildQueue.getBuild({ queuedBuildLocator: `id:${left[0]}` })).buildTypeId).toBe('P_Build');
  expect((await call('GET', `/builds/id:${linux}`)).status).toBe(404);
  await client.buildQueue.deleteBuildsExperimental({});
  expect(await queueIds()).toEqual([]);
});

it('answers the example cancel request TeamCity answers', async () => {
  expect((await call('GET', '/buildQueue/id:1/example/buildCancelRequest')).body).toEqual({
    comment: 'example build cancel comment',
    readdIntoQueue: false,
  });
});
