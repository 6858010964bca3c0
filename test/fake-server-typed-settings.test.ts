// What typing the fake's parameters, settings, projects, build configuration and VCS root handlers by their models
// showed: bodies whose items are not objects (once a 500), writes that left an entity a later read could not serve,
// a secure token read from the object's prototype, and reads that answered the text `undefined` or a wrong flag.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, startFakeTeamCity, type FakeTeamCity, type Seed } from '../generated/src/testing/index.js';
import { rest } from './helpers/rest.js';

const seed: Seed = {
  projects: [{ id: 'P', name: 'Project' }],
  buildTypes: [
    {
      id: 'B',
      name: 'Build',
      projectId: 'P',
      features: { feature: [{ id: 'BUILD_EXT_1', type: 'swabra', properties: { property: [] } }] },
      // A seeded entry without checkout rules, and an output parameter without a value.
      'vcs-root-entries': { 'vcs-root-entry': [{ id: 'Git', 'vcs-root': { id: 'Git' } }] },
      'output-parameters': { property: [{ name: 'out' }] },
    },
    { id: 'T', name: 'Template', projectId: 'P', templateFlag: true },
  ],
  vcsRoots: [{ id: 'Git', project: { id: 'P' } }],
  vcsRootInstances: [{ id: '1', 'vcs-root-id': 'Git' }],
  agentPools: [{ id: 1, name: 'Pool' }],
  builds: [
    { id: 1, buildTypeId: 'B', branchName: 'main', defaultBranch: true },
    { id: 2, buildTypeId: 'B', branchName: 'feature', defaultBranch: false },
  ],
};

let tc: FakeTeamCity;
beforeEach(async () => {
  tc = await startFakeTeamCity({ seed, clock: manualClock() });
});
afterEach(() => tc.close());

const call = (method: string, path: string, body?: unknown) => rest(tc.url, method, path, body);
/** A route that answers text. */
const text = (method: string, path: string, body?: string) =>
  rest(tc.url, method, path, body, { accept: 'text/plain' });

describe('a posted list whose items are not objects', () => {
  it.each([
    ['PUT', '/projects/id:P/parameters', { property: [null] }],
    ['PUT', '/buildTypes/id:B/steps', { step: [null] }],
    ['PUT', '/buildTypes/id:B/templates', { buildType: [null] }],
    ['PUT', '/projects/id:P/agentPools', { agentPool: [null] }],
    ['PUT', '/projects/id:P/order/projects', { project: [null] }],
    ['POST', '/buildTypes/id:B/steps', { type: 'simpleRunner', properties: { property: [null] } }],
    ['POST', '/buildQueue', { buildType: { id: 'B' }, properties: { property: [null] } }],
  ])('%s %s is refused with a 4xx, never a 500', async (method, path, body) => {
    const res = await call(method, path, body);
    expect(res.status, res.text).toBeGreaterThanOrEqual(400);
    expect(res.status, res.text).toBeLessThan(500);
  });
});

describe('writes that a later read must still serve', () => {
  it('refuses to set a settings field other than name, type or disabled, which left the item unreadable', async () => {
    const set = await text('PUT', '/buildTypes/id:B/features/BUILD_EXT_1/properties', 'x');
    expect(set.status).toBe(400);
    expect((await call('GET', '/buildTypes/id:B/features/BUILD_EXT_1/parameters')).status).toBe(200);
    expect((await text('PUT', '/buildTypes/id:B/features/BUILD_EXT_1/disabled', 'true')).text).toBe('true');
    expect((await call('GET', '/buildTypes/id:B/features/BUILD_EXT_1')).body.disabled).toBe(true);
  });

  it("refuses a VCS root whose properties are not TeamCity's Properties", async () => {
    const made = await call('POST', '/vcs-roots', { name: 'Bad', properties: 'x' });
    expect(made.status).toBe(400);
    expect((await call('GET', '/vcs-roots/id:Bad/properties')).status).toBe(404);
  });
});

describe('reads of what a seed leaves out', () => {
  it('answers the empty rules of a VCS root entry seeded without them, not the text "undefined"', async () => {
    const res = await text('GET', '/buildTypes/id:B/vcs-root-entries/Git/checkout-rules');
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
  });

  it('publishes a declared output parameter seeded without a value as empty, where the read was a 500', async () => {
    const res = await call('GET', '/builds/id:1/output-parameters');
    expect(res.status).toBe(200);
    expect(res.body.property).toEqual([{ name: 'out', value: '' }]);
  });

  it("marks only the default branch of a project's builds as default", async () => {
    const res = await call('GET', '/projects/id:P/branches');
    expect(res.body).toEqual({ count: 2, branch: [{ name: 'main', default: true }, { name: 'feature' }] });
  });
});

describe("a project's secure values", () => {
  it('finds a token only among those made, never a name every object has', async () => {
    const token = (await text('POST', '/projects/id:P/secure/tokens', 's3cret')).text;
    expect((await text('GET', `/projects/id:P/secure/values/${encodeURIComponent(token)}`)).text).toBe('s3cret');
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect((await text('GET', `/projects/id:P/secure/values/${name}`)).status, name).toBe(404);
  });
});

describe("a VCS root instance's repository state", () => {
  it("is dated by the server's clock, as every other date the fake writes", async () => {
    await call('PUT', '/vcs-root-instances/id:1/repositoryState', { entry: [{ name: 'main', value: 'abc' }] });
    // manualClock() starts at 2026-01-01T00:00:00Z.
    expect((await call('GET', '/vcs-root-instances/id:1/repositoryState')).body.timestamp).toBe('20260101T000000+0000');
    expect((await text('GET', '/vcs-root-instances/id:1/repositoryState/creationDate')).text).toBe(
      '20260101T000000+0000',
    );
  });
});
