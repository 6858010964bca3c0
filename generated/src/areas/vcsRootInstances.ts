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
import { jsonBody, textBody } from '../runtime/body.js';
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
import { fileResult } from '../runtime/file.js';
import { encodeSubPath } from '../runtime/subpath.js';
import { xmlErrors } from '../runtime/xml-errors.js';
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

/** Inputs of {@link serveInstances}. */
export interface ServeInstancesArgs<S extends VcsRootInstancesFields | string = VcsRootInstancesFields | string> {
  /** A VCS root instance locator that filters the list: text, or a typed `VcsRootInstanceLocator`. */
  locator?: string | VcsRootInstanceLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveInstancesOp: Operation = {
  id: 'vcsRootInstances.serve_instances',
  method: 'GET',
  path: '/app/rest/vcs-root-instances',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List VCS root instances (a VCS root with one build configuration's parameters resolved).
 *
 * 100 to a page. `vcsRoot:(id:App_Git)` gives a root's instances, `buildType:(id:App_Build)` those a
 * configuration uses.
 *
 * Also named `getInstances`: the same function.
 *
 * @since 2018.1
 */
export async function serveInstances<
  const S extends string | (object & ExactFields<S, VcsRootInstancesFields>) = never,
>(client: Transport, args: ServeInstancesArgs<S> = {}, options?: CallOptions): Promise<Selected<VcsRootInstances, S>> {
  return request(client, serveInstancesOp, withFields(serveInstancesOp, args), options) as Promise<
    Selected<VcsRootInstances, S>
  >;
}

export { serveInstances as getInstances };

/** Inputs of {@link serveInstance}. */
export interface ServeInstanceArgs<S extends VcsRootInstanceFields | string = VcsRootInstanceFields | string> {
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveInstanceOp: Operation = {
  id: 'vcsRootInstances.serve_instance',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a VCS root instance.
 *
 * Also named `getInstance`: the same function.
 *
 * @since 2018.1
 */
export async function serveInstance<const S extends string | (object & ExactFields<S, VcsRootInstanceFields>) = never>(
  client: Transport,
  args: ServeInstanceArgs<S>,
  options?: CallOptions,
): Promise<Selected<VcsRootInstance, S>> {
  return request(client, serveInstanceOp, withFields(serveInstanceOp, args), options) as Promise<
    Selected<VcsRootInstance, S>
  >;
}

export { serveInstance as getInstance };

/** Inputs of {@link serveInstanceField}. */
export interface ServeInstanceFieldArgs {
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** The field: `id`, `name`, `vcsName`, `lastVersion`, `lastVersionInternal`, `currentVersion`, ... One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
}

export const serveInstanceFieldOp: Operation = {
  id: 'vcsRootInstances.serve_instance_field',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/{field}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read one field of a VCS root instance as text.
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
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** The field: `lastVersionInternal` or `commitHookMode`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
  /** The new value, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const setInstanceFieldOp: Operation = {
  id: 'vcsRootInstances.set_instance_field',
  method: 'PUT',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/{field}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Set the last checked revision or the commit hook mode of a VCS root instance.
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

/** Inputs of {@link deleteInstanceField}. */
export interface DeleteInstanceFieldArgs {
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** The field: `lastVersionInternal`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
}

export const deleteInstanceFieldOp: Operation = {
  id: 'vcsRootInstances.delete_instance_field',
  method: 'DELETE',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/{field}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Forget the last checked revision of a VCS root instance.
 *
 * Only `lastVersionInternal` can be cleared (400 for others); TeamCity then collects changes as for a new root.
 * Needs the permission to edit the project.
 *
 * @since 2018.1
 */
export function deleteInstanceField(
  client: Transport,
  args: DeleteInstanceFieldArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteInstanceFieldOp, args, options) as Promise<void>;
}

/** Inputs of {@link serveRootInstanceProperties}. */
export interface ServeRootInstancePropertiesArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveRootInstancePropertiesOp: Operation = {
  id: 'vcsRootInstances.serve_root_instance_properties',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/properties',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the settings of a VCS root instance (URL, branch spec, ...), parameters resolved.
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

/** Inputs of {@link getRepositoryState}. */
export interface GetRepositoryStateArgs<S extends EntriesFields | string = EntriesFields | string> {
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getRepositoryStateOp: Operation = {
  id: 'vcsRootInstances.get_repository_state',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/repositoryState',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get the repository state TeamCity last saw for a VCS root instance (branch heads).
 *
 * Each entry is a branch name with the revision TeamCity saw it at.
 *
 * @since 2018.1
 */
export async function getRepositoryState<const S extends string | (object & ExactFields<S, EntriesFields>) = never>(
  client: Transport,
  args: GetRepositoryStateArgs<S>,
  options?: CallOptions,
): Promise<Selected<Entries, S>> {
  return request(client, getRepositoryStateOp, withFields(getRepositoryStateOp, args), options) as Promise<
    Selected<Entries, S>
  >;
}

/** Inputs of {@link setRepositoryState}. */
export interface SetRepositoryStateArgs<S extends EntriesFields | string = EntriesFields | string> {
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The branches and their revisions: `{ entry: [{ name: 'refs/heads/main', value: '<sha>' }] }`. Sent as `application/json`. */
  body?: Entries;
}

export const setRepositoryStateOp: Operation = {
  id: 'vcsRootInstances.set_repository_state',
  method: 'PUT',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/repositoryState',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace the repository state TeamCity remembers for a VCS root instance.
 *
 * Needs the permission to edit the project. Returns the state as stored.
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
 *
 * @since 2018.1
 */
export async function setRepositoryState<const S extends string | (object & ExactFields<S, EntriesFields>) = never>(
  client: Transport,
  args: SetRepositoryStateArgs<S>,
  options?: CallOptions,
): Promise<Selected<Entries, S>> {
  return request(client, setRepositoryStateOp, withFields(setRepositoryStateOp, args), options) as Promise<
    Selected<Entries, S>
  >;
}

/** Inputs of {@link deleteRepositoryState}. */
export interface DeleteRepositoryStateArgs {
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
}

export const deleteRepositoryStateOp: Operation = {
  id: 'vcsRootInstances.delete_repository_state',
  method: 'DELETE',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/repositoryState',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Make TeamCity forget the repository state of a VCS root instance.
 *
 * The next check starts from scratch. Needs the permission to edit the project.
 *
 * @since 2018.1
 */
export function deleteRepositoryState(
  client: Transport,
  args: DeleteRepositoryStateArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteRepositoryStateOp, args, options) as Promise<void>;
}

/** Inputs of {@link getRepositoryStateCreationDate}. */
export interface GetRepositoryStateCreationDateArgs {
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
}

export const getRepositoryStateCreationDateOp: Operation = {
  id: 'vcsRootInstances.get_repository_state_creation_date',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/repositoryState/creationDate',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get when TeamCity recorded the repository state of a VCS root instance.
 *
 * As TeamCity's date text (`parseTeamCityDate` reads it).
 *
 * @since 2018.1
 */
export function getRepositoryStateCreationDate(
  client: Transport,
  args: GetRepositoryStateCreationDateArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getRepositoryStateCreationDateOp, args, options) as Promise<string>;
}

/** Inputs of {@link scheduleCheckingForChanges}. */
export interface ScheduleCheckingForChangesArgs<
  S extends VcsRootInstancesFields | string = VcsRootInstancesFields | string,
> {
  /** A VCS root instance locator that filters the list: text, or a typed `VcsRootInstanceLocator`. */
  locator?: string | VcsRootInstanceLocator;
  /** Who asks, as TeamCity records it: `user` (the default) or `commit_hook`. */
  requestor?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const scheduleCheckingForChangesOp: Operation = {
  id: 'vcsRootInstances.schedule_checking_for_changes',
  method: 'POST',
  path: '/app/rest/vcs-root-instances/checkingForChangesQueue',
  query: ['locator', 'requestor', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Make TeamCity check the VCS root instances a locator finds for new changes now.
 *
 * Returns the instances it will check.
 *
 * @since 2018.1
 */
export async function scheduleCheckingForChanges<
  const S extends string | (object & ExactFields<S, VcsRootInstancesFields>) = never,
>(
  client: Transport,
  args: ScheduleCheckingForChangesArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<VcsRootInstances, S>> {
  return request(
    client,
    scheduleCheckingForChangesOp,
    withFields(scheduleCheckingForChangesOp, args),
    options,
  ) as Promise<Selected<VcsRootInstances, S>>;
}

/** Inputs of {@link scheduleCheckingForChanges0}. */
export interface ScheduleCheckingForChanges0Args {
  /** Which instances: `vcsRoot:(type:jetbrains.git,property:(name:url,value:<repo url>))` matches by URL. */
  locator?: string | VcsRootInstanceLocator;
  /** Answer 200 instead of 404 when the locator finds nothing. */
  okOnNothingFound?: boolean;
}

export const scheduleCheckingForChanges0Op: Operation = {
  id: 'vcsRootInstances.schedule_checking_for_changes_0',
  method: 'POST',
  path: '/app/rest/vcs-root-instances/commitHookNotification',
  query: ['locator', 'okOnNothingFound'],
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Tell TeamCity a commit was pushed, so that it checks the VCS root instances a locator finds.
 *
 * What a repository's commit hook calls. A locator is required (400 without one). When nothing is found TeamCity
 * answers 404, or 200 with `okOnNothingFound: true`.
 *
 * Also named `notifyCommitHook`: the same function.
 *
 * @since 2018.1
 */
export function scheduleCheckingForChanges0(
  client: Transport,
  args: ScheduleCheckingForChanges0Args = {},
  options?: CallOptions,
): Promise<string> {
  return request(client, scheduleCheckingForChanges0Op, args, options) as Promise<string>;
}

export { scheduleCheckingForChanges0 as notifyCommitHook };

/** Inputs of {@link getRoot}. */
export interface GetRootArgs<S extends FilesFields | string = FilesFields | string> {
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** Give names relative to this folder instead of the top. */
  basePath?: string;
  /** Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`. */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getRootOp: Operation = {
  id: 'vcsRootInstances.get_root',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest',
  query: ['basePath', 'locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the top level of the latest files of a VCS root instance.
 *
 * Each entry has its `name`, `size` and `modificationTime`, with links to its `content` (a file) or `children`
 * (a folder). The locator widens or narrows the listing: `recursive:true` lists everything below,
 * `pattern:+:*.jar` picks names, `browseArchives:true` shows zip and jar files as folders, and `hidden:true`
 * includes the `.teamcity` folder TeamCity hides.
 *
 * @since 2018.1
 */
export async function getRoot<const S extends string | (object & ExactFields<S, FilesFields>) = never>(
  client: Transport,
  args: GetRootArgs<S>,
  options?: CallOptions,
): Promise<Selected<Files, S>> {
  return request(client, getRootOp, withFields(getRootOp, args), options) as Promise<Selected<Files, S>>;
}

/** Inputs of {@link getChildren}. */
export interface GetChildrenArgs<S extends FilesFields | string = FilesFields | string> {
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** The folder's path (`dist/lib`). A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Give names relative to this folder instead of the top. */
  basePath?: string;
  /** Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`. */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getChildrenOp: Operation = {
  id: 'vcsRootInstances.get_children',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/children{/path}',
  subPath: encodeSubPath,
  query: ['basePath', 'locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List a folder of the latest files of a VCS root instance.
 *
 * The same listing as `getRoot`, for one folder; a path to a zip or jar file lists its entries.
 *
 * @since 2018.1
 */
export async function getChildren<const S extends string | (object & ExactFields<S, FilesFields>) = never>(
  client: Transport,
  args: GetChildrenArgs<S>,
  options?: CallOptions,
): Promise<Selected<Files, S>> {
  return request(client, getChildrenOp, withFields(getChildrenOp, args), options) as Promise<Selected<Files, S>>;
}

/** Inputs of {@link getChildrenAlias}. */
export interface GetChildrenAliasArgs<S extends FilesFields | string = FilesFields | string> {
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** The folder's path (`dist/lib`). A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Give names relative to this folder instead of the top. */
  basePath?: string;
  /** Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`. */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getChildrenAliasOp: Operation = {
  id: 'vcsRootInstances.get_children_alias',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest{/path}',
  subPath: encodeSubPath,
  query: ['basePath', 'locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List a folder of the latest files of a VCS root instance, by the shorter route.
 *
 * The same answer as `getChildren`.
 *
 * @since 2018.1
 */
export async function getChildrenAlias<const S extends string | (object & ExactFields<S, FilesFields>) = never>(
  client: Transport,
  args: GetChildrenAliasArgs<S>,
  options?: CallOptions,
): Promise<Selected<Files, S>> {
  return request(client, getChildrenAliasOp, withFields(getChildrenAliasOp, args), options) as Promise<
    Selected<Files, S>
  >;
}

/** Inputs of {@link getContent}. */
export interface GetContentArgs {
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** The file's path (`dist/app.zip`); `lib.zip!/a.txt` reads a file inside an archive. A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** `coreWithDownloadProcessor` (the default), `core`, or `rest` (the pre-2017.1 way); others are refused (400). */
  responseBuilder?: string;
}

export const getContentOp: Operation = {
  id: 'vcsRootInstances.get_content',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/content{/path}',
  subPath: encodeSubPath,
  query: ['responseBuilder'],
  accept: '*/*',
  kind: 'binary',
  locator: renderLocator,
  file: fileResult,
  xml: xmlErrors,
};

/**
 * Download a file from the latest files of a VCS root instance, choosing how it is served.
 *
 * The file's bytes as a stream; a `range` in the call options asks for part of it (206). A folder is refused
 * (404). `getContentAlias` does the same without the choice.
 *
 * @since 2018.1
 */
export function getContent(client: Transport, args: GetContentArgs, options?: CallOptions): Promise<FileResponse> {
  return request(client, getContentOp, args, options) as Promise<FileResponse>;
}

/** Inputs of {@link getContentAlias}. */
export interface GetContentAliasArgs {
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** The file's path (`dist/app.zip`); `lib.zip!/a.txt` reads a file inside an archive. A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
}

export const getContentAliasOp: Operation = {
  id: 'vcsRootInstances.get_content_alias',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/files{/path}',
  subPath: encodeSubPath,
  accept: '*/*',
  kind: 'binary',
  locator: renderLocator,
  file: fileResult,
  xml: xmlErrors,
};

/**
 * Download a file from the latest files of a VCS root instance.
 *
 * The file's bytes as a stream; a `range` in the call options asks for part of it (206). A folder is refused
 * (404).
 *
 * @since 2018.1
 */
export function getContentAlias(
  client: Transport,
  args: GetContentAliasArgs,
  options?: CallOptions,
): Promise<FileResponse> {
  return request(client, getContentAliasOp, args, options) as Promise<FileResponse>;
}

/** Inputs of {@link getMetadata}. */
export interface GetMetadataArgs<S extends FileFields | string = FileFields | string> {
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** The file's or folder's path (`dist/app.zip`). A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getMetadataOp: Operation = {
  id: 'vcsRootInstances.get_metadata',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/metadata{/path}',
  subPath: encodeSubPath,
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get the name, size and date of a file or folder in the latest files of a VCS root instance.
 *
 * @since 2018.1
 */
export async function getMetadata<const S extends string | (object & ExactFields<S, FileFields>) = never>(
  client: Transport,
  args: GetMetadataArgs<S>,
  options?: CallOptions,
): Promise<Selected<File, S>> {
  return request(client, getMetadataOp, withFields(getMetadataOp, args), options) as Promise<Selected<File, S>>;
}

/** Inputs of {@link getZipped}. */
export interface GetZippedArgs {
  /** Which VCS root instance: locator text, or a typed `VcsRootInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  vcsRootInstanceLocator: string | VcsRootInstanceLocator;
  /** The folder's path (`dist`); empty for everything. A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Name the entries relative to this folder. */
  basePath?: string;
  /** Which files: `pattern:+:*.log`, `recursive:true`, `browseArchives:true`, `hidden:true`. */
  locator?: string;
  /** The file name TeamCity gives the archive in its answer. */
  name?: string;
}

export const getZippedOp: Operation = {
  id: 'vcsRootInstances.get_zipped',
  method: 'GET',
  path: '/app/rest/vcs-root-instances/{vcsRootInstanceLocator}/files/latest/archived{/path}',
  subPath: encodeSubPath,
  query: ['basePath', 'locator', 'name'],
  accept: '*/*',
  kind: 'binary',
  locator: renderLocator,
  file: fileResult,
  xml: xmlErrors,
};

/**
 * Download a folder of the latest files of a VCS root instance as a zip archive.
 *
 * The archive is made on the fly, so it has no length up front. The locator picks what goes in
 * (`pattern:+:*.log`).
 *
 * @since 2018.1
 */
export function getZipped(client: Transport, args: GetZippedArgs, options?: CallOptions): Promise<FileResponse> {
  return request(client, getZippedOp, args, options) as Promise<FileResponse>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly serveInstances: {
    /**
     * List VCS root instances (a VCS root with one build configuration's parameters resolved).
     *
     * @see {@link serveInstances}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, VcsRootInstancesFields>) = never>(
      args?: ServeInstancesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstances, S>>;
  };
  /** Same as `serveInstances`. */
  readonly getInstances: SelectingOperations['serveInstances'];
  readonly serveInstance: {
    /**
     * Get a VCS root instance.
     *
     * @see {@link serveInstance}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, VcsRootInstanceFields>) = never>(
      args: ServeInstanceArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstance, S>>;
  };
  /** Same as `serveInstance`. */
  readonly getInstance: SelectingOperations['serveInstance'];
  readonly serveRootInstanceProperties: {
    /**
     * List the settings of a VCS root instance (URL, branch spec, ...), parameters resolved.
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
  readonly getRepositoryState: {
    /**
     * Get the repository state TeamCity last saw for a VCS root instance (branch heads).
     *
     * @see {@link getRepositoryState}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, EntriesFields>) = never>(
      args: GetRepositoryStateArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Entries, S>>;
  };
  readonly setRepositoryState: {
    /**
     * Replace the repository state TeamCity remembers for a VCS root instance.
     *
     * @see {@link setRepositoryState}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, EntriesFields>) = never>(
      args: SetRepositoryStateArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Entries, S>>;
  };
  readonly scheduleCheckingForChanges: {
    /**
     * Make TeamCity check the VCS root instances a locator finds for new changes now.
     *
     * @see {@link scheduleCheckingForChanges}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, VcsRootInstancesFields>) = never>(
      args?: ScheduleCheckingForChangesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VcsRootInstances, S>>;
  };
  readonly getRoot: {
    /**
     * List the top level of the latest files of a VCS root instance.
     *
     * @see {@link getRoot}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, FilesFields>) = never>(
      args: GetRootArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  readonly getChildren: {
    /**
     * List a folder of the latest files of a VCS root instance.
     *
     * @see {@link getChildren}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, FilesFields>) = never>(
      args: GetChildrenArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  readonly getChildrenAlias: {
    /**
     * List a folder of the latest files of a VCS root instance, by the shorter route.
     *
     * @see {@link getChildrenAlias}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, FilesFields>) = never>(
      args: GetChildrenAliasArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  readonly getMetadata: {
    /**
     * Get the name, size and date of a file or folder in the latest files of a VCS root instance.
     *
     * @see {@link getMetadata}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, FileFields>) = never>(
      args: GetMetadataArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<File, S>>;
  };
}

/** The vcsRootInstances operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  readonly serveInstanceField: {
    /**
     * Read one field of a VCS root instance as text.
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
     * Set the last checked revision or the commit hook mode of a VCS root instance.
     *
     * @see {@link setInstanceField}
     * @since 2018.1
     */
    (args: SetInstanceFieldArgs, options?: CallOptions): Promise<string>;
  };
  readonly deleteInstanceField: {
    /**
     * Forget the last checked revision of a VCS root instance.
     *
     * @see {@link deleteInstanceField}
     * @since 2018.1
     */
    (args: DeleteInstanceFieldArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteRepositoryState: {
    /**
     * Make TeamCity forget the repository state of a VCS root instance.
     *
     * @see {@link deleteRepositoryState}
     * @since 2018.1
     */
    (args: DeleteRepositoryStateArgs, options?: CallOptions): Promise<void>;
  };
  readonly getRepositoryStateCreationDate: {
    /**
     * Get when TeamCity recorded the repository state of a VCS root instance.
     *
     * @see {@link getRepositoryStateCreationDate}
     * @since 2018.1
     */
    (args: GetRepositoryStateCreationDateArgs, options?: CallOptions): Promise<string>;
  };
  readonly scheduleCheckingForChanges0: {
    /**
     * Tell TeamCity a commit was pushed, so that it checks the VCS root instances a locator finds.
     *
     * @see {@link scheduleCheckingForChanges0}
     * @since 2018.1
     */
    (args?: ScheduleCheckingForChanges0Args, options?: CallOptions): Promise<string>;
  };
  /** Same as `scheduleCheckingForChanges0`. */
  readonly notifyCommitHook: BoundOperations['scheduleCheckingForChanges0'];
  readonly getContent: {
    /**
     * Download a file from the latest files of a VCS root instance, choosing how it is served.
     *
     * @see {@link getContent}
     * @since 2018.1
     */
    (args: GetContentArgs, options?: CallOptions): Promise<FileResponse>;
  };
  readonly getContentAlias: {
    /**
     * Download a file from the latest files of a VCS root instance.
     *
     * @see {@link getContentAlias}
     * @since 2018.1
     */
    (args: GetContentAliasArgs, options?: CallOptions): Promise<FileResponse>;
  };
  readonly getZipped: {
    /**
     * Download a folder of the latest files of a VCS root instance as a zip archive.
     *
     * @see {@link getZipped}
     * @since 2018.1
     */
    (args: GetZippedArgs, options?: CallOptions): Promise<FileResponse>;
  };
}
