// The fake TeamCity's users, groups, roles and agents over HTTP where typing their handlers showed it wrong: posted
// lists read as their model's items, a user's credentials never taken from a body, a username kept unique, and an
// agent's enabled/authorized comment kept where its field routes read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { rest } from './helpers/rest.js';

let tc: FakeTeamCity;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    seed: {
      projects: [{ id: 'P' }],
      buildTypes: [{ id: 'P_B', projectId: 'P' }],
      agents: [{ id: 1, name: 'agent-1' }],
      agentPools: [{ id: 3, name: 'Linux' }],
      users: [{ username: 'alice' }],
      userGroups: [{ key: 'DEVS' }],
    },
  });
});
afterAll(() => tc.close());

const asBearer = async (token: string) =>
  (
    await fetch(`${tc.url}/app/rest/users/current`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    })
  ).status;

describe('a list item that is not an object is a 400, never a 500', () => {
  it.each([
    ['PUT', '/users/username:alice/roles', { role: [null] }],
    ['PUT', '/users/username:alice/groups', { group: [null] }],
    ['PUT', '/userGroups/key:DEVS/parent-groups', { group: [null] }],
    ['PUT', '/agentPools/id:3/projects', { project: [null] }],
    ['PUT', '/agents/id:1/compatibilityPolicy', { policy: 'selected', buildTypes: { buildType: [null] } }],
    ['POST', '/roles', { name: 'Nulls', permissions: { permission: [null] } }],
  ])('%s %s %j', async (method, path, body) => {
    expect((await rest(tc.url, method, path, body)).status).toBe(400);
  });
});

describe("a user's credentials are its password only", () => {
  it('takes no token from a created user, nor the fake’s own keys', async () => {
    const made = await rest(tc.url, 'POST', '/users', {
      username: 'mallory',
      token: 'forged-by-create',
      _token: 'forged-underscore',
      _tokens: [{ name: 't', value: 'forged-tokens', creationTime: '20260101T000000+0000' }],
    });
    expect(made.status).toBe(200);
    for (const token of ['forged-by-create', 'forged-underscore', 'forged-tokens'])
      expect([token, await asBearer(token)]).toEqual([token, 401]);
  });

  it('takes none from an updated user', async () => {
    const updated = await rest(tc.url, 'PUT', '/users/username:alice', {
      _token: 'forged-by-update',
      _tokens: [{ name: 't', value: 'forged-update-tokens', creationTime: '20260101T000000+0000' }],
    });
    expect(updated.status).toBe(200);
    for (const token of ['forged-by-update', 'forged-update-tokens'])
      expect([token, await asBearer(token)]).toEqual([token, 401]);
  });

  it("refuses an update to another user's username, as PUT .../username does", async () => {
    await rest(tc.url, 'POST', '/users', { username: 'bob' });
    const res = await rest(tc.url, 'PUT', '/users/username:bob', { username: 'alice', name: 'Bob' });
    expect([res.status, res.text]).toEqual([
      400,
      expect.stringContaining("User with username 'alice' already exists."),
    ]);
    expect((await rest(tc.url, 'GET', '/users/username:bob')).body).toMatchObject({ username: 'bob' });
    expect((await rest(tc.url, 'GET', '/users/username:alice')).status).toBe(200);
  });
});

describe("an agent's enabled and authorized state", () => {
  it('keeps the comment of a change, as its comment field routes read it', async () => {
    const put = await rest(tc.url, 'PUT', '/agents/id:1/enabledInfo', {
      status: false,
      comment: { text: 'maintenance' },
    });
    expect(put.body).toEqual({ status: false, comment: { text: 'maintenance' } });
    expect((await rest(tc.url, 'GET', '/agents/id:1/enabledInfo')).body).toEqual(put.body);
    const text = await rest(tc.url, 'GET', '/agents/id:1/enabledInfoCommentText', undefined, { accept: 'text/plain' });
    expect([text.status, text.text]).toEqual([200, 'maintenance']);
    expect((await rest(tc.url, 'GET', '/agents/id:1/authorizedInfo')).body).toEqual({ status: true });
  });
});
