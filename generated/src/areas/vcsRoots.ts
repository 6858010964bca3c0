// Generated from spec/areas/vcsRoots.yaml by the teamcity-sdk generator. Do not edit.
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
import type { Properties, VcsRoot, VcsRootInstance, VcsRootInstances, VcsRoots } from '../models.js';
import type { VcsRootInstanceLocator, VcsRootLocator } from '../locators.js';
import type {
  PropertiesFields,
  VcsRootFields,
  VcsRootInstanceFields,
  VcsRootInstancesFields,
  VcsRootsFields,
} from '../fields.js';

/** Inputs of {@link serveRoots} (`vcsRoots.serve_roots`). */
export interface ServeRootsArgs<S extends VcsRootsFields = VcsRootsFields, T = string> {
  /** Query `locator`. A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  locator?: string | VcsRootLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveRootsOp: Operation = {
  id: 'vcsRoots.serve_roots',
  method: 'GET',
  path: '/app/rest/vcs-roots',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/vcs-roots` (`serve_roots`, alias `get_roots`). */
export function serveRoots(client: Transport, args?: ServeRootsArgs<never>, options?: CallOptions): Promise<VcsRoots>;
/** `GET /app/rest/vcs-roots` (`serve_roots`, alias `get_roots`). */
export function serveRoots<const S extends object & ExactFields<S, VcsRootsFields>>(
  client: Transport,
  args?: ServeRootsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsRoots, S>>;
export async function serveRoots(
  client: Transport,
  args: ServeRootsArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveRootsOp, withFields(serveRootsOp, args), options);
}

export { serveRoots as getRoots };

/** Inputs of {@link addRoot} (`vcsRoots.add_root`). */
export interface AddRootArgs<S extends VcsRootFields = VcsRootFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: VcsRoot;
}

export const addRootOp: Operation = {
  id: 'vcsRoots.add_root',
  method: 'POST',
  path: '/app/rest/vcs-roots',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `POST /app/rest/vcs-roots` (`add_root`).
 *
 * Example body:
 * ```json
 * {
 *   "id": "App_Git",
 *   "name": "App",
 *   "vcsName": "jetbrains.git",
 *   "project": {
 *     "id": "App"
 *   },
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "url",
 *         "value": "https://github.com/example/app.git"
 *       },
 *       {
 *         "name": "branch",
 *         "value": "refs/heads/main"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function addRoot(client: Transport, args?: AddRootArgs<never>, options?: CallOptions): Promise<VcsRoot>;
/**
 * `POST /app/rest/vcs-roots` (`add_root`).
 *
 * Example body:
 * ```json
 * {
 *   "id": "App_Git",
 *   "name": "App",
 *   "vcsName": "jetbrains.git",
 *   "project": {
 *     "id": "App"
 *   },
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "url",
 *         "value": "https://github.com/example/app.git"
 *       },
 *       {
 *         "name": "branch",
 *         "value": "refs/heads/main"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function addRoot<const S extends object & ExactFields<S, VcsRootFields>>(
  client: Transport,
  args?: AddRootArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsRoot, S>>;
export async function addRoot(client: Transport, args: AddRootArgs = {}, options?: CallOptions): Promise<unknown> {
  return request(client, addRootOp, withFields(addRootOp, args), options);
}

/** Inputs of {@link serveRoot} (`vcsRoots.serve_root`). */
export interface ServeRootArgs<S extends VcsRootFields = VcsRootFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveRootOp: Operation = {
  id: 'vcsRoots.serve_root',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/vcs-roots/{vcsRootLocator}` (`serve_root`, alias `get_root`). */
export function serveRoot(client: Transport, args: ServeRootArgs<never>, options?: CallOptions): Promise<VcsRoot>;
/** `GET /app/rest/vcs-roots/{vcsRootLocator}` (`serve_root`, alias `get_root`). */
export function serveRoot<const S extends object & ExactFields<S, VcsRootFields>>(
  client: Transport,
  args: ServeRootArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsRoot, S>>;
export async function serveRoot(client: Transport, args: ServeRootArgs, options?: CallOptions): Promise<unknown> {
  return request(client, serveRootOp, withFields(serveRootOp, args), options);
}

export { serveRoot as getRoot };

/** Inputs of {@link deleteRoot} (`vcsRoots.delete_root`). */
export interface DeleteRootArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
}

export const deleteRootOp: Operation = {
  id: 'vcsRoots.delete_root',
  method: 'DELETE',
  path: '/app/rest/vcs-roots/{vcsRootLocator}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/vcs-roots/{vcsRootLocator}` (`delete_root`). */
export function deleteRoot(client: Transport, args: DeleteRootArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteRootOp, args, options) as Promise<void>;
}

/** Inputs of {@link serveField} (`vcsRoots.serve_field`). */
export interface ServeFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

export const serveFieldOp: Operation = {
  id: 'vcsRoots.serve_field',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/{field}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/vcs-roots/{vcsRootLocator}/{field}` (`serve_field`, alias `get_field`). */
export function serveField(client: Transport, args: ServeFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, serveFieldOp, args, options) as Promise<string>;
}

export { serveField as getField };

/** Inputs of {@link setField} (`vcsRoots.set_field`). */
export interface SetFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setFieldOp: Operation = {
  id: 'vcsRoots.set_field',
  method: 'PUT',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/{field}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/vcs-roots/{vcsRootLocator}/{field}` (`set_field`).
 *
 * Example body:
 * ```text
 * App (GitHub)
 * ```
 */
export function setField(client: Transport, args: SetFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, setFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link serveProperties} (`vcsRoots.serve_properties`). */
export interface ServePropertiesArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const servePropertiesOp: Operation = {
  id: 'vcsRoots.serve_properties',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/properties',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/vcs-roots/{vcsRootLocator}/properties` (`serve_properties`, alias `get_properties`). */
export function serveProperties(
  client: Transport,
  args: ServePropertiesArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/** `GET /app/rest/vcs-roots/{vcsRootLocator}/properties` (`serve_properties`, alias `get_properties`). */
export function serveProperties<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args: ServePropertiesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function serveProperties(
  client: Transport,
  args: ServePropertiesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, servePropertiesOp, withFields(servePropertiesOp, args), options);
}

export { serveProperties as getProperties };

/** Inputs of {@link changeProperties} (`vcsRoots.change_properties`). */
export interface ChangePropertiesArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Properties;
}

export const changePropertiesOp: Operation = {
  id: 'vcsRoots.change_properties',
  method: 'PUT',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/properties',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/vcs-roots/{vcsRootLocator}/properties` (`change_properties`).
 *
 * Example body:
 * ```json
 * {
 *   "property": [
 *     {
 *       "name": "deploy.target",
 *       "value": "staging"
 *     },
 *     {
 *       "name": "env.NODE_ENV",
 *       "value": "production"
 *     }
 *   ]
 * }
 * ```
 */
export function changeProperties(
  client: Transport,
  args: ChangePropertiesArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/**
 * `PUT /app/rest/vcs-roots/{vcsRootLocator}/properties` (`change_properties`).
 *
 * Example body:
 * ```json
 * {
 *   "property": [
 *     {
 *       "name": "deploy.target",
 *       "value": "staging"
 *     },
 *     {
 *       "name": "env.NODE_ENV",
 *       "value": "production"
 *     }
 *   ]
 * }
 * ```
 */
export function changeProperties<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args: ChangePropertiesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function changeProperties(
  client: Transport,
  args: ChangePropertiesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, changePropertiesOp, withFields(changePropertiesOp, args), options);
}

/** Inputs of {@link deleteAllProperties} (`vcsRoots.delete_all_properties`). */
export interface DeleteAllPropertiesArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
}

export const deleteAllPropertiesOp: Operation = {
  id: 'vcsRoots.delete_all_properties',
  method: 'DELETE',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/properties',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/vcs-roots/{vcsRootLocator}/properties` (`delete_all_properties`). */
export function deleteAllProperties(
  client: Transport,
  args: DeleteAllPropertiesArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteAllPropertiesOp, args, options) as Promise<void>;
}

/** Inputs of {@link serveProperty} (`vcsRoots.serve_property`). */
export interface ServePropertyArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const servePropertyOp: Operation = {
  id: 'vcsRoots.serve_property',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/properties/{name}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/vcs-roots/{vcsRootLocator}/properties/{name}` (`serve_property`, alias `get_property`). */
export function serveProperty(client: Transport, args: ServePropertyArgs, options?: CallOptions): Promise<string> {
  return request(client, servePropertyOp, args, options) as Promise<string>;
}

export { serveProperty as getProperty };

/** Inputs of {@link putParameter} (`vcsRoots.put_parameter`). */
export interface PutParameterArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const putParameterOp: Operation = {
  id: 'vcsRoots.put_parameter',
  method: 'PUT',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/properties/{name}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/vcs-roots/{vcsRootLocator}/properties/{name}` (`put_parameter`).
 *
 * Example body:
 * ```text
 * refs/heads/main
 * ```
 */
export function putParameter(client: Transport, args: PutParameterArgs, options?: CallOptions): Promise<string> {
  return request(client, putParameterOp, args, options) as Promise<string>;
}

/** Inputs of {@link deleteParameter} (`vcsRoots.delete_parameter`). */
export interface DeleteParameterArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const deleteParameterOp: Operation = {
  id: 'vcsRoots.delete_parameter',
  method: 'DELETE',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/properties/{name}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/vcs-roots/{vcsRootLocator}/properties/{name}` (`delete_parameter`). */
export function deleteParameter(client: Transport, args: DeleteParameterArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteParameterOp, args, options) as Promise<void>;
}

/** Inputs of {@link getSettingsFile} (`vcsRoots.get_settings_file`). */
export interface GetSettingsFileArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
}

export const getSettingsFileOp: Operation = {
  id: 'vcsRoots.get_settings_file',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/settingsFile',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/vcs-roots/{vcsRootLocator}/settingsFile` (`get_settings_file`). */
export function getSettingsFile(client: Transport, args: GetSettingsFileArgs, options?: CallOptions): Promise<string> {
  return request(client, getSettingsFileOp, args, options) as Promise<string>;
}

/** Inputs of {@link serveRootInstances} (`vcsRoots.serve_root_instances`). */
export interface ServeRootInstancesArgs<S extends VcsRootInstancesFields = VcsRootInstancesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveRootInstancesOp: Operation = {
  id: 'vcsRoots.serve_root_instances',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/instances',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/vcs-roots/{vcsRootLocator}/instances` (`serve_root_instances`, alias `get_root_instances`). */
export function serveRootInstances(
  client: Transport,
  args: ServeRootInstancesArgs<never>,
  options?: CallOptions,
): Promise<VcsRootInstances>;
/** `GET /app/rest/vcs-roots/{vcsRootLocator}/instances` (`serve_root_instances`, alias `get_root_instances`). */
export function serveRootInstances<const S extends object & ExactFields<S, VcsRootInstancesFields>>(
  client: Transport,
  args: ServeRootInstancesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsRootInstances, S>>;
export async function serveRootInstances(
  client: Transport,
  args: ServeRootInstancesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveRootInstancesOp, withFields(serveRootInstancesOp, args), options);
}

export { serveRootInstances as getRootInstances };

/** Inputs of {@link serveRootInstance} (`vcsRoots.serve_root_instance`). */
export interface ServeRootInstanceArgs<S extends VcsRootInstanceFields = VcsRootInstanceFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveRootInstanceOp: Operation = {
  id: 'vcsRoots.serve_root_instance',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}` (`serve_root_instance`, alias `get_root_instance`). */
export function serveRootInstance(
  client: Transport,
  args: ServeRootInstanceArgs<never>,
  options?: CallOptions,
): Promise<VcsRootInstance>;
/** `GET /app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}` (`serve_root_instance`, alias `get_root_instance`). */
export function serveRootInstance<const S extends object & ExactFields<S, VcsRootInstanceFields>>(
  client: Transport,
  args: ServeRootInstanceArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsRootInstance, S>>;
export async function serveRootInstance(
  client: Transport,
  args: ServeRootInstanceArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveRootInstanceOp, withFields(serveRootInstanceOp, args), options);
}

export { serveRootInstance as getRootInstance };

/** Inputs of {@link serveRootInstanceProperties} (`vcsRoots.serve_root_instance_properties`). */
export interface ServeRootInstancePropertiesArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveRootInstancePropertiesOp: Operation = {
  id: 'vcsRoots.serve_root_instance_properties',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}/properties',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}/properties` (`serve_root_instance_properties`, alias `get_root_instance_properties`). */
export function serveRootInstanceProperties(
  client: Transport,
  args: ServeRootInstancePropertiesArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/** `GET /app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}/properties` (`serve_root_instance_properties`, alias `get_root_instance_properties`). */
export function serveRootInstanceProperties<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args: ServeRootInstancePropertiesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function serveRootInstanceProperties(
  client: Transport,
  args: ServeRootInstancePropertiesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveRootInstancePropertiesOp, withFields(serveRootInstancePropertiesOp, args), options);
}

export { serveRootInstanceProperties as getRootInstanceProperties };

/** Inputs of {@link serveInstanceField} (`vcsRoots.serve_instance_field`). */
export interface ServeInstanceFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

export const serveInstanceFieldOp: Operation = {
  id: 'vcsRoots.serve_instance_field',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}/{field}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}/{field}` (`serve_instance_field`, alias `get_instance_field`). */
export function serveInstanceField(
  client: Transport,
  args: ServeInstanceFieldArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveInstanceFieldOp, args, options) as Promise<string>;
}

export { serveInstanceField as getInstanceField };

/** Inputs of {@link setInstanceField} (`vcsRoots.set_instance_field`). */
export interface SetInstanceFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRoot locator: its text, or a typed `VcsRootLocator` (rendered with TeamCity's escaping). */
  vcsRootLocator: string | VcsRootLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setInstanceFieldOp: Operation = {
  id: 'vcsRoots.set_instance_field',
  method: 'PUT',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}/{field}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}/{field}` (`set_instance_field`).
 *
 * Example body:
 * ```text
 * 3f2a9c1
 * ```
 */
export function setInstanceField(
  client: Transport,
  args: SetInstanceFieldArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, setInstanceFieldOp, args, options) as Promise<string>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /** `GET /app/rest/vcs-roots` (`serve_roots`, alias `get_roots`). */
  readonly serveRoots: {
    (args?: ServeRootsArgs<never>, options?: CallOptions): Promise<VcsRoots>;
    <const S extends object & ExactFields<S, VcsRootsFields>>(
      args?: ServeRootsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRoots, S>>;
  };
  /** `GET /app/rest/vcs-roots` (`serve_roots`, alias `get_roots`). */
  readonly getRoots: {
    (args?: ServeRootsArgs<never>, options?: CallOptions): Promise<VcsRoots>;
    <const S extends object & ExactFields<S, VcsRootsFields>>(
      args?: ServeRootsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRoots, S>>;
  };
  /**
   * `POST /app/rest/vcs-roots` (`add_root`).
   *
   * Example body:
   * ```json
   * {
   *   "id": "App_Git",
   *   "name": "App",
   *   "vcsName": "jetbrains.git",
   *   "project": {
   *     "id": "App"
   *   },
   *   "properties": {
   *     "property": [
   *       {
   *         "name": "url",
   *         "value": "https://github.com/example/app.git"
   *       },
   *       {
   *         "name": "branch",
   *         "value": "refs/heads/main"
   *       }
   *     ]
   *   }
   * }
   * ```
   */
  readonly addRoot: {
    (args?: AddRootArgs<never>, options?: CallOptions): Promise<VcsRoot>;
    <const S extends object & ExactFields<S, VcsRootFields>>(
      args?: AddRootArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRoot, S>>;
  };
  /** `GET /app/rest/vcs-roots/{vcsRootLocator}` (`serve_root`, alias `get_root`). */
  readonly serveRoot: {
    (args: ServeRootArgs<never>, options?: CallOptions): Promise<VcsRoot>;
    <const S extends object & ExactFields<S, VcsRootFields>>(
      args: ServeRootArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRoot, S>>;
  };
  /** `GET /app/rest/vcs-roots/{vcsRootLocator}` (`serve_root`, alias `get_root`). */
  readonly getRoot: {
    (args: ServeRootArgs<never>, options?: CallOptions): Promise<VcsRoot>;
    <const S extends object & ExactFields<S, VcsRootFields>>(
      args: ServeRootArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRoot, S>>;
  };
  /** `GET /app/rest/vcs-roots/{vcsRootLocator}/properties` (`serve_properties`, alias `get_properties`). */
  readonly serveProperties: {
    (args: ServePropertiesArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: ServePropertiesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** `GET /app/rest/vcs-roots/{vcsRootLocator}/properties` (`serve_properties`, alias `get_properties`). */
  readonly getProperties: {
    (args: ServePropertiesArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: ServePropertiesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /**
   * `PUT /app/rest/vcs-roots/{vcsRootLocator}/properties` (`change_properties`).
   *
   * Example body:
   * ```json
   * {
   *   "property": [
   *     {
   *       "name": "deploy.target",
   *       "value": "staging"
   *     },
   *     {
   *       "name": "env.NODE_ENV",
   *       "value": "production"
   *     }
   *   ]
   * }
   * ```
   */
  readonly changeProperties: {
    (args: ChangePropertiesArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: ChangePropertiesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** `GET /app/rest/vcs-roots/{vcsRootLocator}/instances` (`serve_root_instances`, alias `get_root_instances`). */
  readonly serveRootInstances: {
    (args: ServeRootInstancesArgs<never>, options?: CallOptions): Promise<VcsRootInstances>;
    <const S extends object & ExactFields<S, VcsRootInstancesFields>>(
      args: ServeRootInstancesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstances, S>>;
  };
  /** `GET /app/rest/vcs-roots/{vcsRootLocator}/instances` (`serve_root_instances`, alias `get_root_instances`). */
  readonly getRootInstances: {
    (args: ServeRootInstancesArgs<never>, options?: CallOptions): Promise<VcsRootInstances>;
    <const S extends object & ExactFields<S, VcsRootInstancesFields>>(
      args: ServeRootInstancesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstances, S>>;
  };
  /** `GET /app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}` (`serve_root_instance`, alias `get_root_instance`). */
  readonly serveRootInstance: {
    (args: ServeRootInstanceArgs<never>, options?: CallOptions): Promise<VcsRootInstance>;
    <const S extends object & ExactFields<S, VcsRootInstanceFields>>(
      args: ServeRootInstanceArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstance, S>>;
  };
  /** `GET /app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}` (`serve_root_instance`, alias `get_root_instance`). */
  readonly getRootInstance: {
    (args: ServeRootInstanceArgs<never>, options?: CallOptions): Promise<VcsRootInstance>;
    <const S extends object & ExactFields<S, VcsRootInstanceFields>>(
      args: ServeRootInstanceArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstance, S>>;
  };
  /** `GET /app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}/properties` (`serve_root_instance_properties`, alias `get_root_instance_properties`). */
  readonly serveRootInstanceProperties: {
    (args: ServeRootInstancePropertiesArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: ServeRootInstancePropertiesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** `GET /app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}/properties` (`serve_root_instance_properties`, alias `get_root_instance_properties`). */
  readonly getRootInstanceProperties: {
    (args: ServeRootInstancePropertiesArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: ServeRootInstancePropertiesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
}

/** The vcsRoots operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  /** `DELETE /app/rest/vcs-roots/{vcsRootLocator}` (`delete_root`). */
  readonly deleteRoot: (args: DeleteRootArgs, options?: CallOptions) => Promise<void>;
  /** `GET /app/rest/vcs-roots/{vcsRootLocator}/{field}` (`serve_field`, alias `get_field`). */
  readonly serveField: (args: ServeFieldArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/vcs-roots/{vcsRootLocator}/{field}` (`serve_field`, alias `get_field`). */
  readonly getField: (args: ServeFieldArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/vcs-roots/{vcsRootLocator}/{field}` (`set_field`).
   *
   * Example body:
   * ```text
   * App (GitHub)
   * ```
   */
  readonly setField: (args: SetFieldArgs, options?: CallOptions) => Promise<string>;
  /** `DELETE /app/rest/vcs-roots/{vcsRootLocator}/properties` (`delete_all_properties`). */
  readonly deleteAllProperties: (args: DeleteAllPropertiesArgs, options?: CallOptions) => Promise<void>;
  /** `GET /app/rest/vcs-roots/{vcsRootLocator}/properties/{name}` (`serve_property`, alias `get_property`). */
  readonly serveProperty: (args: ServePropertyArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/vcs-roots/{vcsRootLocator}/properties/{name}` (`serve_property`, alias `get_property`). */
  readonly getProperty: (args: ServePropertyArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/vcs-roots/{vcsRootLocator}/properties/{name}` (`put_parameter`).
   *
   * Example body:
   * ```text
   * refs/heads/main
   * ```
   */
  readonly putParameter: (args: PutParameterArgs, options?: CallOptions) => Promise<string>;
  /** `DELETE /app/rest/vcs-roots/{vcsRootLocator}/properties/{name}` (`delete_parameter`). */
  readonly deleteParameter: (args: DeleteParameterArgs, options?: CallOptions) => Promise<void>;
  /** `GET /app/rest/vcs-roots/{vcsRootLocator}/settingsFile` (`get_settings_file`). */
  readonly getSettingsFile: (args: GetSettingsFileArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}/{field}` (`serve_instance_field`, alias `get_instance_field`). */
  readonly serveInstanceField: (args: ServeInstanceFieldArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}/{field}` (`serve_instance_field`, alias `get_instance_field`). */
  readonly getInstanceField: (args: ServeInstanceFieldArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}/{field}` (`set_instance_field`).
   *
   * Example body:
   * ```text
   * 3f2a9c1
   * ```
   */
  readonly setInstanceField: (args: SetInstanceFieldArgs, options?: CallOptions) => Promise<string>;
}
