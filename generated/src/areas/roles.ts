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

/** Inputs of {@link getRoles} (`roles.get_roles`). */
export interface GetRolesArgs<S extends RolesFields = RolesFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getRolesOp: Operation = {
  id: 'roles.get_roles',
  method: 'GET',
  path: '/app/rest/roles',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/**
 * `GET /app/rest/roles` (`get_roles`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getRoles).
 */
export function getRoles(client: Transport, args?: GetRolesArgs<never>, options?: CallOptions): Promise<Roles>;
/**
 * `GET /app/rest/roles` (`get_roles`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getRoles).
 */
export function getRoles<const S extends object & ExactFields<S, RolesFields>>(
  client: Transport,
  args?: GetRolesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Roles, S>>;
export async function getRoles(client: Transport, args: GetRolesArgs = {}, options?: CallOptions): Promise<unknown> {
  return request(client, getRolesOp, withFields(getRolesOp, args), options);
}

/** Inputs of {@link createRole} (`roles.create_role`). */
export interface CreateRoleArgs<S extends RoleFields = RoleFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Role;
}

export const createRoleOp: Operation = {
  id: 'roles.create_role',
  method: 'POST',
  path: '/app/rest/roles',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `POST /app/rest/roles` (`create_role`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId createRole).
 *
 * Example body:
 * ```json
 * {
 *   "roleId": "PROJECT_DEVELOPER",
 *   "scope": "p:App"
 * }
 * ```
 */
export function createRole(client: Transport, args?: CreateRoleArgs<never>, options?: CallOptions): Promise<Role>;
/**
 * `POST /app/rest/roles` (`create_role`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId createRole).
 *
 * Example body:
 * ```json
 * {
 *   "roleId": "PROJECT_DEVELOPER",
 *   "scope": "p:App"
 * }
 * ```
 */
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

/** Inputs of {@link getRole} (`roles.get_role`). */
export interface GetRoleArgs<S extends RoleFields = RoleFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  id: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getRoleOp: Operation = {
  id: 'roles.get_role',
  method: 'GET',
  path: '/app/rest/roles/id:{id}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/**
 * `GET /app/rest/roles/id:{id}` (`get_role`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getRole).
 */
export function getRole(client: Transport, args: GetRoleArgs<never>, options?: CallOptions): Promise<Role>;
/**
 * `GET /app/rest/roles/id:{id}` (`get_role`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getRole).
 */
export function getRole<const S extends object & ExactFields<S, RoleFields>>(
  client: Transport,
  args: GetRoleArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Role, S>>;
export async function getRole(client: Transport, args: GetRoleArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getRoleOp, withFields(getRoleOp, args), options);
}

/** Inputs of {@link deleteRole} (`roles.delete_role`). */
export interface DeleteRoleArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  id: string;
}

export const deleteRoleOp: Operation = {
  id: 'roles.delete_role',
  method: 'DELETE',
  path: '/app/rest/roles/id:{id}',
  accept: 'application/json',
  result: 'void',
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/roles/id:{id}` (`delete_role`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId deleteRole).
 */
export function deleteRole(client: Transport, args: DeleteRoleArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteRoleOp, args, options) as Promise<void>;
}

/** Inputs of {@link addIncludedRole} (`roles.add_included_role`). */
export interface AddIncludedRoleArgs<S extends RoleFields = RoleFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  roleId: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  includedId: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const addIncludedRoleOp: Operation = {
  id: 'roles.add_included_role',
  method: 'PUT',
  path: '/app/rest/roles/id:{roleId}/included/{includedId}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/roles/id:{roleId}/included/{includedId}` (`add_included_role`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId addIncludedRole).
 */
export function addIncludedRole(
  client: Transport,
  args: AddIncludedRoleArgs<never>,
  options?: CallOptions,
): Promise<Role>;
/**
 * `PUT /app/rest/roles/id:{roleId}/included/{includedId}` (`add_included_role`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId addIncludedRole).
 */
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

/** Inputs of {@link removeIncludedRole} (`roles.remove_included_role`). */
export interface RemoveIncludedRoleArgs<S extends RoleFields = RoleFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  roleId: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  includedId: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const removeIncludedRoleOp: Operation = {
  id: 'roles.remove_included_role',
  method: 'DELETE',
  path: '/app/rest/roles/id:{roleId}/included/{includedId}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/roles/id:{roleId}/included/{includedId}` (`remove_included_role`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId removeIncludedRole).
 */
export function removeIncludedRole(
  client: Transport,
  args: RemoveIncludedRoleArgs<never>,
  options?: CallOptions,
): Promise<Role>;
/**
 * `DELETE /app/rest/roles/id:{roleId}/included/{includedId}` (`remove_included_role`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId removeIncludedRole).
 */
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

/** Inputs of {@link addPermission} (`roles.add_permission`). */
export interface AddPermissionArgs<S extends RoleFields = RoleFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  roleId: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  permissionId: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const addPermissionOp: Operation = {
  id: 'roles.add_permission',
  method: 'PUT',
  path: '/app/rest/roles/id:{roleId}/permissions/{permissionId}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/roles/id:{roleId}/permissions/{permissionId}` (`add_permission`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId addPermission).
 */
export function addPermission(client: Transport, args: AddPermissionArgs<never>, options?: CallOptions): Promise<Role>;
/**
 * `PUT /app/rest/roles/id:{roleId}/permissions/{permissionId}` (`add_permission`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId addPermission).
 */
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

/** Inputs of {@link removePermission} (`roles.remove_permission`). */
export interface RemovePermissionArgs<S extends RoleFields = RoleFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  roleId: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  permissionId: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const removePermissionOp: Operation = {
  id: 'roles.remove_permission',
  method: 'DELETE',
  path: '/app/rest/roles/id:{roleId}/permissions/{permissionId}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/roles/id:{roleId}/permissions/{permissionId}` (`remove_permission`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId removePermission).
 */
export function removePermission(
  client: Transport,
  args: RemovePermissionArgs<never>,
  options?: CallOptions,
): Promise<Role>;
/**
 * `DELETE /app/rest/roles/id:{roleId}/permissions/{permissionId}` (`remove_permission`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId removePermission).
 */
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
  /**
   * `GET /app/rest/roles` (`get_roles`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getRoles).
   */
  readonly getRoles: {
    (args?: GetRolesArgs<never>, options?: CallOptions): Promise<Roles>;
    <const S extends object & ExactFields<S, RolesFields>>(
      args?: GetRolesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Roles, S>>;
  };
  /**
   * `POST /app/rest/roles` (`create_role`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId createRole).
   *
   * Example body:
   * ```json
   * {
   *   "roleId": "PROJECT_DEVELOPER",
   *   "scope": "p:App"
   * }
   * ```
   */
  readonly createRole: {
    (args?: CreateRoleArgs<never>, options?: CallOptions): Promise<Role>;
    <const S extends object & ExactFields<S, RoleFields>>(
      args?: CreateRoleArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Role, S>>;
  };
  /**
   * `GET /app/rest/roles/id:{id}` (`get_role`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getRole).
   */
  readonly getRole: {
    (args: GetRoleArgs<never>, options?: CallOptions): Promise<Role>;
    <const S extends object & ExactFields<S, RoleFields>>(
      args: GetRoleArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Role, S>>;
  };
  /**
   * `PUT /app/rest/roles/id:{roleId}/included/{includedId}` (`add_included_role`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId addIncludedRole).
   */
  readonly addIncludedRole: {
    (args: AddIncludedRoleArgs<never>, options?: CallOptions): Promise<Role>;
    <const S extends object & ExactFields<S, RoleFields>>(
      args: AddIncludedRoleArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Role, S>>;
  };
  /**
   * `DELETE /app/rest/roles/id:{roleId}/included/{includedId}` (`remove_included_role`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId removeIncludedRole).
   */
  readonly removeIncludedRole: {
    (args: RemoveIncludedRoleArgs<never>, options?: CallOptions): Promise<Role>;
    <const S extends object & ExactFields<S, RoleFields>>(
      args: RemoveIncludedRoleArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Role, S>>;
  };
  /**
   * `PUT /app/rest/roles/id:{roleId}/permissions/{permissionId}` (`add_permission`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId addPermission).
   */
  readonly addPermission: {
    (args: AddPermissionArgs<never>, options?: CallOptions): Promise<Role>;
    <const S extends object & ExactFields<S, RoleFields>>(
      args: AddPermissionArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Role, S>>;
  };
  /**
   * `DELETE /app/rest/roles/id:{roleId}/permissions/{permissionId}` (`remove_permission`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId removePermission).
   */
  readonly removePermission: {
    (args: RemovePermissionArgs<never>, options?: CallOptions): Promise<Role>;
    <const S extends object & ExactFields<S, RoleFields>>(
      args: RemovePermissionArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Role, S>>;
  };
}

/** The roles operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  /**
   * `DELETE /app/rest/roles/id:{id}` (`delete_role`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId deleteRole).
   */
  readonly deleteRole: (args: DeleteRoleArgs, options?: CallOptions) => Promise<void>;
}
