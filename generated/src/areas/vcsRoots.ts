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
import { jsonBody, textBody } from '../runtime/body.js';
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
import { xmlErrors } from '../runtime/xml-errors.js';
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
export interface ServeRootsArgs<S extends VcsRootsFields | string = VcsRootsFields | string> {
  /** A VCS root locator that filters the list: text, or a typed `VcsRootLocator`. */
  locator?: string | VcsRootLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveRootsOp: Operation = {
  id: 'vcsRoots.serve_roots',
  method: 'GET',
  path: '/app/rest/vcs-roots',
  query: ['locator', 'fields'],
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
 * @since 2018.1
 */
export async function serveRoots<const S extends string | (object & ExactFields<S, VcsRootsFields>) = never>(
  client: Transport,
  args: ServeRootsArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<VcsRoots, S>> {
  return request(client, serveRootsOp, withFields(serveRootsOp, args), options) as Promise<Selected<VcsRoots, S>>;
}

export { serveRoots as getRoots };

/** Inputs of {@link addRoot}. */
export interface AddRootArgs<S extends VcsRootFields | string = VcsRootFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ name: 'App', vcsName: 'jetbrains.git', project: { id: 'App' }, properties: { property: [...] } }`. Sent as `application/json`. */
  body?: VcsRoot;
}

export const addRootOp: Operation = {
  id: 'vcsRoots.add_root',
  method: 'POST',
  path: '/app/rest/vcs-roots',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
  body: jsonBody,
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
 * @since 2018.1
 */
export async function addRoot<const S extends string | (object & ExactFields<S, VcsRootFields>) = never>(
  client: Transport,
  args: AddRootArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<VcsRoot, S>> {
  return request(client, addRootOp, withFields(addRootOp, args), options) as Promise<Selected<VcsRoot, S>>;
}

/** Inputs of {@link serveRoot}. */
export interface ServeRootArgs<S extends VcsRootFields | string = VcsRootFields | string> {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveRootOp: Operation = {
  id: 'vcsRoots.serve_root',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a VCS root with its settings.
 *
 * Also named `getRoot`: the same function.
 *
 * @since 2018.1
 */
export async function serveRoot<const S extends string | (object & ExactFields<S, VcsRootFields>) = never>(
  client: Transport,
  args: ServeRootArgs<S>,
  options?: CallOptions,
): Promise<Selected<VcsRoot, S>> {
  return request(client, serveRootOp, withFields(serveRootOp, args), options) as Promise<Selected<VcsRoot, S>>;
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
  xml: xmlErrors,
};

/**
 * Delete a VCS root.
 *
 * @since 2018.1
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
 * @since 2018.1
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
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
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
 * @since 2018.1
 */
export function setField(client: Transport, args: SetFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, setFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link serveProperties}. */
export interface ServePropertiesArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const servePropertiesOp: Operation = {
  id: 'vcsRoots.serve_properties',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/properties',
  query: ['fields'],
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
 * @since 2018.1
 */
export async function serveProperties<const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
  client: Transport,
  args: ServePropertiesArgs<S>,
  options?: CallOptions,
): Promise<Selected<Properties, S>> {
  return request(client, servePropertiesOp, withFields(servePropertiesOp, args), options) as Promise<
    Selected<Properties, S>
  >;
}

export { serveProperties as getProperties };

/** Inputs of {@link changeProperties}. */
export interface ChangePropertiesArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The settings: `{ property: [{ name: 'url', value: '...' }, { name: 'branch', value: 'refs/heads/main' }] }`. Sent as `application/json`. */
  body?: Properties;
}

export const changePropertiesOp: Operation = {
  id: 'vcsRoots.change_properties',
  method: 'PUT',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/properties',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
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
 * @since 2018.1
 */
export async function changeProperties<const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
  client: Transport,
  args: ChangePropertiesArgs<S>,
  options?: CallOptions,
): Promise<Selected<Properties, S>> {
  return request(client, changePropertiesOp, withFields(changePropertiesOp, args), options) as Promise<
    Selected<Properties, S>
  >;
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
  xml: xmlErrors,
};

/**
 * Remove every setting of a VCS root.
 *
 * @since 2018.1
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
 * @since 2018.1
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
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
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
 * @since 2018.1
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
  xml: xmlErrors,
};

/**
 * Remove one setting of a VCS root.
 *
 * Also named `deleteProperty`: the same function.
 *
 * @since 2018.1
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
 * @since 2018.1
 */
export function getSettingsFile(client: Transport, args: GetSettingsFileArgs, options?: CallOptions): Promise<string> {
  return request(client, getSettingsFileOp, args, options) as Promise<string>;
}

/** Inputs of {@link serveRootInstances}. */
export interface ServeRootInstancesArgs<S extends VcsRootInstancesFields | string = VcsRootInstancesFields | string> {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveRootInstancesOp: Operation = {
  id: 'vcsRoots.serve_root_instances',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/instances',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the instances of a VCS root (one per set of resolved parameters).
 *
 * Also named `getRootInstances`: the same function.
 *
 * @since 2018.1
 */
export async function serveRootInstances<
  const S extends string | (object & ExactFields<S, VcsRootInstancesFields>) = never,
>(client: Transport, args: ServeRootInstancesArgs<S>, options?: CallOptions): Promise<Selected<VcsRootInstances, S>> {
  return request(client, serveRootInstancesOp, withFields(serveRootInstancesOp, args), options) as Promise<
    Selected<VcsRootInstances, S>
  >;
}

export { serveRootInstances as getRootInstances };

/** Inputs of {@link serveRootInstance}. */
export interface ServeRootInstanceArgs<S extends VcsRootInstanceFields | string = VcsRootInstanceFields | string> {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveRootInstanceOp: Operation = {
  id: 'vcsRoots.serve_root_instance',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one instance of a VCS root.
 *
 * Also named `getRootInstance`: the same function.
 *
 * @since 2018.1
 */
export async function serveRootInstance<
  const S extends string | (object & ExactFields<S, VcsRootInstanceFields>) = never,
>(client: Transport, args: ServeRootInstanceArgs<S>, options?: CallOptions): Promise<Selected<VcsRootInstance, S>> {
  return request(client, serveRootInstanceOp, withFields(serveRootInstanceOp, args), options) as Promise<
    Selected<VcsRootInstance, S>
  >;
}

export { serveRootInstance as getRootInstance };

/** Inputs of {@link serveRootInstanceProperties}. */
export interface ServeRootInstancePropertiesArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which VCS root: locator text, or a typed `VcsRootLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootLocator: string | VcsRootLocator;
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveRootInstancePropertiesOp: Operation = {
  id: 'vcsRoots.serve_root_instance_properties',
  method: 'GET',
  path: '/app/rest/vcs-roots/{vcsRootLocator}/instances/{vcsRootInstanceLocator}/properties',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the resolved settings of one instance of a VCS root.
 *
 * Also named `getRootInstanceProperties`: the same function.
 *
 * @since 2018.1
 */
export async function serveRootInstanceProperties<
  const S extends string | (object & ExactFields<S, PropertiesFields>) = never,
>(
  client: Transport,
  args: ServeRootInstancePropertiesArgs<S>,
  options?: CallOptions,
): Promise<Selected<Properties, S>> {
  return request(
    client,
    serveRootInstancePropertiesOp,
    withFields(serveRootInstancePropertiesOp, args),
    options,
  ) as Promise<Selected<Properties, S>>;
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
 * @since 2018.1
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
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
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
 * @since 2018.1
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
     * @see {@link serveRoots}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, VcsRootsFields>) = never>(
      args?: ServeRootsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VcsRoots, S>>;
  };
  /** Same as `serveRoots`. */
  readonly getRoots: SelectingOperations['serveRoots'];
  readonly addRoot: {
    /**
     * Create a VCS root in a project.
     *
     * @see {@link addRoot}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, VcsRootFields>) = never>(
      args?: AddRootArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VcsRoot, S>>;
  };
  readonly serveRoot: {
    /**
     * Get a VCS root with its settings.
     *
     * @see {@link serveRoot}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, VcsRootFields>) = never>(
      args: ServeRootArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VcsRoot, S>>;
  };
  /** Same as `serveRoot`. */
  readonly getRoot: SelectingOperations['serveRoot'];
  readonly serveProperties: {
    /**
     * List the settings of a VCS root (URL, branch spec, authentication, ...).
     *
     * @see {@link serveProperties}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args: ServePropertiesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** Same as `serveProperties`. */
  readonly getProperties: SelectingOperations['serveProperties'];
  readonly changeProperties: {
    /**
     * Replace the settings of a VCS root.
     *
     * @see {@link changeProperties}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args: ChangePropertiesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  readonly serveRootInstances: {
    /**
     * List the instances of a VCS root (one per set of resolved parameters).
     *
     * @see {@link serveRootInstances}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, VcsRootInstancesFields>) = never>(
      args: ServeRootInstancesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstances, S>>;
  };
  /** Same as `serveRootInstances`. */
  readonly getRootInstances: SelectingOperations['serveRootInstances'];
  readonly serveRootInstance: {
    /**
     * Get one instance of a VCS root.
     *
     * @see {@link serveRootInstance}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, VcsRootInstanceFields>) = never>(
      args: ServeRootInstanceArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstance, S>>;
  };
  /** Same as `serveRootInstance`. */
  readonly getRootInstance: SelectingOperations['serveRootInstance'];
  readonly serveRootInstanceProperties: {
    /**
     * List the resolved settings of one instance of a VCS root.
     *
     * @see {@link serveRootInstanceProperties}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args: ServeRootInstancePropertiesArgs<S>,
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
     * @see {@link deleteRoot}
     * @since 2018.1
     */
    (args: DeleteRootArgs, options?: CallOptions): Promise<void>;
  };
  readonly serveField: {
    /**
     * Read one field of a VCS root as text.
     *
     * @see {@link serveField}
     * @since 2018.1
     */
    (args: ServeFieldArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveField`. */
  readonly getField: BoundOperations['serveField'];
  readonly setField: {
    /**
     * Rename, move or re-id a VCS root, or change how often it is checked, through a text field.
     *
     * @see {@link setField}
     * @since 2018.1
     */
    (args: SetFieldArgs, options?: CallOptions): Promise<string>;
  };
  readonly deleteAllProperties: {
    /**
     * Remove every setting of a VCS root.
     *
     * @see {@link deleteAllProperties}
     * @since 2018.1
     */
    (args: DeleteAllPropertiesArgs, options?: CallOptions): Promise<void>;
  };
  readonly serveProperty: {
    /**
     * Get one setting of a VCS root, as text.
     *
     * @see {@link serveProperty}
     * @since 2018.1
     */
    (args: ServePropertyArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveProperty`. */
  readonly getProperty: BoundOperations['serveProperty'];
  readonly putParameter: {
    /**
     * Set one setting of a VCS root, as text.
     *
     * @see {@link putParameter}
     * @since 2018.1
     */
    (args: PutParameterArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `putParameter`. */
  readonly setProperty: BoundOperations['putParameter'];
  readonly deleteParameter: {
    /**
     * Remove one setting of a VCS root.
     *
     * @see {@link deleteParameter}
     * @since 2018.1
     */
    (args: DeleteParameterArgs, options?: CallOptions): Promise<void>;
  };
  /** Same as `deleteParameter`. */
  readonly deleteProperty: BoundOperations['deleteParameter'];
  readonly getSettingsFile: {
    /**
     * Get the path of the file that stores a VCS root's settings on the server.
     *
     * @see {@link getSettingsFile}
     * @since 2018.1
     */
    (args: GetSettingsFileArgs, options?: CallOptions): Promise<string>;
  };
  readonly serveInstanceField: {
    /**
     * Read one field of an instance of a VCS root as text.
     *
     * @see {@link serveInstanceField}
     * @since 2018.1
     */
    (args: ServeInstanceFieldArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveInstanceField`. */
  readonly getInstanceField: BoundOperations['serveInstanceField'];
  readonly setInstanceField: {
    /**
     * Set the last checked revision or the commit hook mode of an instance of a VCS root.
     *
     * @see {@link setInstanceField}
     * @since 2018.1
     */
    (args: SetInstanceFieldArgs, options?: CallOptions): Promise<string>;
  };
}
