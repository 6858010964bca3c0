// The fake TeamCity's in-memory state through the generated client: CRUD, locators, paging and `fields`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, TeamCityApiError, type TeamCityClient } from '../generated/src/index.js';
import {
  MAX_SEED_DEPTH,
  SeedError,
  startFakeTeamCity,
  type FakeTeamCity,
  type Seed,
} from '../generated/src/testing/index.js';

let tc: FakeTeamCity;
let client: TeamCityClient;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    seed: {
      projects: [
        { id: 'P', name: 'Project' },
        { id: 'P_Sub', name: 'Sub', parentProjectId: 'P' },
        { id: 'Q', name: 'Other' },
      ],
      buildTypes: [
        { id: 'P_Build', name: 'Build', projectId: 'P' },
        { id: 'P_Sub_Test', name: 'Test', projectId: 'P_Sub' },
        { id: 'Q_Deploy', name: 'Deploy', projectId: 'Q' },
      ],
      generatedBuilds: { count: 250, buildTypeIds: ['P_Build', 'P_Sub_Test'] },
      builds: [
        { id: 1001, buildTypeId: 'Q_Deploy', number: '7', branchName: 'feature/a(b)', defaultBranch: false },
        {
          id: 1002,
          buildTypeId: 'Q_Deploy',
          number: '8',
          state: 'running',
          lastChanges: { change: [{ id: 3 }, { id: 4 }] },
        },
      ],
      agents: [{ name: 'agent-1' }, { name: 'agent-2', connected: false }],
      vcsRoots: [{ id: 'P_Git', name: 'Git', project: { id: 'P' } }],
      vcsRootInstances: [{ name: 'Git', 'vcs-root-id': 'P_Git' }],
      changes: Array.from({ length: 120 }, (_, i) => ({
        version: `v${i}`,
        username: i % 2 ? 'bob' : 'alice',
        comment: `change ${i}`,
      })),
      userGroups: [{ key: 'DEVS', name: 'Developers' }],
    },
  });
  client = createClient({ baseUrl: tc.url, auth: { token: 'admin-token' } });
});
afterAll(() => tc.close());

/** The builds of a Builds answer (models are untyped JSON objects for now). */
const builds = (r: { build?: unknown }) => (r.build ?? []) as { id: number; status: string }[];
const status = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: unknown) => (e instanceof TeamCityApiError ? e.status : e),
  );

describe('entities', () => {
  it('creates, reads, changes and deletes projects and build configurations', async () => {
    const created = await client.projects.createProject({ body: { name: 'New One', parentProject: { id: 'P' } } });
    expect(created).toMatchObject({ id: 'NewOne', name: 'New One', parentProjectId: 'P', parentProject: { id: 'P' } });
    const bt = await client.projects.createBuildType({ projectLocator: 'NewOne', body: { name: 'Compile' } });
    expect(bt).toMatchObject({ id: 'NewOne_Compile', projectId: 'NewOne', project: { id: 'NewOne' } });
    expect(
      await client.buildTypes.setBuildTypeField({ btLocator: 'NewOne_Compile', field: 'paused', body: 'true' }),
    ).toBe('true');
    expect(await client.buildTypes.serveBuildTypeField({ btLocator: 'id:NewOne_Compile', field: 'paused' })).toBe(
      'true',
    );
    expect((await client.projects.serveProject({ projectLocator: 'New One' })).buildTypes).toMatchObject({ count: 1 });
    // Project.getFieldValue: a field it does not know is a NotFoundException.
    expect(await status(client.projects.serveProjectField({ projectLocator: 'NewOne', field: 'nope' }))).toBe(404);
    await client.buildTypes.deleteBuildType({ btLocator: 'NewOne_Compile' });
    await client.projects.deleteProject({ projectLocator: 'NewOne' });
    expect(await status(client.projects.serveProject({ projectLocator: 'NewOne' }))).toBe(404);
  });

  it('queues a build, lists the queue, and cancels it', async () => {
    const queued = await client.buildQueue.queueNewBuild({ body: { buildType: { id: 'P_Build' } } });
    expect(queued).toMatchObject({ state: 'queued', buildTypeId: 'P_Build' });
    const queue = await client.buildQueue.getBuilds({});
    expect(queue.build).toEqual([expect.objectContaining({ id: queued.id })]);
    expect((await client.builds.serveAllBuilds({ locator: 'state:queued' })).count).toBe(1);
    const canceled = await client.buildQueue.cancelBuild({
      queuedBuildLocator: `id:${queued.id}`,
      body: { comment: 'no' },
    });
    expect(canceled).toMatchObject({ state: 'finished', status: 'UNKNOWN', canceledInfo: { text: 'no' } });
    expect((await client.buildQueue.getBuilds({})).count).toBe(0);
  });

  it('tags, pins and comments builds, generated ones included', async () => {
    await client.builds.addTags({ buildLocator: '17', body: { tag: [{ name: 'release' }] } });
    expect(await client.builds.serveTags({ buildLocator: 'id:17' })).toEqual({ count: 1, tag: [{ name: 'release' }] });
    expect((await client.builds.serveAllBuilds({ locator: 'tag:release' })).build).toEqual([
      expect.objectContaining({ id: 17 }),
    ]);
    // BuildRequest.setBuildNumber and setBuildStatusText change a running build only (fake-server-builds runs one).
    expect(await status(client.builds.setBuildNumber({ buildLocator: '17', body: '17-rc' }))).toBe(400);
    expect(await status(client.builds.setBuildStatusText({ buildLocator: '17', body: 'Fine' }))).toBe(400);
    expect(await client.builds.serveBuildFieldByBuildOnly({ buildLocator: '17', field: 'statusText' })).toBe('Success');
    expect(await client.builds.getBuildNumber({ buildLocator: '17' })).toBe('17');
    await client.builds.pinBuild({ buildLocator: '17', body: 'keep' });
    expect(await client.builds.getPinned({ buildLocator: '17' })).toBe('true');
    await client.builds.deleteBuild({ buildLocator: '16' });
    expect(await status(client.builds.serveBuild({ buildLocator: '16' }))).toBe(404);
  });

  it('keeps users, groups, agents, pools, VCS roots, investigations and mutes', async () => {
    const user = await client.users.createUser({
      body: { username: 'carol', password: 'pw', groups: { group: [{ key: 'DEVS' }] } },
    });
    expect(user).toMatchObject({ username: 'carol' });
    expect(JSON.stringify(user)).not.toContain('pw');
    expect((await client.users.serveUsers({ locator: 'group:(key:DEVS)' })).user).toEqual([
      expect.objectContaining({ username: 'carol' }),
    ]);
    expect(await client.users.setUserField({ userLocator: 'carol', field: 'email', body: 'c@x' })).toBe('c@x');
    expect((await client.userGroups.addGroup({ body: { key: 'OPS', name: 'Ops' } })).key).toBe('OPS');
    expect((await client.userGroups.serveGroups({})).count).toBe(2);

    expect((await client.agents.serveAgents({})).agent).toEqual([expect.objectContaining({ name: 'agent-1' })]);
    // AgentRequest.serveAgents writes includeDisconnected=true as connected:false (its pre-8.1 compatibility).
    expect((await client.agents.serveAgents({ includeDisconnected: true })).count).toBe(1);
    expect((await client.agents.serveAgents({ locator: 'defaultFilter:false' })).count).toBe(2);
    await client.agents.setEnabledInfo({ agentLocator: 'agent-1', body: { status: false } });
    expect(await client.agents.serveAgentField({ agentLocator: 'agent-1', field: 'enabled' })).toBe('false');
    const pool = await client.agentPools.createPool({ body: { name: 'Linux' } });
    expect((await client.agentPools.getPools({})).agentPool).toHaveLength(2);
    await client.agentPools.deletePool({ agentPoolLocator: `id:${pool.id}` });

    const changes = await client.changes.serveChanges({ locator: 'build:(id:1002)' });
    expect((changes.change as { version: string }[]).map((c) => c.version)).toEqual(['v2', 'v3']);
    expect((await client.changes.serveChanges({ locator: 'username:bob,count:3' })).change).toHaveLength(3);
    expect((await client.vcsRoots.serveRoots({ locator: 'project:(id:P)' })).count).toBe(1);
    expect((await client.vcsRoots.serveRootInstances({ vcsRootLocator: 'P_Git' })).count).toBe(1);
    const inv = await client.investigations.createInstance({
      body: {
        assignee: { username: 'carol' },
        state: 'TAKEN',
        scope: { buildTypes: { buildType: [{ id: 'P_Build' }] } },
        target: { anyProblem: true },
      },
    });
    expect((await client.investigations.getInvestigations({ locator: 'assignee:(username:carol)' })).count).toBe(1);
    expect(
      (await client.investigations.getInvestigations({ locator: 'buildType:(id:P_Build),type:anyProblem' })).count,
    ).toBe(1);
    // TeamCity's Investigations leaves out a count of 0 and the empty list (decideDefault of both).
    const none = await client.investigations.getInvestigations({ locator: 'buildType:(id:Q_Deploy)' });
    expect(none).not.toHaveProperty('count');
    expect(none).not.toHaveProperty('investigation');
    await client.investigations.deleteInstance({ investigationLocator: `id:${inv.id}` });
    const mute = await client.mutes.createInstance({
      body: {
        assignment: { text: 'flaky' },
        scope: { project: { id: 'P_Sub' } },
        target: { tests: { test: [{ name: 't' }] } },
      },
    });
    expect((await client.mutes.getMutes({ locator: 'affectedProject:(id:P),type:test' })).count).toBe(1);
    expect((await client.mutes.getMutes({ locator: 'project:(id:Q)' })).count).toBe(0);
    // TeamCity stamps the caller as the mute's author, at the server's time.
    expect((await client.mutes.serveInstance({ muteLocator: `id:${mute.id}` })).assignment).toMatchObject({
      text: 'flaky',
      user: { username: 'admin' },
      timestamp: expect.any(String),
    });
  });
});

describe('locators', () => {
  it('match nested dimensions, affectedProject and case-insensitive build configuration names', async () => {
    expect((await client.buildTypes.getBuildTypes({ locator: 'affectedProject:(id:P)' })).count).toBe(2);
    expect((await client.buildTypes.getBuildTypes({ locator: 'name:BUILD' })).buildType).toEqual([
      expect.objectContaining({ id: 'P_Build' }),
    ]);
    expect((await client.projects.serveProjects({ locator: 'parentProject:(id:P)' })).project).toEqual([
      expect.objectContaining({ id: 'P_Sub' }),
    ]);
    const failed = await client.builds.serveAllBuilds({ locator: 'buildType:(id:P_Build),status:FAILURE,count:3' });
    expect(builds(failed).map((b) => b.status)).toEqual(['FAILURE', 'FAILURE', 'FAILURE']);
  });

  it('apply the default build filter unless told otherwise', async () => {
    const deploy = (locator: string) =>
      client.builds.serveAllBuilds({ locator }).then((r) => builds(r).map((b) => b.id));
    expect(await deploy('buildType:(id:Q_Deploy)')).toEqual([]);
    expect(await deploy('buildType:(id:Q_Deploy),branch:default:any')).toEqual([1001]);
    expect(await deploy('buildType:(id:Q_Deploy),running:true')).toEqual([1002]);
    expect(await deploy('buildType:(id:Q_Deploy),defaultFilter:false')).toEqual([1002, 1001]);
  });

  it('decode $base64 values and parenthesised values with metacharacters', async () => {
    const b64 = Buffer.from('feature/a(b)').toString('base64url');
    const byBase64 = await client.builds.serveAllBuilds({ locator: `branch:(name:($base64:${b64}))` });
    expect(builds(byBase64).map((b) => b.id)).toEqual([1001]);
    expect(
      (await client.builds.serveBuild({ buildLocator: `id:($base64:${Buffer.from('1001').toString('base64url')})` }))
        .number,
    ).toBe('7');
  });

  it('answer 400 for unknown dimensions, $help and bad syntax', async () => {
    const err = (await client.builds
      .serveAllBuilds({ locator: 'buildType:P_Build,colour:red' })
      .catch((e: unknown) => e)) as TeamCityApiError;
    expect(err.status).toBe(400);
    expect(err.body).toContain('unknown dimension: colour');
    const help = (await client.projects
      .serveProjects({ locator: '$help' })
      .catch((e: unknown) => e)) as TeamCityApiError;
    expect([help.status, help.body]).toEqual([
      400,
      expect.stringContaining('Locator help requested: Supported dimensions are: ['),
    ]);
    expect(await status(client.projects.serveProjects({ locator: 'id:(P' }))).toBe(400);
  });
});

describe('paging', () => {
  it('pages builds by 100 by default with nextHref and prevHref, and follows them to the end', async () => {
    const first = await client.builds.serveAllBuilds({ locator: 'buildType:(id:P_Build)' });
    expect(first.count).toBe(100);
    expect(first.nextHref).toBe('/app/rest/builds?locator=buildType:(id:P_Build),start:100,count:100');
    expect(first.prevHref).toBeUndefined();
    const ids = builds(first).map((b) => b.id);
    let next = first.nextHref as string | undefined;
    for (let page = 0; next && page < 10; page++) {
      const res = await fetch(tc.url + next, {
        headers: { authorization: 'Bearer admin-token', accept: 'application/json' },
      });
      const body = await res.json();
      if (page === 0) expect(body.prevHref).toBe('/app/rest/builds?locator=buildType:(id:P_Build),start:0,count:100');
      ids.push(...body.build.map((b: { id: number }) => b.id));
      next = body.nextHref;
    }
    expect(next).toBeUndefined();
    expect(ids.length).toBe(125 - 1);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('returns everything for collections that do not page by default, and pages them on count', async () => {
    const all = await client.projects.serveProjects({});
    expect(all.count).toBe(4);
    expect(all.nextHref).toBeUndefined();
    const paged = await client.projects.serveProjects({ locator: 'count:2' });
    expect(paged.count).toBe(2);
    expect(paged.nextHref).toBe('/app/rest/projects?locator=count:2,start:2');
  });

  it('stops at lookupLimit and hands on a larger one in nextHref, even from an empty page', async () => {
    const page = await client.builds.serveAllBuilds({ locator: 'status:FAILURE,lookupLimit:20,count:5' });
    expect(page.count).toBe(2);
    expect(page.nextHref).toBe('/app/rest/builds?locator=status:FAILURE,lookupLimit:40,count:5,start:2');
    const empty = await client.builds.serveAllBuilds({ locator: 'buildType:(id:Q_Deploy),lookupLimit:10' });
    expect([empty.count, empty.nextHref]).toEqual([
      0,
      '/app/rest/builds?locator=buildType:(id:Q_Deploy),lookupLimit:20,start:0,count:100',
    ]);
    const changes = await client.changes.serveChanges({});
    // PagerDataImpl.getModifiedBuilder puts another page's start and count in the locator, with or without one.
    expect([changes.count, changes.nextHref]).toEqual([100, '/app/rest/changes?locator=start:100,count:100']);
  });

  it('keeps the deprecated top-level start and count of /builds', async () => {
    const page = await client.builds.serveAllBuilds({ buildType: 'P_Build', start: 5, count: 2 });
    expect(builds(page).map((b) => b.id)).toEqual([240, 238]);
  });
});

describe('scale', () => {
  it('seeds 100,000 generated builds and reads any of them, and the last page, by locator', async () => {
    const big = await startFakeTeamCity({
      seed: { buildTypes: [{ id: 'B', name: 'B' }], generatedBuilds: { count: 100_000 } },
    });
    try {
      const c = createClient({ baseUrl: big.url, auth: { token: 'admin-token' } });
      expect(await c.builds.serveBuild({ buildLocator: '54321' })).toMatchObject({
        id: 54321,
        number: '54321',
        buildTypeId: 'B',
      });
      const last = await c.builds.serveAllBuilds({ locator: 'start:99998,count:5,lookupLimit:100000' });
      expect([builds(last).map((b) => b.id), last.nextHref]).toEqual([[2, 1], undefined]);
      expect((await c.builds.serveAllBuilds({ locator: 'count:1' })).build).toEqual([
        expect.objectContaining({ id: 100_000 }),
      ]);
    } finally {
      await big.close();
    }
  });
});

describe('the seed', () => {
  /** The SeedError a seed fails with, or what it was; a server that starts is closed. */
  const failure = async (seed: unknown) => {
    try {
      await (await startFakeTeamCity({ seed: seed as Seed })).close();
    } catch (e) {
      return e instanceof SeedError ? { path: e.path, problem: e.problem } : e;
    }
    return 'started';
  };
  /** A project whose parentProject chain makes the seed this many levels deep (the seed, the list, the project: 3). */
  const chain = (levels: number): Record<string, unknown> => {
    let p: Record<string, unknown> = { id: 'Top' };
    for (let i = 3; i < levels; i++) p = { parentProject: p };
    return p;
  };

  it('is refused with a SeedError naming the field: a key not in the models, own keys only, a build of no build configuration', async () => {
    expect(await failure({ builds: [{ id: 1, nmae: 'x' }] })).toEqual({
      path: 'builds[0].nmae',
      problem: 'is not a field of Build',
    });
    expect(await failure(JSON.parse('{"projects": [{"id": "P", "__proto__": {"id": "Q"}}]}'))).toEqual({
      path: 'projects[0].__proto__',
      problem: 'is not a field of Project',
    });
    expect(await failure({ projects: [{ id: 'P', toString: 'x' }] })).toEqual({
      path: 'projects[0].toString',
      problem: 'is not a field of Project',
    });
    expect(await failure({ builds: [{ id: 1, buildTypeId: 'Nope' }] })).toEqual({
      path: 'builds[0].buildTypeId',
      problem: "names no build configuration: 'Nope' is not in buildTypes",
    });
    expect(await failure({ builds: [{ id: 1, buildTypeId: 'B' }], buildTypes: [{ id: 'B' }] })).toBe('started');
    // Keys a seed inherits are not its own: not read, not checked.
    const inherited = Object.create({ builds: [{ id: 77, nmae: 'x' }] }) as Seed;
    const withInherited = await startFakeTeamCity({ seed: inherited });
    try {
      expect(
        (
          await fetch(`${withInherited.url}/app/rest/builds/id:77`, {
            headers: { authorization: 'Bearer admin-token' },
          })
        ).status,
      ).toBe(404);
    } finally {
      await withInherited.close();
    }
  });

  it('is checked again by seed(): a build of a build configuration on the server is taken, one of none is refused', async () => {
    const later = await startFakeTeamCity({ seed: { buildTypes: [{ id: 'B' }] } });
    try {
      later.seed({ builds: [{ id: 5, buildTypeId: 'B' }] });
      expect(() => later.seed({ builds: [{ id: 6, buildTypeId: 'C' }] })).toThrow(SeedError);
      expect(later.state.builds.get(6)).toBeUndefined();
    } finally {
      await later.close();
    }
  });

  it(`nests at most ${MAX_SEED_DEPTH} levels, counted before anything walks it: deeper, or holding itself, it is refused`, async () => {
    expect(await failure({ projects: [chain(MAX_SEED_DEPTH)] })).toBe('started');
    const deeper = { path: 'projects[0]', problem: `nests deeper than ${MAX_SEED_DEPTH} levels` };
    expect(await failure({ projects: [chain(MAX_SEED_DEPTH + 1)] })).toEqual(deeper);
    expect(await failure({ projects: [chain(50_000)] })).toEqual(deeper);
    // An object held twice is walked once, and still counted at its deepest place.
    const shared = chain(MAX_SEED_DEPTH);
    expect(await failure({ projects: [shared, { id: 'Other', parentProject: shared.parentProject }] })).toBe('started');
    expect(await failure({ projects: [shared, { id: 'Other', parentProject: shared }] })).toEqual({
      path: 'projects[1]',
      problem: deeper.problem,
    });
    const loop: Record<string, unknown> = { id: 'Loop' };
    loop.parentProject = loop;
    expect(await failure({ projects: [loop] })).toEqual({
      path: 'projects[0]',
      problem: 'holds itself: a seed is a tree',
    });
  });
});

describe('fields', () => {
  it('keeps only the requested fields, at the top level and inside', async () => {
    const page = await client.builds.serveAllBuilds({ locator: 'count:2', fields: 'count,build(id,status)' });
    expect(page).toEqual({
      count: 2,
      build: [
        { id: 250, status: 'FAILURE' },
        { id: 249, status: 'SUCCESS' },
      ],
    });
    const project = await client.projects.serveProject({ projectLocator: 'P', fields: 'id,buildTypes(count)' });
    expect(project).toEqual({ id: 'P', buildTypes: { count: 1 } });
    expect(await client.projects.serveProjects({ fields: 'count' })).toEqual({ count: 4 });
    expect(await client.builds.serveAllBuilds({ locator: 'buildType:(id:P_Build)', fields: 'count' })).toEqual({
      count: 124,
    });
  });
});

describe('list envelopes as TeamCity builds them', () => {
  let own: FakeTeamCity;
  beforeAll(async () => {
    own = await startFakeTeamCity({
      seed: {
        projects: [
          { id: 'P', name: 'Project' },
          { id: 'P_Sub', name: 'Sub', parentProjectId: 'P' },
        ],
        buildTypes: [
          { id: 'P_Build', name: 'Build', projectId: 'P' },
          { id: 'P_Tpl', name: 'Template', projectId: 'P', templateFlag: true },
        ],
        userGroups: [{ key: 'DEVS', name: 'Developers' }],
        agents: [{ name: 'agent-1' }],
      },
    });
  });
  afterAll(() => own.close());
  const get = async (path: string) => {
    const res = await fetch(`${own.url}/app/rest${path}`, {
      headers: { authorization: 'Bearer admin-token', accept: 'application/json' },
    });
    expect(res.status, path).toBe(200);
    return (await res.json()) as Record<string, unknown> & { buildType?: { id: string }[] };
  };
  const ids = (list: unknown) => ((list as { buildType?: { id: string }[] }).buildType ?? []).map((b) => b.id);

  it('sends no pager hrefs where TeamCity has none: users, groups, a project own build types and subprojects', async () => {
    expect(Object.keys(await get('/users'))).toEqual(['count', 'user']);
    expect(Object.keys(await get('/users?locator=count:1'))).toEqual(['count', 'user']);
    expect(Object.keys(await get('/userGroups'))).toEqual(['count', 'group']);
    const project = await get('/projects/id:P');
    expect(project.buildTypes).toEqual({ count: 1, buildType: [expect.objectContaining({ id: 'P_Build' })] });
    expect(project.projects).toEqual({ count: 1, project: [expect.objectContaining({ id: 'P_Sub' })] });
    expect(await get('/projects/id:P/buildTypes')).toEqual({
      count: 1,
      buildType: [expect.objectContaining({ id: 'P_Build' })],
    });
    // Top-level lists and a pool's agents keep theirs.
    expect((await get('/projects')).href).toBe('/app/rest/projects');
    expect((await get('/agentPools/id:0')).agents).toMatchObject({
      count: 1,
      href: expect.stringContaining('/app/rest/agents'),
    });
  });

  it('lists build configurations without templates unless the locator names templateFlag', async () => {
    expect(ids(await get('/buildTypes'))).toEqual(['P_Build']);
    expect(ids(await get('/buildTypes?locator=project:(id:P)'))).toEqual(['P_Build']);
    expect(ids(await get('/buildTypes?locator=templateFlag:true'))).toEqual(['P_Tpl']);
    expect(ids(await get('/buildTypes?locator=templateFlag:any')).sort()).toEqual(['P_Build', 'P_Tpl']);
    expect(ids(await get('/projects/id:P/templates'))).toEqual(['P_Tpl']);
    expect((await get('/buildTypes/id:P_Tpl')).id).toBe('P_Tpl');
  });
});
