// `fields` at every depth: items carry what a nested spec names beyond their short form; `$short`, `$long`, `*` and
// `$locator(...)` read as TeamCity reads them. What TeamCity's beans leave out by default
// (`ValueWithDefault.decideDefault`: false flags, empty descriptions, some empty lists) is left out unless `fields`
// names it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { rest } from './helpers/rest.js';

let tc: FakeTeamCity;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    seed: {
      projects: [
        { id: 'P', name: 'Project', description: 'd' },
        { id: 'P_N', name: 'Nested', parentProjectId: 'P', description: '', archived: false },
      ],
      buildTypes: [
        { id: 'P_A', name: 'A', projectId: 'P', paused: true },
        { id: 'P_B', name: 'B', projectId: 'P', paused: false },
        { id: 'P_N_C', name: 'C', projectId: 'P_N', description: '', paused: false },
        { id: 'P_N_T', name: 'T', projectId: 'P_N', description: 'a template', templateFlag: true },
      ],
      builds: [
        { id: 1, buildTypeId: 'P_A', statusText: 'Tests passed: 3' },
        { id: 2, buildTypeId: 'P_A', branchName: 'feature/x', personal: false },
      ],
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
  expect(await get('/builds?fields=build(id,statusText)')).toEqual({
    build: [{ id: 1, statusText: 'Tests passed: 3' }],
  });
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

it('leaves out an empty subproject list and the other lists TeamCity leaves out when empty, unless asked', async () => {
  // Projects, VcsRoots, Mutes: the item list is decideDefault(...), the count included by default; BuildTypes always
  // sends its list.
  const nested = await get('/projects/id:P_N');
  expect(nested.projects).toEqual({ count: 0 });
  expect(nested.buildTypes).toMatchObject({ count: 1, buildType: [{ id: 'P_N_C' }] });
  expect((await get('/projects/id:P')).projects).toMatchObject({ count: 1, project: [{ id: 'P_N' }] });
  expect(await get('/projects/id:P_N?fields=projects(count,project)')).toEqual({ projects: { count: 0, project: [] } });
  expect(await get('/projects?locator=name:none')).not.toHaveProperty('project');
  expect(await get('/projects?locator=name:none&fields=count,project')).toEqual({ count: 0, project: [] });
  const roots = await get('/vcs-roots');
  expect(roots).toMatchObject({ count: 0 });
  expect(roots).not.toHaveProperty('vcs-root');
  expect(await get('/mutes')).not.toHaveProperty('mute');
  expect(await get('/builds?locator=id:999')).toMatchObject({ count: 0, build: [] });
  // A build configuration's settings lists likewise (PropEntitiesStep, ...), but VcsRootEntries always sends its list.
  expect(await get('/buildTypes/id:P_B/steps')).toEqual({ count: 0 });
  expect(await get('/buildTypes/id:P_B/triggers')).toEqual({ count: 0 });
  expect(await get('/buildTypes/id:P_B/artifact-dependencies')).toEqual({ count: 0 });
  expect(await get('/buildTypes/id:P_B/steps?fields=count,step')).toEqual({ count: 0, step: [] });
  expect(await get('/buildTypes/id:P_B/vcs-root-entries')).toEqual({ count: 0, 'vcs-root-entry': [] });
  const res = await fetch(`${tc.url}/app/rest/buildTypes/id:P_B/steps`, {
    method: 'POST',
    headers: { authorization: 'Bearer admin-token', 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name: 'Run', type: 'simpleRunner' }),
  });
  expect(res.status).toBe(200);
  expect(await get('/buildTypes/id:P_B/steps')).toMatchObject({ count: 1, step: [{ name: 'Run' }] });
});

it('leaves out empty descriptions always, and false flags unless fields names them', async () => {
  const project = await get('/projects/id:P_N');
  expect(project).not.toHaveProperty('description');
  expect(project).not.toHaveProperty('archived');
  expect(await get('/projects/id:P_N?fields=id,description,archived')).toEqual({ id: 'P_N', archived: false });
  expect((await get('/projects/id:P')).description).toBe('d');
  const bt = await get('/buildTypes/id:P_N_C');
  for (const name of ['description', 'paused', 'templateFlag']) expect(bt).not.toHaveProperty(name);
  expect(await get('/buildTypes/id:P_N_C?fields=id,description,paused,templateFlag')).toEqual({
    id: 'P_N_C',
    paused: false,
    templateFlag: false,
  });
  // In lists too: a true flag and a description are in the short form, a false flag only when asked for.
  const list = (await get('/buildTypes?locator=templateFlag:any')).buildType as Record<string, unknown>[];
  expect(list.find((b) => b.id === 'P_A')).toMatchObject({ paused: true });
  expect(list.find((b) => b.id === 'P_B')).not.toHaveProperty('paused');
  expect(list.find((b) => b.id === 'P_N_T')).toMatchObject({ templateFlag: true, description: 'a template' });
  expect(await get('/buildTypes?locator=id:P_B&fields=buildType(id,paused)')).toEqual({
    buildType: [{ id: 'P_B', paused: false }],
  });
  // Build: defaultBranch, personal, pinned, ... are decideDefault(isIncluded(name)) too.
  const build = await get('/builds/id:2');
  expect(build).toMatchObject({ id: 2, branchName: 'feature/x' });
  for (const name of ['defaultBranch', 'personal', 'pinned']) expect(build).not.toHaveProperty(name);
  expect(await get('/builds/id:2?fields=id,defaultBranch,personal')).toEqual({
    id: 2,
    defaultBranch: false,
    personal: false,
  });
  const pin = await fetch(`${tc.url}/app/rest/builds/id:2/pin`, {
    method: 'PUT',
    headers: { authorization: 'Bearer admin-token', 'content-type': 'text/plain' },
    body: '',
  });
  expect(pin.status).toBeLessThan(300);
  expect(await get('/builds/id:2')).toMatchObject({ pinned: true });
  // The stored value is still there to read and change.
  const res = await fetch(`${tc.url}/app/rest/buildTypes/id:P_B/paused`, {
    headers: { authorization: 'Bearer admin-token', accept: 'text/plain' },
  });
  expect(await res.text()).toBe('false');
});

it("names a build configuration's project by its full name, in both forms, and follows a rename", async () => {
  expect((await get('/buildTypes/id:P_A')).projectName).toBe('Project');
  expect((await get('/buildTypes/id:P_N_C')).projectName).toBe('Project :: Nested');
  const items = (await get('/projects/id:P_N/buildTypes')).buildType as Record<string, unknown>[];
  expect(items).toMatchObject([{ id: 'P_N_C', projectName: 'Project :: Nested', projectId: 'P_N' }]);
  const res = await fetch(`${tc.url}/app/rest/projects/id:P/name`, {
    method: 'PUT',
    headers: { authorization: 'Bearer admin-token', 'content-type': 'text/plain', accept: 'text/plain' },
    body: 'Renamed',
  });
  expect(res.status).toBe(200);
  expect((await get('/buildTypes/id:P_N_C')).projectName).toBe('Renamed :: Nested');
});

/** A fake of its own, so what one test writes does not change another's answers. */
async function withFake(
  test: (call: (path: string, method?: string, body?: unknown) => Promise<Entity>) => Promise<void>,
) {
  const own = await startFakeTeamCity({
    seed: {
      projects: [{ id: 'Q', name: 'Q' }],
      agents: [{ name: 'agent-1' }],
      buildTypes: [
        { id: 'Q_B', name: 'B', projectId: 'Q' },
        { id: 'Q_T', name: 'T', projectId: 'Q', templateFlag: true },
      ],
    },
  });
  try {
    await test(async (path, method = 'GET', body) => {
      const res = await rest(own.url, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(200);
      return res.body as Entity;
    });
  } finally {
    await own.close();
  }
}
type Entity = Record<string, unknown>;

it("sends a build configuration's collections in its full form even when empty, as TeamCity's BuildType does", () =>
  withFake(async (call) => {
    // BuildType: templates, vcs-root-entries, parameters and the settings lists are always there; settings while it
    // has any; builds, investigations and compatibleAgents as links (their nested fields are the short form).
    const bt = await call('/buildTypes/id:Q_B');
    expect(bt).toMatchObject({
      project: { id: 'Q', name: 'Q' },
      templates: { count: 0, buildType: [] },
      'vcs-root-entries': { count: 0, 'vcs-root-entry': [] },
      settings: { count: 1, property: [{ name: 'buildNumberCounter', value: '1' }] },
      parameters: { count: 0, href: '/app/rest/buildTypes/id:Q_B/parameters', property: [] },
      builds: { href: '/app/rest/buildTypes/id:Q_B/builds/' },
      investigations: { href: '/app/rest/investigations?locator=buildType:(id:Q_B)' },
      compatibleAgents: { href: '/app/rest/agents?locator=compatible:(buildType:(id:Q_B))' },
    });
    expect(bt.settings).not.toHaveProperty('href');
    for (const key of ['steps', 'features', 'triggers', 'snapshot-dependencies', 'artifact-dependencies'])
      expect(bt[key], key).toEqual({ count: 0 });
    expect(bt['agent-requirements']).toEqual({ count: 0 });
    expect(await call('/buildTypes/id:Q_B?fields=steps(count,step),parameters(count)')).toEqual({
      steps: { count: 0, step: [] },
      parameters: { count: 0 },
    });

    // The links answer: compatibleAgents lists the agents that can run it, as the agent locator's `compatible` does.
    const agentsHref = (bt.compatibleAgents as { href: string }).href.replace('/app/rest', '');
    expect(await call(agentsHref)).toMatchObject({ count: 1, agent: [{ name: 'agent-1' }] });
    const docker = { type: 'exists', properties: { property: [{ name: 'property-name', value: 'docker' }] } };
    await call('/buildTypes/id:Q_B/agent-requirements', 'POST', docker);
    expect(await call(agentsHref)).toMatchObject({ count: 0 });
    expect((await call('/buildTypes/id:Q_B')).builds).toEqual(bt.builds);
    expect(await call((bt.builds as { href: string }).href.replace('/app/rest', ''))).toMatchObject({ count: 0 });

    // What is written shows in the full form: a step, a parameter inherited from the project, a template.
    await call('/buildTypes/id:Q_B/steps', 'POST', { name: 'Run', type: 'simpleRunner' });
    await call('/projects/id:Q/parameters', 'POST', { name: 'env', value: 'ci' });
    await call('/buildTypes/id:Q_B/templates', 'POST', { id: 'Q_T' });
    const after = await call('/buildTypes/id:Q_B');
    expect(after.steps).toMatchObject({ count: 1, step: [{ id: 'RUNNER_1', name: 'Run', type: 'simpleRunner' }] });
    expect(after.parameters).toMatchObject({ count: 1, property: [{ name: 'env', value: 'ci', inherited: true }] });
    expect(after.templates).toMatchObject({ count: 1, buildType: [{ id: 'Q_T', templateFlag: true }] });

    // A template has no templates, builds, investigations or compatible agents (BuildType: no getBuildType()).
    const template = await call('/buildTypes/id:Q_T');
    expect(template.steps).toEqual({ count: 0 });
    for (const key of ['templates', 'builds', 'investigations', 'compatibleAgents'])
      expect(template, key).not.toHaveProperty(key);

    // The short form and list items stay as they were.
    expect(await call('/buildTypes/id:Q_B?fields=$short')).not.toHaveProperty('steps');
    const listed = ((await call('/buildTypes?locator=id:Q_B')).buildType as Entity[])[0];
    for (const key of ['steps', 'parameters', 'templates', 'builds']) expect(listed, key).not.toHaveProperty(key);
  }));

it("sends a project's collections in its full form even when empty, as TeamCity's Project does", () =>
  withFake(async (call) => {
    // Project: buildTypes and templates with their lists, parameters with an href, vcsRoots as count and href,
    // projectFeatures as count and href (the list left out while empty), projects, and `virtual` in the long form.
    const p = await call('/projects/id:Q');
    expect(p).toMatchObject({
      virtual: false,
      parentProject: { id: '_Root' },
      buildTypes: { count: 1, buildType: [{ id: 'Q_B' }] },
      templates: { count: 1, buildType: [{ id: 'Q_T', templateFlag: true }] },
      parameters: { count: 0, href: '/app/rest/projects/id:Q/parameters', property: [] },
      vcsRoots: { count: 0, href: '/app/rest/vcs-roots?locator=project:(id:Q)' },
      projectFeatures: { count: 0, href: '/app/rest/projects/id:Q/projectFeatures' },
      projects: { count: 0 },
    });
    expect(p.projectFeatures).not.toHaveProperty('projectFeature');
    expect(p).not.toHaveProperty('defaultTemplate');
    // BuildType.getWebUrl: a template has no page.
    expect((p.templates as { buildType: Entity[] }).buildType[0]).not.toHaveProperty('webUrl');

    // What is written shows in the full form, and the vcsRoots href answers the roots it counts.
    await call('/projects/id:Q/parameters', 'POST', { name: 'env', value: 'ci' });
    await call('/vcs-roots', 'POST', { name: 'Repo', project: { id: 'Q' } });
    await call('/projects/id:Q/projectFeatures', 'POST', { type: 'OAuthProvider' });
    await call('/projects/id:Q/defaultTemplate', 'PUT', { id: 'Q_T' });
    const after = await call('/projects/id:Q');
    expect(after).toMatchObject({
      parameters: { count: 1, property: [{ name: 'env', value: 'ci' }] },
      vcsRoots: { count: 1 },
      projectFeatures: { count: 1, projectFeature: [{ type: 'OAuthProvider' }] },
      defaultTemplate: { id: 'Q_T', templateFlag: true },
    });
    expect(await call('/vcs-roots?locator=project:(id:Q)')).toMatchObject({ count: 1 });
    expect(await call('/projects/id:Q/projectFeatures?fields=count')).toEqual({ count: 1 });

    // The short form and list items stay as they were.
    expect(await call('/projects/id:Q?fields=$short')).not.toHaveProperty('virtual');
    const listed = ((await call('/projects?locator=id:Q')).project as Entity[])[0];
    for (const key of ['virtual', 'templates', 'parameters', 'vcsRoots', 'projectFeatures'])
      expect(listed, key).not.toHaveProperty(key);
  }));
