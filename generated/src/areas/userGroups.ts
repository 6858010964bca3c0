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
import { jsonBody, textBody } from '../runtime/body.js';
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
import { xmlErrors } from '../runtime/xml-errors.js';
import type { Group, Groups, Properties, Role, Roles } from '../models.js';
import type { UserGroupLocator } from '../locators.js';
import type { GroupFields, GroupsFields, PropertiesFields } from '../fields.js';

/** Inputs of {@link serveGroups}. */
export interface ServeGroupsArgs<S extends GroupsFields | string = GroupsFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveGroupsOp: Operation = {
  id: 'userGroups.serve_groups',
  method: 'GET',
  path: '/app/rest/userGroups',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List user groups.
 *
 * Needs the permission to view all users (TeamCity checks it by default).
 *
 * Also named `getGroups`: the same function.
 *
 * @since 2018.1
 */
export async function serveGroups<const S extends string | (object & ExactFields<S, GroupsFields>) = never>(
  client: Transport,
  args: ServeGroupsArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Groups, S>> {
  return request(client, serveGroupsOp, withFields(serveGroupsOp, args), options) as Promise<Selected<Groups, S>>;
}

export { serveGroups as getGroups };

/** Inputs of {@link addGroup}. */
export interface AddGroupArgs<S extends GroupFields | string = GroupFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ key: 'DEV', name: 'Developers' }`. Sent as `application/json`. */
  body?: Group;
}

export const addGroupOp: Operation = {
  id: 'userGroups.add_group',
  method: 'POST',
  path: '/app/rest/userGroups',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Create a user group.
 *
 * The body needs `key` and `name`; `parent-groups`, `roles` and `properties` may be set at once. Returns the
 * group.
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
  args: AddGroupArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Group, S>> {
  return request(client, addGroupOp, withFields(addGroupOp, args), options) as Promise<Selected<Group, S>>;
}

/** Inputs of {@link serveGroup}. */
export interface ServeGroupArgs<S extends GroupFields | string = GroupFields | string> {
  /** Which user group: locator text, or a typed `UserGroupLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  groupLocator: string | UserGroupLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveGroupOp: Operation = {
  id: 'userGroups.serve_group',
  method: 'GET',
  path: '/app/rest/userGroups/{groupLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a user group, with its users, roles and subgroups.
 *
 * Also named `getGroup`: the same function.
 *
 * @since 2018.1
 */
export async function serveGroup<const S extends string | (object & ExactFields<S, GroupFields>) = never>(
  client: Transport,
  args: ServeGroupArgs<S>,
  options?: CallOptions,
): Promise<Selected<Group, S>> {
  return request(client, serveGroupOp, withFields(serveGroupOp, args), options) as Promise<Selected<Group, S>>;
}

export { serveGroup as getGroup };

/** Inputs of {@link deleteGroup}. */
export interface DeleteGroupArgs {
  /** Which user group: locator text, or a typed `UserGroupLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  groupLocator: string | UserGroupLocator;
}

export const deleteGroupOp: Operation = {
  id: 'userGroups.delete_group',
  method: 'DELETE',
  path: '/app/rest/userGroups/{groupLocator}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Delete a user group.
 *
 * @since 2018.1
 */
export function deleteGroup(client: Transport, args: DeleteGroupArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteGroupOp, args, options) as Promise<void>;
}

/** Inputs of {@link getParentGroups}. */
export interface GetParentGroupsArgs<S extends GroupsFields | string = GroupsFields | string> {
  /** Which user group: locator text, or a typed `UserGroupLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  groupLocator: string | UserGroupLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getParentGroupsOp: Operation = {
  id: 'userGroups.get_parent_groups',
  method: 'GET',
  path: '/app/rest/userGroups/{groupLocator}/parent-groups',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the groups a group belongs to.
 *
 * @since 2018.1
 */
export async function getParentGroups<const S extends string | (object & ExactFields<S, GroupsFields>) = never>(
  client: Transport,
  args: GetParentGroupsArgs<S>,
  options?: CallOptions,
): Promise<Selected<Groups, S>> {
  return request(client, getParentGroupsOp, withFields(getParentGroupsOp, args), options) as Promise<
    Selected<Groups, S>
  >;
}

/** Inputs of {@link setParentGroups}. */
export interface SetParentGroupsArgs<S extends GroupsFields | string = GroupsFields | string> {
  /** Which user group: locator text, or a typed `UserGroupLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  groupLocator: string | UserGroupLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ group: [{ key: 'ALL_USERS_GROUP' }] }`. Sent as `application/json`. */
  body?: Groups;
}

export const setParentGroupsOp: Operation = {
  id: 'userGroups.set_parent_groups',
  method: 'PUT',
  path: '/app/rest/userGroups/{groupLocator}/parent-groups',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace the groups a group belongs to.
 *
 * The group ends up in exactly the posted parent groups. Returns them.
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
export async function setParentGroups<const S extends string | (object & ExactFields<S, GroupsFields>) = never>(
  client: Transport,
  args: SetParentGroupsArgs<S>,
  options?: CallOptions,
): Promise<Selected<Groups, S>> {
  return request(client, setParentGroupsOp, withFields(setParentGroupsOp, args), options) as Promise<
    Selected<Groups, S>
  >;
}

/** Inputs of {@link listRoles}. */
export interface ListRolesArgs {
  /** Which user group: locator text, or a typed `UserGroupLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  groupLocator: string | UserGroupLocator;
}

export const listRolesOp: Operation = {
  id: 'userGroups.list_roles',
  method: 'GET',
  path: '/app/rest/userGroups/{groupLocator}/roles',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the roles assigned to a group, with their scopes.
 *
 * @since 2018.1
 */
export function listRoles(client: Transport, args: ListRolesArgs, options?: CallOptions): Promise<Roles> {
  return request(client, listRolesOp, args, options) as Promise<Roles>;
}

/** Inputs of {@link addRole}. */
export interface AddRoleArgs {
  /** Which user group: locator text, or a typed `UserGroupLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  groupLocator: string | UserGroupLocator;
  /** `{ roleId: 'PROJECT_DEVELOPER', scope: 'p:App' }`; `scope: 'g'` assigns it on the whole server. Sent as `application/json`. */
  body?: Role;
}

export const addRoleOp: Operation = {
  id: 'userGroups.add_role',
  method: 'POST',
  path: '/app/rest/userGroups/{groupLocator}/roles',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Assign a role to a group.
 *
 * Every member gets it. Returns the role assignment.
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

/** Inputs of {@link setRoles}. */
export interface SetRolesArgs {
  /** Which user group: locator text, or a typed `UserGroupLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  groupLocator: string | UserGroupLocator;
  /** `{ role: [{ roleId: 'PROJECT_VIEWER', scope: 'g' }] }`. Sent as `application/json`. */
  body?: Roles;
}

export const setRolesOp: Operation = {
  id: 'userGroups.set_roles',
  method: 'PUT',
  path: '/app/rest/userGroups/{groupLocator}/roles',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace the roles assigned to a group.
 *
 * The group ends up with exactly the posted role assignments.
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
export function setRoles(client: Transport, args: SetRolesArgs, options?: CallOptions): Promise<Roles> {
  return request(client, setRolesOp, args, options) as Promise<Roles>;
}

/** Inputs of {@link listRole}. */
export interface ListRoleArgs {
  /** Which user group: locator text, or a typed `UserGroupLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  groupLocator: string | UserGroupLocator;
  /** The role's id (`PROJECT_DEVELOPER`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  roleId: string;
  /** Where: `g` for the whole server, `p:App` for the project with id `App`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  scope: string;
}

export const listRoleOp: Operation = {
  id: 'userGroups.list_role',
  method: 'GET',
  path: '/app/rest/userGroups/{groupLocator}/roles/{roleId}/{scope}',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one role assignment of a group.
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
  /** Which user group: locator text, or a typed `UserGroupLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  groupLocator: string | UserGroupLocator;
  /** The role's id (`PROJECT_DEVELOPER`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  roleId: string;
  /** Where: `g` for the whole server, `p:App` for the project with id `App`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  scope: string;
}

export const addRoleSimpleOp: Operation = {
  id: 'userGroups.add_role_simple',
  method: 'POST',
  path: '/app/rest/userGroups/{groupLocator}/roles/{roleId}/{scope}',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Assign a role to a group in a scope given in the path.
 *
 * @since 2018.1
 */
export function addRoleSimple(client: Transport, args: AddRoleSimpleArgs, options?: CallOptions): Promise<Role> {
  return request(client, addRoleSimpleOp, args, options) as Promise<Role>;
}

/** Inputs of {@link deleteRole}. */
export interface DeleteRoleArgs {
  /** Which user group: locator text, or a typed `UserGroupLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  groupLocator: string | UserGroupLocator;
  /** The role's id (`PROJECT_DEVELOPER`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  roleId: string;
  /** Where: `g` for the whole server, `p:App` for the project with id `App`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  scope: string;
}

export const deleteRoleOp: Operation = {
  id: 'userGroups.delete_role',
  method: 'DELETE',
  path: '/app/rest/userGroups/{groupLocator}/roles/{roleId}/{scope}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Take a role away from a group.
 *
 * @since 2018.1
 */
export function deleteRole(client: Transport, args: DeleteRoleArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteRoleOp, args, options) as Promise<void>;
}

/** Inputs of {@link getPermissions}. */
export interface GetPermissionsArgs {
  /** Which user group: locator text, or a typed `UserGroupLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  groupLocator: string | UserGroupLocator;
}

export const getPermissionsOp: Operation = {
  id: 'userGroups.get_permissions',
  method: 'GET',
  path: '/app/rest/userGroups/{groupLocator}/debug/permissions',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * List a group's roles and permissions as text, for debugging.
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

/** Inputs of {@link getProperties}. */
export interface GetPropertiesArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which user group: locator text, or a typed `UserGroupLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  groupLocator: string | UserGroupLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getPropertiesOp: Operation = {
  id: 'userGroups.get_properties',
  method: 'GET',
  path: '/app/rest/userGroups/{groupLocator}/properties',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List a group's properties (settings its members inherit).
 *
 * @since 2018.1
 */
export async function getProperties<const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
  client: Transport,
  args: GetPropertiesArgs<S>,
  options?: CallOptions,
): Promise<Selected<Properties, S>> {
  return request(client, getPropertiesOp, withFields(getPropertiesOp, args), options) as Promise<
    Selected<Properties, S>
  >;
}

/** Inputs of {@link serveUserProperties}. */
export interface ServeUserPropertiesArgs {
  /** Which user group: locator text, or a typed `UserGroupLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  groupLocator: string | UserGroupLocator;
  /** The property's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const serveUserPropertiesOp: Operation = {
  id: 'userGroups.serve_user_properties',
  method: 'GET',
  path: '/app/rest/userGroups/{groupLocator}/properties/{name}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get one property of a group, as text.
 *
 * The seed name says user properties; it reads one property of the group.
 *
 * Also named `getGroupProperty` and `getUserProperties`: the same function.
 *
 * @since 2018.1
 */
export function serveUserProperties(
  client: Transport,
  args: ServeUserPropertiesArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveUserPropertiesOp, args, options) as Promise<string>;
}

export { serveUserProperties as getGroupProperty, serveUserProperties as getUserProperties };

/** Inputs of {@link putUserProperty}. */
export interface PutUserPropertyArgs {
  /** Which user group: locator text, or a typed `UserGroupLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  groupLocator: string | UserGroupLocator;
  /** The property's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** The value, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const putUserPropertyOp: Operation = {
  id: 'userGroups.put_user_property',
  method: 'PUT',
  path: '/app/rest/userGroups/{groupLocator}/properties/{name}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Set one property of a group, as text.
 *
 * Example body:
 * ```text
 * true
 * ```
 *
 * Also named `setGroupProperty`: the same function.
 *
 * @since 2018.1
 */
export function putUserProperty(client: Transport, args: PutUserPropertyArgs, options?: CallOptions): Promise<string> {
  return request(client, putUserPropertyOp, args, options) as Promise<string>;
}

export { putUserProperty as setGroupProperty };

/** Inputs of {@link removeUserProperty}. */
export interface RemoveUserPropertyArgs {
  /** Which user group: locator text, or a typed `UserGroupLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  groupLocator: string | UserGroupLocator;
  /** The property's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const removeUserPropertyOp: Operation = {
  id: 'userGroups.remove_user_property',
  method: 'DELETE',
  path: '/app/rest/userGroups/{groupLocator}/properties/{name}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove one property of a group.
 *
 * Also named `removeGroupProperty`: the same function.
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

export { removeUserProperty as removeGroupProperty };

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly serveGroups: {
    /**
     * List user groups.
     *
     * @see {@link serveGroups}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, GroupsFields>) = never>(
      args?: ServeGroupsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Groups, S>>;
  };
  /** Same as `serveGroups`. */
  readonly getGroups: SelectingOperations['serveGroups'];
  readonly addGroup: {
    /**
     * Create a user group.
     *
     * @see {@link addGroup}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, GroupFields>) = never>(
      args?: AddGroupArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Group, S>>;
  };
  readonly serveGroup: {
    /**
     * Get a user group, with its users, roles and subgroups.
     *
     * @see {@link serveGroup}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, GroupFields>) = never>(
      args: ServeGroupArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Group, S>>;
  };
  /** Same as `serveGroup`. */
  readonly getGroup: SelectingOperations['serveGroup'];
  readonly getParentGroups: {
    /**
     * List the groups a group belongs to.
     *
     * @see {@link getParentGroups}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, GroupsFields>) = never>(
      args: GetParentGroupsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Groups, S>>;
  };
  readonly setParentGroups: {
    /**
     * Replace the groups a group belongs to.
     *
     * @see {@link setParentGroups}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, GroupsFields>) = never>(
      args: SetParentGroupsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Groups, S>>;
  };
  readonly getProperties: {
    /**
     * List a group's properties (settings its members inherit).
     *
     * @see {@link getProperties}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args: GetPropertiesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
}

/** The userGroups operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  readonly deleteGroup: {
    /**
     * Delete a user group.
     *
     * @see {@link deleteGroup}
     * @since 2018.1
     */
    (args: DeleteGroupArgs, options?: CallOptions): Promise<void>;
  };
  readonly listRoles: {
    /**
     * List the roles assigned to a group, with their scopes.
     *
     * @see {@link listRoles}
     * @since 2018.1
     */
    (args: ListRolesArgs, options?: CallOptions): Promise<Roles>;
  };
  readonly addRole: {
    /**
     * Assign a role to a group.
     *
     * @see {@link addRole}
     * @since 2018.1
     */
    (args: AddRoleArgs, options?: CallOptions): Promise<Role>;
  };
  readonly setRoles: {
    /**
     * Replace the roles assigned to a group.
     *
     * @see {@link setRoles}
     * @since 2018.1
     */
    (args: SetRolesArgs, options?: CallOptions): Promise<Roles>;
  };
  readonly listRole: {
    /**
     * Get one role assignment of a group.
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
     * Assign a role to a group in a scope given in the path.
     *
     * @see {@link addRoleSimple}
     * @since 2018.1
     */
    (args: AddRoleSimpleArgs, options?: CallOptions): Promise<Role>;
  };
  readonly deleteRole: {
    /**
     * Take a role away from a group.
     *
     * @see {@link deleteRole}
     * @since 2018.1
     */
    (args: DeleteRoleArgs, options?: CallOptions): Promise<void>;
  };
  readonly getPermissions: {
    /**
     * List a group's roles and permissions as text, for debugging.
     *
     * @see {@link getPermissions}
     * @since 2018.1
     */
    (args: GetPermissionsArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `getPermissions`. */
  readonly getPermissionsText: BoundOperations['getPermissions'];
  readonly serveUserProperties: {
    /**
     * Get one property of a group, as text.
     *
     * @see {@link serveUserProperties}
     * @since 2018.1
     */
    (args: ServeUserPropertiesArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveUserProperties`. */
  readonly getGroupProperty: BoundOperations['serveUserProperties'];
  /** Same as `serveUserProperties`. */
  readonly getUserProperties: BoundOperations['serveUserProperties'];
  readonly putUserProperty: {
    /**
     * Set one property of a group, as text.
     *
     * @see {@link putUserProperty}
     * @since 2018.1
     */
    (args: PutUserPropertyArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `putUserProperty`. */
  readonly setGroupProperty: BoundOperations['putUserProperty'];
  readonly removeUserProperty: {
    /**
     * Remove one property of a group.
     *
     * @see {@link removeUserProperty}
     * @since 2018.1
     */
    (args: RemoveUserPropertyArgs, options?: CallOptions): Promise<void>;
  };
  /** Same as `removeUserProperty`. */
  readonly removeGroupProperty: BoundOperations['removeUserProperty'];
}
