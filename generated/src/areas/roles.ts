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
import { jsonBody } from '../runtime/body.js';
import { addCsrf } from '../runtime/csrf.js';
import type { Role, Roles } from '../models.js';
import type { RoleFields, RolesFields } from '../fields.js';

/** Inputs of {@link getRoles}. */
export interface GetRolesArgs<S extends RolesFields | string = RolesFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getRolesOp: Operation = {
  id: 'roles.get_roles',
  method: 'GET',
  path: '/app/rest/roles',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List the roles (Project viewer, Project developer, ...) with their permissions.
 *
 * @since 2023.11
 */
export async function getRoles<const S extends string | (object & ExactFields<S, RolesFields>) = never>(
  client: Transport,
  args: GetRolesArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Roles, S>> {
  return request(client, getRolesOp, withFields(getRolesOp, args), options) as Promise<Selected<Roles, S>>;
}

/** Inputs of {@link createRole}. */
export interface CreateRoleArgs<S extends RoleFields | string = RoleFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ name: 'Deployer', permissions: { permission: [{ id: 'run_build' }] } }`. Sent as `application/json`. */
  body?: Role;
}

export const createRoleOp: Operation = {
  id: 'roles.create_role',
  method: 'POST',
  path: '/app/rest/roles',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
  body: jsonBody,
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
 * @since 2023.11
 */
export async function createRole<const S extends string | (object & ExactFields<S, RoleFields>) = never>(
  client: Transport,
  args: CreateRoleArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Role, S>> {
  return request(client, createRoleOp, withFields(createRoleOp, args), options) as Promise<Selected<Role, S>>;
}

/** Inputs of {@link getRole}. */
export interface GetRoleArgs<S extends RoleFields | string = RoleFields | string> {
  /** The role's id (`PROJECT_DEVELOPER`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  id: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getRoleOp: Operation = {
  id: 'roles.get_role',
  method: 'GET',
  path: '/app/rest/roles/id:{id}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get a role with its permissions and included roles.
 *
 * @since 2023.11
 */
export async function getRole<const S extends string | (object & ExactFields<S, RoleFields>) = never>(
  client: Transport,
  args: GetRoleArgs<S>,
  options?: CallOptions,
): Promise<Selected<Role, S>> {
  return request(client, getRoleOp, withFields(getRoleOp, args), options) as Promise<Selected<Role, S>>;
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
 * @since 2023.11
 */
export function deleteRole(client: Transport, args: DeleteRoleArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteRoleOp, args, options) as Promise<void>;
}

/** Inputs of {@link addIncludedRole}. */
export interface AddIncludedRoleArgs<S extends RoleFields | string = RoleFields | string> {
  /** The id of the role that includes. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  roleId: string;
  /** The id of the role to include. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  includedId: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const addIncludedRoleOp: Operation = {
  id: 'roles.add_included_role',
  method: 'PUT',
  path: '/app/rest/roles/id:{roleId}/included/{includedId}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
};

/**
 * Make a role include another one (and so its permissions).
 *
 * Needs the permission to manage roles. Returns the role.
 *
 * @since 2023.11
 */
export async function addIncludedRole<const S extends string | (object & ExactFields<S, RoleFields>) = never>(
  client: Transport,
  args: AddIncludedRoleArgs<S>,
  options?: CallOptions,
): Promise<Selected<Role, S>> {
  return request(client, addIncludedRoleOp, withFields(addIncludedRoleOp, args), options) as Promise<Selected<Role, S>>;
}

/** Inputs of {@link removeIncludedRole}. */
export interface RemoveIncludedRoleArgs<S extends RoleFields | string = RoleFields | string> {
  /** The id of the role that includes. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  roleId: string;
  /** The id of the included role. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  includedId: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const removeIncludedRoleOp: Operation = {
  id: 'roles.remove_included_role',
  method: 'DELETE',
  path: '/app/rest/roles/id:{roleId}/included/{includedId}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
};

/**
 * Stop a role from including another one.
 *
 * Needs the permission to manage roles. Returns the role.
 *
 * @since 2023.11
 */
export async function removeIncludedRole<const S extends string | (object & ExactFields<S, RoleFields>) = never>(
  client: Transport,
  args: RemoveIncludedRoleArgs<S>,
  options?: CallOptions,
): Promise<Selected<Role, S>> {
  return request(client, removeIncludedRoleOp, withFields(removeIncludedRoleOp, args), options) as Promise<
    Selected<Role, S>
  >;
}

/** Inputs of {@link addPermission}. */
export interface AddPermissionArgs<S extends RoleFields | string = RoleFields | string> {
  /** The role's id (`PROJECT_DEVELOPER`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  roleId: string;
  /** The permission's id (`run_build`, `view_project`, ...). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  permissionId: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const addPermissionOp: Operation = {
  id: 'roles.add_permission',
  method: 'PUT',
  path: '/app/rest/roles/id:{roleId}/permissions/{permissionId}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
};

/**
 * Grant a permission to a role.
 *
 * Needs the permission to manage roles. Returns the role.
 *
 * @since 2023.11
 */
export async function addPermission<const S extends string | (object & ExactFields<S, RoleFields>) = never>(
  client: Transport,
  args: AddPermissionArgs<S>,
  options?: CallOptions,
): Promise<Selected<Role, S>> {
  return request(client, addPermissionOp, withFields(addPermissionOp, args), options) as Promise<Selected<Role, S>>;
}

/** Inputs of {@link removePermission}. */
export interface RemovePermissionArgs<S extends RoleFields | string = RoleFields | string> {
  /** The role's id (`PROJECT_DEVELOPER`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  roleId: string;
  /** The permission's id (`run_build`, `view_project`, ...). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  permissionId: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const removePermissionOp: Operation = {
  id: 'roles.remove_permission',
  method: 'DELETE',
  path: '/app/rest/roles/id:{roleId}/permissions/{permissionId}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
};

/**
 * Take a permission away from a role.
 *
 * Needs the permission to manage roles. Returns the role.
 *
 * @since 2023.11
 */
export async function removePermission<const S extends string | (object & ExactFields<S, RoleFields>) = never>(
  client: Transport,
  args: RemovePermissionArgs<S>,
  options?: CallOptions,
): Promise<Selected<Role, S>> {
  return request(client, removePermissionOp, withFields(removePermissionOp, args), options) as Promise<
    Selected<Role, S>
  >;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly getRoles: {
    /**
     * List the roles (Project viewer, Project developer, ...) with their permissions.
     *
     * @see {@link getRoles}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, RolesFields>) = never>(
      args?: GetRolesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Roles, S>>;
  };
  readonly createRole: {
    /**
     * Create a custom role.
     *
     * @see {@link createRole}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, RoleFields>) = never>(
      args?: CreateRoleArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Role, S>>;
  };
  readonly getRole: {
    /**
     * Get a role with its permissions and included roles.
     *
     * @see {@link getRole}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, RoleFields>) = never>(
      args: GetRoleArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Role, S>>;
  };
  readonly addIncludedRole: {
    /**
     * Make a role include another one (and so its permissions).
     *
     * @see {@link addIncludedRole}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, RoleFields>) = never>(
      args: AddIncludedRoleArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Role, S>>;
  };
  readonly removeIncludedRole: {
    /**
     * Stop a role from including another one.
     *
     * @see {@link removeIncludedRole}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, RoleFields>) = never>(
      args: RemoveIncludedRoleArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Role, S>>;
  };
  readonly addPermission: {
    /**
     * Grant a permission to a role.
     *
     * @see {@link addPermission}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, RoleFields>) = never>(
      args: AddPermissionArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Role, S>>;
  };
  readonly removePermission: {
    /**
     * Take a permission away from a role.
     *
     * @see {@link removePermission}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, RoleFields>) = never>(
      args: RemovePermissionArgs<S>,
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
     * @see {@link deleteRole}
     * @since 2023.11
     */
    (args: DeleteRoleArgs, options?: CallOptions): Promise<void>;
  };
}
