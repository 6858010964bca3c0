// The `{field}` routes (`GET`/`PUT /buildTypes/{bt}/paused`, ...) over HTTP, field by field as each TeamCity bean's
// getFieldValue and setFieldValue read them: a field TeamCity knows answers its value or TeamCity's default when the
// seed left it out, a field TeamCity does not know answers TeamCity's own error, and one the fake cannot know answers
// 501 naming the seed key that would give it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { rest } from './helpers/rest.js';

let tc: FakeTeamCity;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    seed: {
      // Nothing but ids and names: every other field is TeamCity's default.
      projects: [
        { id: 'P', name: 'Project' },
        { id: 'P_Sub', name: 'Sub', parentProjectId: 'P', internalId: 'project7' },
      ],
      buildTypes: [
        { id: 'P_B', name: 'Build', projectId: 'P_Sub' },
        { id: 'P_T', name: 'Template', projectId: 'P', templateFlag: true },
      ],
      builds: [
        {
          id: 1,
          buildTypeId: 'P_B',
          number: '1',
          startDate: '20260101T100000+0000',
          finishDate: '20260101T101000+0000',
        },
        { id: 2, buildTypeId: 'P_B', state: 'queued', queuedDate: '20260101T110000+0000' },
      ],
      vcsRoots: [{ id: 'P_Git', name: 'Git' }],
      vcsRootInstances: [{ id: '7', name: 'Git', 'vcs-root-id': 'P_Git' }],
      agents: [{ id: 1, name: 'agent-1' }],
      agentPools: [{ id: 3, name: 'Linux' }],
      users: [{ username: 'bob', password: 'secret' }],
      changes: [{ id: 4, version: 'abc', username: 'bob', date: '20260101T090000+0000' }],
    },
  });
});
afterAll(() => tc.close());

/** The status, then the text of a success or the message of an error, as the table below states each answer. */
const call = async (method: string, path: string, body?: string) => {
  const res = await rest(tc.url, method, path, body, { accept: 'text/plain' });
  return `${res.status} ${res.status < 300 ? res.text : (/Details: [\w.]+: (.*)/.exec(res.text)?.[1] ?? res.text)}`;
};

describe("fields a seed left out answer TeamCity's default", () => {
  it.each([
    // BuildTypeOrTemplate.getFieldValue
    ['/buildTypes/id:P_B/paused', '200 false'],
    ['/buildTypes/id:P_B/description', '200 '],
    ['/buildTypes/id:P_B/projectName', '200 Project :: Sub'],
    ['/buildTypes/id:P_B/fullName', '200 Project :: Sub :: Build'],
    ['/projects/id:P_Sub/buildTypes/id:P_B/paused', '200 false'],
    // Project.getFieldValue
    ['/projects/id:P/archived', '200 false'],
    ['/projects/id:P/description', '200 '],
    ['/projects/id:P/readOnlyUI', '200 false'],
    ['/projects/id:P_Sub/fullName', '200 Project :: Sub'],
    ['/projects/id:P_Sub/parentProjectName', '200 Project'],
    ['/projects/id:P_Sub/internalId', '200 project7'],
    // VcsRoot.getFieldValue: the server's default interval while the root sets none.
    ['/vcs-roots/id:P_Git/modificationCheckInterval', '200 60'],
    ['/vcs-roots/id:P_Git/defaultModificationCheckIntervalInUse', '200 true'],
    ['/vcs-roots/id:P_Git/projectId', '200 _Root'],
    ['/vcs-roots/id:P_Git/vcsName', '200 jetbrains.git'],
    // VcsRootInstance.getFieldValue: "" while nothing was collected.
    ['/vcs-root-instances/id:7/lastVersion', '200 '],
    ['/vcs-root-instances/id:7/commitHookMode', '200 false'],
    ['/vcs-root-instances/id:7/vcsName', '200 jetbrains.git'],
    ['/vcs-roots/id:P_Git/instances/id:7/commitHookMode', '200 false'],
    // Agent.getFieldValue
    ['/agents/id:1/enabled', '200 true'],
    ['/agents/id:1/typeId', '200 1'],
    // User.getFieldValue
    ['/users/username:bob/email', '200 '],
    ['/users/username:bob/username', '200 bob'],
    // Build.getFieldValue: String.valueOf of a build's flags; a queued build has no number or start yet (null: 204).
    ['/builds/id:1/personal', '200 false'],
    ['/builds/id:1/failedToStart', '200 false'],
    ['/builds/id:1/startDate', '200 20260101T100000+0000'],
    ['/builds/id:1/percentageComplete', '200 null'],
    ['/builds/id:1/branch', '200 '],
    ['/buildQueue/id:2/number', '204 '],
    ['/buildQueue/id:2/startDate', '204 '],
    ['/buildQueue/id:2/queuedDate', '200 20260101T110000+0000'],
    // Change.getFieldValue
    ['/changes/id:4/personal', '200 false'],
  ])('GET %s answers %s', async (path, expected) => {
    expect(await call('GET', path)).toBe(expected);
  });

  it("answers nothing (204) where TeamCity's value is null: the root has no parent, a pool no limit", async () => {
    expect(await call('GET', '/projects/id:_Root/parentProjectId')).toBe('204 ');
    expect(await call('GET', '/agentPools/id:3/maxAgents')).toBe('204 ');
  });
});

describe("fields TeamCity does not know answer TeamCity's own error", () => {
  it.each([
    [
      '/buildTypes/id:P_B/nope',
      "404 Field 'nope' is not supported. Supported are: id, name, description, paused, internalId.",
    ],
    // A template is not paused: BuildTypeOrTemplate reads `paused` of a build configuration only.
    [
      '/buildTypes/id:P_T/paused',
      "404 Field 'paused' is not supported. Supported are: id, name, description, paused, internalId.",
    ],
    [
      '/projects/id:P/nope',
      "404 Field 'nope' is not supported.  Supported are: id, name, description, archived, internalId.",
    ],
    [
      '/vcs-roots/id:P_Git/nope',
      "404 Field 'nope' is not supported. Supported are: id, name, vcsName, projectId, modificationCheckInterval",
    ],
    [
      '/agents/id:1/nope',
      "400 Unknown field 'nope'. Supported fields are: id, name, connected, enabled, authorized, ip, authToken",
    ],
    ['/agentPools/id:3/nope', "404 Field 'nope' is not supported. Supported are: name, maxAgents."],
    ['/users/username:bob/password', "400 Unknown field 'password'. Supported fields are: id, name, username, email"],
    [
      '/builds/id:1/nope',
      "404 Field 'nope' is not supported. Supported are: number, status, statusText, id, startDate, finishDate, buildTypeId, branchName.",
    ],
    [
      '/changes/id:4/nope',
      "404 Field 'nope' is not supported. Supported fields are: 'id', 'version', 'username', 'date', 'personal', 'comment'.",
    ],
  ])('GET %s answers %s', async (path, expected) => {
    expect(await call('GET', path)).toBe(expected);
  });

  it('a field the fake has no value for answers 501 naming the seed key that gives it', async () => {
    expect(await call('GET', '/buildTypes/id:P_B/internalId')).toBe(
      "501 The fake TeamCity has no 'internalId' for build configuration 'P_B': seed it (buildTypes[].internalId).",
    );
    expect(await call('GET', '/agents/id:1/ip')).toBe(
      "501 The fake TeamCity has no 'ip' for agent 'agent-1': seed it (agents[].ip).",
    );
  });
});

describe('PUT sets what TeamCity lets it set and answers the field read back', () => {
  it('pauses a build configuration, but not a template', async () => {
    expect(await call('PUT', '/buildTypes/id:P_B/paused', 'TRUE')).toBe('200 true');
    expect(await call('GET', '/buildTypes/id:P_B/paused')).toBe('200 true');
    expect(await call('PUT', '/buildTypes/id:P_T/paused', 'true')).toBe(
      "400 Setting field 'paused' is not supported. Supported are: name, description, paused",
    );
    expect(await call('PUT', '/buildTypes/id:P_B/projectId', 'P')).toBe(
      "400 Setting field 'projectId' is not supported. Supported are: name, description, paused",
    );
  });

  it('archives a project and refuses an empty name', async () => {
    expect(await call('PUT', '/projects/id:P/archived', 'true')).toBe('200 true');
    expect(await call('PUT', '/projects/id:P/name', '')).toBe('400 Project name cannot be empty.');
    expect(await call('PUT', '/projects/id:P/readOnlyUI', 'true')).toBe(
      "400 Setting field 'readOnlyUI' is not supported. Supported are: name, description, archived",
    );
  });

  it("sets and restores a VCS root's check interval", async () => {
    expect(await call('PUT', '/vcs-roots/id:P_Git/modificationCheckInterval', '300')).toBe('200 300');
    expect(await call('GET', '/vcs-roots/id:P_Git/defaultModificationCheckIntervalInUse')).toBe('200 false');
    expect(await call('PUT', '/vcs-roots/id:P_Git/modificationCheckInterval', 'soon')).toBe(
      `400 Field 'modificationCheckInterval' should be an integer value. Error during parsing: For input string: "soon"`,
    );
    expect(await call('PUT', '/vcs-roots/id:P_Git/modificationCheckInterval', '')).toBe('200 60');
  });

  it('switches an instance to commit hook mode with a strict boolean', async () => {
    expect(await call('PUT', '/vcs-root-instances/id:7/commitHookMode', 'true')).toBe('200 true');
    expect(await call('PUT', '/vcs-root-instances/id:7/commitHookMode', 'maybe')).toBe(
      "400 Invalid strict boolean value 'maybe'. Should be 'true' or 'false'.",
    );
  });

  it('disables an agent but does not rename it', async () => {
    expect(await call('PUT', '/agents/id:1/enabled', 'false')).toBe('200 false');
    expect(await call('PUT', '/agents/id:1/name', 'other')).toBe(
      "400 Changing field 'name' is not supported. Supported fields are: enabled, authorized",
    );
  });

  it('limits a pool and lifts the limit with an empty value', async () => {
    expect(await call('PUT', '/agentPools/id:3/maxAgents', '2')).toBe('200 2');
    expect(await call('PUT', '/agentPools/id:3/maxAgents', '')).toBe('204 ');
  });

  it("changes a user's password without answering it, and deletes only what User.deleteField deletes", async () => {
    expect(await call('PUT', '/users/username:bob/password', 'new-secret')).toBe('204 ');
    const login = (password: string) =>
      fetch(`${tc.url}/httpAuth/app/rest/users/username:bob/username`, {
        headers: { authorization: `Basic ${Buffer.from(`bob:${password}`).toString('base64')}`, accept: 'text/plain' },
      }).then((r) => r.status);
    expect([await login('new-secret'), await login('secret')]).toEqual([200, 401]);
    expect(await call('DELETE', '/users/username:bob/username')).toBe(
      "400 Setting field 'username' to 'null' is not supported. Supported fields are: name, email, password",
    );
    expect(await call('DELETE', '/users/username:bob/email')).toBe('204 ');
  });
});
