// Generated from spec/areas/users.yaml by the teamcity-sdk generator. Do not edit.
import {
  type CallOptions,
  type ExactFields,
  type Operation,
  request,
  type Selected,
  type Transport,
  withFields,
} from '../runtime/index.js';
import { jsonBody, textBody } from '../runtime/body.js';
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
import { xmlErrors } from '../runtime/xml-errors.js';
import type {
  Group,
  Groups,
  PermissionAssignments,
  Properties,
  Role,
  Roles,
  Token,
  Tokens,
  User,
  Users,
} from '../models.js';
import type { UserGroupLocator, UserLocator } from '../locators.js';
import type {
  GroupFields,
  GroupsFields,
  PermissionAssignmentsFields,
  PropertiesFields,
  TokenFields,
  TokensFields,
  UserFields,
  UsersFields,
} from '../fields.js';

/** Inputs of {@link serveUsers}. */
export interface ServeUsersArgs<S extends UsersFields | string = UsersFields | string> {
  /** A user locator that filters the list: text, or a typed `UserLocator`. */
  locator?: string | UserLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveUsersOp: Operation = {
  id: 'users.serve_users',
  method: 'GET',
  path: '/app/rest/users',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List users.
 *
 * `group:(key:DEV)`, `email:...`, or `lastLogin:...` narrow the list; `current` as a single value finds the
 * caller.
 *
 * Also named `getUsers`: the same function.
 *
 * @since 2018.1
 */
export async function serveUsers<const S extends string | (object & ExactFields<S, UsersFields>) = never>(
  client: Transport,
  args: ServeUsersArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Users, S>> {
  return request(client, serveUsersOp, withFields(serveUsersOp, args), options) as Promise<Selected<Users, S>>;
}

export { serveUsers as getUsers };

/** Inputs of {@link createUser}. */
export interface CreateUserArgs<S extends UserFields | string = UserFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ username: 'ann', name: 'Ann', email: 'ann@example.com', password: '...' }`. Sent as `application/json`. */
  body?: User;
}

export const createUserOp: Operation = {
  id: 'users.create_user',
  method: 'POST',
  path: '/app/rest/users',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Create a user.
 *
 * The body needs `username`; `password`, `name`, `email`, `roles`, `groups` and `properties` may be set at once.
 * Returns the new user.
 *
 * Example body:
 * ```json
 * {
 *   "username": "alice",
 *   "name": "Alice",
 *   "email": "alice@example.com",
 *   "password": "change-me"
 * }
 * ```
 *
 * @since 2018.1
 */
export async function createUser<const S extends string | (object & ExactFields<S, UserFields>) = never>(
  client: Transport,
  args: CreateUserArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<User, S>> {
  return request(client, createUserOp, withFields(createUserOp, args), options) as Promise<Selected<User, S>>;
}

/** Inputs of {@link serveUser}. */
export interface ServeUserArgs<S extends UserFields | string = UserFields | string> {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveUserOp: Operation = {
  id: 'users.serve_user',
  method: 'GET',
  path: '/app/rest/users/{userLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a user (`current` for the caller).
 *
 * Also named `getUser`: the same function.
 *
 * @since 2018.1
 */
export async function serveUser<const S extends string | (object & ExactFields<S, UserFields>) = never>(
  client: Transport,
  args: ServeUserArgs<S>,
  options?: CallOptions,
): Promise<Selected<User, S>> {
  return request(client, serveUserOp, withFields(serveUserOp, args), options) as Promise<Selected<User, S>>;
}

export { serveUser as getUser };

/** Inputs of {@link updateUser}. */
export interface UpdateUserArgs<S extends UserFields | string = UserFields | string> {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The user as it should be. Sent as `application/json`. */
  body?: User;
}

export const updateUserOp: Operation = {
  id: 'users.update_user',
  method: 'PUT',
  path: '/app/rest/users/{userLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace a user's details.
 *
 * Changes the user to match the body (name, email, roles, groups, properties). Returns the user.
 *
 * Example body:
 * ```json
 * {
 *   "username": "alice",
 *   "name": "Alice",
 *   "email": "alice@example.com",
 *   "password": "change-me"
 * }
 * ```
 *
 * @since 2018.1
 */
export async function updateUser<const S extends string | (object & ExactFields<S, UserFields>) = never>(
  client: Transport,
  args: UpdateUserArgs<S>,
  options?: CallOptions,
): Promise<Selected<User, S>> {
  return request(client, updateUserOp, withFields(updateUserOp, args), options) as Promise<Selected<User, S>>;
}

/** Inputs of {@link deleteUser}. */
export interface DeleteUserArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
}

export const deleteUserOp: Operation = {
  id: 'users.delete_user',
  method: 'DELETE',
  path: '/app/rest/users/{userLocator}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Delete a user.
 *
 * Refused (403) when the user has permissions the caller lacks.
 *
 * @since 2018.1
 */
export function deleteUser(client: Transport, args: DeleteUserArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteUserOp, args, options) as Promise<void>;
}

/** Inputs of {@link serveUserField}. */
export interface ServeUserFieldArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** The field: `id`, `name`, `username` or `email`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
}

export const serveUserFieldOp: Operation = {
  id: 'users.serve_user_field',
  method: 'GET',
  path: '/app/rest/users/{userLocator}/{field}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read one field of a user as text.
 *
 * Also named `getUserField`: the same function.
 *
 * @since 2018.1
 */
export function serveUserField(client: Transport, args: ServeUserFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, serveUserFieldOp, args, options) as Promise<string>;
}

export { serveUserField as getUserField };

/** Inputs of {@link setUserField}. */
export interface SetUserFieldArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** The field: `username`, `name`, `email` or `password`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
  /** The new value, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const setUserFieldOp: Operation = {
  id: 'users.set_user_field',
  method: 'PUT',
  path: '/app/rest/users/{userLocator}/{field}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Change a user's username, name, email or password through a text field.
 *
 * Answers the field's new value (nothing for `password`).
 *
 * Example body:
 * ```text
 * Alice Example
 * ```
 *
 * @since 2018.1
 */
export function setUserField(client: Transport, args: SetUserFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, setUserFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link deleteUserField}. */
export interface DeleteUserFieldArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** The field: `name`, `email` or `password`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
}

export const deleteUserFieldOp: Operation = {
  id: 'users.delete_user_field',
  method: 'DELETE',
  path: '/app/rest/users/{userLocator}/{field}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Clear a user's name, email or password.
 *
 * @since 2018.1
 */
export function deleteUserField(client: Transport, args: DeleteUserFieldArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteUserFieldOp, args, options) as Promise<void>;
}

/** Inputs of {@link getGroups}. */
export interface GetGroupsArgs<S extends GroupsFields | string = GroupsFields | string> {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getGroupsOp: Operation = {
  id: 'users.get_groups',
  method: 'GET',
  path: '/app/rest/users/{userLocator}/groups',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the groups a user belongs to.
 *
 * @since 2018.1
 */
export async function getGroups<const S extends string | (object & ExactFields<S, GroupsFields>) = never>(
  client: Transport,
  args: GetGroupsArgs<S>,
  options?: CallOptions,
): Promise<Selected<Groups, S>> {
  return request(client, getGroupsOp, withFields(getGroupsOp, args), options) as Promise<Selected<Groups, S>>;
}

/** Inputs of {@link addGroup}. */
export interface AddGroupArgs<S extends GroupFields | string = GroupFields | string> {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The group, found by what it names: `{ key: 'DEV' }`. Sent as `application/json`. */
  body?: Group;
}

export const addGroupOp: Operation = {
  id: 'users.add_group',
  method: 'POST',
  path: '/app/rest/users/{userLocator}/groups',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Add a user to a group.
 *
 * Returns the group.
 *
 * Example body:
 * ```json
 * {
 *   "key": "DEVS",
 *   "name": "Developers"
 * }
 * ```
 *
 * @since 2018.1
 */
export async function addGroup<const S extends string | (object & ExactFields<S, GroupFields>) = never>(
  client: Transport,
  args: AddGroupArgs<S>,
  options?: CallOptions,
): Promise<Selected<Group, S>> {
  return request(client, addGroupOp, withFields(addGroupOp, args), options) as Promise<Selected<Group, S>>;
}

/** Inputs of {@link replaceGroups}. */
export interface ReplaceGroupsArgs<S extends GroupsFields | string = GroupsFields | string> {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The groups: `{ group: [{ key: 'DEV' }] }`. Sent as `application/json`. */
  body?: Groups;
}

export const replaceGroupsOp: Operation = {
  id: 'users.replace_groups',
  method: 'PUT',
  path: '/app/rest/users/{userLocator}/groups',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace the groups a user belongs to.
 *
 * The user ends up in exactly the posted groups. Returns them.
 *
 * Example body:
 * ```json
 * {
 *   "group": [
 *     {
 *       "key": "DEVS"
 *     },
 *     {
 *       "key": "QA"
 *     }
 *   ]
 * }
 * ```
 *
 * @since 2018.1
 */
export async function replaceGroups<const S extends string | (object & ExactFields<S, GroupsFields>) = never>(
  client: Transport,
  args: ReplaceGroupsArgs<S>,
  options?: CallOptions,
): Promise<Selected<Groups, S>> {
  return request(client, replaceGroupsOp, withFields(replaceGroupsOp, args), options) as Promise<Selected<Groups, S>>;
}

/** Inputs of {@link getGroup}. */
export interface GetGroupArgs<S extends GroupFields | string = GroupFields | string> {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** Which user group: locator text, or a typed `UserGroupLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  groupLocator: string | UserGroupLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getGroupOp: Operation = {
  id: 'users.get_group',
  method: 'GET',
  path: '/app/rest/users/{userLocator}/groups/{groupLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one group of a user.
 *
 * 404 when the user does not belong to it.
 *
 * @since 2018.1
 */
export async function getGroup<const S extends string | (object & ExactFields<S, GroupFields>) = never>(
  client: Transport,
  args: GetGroupArgs<S>,
  options?: CallOptions,
): Promise<Selected<Group, S>> {
  return request(client, getGroupOp, withFields(getGroupOp, args), options) as Promise<Selected<Group, S>>;
}

/** Inputs of {@link removeGroup}. */
export interface RemoveGroupArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** Which user group: locator text, or a typed `UserGroupLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  groupLocator: string | UserGroupLocator;
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
}

export const removeGroupOp: Operation = {
  id: 'users.remove_group',
  method: 'DELETE',
  path: '/app/rest/users/{userLocator}/groups/{groupLocator}',
  query: ['fields'],
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove a user from a group.
 *
 * 404 when the user does not belong to it.
 *
 * @since 2018.1
 */
export function removeGroup(client: Transport, args: RemoveGroupArgs, options?: CallOptions): Promise<void> {
  return request(client, removeGroupOp, args, options) as Promise<void>;
}

/** Inputs of {@link listRoles}. */
export interface ListRolesArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
}

export const listRolesOp: Operation = {
  id: 'users.list_roles',
  method: 'GET',
  path: '/app/rest/users/{userLocator}/roles',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the roles assigned to a user, with their scopes.
 *
 * @since 2018.1
 */
export function listRoles(client: Transport, args: ListRolesArgs, options?: CallOptions): Promise<Roles> {
  return request(client, listRolesOp, args, options) as Promise<Roles>;
}

/** Inputs of {@link addRole}. */
export interface AddRoleArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** `{ roleId: 'PROJECT_DEVELOPER', scope: 'p:App' }`; `scope: 'g'` assigns it on the whole server. Sent as `application/json`. */
  body?: Role;
}

export const addRoleOp: Operation = {
  id: 'users.add_role',
  method: 'POST',
  path: '/app/rest/users/{userLocator}/roles',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Assign a role to a user.
 *
 * Returns the role assignment.
 *
 * Example body:
 * ```json
 * {
 *   "roleId": "PROJECT_DEVELOPER",
 *   "scope": "p:App"
 * }
 * ```
 *
 * @since 2018.1
 */
export function addRole(client: Transport, args: AddRoleArgs, options?: CallOptions): Promise<Role> {
  return request(client, addRoleOp, args, options) as Promise<Role>;
}

/** Inputs of {@link replaceRoles}. */
export interface ReplaceRolesArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** `{ role: [{ roleId: 'PROJECT_VIEWER', scope: 'g' }] }`. Sent as `application/json`. */
  body?: Roles;
}

export const replaceRolesOp: Operation = {
  id: 'users.replace_roles',
  method: 'PUT',
  path: '/app/rest/users/{userLocator}/roles',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace the roles assigned to a user.
 *
 * The user ends up with exactly the posted role assignments.
 *
 * Example body:
 * ```json
 * {
 *   "role": [
 *     {
 *       "roleId": "PROJECT_DEVELOPER",
 *       "scope": "p:App"
 *     }
 *   ]
 * }
 * ```
 *
 * @since 2018.1
 */
export function replaceRoles(client: Transport, args: ReplaceRolesArgs, options?: CallOptions): Promise<Roles> {
  return request(client, replaceRolesOp, args, options) as Promise<Roles>;
}

/** Inputs of {@link listRole}. */
export interface ListRoleArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** The role's id (`PROJECT_DEVELOPER`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  roleId: string;
  /** Where: `g` for the whole server, `p:App` for the project with id `App`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  scope: string;
}

export const listRoleOp: Operation = {
  id: 'users.list_role',
  method: 'GET',
  path: '/app/rest/users/{userLocator}/roles/{roleId}/{scope}',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one role assignment of a user.
 *
 * 404 when the user does not have that role in that scope.
 *
 * Also named `getRoleAssignment`: the same function.
 *
 * @since 2018.1
 */
export function listRole(client: Transport, args: ListRoleArgs, options?: CallOptions): Promise<Role> {
  return request(client, listRoleOp, args, options) as Promise<Role>;
}

export { listRole as getRoleAssignment };

/** Inputs of {@link addRoleSimple}. */
export interface AddRoleSimpleArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** The role's id (`PROJECT_DEVELOPER`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  roleId: string;
  /** Where: `g` for the whole server, `p:App` for the project with id `App`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  scope: string;
}

export const addRoleSimpleOp: Operation = {
  id: 'users.add_role_simple',
  method: 'PUT',
  path: '/app/rest/users/{userLocator}/roles/{roleId}/{scope}',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Assign a role to a user in a scope given in the path.
 *
 * Returns the role assignment.
 *
 * @since 2018.1
 */
export function addRoleSimple(client: Transport, args: AddRoleSimpleArgs, options?: CallOptions): Promise<Role> {
  return request(client, addRoleSimpleOp, args, options) as Promise<Role>;
}

/** Inputs of {@link addRoleSimplePost}. */
export interface AddRoleSimplePostArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** The role's id (`PROJECT_DEVELOPER`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  roleId: string;
  /** Where: `g` for the whole server, `p:App` for the project with id `App`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  scope: string;
}

export const addRoleSimplePostOp: Operation = {
  id: 'users.add_role_simple_post',
  method: 'POST',
  path: '/app/rest/users/{userLocator}/roles/{roleId}/{scope}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Assign a role to a user in a scope given in the path (answers nothing).
 *
 * The same as `addRoleSimple`, with POST.
 *
 * @since 2018.1
 */
export function addRoleSimplePost(
  client: Transport,
  args: AddRoleSimplePostArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, addRoleSimplePostOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteRole}. */
export interface DeleteRoleArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** The role's id (`PROJECT_DEVELOPER`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  roleId: string;
  /** Where: `g` for the whole server, `p:App` for the project with id `App`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  scope: string;
}

export const deleteRoleOp: Operation = {
  id: 'users.delete_role',
  method: 'DELETE',
  path: '/app/rest/users/{userLocator}/roles/{roleId}/{scope}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Take a role away from a user.
 *
 * @since 2018.1
 */
export function deleteRole(client: Transport, args: DeleteRoleArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteRoleOp, args, options) as Promise<void>;
}

/** Inputs of {@link getPermissions0}. */
export interface GetPermissions0Args<
  S extends PermissionAssignmentsFields | string = PermissionAssignmentsFields | string,
> {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** Which permissions: `permission:run_build`, `project:(id:App)`, `global:true`. */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getPermissions0Op: Operation = {
  id: 'users.get_permissions_0',
  method: 'GET',
  path: '/app/rest/users/{userLocator}/permissions',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the permissions a user has, and where.
 *
 * Each entry is a permission with the project it holds in (none: every project, or the whole server). Needs the
 * permission to view the user's profile.
 *
 * Also named `getUserPermissions`: the same function.
 *
 * @since 2018.1
 */
export async function getPermissions0<
  const S extends string | (object & ExactFields<S, PermissionAssignmentsFields>) = never,
>(client: Transport, args: GetPermissions0Args<S>, options?: CallOptions): Promise<Selected<PermissionAssignments, S>> {
  return request(client, getPermissions0Op, withFields(getPermissions0Op, args), options) as Promise<
    Selected<PermissionAssignments, S>
  >;
}

export { getPermissions0 as getUserPermissions };

/** Inputs of {@link getPermissions}. */
export interface GetPermissionsArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
}

export const getPermissionsOp: Operation = {
  id: 'users.get_permissions',
  method: 'GET',
  path: '/app/rest/users/{userLocator}/debug/permissions',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * List a user's roles and permissions as text, for debugging.
 *
 * Only when the server's internal property `rest.debug.permissionsList.enable` is set (400 otherwise).
 *
 * Also named `getPermissionsText`: the same function.
 *
 * @since 2018.1
 */
export function getPermissions(client: Transport, args: GetPermissionsArgs, options?: CallOptions): Promise<string> {
  return request(client, getPermissionsOp, args, options) as Promise<string>;
}

export { getPermissions as getPermissionsText };

/** Inputs of {@link deleteRememberMe}. */
export interface DeleteRememberMeArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
}

export const deleteRememberMeOp: Operation = {
  id: 'users.delete_remember_me',
  method: 'DELETE',
  path: '/app/rest/users/{userLocator}/debug/rememberMe',
  accept: 'text/plain',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Drop every remember-me login of a user.
 *
 * The user's "remember me" browser logins stop working. Users may do it for themselves; others need the
 * permission to change users.
 *
 * @since 2018.1
 */
export function deleteRememberMe(client: Transport, args: DeleteRememberMeArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteRememberMeOp, args, options) as Promise<void>;
}

/** Inputs of {@link serveUserProperties}. */
export interface ServeUserPropertiesArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveUserPropertiesOp: Operation = {
  id: 'users.serve_user_properties',
  method: 'GET',
  path: '/app/rest/users/{userLocator}/properties',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List a user's properties (their settings, as name-value pairs).
 *
 * Also named `getUserProperties`: the same function.
 *
 * @since 2018.1
 */
export async function serveUserProperties<const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
  client: Transport,
  args: ServeUserPropertiesArgs<S>,
  options?: CallOptions,
): Promise<Selected<Properties, S>> {
  return request(client, serveUserPropertiesOp, withFields(serveUserPropertiesOp, args), options) as Promise<
    Selected<Properties, S>
  >;
}

export { serveUserProperties as getUserProperties };

/** Inputs of {@link serveUserProperty}. */
export interface ServeUserPropertyArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** The property's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const serveUserPropertyOp: Operation = {
  id: 'users.serve_user_property',
  method: 'GET',
  path: '/app/rest/users/{userLocator}/properties/{name}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get one property of a user, as text.
 *
 * Also named `getUserProperty`: the same function.
 *
 * @since 2018.1
 */
export function serveUserProperty(
  client: Transport,
  args: ServeUserPropertyArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveUserPropertyOp, args, options) as Promise<string>;
}

export { serveUserProperty as getUserProperty };

/** Inputs of {@link putUserProperty}. */
export interface PutUserPropertyArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** The property's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** The value, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const putUserPropertyOp: Operation = {
  id: 'users.put_user_property',
  method: 'PUT',
  path: '/app/rest/users/{userLocator}/properties/{name}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Set one property of a user, as text.
 *
 * Answers the value as stored.
 *
 * Example body:
 * ```text
 * true
 * ```
 *
 * @since 2018.1
 */
export function putUserProperty(client: Transport, args: PutUserPropertyArgs, options?: CallOptions): Promise<string> {
  return request(client, putUserPropertyOp, args, options) as Promise<string>;
}

/** Inputs of {@link removeUserProperty}. */
export interface RemoveUserPropertyArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** The property's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const removeUserPropertyOp: Operation = {
  id: 'users.remove_user_property',
  method: 'DELETE',
  path: '/app/rest/users/{userLocator}/properties/{name}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove one property of a user.
 *
 * @since 2018.1
 */
export function removeUserProperty(
  client: Transport,
  args: RemoveUserPropertyArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, removeUserPropertyOp, args, options) as Promise<void>;
}

/** Inputs of {@link logoutUser}. */
export interface LogoutUserArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
}

export const logoutUserOp: Operation = {
  id: 'users.logout_user',
  method: 'POST',
  path: '/app/rest/users/{userLocator}/logout',
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * End every session of a user (log them out everywhere).
 *
 * @since 2025.x
 */
export function logoutUser(client: Transport, args: LogoutUserArgs, options?: CallOptions): Promise<void> {
  return request(client, logoutUserOp, args, options) as Promise<void>;
}

/** Inputs of {@link getUserTokens}. */
export interface GetUserTokensArgs<S extends TokensFields | string = TokensFields | string> {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getUserTokensOp: Operation = {
  id: 'users.get_user_tokens',
  method: 'GET',
  path: '/app/rest/users/{userLocator}/tokens',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List a user's access tokens (names, dates, restrictions; never the secret).
 *
 * @since 2023.11
 */
export async function getUserTokens<const S extends string | (object & ExactFields<S, TokensFields>) = never>(
  client: Transport,
  args: GetUserTokensArgs<S>,
  options?: CallOptions,
): Promise<Selected<Tokens, S>> {
  return request(client, getUserTokensOp, withFields(getUserTokensOp, args), options) as Promise<Selected<Tokens, S>>;
}

/** Inputs of {@link addUserToken}. */
export interface AddUserTokenArgs<S extends TokenFields | string = TokenFields | string> {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ name: 'ci', expirationTime: '20261231T000000+0000' }`. Sent as `application/json`. */
  body?: Token;
}

export const addUserTokenOp: Operation = {
  id: 'users.add_user_token',
  method: 'POST',
  path: '/app/rest/users/{userLocator}/tokens',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Create an access token for a user.
 *
 * The body needs `name`; `expirationTime` sets when it stops working, and `permissionRestrictions` limits it to
 * some permissions (each one the user has). The answer's `value` is the token: TeamCity shows it this once only,
 * and a used name is refused (400).
 *
 * Example body:
 * ```json
 * {
 *   "name": "ci-token",
 *   "expirationTime": "20270101T000000+0000"
 * }
 * ```
 *
 * @since 2023.11
 */
export async function addUserToken<const S extends string | (object & ExactFields<S, TokenFields>) = never>(
  client: Transport,
  args: AddUserTokenArgs<S>,
  options?: CallOptions,
): Promise<Selected<Token, S>> {
  return request(client, addUserTokenOp, withFields(addUserTokenOp, args), options) as Promise<Selected<Token, S>>;
}

/** Inputs of {@link deleteUserToken}. */
export interface DeleteUserTokenArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** The token's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const deleteUserTokenOp: Operation = {
  id: 'users.delete_user_token',
  method: 'DELETE',
  path: '/app/rest/users/{userLocator}/tokens/{name}',
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Delete a user's access token.
 *
 * 404 when the user has no token of that name.
 *
 * @since 2023.11
 */
export function deleteUserToken(client: Transport, args: DeleteUserTokenArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteUserTokenOp, args, options) as Promise<void>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly serveUsers: {
    /**
     * List users.
     *
     * @see {@link serveUsers}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, UsersFields>) = never>(
      args?: ServeUsersArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Users, S>>;
  };
  /** Same as `serveUsers`. */
  readonly getUsers: SelectingOperations['serveUsers'];
  readonly createUser: {
    /**
     * Create a user.
     *
     * @see {@link createUser}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, UserFields>) = never>(
      args?: CreateUserArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<User, S>>;
  };
  readonly serveUser: {
    /**
     * Get a user (`current` for the caller).
     *
     * @see {@link serveUser}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, UserFields>) = never>(
      args: ServeUserArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<User, S>>;
  };
  /** Same as `serveUser`. */
  readonly getUser: SelectingOperations['serveUser'];
  readonly updateUser: {
    /**
     * Replace a user's details.
     *
     * @see {@link updateUser}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, UserFields>) = never>(
      args: UpdateUserArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<User, S>>;
  };
  readonly getGroups: {
    /**
     * List the groups a user belongs to.
     *
     * @see {@link getGroups}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, GroupsFields>) = never>(
      args: GetGroupsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Groups, S>>;
  };
  readonly addGroup: {
    /**
     * Add a user to a group.
     *
     * @see {@link addGroup}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, GroupFields>) = never>(
      args: AddGroupArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Group, S>>;
  };
  readonly replaceGroups: {
    /**
     * Replace the groups a user belongs to.
     *
     * @see {@link replaceGroups}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, GroupsFields>) = never>(
      args: ReplaceGroupsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Groups, S>>;
  };
  readonly getGroup: {
    /**
     * Get one group of a user.
     *
     * @see {@link getGroup}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, GroupFields>) = never>(
      args: GetGroupArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Group, S>>;
  };
  readonly getPermissions0: {
    /**
     * List the permissions a user has, and where.
     *
     * @see {@link getPermissions0}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PermissionAssignmentsFields>) = never>(
      args: GetPermissions0Args<S>,
      options?: CallOptions,
    ): Promise<Selected<PermissionAssignments, S>>;
  };
  /** Same as `getPermissions0`. */
  readonly getUserPermissions: SelectingOperations['getPermissions0'];
  readonly serveUserProperties: {
    /**
     * List a user's properties (their settings, as name-value pairs).
     *
     * @see {@link serveUserProperties}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args: ServeUserPropertiesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** Same as `serveUserProperties`. */
  readonly getUserProperties: SelectingOperations['serveUserProperties'];
  readonly getUserTokens: {
    /**
     * List a user's access tokens (names, dates, restrictions; never the secret).
     *
     * @see {@link getUserTokens}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, TokensFields>) = never>(
      args: GetUserTokensArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Tokens, S>>;
  };
  readonly addUserToken: {
    /**
     * Create an access token for a user.
     *
     * @see {@link addUserToken}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, TokenFields>) = never>(
      args: AddUserTokenArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Token, S>>;
  };
}

/** The users operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  readonly deleteUser: {
    /**
     * Delete a user.
     *
     * @see {@link deleteUser}
     * @since 2018.1
     */
    (args: DeleteUserArgs, options?: CallOptions): Promise<void>;
  };
  readonly serveUserField: {
    /**
     * Read one field of a user as text.
     *
     * @see {@link serveUserField}
     * @since 2018.1
     */
    (args: ServeUserFieldArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveUserField`. */
  readonly getUserField: BoundOperations['serveUserField'];
  readonly setUserField: {
    /**
     * Change a user's username, name, email or password through a text field.
     *
     * @see {@link setUserField}
     * @since 2018.1
     */
    (args: SetUserFieldArgs, options?: CallOptions): Promise<string>;
  };
  readonly deleteUserField: {
    /**
     * Clear a user's name, email or password.
     *
     * @see {@link deleteUserField}
     * @since 2018.1
     */
    (args: DeleteUserFieldArgs, options?: CallOptions): Promise<void>;
  };
  readonly removeGroup: {
    /**
     * Remove a user from a group.
     *
     * @see {@link removeGroup}
     * @since 2018.1
     */
    (args: RemoveGroupArgs, options?: CallOptions): Promise<void>;
  };
  readonly listRoles: {
    /**
     * List the roles assigned to a user, with their scopes.
     *
     * @see {@link listRoles}
     * @since 2018.1
     */
    (args: ListRolesArgs, options?: CallOptions): Promise<Roles>;
  };
  readonly addRole: {
    /**
     * Assign a role to a user.
     *
     * @see {@link addRole}
     * @since 2018.1
     */
    (args: AddRoleArgs, options?: CallOptions): Promise<Role>;
  };
  readonly replaceRoles: {
    /**
     * Replace the roles assigned to a user.
     *
     * @see {@link replaceRoles}
     * @since 2018.1
     */
    (args: ReplaceRolesArgs, options?: CallOptions): Promise<Roles>;
  };
  readonly listRole: {
    /**
     * Get one role assignment of a user.
     *
     * @see {@link listRole}
     * @since 2018.1
     */
    (args: ListRoleArgs, options?: CallOptions): Promise<Role>;
  };
  /** Same as `listRole`. */
  readonly getRoleAssignment: BoundOperations['listRole'];
  readonly addRoleSimple: {
    /**
     * Assign a role to a user in a scope given in the path.
     *
     * @see {@link addRoleSimple}
     * @since 2018.1
     */
    (args: AddRoleSimpleArgs, options?: CallOptions): Promise<Role>;
  };
  readonly addRoleSimplePost: {
    /**
     * Assign a role to a user in a scope given in the path (answers nothing).
     *
     * @see {@link addRoleSimplePost}
     * @since 2018.1
     */
    (args: AddRoleSimplePostArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteRole: {
    /**
     * Take a role away from a user.
     *
     * @see {@link deleteRole}
     * @since 2018.1
     */
    (args: DeleteRoleArgs, options?: CallOptions): Promise<void>;
  };
  readonly getPermissions: {
    /**
     * List a user's roles and permissions as text, for debugging.
     *
     * @see {@link getPermissions}
     * @since 2018.1
     */
    (args: GetPermissionsArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `getPermissions`. */
  readonly getPermissionsText: BoundOperations['getPermissions'];
  readonly deleteRememberMe: {
    /**
     * Drop every remember-me login of a user.
     *
     * @see {@link deleteRememberMe}
     * @since 2018.1
     */
    (args: DeleteRememberMeArgs, options?: CallOptions): Promise<void>;
  };
  readonly serveUserProperty: {
    /**
     * Get one property of a user, as text.
     *
     * @see {@link serveUserProperty}
     * @since 2018.1
     */
    (args: ServeUserPropertyArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveUserProperty`. */
  readonly getUserProperty: BoundOperations['serveUserProperty'];
  readonly putUserProperty: {
    /**
     * Set one property of a user, as text.
     *
     * @see {@link putUserProperty}
     * @since 2018.1
     */
    (args: PutUserPropertyArgs, options?: CallOptions): Promise<string>;
  };
  readonly removeUserProperty: {
    /**
     * Remove one property of a user.
     *
     * @see {@link removeUserProperty}
     * @since 2018.1
     */
    (args: RemoveUserPropertyArgs, options?: CallOptions): Promise<void>;
  };
  readonly logoutUser: {
    /**
     * End every session of a user (log them out everywhere).
     *
     * @see {@link logoutUser}
     * @since 2025.x
     */
    (args: LogoutUserArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteUserToken: {
    /**
     * Delete a user's access token.
     *
     * @see {@link deleteUserToken}
     * @since 2023.11
     */
    (args: DeleteUserTokenArgs, options?: CallOptions): Promise<void>;
  };
}
