// The fake TeamCity's roles (`/app/rest/roles`) and a user's effective permissions (`/users/{u}/permissions`), over
// real HTTP: the built-in catalogue, custom roles written and read back, and permissions that follow the roles given
// to the user, to the user's groups and to the roles those include.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../generated/src/operations.js';
import { handlers, notSimulated } from '../generated/src/testing/handlers/index.js';
import { startFakeTeamCity, type FakeTeamCity } from '../generated/src/testing/index.js';
import { rest } from './helpers/rest.js';

let tc: FakeTeamCity;
beforeAll(async () => {
  tc = await startFakeTeamCity({
    seed: {
      projects: [{ id: 'P' }, { id: 'P_Sub', parentProjectId: 'P' }, { id: 'Q' }],
      users: [{ username: 'alice' }, { username: 'carol', groups: { group: [{ key: 'DEVS' }] } }],
      userGroups: [
        { key: 'DEVS', 'parent-groups': { group: [{ key: 'ALL' }] } },
        { key: 'ALL', roles: { role: [{ roleId: 'PROJECT_VIEWER', scope: 'p:Q' }] } },
      ],
    },
  });
});
afterAll(() => tc.close());

const api = (method: string, path: string, body?: unknown) => rest(tc.url, method, path, body);
type Assignment = { permission: { id: string; global: boolean }; project?: { id: string }; isGlobalScope: boolean };
const granted = async (user: string, locator?: string) => {
  const res = await api('GET', `/users/${user}/permissions${locator ? `?locator=${encodeURIComponent(locator)}` : ''}`);
  expect(res.status, res.text).toBe(200);
  return (res.body.permissionAssignment as Assignment[]).map((a) => `${a.permission.id}@${a.project?.id ?? 'g'}`);
};

describe('roles', () => {
  it('simulates every operation of the roles area and the effective permissions of a user', () => {
    const ids = operations.filter((o) => o.area === 'roles').map((o) => o.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of [...ids, 'users.get_permissions_0' as const]) {
      expect(handlers[id], id).toBeDefined();
      expect(notSimulated.has(id), id).toBe(false);
    }
  });

  it("lists TeamCity's built-in roles in short form, and one in full with its permissions and included roles", async () => {
    const list = await api('GET', '/roles');
    expect(list.status).toBe(200);
    const ids = list.body.role.map((r: { id: string }) => r.id);
    expect(ids).toEqual(
      expect.arrayContaining(['SYSTEM_ADMIN', 'PROJECT_ADMIN', 'PROJECT_DEVELOPER', 'PROJECT_VIEWER']),
    );
    expect(list.body.count).toBe(ids.length);
    expect(list.body.role[0].permissions).toBeUndefined();
    const withIncluded = await api('GET', '/roles?fields=role(id,included(role(id)))');
    const dev = withIncluded.body.role.find((r: { id: string }) => r.id === 'PROJECT_DEVELOPER');
    expect(dev).toEqual({ id: 'PROJECT_DEVELOPER', included: { role: [{ id: 'PROJECT_VIEWER' }] } });

    const one = await api('GET', '/roles/id:PROJECT_DEVELOPER');
    expect(one.body).toMatchObject({
      id: 'PROJECT_DEVELOPER',
      name: 'Project developer',
      href: '/app/rest/roles/id:PROJECT_DEVELOPER',
    });
    expect(one.body.permissions.permission).toContainEqual({ id: 'run_build', name: 'Run build', global: false });
    expect(one.body.permissions.count).toBe(one.body.permissions.permission.length);
    expect((await api('GET', '/roles/id:NOPE')).status).toBe(404);
  });

  it('creates a role, changes it and reads every change back; refuses what TeamCity refuses', async () => {
    const made = await api('POST', '/roles', {
      name: 'Deployer',
      permissions: { permission: [{ id: 'RUN_BUILD' }] },
      included: { role: [{ id: 'PROJECT_VIEWER' }] },
    });
    expect(made.status, made.text).toBe(200);
    const id = made.body.id as string;
    const read = async () => (await api('GET', `/roles/id:${id}`)).body;
    expect(await read()).toMatchObject({
      name: 'Deployer',
      permissions: { count: 1, permission: [{ id: 'run_build' }] },
      included: { count: 1, role: [{ id: 'PROJECT_VIEWER' }] },
    });
    expect((await api('PUT', `/roles/id:${id}/permissions/tag_build`)).body.permissions.count).toBe(2);
    expect((await read()).permissions.permission.map((p: { id: string }) => p.id)).toEqual(['run_build', 'tag_build']);
    await api('DELETE', `/roles/id:${id}/permissions/run_build`);
    expect((await read()).permissions.permission.map((p: { id: string }) => p.id)).toEqual(['tag_build']);
    await api('PUT', `/roles/id:${id}/included/AGENT_MANAGER`);
    await api('PUT', `/roles/id:${id}/included/AGENT_MANAGER`);
    expect((await read()).included.role.map((r: { id: string }) => r.id)).toEqual(['PROJECT_VIEWER', 'AGENT_MANAGER']);
    await api('DELETE', `/roles/id:${id}/included/PROJECT_VIEWER`);
    expect((await read()).included.role.map((r: { id: string }) => r.id)).toEqual(['AGENT_MANAGER']);

    expect((await api('POST', '/roles', {})).text).toContain('name must be provided');
    expect((await api('POST', '/roles', { name: 'X', id: 'X' })).text).toContain('id is generated automatically');
    const badPermission = await api('PUT', `/roles/id:${id}/permissions/fly_to_moon`);
    expect([badPermission.status, badPermission.text]).toEqual([
      400,
      expect.stringContaining("'fly_to_moon' does not exist"),
    ]);
    expect((await api('PUT', `/roles/id:${id}/included/NOPE`)).status).toBe(400);
    expect((await api('PUT', '/roles/id:NOPE/permissions/run_build')).status).toBe(404);

    expect((await api('DELETE', `/roles/id:${id}`)).status).toBe(204);
    expect((await api('GET', `/roles/id:${id}`)).status).toBe(404);
    expect((await api('GET', '/roles')).body.role.map((r: { id: string }) => r.id)).not.toContain(id);
  });
});

describe("a user's permissions", () => {
  it('follow the roles assigned: server-wide, in a project and its subprojects, and through groups', async () => {
    expect(await granted('username:alice')).toEqual([]);
    await api('POST', '/users/username:alice/roles', { roleId: 'PROJECT_DEVELOPER', scope: 'p:P' });
    const inP = await granted('username:alice');
    // Granted in P and every subproject of it, with the permissions of the included Project viewer role; never in Q.
    for (const p of ['run_build@P', 'run_build@P_Sub', 'view_project@P', 'view_project@P_Sub'])
      expect(inP).toContain(p);
    expect(inP.some((p) => p.endsWith('@Q') || p.endsWith('@g'))).toBe(false);
    expect(await granted('username:alice', 'project:(id:P_Sub),permission:run_build')).toEqual(['run_build@P_Sub']);

    await api('PUT', '/users/username:alice/roles/AGENT_MANAGER/g');
    expect(await granted('username:alice', 'global:true')).toEqual(expect.arrayContaining(['enable_disable_agent@g']));
    const res = await api('GET', '/users/username:alice/permissions?locator=permission:enable_disable_agent');
    expect(res.body.permissionAssignment).toEqual([
      { permission: expect.objectContaining({ id: 'enable_disable_agent', global: true }), isGlobalScope: true },
    ]);
    // Removing the role takes its permissions away.
    await api('DELETE', '/users/username:alice/roles/PROJECT_DEVELOPER/p:P');
    expect(await granted('username:alice', 'global:false')).toEqual([]);

    // carol is in DEVS, a subgroup of ALL, which has Project viewer in Q.
    expect(await granted('username:carol')).toEqual(['view_project@Q']);
  });

  it('follow a change to a role the user has', async () => {
    await api('POST', '/users/username:carol/roles', { roleId: 'PROJECT_VIEWER', scope: 'g' });
    expect(await granted('username:carol', 'global:true')).toEqual(['view_project@g']);
    await api('PUT', '/roles/id:PROJECT_VIEWER/permissions/comment_build');
    expect(await granted('username:carol', 'global:true')).toEqual(['comment_build@g', 'view_project@g']);
  });

  it('refuses a locator it cannot read before answering', async () => {
    for (const locator of ['permission:fly', 'colour:red', 'global:maybe']) {
      const res = await api('GET', `/users/username:alice/permissions?locator=${encodeURIComponent(locator)}`);
      expect(res.status, locator).toBe(400);
    }
    expect((await api('GET', '/users/username:nobody/permissions')).status).toBe(404);
  });
});
