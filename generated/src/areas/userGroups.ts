// Generated from spec/areas/userGroups.yaml by the teamcity-sdk generator. Do not edit.
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
import type { Group, Groups, Properties, Role, Roles } from '../models.js';
import type { UserGroupLocator } from '../locators.js';
import type { GroupFields, GroupsFields, PropertiesFields } from '../fields.js';

/** Inputs of {@link serveGroups} (`userGroups.serve_groups`). */
export interface ServeGroupsArgs<S extends GroupsFields = GroupsFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveGroupsOp: Operation = {
  id: 'userGroups.serve_groups',
  method: 'GET',
  path: '/app/rest/userGroups',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/userGroups` (`serve_groups`, alias `get_groups`). */
export function serveGroups(client: Transport, args?: ServeGroupsArgs<never>, options?: CallOptions): Promise<Groups>;
/** `GET /app/rest/userGroups` (`serve_groups`, alias `get_groups`). */
export function serveGroups<const S extends object & ExactFields<S, GroupsFields>>(
  client: Transport,
  args?: ServeGroupsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Groups, S>>;
export async function serveGroups(
  client: Transport,
  args: ServeGroupsArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveGroupsOp, withFields(serveGroupsOp, args), options);
}

export { serveGroups as getGroups };

/** Inputs of {@link addGroup} (`userGroups.add_group`). */
export interface AddGroupArgs<S extends GroupFields = GroupFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Group;
}

export const addGroupOp: Operation = {
  id: 'userGroups.add_group',
  method: 'POST',
  path: '/app/rest/userGroups',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `POST /app/rest/userGroups` (`add_group`).
 *
 * Example body:
 * ```json
 * {
 *   "key": "DEVS",
 *   "name": "Developers"
 * }
 * ```
 */
export function addGroup(client: Transport, args?: AddGroupArgs<never>, options?: CallOptions): Promise<Group>;
/**
 * `POST /app/rest/userGroups` (`add_group`).
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
  args?: AddGroupArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Group, S>>;
export async function addGroup(client: Transport, args: AddGroupArgs = {}, options?: CallOptions): Promise<unknown> {
  return request(client, addGroupOp, withFields(addGroupOp, args), options);
}

/** Inputs of {@link serveGroup} (`userGroups.serve_group`). */
export interface ServeGroupArgs<S extends GroupFields = GroupFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A UserGroup locator: its text, or a typed `UserGroupLocator` (rendered with TeamCity's escaping). */
  groupLocator: string | UserGroupLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveGroupOp: Operation = {
  id: 'userGroups.serve_group',
  method: 'GET',
  path: '/app/rest/userGroups/{groupLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/userGroups/{groupLocator}` (`serve_group`, alias `get_group`). */
export function serveGroup(client: Transport, args: ServeGroupArgs<never>, options?: CallOptions): Promise<Group>;
/** `GET /app/rest/userGroups/{groupLocator}` (`serve_group`, alias `get_group`). */
export function serveGroup<const S extends object & ExactFields<S, GroupFields>>(
  client: Transport,
  args: ServeGroupArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Group, S>>;
export async function serveGroup(client: Transport, args: ServeGroupArgs, options?: CallOptions): Promise<unknown> {
  return request(client, serveGroupOp, withFields(serveGroupOp, args), options);
}

export { serveGroup as getGroup };

/** Inputs of {@link deleteGroup} (`userGroups.delete_group`). */
export interface DeleteGroupArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A UserGroup locator: its text, or a typed `UserGroupLocator` (rendered with TeamCity's escaping). */
  groupLocator: string | UserGroupLocator;
}

export const deleteGroupOp: Operation = {
  id: 'userGroups.delete_group',
  method: 'DELETE',
  path: '/app/rest/userGroups/{groupLocator}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/userGroups/{groupLocator}` (`delete_group`). */
export function deleteGroup(client: Transport, args: DeleteGroupArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteGroupOp, args, options) as Promise<void>;
}

/** Inputs of {@link getParentGroups} (`userGroups.get_parent_groups`). */
export interface GetParentGroupsArgs<S extends GroupsFields = GroupsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A UserGroup locator: its text, or a typed `UserGroupLocator` (rendered with TeamCity's escaping). */
  groupLocator: string | UserGroupLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getParentGroupsOp: Operation = {
  id: 'userGroups.get_parent_groups',
  method: 'GET',
  path: '/app/rest/userGroups/{groupLocator}/parent-groups',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/userGroups/{groupLocator}/parent-groups` (`get_parent_groups`). */
export function getParentGroups(
  client: Transport,
  args: GetParentGroupsArgs<never>,
  options?: CallOptions,
): Promise<Groups>;
/** `GET /app/rest/userGroups/{groupLocator}/parent-groups` (`get_parent_groups`). */
export function getParentGroups<const S extends object & ExactFields<S, GroupsFields>>(
  client: Transport,
  args: GetParentGroupsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Groups, S>>;
export async function getParentGroups(
  client: Transport,
  args: GetParentGroupsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getParentGroupsOp, withFields(getParentGroupsOp, args), options);
}

/** Inputs of {@link setParentGroups} (`userGroups.set_parent_groups`). */
export interface SetParentGroupsArgs<S extends GroupsFields = GroupsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A UserGroup locator: its text, or a typed `UserGroupLocator` (rendered with TeamCity's escaping). */
  groupLocator: string | UserGroupLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Groups;
}

export const setParentGroupsOp: Operation = {
  id: 'userGroups.set_parent_groups',
  method: 'PUT',
  path: '/app/rest/userGroups/{groupLocator}/parent-groups',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/userGroups/{groupLocator}/parent-groups` (`set_parent_groups`).
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
export function setParentGroups(
  client: Transport,
  args: SetParentGroupsArgs<never>,
  options?: CallOptions,
): Promise<Groups>;
/**
 * `PUT /app/rest/userGroups/{groupLocator}/parent-groups` (`set_parent_groups`).
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
export function setParentGroups<const S extends object & ExactFields<S, GroupsFields>>(
  client: Transport,
  args: SetParentGroupsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Groups, S>>;
export async function setParentGroups(
  client: Transport,
  args: SetParentGroupsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setParentGroupsOp, withFields(setParentGroupsOp, args), options);
}

/** Inputs of {@link listRoles} (`userGroups.list_roles`). */
export interface ListRolesArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A UserGroup locator: its text, or a typed `UserGroupLocator` (rendered with TeamCity's escaping). */
  groupLocator: string | UserGroupLocator;
}

export const listRolesOp: Operation = {
  id: 'userGroups.list_roles',
  method: 'GET',
  path: '/app/rest/userGroups/{groupLocator}/roles',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/userGroups/{groupLocator}/roles` (`list_roles`). */
export function listRoles(client: Transport, args: ListRolesArgs, options?: CallOptions): Promise<Roles> {
  return request(client, listRolesOp, args, options) as Promise<Roles>;
}

/** Inputs of {@link addRole} (`userGroups.add_role`). */
export interface AddRoleArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A UserGroup locator: its text, or a typed `UserGroupLocator` (rendered with TeamCity's escaping). */
  groupLocator: string | UserGroupLocator;
  /** Request body, sent as `application/json`. */
  body?: Role;
}

export const addRoleOp: Operation = {
  id: 'userGroups.add_role',
  method: 'POST',
  path: '/app/rest/userGroups/{groupLocator}/roles',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/userGroups/{groupLocator}/roles` (`add_role`).
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

/** Inputs of {@link setRoles} (`userGroups.set_roles`). */
export interface SetRolesArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A UserGroup locator: its text, or a typed `UserGroupLocator` (rendered with TeamCity's escaping). */
  groupLocator: string | UserGroupLocator;
  /** Request body, sent as `application/json`. */
  body?: Roles;
}

export const setRolesOp: Operation = {
  id: 'userGroups.set_roles',
  method: 'PUT',
  path: '/app/rest/userGroups/{groupLocator}/roles',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/userGroups/{groupLocator}/roles` (`set_roles`).
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
export function setRoles(client: Transport, args: SetRolesArgs, options?: CallOptions): Promise<Roles> {
  return request(client, setRolesOp, args, options) as Promise<Roles>;
}

/** Inputs of {@link listRole} (`userGroups.list_role`). */
export interface ListRoleArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A UserGroup locator: its text, or a typed `UserGroupLocator` (rendered with TeamCity's escaping). */
  groupLocator: string | UserGroupLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  roleId: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  scope: string;
}

export const listRoleOp: Operation = {
  id: 'userGroups.list_role',
  method: 'GET',
  path: '/app/rest/userGroups/{groupLocator}/roles/{roleId}/{scope}',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/userGroups/{groupLocator}/roles/{roleId}/{scope}` (`list_role`). */
export function listRole(client: Transport, args: ListRoleArgs, options?: CallOptions): Promise<Role> {
  return request(client, listRoleOp, args, options) as Promise<Role>;
}

/** Inputs of {@link addRoleSimple} (`userGroups.add_role_simple`). */
export interface AddRoleSimpleArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A UserGroup locator: its text, or a typed `UserGroupLocator` (rendered with TeamCity's escaping). */
  groupLocator: string | UserGroupLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  roleId: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  scope: string;
}

export const addRoleSimpleOp: Operation = {
  id: 'userGroups.add_role_simple',
  method: 'POST',
  path: '/app/rest/userGroups/{groupLocator}/roles/{roleId}/{scope}',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `POST /app/rest/userGroups/{groupLocator}/roles/{roleId}/{scope}` (`add_role_simple`). */
export function addRoleSimple(client: Transport, args: AddRoleSimpleArgs, options?: CallOptions): Promise<Role> {
  return request(client, addRoleSimpleOp, args, options) as Promise<Role>;
}

/** Inputs of {@link deleteRole} (`userGroups.delete_role`). */
export interface DeleteRoleArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A UserGroup locator: its text, or a typed `UserGroupLocator` (rendered with TeamCity's escaping). */
  groupLocator: string | UserGroupLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  roleId: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  scope: string;
}

export const deleteRoleOp: Operation = {
  id: 'userGroups.delete_role',
  method: 'DELETE',
  path: '/app/rest/userGroups/{groupLocator}/roles/{roleId}/{scope}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/userGroups/{groupLocator}/roles/{roleId}/{scope}` (`delete_role`). */
export function deleteRole(client: Transport, args: DeleteRoleArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteRoleOp, args, options) as Promise<void>;
}

/** Inputs of {@link getPermissions} (`userGroups.get_permissions`). */
export interface GetPermissionsArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A UserGroup locator: its text, or a typed `UserGroupLocator` (rendered with TeamCity's escaping). */
  groupLocator: string | UserGroupLocator;
}

export const getPermissionsOp: Operation = {
  id: 'userGroups.get_permissions',
  method: 'GET',
  path: '/app/rest/userGroups/{groupLocator}/debug/permissions',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/userGroups/{groupLocator}/debug/permissions` (`get_permissions`). */
export function getPermissions(client: Transport, args: GetPermissionsArgs, options?: CallOptions): Promise<string> {
  return request(client, getPermissionsOp, args, options) as Promise<string>;
}

/** Inputs of {@link getProperties} (`userGroups.get_properties`). */
export interface GetPropertiesArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A UserGroup locator: its text, or a typed `UserGroupLocator` (rendered with TeamCity's escaping). */
  groupLocator: string | UserGroupLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getPropertiesOp: Operation = {
  id: 'userGroups.get_properties',
  method: 'GET',
  path: '/app/rest/userGroups/{groupLocator}/properties',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/userGroups/{groupLocator}/properties` (`get_properties`). */
export function getProperties(
  client: Transport,
  args: GetPropertiesArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/** `GET /app/rest/userGroups/{groupLocator}/properties` (`get_properties`). */
export function getProperties<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args: GetPropertiesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function getProperties(
  client: Transport,
  args: GetPropertiesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getPropertiesOp, withFields(getPropertiesOp, args), options);
}

/** Inputs of {@link serveUserProperties} (`userGroups.serve_user_properties`). */
export interface ServeUserPropertiesArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A UserGroup locator: its text, or a typed `UserGroupLocator` (rendered with TeamCity's escaping). */
  groupLocator: string | UserGroupLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const serveUserPropertiesOp: Operation = {
  id: 'userGroups.serve_user_properties',
  method: 'GET',
  path: '/app/rest/userGroups/{groupLocator}/properties/{name}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/userGroups/{groupLocator}/properties/{name}` (`serve_user_properties`, alias `get_user_properties`). */
export function serveUserProperties(
  client: Transport,
  args: ServeUserPropertiesArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveUserPropertiesOp, args, options) as Promise<string>;
}

export { serveUserProperties as getUserProperties };

/** Inputs of {@link putUserProperty} (`userGroups.put_user_property`). */
export interface PutUserPropertyArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A UserGroup locator: its text, or a typed `UserGroupLocator` (rendered with TeamCity's escaping). */
  groupLocator: string | UserGroupLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const putUserPropertyOp: Operation = {
  id: 'userGroups.put_user_property',
  method: 'PUT',
  path: '/app/rest/userGroups/{groupLocator}/properties/{name}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/userGroups/{groupLocator}/properties/{name}` (`put_user_property`).
 *
 * Example body:
 * ```text
 * true
 * ```
 */
export function putUserProperty(client: Transport, args: PutUserPropertyArgs, options?: CallOptions): Promise<string> {
  return request(client, putUserPropertyOp, args, options) as Promise<string>;
}

/** Inputs of {@link removeUserProperty} (`userGroups.remove_user_property`). */
export interface RemoveUserPropertyArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A UserGroup locator: its text, or a typed `UserGroupLocator` (rendered with TeamCity's escaping). */
  groupLocator: string | UserGroupLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const removeUserPropertyOp: Operation = {
  id: 'userGroups.remove_user_property',
  method: 'DELETE',
  path: '/app/rest/userGroups/{groupLocator}/properties/{name}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/userGroups/{groupLocator}/properties/{name}` (`remove_user_property`). */
export function removeUserProperty(
  client: Transport,
  args: RemoveUserPropertyArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, removeUserPropertyOp, args, options) as Promise<void>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /** `GET /app/rest/userGroups` (`serve_groups`, alias `get_groups`). */
  readonly serveGroups: {
    (args?: ServeGroupsArgs<never>, options?: CallOptions): Promise<Groups>;
    <const S extends object & ExactFields<S, GroupsFields>>(
      args?: ServeGroupsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Groups, S>>;
  };
  /** `GET /app/rest/userGroups` (`serve_groups`, alias `get_groups`). */
  readonly getGroups: {
    (args?: ServeGroupsArgs<never>, options?: CallOptions): Promise<Groups>;
    <const S extends object & ExactFields<S, GroupsFields>>(
      args?: ServeGroupsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Groups, S>>;
  };
  /**
   * `POST /app/rest/userGroups` (`add_group`).
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
    (args?: AddGroupArgs<never>, options?: CallOptions): Promise<Group>;
    <const S extends object & ExactFields<S, GroupFields>>(
      args?: AddGroupArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Group, S>>;
  };
  /** `GET /app/rest/userGroups/{groupLocator}` (`serve_group`, alias `get_group`). */
  readonly serveGroup: {
    (args: ServeGroupArgs<never>, options?: CallOptions): Promise<Group>;
    <const S extends object & ExactFields<S, GroupFields>>(
      args: ServeGroupArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Group, S>>;
  };
  /** `GET /app/rest/userGroups/{groupLocator}` (`serve_group`, alias `get_group`). */
  readonly getGroup: {
    (args: ServeGroupArgs<never>, options?: CallOptions): Promise<Group>;
    <const S extends object & ExactFields<S, GroupFields>>(
      args: ServeGroupArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Group, S>>;
  };
  /** `GET /app/rest/userGroups/{groupLocator}/parent-groups` (`get_parent_groups`). */
  readonly getParentGroups: {
    (args: GetParentGroupsArgs<never>, options?: CallOptions): Promise<Groups>;
    <const S extends object & ExactFields<S, GroupsFields>>(
      args: GetParentGroupsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Groups, S>>;
  };
  /**
   * `PUT /app/rest/userGroups/{groupLocator}/parent-groups` (`set_parent_groups`).
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
  readonly setParentGroups: {
    (args: SetParentGroupsArgs<never>, options?: CallOptions): Promise<Groups>;
    <const S extends object & ExactFields<S, GroupsFields>>(
      args: SetParentGroupsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Groups, S>>;
  };
  /** `GET /app/rest/userGroups/{groupLocator}/properties` (`get_properties`). */
  readonly getProperties: {
    (args: GetPropertiesArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: GetPropertiesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
}

/** The userGroups operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  /** `DELETE /app/rest/userGroups/{groupLocator}` (`delete_group`). */
  readonly deleteGroup: (args: DeleteGroupArgs, options?: CallOptions) => Promise<void>;
  /** `GET /app/rest/userGroups/{groupLocator}/roles` (`list_roles`). */
  readonly listRoles: (args: ListRolesArgs, options?: CallOptions) => Promise<Roles>;
  /**
   * `POST /app/rest/userGroups/{groupLocator}/roles` (`add_role`).
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
   * `PUT /app/rest/userGroups/{groupLocator}/roles` (`set_roles`).
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
  readonly setRoles: (args: SetRolesArgs, options?: CallOptions) => Promise<Roles>;
  /** `GET /app/rest/userGroups/{groupLocator}/roles/{roleId}/{scope}` (`list_role`). */
  readonly listRole: (args: ListRoleArgs, options?: CallOptions) => Promise<Role>;
  /** `POST /app/rest/userGroups/{groupLocator}/roles/{roleId}/{scope}` (`add_role_simple`). */
  readonly addRoleSimple: (args: AddRoleSimpleArgs, options?: CallOptions) => Promise<Role>;
  /** `DELETE /app/rest/userGroups/{groupLocator}/roles/{roleId}/{scope}` (`delete_role`). */
  readonly deleteRole: (args: DeleteRoleArgs, options?: CallOptions) => Promise<void>;
  /** `GET /app/rest/userGroups/{groupLocator}/debug/permissions` (`get_permissions`). */
  readonly getPermissions: (args: GetPermissionsArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/userGroups/{groupLocator}/properties/{name}` (`serve_user_properties`, alias `get_user_properties`). */
  readonly serveUserProperties: (args: ServeUserPropertiesArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/userGroups/{groupLocator}/properties/{name}` (`serve_user_properties`, alias `get_user_properties`). */
  readonly getUserProperties: (args: ServeUserPropertiesArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/userGroups/{groupLocator}/properties/{name}` (`put_user_property`).
   *
   * Example body:
   * ```text
   * true
   * ```
   */
  readonly putUserProperty: (args: PutUserPropertyArgs, options?: CallOptions) => Promise<string>;
  /** `DELETE /app/rest/userGroups/{groupLocator}/properties/{name}` (`remove_user_property`). */
  readonly removeUserProperty: (args: RemoveUserPropertyArgs, options?: CallOptions) => Promise<void>;
}
