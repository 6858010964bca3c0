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
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
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

/** Inputs of {@link serveUsers} (`users.serve_users`). */
export interface ServeUsersArgs<S extends UsersFields = UsersFields, T = string> {
  /** Query `locator`. A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  locator?: string | UserLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveUsersOp: Operation = {
  id: 'users.serve_users',
  method: 'GET',
  path: '/app/rest/users',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/users` (`serve_users`, alias `get_users`). */
export function serveUsers(client: Transport, args?: ServeUsersArgs<never>, options?: CallOptions): Promise<Users>;
/** `GET /app/rest/users` (`serve_users`, alias `get_users`). */
export function serveUsers<const S extends object & ExactFields<S, UsersFields>>(
  client: Transport,
  args?: ServeUsersArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Users, S>>;
export async function serveUsers(
  client: Transport,
  args: ServeUsersArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveUsersOp, withFields(serveUsersOp, args), options);
}

export { serveUsers as getUsers };

/** Inputs of {@link createUser} (`users.create_user`). */
export interface CreateUserArgs<S extends UserFields = UserFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: User;
}

export const createUserOp: Operation = {
  id: 'users.create_user',
  method: 'POST',
  path: '/app/rest/users',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `POST /app/rest/users` (`create_user`).
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
 */
export function createUser(client: Transport, args?: CreateUserArgs<never>, options?: CallOptions): Promise<User>;
/**
 * `POST /app/rest/users` (`create_user`).
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
 */
export function createUser<const S extends object & ExactFields<S, UserFields>>(
  client: Transport,
  args?: CreateUserArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<User, S>>;
export async function createUser(
  client: Transport,
  args: CreateUserArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, createUserOp, withFields(createUserOp, args), options);
}

/** Inputs of {@link serveUser} (`users.serve_user`). */
export interface ServeUserArgs<S extends UserFields = UserFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveUserOp: Operation = {
  id: 'users.serve_user',
  method: 'GET',
  path: '/app/rest/users/{userLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/users/{userLocator}` (`serve_user`, alias `get_user`). */
export function serveUser(client: Transport, args: ServeUserArgs<never>, options?: CallOptions): Promise<User>;
/** `GET /app/rest/users/{userLocator}` (`serve_user`, alias `get_user`). */
export function serveUser<const S extends object & ExactFields<S, UserFields>>(
  client: Transport,
  args: ServeUserArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<User, S>>;
export async function serveUser(client: Transport, args: ServeUserArgs, options?: CallOptions): Promise<unknown> {
  return request(client, serveUserOp, withFields(serveUserOp, args), options);
}

export { serveUser as getUser };

/** Inputs of {@link updateUser} (`users.update_user`). */
export interface UpdateUserArgs<S extends UserFields = UserFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: User;
}

export const updateUserOp: Operation = {
  id: 'users.update_user',
  method: 'PUT',
  path: '/app/rest/users/{userLocator}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/users/{userLocator}` (`update_user`).
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
 */
export function updateUser(client: Transport, args: UpdateUserArgs<never>, options?: CallOptions): Promise<User>;
/**
 * `PUT /app/rest/users/{userLocator}` (`update_user`).
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
 */
export function updateUser<const S extends object & ExactFields<S, UserFields>>(
  client: Transport,
  args: UpdateUserArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<User, S>>;
export async function updateUser(client: Transport, args: UpdateUserArgs, options?: CallOptions): Promise<unknown> {
  return request(client, updateUserOp, withFields(updateUserOp, args), options);
}

/** Inputs of {@link deleteUser} (`users.delete_user`). */
export interface DeleteUserArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
}

export const deleteUserOp: Operation = {
  id: 'users.delete_user',
  method: 'DELETE',
  path: '/app/rest/users/{userLocator}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/users/{userLocator}` (`delete_user`). */
export function deleteUser(client: Transport, args: DeleteUserArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteUserOp, args, options) as Promise<void>;
}

/** Inputs of {@link serveUserField} (`users.serve_user_field`). */
export interface ServeUserFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

export const serveUserFieldOp: Operation = {
  id: 'users.serve_user_field',
  method: 'GET',
  path: '/app/rest/users/{userLocator}/{field}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/users/{userLocator}/{field}` (`serve_user_field`, alias `get_user_field`). */
export function serveUserField(client: Transport, args: ServeUserFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, serveUserFieldOp, args, options) as Promise<string>;
}

export { serveUserField as getUserField };

/** Inputs of {@link setUserField} (`users.set_user_field`). */
export interface SetUserFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setUserFieldOp: Operation = {
  id: 'users.set_user_field',
  method: 'PUT',
  path: '/app/rest/users/{userLocator}/{field}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/users/{userLocator}/{field}` (`set_user_field`).
 *
 * Example body:
 * ```text
 * Alice Example
 * ```
 */
export function setUserField(client: Transport, args: SetUserFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, setUserFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link deleteUserField} (`users.delete_user_field`). */
export interface DeleteUserFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

export const deleteUserFieldOp: Operation = {
  id: 'users.delete_user_field',
  method: 'DELETE',
  path: '/app/rest/users/{userLocator}/{field}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/users/{userLocator}/{field}` (`delete_user_field`). */
export function deleteUserField(client: Transport, args: DeleteUserFieldArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteUserFieldOp, args, options) as Promise<void>;
}

/** Inputs of {@link getGroups} (`users.get_groups`). */
export interface GetGroupsArgs<S extends GroupsFields = GroupsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getGroupsOp: Operation = {
  id: 'users.get_groups',
  method: 'GET',
  path: '/app/rest/users/{userLocator}/groups',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/users/{userLocator}/groups` (`get_groups`). */
export function getGroups(client: Transport, args: GetGroupsArgs<never>, options?: CallOptions): Promise<Groups>;
/** `GET /app/rest/users/{userLocator}/groups` (`get_groups`). */
export function getGroups<const S extends object & ExactFields<S, GroupsFields>>(
  client: Transport,
  args: GetGroupsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Groups, S>>;
export async function getGroups(client: Transport, args: GetGroupsArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getGroupsOp, withFields(getGroupsOp, args), options);
}

/** Inputs of {@link addGroup} (`users.add_group`). */
export interface AddGroupArgs<S extends GroupFields = GroupFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Group;
}

export const addGroupOp: Operation = {
  id: 'users.add_group',
  method: 'POST',
  path: '/app/rest/users/{userLocator}/groups',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/users/{userLocator}/groups` (`add_group`).
 *
 * Example body:
 * ```json
 * {
 *   "key": "DEVS",
 *   "name": "Developers"
 * }
 * ```
 */
export function addGroup(client: Transport, args: AddGroupArgs<never>, options?: CallOptions): Promise<Group>;
/**
 * `POST /app/rest/users/{userLocator}/groups` (`add_group`).
 *
 * Example body:
 * ```json
 * {
 *   "key": "DEVS",
 *   "name": "Developers"
 * }
 * ```
 */
export function addGroup<const S extends object & ExactFields<S, GroupFields>>(
  client: Transport,
  args: AddGroupArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Group, S>>;
export async function addGroup(client: Transport, args: AddGroupArgs, options?: CallOptions): Promise<unknown> {
  return request(client, addGroupOp, withFields(addGroupOp, args), options);
}

/** Inputs of {@link replaceGroups} (`users.replace_groups`). */
export interface ReplaceGroupsArgs<S extends GroupsFields = GroupsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Groups;
}

export const replaceGroupsOp: Operation = {
  id: 'users.replace_groups',
  method: 'PUT',
  path: '/app/rest/users/{userLocator}/groups',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/users/{userLocator}/groups` (`replace_groups`).
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
 */
export function replaceGroups(
  client: Transport,
  args: ReplaceGroupsArgs<never>,
  options?: CallOptions,
): Promise<Groups>;
/**
 * `PUT /app/rest/users/{userLocator}/groups` (`replace_groups`).
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
 */
export function replaceGroups<const S extends object & ExactFields<S, GroupsFields>>(
  client: Transport,
  args: ReplaceGroupsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Groups, S>>;
export async function replaceGroups(
  client: Transport,
  args: ReplaceGroupsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, replaceGroupsOp, withFields(replaceGroupsOp, args), options);
}

/** Inputs of {@link getGroup} (`users.get_group`). */
export interface GetGroupArgs<S extends GroupFields = GroupFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A UserGroup locator: its text, or a typed `UserGroupLocator` (rendered with TeamCity's escaping). */
  groupLocator: string | UserGroupLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getGroupOp: Operation = {
  id: 'users.get_group',
  method: 'GET',
  path: '/app/rest/users/{userLocator}/groups/{groupLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/users/{userLocator}/groups/{groupLocator}` (`get_group`). */
export function getGroup(client: Transport, args: GetGroupArgs<never>, options?: CallOptions): Promise<Group>;
/** `GET /app/rest/users/{userLocator}/groups/{groupLocator}` (`get_group`). */
export function getGroup<const S extends object & ExactFields<S, GroupFields>>(
  client: Transport,
  args: GetGroupArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Group, S>>;
export async function getGroup(client: Transport, args: GetGroupArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getGroupOp, withFields(getGroupOp, args), options);
}

/** Inputs of {@link removeGroup} (`users.remove_group`). */
export interface RemoveGroupArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A UserGroup locator: its text, or a typed `UserGroupLocator` (rendered with TeamCity's escaping). */
  groupLocator: string | UserGroupLocator;
  /** Query `fields`. */
  fields?: string;
}

export const removeGroupOp: Operation = {
  id: 'users.remove_group',
  method: 'DELETE',
  path: '/app/rest/users/{userLocator}/groups/{groupLocator}',
  query: [['fields', 'fields']],
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/users/{userLocator}/groups/{groupLocator}` (`remove_group`). */
export function removeGroup(client: Transport, args: RemoveGroupArgs, options?: CallOptions): Promise<void> {
  return request(client, removeGroupOp, args, options) as Promise<void>;
}

/** Inputs of {@link listRoles} (`users.list_roles`). */
export interface ListRolesArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
}

export const listRolesOp: Operation = {
  id: 'users.list_roles',
  method: 'GET',
  path: '/app/rest/users/{userLocator}/roles',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/users/{userLocator}/roles` (`list_roles`). */
export function listRoles(client: Transport, args: ListRolesArgs, options?: CallOptions): Promise<Roles> {
  return request(client, listRolesOp, args, options) as Promise<Roles>;
}

/** Inputs of {@link addRole} (`users.add_role`). */
export interface AddRoleArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Request body, sent as `application/json`. */
  body?: Role;
}

export const addRoleOp: Operation = {
  id: 'users.add_role',
  method: 'POST',
  path: '/app/rest/users/{userLocator}/roles',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/users/{userLocator}/roles` (`add_role`).
 *
 * Example body:
 * ```json
 * {
 *   "roleId": "PROJECT_DEVELOPER",
 *   "scope": "p:App"
 * }
 * ```
 */
export function addRole(client: Transport, args: AddRoleArgs, options?: CallOptions): Promise<Role> {
  return request(client, addRoleOp, args, options) as Promise<Role>;
}

/** Inputs of {@link replaceRoles} (`users.replace_roles`). */
export interface ReplaceRolesArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Request body, sent as `application/json`. */
  body?: Roles;
}

export const replaceRolesOp: Operation = {
  id: 'users.replace_roles',
  method: 'PUT',
  path: '/app/rest/users/{userLocator}/roles',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/users/{userLocator}/roles` (`replace_roles`).
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
 */
export function replaceRoles(client: Transport, args: ReplaceRolesArgs, options?: CallOptions): Promise<Roles> {
  return request(client, replaceRolesOp, args, options) as Promise<Roles>;
}

/** Inputs of {@link listRole} (`users.list_role`). */
export interface ListRoleArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  roleId: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  scope: string;
}

export const listRoleOp: Operation = {
  id: 'users.list_role',
  method: 'GET',
  path: '/app/rest/users/{userLocator}/roles/{roleId}/{scope}',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/users/{userLocator}/roles/{roleId}/{scope}` (`list_role`). */
export function listRole(client: Transport, args: ListRoleArgs, options?: CallOptions): Promise<Role> {
  return request(client, listRoleOp, args, options) as Promise<Role>;
}

/** Inputs of {@link addRoleSimple} (`users.add_role_simple`). */
export interface AddRoleSimpleArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  roleId: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  scope: string;
}

export const addRoleSimpleOp: Operation = {
  id: 'users.add_role_simple',
  method: 'PUT',
  path: '/app/rest/users/{userLocator}/roles/{roleId}/{scope}',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `PUT /app/rest/users/{userLocator}/roles/{roleId}/{scope}` (`add_role_simple`). */
export function addRoleSimple(client: Transport, args: AddRoleSimpleArgs, options?: CallOptions): Promise<Role> {
  return request(client, addRoleSimpleOp, args, options) as Promise<Role>;
}

/** Inputs of {@link addRoleSimplePost} (`users.add_role_simple_post`). */
export interface AddRoleSimplePostArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  roleId: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  scope: string;
}

export const addRoleSimplePostOp: Operation = {
  id: 'users.add_role_simple_post',
  method: 'POST',
  path: '/app/rest/users/{userLocator}/roles/{roleId}/{scope}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `POST /app/rest/users/{userLocator}/roles/{roleId}/{scope}` (`add_role_simple_post`). */
export function addRoleSimplePost(
  client: Transport,
  args: AddRoleSimplePostArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, addRoleSimplePostOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteRole} (`users.delete_role`). */
export interface DeleteRoleArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  roleId: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  scope: string;
}

export const deleteRoleOp: Operation = {
  id: 'users.delete_role',
  method: 'DELETE',
  path: '/app/rest/users/{userLocator}/roles/{roleId}/{scope}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/users/{userLocator}/roles/{roleId}/{scope}` (`delete_role`). */
export function deleteRole(client: Transport, args: DeleteRoleArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteRoleOp, args, options) as Promise<void>;
}

/** Inputs of {@link getPermissions0} (`users.get_permissions_0`). */
export interface GetPermissions0Args<S extends PermissionAssignmentsFields = PermissionAssignmentsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getPermissions0Op: Operation = {
  id: 'users.get_permissions_0',
  method: 'GET',
  path: '/app/rest/users/{userLocator}/permissions',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/users/{userLocator}/permissions` (`get_permissions_0`). */
export function getPermissions0(
  client: Transport,
  args: GetPermissions0Args<never>,
  options?: CallOptions,
): Promise<PermissionAssignments>;
/** `GET /app/rest/users/{userLocator}/permissions` (`get_permissions_0`). */
export function getPermissions0<const S extends object & ExactFields<S, PermissionAssignmentsFields>>(
  client: Transport,
  args: GetPermissions0Args<S, never>,
  options?: CallOptions,
): Promise<Selected<PermissionAssignments, S>>;
export async function getPermissions0(
  client: Transport,
  args: GetPermissions0Args,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getPermissions0Op, withFields(getPermissions0Op, args), options);
}

/** Inputs of {@link getPermissions} (`users.get_permissions`). */
export interface GetPermissionsArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
}

export const getPermissionsOp: Operation = {
  id: 'users.get_permissions',
  method: 'GET',
  path: '/app/rest/users/{userLocator}/debug/permissions',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/users/{userLocator}/debug/permissions` (`get_permissions`). */
export function getPermissions(client: Transport, args: GetPermissionsArgs, options?: CallOptions): Promise<string> {
  return request(client, getPermissionsOp, args, options) as Promise<string>;
}

/** Inputs of {@link deleteRememberMe} (`users.delete_remember_me`). */
export interface DeleteRememberMeArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
}

export const deleteRememberMeOp: Operation = {
  id: 'users.delete_remember_me',
  method: 'DELETE',
  path: '/app/rest/users/{userLocator}/debug/rememberMe',
  accept: 'text/plain',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/users/{userLocator}/debug/rememberMe` (`delete_remember_me`). */
export function deleteRememberMe(client: Transport, args: DeleteRememberMeArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteRememberMeOp, args, options) as Promise<void>;
}

/** Inputs of {@link serveUserProperties} (`users.serve_user_properties`). */
export interface ServeUserPropertiesArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveUserPropertiesOp: Operation = {
  id: 'users.serve_user_properties',
  method: 'GET',
  path: '/app/rest/users/{userLocator}/properties',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/users/{userLocator}/properties` (`serve_user_properties`, alias `get_user_properties`). */
export function serveUserProperties(
  client: Transport,
  args: ServeUserPropertiesArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/** `GET /app/rest/users/{userLocator}/properties` (`serve_user_properties`, alias `get_user_properties`). */
export function serveUserProperties<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args: ServeUserPropertiesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function serveUserProperties(
  client: Transport,
  args: ServeUserPropertiesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveUserPropertiesOp, withFields(serveUserPropertiesOp, args), options);
}

export { serveUserProperties as getUserProperties };

/** Inputs of {@link serveUserProperty} (`users.serve_user_property`). */
export interface ServeUserPropertyArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const serveUserPropertyOp: Operation = {
  id: 'users.serve_user_property',
  method: 'GET',
  path: '/app/rest/users/{userLocator}/properties/{name}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/users/{userLocator}/properties/{name}` (`serve_user_property`, alias `get_user_property`). */
export function serveUserProperty(
  client: Transport,
  args: ServeUserPropertyArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveUserPropertyOp, args, options) as Promise<string>;
}

export { serveUserProperty as getUserProperty };

/** Inputs of {@link putUserProperty} (`users.put_user_property`). */
export interface PutUserPropertyArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const putUserPropertyOp: Operation = {
  id: 'users.put_user_property',
  method: 'PUT',
  path: '/app/rest/users/{userLocator}/properties/{name}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/users/{userLocator}/properties/{name}` (`put_user_property`).
 *
 * Example body:
 * ```text
 * true
 * ```
 */
export function putUserProperty(client: Transport, args: PutUserPropertyArgs, options?: CallOptions): Promise<string> {
  return request(client, putUserPropertyOp, args, options) as Promise<string>;
}

/** Inputs of {@link removeUserProperty} (`users.remove_user_property`). */
export interface RemoveUserPropertyArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const removeUserPropertyOp: Operation = {
  id: 'users.remove_user_property',
  method: 'DELETE',
  path: '/app/rest/users/{userLocator}/properties/{name}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/users/{userLocator}/properties/{name}` (`remove_user_property`). */
export function removeUserProperty(
  client: Transport,
  args: RemoveUserPropertyArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, removeUserPropertyOp, args, options) as Promise<void>;
}

/** Inputs of {@link logoutUser} (`users.logout_user`). */
export interface LogoutUserArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
}

export const logoutUserOp: Operation = {
  id: 'users.logout_user',
  method: 'POST',
  path: '/app/rest/users/{userLocator}/logout',
  accept: 'application/json',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/users/{userLocator}/logout` (`logout_user`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId logoutUser).
 */
export function logoutUser(client: Transport, args: LogoutUserArgs, options?: CallOptions): Promise<void> {
  return request(client, logoutUserOp, args, options) as Promise<void>;
}

/** Inputs of {@link getUserTokens} (`users.get_user_tokens`). */
export interface GetUserTokensArgs<S extends TokensFields = TokensFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getUserTokensOp: Operation = {
  id: 'users.get_user_tokens',
  method: 'GET',
  path: '/app/rest/users/{userLocator}/tokens',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/users/{userLocator}/tokens` (`get_user_tokens`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getUserTokens).
 */
export function getUserTokens(
  client: Transport,
  args: GetUserTokensArgs<never>,
  options?: CallOptions,
): Promise<Tokens>;
/**
 * `GET /app/rest/users/{userLocator}/tokens` (`get_user_tokens`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getUserTokens).
 */
export function getUserTokens<const S extends object & ExactFields<S, TokensFields>>(
  client: Transport,
  args: GetUserTokensArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Tokens, S>>;
export async function getUserTokens(
  client: Transport,
  args: GetUserTokensArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getUserTokensOp, withFields(getUserTokensOp, args), options);
}

/** Inputs of {@link addUserToken} (`users.add_user_token`). */
export interface AddUserTokenArgs<S extends TokenFields = TokenFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Token;
}

export const addUserTokenOp: Operation = {
  id: 'users.add_user_token',
  method: 'POST',
  path: '/app/rest/users/{userLocator}/tokens',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/users/{userLocator}/tokens` (`add_user_token`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId addUserToken).
 *
 * Example body:
 * ```json
 * {
 *   "name": "ci-token",
 *   "expirationTime": "20270101T000000+0000"
 * }
 * ```
 */
export function addUserToken(client: Transport, args: AddUserTokenArgs<never>, options?: CallOptions): Promise<Token>;
/**
 * `POST /app/rest/users/{userLocator}/tokens` (`add_user_token`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId addUserToken).
 *
 * Example body:
 * ```json
 * {
 *   "name": "ci-token",
 *   "expirationTime": "20270101T000000+0000"
 * }
 * ```
 */
export function addUserToken<const S extends object & ExactFields<S, TokenFields>>(
  client: Transport,
  args: AddUserTokenArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Token, S>>;
export async function addUserToken(client: Transport, args: AddUserTokenArgs, options?: CallOptions): Promise<unknown> {
  return request(client, addUserTokenOp, withFields(addUserTokenOp, args), options);
}

/** Inputs of {@link deleteUserToken} (`users.delete_user_token`). */
export interface DeleteUserTokenArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const deleteUserTokenOp: Operation = {
  id: 'users.delete_user_token',
  method: 'DELETE',
  path: '/app/rest/users/{userLocator}/tokens/{name}',
  accept: 'application/json',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/users/{userLocator}/tokens/{name}` (`delete_user_token`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId deleteUserToken).
 */
export function deleteUserToken(client: Transport, args: DeleteUserTokenArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteUserTokenOp, args, options) as Promise<void>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /** `GET /app/rest/users` (`serve_users`, alias `get_users`). */
  readonly serveUsers: {
    (args?: ServeUsersArgs<never>, options?: CallOptions): Promise<Users>;
    <const S extends object & ExactFields<S, UsersFields>>(
      args?: ServeUsersArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Users, S>>;
  };
  /** `GET /app/rest/users` (`serve_users`, alias `get_users`). */
  readonly getUsers: {
    (args?: ServeUsersArgs<never>, options?: CallOptions): Promise<Users>;
    <const S extends object & ExactFields<S, UsersFields>>(
      args?: ServeUsersArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Users, S>>;
  };
  /**
   * `POST /app/rest/users` (`create_user`).
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
   */
  readonly createUser: {
    (args?: CreateUserArgs<never>, options?: CallOptions): Promise<User>;
    <const S extends object & ExactFields<S, UserFields>>(
      args?: CreateUserArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<User, S>>;
  };
  /** `GET /app/rest/users/{userLocator}` (`serve_user`, alias `get_user`). */
  readonly serveUser: {
    (args: ServeUserArgs<never>, options?: CallOptions): Promise<User>;
    <const S extends object & ExactFields<S, UserFields>>(
      args: ServeUserArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<User, S>>;
  };
  /** `GET /app/rest/users/{userLocator}` (`serve_user`, alias `get_user`). */
  readonly getUser: {
    (args: ServeUserArgs<never>, options?: CallOptions): Promise<User>;
    <const S extends object & ExactFields<S, UserFields>>(
      args: ServeUserArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<User, S>>;
  };
  /**
   * `PUT /app/rest/users/{userLocator}` (`update_user`).
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
   */
  readonly updateUser: {
    (args: UpdateUserArgs<never>, options?: CallOptions): Promise<User>;
    <const S extends object & ExactFields<S, UserFields>>(
      args: UpdateUserArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<User, S>>;
  };
  /** `GET /app/rest/users/{userLocator}/groups` (`get_groups`). */
  readonly getGroups: {
    (args: GetGroupsArgs<never>, options?: CallOptions): Promise<Groups>;
    <const S extends object & ExactFields<S, GroupsFields>>(
      args: GetGroupsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Groups, S>>;
  };
  /**
   * `POST /app/rest/users/{userLocator}/groups` (`add_group`).
   *
   * Example body:
   * ```json
   * {
   *   "key": "DEVS",
   *   "name": "Developers"
   * }
   * ```
   */
  readonly addGroup: {
    (args: AddGroupArgs<never>, options?: CallOptions): Promise<Group>;
    <const S extends object & ExactFields<S, GroupFields>>(
      args: AddGroupArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Group, S>>;
  };
  /**
   * `PUT /app/rest/users/{userLocator}/groups` (`replace_groups`).
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
   */
  readonly replaceGroups: {
    (args: ReplaceGroupsArgs<never>, options?: CallOptions): Promise<Groups>;
    <const S extends object & ExactFields<S, GroupsFields>>(
      args: ReplaceGroupsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Groups, S>>;
  };
  /** `GET /app/rest/users/{userLocator}/groups/{groupLocator}` (`get_group`). */
  readonly getGroup: {
    (args: GetGroupArgs<never>, options?: CallOptions): Promise<Group>;
    <const S extends object & ExactFields<S, GroupFields>>(
      args: GetGroupArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Group, S>>;
  };
  /** `GET /app/rest/users/{userLocator}/permissions` (`get_permissions_0`). */
  readonly getPermissions0: {
    (args: GetPermissions0Args<never>, options?: CallOptions): Promise<PermissionAssignments>;
    <const S extends object & ExactFields<S, PermissionAssignmentsFields>>(
      args: GetPermissions0Args<S, never>,
      options?: CallOptions,
    ): Promise<Selected<PermissionAssignments, S>>;
  };
  /** `GET /app/rest/users/{userLocator}/properties` (`serve_user_properties`, alias `get_user_properties`). */
  readonly serveUserProperties: {
    (args: ServeUserPropertiesArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: ServeUserPropertiesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** `GET /app/rest/users/{userLocator}/properties` (`serve_user_properties`, alias `get_user_properties`). */
  readonly getUserProperties: {
    (args: ServeUserPropertiesArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: ServeUserPropertiesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /**
   * `GET /app/rest/users/{userLocator}/tokens` (`get_user_tokens`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getUserTokens).
   */
  readonly getUserTokens: {
    (args: GetUserTokensArgs<never>, options?: CallOptions): Promise<Tokens>;
    <const S extends object & ExactFields<S, TokensFields>>(
      args: GetUserTokensArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Tokens, S>>;
  };
  /**
   * `POST /app/rest/users/{userLocator}/tokens` (`add_user_token`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId addUserToken).
   *
   * Example body:
   * ```json
   * {
   *   "name": "ci-token",
   *   "expirationTime": "20270101T000000+0000"
   * }
   * ```
   */
  readonly addUserToken: {
    (args: AddUserTokenArgs<never>, options?: CallOptions): Promise<Token>;
    <const S extends object & ExactFields<S, TokenFields>>(
      args: AddUserTokenArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Token, S>>;
  };
}

/** The users operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  /** `DELETE /app/rest/users/{userLocator}` (`delete_user`). */
  readonly deleteUser: (args: DeleteUserArgs, options?: CallOptions) => Promise<void>;
  /** `GET /app/rest/users/{userLocator}/{field}` (`serve_user_field`, alias `get_user_field`). */
  readonly serveUserField: (args: ServeUserFieldArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/users/{userLocator}/{field}` (`serve_user_field`, alias `get_user_field`). */
  readonly getUserField: (args: ServeUserFieldArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/users/{userLocator}/{field}` (`set_user_field`).
   *
   * Example body:
   * ```text
   * Alice Example
   * ```
   */
  readonly setUserField: (args: SetUserFieldArgs, options?: CallOptions) => Promise<string>;
  /** `DELETE /app/rest/users/{userLocator}/{field}` (`delete_user_field`). */
  readonly deleteUserField: (args: DeleteUserFieldArgs, options?: CallOptions) => Promise<void>;
  /** `DELETE /app/rest/users/{userLocator}/groups/{groupLocator}` (`remove_group`). */
  readonly removeGroup: (args: RemoveGroupArgs, options?: CallOptions) => Promise<void>;
  /** `GET /app/rest/users/{userLocator}/roles` (`list_roles`). */
  readonly listRoles: (args: ListRolesArgs, options?: CallOptions) => Promise<Roles>;
  /**
   * `POST /app/rest/users/{userLocator}/roles` (`add_role`).
   *
   * Example body:
   * ```json
   * {
   *   "roleId": "PROJECT_DEVELOPER",
   *   "scope": "p:App"
   * }
   * ```
   */
  readonly addRole: (args: AddRoleArgs, options?: CallOptions) => Promise<Role>;
  /**
   * `PUT /app/rest/users/{userLocator}/roles` (`replace_roles`).
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
   */
  readonly replaceRoles: (args: ReplaceRolesArgs, options?: CallOptions) => Promise<Roles>;
  /** `GET /app/rest/users/{userLocator}/roles/{roleId}/{scope}` (`list_role`). */
  readonly listRole: (args: ListRoleArgs, options?: CallOptions) => Promise<Role>;
  /** `PUT /app/rest/users/{userLocator}/roles/{roleId}/{scope}` (`add_role_simple`). */
  readonly addRoleSimple: (args: AddRoleSimpleArgs, options?: CallOptions) => Promise<Role>;
  /** `POST /app/rest/users/{userLocator}/roles/{roleId}/{scope}` (`add_role_simple_post`). */
  readonly addRoleSimplePost: (args: AddRoleSimplePostArgs, options?: CallOptions) => Promise<void>;
  /** `DELETE /app/rest/users/{userLocator}/roles/{roleId}/{scope}` (`delete_role`). */
  readonly deleteRole: (args: DeleteRoleArgs, options?: CallOptions) => Promise<void>;
  /** `GET /app/rest/users/{userLocator}/debug/permissions` (`get_permissions`). */
  readonly getPermissions: (args: GetPermissionsArgs, options?: CallOptions) => Promise<string>;
  /** `DELETE /app/rest/users/{userLocator}/debug/rememberMe` (`delete_remember_me`). */
  readonly deleteRememberMe: (args: DeleteRememberMeArgs, options?: CallOptions) => Promise<void>;
  /** `GET /app/rest/users/{userLocator}/properties/{name}` (`serve_user_property`, alias `get_user_property`). */
  readonly serveUserProperty: (args: ServeUserPropertyArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/users/{userLocator}/properties/{name}` (`serve_user_property`, alias `get_user_property`). */
  readonly getUserProperty: (args: ServeUserPropertyArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/users/{userLocator}/properties/{name}` (`put_user_property`).
   *
   * Example body:
   * ```text
   * true
   * ```
   */
  readonly putUserProperty: (args: PutUserPropertyArgs, options?: CallOptions) => Promise<string>;
  /** `DELETE /app/rest/users/{userLocator}/properties/{name}` (`remove_user_property`). */
  readonly removeUserProperty: (args: RemoveUserPropertyArgs, options?: CallOptions) => Promise<void>;
  /**
   * `POST /app/rest/users/{userLocator}/logout` (`logout_user`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId logoutUser).
   */
  readonly logoutUser: (args: LogoutUserArgs, options?: CallOptions) => Promise<void>;
  /**
   * `DELETE /app/rest/users/{userLocator}/tokens/{name}` (`delete_user_token`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId deleteUserToken).
   */
  readonly deleteUserToken: (args: DeleteUserTokenArgs, options?: CallOptions) => Promise<void>;
}
