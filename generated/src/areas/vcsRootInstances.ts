// Generated from spec/areas/vcsRootInstances.yaml by the teamcity-sdk generator. Do not edit.
import {
  type CallOptions,
  type ExactFields,
  type FileResponse,
  type Operation,
  request,
  type Selected,
  type Transport,
  withFields,
} from '../runtime/index.js';
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
import { fileResult } from '../runtime/file.js';
import { encodeSubPath } from '../runtime/subpath.js';
import type { Entries, File, Files, Properties, VcsRootInstance, VcsRootInstances } from '../models.js';
import type { VcsRootInstanceLocator } from '../locators.js';
import type {
  EntriesFields,
  FileFields,
  FilesFields,
  PropertiesFields,
  VcsRootInstanceFields,
  VcsRootInstancesFields,
} from '../fields.js';

/** Inputs of {@link serveInstances} (`vcsRootInstances.serve_instances`). */
export interface ServeInstancesArgs<S extends VcsRootInstancesFields = VcsRootInstancesFields, T = string> {
  /** Query `locator`. A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  locator?: string | VcsRootInstanceLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveInstancesOp: Operation = {
  id: 'vcsRootInstances.serve_instances',
  method: 'GET',
  path: '/app/rest/vcs-root-instances',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/vcs-root-instances` (`serve_instances`, alias `get_instances`). */
export function serveInstances(
  client: Transport,
  args?: ServeInstancesArgs<never>,
  options?: CallOptions,
): Promise<VcsRootInstances>;
/** `GET /app/rest/vcs-root-instances` (`serve_instances`, alias `get_instances`). */
export function serveInstances<const S extends object & ExactFields<S, VcsRootInstancesFields>>(
  client: Transport,
  args?: ServeInstancesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsRootInstances, S>>;
export async function serveInstances(
  client: Transport,
  args: ServeInstancesArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveInstancesOp, withFields(serveInstancesOp, args), options);
}

export { serveInstances as getInstances };

/** Inputs of {@link serveInstance} (`vcsRootInstances.serve_instance`). */
export interface ServeInstanceArgs<S extends VcsRootInstanceFields = VcsRootInstanceFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveInstanceOp: Operation = {
  id: 'vcsRootInstances.serve_instance',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}` (`serve_instance`, alias `get_instance`). */
export function serveInstance(
  client: Transport,
  args: ServeInstanceArgs<never>,
  options?: CallOptions,
): Promise<VcsRootInstance>;
/** `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}` (`serve_instance`, alias `get_instance`). */
export function serveInstance<const S extends object & ExactFields<S, VcsRootInstanceFields>>(
  client: Transport,
  args: ServeInstanceArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsRootInstance, S>>;
export async function serveInstance(
  client: Transport,
  args: ServeInstanceArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveInstanceOp, withFields(serveInstanceOp, args), options);
}

export { serveInstance as getInstance };

/** Inputs of {@link serveInstanceField} (`vcsRootInstances.serve_instance_field`). */
export interface ServeInstanceFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

export const serveInstanceFieldOp: Operation = {
  id: 'vcsRootInstances.serve_instance_field',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/{field}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/{field}` (`serve_instance_field`, alias `get_instance_field`). */
export function serveInstanceField(
  client: Transport,
  args: ServeInstanceFieldArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveInstanceFieldOp, args, options) as Promise<string>;
}

export { serveInstanceField as getInstanceField };

/** Inputs of {@link setInstanceField} (`vcsRootInstances.set_instance_field`). */
export interface SetInstanceFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setInstanceFieldOp: Operation = {
  id: 'vcsRootInstances.set_instance_field',
  method: 'PUT',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/{field}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/{field}` (`set_instance_field`).
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

/** Inputs of {@link deleteInstanceField} (`vcsRootInstances.delete_instance_field`). */
export interface DeleteInstanceFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

export const deleteInstanceFieldOp: Operation = {
  id: 'vcsRootInstances.delete_instance_field',
  method: 'DELETE',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/{field}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/{field}` (`delete_instance_field`). */
export function deleteInstanceField(
  client: Transport,
  args: DeleteInstanceFieldArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteInstanceFieldOp, args, options) as Promise<void>;
}

/** Inputs of {@link serveRootInstanceProperties} (`vcsRootInstances.serve_root_instance_properties`). */
export interface ServeRootInstancePropertiesArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveRootInstancePropertiesOp: Operation = {
  id: 'vcsRootInstances.serve_root_instance_properties',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/properties',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/properties` (`serve_root_instance_properties`, alias `get_root_instance_properties`). */
export function serveRootInstanceProperties(
  client: Transport,
  args: ServeRootInstancePropertiesArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/** `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/properties` (`serve_root_instance_properties`, alias `get_root_instance_properties`). */
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

/** Inputs of {@link getRepositoryState} (`vcsRootInstances.get_repository_state`). */
export interface GetRepositoryStateArgs<S extends EntriesFields = EntriesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getRepositoryStateOp: Operation = {
  id: 'vcsRootInstances.get_repository_state',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/repositoryState',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/repositoryState` (`get_repository_state`). */
export function getRepositoryState(
  client: Transport,
  args: GetRepositoryStateArgs<never>,
  options?: CallOptions,
): Promise<Entries>;
/** `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/repositoryState` (`get_repository_state`). */
export function getRepositoryState<const S extends object & ExactFields<S, EntriesFields>>(
  client: Transport,
  args: GetRepositoryStateArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Entries, S>>;
export async function getRepositoryState(
  client: Transport,
  args: GetRepositoryStateArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getRepositoryStateOp, withFields(getRepositoryStateOp, args), options);
}

/** Inputs of {@link setRepositoryState} (`vcsRootInstances.set_repository_state`). */
export interface SetRepositoryStateArgs<S extends EntriesFields = EntriesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Entries;
}

export const setRepositoryStateOp: Operation = {
  id: 'vcsRootInstances.set_repository_state',
  method: 'PUT',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/repositoryState',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/repositoryState` (`set_repository_state`).
 *
 * Example body:
 * ```json
 * {
 *   "entry": [
 *     {
 *       "name": "refs/heads/main",
 *       "value": "3f2a9c1"
 *     }
 *   ]
 * }
 * ```
 */
export function setRepositoryState(
  client: Transport,
  args: SetRepositoryStateArgs<never>,
  options?: CallOptions,
): Promise<Entries>;
/**
 * `PUT /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/repositoryState` (`set_repository_state`).
 *
 * Example body:
 * ```json
 * {
 *   "entry": [
 *     {
 *       "name": "refs/heads/main",
 *       "value": "3f2a9c1"
 *     }
 *   ]
 * }
 * ```
 */
export function setRepositoryState<const S extends object & ExactFields<S, EntriesFields>>(
  client: Transport,
  args: SetRepositoryStateArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Entries, S>>;
export async function setRepositoryState(
  client: Transport,
  args: SetRepositoryStateArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setRepositoryStateOp, withFields(setRepositoryStateOp, args), options);
}

/** Inputs of {@link deleteRepositoryState} (`vcsRootInstances.delete_repository_state`). */
export interface DeleteRepositoryStateArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
}

export const deleteRepositoryStateOp: Operation = {
  id: 'vcsRootInstances.delete_repository_state',
  method: 'DELETE',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/repositoryState',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/repositoryState` (`delete_repository_state`). */
export function deleteRepositoryState(
  client: Transport,
  args: DeleteRepositoryStateArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteRepositoryStateOp, args, options) as Promise<void>;
}

/** Inputs of {@link getRepositoryStateCreationDate} (`vcsRootInstances.get_repository_state_creation_date`). */
export interface GetRepositoryStateCreationDateArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
}

export const getRepositoryStateCreationDateOp: Operation = {
  id: 'vcsRootInstances.get_repository_state_creation_date',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/repositoryState/creationDate',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/repositoryState/creationDate` (`get_repository_state_creation_date`). */
export function getRepositoryStateCreationDate(
  client: Transport,
  args: GetRepositoryStateCreationDateArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getRepositoryStateCreationDateOp, args, options) as Promise<string>;
}

/** Inputs of {@link scheduleCheckingForChanges} (`vcsRootInstances.schedule_checking_for_changes`). */
export interface ScheduleCheckingForChangesArgs<S extends VcsRootInstancesFields = VcsRootInstancesFields, T = string> {
  /** Query `locator`. A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  locator?: string | VcsRootInstanceLocator;
  /** Query `requestor`. */
  requestor?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const scheduleCheckingForChangesOp: Operation = {
  id: 'vcsRootInstances.schedule_checking_for_changes',
  method: 'POST',
  path: '/app/rest/vcs-root-instances/checkingForChangesQueue',
  query: [
    ['locator', 'locator'],
    ['requestor', 'requestor'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `POST /app/rest/vcs-root-instances/checkingForChangesQueue` (`schedule_checking_for_changes`). */
export function scheduleCheckingForChanges(
  client: Transport,
  args?: ScheduleCheckingForChangesArgs<never>,
  options?: CallOptions,
): Promise<VcsRootInstances>;
/** `POST /app/rest/vcs-root-instances/checkingForChangesQueue` (`schedule_checking_for_changes`). */
export function scheduleCheckingForChanges<const S extends object & ExactFields<S, VcsRootInstancesFields>>(
  client: Transport,
  args?: ScheduleCheckingForChangesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsRootInstances, S>>;
export async function scheduleCheckingForChanges(
  client: Transport,
  args: ScheduleCheckingForChangesArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, scheduleCheckingForChangesOp, withFields(scheduleCheckingForChangesOp, args), options);
}

/** Inputs of {@link scheduleCheckingForChanges0} (`vcsRootInstances.schedule_checking_for_changes_0`). */
export interface ScheduleCheckingForChanges0Args {
  /** Query `locator`. A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  locator?: string | VcsRootInstanceLocator;
  /** Query `okOnNothingFound` (seed: `ok_on_nothing_found`). */
  okOnNothingFound?: boolean;
}

export const scheduleCheckingForChanges0Op: Operation = {
  id: 'vcsRootInstances.schedule_checking_for_changes_0',
  method: 'POST',
  path: '/app/rest/vcs-root-instances/commitHookNotification',
  query: [
    ['locator', 'locator'],
    ['okOnNothingFound', 'okOnNothingFound'],
  ],
  accept: 'text/plain',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `POST /app/rest/vcs-root-instances/commitHookNotification` (`schedule_checking_for_changes_0`). */
export function scheduleCheckingForChanges0(
  client: Transport,
  args: ScheduleCheckingForChanges0Args = {},
  options?: CallOptions,
): Promise<void> {
  return request(client, scheduleCheckingForChanges0Op, args, options) as Promise<void>;
}

/** Inputs of {@link getRoot} (`vcsRootInstances.get_root`). */
export interface GetRootArgs<S extends FilesFields = FilesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Query `basePath` (seed: `base_path`). */
  basePath?: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getRootOp: Operation = {
  id: 'vcsRootInstances.get_root',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest',
  query: [
    ['basePath', 'basePath'],
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest` (`get_root`).
 * From the file-tree set, stamped on the VCS root instance latest files.
 */
export function getRoot(client: Transport, args: GetRootArgs<never>, options?: CallOptions): Promise<Files>;
/**
 * `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest` (`get_root`).
 * From the file-tree set, stamped on the VCS root instance latest files.
 */
export function getRoot<const S extends object & ExactFields<S, FilesFields>>(
  client: Transport,
  args: GetRootArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Files, S>>;
export async function getRoot(client: Transport, args: GetRootArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getRootOp, withFields(getRootOp, args), options);
}

/** Inputs of {@link getChildren} (`vcsRootInstances.get_children`). */
export interface GetChildrenArgs<S extends FilesFields = FilesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `basePath` (seed: `base_path`). */
  basePath?: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getChildrenOp: Operation = {
  id: 'vcsRootInstances.get_children',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/children{/path}',
  query: [
    ['basePath', 'basePath'],
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/children{path}` (`get_children`).
 * From the file-tree set, stamped on the VCS root instance latest files.
 */
export function getChildren(client: Transport, args: GetChildrenArgs<never>, options?: CallOptions): Promise<Files>;
/**
 * `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/children{path}` (`get_children`).
 * From the file-tree set, stamped on the VCS root instance latest files.
 */
export function getChildren<const S extends object & ExactFields<S, FilesFields>>(
  client: Transport,
  args: GetChildrenArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Files, S>>;
export async function getChildren(client: Transport, args: GetChildrenArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getChildrenOp, withFields(getChildrenOp, args), options);
}

/** Inputs of {@link getChildrenAlias} (`vcsRootInstances.get_children_alias`). */
export interface GetChildrenAliasArgs<S extends FilesFields = FilesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `basePath` (seed: `base_path`). */
  basePath?: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getChildrenAliasOp: Operation = {
  id: 'vcsRootInstances.get_children_alias',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest{/path}',
  query: [
    ['basePath', 'basePath'],
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/{path}` (`get_children_alias`).
 * From the file-tree set, stamped on the VCS root instance latest files.
 */
export function getChildrenAlias(
  client: Transport,
  args: GetChildrenAliasArgs<never>,
  options?: CallOptions,
): Promise<Files>;
/**
 * `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/{path}` (`get_children_alias`).
 * From the file-tree set, stamped on the VCS root instance latest files.
 */
export function getChildrenAlias<const S extends object & ExactFields<S, FilesFields>>(
  client: Transport,
  args: GetChildrenAliasArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Files, S>>;
export async function getChildrenAlias(
  client: Transport,
  args: GetChildrenAliasArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getChildrenAliasOp, withFields(getChildrenAliasOp, args), options);
}

/** Inputs of {@link getContent} (`vcsRootInstances.get_content`). */
export interface GetContentArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `responseBuilder` (seed: `response_builder`). */
  responseBuilder?: string;
}

export const getContentOp: Operation = {
  id: 'vcsRootInstances.get_content',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/content{/path}',
  query: [['responseBuilder', 'responseBuilder']],
  accept: '*/*',
  result: 'binary',
  locator: renderLocator,
  file: fileResult,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/content{path}` (`get_content`).
 * From the file-tree set, stamped on the VCS root instance latest files.
 * The seeds give the result as `void`; see the spec note.
 * The seeds return void; TeamCity answers with the file's bytes, which the client hands back as a stream.
 */
export function getContent(client: Transport, args: GetContentArgs, options?: CallOptions): Promise<FileResponse> {
  return request(client, getContentOp, args, options) as Promise<FileResponse>;
}

/** Inputs of {@link getContentAlias} (`vcsRootInstances.get_content_alias`). */
export interface GetContentAliasArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
}

export const getContentAliasOp: Operation = {
  id: 'vcsRootInstances.get_content_alias',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/files{/path}',
  accept: '*/*',
  result: 'binary',
  locator: renderLocator,
  file: fileResult,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/files{path}` (`get_content_alias`).
 * From the file-tree set, stamped on the VCS root instance latest files.
 * The seeds give the result as `void`; see the spec note.
 * The seeds return void; TeamCity answers with the file's bytes, which the client hands back as a stream.
 */
export function getContentAlias(
  client: Transport,
  args: GetContentAliasArgs,
  options?: CallOptions,
): Promise<FileResponse> {
  return request(client, getContentAliasOp, args, options) as Promise<FileResponse>;
}

/** Inputs of {@link getMetadata} (`vcsRootInstances.get_metadata`). */
export interface GetMetadataArgs<S extends FileFields = FileFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getMetadataOp: Operation = {
  id: 'vcsRootInstances.get_metadata',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/metadata{/path}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/metadata{path}` (`get_metadata`).
 * From the file-tree set, stamped on the VCS root instance latest files.
 * The seeds give the result as `file`; see the spec note.
 * The seeds write the result as file; TeamCity answers with the File model (name, size, modificationTime, ...), not the content.
 */
export function getMetadata(client: Transport, args: GetMetadataArgs<never>, options?: CallOptions): Promise<File>;
/**
 * `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/metadata{path}` (`get_metadata`).
 * From the file-tree set, stamped on the VCS root instance latest files.
 * The seeds give the result as `file`; see the spec note.
 * The seeds write the result as file; TeamCity answers with the File model (name, size, modificationTime, ...), not the content.
 */
export function getMetadata<const S extends object & ExactFields<S, FileFields>>(
  client: Transport,
  args: GetMetadataArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<File, S>>;
export async function getMetadata(client: Transport, args: GetMetadataArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getMetadataOp, withFields(getMetadataOp, args), options);
}

/** Inputs of {@link getZipped} (`vcsRootInstances.get_zipped`). */
export interface GetZippedArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `basePath` (seed: `base_path`). */
  basePath?: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `name`. */
  name?: string;
}

export const getZippedOp: Operation = {
  id: 'vcsRootInstances.get_zipped',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/archived{/path}',
  query: [
    ['basePath', 'basePath'],
    ['locator', 'locator'],
    ['name', 'name'],
  ],
  accept: '*/*',
  result: 'binary',
  locator: renderLocator,
  file: fileResult,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/archived{path}` (`get_zipped`).
 * From the file-tree set, stamped on the VCS root instance latest files.
 * The seeds give the result as `void`; see the spec note.
 * The seeds return void; TeamCity answers with a zip archive, which the client hands back as a stream.
 */
export function getZipped(client: Transport, args: GetZippedArgs, options?: CallOptions): Promise<FileResponse> {
  return request(client, getZippedOp, args, options) as Promise<FileResponse>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /** `GET /app/rest/vcs-root-instances` (`serve_instances`, alias `get_instances`). */
  readonly serveInstances: {
    (args?: ServeInstancesArgs<never>, options?: CallOptions): Promise<VcsRootInstances>;
    <const S extends object & ExactFields<S, VcsRootInstancesFields>>(
      args?: ServeInstancesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstances, S>>;
  };
  /** `GET /app/rest/vcs-root-instances` (`serve_instances`, alias `get_instances`). */
  readonly getInstances: {
    (args?: ServeInstancesArgs<never>, options?: CallOptions): Promise<VcsRootInstances>;
    <const S extends object & ExactFields<S, VcsRootInstancesFields>>(
      args?: ServeInstancesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstances, S>>;
  };
  /** `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}` (`serve_instance`, alias `get_instance`). */
  readonly serveInstance: {
    (args: ServeInstanceArgs<never>, options?: CallOptions): Promise<VcsRootInstance>;
    <const S extends object & ExactFields<S, VcsRootInstanceFields>>(
      args: ServeInstanceArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstance, S>>;
  };
  /** `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}` (`serve_instance`, alias `get_instance`). */
  readonly getInstance: {
    (args: ServeInstanceArgs<never>, options?: CallOptions): Promise<VcsRootInstance>;
    <const S extends object & ExactFields<S, VcsRootInstanceFields>>(
      args: ServeInstanceArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstance, S>>;
  };
  /** `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/properties` (`serve_root_instance_properties`, alias `get_root_instance_properties`). */
  readonly serveRootInstanceProperties: {
    (args: ServeRootInstancePropertiesArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: ServeRootInstancePropertiesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/properties` (`serve_root_instance_properties`, alias `get_root_instance_properties`). */
  readonly getRootInstanceProperties: {
    (args: ServeRootInstancePropertiesArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: ServeRootInstancePropertiesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/repositoryState` (`get_repository_state`). */
  readonly getRepositoryState: {
    (args: GetRepositoryStateArgs<never>, options?: CallOptions): Promise<Entries>;
    <const S extends object & ExactFields<S, EntriesFields>>(
      args: GetRepositoryStateArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Entries, S>>;
  };
  /**
   * `PUT /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/repositoryState` (`set_repository_state`).
   *
   * Example body:
   * ```json
   * {
   *   "entry": [
   *     {
   *       "name": "refs/heads/main",
   *       "value": "3f2a9c1"
   *     }
   *   ]
   * }
   * ```
   */
  readonly setRepositoryState: {
    (args: SetRepositoryStateArgs<never>, options?: CallOptions): Promise<Entries>;
    <const S extends object & ExactFields<S, EntriesFields>>(
      args: SetRepositoryStateArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Entries, S>>;
  };
  /** `POST /app/rest/vcs-root-instances/checkingForChangesQueue` (`schedule_checking_for_changes`). */
  readonly scheduleCheckingForChanges: {
    (args?: ScheduleCheckingForChangesArgs<never>, options?: CallOptions): Promise<VcsRootInstances>;
    <const S extends object & ExactFields<S, VcsRootInstancesFields>>(
      args?: ScheduleCheckingForChangesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstances, S>>;
  };
  /**
   * `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest` (`get_root`).
   * From the file-tree set, stamped on the VCS root instance latest files.
   */
  readonly getRoot: {
    (args: GetRootArgs<never>, options?: CallOptions): Promise<Files>;
    <const S extends object & ExactFields<S, FilesFields>>(
      args: GetRootArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  /**
   * `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/children{path}` (`get_children`).
   * From the file-tree set, stamped on the VCS root instance latest files.
   */
  readonly getChildren: {
    (args: GetChildrenArgs<never>, options?: CallOptions): Promise<Files>;
    <const S extends object & ExactFields<S, FilesFields>>(
      args: GetChildrenArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  /**
   * `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/{path}` (`get_children_alias`).
   * From the file-tree set, stamped on the VCS root instance latest files.
   */
  readonly getChildrenAlias: {
    (args: GetChildrenAliasArgs<never>, options?: CallOptions): Promise<Files>;
    <const S extends object & ExactFields<S, FilesFields>>(
      args: GetChildrenAliasArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  /**
   * `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/metadata{path}` (`get_metadata`).
   * From the file-tree set, stamped on the VCS root instance latest files.
   * The seeds give the result as `file`; see the spec note.
   * The seeds write the result as file; TeamCity answers with the File model (name, size, modificationTime, ...), not the content.
   */
  readonly getMetadata: {
    (args: GetMetadataArgs<never>, options?: CallOptions): Promise<File>;
    <const S extends object & ExactFields<S, FileFields>>(
      args: GetMetadataArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<File, S>>;
  };
}

/** The vcsRootInstances operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  /** `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/{field}` (`serve_instance_field`, alias `get_instance_field`). */
  readonly serveInstanceField: (args: ServeInstanceFieldArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/{field}` (`serve_instance_field`, alias `get_instance_field`). */
  readonly getInstanceField: (args: ServeInstanceFieldArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/{field}` (`set_instance_field`).
   *
   * Example body:
   * ```text
   * 3f2a9c1
   * ```
   */
  readonly setInstanceField: (args: SetInstanceFieldArgs, options?: CallOptions) => Promise<string>;
  /** `DELETE /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/{field}` (`delete_instance_field`). */
  readonly deleteInstanceField: (args: DeleteInstanceFieldArgs, options?: CallOptions) => Promise<void>;
  /** `DELETE /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/repositoryState` (`delete_repository_state`). */
  readonly deleteRepositoryState: (args: DeleteRepositoryStateArgs, options?: CallOptions) => Promise<void>;
  /** `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/repositoryState/creationDate` (`get_repository_state_creation_date`). */
  readonly getRepositoryStateCreationDate: (
    args: GetRepositoryStateCreationDateArgs,
    options?: CallOptions,
  ) => Promise<string>;
  /** `POST /app/rest/vcs-root-instances/commitHookNotification` (`schedule_checking_for_changes_0`). */
  readonly scheduleCheckingForChanges0: (
    args?: ScheduleCheckingForChanges0Args,
    options?: CallOptions,
  ) => Promise<void>;
  /**
   * `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/content{path}` (`get_content`).
   * From the file-tree set, stamped on the VCS root instance latest files.
   * The seeds give the result as `void`; see the spec note.
   * The seeds return void; TeamCity answers with the file's bytes, which the client hands back as a stream.
   */
  readonly getContent: (args: GetContentArgs, options?: CallOptions) => Promise<FileResponse>;
  /**
   * `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/files{path}` (`get_content_alias`).
   * From the file-tree set, stamped on the VCS root instance latest files.
   * The seeds give the result as `void`; see the spec note.
   * The seeds return void; TeamCity answers with the file's bytes, which the client hands back as a stream.
   */
  readonly getContentAlias: (args: GetContentAliasArgs, options?: CallOptions) => Promise<FileResponse>;
  /**
   * `GET /app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/archived{path}` (`get_zipped`).
   * From the file-tree set, stamped on the VCS root instance latest files.
   * The seeds give the result as `void`; see the spec note.
   * The seeds return void; TeamCity answers with a zip archive, which the client hands back as a stream.
   */
  readonly getZipped: (args: GetZippedArgs, options?: CallOptions) => Promise<FileResponse>;
}
