// Generated from spec/areas/roles.yaml by the teamcity-sdk generator. Do not edit.
import {
  type CallOptions,
  type ExactFields,
  type Operation,
  request,
  type Selected,
  type Transport,
  withFields,
} from '../runtime/index.js';
import { addCsrf } from '../runtime/csrf.js';
import type { Role, Roles } from '../models.js';
import type { RoleFields, RolesFields } from '../fields.js';

/** Inputs of {@link getRoles}. */
export interface GetRolesArgs<S extends RolesFields = RolesFields, T = string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getRolesOp: Operation = {
  id: 'roles.get_roles',
  method: 'GET',
  path: '/app/rest/roles',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List the roles (Project viewer, Project developer, ...) with their permissions.
 *
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getRoles(client: Transport, args?: GetRolesArgs<never>, options?: CallOptions): Promise<Roles>;
export function getRoles<const S extends object & ExactFields<S, RolesFields>>(
  client: Transport,
  args?: GetRolesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Roles, S>>;
export async function getRoles(client: Transport, args: GetRolesArgs = {}, options?: CallOptions): Promise<unknown> {
  return request(client, getRolesOp, withFields(getRolesOp, args), options);
}

/** Inputs of {@link createRole}. */
export interface CreateRoleArgs<S extends RoleFields = RoleFields, T = string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** `{ name: 'Deployer', permissions: { permission: [{ id: 'run_build' }] } }`. Sent as `application/json`. */
  body?: Role;
}

export const createRoleOp: Operation = {
  id: 'roles.create_role',
  method: 'POST',
  path: '/app/rest/roles',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
};

/**
 * Create a custom role.
 *
 * The body needs `name`; TeamCity makes the id, so an `id` in the body is refused (400). Needs the permission to
 * manage roles.
 *
 * Example body:
 * ```json
 * {
 *   "roleId": "PROJECT_DEVELOPER",
 *   "scope": "p:App"
 * }
 * ```
 *
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - `{ name: 'Deployer', permissions: { permission: [{ id: 'run_build' }] } }`
 */
export function createRole(client: Transport, args?: CreateRoleArgs<never>, options?: CallOptions): Promise<Role>;
export function createRole<const S extends object & ExactFields<S, RoleFields>>(
  client: Transport,
  args?: CreateRoleArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Role, S>>;
export async function createRole(
  client: Transport,
  args: CreateRoleArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, createRoleOp, withFields(createRoleOp, args), options);
}

/** Inputs of {@link getRole}. */
export interface GetRoleArgs<S extends RoleFields = RoleFields, T = string> {
  /** The role's id (`PROJECT_DEVELOPER`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  id: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getRoleOp: Operation = {
  id: 'roles.get_role',
  method: 'GET',
  path: '/app/rest/roles/id:{id}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get a role with its permissions and included roles.
 *
 * @param args.id - The role's id (`PROJECT_DEVELOPER`)
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getRole(client: Transport, args: GetRoleArgs<never>, options?: CallOptions): Promise<Role>;
export function getRole<const S extends object & ExactFields<S, RoleFields>>(
  client: Transport,
  args: GetRoleArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Role, S>>;
export async function getRole(client: Transport, args: GetRoleArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getRoleOp, withFields(getRoleOp, args), options);
}

/** Inputs of {@link deleteRole}. */
export interface DeleteRoleArgs {
  /** The role's id (`PROJECT_DEVELOPER`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  id: string;
}

export const deleteRoleOp: Operation = {
  id: 'roles.delete_role',
  method: 'DELETE',
  path: '/app/rest/roles/id:{id}',
  accept: 'application/json',
  kind: 'void',
  csrf: addCsrf,
};

/**
 * Delete a role.
 *
 * Needs the permission to manage roles.
 *
 * @param args.id - The role's id (`PROJECT_DEVELOPER`)
 */
export function deleteRole(client: Transport, args: DeleteRoleArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteRoleOp, args, options) as Promise<void>;
}

/** Inputs of {@link addIncludedRole}. */
export interface AddIncludedRoleArgs<S extends RoleFields = RoleFields, T = string> {
  /** The id of the role that includes. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  roleId: string;
  /** The id of the role to include. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  includedId: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const addIncludedRoleOp: Operation = {
  id: 'roles.add_included_role',
  method: 'PUT',
  path: '/app/rest/roles/id:{roleId}/included/{includedId}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
};

/**
 * Make a role include another one (and so its permissions).
 *
 * Needs the permission to manage roles. Returns the role.
 *
 * @param args.roleId - The id of the role that includes
 * @param args.includedId - The id of the role to include
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function addIncludedRole(
  client: Transport,
  args: AddIncludedRoleArgs<never>,
  options?: CallOptions,
): Promise<Role>;
export function addIncludedRole<const S extends object & ExactFields<S, RoleFields>>(
  client: Transport,
  args: AddIncludedRoleArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Role, S>>;
export async function addIncludedRole(
  client: Transport,
  args: AddIncludedRoleArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, addIncludedRoleOp, withFields(addIncludedRoleOp, args), options);
}

/** Inputs of {@link removeIncludedRole}. */
export interface RemoveIncludedRoleArgs<S extends RoleFields = RoleFields, T = string> {
  /** The id of the role that includes. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  roleId: string;
  /** The id of the included role. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  includedId: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const removeIncludedRoleOp: Operation = {
  id: 'roles.remove_included_role',
  method: 'DELETE',
  path: '/app/rest/roles/id:{roleId}/included/{includedId}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
};

/**
 * Stop a role from including another one.
 *
 * Needs the permission to manage roles. Returns the role.
 *
 * @param args.roleId - The id of the role that includes
 * @param args.includedId - The id of the included role
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function removeIncludedRole(
  client: Transport,
  args: RemoveIncludedRoleArgs<never>,
  options?: CallOptions,
): Promise<Role>;
export function removeIncludedRole<const S extends object & ExactFields<S, RoleFields>>(
  client: Transport,
  args: RemoveIncludedRoleArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Role, S>>;
export async function removeIncludedRole(
  client: Transport,
  args: RemoveIncludedRoleArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, removeIncludedRoleOp, withFields(removeIncludedRoleOp, args), options);
}

/** Inputs of {@link addPermission}. */
export interface AddPermissionArgs<S extends RoleFields = RoleFields, T = string> {
  /** The role's id (`PROJECT_DEVELOPER`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  roleId: string;
  /** The permission's id (`run_build`, `view_project`, ...). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  permissionId: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const addPermissionOp: Operation = {
  id: 'roles.add_permission',
  method: 'PUT',
  path: '/app/rest/roles/id:{roleId}/permissions/{permissionId}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
};

/**
 * Grant a permission to a role.
 *
 * Needs the permission to manage roles. Returns the role.
 *
 * @param args.roleId - The role's id (`PROJECT_DEVELOPER`)
 * @param args.permissionId - The permission's id (`run_build`, `view_project`, ...)
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function addPermission(client: Transport, args: AddPermissionArgs<never>, options?: CallOptions): Promise<Role>;
export function addPermission<const S extends object & ExactFields<S, RoleFields>>(
  client: Transport,
  args: AddPermissionArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Role, S>>;
export async function addPermission(
  client: Transport,
  args: AddPermissionArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, addPermissionOp, withFields(addPermissionOp, args), options);
}

/** Inputs of {@link removePermission}. */
export interface RemovePermissionArgs<S extends RoleFields = RoleFields, T = string> {
  /** The role's id (`PROJECT_DEVELOPER`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  roleId: string;
  /** The permission's id (`run_build`, `view_project`, ...). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  permissionId: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const removePermissionOp: Operation = {
  id: 'roles.remove_permission',
  method: 'DELETE',
  path: '/app/rest/roles/id:{roleId}/permissions/{permissionId}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
};

/**
 * Take a permission away from a role.
 *
 * Needs the permission to manage roles. Returns the role.
 *
 * @param args.roleId - The role's id (`PROJECT_DEVELOPER`)
 * @param args.permissionId - The permission's id (`run_build`, `view_project`, ...)
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function removePermission(
  client: Transport,
  args: RemovePermissionArgs<never>,
  options?: CallOptions,
): Promise<Role>;
export function removePermission<const S extends object & ExactFields<S, RoleFields>>(
  client: Transport,
  args: RemovePermissionArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Role, S>>;
export async function removePermission(
  client: Transport,
  args: RemovePermissionArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, removePermissionOp, withFields(removePermissionOp, args), options);
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly getRoles: {
    /**
     * List the roles (Project viewer, Project developer, ...) with their permissions.
     *
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args?: GetRolesArgs<never>, options?: CallOptions): Promise<Roles>;
    <const S extends object & ExactFields<S, RolesFields>>(
      args?: GetRolesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Roles, S>>;
  };
  readonly createRole: {
    /**
     * Create a custom role.
     *
     * The body needs `name`; TeamCity makes the id, so an `id` in the body is refused (400). Needs the permission to
     * manage roles.
     *
     * Example body:
     * ```json
     * {
     *   "roleId": "PROJECT_DEVELOPER",
     *   "scope": "p:App"
     * }
     * ```
     *
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - `{ name: 'Deployer', permissions: { permission: [{ id: 'run_build' }] } }`
     */
    (args?: CreateRoleArgs<never>, options?: CallOptions): Promise<Role>;
    <const S extends object & ExactFields<S, RoleFields>>(
      args?: CreateRoleArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Role, S>>;
  };
  readonly getRole: {
    /**
     * Get a role with its permissions and included roles.
     *
     * @param args.id - The role's id (`PROJECT_DEVELOPER`)
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetRoleArgs<never>, options?: CallOptions): Promise<Role>;
    <const S extends object & ExactFields<S, RoleFields>>(
      args: GetRoleArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Role, S>>;
  };
  readonly addIncludedRole: {
    /**
     * Make a role include another one (and so its permissions).
     *
     * Needs the permission to manage roles. Returns the role.
     *
     * @param args.roleId - The id of the role that includes
     * @param args.includedId - The id of the role to include
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: AddIncludedRoleArgs<never>, options?: CallOptions): Promise<Role>;
    <const S extends object & ExactFields<S, RoleFields>>(
      args: AddIncludedRoleArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Role, S>>;
  };
  readonly removeIncludedRole: {
    /**
     * Stop a role from including another one.
     *
     * Needs the permission to manage roles. Returns the role.
     *
     * @param args.roleId - The id of the role that includes
     * @param args.includedId - The id of the included role
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: RemoveIncludedRoleArgs<never>, options?: CallOptions): Promise<Role>;
    <const S extends object & ExactFields<S, RoleFields>>(
      args: RemoveIncludedRoleArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Role, S>>;
  };
  readonly addPermission: {
    /**
     * Grant a permission to a role.
     *
     * Needs the permission to manage roles. Returns the role.
     *
     * @param args.roleId - The role's id (`PROJECT_DEVELOPER`)
     * @param args.permissionId - The permission's id (`run_build`, `view_project`, ...)
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: AddPermissionArgs<never>, options?: CallOptions): Promise<Role>;
    <const S extends object & ExactFields<S, RoleFields>>(
      args: AddPermissionArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Role, S>>;
  };
  readonly removePermission: {
    /**
     * Take a permission away from a role.
     *
     * Needs the permission to manage roles. Returns the role.
     *
     * @param args.roleId - The role's id (`PROJECT_DEVELOPER`)
     * @param args.permissionId - The permission's id (`run_build`, `view_project`, ...)
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: RemovePermissionArgs<never>, options?: CallOptions): Promise<Role>;
    <const S extends object & ExactFields<S, RoleFields>>(
      args: RemovePermissionArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Role, S>>;
  };
}

/** The roles operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  readonly deleteRole: {
    /**
     * Delete a role.
     *
     * Needs the permission to manage roles.
     *
     * @param args.id - The role's id (`PROJECT_DEVELOPER`)
     */
    (args: DeleteRoleArgs, options?: CallOptions): Promise<void>;
  };
}
