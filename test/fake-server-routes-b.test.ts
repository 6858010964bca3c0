// Issue 31 ("Nine routes in ten simulated"): versioned settings, deployment dashboards, the server's settings, metrics
// and nodes, and health, over real HTTP against the fake TeamCity: each write read back through the matching read,
// each bad input refused by name before anything changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../generated/src/operations.js';
import { handlers } from '../generated/src/testing/handlers/index.js';
import { manualClock, startFakeTeamCity, type FakeClock, type FakeTeamCity } from '../generated/src/testing/index.js';

const SEED = {
  projects: [{ id: 'P' }, { id: 'P_Sub', parentProject: { id: 'P' } }, { id: 'Q' }],
  buildTypes: [{ id: 'P_Build', project: { id: 'P' } }],
  builds: [{ id: 7, buildTypeId: 'P_Build' }],
  vcsRoots: [{ id: 'P_Git', project: { id: 'P' } }],
  deploymentDashboards: [
    {
      id: 'Seeded',
      name: 'Seeded dashboard',
      project: { id: 'Q' },
      deploymentInstances: {
        deploymentInstance: [
          {
            id: 'prod',
            attributes: { region: 'eu' },
            deploymentStateEntries: {
              deploymentStateEntry: [{ state: 'SUCCESSFUL' as const, deploymentDate: '20260101T000000+0000' }],
            },
          },
        ],
      },
    },
  ],
};

let tc: FakeTeamCity;
let clock: FakeClock;
beforeAll(async () => {
  clock = manualClock();
  tc = await startFakeTeamCity({ seed: SEED, clock });
});
afterAll(() => tc.close());

/** A raw request as the admin: JSON unless the body is a string (text/plain). */
async function call(method: string, path: string, body?: unknown, prefix = '', auth = 'Bearer admin-token') {
  const text = typeof body === 'string';
  const res = await fetch(`${tc.url}${prefix}/app/rest${path}`, {
    method,
    headers: {
      ...(prefix === '/guestAuth' ? {} : { authorization: auth }),
      accept: 'application/json, text/plain',
      ...(body === undefined ? {} : { 'content-type': text ? 'text/plain' : 'application/json' }),
    },
    ...(body === undefined ? {} : { body: text ? body : JSON.stringify(body) }),
  });
  const raw = await res.text();
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, raw, body: type.includes('json') && raw ? JSON.parse(raw) : raw };
}

it('simulates every operation of the groups it covers: none of them answers 501', async () => {
  const covered = operations.filter(
    (o) =>
      o.area === 'deploymentDashboards' ||
      o.area === 'health' ||
      (o.area === 'server' && /Settings|cleanup|metrics|nodes/.test(o.path)) ||
      (o.area === 'projects' && /versionedSettings|defaultValueSets|deploymentDashboards/.test(o.path)) ||
      o.id === 'debug.get_date' ||
      o.id === 'debug.get_current_user_permissions',
  );
  expect(covered.filter((o) => !handlers[o.id]).map((o) => o.id)).toEqual([]);
  // Each answers something other than 501 over HTTP, whatever its path parameters.
  for (const o of covered) {
    const path = o.path
      .replace('/app/rest', '')
      .replace(/\{(\w+)\}/g, (_m, p: string) => (p === 'name' ? 'format' : 'x'));
    const res = await call(o.method, path, o.body?.mediaType === 'text/plain' ? 'x' : o.body ? {} : undefined);
    expect(res.status, `${o.id}: ${res.raw}`).not.toBe(501);
  }
});

describe('deployment dashboards', () => {
  it('creates a dashboard and an instance, reports deployments and reads them back, then deletes them', async () => {
    const created = await call('POST', '/deploymentDashboards', {
      id: 'Prod',
      name: 'Production',
      project: { id: 'P' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ id: 'Prod', name: 'Production', deploymentInstances: { count: 0 } });
    expect((await call('POST', '/deploymentDashboards', { id: 'Prod', name: 'x', project: { id: 'P' } })).status).toBe(
      400,
    );

    const inProject = await call('GET', '/projects/P/deploymentDashboards');
    expect(inProject.body.deploymentDashboard.map((d: { id: string }) => d.id)).toEqual(['Prod']);
    expect((await call('GET', '/projects/Q/deploymentDashboards/Prod')).status).toBe(404);
    expect((await call('GET', '/projects/P/deploymentDashboards/Prod')).body.name).toBe('Production');
    expect((await call('GET', '/deploymentDashboards?locator=affectedProject:(id:P)')).body.count).toBe(1);

    const instance = await call('POST', '/deploymentDashboards/Prod/instances', {
      id: 'eu-1',
      attributes: { region: 'eu' },
      deploymentStateEntries: {
        historyFromPosted: { currentState: { state: 'IN_PROGRESS', changeDate: '20260101T120000+0200', buildId: 7 } },
      },
    });
    expect(instance.body).toMatchObject({ id: 'eu-1', currentState: 'IN_PROGRESS', attributes: { region: 'eu' } });
    const reported = await call('POST', '/deploymentDashboards/Prod/instances/eu-1', { state: 'SUCCESSFUL' });
    expect(reported.body.currentState).toBe('SUCCESSFUL');

    const read = await call(
      'GET',
      '/deploymentDashboards/id:Prod/instances/id:eu-1?fields=currentState,deploymentStateEntries(deploymentStateEntry(state,deploymentDate,build(id)))',
    );
    expect(read.body).toEqual({
      currentState: 'SUCCESSFUL',
      deploymentStateEntries: {
        deploymentStateEntry: [
          { state: 'IN_PROGRESS', deploymentDate: '20260101T100000+0000', build: { id: 7 } },
          { state: 'SUCCESSFUL', deploymentDate: '20260101T000000+0000' },
        ],
      },
    });
    const listed = await call('GET', '/deploymentDashboards/Prod/instances?locator=currentState:SUCCESSFUL');
    expect(listed.body.deploymentInstance.map((i: { id: string }) => i.id)).toEqual(['eu-1']);
    expect((await call('GET', '/deploymentDashboards/Prod')).body.deploymentInstances.count).toBe(1);

    // The instance is found within its dashboard only, whatever dashboard its locator names.
    expect((await call('GET', '/deploymentDashboards/Seeded/instances/eu-1')).status).toBe(404);
    expect((await call('GET', '/deploymentDashboards/Seeded/instances/id:eu-1,dashboard:(id:Prod)')).status).toBe(404);

    expect((await call('DELETE', '/deploymentDashboards/Prod/instances/eu-1')).status).toBe(204);
    expect((await call('GET', '/deploymentDashboards/Prod/instances/eu-1')).status).toBe(404);
    expect((await call('DELETE', '/deploymentDashboards/Prod')).status).toBe(204);
    expect((await call('GET', '/deploymentDashboards/Prod')).status).toBe(404);
  });

  it('serves seeded dashboards with their instances and history', async () => {
    const d = await call(
      'GET',
      '/deploymentDashboards/Seeded?fields=name,project(id),deploymentInstances(deploymentInstance(id,currentState))',
    );
    expect(d.body).toEqual({
      name: 'Seeded dashboard',
      project: { id: 'Q' },
      deploymentInstances: { deploymentInstance: [{ id: 'prod', currentState: 'SUCCESSFUL' }] },
    });
  });

  it('refuses bad input by name before anything changes', async () => {
    const before = (await call('GET', '/deploymentDashboards')).body.count;
    const noProject = await call('POST', '/deploymentDashboards', { id: 'X', name: 'X' });
    expect([noProject.status, noProject.raw]).toEqual([400, expect.stringContaining("'project'")]);
    const unknownField = await call('POST', '/deploymentDashboards', {
      id: 'X',
      name: 'X',
      project: { id: 'P' },
      color: 1,
    });
    expect([unknownField.status, unknownField.raw]).toEqual([400, expect.stringContaining("'color'")]);
    expect((await call('POST', '/deploymentDashboards', { id: 'X', name: 'X', project: { id: 'Nope' } })).status).toBe(
      404,
    );
    const badState = await call('POST', '/deploymentDashboards/Seeded/instances/prod', { state: 'DONE' });
    expect([badState.status, badState.raw]).toEqual([400, expect.stringContaining("'state'")]);
    const badDate = await call('POST', '/deploymentDashboards/Seeded/instances/prod', {
      state: 'FAILED',
      deploymentDate: 'yesterday',
    });
    expect([badDate.status, badDate.raw]).toEqual([400, expect.stringContaining('deploymentDate')]);
    const badDimension = await call('GET', '/deploymentDashboards?locator=color:red');
    expect([badDimension.status, badDimension.raw]).toEqual([400, expect.stringContaining('color')]);
    expect((await call('GET', '/deploymentDashboards')).body.count).toBe(before);
    expect((await call('GET', '/deploymentDashboards/Seeded/instances/prod')).body.currentState).toBe('SUCCESSFUL');
  });
});

describe('server settings', () => {
  it('reads back authentication settings, and /guestAuth follows allowGuest', async () => {
    expect((await call('GET', '/server', undefined, '/guestAuth')).status).toBe(200);
    const set = await call('PUT', '/server/authSettings', { allowGuest: false, welcomeText: 'Hello' });
    expect(set.body).toMatchObject({ allowGuest: false, welcomeText: 'Hello' });
    expect((await call('GET', '/server/authSettings')).body).toMatchObject({ allowGuest: false, welcomeText: 'Hello' });
    expect((await call('GET', '/server', undefined, '/guestAuth')).status).toBe(401);
    await call('PUT', '/server/authSettings', { allowGuest: true });
    expect((await call('GET', '/server', undefined, '/guestAuth')).status).toBe(200);
    const modules = await call('PUT', '/server/authSettings', { modules: { module: [{ name: 'LDAP' }] } });
    expect(modules.status).toBe(400);
    const wrongType = await call('PUT', '/server/authSettings', { allowGuest: 'yes' });
    expect([wrongType.status, wrongType.raw]).toEqual([400, expect.stringContaining("'allowGuest'")]);
  });

  it('reads back the clean-up schedule, daily or cron, never both', async () => {
    expect(
      (await call('PUT', '/server/cleanup', { daily: { hour: 4, minute: 30 }, maxCleanupDuration: 60 })).body,
    ).toEqual({
      enabled: true,
      maxCleanupDuration: 60,
      daily: { hour: 4, minute: 30 },
    });
    const cron = { minute: '0', hour: '*/2', day: '*', month: '*', dayWeek: '?' };
    await call('PUT', '/server/cleanup', { cron, enabled: false });
    expect((await call('GET', '/server/cleanup')).body).toEqual({ enabled: false, maxCleanupDuration: 60, cron });
    const both = await call('PUT', '/server/cleanup', { cron, daily: { hour: 1, minute: 0 } });
    expect(both.status).toBe(400);
    expect((await call('PUT', '/server/cleanup', { daily: { hour: 24, minute: 0 } })).status).toBe(400);
    expect((await call('GET', '/server/cleanup')).body.cron).toEqual(cron);
  });

  it('reads back global settings and never answers the encryption key', async () => {
    const initial = (await call('GET', '/server/globalSettings')).body;
    expect(initial.rootUrl).toBe(tc.url.replace(/\/$/, ''));
    expect((await call('PUT', '/server/globalSettings', { useEncryption: true })).status).toBe(400);
    const key = 'k3y-S3cr3t-0123456789';
    const set = await call('PUT', '/server/globalSettings', {
      useEncryption: true,
      encryptionKey: key,
      defaultQuietPeriod: 5,
    });
    expect(set.body).toMatchObject({ useEncryption: true, defaultQuietPeriod: 5 });
    const read = await call('GET', '/server/globalSettings');
    expect(read.body).toEqual({ ...initial, useEncryption: true, defaultQuietPeriod: 5 });
    for (const raw of [set.raw, read.raw]) {
      for (const form of [key, encodeURIComponent(key), Buffer.from(key).toString('base64')])
        expect(raw).not.toContain(form);
    }
  });

  it("reports the fake's own counters as metrics", async () => {
    const m = await call('GET', '/server/metrics');
    const value = (name: string) =>
      m.body.metric.find((x: { name: string }) => x.name === name).metricValues.metricValue[0].value;
    expect(value('projects.number')).toBe(SEED.projects.length);
    expect(value('buildConfigurations.number')).toBe(SEED.buildTypes.length);
    expect(m.body.count).toBe(m.body.metric.length);
  });
});

describe('server nodes', () => {
  it('is one node, the main one, whose responsibilities change and read back', async () => {
    const all = await call('GET', '/server/nodes');
    expect(all.body).toEqual({
      count: 1,
      node: [expect.objectContaining({ id: 'MAIN_SERVER', role: 'main_node', state: 'online', current: true })],
    });
    expect((await call('GET', '/server/nodes?locator=role:secondary_node')).body.count).toBe(0);
    const enabled = (await call('GET', '/server/nodes/id:MAIN_SERVER/enabledResponsibilities')).body;
    const changed = await call(
      'PUT',
      '/server/nodes/MAIN_SERVER/enabledResponsibilities/CAN_CHECK_FOR_CHANGES',
      'false',
    );
    expect(changed.body.count).toBe(enabled.count - 1);
    const disabled = await call('GET', '/server/nodes/MAIN_SERVER/disabledResponsibilities');
    expect(disabled.body.responsibility.map((r: { name: string }) => r.name)).toEqual(['CAN_CHECK_FOR_CHANGES']);
    const node = await call('GET', '/server/nodes/MAIN_SERVER?fields=effectiveResponsibilities(responsibility(name))');
    expect(node.body.effectiveResponsibilities.responsibility).not.toContainEqual({ name: 'CAN_CHECK_FOR_CHANGES' });
    await call('PUT', '/server/nodes/MAIN_SERVER/enabledResponsibilities/CAN_CHECK_FOR_CHANGES', 'TRUE');
    expect((await call('GET', '/server/nodes/MAIN_SERVER/effectiveResponsibilities')).body.count).toBe(enabled.count);
    expect((await call('PUT', '/server/nodes/MAIN_SERVER/enabledResponsibilities/MAIN_NODE', 'true')).status).toBe(400);
    expect((await call('PUT', '/server/nodes/MAIN_SERVER/enabledResponsibilities/FLY', 'true')).status).toBe(400);
    expect((await call('GET', '/server/nodes/node-2')).status).toBe(404);
  });
});

describe('health', () => {
  it('reports no item and no category (the fake runs no health report), and reads every locator', async () => {
    expect((await call('GET', '/health?locator=global:true,minSeverity:WARN')).body).toMatchObject({ count: 0 });
    expect((await call('GET', '/health/category')).body).toMatchObject({ count: 0 });
    expect((await call('GET', '/health/category/id:x')).status).toBe(404);
    expect((await call('GET', '/health/some-item')).status).toBe(404);
    const bad = await call('GET', '/health?locator=color:red');
    expect([bad.status, bad.raw]).toEqual([400, expect.stringContaining('color')]);
  });
});

describe('versioned settings', () => {
  it('is a state machine: enabling leaves a status, actions move its time on, a subproject inherits it', async () => {
    const never = await call('GET', '/projects/P/versionedSettings/status');
    expect([never.status, never.raw]).toEqual([400, expect.stringContaining('never been enabled')]);
    expect((await call('POST', '/projects/P/versionedSettings/checkForChanges')).status).toBe(400);
    expect((await call('GET', '/projects/P/versionedSettings/config')).body.synchronizationMode).toBe(
      'useParentProjectSettings',
    );

    const noRoot = await call('PUT', '/projects/P/versionedSettings/config', {
      synchronizationMode: 'enabled',
      vcsRootId: 'Nope',
    });
    expect(noRoot.status).toBe(400);
    const config = await call('PUT', '/projects/P/versionedSettings/config', {
      synchronizationMode: 'enabled',
      vcsRootId: 'P_Git',
      format: 'xml',
    });
    expect(config.body).toMatchObject({ synchronizationMode: 'enabled', vcsRootId: 'P_Git', format: 'xml' });
    expect((await call('GET', '/projects/P/versionedSettings/config')).body).toEqual(config.body);
    const first = (await call('GET', '/projects/P/versionedSettings/status')).body;
    expect(first).toMatchObject({ type: 'info', message: expect.stringContaining('P_Git') });

    clock.advance(60_000);
    expect((await call('POST', '/projects/P/versionedSettings/checkForChanges')).status).toBe(204);
    const checked = (await call('GET', '/projects/P_Sub/versionedSettings/status')).body;
    expect(checked.timestamp).not.toBe(first.timestamp);
    expect(Date.parse(checked.timestamp) - Date.parse(first.timestamp)).toBe(60_000);

    const affected = await call('GET', '/projects/P/versionedSettings/affectedProjects');
    expect(affected.body.project.map((p: { id: string }) => p.id)).toEqual(['P', 'P_Sub']);
    expect((await call('POST', '/projects/P/versionedSettings/loadSettings')).body.count).toBe(2);

    expect((await call('GET', '/projects/P/versionedSettings/config/parameters/format')).body).toBe('xml');
    expect(
      (await call('PUT', '/projects/P/versionedSettings/config/parameters/showSettingsChanges', 'true')).body,
    ).toBe('true');
    expect((await call('GET', '/projects/P/versionedSettings/config')).body.showSettingsChanges).toBe(true);
    expect((await call('GET', '/projects/P/versionedSettings/config/parameters/color')).status).toBe(404);
    expect((await call('PUT', '/projects/P/versionedSettings/config/parameters/format', 'yaml')).status).toBe(400);
    expect((await call('DELETE', '/projects/P/versionedSettings/config/parameters/showSettingsChanges')).status).toBe(
      204,
    );
    expect((await call('GET', '/projects/P/versionedSettings/config/parameters/showSettingsChanges')).body).toBe(
      'false',
    );

    await call('PUT', '/projects/P/versionedSettings/config', { synchronizationMode: 'disabled' });
    expect((await call('POST', '/projects/P_Sub/versionedSettings/commitCurrentSettings')).status).toBe(400);
    expect((await call('GET', '/projects/Nope/versionedSettings/config')).status).toBe(404);
  });

  it('keeps context parameters and tokens, and never answers a token value', async () => {
    const ctx = { versionedSettingsContextParameter: [{ name: 'env', value: 'prod' }] };
    expect((await call('PUT', '/projects/Q/versionedSettings/contextParameters', ctx)).body).toEqual(ctx);
    expect((await call('GET', '/projects/Q/versionedSettings/contextParameters')).body).toEqual(ctx);

    const secret = 's3cr3t-token-value-42';
    const added = await call('POST', '/projects/Q/versionedSettings/tokens', {
      versionedSettingsToken: [{ name: 'credentialsJSON:1', value: secret }],
    });
    const listed = await call('GET', '/projects/Q/versionedSettings/tokens?status=unused');
    expect(listed.body).toEqual({ versionedSettingsToken: [{ name: 'credentialsJSON:1' }] });
    expect((await call('GET', '/projects/Q/versionedSettings/tokens?status=used')).body).toEqual({
      versionedSettingsToken: [],
    });
    expect((await call('GET', '/projects/Q/versionedSettings/tokens?status=lost')).status).toBe(400);
    for (const raw of [added.raw, listed.raw])
      for (const form of [secret, Buffer.from(secret).toString('base64'), encodeURIComponent(secret)])
        expect(raw).not.toContain(form);
    const deleted = await call('DELETE', '/projects/Q/versionedSettings/tokens', {
      versionedSettingsToken: [{ name: 'credentialsJSON:1' }],
    });
    expect(deleted.body).toEqual({ versionedSettingsToken: [] });
  });

  it('answers the default value sets of a project: none, as no plugin provides one', async () => {
    expect((await call('GET', '/projects/P/defaultValueSets')).body).toEqual({ count: 0, valueSet: [] });
    expect((await call('GET', '/projects/Nope/defaultValueSets')).status).toBe(404);
  });
});

describe('debug', () => {
  it("answers a date locator on the server's clock, and refuses what it cannot read", async () => {
    const now = clock.now();
    const text = async (locator: string) => (await call('GET', `/debug/date/${encodeURIComponent(locator)}`)).body;
    expect(await text('0')).toBe('19700101T000000+0000');
    expect(await text('20260101T120000+0200')).toBe('20260101T100000+0000');
    expect(await text('-1d')).toBe(
      new Date(now - 86_400_000).toISOString().replace(/[-:]/g, '').slice(0, 15) + '+0000',
    );
    expect(await text('date:20260101T000000+0000,shift:+1w2h')).toBe('20260108T020000+0000');
    const bad = await call('GET', '/debug/date/yesterday');
    expect([bad.status, bad.raw]).toEqual([400, expect.stringContaining("'yesterday'")]);
    expect((await call('GET', '/debug/date/-1d5x')).status).toBe(400);
    expect((await call('GET', '/debug/date/date:0,color:red')).status).toBe(400);
    const condition = await call('GET', '/debug/date/date:20260101T000000%2B0000,condition:before');
    expect([condition.status, condition.raw]).toEqual([501, expect.stringContaining('condition')]);
    const format = await call('GET', '/debug/date/0?format=yyyy');
    expect([format.status, format.raw]).toEqual([501, expect.stringContaining('format')]);
  });

  it('answers the current user permissions as a default TeamCity does: not enabled', async () => {
    const res = await call('GET', '/debug/currentUserPermissions');
    expect([res.status, res.raw]).toEqual([400, expect.stringContaining('rest.debug.currentUserPermissions.enable')]);
  });
});
