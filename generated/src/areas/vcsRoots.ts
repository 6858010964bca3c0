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

/** Inputs of {@link serveRoots}. */
export interface ServeRootsArgs<S extends VcsRootsFields = VcsRootsFields, T = string> {
  /** A VCS root locator that filters the list: text, or a typed `VcsRootLocator`. */
  locator?: string | VcsRootLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
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
  kind: 'json',
  locator: renderLocator,
};

/**
 * List VCS roots.
 *
 * 100 to a page. `project:(id:App)` gives a project's own roots, `affectedProject:(id:App)` those of its
 * subprojects too.
 *
 * Also named `getRoots`: the same function.
 *
 * @param args.locator - A VCS root locator that filters the list: text, or a typed `VcsRootLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function serveRoots(client: Transport, args?: ServeRootsArgs<never>, options?: CallOptions): Promise<VcsRoots>;
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

/** Inputs of {@link addRoot}. */
export interface AddRootArgs<S extends VcsRootFields = VcsRootFields, T = string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** `{ name: 'App', vcsName: 'jetbrains.git', project: { id: 'App' }, properties: { property: [...] } }`. Sent as `application/json`. */
  body?: VcsRoot;
}

export const addRootOp: Operation = {
  id: 'vcsRoots.add_root',
  method: 'POST',
  path: '/app/rest/vcs-roots',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
};

/**
 * Create a VCS root in a project.
 *
 * The body needs `name`, `vcsName` (the VCS type: `jetbrains.git`, ...), `project` and the VCS settings as
 * `properties` (`url`, `branch`, ...). Returns the new root.
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
 *
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - `{ name: 'App', vcsName: 'jetbrains.git', project: { id: 'App' }, properties: { property: [...] } }`
 */
export function addRoot(client: Transport, args?: AddRootArgs<never>, options?: CallOptions): Promise<VcsRoot>;
export function addRoot<const S extends object & ExactFields<S, VcsRootFields>>(
  client: Transport,
  args?: AddRootArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsRoot, S>>;
export async function addRoot(client: Transport, args: AddRootArgs = {}, options?: CallOptions): Promise<unknown> {
  return request(client, addRootOp, withFields(addRootOp, args), options);
}

/** Inputs of {@link serveRoot}. */
export interface ServeRootArgs<S extends VcsRootFields = VcsRootFields, T = string> {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const serveRootOp: Operation = {
  id: 'vcsRoots.serve_root',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a VCS root with its settings.
 *
 * Also named `getRoot`: the same function.
 *
 * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function serveRoot(client: Transport, args: ServeRootArgs<never>, options?: CallOptions): Promise<VcsRoot>;
export function serveRoot<const S extends object & ExactFields<S, VcsRootFields>>(
  client: Transport,
  args: ServeRootArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsRoot, S>>;
export async function serveRoot(client: Transport, args: ServeRootArgs, options?: CallOptions): Promise<unknown> {
  return request(client, serveRootOp, withFields(serveRootOp, args), options);
}

export { serveRoot as getRoot };

/** Inputs of {@link deleteRoot}. */
export interface DeleteRootArgs {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
}

export const deleteRootOp: Operation = {
  id: 'vcsRoots.delete_root',
  method: 'DELETE',
  path: '/app/rest/vcs-roots/{vcsRootLocator}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Delete a VCS root.
 *
 * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
 */
export function deleteRoot(client: Transport, args: DeleteRootArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteRootOp, args, options) as Promise<void>;
}

/** Inputs of {@link serveField}. */
export interface ServeFieldArgs {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** The field: `id`, `name`, `vcsName`, `projectId` or `modificationCheckInterval`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
}

export const serveFieldOp: Operation = {
  id: 'vcsRoots.serve_field',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/{field}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read one field of a VCS root as text.
 *
 * Also named `getField`: the same function.
 *
 * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
 * @param args.field - The field: `id`, `name`, `vcsName`, `projectId` or `modificationCheckInterval`
 */
export function serveField(client: Transport, args: ServeFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, serveFieldOp, args, options) as Promise<string>;
}

export { serveField as getField };

/** Inputs of {@link setField}. */
export interface SetFieldArgs {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** The field: `id`, `name`, `projectId` or `modificationCheckInterval`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
  /** The new value, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const setFieldOp: Operation = {
  id: 'vcsRoots.set_field',
  method: 'PUT',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/{field}',
  body: 'text/plain',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Rename, move or re-id a VCS root, or change how often it is checked, through a text field.
 *
 * Answers the field's new value.
 *
 * Example body:
 * ```text
 * App (GitHub)
 * ```
 *
 * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
 * @param args.field - The field: `id`, `name`, `projectId` or `modificationCheckInterval`
 * @param args.body - The new value, as plain text
 */
export function setField(client: Transport, args: SetFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, setFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link serveProperties}. */
export interface ServePropertiesArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const servePropertiesOp: Operation = {
  id: 'vcsRoots.serve_properties',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/properties',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the settings of a VCS root (URL, branch spec, authentication, ...).
 *
 * Secure values (passwords, keys) are not shown.
 *
 * Also named `getProperties`: the same function.
 *
 * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function serveProperties(
  client: Transport,
  args: ServePropertiesArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
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

/** Inputs of {@link changeProperties}. */
export interface ChangePropertiesArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** The settings: `{ property: [{ name: 'url', value: '...' }, { name: 'branch', value: 'refs/heads/main' }] }`. Sent as `application/json`. */
  body?: Properties;
}

export const changePropertiesOp: Operation = {
  id: 'vcsRoots.change_properties',
  method: 'PUT',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/properties',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Replace the settings of a VCS root.
 *
 * The root ends up with exactly the posted properties. Returns them.
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
 *
 * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - The settings: `{ property: [{ name: 'url', value: '...' }, { name: 'branch', value: 'refs/heads/main' }] }`
 */
export function changeProperties(
  client: Transport,
  args: ChangePropertiesArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
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

/** Inputs of {@link deleteAllProperties}. */
export interface DeleteAllPropertiesArgs {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
}

export const deleteAllPropertiesOp: Operation = {
  id: 'vcsRoots.delete_all_properties',
  method: 'DELETE',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/properties',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Remove every setting of a VCS root.
 *
 * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
 */
export function deleteAllProperties(
  client: Transport,
  args: DeleteAllPropertiesArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteAllPropertiesOp, args, options) as Promise<void>;
}

/** Inputs of {@link serveProperty}. */
export interface ServePropertyArgs {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** The setting's name (`url`, `branch`, `teamcity:branchSpec`, ...). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const servePropertyOp: Operation = {
  id: 'vcsRoots.serve_property',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/properties/{name}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get one setting of a VCS root, as text.
 *
 * Also named `getProperty`: the same function.
 *
 * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
 * @param args.name - The setting's name (`url`, `branch`, `teamcity:branchSpec`, ...)
 */
export function serveProperty(client: Transport, args: ServePropertyArgs, options?: CallOptions): Promise<string> {
  return request(client, servePropertyOp, args, options) as Promise<string>;
}

export { serveProperty as getProperty };

/** Inputs of {@link putParameter}. */
export interface PutParameterArgs {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** The setting's name (`url`, `branch`, `teamcity:branchSpec`, ...). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** The value, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const putParameterOp: Operation = {
  id: 'vcsRoots.put_parameter',
  method: 'PUT',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/properties/{name}',
  body: 'text/plain',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Set one setting of a VCS root, as text.
 *
 * Answers the value as stored.
 *
 * Example body:
 * ```text
 * refs/heads/main
 * ```
 *
 * Also named `setProperty`: the same function.
 *
 * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
 * @param args.name - The setting's name (`url`, `branch`, `teamcity:branchSpec`, ...)
 * @param args.body - The value, as plain text
 */
export function putParameter(client: Transport, args: PutParameterArgs, options?: CallOptions): Promise<string> {
  return request(client, putParameterOp, args, options) as Promise<string>;
}

export { putParameter as setProperty };

/** Inputs of {@link deleteParameter}. */
export interface DeleteParameterArgs {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** The setting's name (`url`, `branch`, `teamcity:branchSpec`, ...). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const deleteParameterOp: Operation = {
  id: 'vcsRoots.delete_parameter',
  method: 'DELETE',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/properties/{name}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Remove one setting of a VCS root.
 *
 * Also named `deleteProperty`: the same function.
 *
 * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
 * @param args.name - The setting's name (`url`, `branch`, `teamcity:branchSpec`, ...)
 */
export function deleteParameter(client: Transport, args: DeleteParameterArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteParameterOp, args, options) as Promise<void>;
}

export { deleteParameter as deleteProperty };

/** Inputs of {@link getSettingsFile}. */
export interface GetSettingsFileArgs {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
}

export const getSettingsFileOp: Operation = {
  id: 'vcsRoots.get_settings_file',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/settingsFile',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get the path of the file that stores a VCS root's settings on the server.
 *
 * Needs the global permission to view server settings.
 *
 * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
 */
export function getSettingsFile(client: Transport, args: GetSettingsFileArgs, options?: CallOptions): Promise<string> {
  return request(client, getSettingsFileOp, args, options) as Promise<string>;
}

/** Inputs of {@link serveRootInstances}. */
export interface ServeRootInstancesArgs<S extends VcsRootInstancesFields = VcsRootInstancesFields, T = string> {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const serveRootInstancesOp: Operation = {
  id: 'vcsRoots.serve_root_instances',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/instances',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the instances of a VCS root (one per set of resolved parameters).
 *
 * Also named `getRootInstances`: the same function.
 *
 * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function serveRootInstances(
  client: Transport,
  args: ServeRootInstancesArgs<never>,
  options?: CallOptions,
): Promise<VcsRootInstances>;
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

/** Inputs of {@link serveRootInstance}. */
export interface ServeRootInstanceArgs<S extends VcsRootInstanceFields = VcsRootInstanceFields, T = string> {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const serveRootInstanceOp: Operation = {
  id: 'vcsRoots.serve_root_instance',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one instance of a VCS root.
 *
 * Also named `getRootInstance`: the same function.
 *
 * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
 * @param args.vcsRootInstanceLocator - Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function serveRootInstance(
  client: Transport,
  args: ServeRootInstanceArgs<never>,
  options?: CallOptions,
): Promise<VcsRootInstance>;
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

/** Inputs of {@link serveRootInstanceProperties}. */
export interface ServeRootInstancePropertiesArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const serveRootInstancePropertiesOp: Operation = {
  id: 'vcsRoots.serve_root_instance_properties',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}/properties',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the resolved settings of one instance of a VCS root.
 *
 * Also named `getRootInstanceProperties`: the same function.
 *
 * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
 * @param args.vcsRootInstanceLocator - Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function serveRootInstanceProperties(
  client: Transport,
  args: ServeRootInstancePropertiesArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
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

/** Inputs of {@link serveInstanceField}. */
export interface ServeInstanceFieldArgs {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** The field: `id`, `name`, `vcsName`, `lastVersion`, `lastVersionInternal`, `currentVersion`, ... One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
}

export const serveInstanceFieldOp: Operation = {
  id: 'vcsRoots.serve_instance_field',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}/{field}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read one field of an instance of a VCS root as text.
 *
 * Also named `getInstanceField`: the same function.
 *
 * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
 * @param args.vcsRootInstanceLocator - Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`
 * @param args.field - The field: `id`, `name`, `vcsName`, `lastVersion`, `lastVersionInternal`, `currentVersion`, ...
 */
export function serveInstanceField(
  client: Transport,
  args: ServeInstanceFieldArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveInstanceFieldOp, args, options) as Promise<string>;
}

export { serveInstanceField as getInstanceField };

/** Inputs of {@link setInstanceField}. */
export interface SetInstanceFieldArgs {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** The field: `lastVersionInternal` or `commitHookMode`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
  /** The new value, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const setInstanceFieldOp: Operation = {
  id: 'vcsRoots.set_instance_field',
  method: 'PUT',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}/{field}',
  body: 'text/plain',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Set the last checked revision or the commit hook mode of an instance of a VCS root.
 *
 * Needs the permission to edit the project. Answers the field's new value.
 *
 * Example body:
 * ```text
 * 3f2a9c1
 * ```
 *
 * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
 * @param args.vcsRootInstanceLocator - Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`
 * @param args.field - The field: `lastVersionInternal` or `commitHookMode`
 * @param args.body - The new value, as plain text
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
  readonly serveRoots: {
    /**
     * List VCS roots.
     *
     * 100 to a page. `project:(id:App)` gives a project's own roots, `affectedProject:(id:App)` those of its
     * subprojects too.
     *
     * Also named `getRoots`: the same function.
     *
     * @param args.locator - A VCS root locator that filters the list: text, or a typed `VcsRootLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args?: ServeRootsArgs<never>, options?: CallOptions): Promise<VcsRoots>;
    <const S extends object & ExactFields<S, VcsRootsFields>>(
      args?: ServeRootsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRoots, S>>;
  };
  /** Same as `serveRoots`. */
  readonly getRoots: SelectingOperations['serveRoots'];
  readonly addRoot: {
    /**
     * Create a VCS root in a project.
     *
     * The body needs `name`, `vcsName` (the VCS type: `jetbrains.git`, ...), `project` and the VCS settings as
     * `properties` (`url`, `branch`, ...). Returns the new root.
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
     *
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - `{ name: 'App', vcsName: 'jetbrains.git', project: { id: 'App' }, properties: { property: [...] } }`
     */
    (args?: AddRootArgs<never>, options?: CallOptions): Promise<VcsRoot>;
    <const S extends object & ExactFields<S, VcsRootFields>>(
      args?: AddRootArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRoot, S>>;
  };
  readonly serveRoot: {
    /**
     * Get a VCS root with its settings.
     *
     * Also named `getRoot`: the same function.
     *
     * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: ServeRootArgs<never>, options?: CallOptions): Promise<VcsRoot>;
    <const S extends object & ExactFields<S, VcsRootFields>>(
      args: ServeRootArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRoot, S>>;
  };
  /** Same as `serveRoot`. */
  readonly getRoot: SelectingOperations['serveRoot'];
  readonly serveProperties: {
    /**
     * List the settings of a VCS root (URL, branch spec, authentication, ...).
     *
     * Secure values (passwords, keys) are not shown.
     *
     * Also named `getProperties`: the same function.
     *
     * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: ServePropertiesArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: ServePropertiesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** Same as `serveProperties`. */
  readonly getProperties: SelectingOperations['serveProperties'];
  readonly changeProperties: {
    /**
     * Replace the settings of a VCS root.
     *
     * The root ends up with exactly the posted properties. Returns them.
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
     *
     * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - The settings: `{ property: [{ name: 'url', value: '...' }, { name: 'branch', value: 'refs/heads/main' }] }`
     */
    (args: ChangePropertiesArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: ChangePropertiesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  readonly serveRootInstances: {
    /**
     * List the instances of a VCS root (one per set of resolved parameters).
     *
     * Also named `getRootInstances`: the same function.
     *
     * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: ServeRootInstancesArgs<never>, options?: CallOptions): Promise<VcsRootInstances>;
    <const S extends object & ExactFields<S, VcsRootInstancesFields>>(
      args: ServeRootInstancesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstances, S>>;
  };
  /** Same as `serveRootInstances`. */
  readonly getRootInstances: SelectingOperations['serveRootInstances'];
  readonly serveRootInstance: {
    /**
     * Get one instance of a VCS root.
     *
     * Also named `getRootInstance`: the same function.
     *
     * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
     * @param args.vcsRootInstanceLocator - Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: ServeRootInstanceArgs<never>, options?: CallOptions): Promise<VcsRootInstance>;
    <const S extends object & ExactFields<S, VcsRootInstanceFields>>(
      args: ServeRootInstanceArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstance, S>>;
  };
  /** Same as `serveRootInstance`. */
  readonly getRootInstance: SelectingOperations['serveRootInstance'];
  readonly serveRootInstanceProperties: {
    /**
     * List the resolved settings of one instance of a VCS root.
     *
     * Also named `getRootInstanceProperties`: the same function.
     *
     * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
     * @param args.vcsRootInstanceLocator - Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: ServeRootInstancePropertiesArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: ServeRootInstancePropertiesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** Same as `serveRootInstanceProperties`. */
  readonly getRootInstanceProperties: SelectingOperations['serveRootInstanceProperties'];
}

/** The vcsRoots operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  readonly deleteRoot: {
    /**
     * Delete a VCS root.
     *
     * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
     */
    (args: DeleteRootArgs, options?: CallOptions): Promise<void>;
  };
  readonly serveField: {
    /**
     * Read one field of a VCS root as text.
     *
     * Also named `getField`: the same function.
     *
     * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
     * @param args.field - The field: `id`, `name`, `vcsName`, `projectId` or `modificationCheckInterval`
     */
    (args: ServeFieldArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveField`. */
  readonly getField: BoundOperations['serveField'];
  readonly setField: {
    /**
     * Rename, move or re-id a VCS root, or change how often it is checked, through a text field.
     *
     * Answers the field's new value.
     *
     * Example body:
     * ```text
     * App (GitHub)
     * ```
     *
     * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
     * @param args.field - The field: `id`, `name`, `projectId` or `modificationCheckInterval`
     * @param args.body - The new value, as plain text
     */
    (args: SetFieldArgs, options?: CallOptions): Promise<string>;
  };
  readonly deleteAllProperties: {
    /**
     * Remove every setting of a VCS root.
     *
     * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
     */
    (args: DeleteAllPropertiesArgs, options?: CallOptions): Promise<void>;
  };
  readonly serveProperty: {
    /**
     * Get one setting of a VCS root, as text.
     *
     * Also named `getProperty`: the same function.
     *
     * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
     * @param args.name - The setting's name (`url`, `branch`, `teamcity:branchSpec`, ...)
     */
    (args: ServePropertyArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveProperty`. */
  readonly getProperty: BoundOperations['serveProperty'];
  readonly putParameter: {
    /**
     * Set one setting of a VCS root, as text.
     *
     * Answers the value as stored.
     *
     * Example body:
     * ```text
     * refs/heads/main
     * ```
     *
     * Also named `setProperty`: the same function.
     *
     * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
     * @param args.name - The setting's name (`url`, `branch`, `teamcity:branchSpec`, ...)
     * @param args.body - The value, as plain text
     */
    (args: PutParameterArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `putParameter`. */
  readonly setProperty: BoundOperations['putParameter'];
  readonly deleteParameter: {
    /**
     * Remove one setting of a VCS root.
     *
     * Also named `deleteProperty`: the same function.
     *
     * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
     * @param args.name - The setting's name (`url`, `branch`, `teamcity:branchSpec`, ...)
     */
    (args: DeleteParameterArgs, options?: CallOptions): Promise<void>;
  };
  /** Same as `deleteParameter`. */
  readonly deleteProperty: BoundOperations['deleteParameter'];
  readonly getSettingsFile: {
    /**
     * Get the path of the file that stores a VCS root's settings on the server.
     *
     * Needs the global permission to view server settings.
     *
     * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
     */
    (args: GetSettingsFileArgs, options?: CallOptions): Promise<string>;
  };
  readonly serveInstanceField: {
    /**
     * Read one field of an instance of a VCS root as text.
     *
     * Also named `getInstanceField`: the same function.
     *
     * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
     * @param args.vcsRootInstanceLocator - Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`
     * @param args.field - The field: `id`, `name`, `vcsName`, `lastVersion`, `lastVersionInternal`, `currentVersion`, ...
     */
    (args: ServeInstanceFieldArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveInstanceField`. */
  readonly getInstanceField: BoundOperations['serveInstanceField'];
  readonly setInstanceField: {
    /**
     * Set the last checked revision or the commit hook mode of an instance of a VCS root.
     *
     * Needs the permission to edit the project. Answers the field's new value.
     *
     * Example body:
     * ```text
     * 3f2a9c1
     * ```
     *
     * @param args.vcsRootLocator - Which VCS root: locator text, or a typed `VcsRootLocator`
     * @param args.vcsRootInstanceLocator - Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`
     * @param args.field - The field: `lastVersionInternal` or `commitHookMode`
     * @param args.body - The new value, as plain text
     */
    (args: SetInstanceFieldArgs, options?: CallOptions): Promise<string>;
  };
}
