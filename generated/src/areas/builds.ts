// Generated from spec/areas/builds.yaml by the teamcity-sdk generator. Do not edit.
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
import type {
  Build,
  BuildCancelRequest,
  BuildChanges,
  BuildStatusUpdate,
  Builds,
  Comment,
  File,
  Files,
  IssuesUsages,
  ModelProperty,
  MultipleOperationResult,
  PinInfo,
  ProblemOccurrence,
  ProblemOccurrences,
  Properties,
  Tags,
  TestOccurrences,
  VcsLabels,
} from '../models.js';
import type { BuildLocator, BuildTypeLocator, TagLocator, VcsRootInstanceLocator } from '../locators.js';
import type {
  BuildChangesFields,
  BuildFields,
  BuildsFields,
  CommentFields,
  FileFields,
  FilesFields,
  IssuesUsagesFields,
  ModelPropertyFields,
  MultipleOperationResultFields,
  PinInfoFields,
  ProblemOccurrenceFields,
  ProblemOccurrencesFields,
  PropertiesFields,
  TagsFields,
  TestOccurrencesFields,
  VcsLabelsFields,
} from '../fields.js';

/** Inputs of {@link addTags}. */
export interface AddTagsArgs<S extends TagsFields = TagsFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** `{ tag: [{ name: 'release' }] }`; `private: true` makes a tag visible to its owner only. Sent as `application/json`. */
  body?: Tags;
}

export const addTagsOp: Operation = {
  id: 'builds.add_tags',
  method: 'POST',
  path: '/app/rest/builds/{buildLocator}/tags',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Add tags to a build.
 *
 * The build keeps its other tags. Returns the tags posted. Works on queued, running and finished builds.
 *
 * Example body:
 * ```json
 * {
 *   "tag": [
 *     {
 *       "name": "release"
 *     },
 *     {
 *       "name": "nightly"
 *     }
 *   ]
 * }
 * ```
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - `{ tag: [{ name: 'release' }] }`; `private: true` makes a tag visible to its owner only
 */
export function addTags(client: Transport, args: AddTagsArgs<never>, options?: CallOptions): Promise<Tags>;
export function addTags<const S extends object & ExactFields<S, TagsFields>>(
  client: Transport,
  args: AddTagsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Tags, S>>;
export async function addTags(client: Transport, args: AddTagsArgs, options?: CallOptions): Promise<unknown> {
  return request(client, addTagsOp, withFields(addTagsOp, args), options);
}

/** Inputs of {@link cancelBuild}. */
export interface CancelBuildArgs<S extends BuildFields = BuildFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** `{ comment: 'why', readdIntoQueue: false }`. Sent as `application/json`. */
  body?: BuildCancelRequest;
}

export const cancelBuildOp: Operation = {
  id: 'builds.cancel_build',
  method: 'POST',
  path: '/app/rest/builds/{buildLocator}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Cancel a running build (or take a queued one out of the queue).
 *
 * Stops the build; the body's `comment` says why, and `readdIntoQueue: true` puts a running build back in the
 * queue instead of ending it. A build the locator finds in the queue is removed from it. A finished build is
 * refused (400), and 403 comes back when the user may not stop it. Returns the build as it then is. The
 * `cancelBuild` task cancels a build in whichever state it is.
 *
 * Example body:
 * ```json
 * {
 *   "comment": "superseded by a newer commit",
 *   "readdIntoQueue": false
 * }
 * ```
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - `{ comment: 'why', readdIntoQueue: false }`
 */
export function cancelBuild(client: Transport, args: CancelBuildArgs<never>, options?: CallOptions): Promise<Build>;
export function cancelBuild<const S extends object & ExactFields<S, BuildFields>>(
  client: Transport,
  args: CancelBuildArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Build, S>>;
export async function cancelBuild(client: Transport, args: CancelBuildArgs, options?: CallOptions): Promise<unknown> {
  return request(client, cancelBuildOp, withFields(cancelBuildOp, args), options);
}

/** Inputs of {@link cancelBuild0}. */
export interface CancelBuild0Args {
  /** Any build (the answer does not depend on it). One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
}

export const cancelBuild0Op: Operation = {
  id: 'builds.cancel_build_0',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/example/buildCancelRequest',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get an example of the body that cancels a build.
 *
 * Cancels nothing. Shows the shape `cancelBuild` takes (`comment`, `readdIntoQueue`).
 *
 * Also named `getCancelRequestExample`: the same function.
 *
 * @param args.buildLocator - Any build (the answer does not depend on it)
 */
export function cancelBuild0(
  client: Transport,
  args: CancelBuild0Args,
  options?: CallOptions,
): Promise<BuildCancelRequest> {
  return request(client, cancelBuild0Op, args, options) as Promise<BuildCancelRequest>;
}

export { cancelBuild0 as getCancelRequestExample };

/** Inputs of {@link deleteAllParameters}. */
export interface DeleteAllParametersArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
}

export const deleteAllParametersOp: Operation = {
  id: 'builds.delete_all_parameters',
  method: 'DELETE',
  path: '/app/rest/builds/{buildLocator}/attributes',
  query: [['fields', 'fields']],
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Remove every attribute of a build.
 *
 * Build attributes are TeamCity's own key-value records on a build (not its parameters). Changing them can
 * confuse TeamCity; needs the permission to edit the project.
 *
 * Also named `deleteBuildAttributes`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`)
 */
export function deleteAllParameters(
  client: Transport,
  args: DeleteAllParametersArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteAllParametersOp, args, options) as Promise<void>;
}

export { deleteAllParameters as deleteBuildAttributes };

/** Inputs of {@link deleteBuild}. */
export interface DeleteBuildArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
}

export const deleteBuildOp: Operation = {
  id: 'builds.delete_build',
  method: 'DELETE',
  path: '/app/rest/builds/{buildLocator}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Delete a build from the history.
 *
 * A queued build is canceled and deleted, a finished one deleted with its artifacts and logs. A running build is
 * canceled, and the call then fails since it has not finished: delete it once it has.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 */
export function deleteBuild(client: Transport, args: DeleteBuildArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteBuildOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteBuilds}. */
export interface DeleteBuildsArgs {
  /** A build locator that filters the list: text, or a typed `BuildLocator`. */
  locator?: string | BuildLocator;
}

export const deleteBuildsOp: Operation = {
  id: 'builds.delete_builds',
  method: 'DELETE',
  path: '/app/rest/builds',
  query: [['locator', 'locator']],
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Delete the builds a locator finds (at most 10 by default).
 *
 * A locator is required. More than 10 builds found is refused (400) as a precaution; the server's
 * `rest.buildRequest.delete.limit` property moves the limit. `deleteMultipleBuilds` reports each build's result
 * instead.
 *
 * @param args.locator - A build locator that filters the list: text, or a typed `BuildLocator`
 */
export function deleteBuilds(client: Transport, args: DeleteBuildsArgs = {}, options?: CallOptions): Promise<void> {
  return request(client, deleteBuildsOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteComment}. */
export interface DeleteCommentArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
}

export const deleteCommentOp: Operation = {
  id: 'builds.delete_comment',
  method: 'DELETE',
  path: '/app/rest/builds/{buildLocator}/comment',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Remove the comment of a build.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 */
export function deleteComment(client: Transport, args: DeleteCommentArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteCommentOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteParameter}. */
export interface DeleteParameterArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The attribute's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
}

export const deleteParameterOp: Operation = {
  id: 'builds.delete_parameter',
  method: 'DELETE',
  path: '/app/rest/builds/{buildLocator}/attributes/{name}',
  query: [['fields', 'fields']],
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Remove one attribute of a build.
 *
 * Build attributes are TeamCity's own key-value records on a build (not its parameters); needs the permission to
 * edit the project.
 *
 * Also named `deleteBuildAttribute`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.name - The attribute's name
 * @param args.fields - Which fields to send: a fields string (`id,name`)
 */
export function deleteParameter(client: Transport, args: DeleteParameterArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteParameterOp, args, options) as Promise<void>;
}

export { deleteParameter as deleteBuildAttribute };

/** Inputs of {@link getArtifactDependencyChanges}. */
export interface GetArtifactDependencyChangesArgs<S extends BuildChangesFields = BuildChangesFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getArtifactDependencyChangesOp: Operation = {
  id: 'builds.get_artifact_dependency_changes',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/artifactDependencyChanges',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List how a build's artifact dependencies changed since the previous build.
 *
 * Each entry pairs the build an artifact came from this time with the one the previous build used.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getArtifactDependencyChanges(
  client: Transport,
  args: GetArtifactDependencyChangesArgs<never>,
  options?: CallOptions,
): Promise<BuildChanges>;
export function getArtifactDependencyChanges<const S extends object & ExactFields<S, BuildChangesFields>>(
  client: Transport,
  args: GetArtifactDependencyChangesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<BuildChanges, S>>;
export async function getArtifactDependencyChanges(
  client: Transport,
  args: GetArtifactDependencyChangesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getArtifactDependencyChangesOp, withFields(getArtifactDependencyChangesOp, args), options);
}

/** Inputs of {@link getArtifactsDirectory}. */
export interface GetArtifactsDirectoryArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
}

export const getArtifactsDirectoryOp: Operation = {
  id: 'builds.get_artifacts_directory',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/artifactsDirectory',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get the path of a build's artifacts folder on the server.
 *
 * An absolute path on the server's disk. Needs the global permission to view server settings.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 */
export function getArtifactsDirectory(
  client: Transport,
  args: GetArtifactsDirectoryArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getArtifactsDirectoryOp, args, options) as Promise<string>;
}

/** Inputs of {@link getBuildNumber}. */
export interface GetBuildNumberArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
}

export const getBuildNumberOp: Operation = {
  id: 'builds.get_build_number',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/number',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get a build's number (the text TeamCity shows, such as `1.4.27`).
 *
 * Empty for a build still in the queue.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 */
export function getBuildNumber(client: Transport, args: GetBuildNumberArgs, options?: CallOptions): Promise<string> {
  return request(client, getBuildNumberOp, args, options) as Promise<string>;
}

/** Inputs of {@link getBuildStatusText}. */
export interface GetBuildStatusTextArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
}

export const getBuildStatusTextOp: Operation = {
  id: 'builds.get_build_status_text',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/statusText',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get a build's status text (`Tests passed: 312`).
 *
 * Empty for a build still in the queue.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 */
export function getBuildStatusText(
  client: Transport,
  args: GetBuildStatusTextArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getBuildStatusTextOp, args, options) as Promise<string>;
}

/** Inputs of {@link getCanceledInfo}. */
export interface GetCanceledInfoArgs<S extends CommentFields = CommentFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getCanceledInfoOp: Operation = {
  id: 'builds.get_canceled_info',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/canceledInfo',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Read who canceled a build, when, and why.
 *
 * Nothing when the build was not canceled.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getCanceledInfo(
  client: Transport,
  args: GetCanceledInfoArgs<never>,
  options?: CallOptions,
): Promise<Comment>;
export function getCanceledInfo<const S extends object & ExactFields<S, CommentFields>>(
  client: Transport,
  args: GetCanceledInfoArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Comment, S>>;
export async function getCanceledInfo(
  client: Transport,
  args: GetCanceledInfoArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getCanceledInfoOp, withFields(getCanceledInfoOp, args), options);
}

/** Inputs of {@link getParameter}. */
export interface GetParameterArgs<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The attribute's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** TeamCity's `fields` listed a second time by the seeds: give one of the two. Sent as the query parameter `fields`. */
  fields2?: string;
}

export const getParameterOp: Operation = {
  id: 'builds.get_parameter',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/attributes/{name}',
  query: [
    ['fields', 'fields'],
    ['fields2', 'fields'],
  ],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one attribute of a build.
 *
 * Build attributes are TeamCity's own key-value records on a build (not its parameters); needs the permission to
 * edit the project.
 *
 * Also named `getBuildAttribute`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.name - The attribute's name
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.fields2 - TeamCity's `fields` listed a second time by the seeds: give one of the two
 */
export function getParameter(
  client: Transport,
  args: GetParameterArgs<never>,
  options?: CallOptions,
): Promise<ModelProperty>;
export function getParameter<const S extends object & ExactFields<S, ModelPropertyFields>>(
  client: Transport,
  args: GetParameterArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>>;
export async function getParameter(client: Transport, args: GetParameterArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getParameterOp, withFields(getParameterOp, args), options);
}

export { getParameter as getBuildAttribute };

/** Inputs of {@link getParameter0}. */
export interface GetParameter0Args {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The parameter's full name (`env.JAVA_HOME`, `system.version`, `build.number`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  propertyName: string;
}

export const getParameter0Op: Operation = {
  id: 'builds.get_parameter_0',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/resulting-properties/{propertyName}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get the value one parameter had in a build.
 *
 * The parameter as the build resolved it (what `serveBuildActualParameters` lists), as text. Needs the
 * permission to view build runtime data; a password parameter's value is not shown.
 *
 * Also named `getResultingParameter`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.propertyName - The parameter's full name (`env.JAVA_HOME`, `system.version`, `build.number`)
 */
export function getParameter0(client: Transport, args: GetParameter0Args, options?: CallOptions): Promise<string> {
  return request(client, getParameter0Op, args, options) as Promise<string>;
}

export { getParameter0 as getResultingParameter };

/** Inputs of {@link getParameterValueLong}. */
export interface GetParameterValueLongArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The attribute's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
}

export const getParameterValueLongOp: Operation = {
  id: 'builds.get_parameter_value_long',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/attributes/{name}/value',
  query: [['fields', 'fields']],
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get the value of one attribute of a build as text.
 *
 * Also named `getBuildAttributeValue`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.name - The attribute's name
 * @param args.fields - Which fields to send: a fields string (`id,name`)
 */
export function getParameterValueLong(
  client: Transport,
  args: GetParameterValueLongArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getParameterValueLongOp, args, options) as Promise<string>;
}

export { getParameterValueLong as getBuildAttributeValue };

/** Inputs of {@link getParameters}. */
export interface GetParametersArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which attributes: a parameter locator (`name:teamcity.x`). */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** TeamCity's `fields` listed a second time by the seeds: give one of the two. Sent as the query parameter `fields`. */
  fields2?: string;
}

export const getParametersOp: Operation = {
  id: 'builds.get_parameters',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/attributes',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
    ['fields2', 'fields'],
  ],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the attributes of a build.
 *
 * Build attributes are TeamCity's own key-value records on a build, not the parameters it ran with (those are
 * `serveBuildActualParameters`). Needs the permission to edit the project.
 *
 * Also named `getBuildAttributes`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.locator - Which attributes: a parameter locator (`name:teamcity.x`)
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.fields2 - TeamCity's `fields` listed a second time by the seeds: give one of the two
 */
export function getParameters(
  client: Transport,
  args: GetParametersArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
export function getParameters<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args: GetParametersArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function getParameters(
  client: Transport,
  args: GetParametersArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getParametersOp, withFields(getParametersOp, args), options);
}

export { getParameters as getBuildAttributes };

/** Inputs of {@link getPinned}. */
export interface GetPinnedArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
}

export const getPinnedOp: Operation = {
  id: 'builds.get_pinned',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/pin',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read whether a build is pinned (`true` or `false`, as text).
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 */
export function getPinned(client: Transport, args: GetPinnedArgs, options?: CallOptions): Promise<string> {
  return request(client, getPinnedOp, args, options) as Promise<string>;
}

/** Inputs of {@link getProblems}. */
export interface GetProblemsArgs<S extends ProblemOccurrencesFields = ProblemOccurrencesFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getProblemsOp: Operation = {
  id: 'builds.get_problems',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/problemOccurrences',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the problems of a build (failed steps, exit codes, failed tests as a whole, ...).
 *
 * Every problem of the build in one answer, without paging.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getProblems(
  client: Transport,
  args: GetProblemsArgs<never>,
  options?: CallOptions,
): Promise<ProblemOccurrences>;
export function getProblems<const S extends object & ExactFields<S, ProblemOccurrencesFields>>(
  client: Transport,
  args: GetProblemsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ProblemOccurrences, S>>;
export async function getProblems(client: Transport, args: GetProblemsArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getProblemsOp, withFields(getProblemsOp, args), options);
}

/** Inputs of {@link getResolvedParameter}. */
export interface GetResolvedParameterArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The text to resolve: `%env.JAVA_HOME%/bin`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  value: string;
}

export const getResolvedParameterOp: Operation = {
  id: 'builds.get_resolved_parameter',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/resolved/{value}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Resolve `%parameter%` references in a text with a build's parameters.
 *
 * Answers the text with each reference replaced by the build's value. Needs the permission to view build runtime
 * data unless the text refers to `%build.number%` only. A queued build resolves nothing.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.value - The text to resolve: `%env.JAVA_HOME%/bin`
 */
export function getResolvedParameter(
  client: Transport,
  args: GetResolvedParameterArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getResolvedParameterOp, args, options) as Promise<string>;
}

/** Inputs of {@link getTests}. */
export interface GetTestsArgs<S extends TestOccurrencesFields = TestOccurrencesFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getTestsOp: Operation = {
  id: 'builds.get_tests',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/testOccurrences',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List every test run of a build in one answer.
 *
 * All of the build's test occurrences without paging, with the counts (`passed`, `failed`, `ignored`, `muted`).
 * For a large build, or failed tests only, `testOccurrences.getAllTestOccurrences` with
 * `build:(id:N),status:FAILURE` pages; the `buildResults` task gives a build's failed tests and problems.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getTests(client: Transport, args: GetTestsArgs<never>, options?: CallOptions): Promise<TestOccurrences>;
export function getTests<const S extends object & ExactFields<S, TestOccurrencesFields>>(
  client: Transport,
  args: GetTestsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<TestOccurrences, S>>;
export async function getTests(client: Transport, args: GetTestsArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getTestsOp, withFields(getTestsOp, args), options);
}

/** Inputs of {@link pinBuild}. */
export interface PinBuildArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** A comment saying why, as plain text (may be empty). Sent as `text/plain`. */
  body?: string;
}

export const pinBuildOp: Operation = {
  id: 'builds.pin_build',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/pin',
  body: 'text/plain',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Pin a build so that clean-up keeps it.
 *
 * Only a finished build can be pinned (400 otherwise). `setBuildPinInfo` does the same with JSON.
 *
 * Example body:
 * ```text
 * release 1.0
 * ```
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.body - A comment saying why, as plain text (may be empty)
 */
export function pinBuild(client: Transport, args: PinBuildArgs, options?: CallOptions): Promise<void> {
  return request(client, pinBuildOp, args, options) as Promise<void>;
}

/** Inputs of {@link unpinBuild}. */
export interface UnpinBuildArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** A comment saying why, as plain text (may be empty). Sent as `text/plain`. */
  body?: string;
}

export const unpinBuildOp: Operation = {
  id: 'builds.unpin_build',
  method: 'DELETE',
  path: '/app/rest/builds/{buildLocator}/pin',
  body: 'text/plain',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Unpin a build, so that clean-up may remove it again.
 *
 * Only a finished build can be unpinned (400 otherwise).
 *
 * Example body:
 * ```text
 * released
 * ```
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.body - A comment saying why, as plain text (may be empty)
 */
export function unpinBuild(client: Transport, args: UnpinBuildArgs, options?: CallOptions): Promise<void> {
  return request(client, unpinBuildOp, args, options) as Promise<void>;
}

/** Inputs of {@link replaceComment}. */
export interface ReplaceCommentArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The comment, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const replaceCommentOp: Operation = {
  id: 'builds.replace_comment',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/comment',
  body: 'text/plain',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Set the comment of a build.
 *
 * Replaces any earlier comment; the comment records the user who set it.
 *
 * Example body:
 * ```text
 * flaky agent, rerun
 * ```
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.body - The comment, as plain text
 */
export function replaceComment(client: Transport, args: ReplaceCommentArgs, options?: CallOptions): Promise<void> {
  return request(client, replaceCommentOp, args, options) as Promise<void>;
}

/** Inputs of {@link replaceTags}. */
export interface ReplaceTagsArgs<S extends TagsFields = TagsFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which tags to remove first (`private:true`); by default every public tag. */
  locator?: string | TagLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** The tags to add: `{ tag: [{ name: 'release' }] }`. Sent as `application/json`. */
  body?: Tags;
}

export const replaceTagsOp: Operation = {
  id: 'builds.replace_tags',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/tags',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  body: 'application/json',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Replace the tags of a build.
 *
 * Removes the tags the locator finds (by default every public tag), adds the posted ones, and returns the tags
 * posted.
 *
 * Example body:
 * ```json
 * {
 *   "tag": [
 *     {
 *       "name": "release"
 *     },
 *     {
 *       "name": "nightly"
 *     }
 *   ]
 * }
 * ```
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.locator - Which tags to remove first (`private:true`); by default every public tag
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - The tags to add: `{ tag: [{ name: 'release' }] }`
 */
export function replaceTags(client: Transport, args: ReplaceTagsArgs<never>, options?: CallOptions): Promise<Tags>;
export function replaceTags<const S extends object & ExactFields<S, TagsFields>>(
  client: Transport,
  args: ReplaceTagsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Tags, S>>;
export async function replaceTags(client: Transport, args: ReplaceTagsArgs, options?: CallOptions): Promise<unknown> {
  return request(client, replaceTagsOp, withFields(replaceTagsOp, args), options);
}

/** Inputs of {@link resetBuildFinishParameters}. */
export interface ResetBuildFinishParametersArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
}

export const resetBuildFinishParametersOp: Operation = {
  id: 'builds.reset_build_finish_parameters',
  method: 'DELETE',
  path: '/app/rest/builds/{buildLocator}/caches/finishProperties',
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Make TeamCity compute a finished build's final parameters again.
 *
 * Drops the parameters TeamCity cached when the build finished. Needs the permission to edit the project.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 */
export function resetBuildFinishParameters(
  client: Transport,
  args: ResetBuildFinishParametersArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, resetBuildFinishParametersOp, args, options) as Promise<void>;
}

/** Inputs of {@link serveAggregatedBuildStatus}. */
export interface ServeAggregatedBuildStatusArgs {
  /** Which builds, as a build locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
}

export const serveAggregatedBuildStatusOp: Operation = {
  id: 'builds.serve_aggregated_build_status',
  method: 'GET',
  path: '/app/rest/builds/aggregated/{buildLocator}/status',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get the worst status among the builds a locator finds (`SUCCESS`, `FAILURE`, ...).
 *
 * As text; `UNKNOWN` when nothing is found. The usual build defaults apply (finished builds of the default
 * branch), so `buildType:(id:App_Build),count:1` gives the last build's status.
 *
 * Also named `getAggregatedBuildStatus`: the same function.
 *
 * @param args.buildLocator - Which builds, as a build locator
 */
export function serveAggregatedBuildStatus(
  client: Transport,
  args: ServeAggregatedBuildStatusArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveAggregatedBuildStatusOp, args, options) as Promise<string>;
}

export { serveAggregatedBuildStatus as getAggregatedBuildStatus };

/** Inputs of {@link serveAggregatedBuildStatusIcon}. */
export interface ServeAggregatedBuildStatusIconArgs {
  /** Which builds, as a build locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The image format, as a file extension: `.svg` (also when empty) or `.png`. Glued to the word before it in the path; its `/` are kept. */
  suffix: string;
}

export const serveAggregatedBuildStatusIconOp: Operation = {
  id: 'builds.serve_aggregated_build_status_icon',
  method: 'GET',
  path: '/app/rest/builds/aggregated/{buildLocator}/statusIcon{+suffix}',
  accept: '*/*',
  kind: 'binary',
  locator: renderLocator,
  file: fileResult,
};

/**
 * Download a status badge for the builds a locator finds.
 *
 * An image showing the worst status among them. TeamCity serves it without authentication, for README badges.
 *
 * Also named `getAggregatedBuildStatusIcon`: the same function.
 *
 * @param args.buildLocator - Which builds, as a build locator
 * @param args.suffix - The image format, as a file extension: `.svg` (also when empty) or `.png`
 */
export function serveAggregatedBuildStatusIcon(
  client: Transport,
  args: ServeAggregatedBuildStatusIconArgs,
  options?: CallOptions,
): Promise<FileResponse> {
  return request(client, serveAggregatedBuildStatusIconOp, args, options) as Promise<FileResponse>;
}

export { serveAggregatedBuildStatusIcon as getAggregatedBuildStatusIcon };

/** Inputs of {@link serveAllBuilds}. */
export interface ServeAllBuildsArgs<S extends BuildsFields = BuildsFields, T = string> {
  /** Legacy: the locator's `buildType` dimension does the same. */
  buildType?: string | BuildTypeLocator;
  /** Legacy: the locator's `status` dimension (`SUCCESS`, `FAILURE`, `ERROR`). */
  status?: string;
  /** Legacy: the locator's `user` dimension. */
  triggeredByUser?: string;
  /** Legacy: the locator's `personal:any`. */
  includePersonal?: boolean;
  /** Legacy: the locator's `canceled:any`. */
  includeCanceled?: boolean;
  /** Legacy: the locator's `pinned:true`. */
  onlyPinned?: boolean;
  /** Legacy: the locator's `tag` dimension. */
  tag?: string[];
  /** Legacy: the locator's `agentName` dimension. */
  agentName?: string;
  /** Legacy: the locator's `sinceBuild` dimension. */
  sinceBuild?: string;
  /** Legacy: the locator's `sinceDate` dimension. */
  sinceDate?: string;
  /** Legacy: the locator's `start` dimension. */
  start?: number;
  /** Legacy: the locator's `count` dimension. */
  count?: number;
  /** A build locator that filters the list: text, or a typed `BuildLocator`. */
  locator?: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const serveAllBuildsOp: Operation = {
  id: 'builds.serve_all_builds',
  method: 'GET',
  path: '/app/rest/builds',
  query: [
    ['buildType', 'buildType'],
    ['status', 'status'],
    ['triggeredByUser', 'triggeredByUser'],
    ['includePersonal', 'includePersonal'],
    ['includeCanceled', 'includeCanceled'],
    ['onlyPinned', 'onlyPinned'],
    ['tag', 'tag'],
    ['agentName', 'agentName'],
    ['sinceBuild', 'sinceBuild'],
    ['sinceDate', 'sinceDate'],
    ['start', 'start'],
    ['count', 'count'],
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List builds.
 *
 * By default TeamCity lists finished builds of the default branch that are neither personal, canceled nor failed
 * to start, newest first, 100 to a page. A locator widens that: `branch:default:any` for every branch,
 * `state:any` with running and queued builds, `canceled:any`, `personal:any`, or `defaultFilter:false` for all
 * of it; naming `agent`, `user` or `state:running` drops the defaults too. `count` sets the page size, and the
 * answer's `nextHref` leads to the next page (`paginate` follows it).
 *
 * Also named `getAllBuilds`: the same function.
 *
 * @param args.buildType - Legacy: the locator's `buildType` dimension does the same
 * @param args.status - Legacy: the locator's `status` dimension (`SUCCESS`, `FAILURE`, `ERROR`)
 * @param args.triggeredByUser - Legacy: the locator's `user` dimension
 * @param args.includePersonal - Legacy: the locator's `personal:any`
 * @param args.includeCanceled - Legacy: the locator's `canceled:any`
 * @param args.onlyPinned - Legacy: the locator's `pinned:true`
 * @param args.tag - Legacy: the locator's `tag` dimension
 * @param args.agentName - Legacy: the locator's `agentName` dimension
 * @param args.sinceBuild - Legacy: the locator's `sinceBuild` dimension
 * @param args.sinceDate - Legacy: the locator's `sinceDate` dimension
 * @param args.start - Legacy: the locator's `start` dimension
 * @param args.count - Legacy: the locator's `count` dimension
 * @param args.locator - A build locator that filters the list: text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function serveAllBuilds(
  client: Transport,
  args?: ServeAllBuildsArgs<never>,
  options?: CallOptions,
): Promise<Builds>;
export function serveAllBuilds<const S extends object & ExactFields<S, BuildsFields>>(
  client: Transport,
  args?: ServeAllBuildsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Builds, S>>;
export async function serveAllBuilds(
  client: Transport,
  args: ServeAllBuildsArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveAllBuildsOp, withFields(serveAllBuildsOp, args), options);
}

export { serveAllBuilds as getAllBuilds };

/** Inputs of {@link serveBuild}. */
export interface ServeBuildArgs<S extends BuildFields = BuildFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const serveBuildOp: Operation = {
  id: 'builds.serve_build',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a build.
 *
 * Finds one build: `id:123` finds it in any state, queued included. Any other locator takes the first match
 * under the usual defaults, so `buildType:(id:App_Build)` is the newest finished build of the default branch;
 * add `branch:...` or `state:any` for others.
 *
 * Also named `getBuild`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function serveBuild(client: Transport, args: ServeBuildArgs<never>, options?: CallOptions): Promise<Build>;
export function serveBuild<const S extends object & ExactFields<S, BuildFields>>(
  client: Transport,
  args: ServeBuildArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Build, S>>;
export async function serveBuild(client: Transport, args: ServeBuildArgs, options?: CallOptions): Promise<unknown> {
  return request(client, serveBuildOp, withFields(serveBuildOp, args), options);
}

export { serveBuild as getBuild };

/** Inputs of {@link serveBuildActualParameters}. */
export interface ServeBuildActualParametersArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const serveBuildActualParametersOp: Operation = {
  id: 'builds.serve_build_actual_parameters',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/resulting-properties',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the parameters a build ran with, as TeamCity resolved them.
 *
 * Needs the permission to view build runtime data; password parameters show no value.
 *
 * Also named `getBuildActualParameters`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function serveBuildActualParameters(
  client: Transport,
  args: ServeBuildActualParametersArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
export function serveBuildActualParameters<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args: ServeBuildActualParametersArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function serveBuildActualParameters(
  client: Transport,
  args: ServeBuildActualParametersArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveBuildActualParametersOp, withFields(serveBuildActualParametersOp, args), options);
}

export { serveBuildActualParameters as getBuildActualParameters };

/** Inputs of {@link serveBuildFieldByBuildOnly}. */
export interface ServeBuildFieldByBuildOnlyArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The field: `number`, `status`, `statusText`, `state`, `id`, `branchName`, `startDate`, `finishDate`, ... One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
}

export const serveBuildFieldByBuildOnlyOp: Operation = {
  id: 'builds.serve_build_field_by_build_only',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/{field}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read one field of a build as text.
 *
 * Also named `getBuildFieldByBuildOnly`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.field - The field: `number`, `status`, `statusText`, `state`, `id`, `branchName`, `startDate`, `finishDate`, ...
 */
export function serveBuildFieldByBuildOnly(
  client: Transport,
  args: ServeBuildFieldByBuildOnlyArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveBuildFieldByBuildOnlyOp, args, options) as Promise<string>;
}

export { serveBuildFieldByBuildOnly as getBuildFieldByBuildOnly };

/** Inputs of {@link serveBuildRelatedIssues}. */
export interface ServeBuildRelatedIssuesArgs<S extends IssuesUsagesFields = IssuesUsagesFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const serveBuildRelatedIssuesOp: Operation = {
  id: 'builds.serve_build_related_issues',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/relatedIssues',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the issue-tracker issues a build's changes mention.
 *
 * Also named `getBuildRelatedIssues`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function serveBuildRelatedIssues(
  client: Transport,
  args: ServeBuildRelatedIssuesArgs<never>,
  options?: CallOptions,
): Promise<IssuesUsages>;
export function serveBuildRelatedIssues<const S extends object & ExactFields<S, IssuesUsagesFields>>(
  client: Transport,
  args: ServeBuildRelatedIssuesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<IssuesUsages, S>>;
export async function serveBuildRelatedIssues(
  client: Transport,
  args: ServeBuildRelatedIssuesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveBuildRelatedIssuesOp, withFields(serveBuildRelatedIssuesOp, args), options);
}

export { serveBuildRelatedIssues as getBuildRelatedIssues };

/** Inputs of {@link serveBuildRelatedIssuesOld}. */
export interface ServeBuildRelatedIssuesOldArgs<S extends IssuesUsagesFields = IssuesUsagesFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const serveBuildRelatedIssuesOldOp: Operation = {
  id: 'builds.serve_build_related_issues_old',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/related-issues',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the issue-tracker issues a build's changes mention (older route).
 *
 * The same answer as `serveBuildRelatedIssues`, on the route TeamCity kept for older clients.
 *
 * Also named `getBuildRelatedIssuesOld`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function serveBuildRelatedIssuesOld(
  client: Transport,
  args: ServeBuildRelatedIssuesOldArgs<never>,
  options?: CallOptions,
): Promise<IssuesUsages>;
export function serveBuildRelatedIssuesOld<const S extends object & ExactFields<S, IssuesUsagesFields>>(
  client: Transport,
  args: ServeBuildRelatedIssuesOldArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<IssuesUsages, S>>;
export async function serveBuildRelatedIssuesOld(
  client: Transport,
  args: ServeBuildRelatedIssuesOldArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveBuildRelatedIssuesOldOp, withFields(serveBuildRelatedIssuesOldOp, args), options);
}

export { serveBuildRelatedIssuesOld as getBuildRelatedIssuesOld };

/** Inputs of {@link serveBuildStatisticValue}. */
export interface ServeBuildStatisticValueArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The statistic's key, as `serveBuildStatisticValues` lists them (`BuildDuration`, `TotalTestCount`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
}

export const serveBuildStatisticValueOp: Operation = {
  id: 'builds.serve_build_statistic_value',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/statistics/{name}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get one statistic value of a build (`BuildDuration`, `ArtifactsSize`, ...).
 *
 * As text; empty when the build has no such value.
 *
 * Also named `getBuildStatisticValue`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.name - The statistic's key, as `serveBuildStatisticValues` lists them (`BuildDuration`, `TotalTestCount`)
 */
export function serveBuildStatisticValue(
  client: Transport,
  args: ServeBuildStatisticValueArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveBuildStatisticValueOp, args, options) as Promise<string>;
}

export { serveBuildStatisticValue as getBuildStatisticValue };

/** Inputs of {@link serveBuildStatisticValues}. */
export interface ServeBuildStatisticValuesArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const serveBuildStatisticValuesOp: Operation = {
  id: 'builds.serve_build_statistic_values',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/statistics',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the statistic values of a build (duration, test counts, artifact size, ...).
 *
 * Also named `getBuildStatisticValues`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function serveBuildStatisticValues(
  client: Transport,
  args: ServeBuildStatisticValuesArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
export function serveBuildStatisticValues<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args: ServeBuildStatisticValuesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function serveBuildStatisticValues(
  client: Transport,
  args: ServeBuildStatisticValuesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveBuildStatisticValuesOp, withFields(serveBuildStatisticValuesOp, args), options);
}

export { serveBuildStatisticValues as getBuildStatisticValues };

/** Inputs of {@link serveBuildStatusIcon}. */
export interface ServeBuildStatusIconArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The image format, as a file extension: `.svg` (also when empty) or `.png`. Glued to the word before it in the path; its `/` are kept. */
  suffix: string;
}

export const serveBuildStatusIconOp: Operation = {
  id: 'builds.serve_build_status_icon',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/statusIcon{+suffix}',
  accept: '*/*',
  kind: 'binary',
  locator: renderLocator,
  file: fileResult,
};

/**
 * Download a status badge for a build.
 *
 * An image of the build's status; TeamCity serves it without authentication, for README badges.
 *
 * Also named `getBuildStatusIcon`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.suffix - The image format, as a file extension: `.svg` (also when empty) or `.png`
 */
export function serveBuildStatusIcon(
  client: Transport,
  args: ServeBuildStatusIconArgs,
  options?: CallOptions,
): Promise<FileResponse> {
  return request(client, serveBuildStatusIconOp, args, options) as Promise<FileResponse>;
}

export { serveBuildStatusIcon as getBuildStatusIcon };

/** Inputs of {@link serveSourceFile}. */
export interface ServeSourceFileArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The file's path in the repository (`src/main.ts`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  fileName: string;
}

export const serveSourceFileOp: Operation = {
  id: 'builds.serve_source_file',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/sources/files/{fileName}',
  accept: '*/*',
  kind: 'binary',
  locator: renderLocator,
  file: fileResult,
};

/**
 * Download a source file as it was in the revision a build used.
 *
 * Read from the VCS at the build's revision; 500 when the VCS cannot give it.
 *
 * Also named `getSourceFile`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fileName - The file's path in the repository (`src/main.ts`)
 */
export function serveSourceFile(
  client: Transport,
  args: ServeSourceFileArgs,
  options?: CallOptions,
): Promise<FileResponse> {
  return request(client, serveSourceFileOp, args, options) as Promise<FileResponse>;
}

export { serveSourceFile as getSourceFile };

/** Inputs of {@link serveTags}. */
export interface ServeTagsArgs<S extends TagsFields = TagsFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which tags: a tag locator (`private:true`, `owner:(username:me)`); by default the public ones. */
  locator?: string | TagLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const serveTagsOp: Operation = {
  id: 'builds.serve_tags',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/tags',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the tags of a build.
 *
 * Also named `getTags`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.locator - Which tags: a tag locator (`private:true`, `owner:(username:me)`); by default the public ones
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function serveTags(client: Transport, args: ServeTagsArgs<never>, options?: CallOptions): Promise<Tags>;
export function serveTags<const S extends object & ExactFields<S, TagsFields>>(
  client: Transport,
  args: ServeTagsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Tags, S>>;
export async function serveTags(client: Transport, args: ServeTagsArgs, options?: CallOptions): Promise<unknown> {
  return request(client, serveTagsOp, withFields(serveTagsOp, args), options);
}

export { serveTags as getTags };

/** Inputs of {@link setBuildNumber}. */
export interface SetBuildNumberArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The new build number, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const setBuildNumberOp: Operation = {
  id: 'builds.set_build_number',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/number',
  body: 'text/plain',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Change the number of a running build.
 *
 * Only while the build runs (400 otherwise). Answers the number as set.
 *
 * Example body:
 * ```text
 * 1.0.42
 * ```
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.body - The new build number, as plain text
 */
export function setBuildNumber(client: Transport, args: SetBuildNumberArgs, options?: CallOptions): Promise<string> {
  return request(client, setBuildNumberOp, args, options) as Promise<string>;
}

/** Inputs of {@link setBuildStatusText}. */
export interface SetBuildStatusTextArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The new status text, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const setBuildStatusTextOp: Operation = {
  id: 'builds.set_build_status_text',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/statusText',
  body: 'text/plain',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Change the status text of a running build.
 *
 * Only while the build runs (400 otherwise). Answers the status text as it then reads.
 *
 * Example body:
 * ```text
 * Deployed to staging
 * ```
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.body - The new status text, as plain text
 */
export function setBuildStatusText(
  client: Transport,
  args: SetBuildStatusTextArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, setBuildStatusTextOp, args, options) as Promise<string>;
}

/** Inputs of {@link setParameter}. */
export interface SetParameterArgs<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** TeamCity's `fields` listed a second time by the seeds: give one of the two. Sent as the query parameter `fields`. */
  fields2?: string;
  /** The attribute: `{ name: 'x', value: 'y' }`. Sent as `application/json`. */
  body?: ModelProperty;
}

export const setParameterOp: Operation = {
  id: 'builds.set_parameter',
  method: 'POST',
  path: '/app/rest/builds/{buildLocator}/attributes',
  query: [
    ['fields', 'fields'],
    ['fields2', 'fields'],
  ],
  body: 'application/json',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Add an attribute to a build (or replace the one of that name).
 *
 * Build attributes are TeamCity's own key-value records on a build, not its parameters; changing some confuses
 * TeamCity. Needs the permission to edit the project. Returns the attribute.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 *
 * Also named `addBuildAttribute`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.fields2 - TeamCity's `fields` listed a second time by the seeds: give one of the two
 * @param args.body - The attribute: `{ name: 'x', value: 'y' }`
 */
export function setParameter(
  client: Transport,
  args: SetParameterArgs<never>,
  options?: CallOptions,
): Promise<ModelProperty>;
export function setParameter<const S extends object & ExactFields<S, ModelPropertyFields>>(
  client: Transport,
  args: SetParameterArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>>;
export async function setParameter(client: Transport, args: SetParameterArgs, options?: CallOptions): Promise<unknown> {
  return request(client, setParameterOp, withFields(setParameterOp, args), options);
}

export { setParameter as addBuildAttribute };

/** Inputs of {@link setParameter0}. */
export interface SetParameter0Args<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The attribute's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** TeamCity's `fields` listed a second time by the seeds: give one of the two. Sent as the query parameter `fields`. */
  fields2?: string;
  /** The attribute: `{ value: 'y' }`. Sent as `application/json`. */
  body?: ModelProperty;
}

export const setParameter0Op: Operation = {
  id: 'builds.set_parameter_0',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/attributes/{name}',
  query: [
    ['fields', 'fields'],
    ['fields2', 'fields'],
  ],
  body: 'application/json',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Set one attribute of a build, by name.
 *
 * The name in the path wins over any `name` in the body. Needs the permission to edit the project. Returns the
 * attribute.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 *
 * Also named `setBuildAttribute`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.name - The attribute's name
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.fields2 - TeamCity's `fields` listed a second time by the seeds: give one of the two
 * @param args.body - The attribute: `{ value: 'y' }`
 */
export function setParameter0(
  client: Transport,
  args: SetParameter0Args<never>,
  options?: CallOptions,
): Promise<ModelProperty>;
export function setParameter0<const S extends object & ExactFields<S, ModelPropertyFields>>(
  client: Transport,
  args: SetParameter0Args<S, never>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>>;
export async function setParameter0(
  client: Transport,
  args: SetParameter0Args,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setParameter0Op, withFields(setParameter0Op, args), options);
}

export { setParameter0 as setBuildAttribute };

/** Inputs of {@link setParameterValueLong}. */
export interface SetParameterValueLongArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The attribute's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
  /** The new value, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const setParameterValueLongOp: Operation = {
  id: 'builds.set_parameter_value_long',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/attributes/{name}/value',
  query: [['fields', 'fields']],
  body: 'text/plain',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Set the value of one attribute of a build, as text.
 *
 * Needs the permission to edit the project. Answers the value as stored.
 *
 * Example body:
 * ```text
 * staging
 * ```
 *
 * Also named `setBuildAttributeValue`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.name - The attribute's name
 * @param args.fields - Which fields to send: a fields string (`id,name`)
 * @param args.body - The new value, as plain text
 */
export function setParameterValueLong(
  client: Transport,
  args: SetParameterValueLongArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, setParameterValueLongOp, args, options) as Promise<string>;
}

export { setParameterValueLong as setBuildAttributeValue };

/** Inputs of {@link setParameters}. */
export interface SetParametersArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** TeamCity's `fields` listed a second time by the seeds: give one of the two. Sent as the query parameter `fields`. */
  fields2?: string;
  /** The attributes: `{ property: [{ name: 'x', value: 'y' }] }`. Sent as `application/json`. */
  body?: Properties;
}

export const setParametersOp: Operation = {
  id: 'builds.set_parameters',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/attributes',
  query: [
    ['fields', 'fields'],
    ['fields2', 'fields'],
  ],
  body: 'application/json',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Replace every attribute of a build.
 *
 * The build ends up with exactly the posted attributes. Needs the permission to edit the project.
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
 * Also named `replaceBuildAttributes`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.fields2 - TeamCity's `fields` listed a second time by the seeds: give one of the two
 * @param args.body - The attributes: `{ property: [{ name: 'x', value: 'y' }] }`
 */
export function setParameters(
  client: Transport,
  args: SetParametersArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
export function setParameters<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args: SetParametersArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function setParameters(
  client: Transport,
  args: SetParametersArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setParametersOp, withFields(setParametersOp, args), options);
}

export { setParameters as replaceBuildAttributes };

/** Inputs of {@link getMultipleBuilds}. */
export interface GetMultipleBuildsArgs<S extends BuildsFields = BuildsFields, T = string> {
  /** Which builds, as a build locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getMultipleBuildsOp: Operation = {
  id: 'builds.get_multiple_builds',
  method: 'GET',
  path: '/app/rest/builds/multiple/{buildLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the builds a locator finds, with the locator in the path.
 *
 * The same answer as `serveAllBuilds` with that locator, defaults and paging included.
 *
 * @param args.buildLocator - Which builds, as a build locator
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getMultipleBuilds(
  client: Transport,
  args: GetMultipleBuildsArgs<never>,
  options?: CallOptions,
): Promise<Builds>;
export function getMultipleBuilds<const S extends object & ExactFields<S, BuildsFields>>(
  client: Transport,
  args: GetMultipleBuildsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Builds, S>>;
export async function getMultipleBuilds(
  client: Transport,
  args: GetMultipleBuildsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getMultipleBuildsOp, withFields(getMultipleBuildsOp, args), options);
}

/** Inputs of {@link cancelMultiple}. */
export interface CancelMultipleArgs<
  S extends MultipleOperationResultFields = MultipleOperationResultFields,
  T = string,
> {
  /** Which builds, as a build locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** `{ comment: 'why', readdIntoQueue: false }`. Sent as `application/json`. */
  body?: BuildCancelRequest;
}

export const cancelMultipleOp: Operation = {
  id: 'builds.cancel_multiple',
  method: 'POST',
  path: '/app/rest/builds/multiple/{buildLocator}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Cancel every build a locator finds.
 *
 * Running builds are stopped and queued ones taken out of the queue; the answer lists each build with its own
 * success or error, so one refusal does not stop the rest.
 *
 * Example body:
 * ```json
 * {
 *   "comment": "superseded by a newer commit",
 *   "readdIntoQueue": false
 * }
 * ```
 *
 * @param args.buildLocator - Which builds, as a build locator
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - `{ comment: 'why', readdIntoQueue: false }`
 */
export function cancelMultiple(
  client: Transport,
  args: CancelMultipleArgs<never>,
  options?: CallOptions,
): Promise<MultipleOperationResult>;
export function cancelMultiple<const S extends object & ExactFields<S, MultipleOperationResultFields>>(
  client: Transport,
  args: CancelMultipleArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<MultipleOperationResult, S>>;
export async function cancelMultiple(
  client: Transport,
  args: CancelMultipleArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, cancelMultipleOp, withFields(cancelMultipleOp, args), options);
}

/** Inputs of {@link deleteMultipleBuilds}. */
export interface DeleteMultipleBuildsArgs<
  S extends MultipleOperationResultFields = MultipleOperationResultFields,
  T = string,
> {
  /** Which builds, as a build locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const deleteMultipleBuildsOp: Operation = {
  id: 'builds.delete_multiple_builds',
  method: 'DELETE',
  path: '/app/rest/builds/multiple/{buildLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Delete every build a locator finds, reporting each one.
 *
 * Queued builds are canceled and deleted; running builds are not deleted. The answer lists each build's result.
 *
 * @param args.buildLocator - Which builds, as a build locator
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function deleteMultipleBuilds(
  client: Transport,
  args: DeleteMultipleBuildsArgs<never>,
  options?: CallOptions,
): Promise<MultipleOperationResult>;
export function deleteMultipleBuilds<const S extends object & ExactFields<S, MultipleOperationResultFields>>(
  client: Transport,
  args: DeleteMultipleBuildsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<MultipleOperationResult, S>>;
export async function deleteMultipleBuilds(
  client: Transport,
  args: DeleteMultipleBuildsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, deleteMultipleBuildsOp, withFields(deleteMultipleBuildsOp, args), options);
}

/** Inputs of {@link setMultipleBuildComments}. */
export interface SetMultipleBuildCommentsArgs<
  S extends MultipleOperationResultFields = MultipleOperationResultFields,
  T = string,
> {
  /** Which builds, as a build locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** The comment, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const setMultipleBuildCommentsOp: Operation = {
  id: 'builds.set_multiple_build_comments',
  method: 'PUT',
  path: '/app/rest/builds/multiple/{buildLocator}/comment',
  query: [['fields', 'fields']],
  body: 'text/plain',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Set the same comment on every build a locator finds.
 *
 * Example body:
 * ```text
 * nightly run
 * ```
 *
 * @param args.buildLocator - Which builds, as a build locator
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - The comment, as plain text
 */
export function setMultipleBuildComments(
  client: Transport,
  args: SetMultipleBuildCommentsArgs<never>,
  options?: CallOptions,
): Promise<MultipleOperationResult>;
export function setMultipleBuildComments<const S extends object & ExactFields<S, MultipleOperationResultFields>>(
  client: Transport,
  args: SetMultipleBuildCommentsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<MultipleOperationResult, S>>;
export async function setMultipleBuildComments(
  client: Transport,
  args: SetMultipleBuildCommentsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setMultipleBuildCommentsOp, withFields(setMultipleBuildCommentsOp, args), options);
}

/** Inputs of {@link deleteMultipleBuildComments}. */
export interface DeleteMultipleBuildCommentsArgs<
  S extends MultipleOperationResultFields = MultipleOperationResultFields,
  T = string,
> {
  /** Which builds, as a build locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const deleteMultipleBuildCommentsOp: Operation = {
  id: 'builds.delete_multiple_build_comments',
  method: 'DELETE',
  path: '/app/rest/builds/multiple/{buildLocator}/comment',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Remove the comment of every build a locator finds.
 *
 * @param args.buildLocator - Which builds, as a build locator
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function deleteMultipleBuildComments(
  client: Transport,
  args: DeleteMultipleBuildCommentsArgs<never>,
  options?: CallOptions,
): Promise<MultipleOperationResult>;
export function deleteMultipleBuildComments<const S extends object & ExactFields<S, MultipleOperationResultFields>>(
  client: Transport,
  args: DeleteMultipleBuildCommentsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<MultipleOperationResult, S>>;
export async function deleteMultipleBuildComments(
  client: Transport,
  args: DeleteMultipleBuildCommentsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, deleteMultipleBuildCommentsOp, withFields(deleteMultipleBuildCommentsOp, args), options);
}

/** Inputs of {@link pinMultipleBuilds}. */
export interface PinMultipleBuildsArgs<
  S extends MultipleOperationResultFields = MultipleOperationResultFields,
  T = string,
> {
  /** Which builds, as a build locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** `{ status: true, comment: { text: 'release' } }`; `status: false` unpins. Sent as `application/json`. */
  body?: PinInfo;
}

export const pinMultipleBuildsOp: Operation = {
  id: 'builds.pin_multiple_builds',
  method: 'PUT',
  path: '/app/rest/builds/multiple/{buildLocator}/pinInfo',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Pin or unpin every build a locator finds.
 *
 * Only finished builds can be pinned; the answer lists each build's own result.
 *
 * Example body:
 * ```json
 * {
 *   "status": true,
 *   "comment": {
 *     "text": "release 1.0"
 *   }
 * }
 * ```
 *
 * @param args.buildLocator - Which builds, as a build locator
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - `{ status: true, comment: { text: 'release' } }`; `status: false` unpins
 */
export function pinMultipleBuilds(
  client: Transport,
  args: PinMultipleBuildsArgs<never>,
  options?: CallOptions,
): Promise<MultipleOperationResult>;
export function pinMultipleBuilds<const S extends object & ExactFields<S, MultipleOperationResultFields>>(
  client: Transport,
  args: PinMultipleBuildsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<MultipleOperationResult, S>>;
export async function pinMultipleBuilds(
  client: Transport,
  args: PinMultipleBuildsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, pinMultipleBuildsOp, withFields(pinMultipleBuildsOp, args), options);
}

/** Inputs of {@link addTagsToMultipleBuilds}. */
export interface AddTagsToMultipleBuildsArgs<
  S extends MultipleOperationResultFields = MultipleOperationResultFields,
  T = string,
> {
  /** Which builds, as a build locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** `{ tag: [{ name: 'release' }] }`. Sent as `application/json`. */
  body?: Tags;
}

export const addTagsToMultipleBuildsOp: Operation = {
  id: 'builds.add_tags_to_multiple_builds',
  method: 'POST',
  path: '/app/rest/builds/multiple/{buildLocator}/tags',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Add the same tags to every build a locator finds.
 *
 * Example body:
 * ```json
 * {
 *   "tag": [
 *     {
 *       "name": "release"
 *     },
 *     {
 *       "name": "nightly"
 *     }
 *   ]
 * }
 * ```
 *
 * @param args.buildLocator - Which builds, as a build locator
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - `{ tag: [{ name: 'release' }] }`
 */
export function addTagsToMultipleBuilds(
  client: Transport,
  args: AddTagsToMultipleBuildsArgs<never>,
  options?: CallOptions,
): Promise<MultipleOperationResult>;
export function addTagsToMultipleBuilds<const S extends object & ExactFields<S, MultipleOperationResultFields>>(
  client: Transport,
  args: AddTagsToMultipleBuildsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<MultipleOperationResult, S>>;
export async function addTagsToMultipleBuilds(
  client: Transport,
  args: AddTagsToMultipleBuildsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, addTagsToMultipleBuildsOp, withFields(addTagsToMultipleBuildsOp, args), options);
}

/** Inputs of {@link removeMultipleBuildTags}. */
export interface RemoveMultipleBuildTagsArgs<
  S extends MultipleOperationResultFields = MultipleOperationResultFields,
  T = string,
> {
  /** Which builds, as a build locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** The tags to remove: `{ tag: [{ name: 'release' }] }`. Sent as `application/json`. */
  body?: Tags;
}

export const removeMultipleBuildTagsOp: Operation = {
  id: 'builds.remove_multiple_build_tags',
  method: 'DELETE',
  path: '/app/rest/builds/multiple/{buildLocator}/tags',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Remove tags from every build a locator finds.
 *
 * Example body:
 * ```json
 * {
 *   "tag": [
 *     {
 *       "name": "release"
 *     },
 *     {
 *       "name": "nightly"
 *     }
 *   ]
 * }
 * ```
 *
 * @param args.buildLocator - Which builds, as a build locator
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - The tags to remove: `{ tag: [{ name: 'release' }] }`
 */
export function removeMultipleBuildTags(
  client: Transport,
  args: RemoveMultipleBuildTagsArgs<never>,
  options?: CallOptions,
): Promise<MultipleOperationResult>;
export function removeMultipleBuildTags<const S extends object & ExactFields<S, MultipleOperationResultFields>>(
  client: Transport,
  args: RemoveMultipleBuildTagsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<MultipleOperationResult, S>>;
export async function removeMultipleBuildTags(
  client: Transport,
  args: RemoveMultipleBuildTagsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, removeMultipleBuildTagsOp, withFields(removeMultipleBuildTagsOp, args), options);
}

/** Inputs of {@link setFinishedTime}. */
export interface SetFinishedTimeArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
}

export const setFinishedTimeOp: Operation = {
  id: 'builds.set_finished_time',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/finish',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Finish a running agent-less build now.
 *
 * For builds a script drives itself (see `markBuildAsRunning`). Needs the build's own credentials or the
 * permission to edit the project; a build already finished is refused (404).
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 */
export function setFinishedTime(client: Transport, args: SetFinishedTimeArgs, options?: CallOptions): Promise<string> {
  return request(client, setFinishedTimeOp, args, options) as Promise<string>;
}

/** Inputs of {@link getBuildFinishDate}. */
export interface GetBuildFinishDateArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
}

export const getBuildFinishDateOp: Operation = {
  id: 'builds.get_build_finish_date',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/finishDate',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get when a build finished, as TeamCity's date text.
 *
 * `yyyyMMdd'T'HHmmssZ` (`parseTeamCityDate` reads it); empty while it has not finished.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 */
export function getBuildFinishDate(
  client: Transport,
  args: GetBuildFinishDateArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getBuildFinishDateOp, args, options) as Promise<string>;
}

/** Inputs of {@link setBuildFinishDate}. */
export interface SetBuildFinishDateArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The finish time in TeamCity's date form (`20250101T120000+0000`), as plain text. Sent as `text/plain`. */
  body?: string;
}

export const setBuildFinishDateOp: Operation = {
  id: 'builds.set_build_finish_date',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/finishDate',
  body: 'text/plain',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Finish a running agent-less build at a given time.
 *
 * Needs the build's own credentials or the permission to edit the project.
 *
 * Example body:
 * ```text
 * 20260101T120000+0000
 * ```
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.body - The finish time in TeamCity's date form (`20250101T120000+0000`), as plain text
 */
export function setBuildFinishDate(
  client: Transport,
  args: SetBuildFinishDateArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, setBuildFinishDateOp, args, options) as Promise<string>;
}

/** Inputs of {@link addLogMessageToBuild}. */
export interface AddLogMessageToBuildArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
  /** The lines to write, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const addLogMessageToBuildOp: Operation = {
  id: 'builds.add_log_message_to_build',
  method: 'POST',
  path: '/app/rest/builds/{buildLocator}/log',
  query: [['fields', 'fields']],
  body: 'text/plain',
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Write lines to the log of a running build.
 *
 * Each line goes to the build log as if the build printed it, so TeamCity service messages
 * (`##teamcity[buildStatus ...]`) work. Needs the build's own credentials or the permission to edit the project.
 *
 * Example body:
 * ```text
 * ##teamcity[message text='deployed' status='NORMAL']
 * ```
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`)
 * @param args.body - The lines to write, as plain text
 */
export function addLogMessageToBuild(
  client: Transport,
  args: AddLogMessageToBuildArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, addLogMessageToBuildOp, args, options) as Promise<void>;
}

/** Inputs of {@link getBuildOutputParametersOfBuild}. */
export interface GetBuildOutputParametersOfBuildArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getBuildOutputParametersOfBuildOp: Operation = {
  id: 'builds.get_build_output_parameters_of_build',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/output-parameters',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the output parameters a build published.
 *
 * Output parameters are the ones a build configuration exposes to the builds that depend on it. Added after
 * TeamCity 2023.11.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getBuildOutputParametersOfBuild(
  client: Transport,
  args: GetBuildOutputParametersOfBuildArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
export function getBuildOutputParametersOfBuild<const S extends object & ExactFields<S, PropertiesFields>>(
  client: Transport,
  args: GetBuildOutputParametersOfBuildArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Properties, S>>;
export async function getBuildOutputParametersOfBuild(
  client: Transport,
  args: GetBuildOutputParametersOfBuildArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(
    client,
    getBuildOutputParametersOfBuildOp,
    withFields(getBuildOutputParametersOfBuildOp, args),
    options,
  );
}

/** Inputs of {@link getBuildOutputParameters}. */
export interface GetBuildOutputParametersArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The output parameter's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  propertyName: string;
}

export const getBuildOutputParametersOp: Operation = {
  id: 'builds.get_build_output_parameters',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/output-parameters/{propertyName}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get the value of one output parameter of a build.
 *
 * As text. Added after TeamCity 2023.11.
 *
 * Also named `getBuildOutputParameter`: the same function.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.propertyName - The output parameter's name
 */
export function getBuildOutputParameters(
  client: Transport,
  args: GetBuildOutputParametersArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getBuildOutputParametersOp, args, options) as Promise<string>;
}

export { getBuildOutputParameters as getBuildOutputParameter };

/** Inputs of {@link getBuildPinInfo}. */
export interface GetBuildPinInfoArgs<S extends PinInfoFields = PinInfoFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getBuildPinInfoOp: Operation = {
  id: 'builds.get_build_pin_info',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/pinInfo',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Read whether a build is pinned, with who pinned it, when and why.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getBuildPinInfo(
  client: Transport,
  args: GetBuildPinInfoArgs<never>,
  options?: CallOptions,
): Promise<PinInfo>;
export function getBuildPinInfo<const S extends object & ExactFields<S, PinInfoFields>>(
  client: Transport,
  args: GetBuildPinInfoArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<PinInfo, S>>;
export async function getBuildPinInfo(
  client: Transport,
  args: GetBuildPinInfoArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getBuildPinInfoOp, withFields(getBuildPinInfoOp, args), options);
}

/** Inputs of {@link setBuildPinInfo}. */
export interface SetBuildPinInfoArgs<S extends PinInfoFields = PinInfoFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** `{ status: true, comment: { text: 'release' } }`; `status: false` unpins. Sent as `application/json`. */
  body?: PinInfo;
}

export const setBuildPinInfoOp: Operation = {
  id: 'builds.set_build_pin_info',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/pinInfo',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Pin or unpin a build, with a comment.
 *
 * Only a finished build can be pinned or unpinned (400 otherwise). Returns the pin state as it then is.
 *
 * Example body:
 * ```json
 * {
 *   "status": true,
 *   "comment": {
 *     "text": "release 1.0"
 *   }
 * }
 * ```
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - `{ status: true, comment: { text: 'release' } }`; `status: false` unpins
 */
export function setBuildPinInfo(
  client: Transport,
  args: SetBuildPinInfoArgs<never>,
  options?: CallOptions,
): Promise<PinInfo>;
export function setBuildPinInfo<const S extends object & ExactFields<S, PinInfoFields>>(
  client: Transport,
  args: SetBuildPinInfoArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<PinInfo, S>>;
export async function setBuildPinInfo(
  client: Transport,
  args: SetBuildPinInfoArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setBuildPinInfoOp, withFields(setBuildPinInfoOp, args), options);
}

/** Inputs of {@link addProblemToBuild}. */
export interface AddProblemToBuildArgs<S extends ProblemOccurrenceFields = ProblemOccurrenceFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** What went wrong, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const addProblemToBuildOp: Operation = {
  id: 'builds.add_problem_to_build',
  method: 'POST',
  path: '/app/rest/builds/{buildLocator}/problemOccurrences',
  query: [['fields', 'fields']],
  body: 'text/plain',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Add a problem to a build, which makes it fail.
 *
 * The problem is recorded as the current user's, with the posted text. Returns the new problem occurrence.
 *
 * Example body:
 * ```text
 * smoke test failed
 * ```
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - What went wrong, as plain text
 */
export function addProblemToBuild(
  client: Transport,
  args: AddProblemToBuildArgs<never>,
  options?: CallOptions,
): Promise<ProblemOccurrence>;
export function addProblemToBuild<const S extends object & ExactFields<S, ProblemOccurrenceFields>>(
  client: Transport,
  args: AddProblemToBuildArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ProblemOccurrence, S>>;
export async function addProblemToBuild(
  client: Transport,
  args: AddProblemToBuildArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, addProblemToBuildOp, withFields(addProblemToBuildOp, args), options);
}

/** Inputs of {@link markBuildAsRunning}. */
export interface MarkBuildAsRunningArgs<S extends BuildFields = BuildFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** Who starts it, as plain text (recorded by TeamCity). Sent as `text/plain`. */
  body?: string;
}

export const markBuildAsRunningOp: Operation = {
  id: 'builds.mark_build_as_running',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/runningData',
  query: [['fields', 'fields']],
  body: 'text/plain',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Start a queued build without an agent (an agent-less build a script drives).
 *
 * The build leaves the queue and runs with no agent: the caller writes its log (`addLogMessageToBuild`) and
 * finishes it (`setFinishedTime`). 400 when the build is not queued. Returns the running build.
 *
 * Example body:
 * ```text
 * running
 * ```
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - Who starts it, as plain text (recorded by TeamCity)
 */
export function markBuildAsRunning(
  client: Transport,
  args: MarkBuildAsRunningArgs<never>,
  options?: CallOptions,
): Promise<Build>;
export function markBuildAsRunning<const S extends object & ExactFields<S, BuildFields>>(
  client: Transport,
  args: MarkBuildAsRunningArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Build, S>>;
export async function markBuildAsRunning(
  client: Transport,
  args: MarkBuildAsRunningArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, markBuildAsRunningOp, withFields(markBuildAsRunningOp, args), options);
}

/** Inputs of {@link getBuildStatus}. */
export interface GetBuildStatusArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
}

export const getBuildStatusOp: Operation = {
  id: 'builds.get_build_status',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/status',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get a build's status as text (`SUCCESS`, `FAILURE` or `UNKNOWN`).
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 */
export function getBuildStatus(client: Transport, args: GetBuildStatusArgs, options?: CallOptions): Promise<string> {
  return request(client, getBuildStatusOp, args, options) as Promise<string>;
}

/** Inputs of {@link setBuildStatus}. */
export interface SetBuildStatusArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
  /** `{ status: 'FAILURE', comment: 'broken deployment' }`. Sent as `application/json`. */
  body?: BuildStatusUpdate;
}

export const setBuildStatusOp: Operation = {
  id: 'builds.set_build_status',
  method: 'POST',
  path: '/app/rest/builds/{buildLocator}/status',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Mark a finished build as successful or failed.
 *
 * Changes the status of a finished build by hand, with a comment; TeamCity shows who changed it. 400 with the
 * reasons when the change is not allowed.
 *
 * Example body:
 * ```json
 * {
 *   "status": "FAILURE",
 *   "comment": "marked failed after review"
 * }
 * ```
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`)
 * @param args.body - `{ status: 'FAILURE', comment: 'broken deployment' }`
 */
export function setBuildStatus(client: Transport, args: SetBuildStatusArgs, options?: CallOptions): Promise<void> {
  return request(client, setBuildStatusOp, args, options) as Promise<void>;
}

/** Inputs of {@link getBuildVcsLabels}. */
export interface GetBuildVcsLabelsArgs<S extends VcsLabelsFields = VcsLabelsFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getBuildVcsLabelsOp: Operation = {
  id: 'builds.get_build_vcs_labels',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/vcsLabels',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the VCS labels (tags in the repository) TeamCity set for a build.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getBuildVcsLabels(
  client: Transport,
  args: GetBuildVcsLabelsArgs<never>,
  options?: CallOptions,
): Promise<VcsLabels>;
export function getBuildVcsLabels<const S extends object & ExactFields<S, VcsLabelsFields>>(
  client: Transport,
  args: GetBuildVcsLabelsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsLabels, S>>;
export async function getBuildVcsLabels(
  client: Transport,
  args: GetBuildVcsLabelsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getBuildVcsLabelsOp, withFields(getBuildVcsLabelsOp, args), options);
}

/** Inputs of {@link addBuildVcsLabel}. */
export interface AddBuildVcsLabelArgs<S extends VcsLabelsFields = VcsLabelsFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which VCS root instance to label; every root of the build when left out. */
  locator?: string | VcsRootInstanceLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** The label text, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const addBuildVcsLabelOp: Operation = {
  id: 'builds.add_build_vcs_label',
  method: 'POST',
  path: '/app/rest/builds/{buildLocator}/vcsLabels',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  body: 'text/plain',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Label the revision a build used in its VCS roots.
 *
 * Sets the label in every VCS root of the build, or only the one the locator finds. An empty label is refused
 * (400); a VCS error is only logged by TeamCity. Returns the build's labels of that text.
 *
 * Example body:
 * ```text
 * v1.0.42
 * ```
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.locator - Which VCS root instance to label; every root of the build when left out
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - The label text, as plain text
 */
export function addBuildVcsLabel(
  client: Transport,
  args: AddBuildVcsLabelArgs<never>,
  options?: CallOptions,
): Promise<VcsLabels>;
export function addBuildVcsLabel<const S extends object & ExactFields<S, VcsLabelsFields>>(
  client: Transport,
  args: AddBuildVcsLabelArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<VcsLabels, S>>;
export async function addBuildVcsLabel(
  client: Transport,
  args: AddBuildVcsLabelArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, addBuildVcsLabelOp, withFields(addBuildVcsLabelOp, args), options);
}

/** Inputs of {@link getRoot}. */
export interface GetRootArgs<S extends FilesFields = FilesFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Give names relative to this folder instead of the top. */
  basePath?: string;
  /** Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`. */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** Resolve `%parameter%` references in the path with the build's parameters. */
  resolveParameters?: boolean;
  /** Record the download as a use of the build's artifacts (as an artifact dependency would). */
  logBuildUsage?: boolean;
}

export const getRootOp: Operation = {
  id: 'builds.get_root',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/artifacts',
  query: [
    ['basePath', 'basePath'],
    ['locator', 'locator'],
    ['fields', 'fields'],
    ['resolveParameters', 'resolveParameters'],
    ['logBuildUsage', 'logBuildUsage'],
  ],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the top level of a build's artifacts.
 *
 * Each entry has its `name`, `size` and `modificationTime`, with links to its `content` (a file) or `children`
 * (a folder). The locator widens or narrows the listing: `recursive:true` lists everything below,
 * `pattern:+:*.jar` picks names, `browseArchives:true` shows zip and jar files as folders, and `hidden:true`
 * includes the `.teamcity` folder TeamCity hides.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.basePath - Give names relative to this folder instead of the top
 * @param args.locator - Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.resolveParameters - Resolve `%parameter%` references in the path with the build's parameters
 * @param args.logBuildUsage - Record the download as a use of the build's artifacts (as an artifact dependency would)
 */
export function getRoot(client: Transport, args: GetRootArgs<never>, options?: CallOptions): Promise<Files>;
export function getRoot<const S extends object & ExactFields<S, FilesFields>>(
  client: Transport,
  args: GetRootArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Files, S>>;
export async function getRoot(client: Transport, args: GetRootArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getRootOp, withFields(getRootOp, args), options);
}

/** Inputs of {@link getChildren}. */
export interface GetChildrenArgs<S extends FilesFields = FilesFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The folder's path (`dist/lib`). A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Give names relative to this folder instead of the top. */
  basePath?: string;
  /** Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`. */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** Resolve `%parameter%` references in the path with the build's parameters. */
  resolveParameters?: boolean;
  /** Record the download as a use of the build's artifacts (as an artifact dependency would). */
  logBuildUsage?: boolean;
}

export const getChildrenOp: Operation = {
  id: 'builds.get_children',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/artifacts/children{/path}',
  query: [
    ['basePath', 'basePath'],
    ['locator', 'locator'],
    ['fields', 'fields'],
    ['resolveParameters', 'resolveParameters'],
    ['logBuildUsage', 'logBuildUsage'],
  ],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List a folder of a build's artifacts.
 *
 * The same listing as `getRoot`, for one folder; a path to a zip or jar file lists its entries.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.path - The folder's path (`dist/lib`)
 * @param args.basePath - Give names relative to this folder instead of the top
 * @param args.locator - Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.resolveParameters - Resolve `%parameter%` references in the path with the build's parameters
 * @param args.logBuildUsage - Record the download as a use of the build's artifacts (as an artifact dependency would)
 */
export function getChildren(client: Transport, args: GetChildrenArgs<never>, options?: CallOptions): Promise<Files>;
export function getChildren<const S extends object & ExactFields<S, FilesFields>>(
  client: Transport,
  args: GetChildrenArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Files, S>>;
export async function getChildren(client: Transport, args: GetChildrenArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getChildrenOp, withFields(getChildrenOp, args), options);
}

/** Inputs of {@link getChildrenAlias}. */
export interface GetChildrenAliasArgs<S extends FilesFields = FilesFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The folder's path (`dist/lib`). A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Give names relative to this folder instead of the top. */
  basePath?: string;
  /** Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`. */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** Resolve `%parameter%` references in the path with the build's parameters. */
  resolveParameters?: boolean;
  /** Record the download as a use of the build's artifacts (as an artifact dependency would). */
  logBuildUsage?: boolean;
}

export const getChildrenAliasOp: Operation = {
  id: 'builds.get_children_alias',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/artifacts{/path}',
  query: [
    ['basePath', 'basePath'],
    ['locator', 'locator'],
    ['fields', 'fields'],
    ['resolveParameters', 'resolveParameters'],
    ['logBuildUsage', 'logBuildUsage'],
  ],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List a folder of a build's artifacts, by the shorter route.
 *
 * The same answer as `getChildren`.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.path - The folder's path (`dist/lib`)
 * @param args.basePath - Give names relative to this folder instead of the top
 * @param args.locator - Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.resolveParameters - Resolve `%parameter%` references in the path with the build's parameters
 * @param args.logBuildUsage - Record the download as a use of the build's artifacts (as an artifact dependency would)
 */
export function getChildrenAlias(
  client: Transport,
  args: GetChildrenAliasArgs<never>,
  options?: CallOptions,
): Promise<Files>;
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

/** Inputs of {@link getContent}. */
export interface GetContentArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The file's path (`dist/app.zip`); `lib.zip!/a.txt` reads a file inside an archive. A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** `coreWithDownloadProcessor` (the default), `core`, or `rest` (the pre-2017.1 way); others are refused (400). */
  responseBuilder?: string;
  /** Resolve `%parameter%` references in the path with the build's parameters. */
  resolveParameters?: boolean;
  /** Record the download as a use of the build's artifacts (as an artifact dependency would). */
  logBuildUsage?: boolean;
}

export const getContentOp: Operation = {
  id: 'builds.get_content',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/artifacts/content{/path}',
  query: [
    ['responseBuilder', 'responseBuilder'],
    ['resolveParameters', 'resolveParameters'],
    ['logBuildUsage', 'logBuildUsage'],
  ],
  accept: '*/*',
  kind: 'binary',
  locator: renderLocator,
  file: fileResult,
};

/**
 * Download a file from a build's artifacts, choosing how it is served.
 *
 * The file's bytes as a stream; a `range` in the call options asks for part of it (206). A folder is refused
 * (404). `getContentAlias` does the same without the choice.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.path - The file's path (`dist/app.zip`); `lib.zip!/a.txt` reads a file inside an archive
 * @param args.responseBuilder - `coreWithDownloadProcessor` (the default), `core`, or `rest` (the pre-2017.1 way); others are refused (400)
 * @param args.resolveParameters - Resolve `%parameter%` references in the path with the build's parameters
 * @param args.logBuildUsage - Record the download as a use of the build's artifacts (as an artifact dependency would)
 */
export function getContent(client: Transport, args: GetContentArgs, options?: CallOptions): Promise<FileResponse> {
  return request(client, getContentOp, args, options) as Promise<FileResponse>;
}

/** Inputs of {@link getContentAlias}. */
export interface GetContentAliasArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The file's path (`dist/app.zip`); `lib.zip!/a.txt` reads a file inside an archive. A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Resolve `%parameter%` references in the path with the build's parameters. */
  resolveParameters?: boolean;
  /** Record the download as a use of the build's artifacts (as an artifact dependency would). */
  logBuildUsage?: boolean;
}

export const getContentAliasOp: Operation = {
  id: 'builds.get_content_alias',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/artifacts/files{/path}',
  query: [
    ['resolveParameters', 'resolveParameters'],
    ['logBuildUsage', 'logBuildUsage'],
  ],
  accept: '*/*',
  kind: 'binary',
  locator: renderLocator,
  file: fileResult,
};

/**
 * Download a file from a build's artifacts.
 *
 * The file's bytes as a stream; a `range` in the call options asks for part of it (206). A folder is refused
 * (404).
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.path - The file's path (`dist/app.zip`); `lib.zip!/a.txt` reads a file inside an archive
 * @param args.resolveParameters - Resolve `%parameter%` references in the path with the build's parameters
 * @param args.logBuildUsage - Record the download as a use of the build's artifacts (as an artifact dependency would)
 */
export function getContentAlias(
  client: Transport,
  args: GetContentAliasArgs,
  options?: CallOptions,
): Promise<FileResponse> {
  return request(client, getContentAliasOp, args, options) as Promise<FileResponse>;
}

/** Inputs of {@link getMetadata}. */
export interface GetMetadataArgs<S extends FileFields = FileFields, T = string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The file's or folder's path (`dist/app.zip`). A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** Resolve `%parameter%` references in the path with the build's parameters. */
  resolveParameters?: boolean;
  /** Record the download as a use of the build's artifacts (as an artifact dependency would). */
  logBuildUsage?: boolean;
}

export const getMetadataOp: Operation = {
  id: 'builds.get_metadata',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/artifacts/metadata{/path}',
  query: [
    ['fields', 'fields'],
    ['resolveParameters', 'resolveParameters'],
    ['logBuildUsage', 'logBuildUsage'],
  ],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get the name, size and date of a file or folder in a build's artifacts.
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.path - The file's or folder's path (`dist/app.zip`)
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.resolveParameters - Resolve `%parameter%` references in the path with the build's parameters
 * @param args.logBuildUsage - Record the download as a use of the build's artifacts (as an artifact dependency would)
 */
export function getMetadata(client: Transport, args: GetMetadataArgs<never>, options?: CallOptions): Promise<File>;
export function getMetadata<const S extends object & ExactFields<S, FileFields>>(
  client: Transport,
  args: GetMetadataArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<File, S>>;
export async function getMetadata(client: Transport, args: GetMetadataArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getMetadataOp, withFields(getMetadataOp, args), options);
}

/** Inputs of {@link getZipped}. */
export interface GetZippedArgs {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The folder's path (`dist`); empty for everything. A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Name the entries relative to this folder. */
  basePath?: string;
  /** Which files: `pattern:+:*.log`, `recursive:true`, `browseArchives:true`, `hidden:true`. */
  locator?: string;
  /** The file name TeamCity gives the archive in its answer. */
  name?: string;
  /** Resolve `%parameter%` references in the path with the build's parameters. */
  resolveParameters?: boolean;
  /** Record the download as a use of the build's artifacts (as an artifact dependency would). */
  logBuildUsage?: boolean;
}

export const getZippedOp: Operation = {
  id: 'builds.get_zipped',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/artifacts/archived{/path}',
  query: [
    ['basePath', 'basePath'],
    ['locator', 'locator'],
    ['name', 'name'],
    ['resolveParameters', 'resolveParameters'],
    ['logBuildUsage', 'logBuildUsage'],
  ],
  accept: '*/*',
  kind: 'binary',
  locator: renderLocator,
  file: fileResult,
};

/**
 * Download a folder of a build's artifacts as a zip archive.
 *
 * The archive is made on the fly, so it has no length up front. The locator picks what goes in
 * (`pattern:+:*.log`).
 *
 * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
 * @param args.path - The folder's path (`dist`); empty for everything
 * @param args.basePath - Name the entries relative to this folder
 * @param args.locator - Which files: `pattern:+:*.log`, `recursive:true`, `browseArchives:true`, `hidden:true`
 * @param args.name - The file name TeamCity gives the archive in its answer
 * @param args.resolveParameters - Resolve `%parameter%` references in the path with the build's parameters
 * @param args.logBuildUsage - Record the download as a use of the build's artifacts (as an artifact dependency would)
 */
export function getZipped(client: Transport, args: GetZippedArgs, options?: CallOptions): Promise<FileResponse> {
  return request(client, getZippedOp, args, options) as Promise<FileResponse>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly addTags: {
    /**
     * Add tags to a build.
     *
     * The build keeps its other tags. Returns the tags posted. Works on queued, running and finished builds.
     *
     * Example body:
     * ```json
     * {
     *   "tag": [
     *     {
     *       "name": "release"
     *     },
     *     {
     *       "name": "nightly"
     *     }
     *   ]
     * }
     * ```
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - `{ tag: [{ name: 'release' }] }`; `private: true` makes a tag visible to its owner only
     */
    (args: AddTagsArgs<never>, options?: CallOptions): Promise<Tags>;
    <const S extends object & ExactFields<S, TagsFields>>(
      args: AddTagsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Tags, S>>;
  };
  readonly cancelBuild: {
    /**
     * Cancel a running build (or take a queued one out of the queue).
     *
     * Stops the build; the body's `comment` says why, and `readdIntoQueue: true` puts a running build back in the
     * queue instead of ending it. A build the locator finds in the queue is removed from it. A finished build is
     * refused (400), and 403 comes back when the user may not stop it. Returns the build as it then is. The
     * `cancelBuild` task cancels a build in whichever state it is.
     *
     * Example body:
     * ```json
     * {
     *   "comment": "superseded by a newer commit",
     *   "readdIntoQueue": false
     * }
     * ```
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - `{ comment: 'why', readdIntoQueue: false }`
     */
    (args: CancelBuildArgs<never>, options?: CallOptions): Promise<Build>;
    <const S extends object & ExactFields<S, BuildFields>>(
      args: CancelBuildArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Build, S>>;
  };
  readonly getArtifactDependencyChanges: {
    /**
     * List how a build's artifact dependencies changed since the previous build.
     *
     * Each entry pairs the build an artifact came from this time with the one the previous build used.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetArtifactDependencyChangesArgs<never>, options?: CallOptions): Promise<BuildChanges>;
    <const S extends object & ExactFields<S, BuildChangesFields>>(
      args: GetArtifactDependencyChangesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildChanges, S>>;
  };
  readonly getCanceledInfo: {
    /**
     * Read who canceled a build, when, and why.
     *
     * Nothing when the build was not canceled.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetCanceledInfoArgs<never>, options?: CallOptions): Promise<Comment>;
    <const S extends object & ExactFields<S, CommentFields>>(
      args: GetCanceledInfoArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Comment, S>>;
  };
  readonly getParameter: {
    /**
     * Get one attribute of a build.
     *
     * Build attributes are TeamCity's own key-value records on a build (not its parameters); needs the permission to
     * edit the project.
     *
     * Also named `getBuildAttribute`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.name - The attribute's name
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.fields2 - TeamCity's `fields` listed a second time by the seeds: give one of the two
     */
    (args: GetParameterArgs<never>, options?: CallOptions): Promise<ModelProperty>;
    <const S extends object & ExactFields<S, ModelPropertyFields>>(
      args: GetParameterArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /** Same as `getParameter`. */
  readonly getBuildAttribute: SelectingOperations['getParameter'];
  readonly getParameters: {
    /**
     * List the attributes of a build.
     *
     * Build attributes are TeamCity's own key-value records on a build, not the parameters it ran with (those are
     * `serveBuildActualParameters`). Needs the permission to edit the project.
     *
     * Also named `getBuildAttributes`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.locator - Which attributes: a parameter locator (`name:teamcity.x`)
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.fields2 - TeamCity's `fields` listed a second time by the seeds: give one of the two
     */
    (args: GetParametersArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: GetParametersArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** Same as `getParameters`. */
  readonly getBuildAttributes: SelectingOperations['getParameters'];
  readonly getProblems: {
    /**
     * List the problems of a build (failed steps, exit codes, failed tests as a whole, ...).
     *
     * Every problem of the build in one answer, without paging.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetProblemsArgs<never>, options?: CallOptions): Promise<ProblemOccurrences>;
    <const S extends object & ExactFields<S, ProblemOccurrencesFields>>(
      args: GetProblemsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ProblemOccurrences, S>>;
  };
  readonly getTests: {
    /**
     * List every test run of a build in one answer.
     *
     * All of the build's test occurrences without paging, with the counts (`passed`, `failed`, `ignored`, `muted`).
     * For a large build, or failed tests only, `testOccurrences.getAllTestOccurrences` with
     * `build:(id:N),status:FAILURE` pages; the `buildResults` task gives a build's failed tests and problems.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetTestsArgs<never>, options?: CallOptions): Promise<TestOccurrences>;
    <const S extends object & ExactFields<S, TestOccurrencesFields>>(
      args: GetTestsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<TestOccurrences, S>>;
  };
  readonly replaceTags: {
    /**
     * Replace the tags of a build.
     *
     * Removes the tags the locator finds (by default every public tag), adds the posted ones, and returns the tags
     * posted.
     *
     * Example body:
     * ```json
     * {
     *   "tag": [
     *     {
     *       "name": "release"
     *     },
     *     {
     *       "name": "nightly"
     *     }
     *   ]
     * }
     * ```
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.locator - Which tags to remove first (`private:true`); by default every public tag
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - The tags to add: `{ tag: [{ name: 'release' }] }`
     */
    (args: ReplaceTagsArgs<never>, options?: CallOptions): Promise<Tags>;
    <const S extends object & ExactFields<S, TagsFields>>(
      args: ReplaceTagsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Tags, S>>;
  };
  readonly serveAllBuilds: {
    /**
     * List builds.
     *
     * By default TeamCity lists finished builds of the default branch that are neither personal, canceled nor failed
     * to start, newest first, 100 to a page. A locator widens that: `branch:default:any` for every branch,
     * `state:any` with running and queued builds, `canceled:any`, `personal:any`, or `defaultFilter:false` for all
     * of it; naming `agent`, `user` or `state:running` drops the defaults too. `count` sets the page size, and the
     * answer's `nextHref` leads to the next page (`paginate` follows it).
     *
     * Also named `getAllBuilds`: the same function.
     *
     * @param args.buildType - Legacy: the locator's `buildType` dimension does the same
     * @param args.status - Legacy: the locator's `status` dimension (`SUCCESS`, `FAILURE`, `ERROR`)
     * @param args.triggeredByUser - Legacy: the locator's `user` dimension
     * @param args.includePersonal - Legacy: the locator's `personal:any`
     * @param args.includeCanceled - Legacy: the locator's `canceled:any`
     * @param args.onlyPinned - Legacy: the locator's `pinned:true`
     * @param args.tag - Legacy: the locator's `tag` dimension
     * @param args.agentName - Legacy: the locator's `agentName` dimension
     * @param args.sinceBuild - Legacy: the locator's `sinceBuild` dimension
     * @param args.sinceDate - Legacy: the locator's `sinceDate` dimension
     * @param args.start - Legacy: the locator's `start` dimension
     * @param args.count - Legacy: the locator's `count` dimension
     * @param args.locator - A build locator that filters the list: text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args?: ServeAllBuildsArgs<never>, options?: CallOptions): Promise<Builds>;
    <const S extends object & ExactFields<S, BuildsFields>>(
      args?: ServeAllBuildsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  /** Same as `serveAllBuilds`. */
  readonly getAllBuilds: SelectingOperations['serveAllBuilds'];
  readonly serveBuild: {
    /**
     * Get a build.
     *
     * Finds one build: `id:123` finds it in any state, queued included. Any other locator takes the first match
     * under the usual defaults, so `buildType:(id:App_Build)` is the newest finished build of the default branch;
     * add `branch:...` or `state:any` for others.
     *
     * Also named `getBuild`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: ServeBuildArgs<never>, options?: CallOptions): Promise<Build>;
    <const S extends object & ExactFields<S, BuildFields>>(
      args: ServeBuildArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Build, S>>;
  };
  /** Same as `serveBuild`. */
  readonly getBuild: SelectingOperations['serveBuild'];
  readonly serveBuildActualParameters: {
    /**
     * List the parameters a build ran with, as TeamCity resolved them.
     *
     * Needs the permission to view build runtime data; password parameters show no value.
     *
     * Also named `getBuildActualParameters`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: ServeBuildActualParametersArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: ServeBuildActualParametersArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** Same as `serveBuildActualParameters`. */
  readonly getBuildActualParameters: SelectingOperations['serveBuildActualParameters'];
  readonly serveBuildRelatedIssues: {
    /**
     * List the issue-tracker issues a build's changes mention.
     *
     * Also named `getBuildRelatedIssues`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: ServeBuildRelatedIssuesArgs<never>, options?: CallOptions): Promise<IssuesUsages>;
    <const S extends object & ExactFields<S, IssuesUsagesFields>>(
      args: ServeBuildRelatedIssuesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<IssuesUsages, S>>;
  };
  /** Same as `serveBuildRelatedIssues`. */
  readonly getBuildRelatedIssues: SelectingOperations['serveBuildRelatedIssues'];
  readonly serveBuildRelatedIssuesOld: {
    /**
     * List the issue-tracker issues a build's changes mention (older route).
     *
     * The same answer as `serveBuildRelatedIssues`, on the route TeamCity kept for older clients.
     *
     * Also named `getBuildRelatedIssuesOld`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: ServeBuildRelatedIssuesOldArgs<never>, options?: CallOptions): Promise<IssuesUsages>;
    <const S extends object & ExactFields<S, IssuesUsagesFields>>(
      args: ServeBuildRelatedIssuesOldArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<IssuesUsages, S>>;
  };
  /** Same as `serveBuildRelatedIssuesOld`. */
  readonly getBuildRelatedIssuesOld: SelectingOperations['serveBuildRelatedIssuesOld'];
  readonly serveBuildStatisticValues: {
    /**
     * List the statistic values of a build (duration, test counts, artifact size, ...).
     *
     * Also named `getBuildStatisticValues`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: ServeBuildStatisticValuesArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: ServeBuildStatisticValuesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** Same as `serveBuildStatisticValues`. */
  readonly getBuildStatisticValues: SelectingOperations['serveBuildStatisticValues'];
  readonly serveTags: {
    /**
     * List the tags of a build.
     *
     * Also named `getTags`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.locator - Which tags: a tag locator (`private:true`, `owner:(username:me)`); by default the public ones
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: ServeTagsArgs<never>, options?: CallOptions): Promise<Tags>;
    <const S extends object & ExactFields<S, TagsFields>>(
      args: ServeTagsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Tags, S>>;
  };
  /** Same as `serveTags`. */
  readonly getTags: SelectingOperations['serveTags'];
  readonly setParameter: {
    /**
     * Add an attribute to a build (or replace the one of that name).
     *
     * Build attributes are TeamCity's own key-value records on a build, not its parameters; changing some confuses
     * TeamCity. Needs the permission to edit the project. Returns the attribute.
     *
     * Example body:
     * ```json
     * {
     *   "name": "deploy.target",
     *   "value": "staging"
     * }
     * ```
     *
     * Also named `addBuildAttribute`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.fields2 - TeamCity's `fields` listed a second time by the seeds: give one of the two
     * @param args.body - The attribute: `{ name: 'x', value: 'y' }`
     */
    (args: SetParameterArgs<never>, options?: CallOptions): Promise<ModelProperty>;
    <const S extends object & ExactFields<S, ModelPropertyFields>>(
      args: SetParameterArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /** Same as `setParameter`. */
  readonly addBuildAttribute: SelectingOperations['setParameter'];
  readonly setParameter0: {
    /**
     * Set one attribute of a build, by name.
     *
     * The name in the path wins over any `name` in the body. Needs the permission to edit the project. Returns the
     * attribute.
     *
     * Example body:
     * ```json
     * {
     *   "name": "deploy.target",
     *   "value": "staging"
     * }
     * ```
     *
     * Also named `setBuildAttribute`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.name - The attribute's name
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.fields2 - TeamCity's `fields` listed a second time by the seeds: give one of the two
     * @param args.body - The attribute: `{ value: 'y' }`
     */
    (args: SetParameter0Args<never>, options?: CallOptions): Promise<ModelProperty>;
    <const S extends object & ExactFields<S, ModelPropertyFields>>(
      args: SetParameter0Args<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /** Same as `setParameter0`. */
  readonly setBuildAttribute: SelectingOperations['setParameter0'];
  readonly setParameters: {
    /**
     * Replace every attribute of a build.
     *
     * The build ends up with exactly the posted attributes. Needs the permission to edit the project.
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
     * Also named `replaceBuildAttributes`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.fields2 - TeamCity's `fields` listed a second time by the seeds: give one of the two
     * @param args.body - The attributes: `{ property: [{ name: 'x', value: 'y' }] }`
     */
    (args: SetParametersArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: SetParametersArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** Same as `setParameters`. */
  readonly replaceBuildAttributes: SelectingOperations['setParameters'];
  readonly getMultipleBuilds: {
    /**
     * List the builds a locator finds, with the locator in the path.
     *
     * The same answer as `serveAllBuilds` with that locator, defaults and paging included.
     *
     * @param args.buildLocator - Which builds, as a build locator
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetMultipleBuildsArgs<never>, options?: CallOptions): Promise<Builds>;
    <const S extends object & ExactFields<S, BuildsFields>>(
      args: GetMultipleBuildsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  readonly cancelMultiple: {
    /**
     * Cancel every build a locator finds.
     *
     * Running builds are stopped and queued ones taken out of the queue; the answer lists each build with its own
     * success or error, so one refusal does not stop the rest.
     *
     * Example body:
     * ```json
     * {
     *   "comment": "superseded by a newer commit",
     *   "readdIntoQueue": false
     * }
     * ```
     *
     * @param args.buildLocator - Which builds, as a build locator
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - `{ comment: 'why', readdIntoQueue: false }`
     */
    (args: CancelMultipleArgs<never>, options?: CallOptions): Promise<MultipleOperationResult>;
    <const S extends object & ExactFields<S, MultipleOperationResultFields>>(
      args: CancelMultipleArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  readonly deleteMultipleBuilds: {
    /**
     * Delete every build a locator finds, reporting each one.
     *
     * Queued builds are canceled and deleted; running builds are not deleted. The answer lists each build's result.
     *
     * @param args.buildLocator - Which builds, as a build locator
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: DeleteMultipleBuildsArgs<never>, options?: CallOptions): Promise<MultipleOperationResult>;
    <const S extends object & ExactFields<S, MultipleOperationResultFields>>(
      args: DeleteMultipleBuildsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  readonly setMultipleBuildComments: {
    /**
     * Set the same comment on every build a locator finds.
     *
     * Example body:
     * ```text
     * nightly run
     * ```
     *
     * @param args.buildLocator - Which builds, as a build locator
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - The comment, as plain text
     */
    (args: SetMultipleBuildCommentsArgs<never>, options?: CallOptions): Promise<MultipleOperationResult>;
    <const S extends object & ExactFields<S, MultipleOperationResultFields>>(
      args: SetMultipleBuildCommentsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  readonly deleteMultipleBuildComments: {
    /**
     * Remove the comment of every build a locator finds.
     *
     * @param args.buildLocator - Which builds, as a build locator
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: DeleteMultipleBuildCommentsArgs<never>, options?: CallOptions): Promise<MultipleOperationResult>;
    <const S extends object & ExactFields<S, MultipleOperationResultFields>>(
      args: DeleteMultipleBuildCommentsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  readonly pinMultipleBuilds: {
    /**
     * Pin or unpin every build a locator finds.
     *
     * Only finished builds can be pinned; the answer lists each build's own result.
     *
     * Example body:
     * ```json
     * {
     *   "status": true,
     *   "comment": {
     *     "text": "release 1.0"
     *   }
     * }
     * ```
     *
     * @param args.buildLocator - Which builds, as a build locator
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - `{ status: true, comment: { text: 'release' } }`; `status: false` unpins
     */
    (args: PinMultipleBuildsArgs<never>, options?: CallOptions): Promise<MultipleOperationResult>;
    <const S extends object & ExactFields<S, MultipleOperationResultFields>>(
      args: PinMultipleBuildsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  readonly addTagsToMultipleBuilds: {
    /**
     * Add the same tags to every build a locator finds.
     *
     * Example body:
     * ```json
     * {
     *   "tag": [
     *     {
     *       "name": "release"
     *     },
     *     {
     *       "name": "nightly"
     *     }
     *   ]
     * }
     * ```
     *
     * @param args.buildLocator - Which builds, as a build locator
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - `{ tag: [{ name: 'release' }] }`
     */
    (args: AddTagsToMultipleBuildsArgs<never>, options?: CallOptions): Promise<MultipleOperationResult>;
    <const S extends object & ExactFields<S, MultipleOperationResultFields>>(
      args: AddTagsToMultipleBuildsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  readonly removeMultipleBuildTags: {
    /**
     * Remove tags from every build a locator finds.
     *
     * Example body:
     * ```json
     * {
     *   "tag": [
     *     {
     *       "name": "release"
     *     },
     *     {
     *       "name": "nightly"
     *     }
     *   ]
     * }
     * ```
     *
     * @param args.buildLocator - Which builds, as a build locator
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - The tags to remove: `{ tag: [{ name: 'release' }] }`
     */
    (args: RemoveMultipleBuildTagsArgs<never>, options?: CallOptions): Promise<MultipleOperationResult>;
    <const S extends object & ExactFields<S, MultipleOperationResultFields>>(
      args: RemoveMultipleBuildTagsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  readonly getBuildOutputParametersOfBuild: {
    /**
     * List the output parameters a build published.
     *
     * Output parameters are the ones a build configuration exposes to the builds that depend on it. Added after
     * TeamCity 2023.11.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetBuildOutputParametersOfBuildArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: GetBuildOutputParametersOfBuildArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  readonly getBuildPinInfo: {
    /**
     * Read whether a build is pinned, with who pinned it, when and why.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetBuildPinInfoArgs<never>, options?: CallOptions): Promise<PinInfo>;
    <const S extends object & ExactFields<S, PinInfoFields>>(
      args: GetBuildPinInfoArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<PinInfo, S>>;
  };
  readonly setBuildPinInfo: {
    /**
     * Pin or unpin a build, with a comment.
     *
     * Only a finished build can be pinned or unpinned (400 otherwise). Returns the pin state as it then is.
     *
     * Example body:
     * ```json
     * {
     *   "status": true,
     *   "comment": {
     *     "text": "release 1.0"
     *   }
     * }
     * ```
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - `{ status: true, comment: { text: 'release' } }`; `status: false` unpins
     */
    (args: SetBuildPinInfoArgs<never>, options?: CallOptions): Promise<PinInfo>;
    <const S extends object & ExactFields<S, PinInfoFields>>(
      args: SetBuildPinInfoArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<PinInfo, S>>;
  };
  readonly addProblemToBuild: {
    /**
     * Add a problem to a build, which makes it fail.
     *
     * The problem is recorded as the current user's, with the posted text. Returns the new problem occurrence.
     *
     * Example body:
     * ```text
     * smoke test failed
     * ```
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - What went wrong, as plain text
     */
    (args: AddProblemToBuildArgs<never>, options?: CallOptions): Promise<ProblemOccurrence>;
    <const S extends object & ExactFields<S, ProblemOccurrenceFields>>(
      args: AddProblemToBuildArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ProblemOccurrence, S>>;
  };
  readonly markBuildAsRunning: {
    /**
     * Start a queued build without an agent (an agent-less build a script drives).
     *
     * The build leaves the queue and runs with no agent: the caller writes its log (`addLogMessageToBuild`) and
     * finishes it (`setFinishedTime`). 400 when the build is not queued. Returns the running build.
     *
     * Example body:
     * ```text
     * running
     * ```
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - Who starts it, as plain text (recorded by TeamCity)
     */
    (args: MarkBuildAsRunningArgs<never>, options?: CallOptions): Promise<Build>;
    <const S extends object & ExactFields<S, BuildFields>>(
      args: MarkBuildAsRunningArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Build, S>>;
  };
  readonly getBuildVcsLabels: {
    /**
     * List the VCS labels (tags in the repository) TeamCity set for a build.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetBuildVcsLabelsArgs<never>, options?: CallOptions): Promise<VcsLabels>;
    <const S extends object & ExactFields<S, VcsLabelsFields>>(
      args: GetBuildVcsLabelsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsLabels, S>>;
  };
  readonly addBuildVcsLabel: {
    /**
     * Label the revision a build used in its VCS roots.
     *
     * Sets the label in every VCS root of the build, or only the one the locator finds. An empty label is refused
     * (400); a VCS error is only logged by TeamCity. Returns the build's labels of that text.
     *
     * Example body:
     * ```text
     * v1.0.42
     * ```
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.locator - Which VCS root instance to label; every root of the build when left out
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - The label text, as plain text
     */
    (args: AddBuildVcsLabelArgs<never>, options?: CallOptions): Promise<VcsLabels>;
    <const S extends object & ExactFields<S, VcsLabelsFields>>(
      args: AddBuildVcsLabelArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsLabels, S>>;
  };
  readonly getRoot: {
    /**
     * List the top level of a build's artifacts.
     *
     * Each entry has its `name`, `size` and `modificationTime`, with links to its `content` (a file) or `children`
     * (a folder). The locator widens or narrows the listing: `recursive:true` lists everything below,
     * `pattern:+:*.jar` picks names, `browseArchives:true` shows zip and jar files as folders, and `hidden:true`
     * includes the `.teamcity` folder TeamCity hides.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.basePath - Give names relative to this folder instead of the top
     * @param args.locator - Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.resolveParameters - Resolve `%parameter%` references in the path with the build's parameters
     * @param args.logBuildUsage - Record the download as a use of the build's artifacts (as an artifact dependency would)
     */
    (args: GetRootArgs<never>, options?: CallOptions): Promise<Files>;
    <const S extends object & ExactFields<S, FilesFields>>(
      args: GetRootArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  readonly getChildren: {
    /**
     * List a folder of a build's artifacts.
     *
     * The same listing as `getRoot`, for one folder; a path to a zip or jar file lists its entries.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.path - The folder's path (`dist/lib`)
     * @param args.basePath - Give names relative to this folder instead of the top
     * @param args.locator - Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.resolveParameters - Resolve `%parameter%` references in the path with the build's parameters
     * @param args.logBuildUsage - Record the download as a use of the build's artifacts (as an artifact dependency would)
     */
    (args: GetChildrenArgs<never>, options?: CallOptions): Promise<Files>;
    <const S extends object & ExactFields<S, FilesFields>>(
      args: GetChildrenArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  readonly getChildrenAlias: {
    /**
     * List a folder of a build's artifacts, by the shorter route.
     *
     * The same answer as `getChildren`.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.path - The folder's path (`dist/lib`)
     * @param args.basePath - Give names relative to this folder instead of the top
     * @param args.locator - Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.resolveParameters - Resolve `%parameter%` references in the path with the build's parameters
     * @param args.logBuildUsage - Record the download as a use of the build's artifacts (as an artifact dependency would)
     */
    (args: GetChildrenAliasArgs<never>, options?: CallOptions): Promise<Files>;
    <const S extends object & ExactFields<S, FilesFields>>(
      args: GetChildrenAliasArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  readonly getMetadata: {
    /**
     * Get the name, size and date of a file or folder in a build's artifacts.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.path - The file's or folder's path (`dist/app.zip`)
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.resolveParameters - Resolve `%parameter%` references in the path with the build's parameters
     * @param args.logBuildUsage - Record the download as a use of the build's artifacts (as an artifact dependency would)
     */
    (args: GetMetadataArgs<never>, options?: CallOptions): Promise<File>;
    <const S extends object & ExactFields<S, FileFields>>(
      args: GetMetadataArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<File, S>>;
  };
}

/** The builds operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  readonly cancelBuild0: {
    /**
     * Get an example of the body that cancels a build.
     *
     * Cancels nothing. Shows the shape `cancelBuild` takes (`comment`, `readdIntoQueue`).
     *
     * Also named `getCancelRequestExample`: the same function.
     *
     * @param args.buildLocator - Any build (the answer does not depend on it)
     */
    (args: CancelBuild0Args, options?: CallOptions): Promise<BuildCancelRequest>;
  };
  /** Same as `cancelBuild0`. */
  readonly getCancelRequestExample: BoundOperations['cancelBuild0'];
  readonly deleteAllParameters: {
    /**
     * Remove every attribute of a build.
     *
     * Build attributes are TeamCity's own key-value records on a build (not its parameters). Changing them can
     * confuse TeamCity; needs the permission to edit the project.
     *
     * Also named `deleteBuildAttributes`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`)
     */
    (args: DeleteAllParametersArgs, options?: CallOptions): Promise<void>;
  };
  /** Same as `deleteAllParameters`. */
  readonly deleteBuildAttributes: BoundOperations['deleteAllParameters'];
  readonly deleteBuild: {
    /**
     * Delete a build from the history.
     *
     * A queued build is canceled and deleted, a finished one deleted with its artifacts and logs. A running build is
     * canceled, and the call then fails since it has not finished: delete it once it has.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     */
    (args: DeleteBuildArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteBuilds: {
    /**
     * Delete the builds a locator finds (at most 10 by default).
     *
     * A locator is required. More than 10 builds found is refused (400) as a precaution; the server's
     * `rest.buildRequest.delete.limit` property moves the limit. `deleteMultipleBuilds` reports each build's result
     * instead.
     *
     * @param args.locator - A build locator that filters the list: text, or a typed `BuildLocator`
     */
    (args?: DeleteBuildsArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteComment: {
    /**
     * Remove the comment of a build.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     */
    (args: DeleteCommentArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteParameter: {
    /**
     * Remove one attribute of a build.
     *
     * Build attributes are TeamCity's own key-value records on a build (not its parameters); needs the permission to
     * edit the project.
     *
     * Also named `deleteBuildAttribute`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.name - The attribute's name
     * @param args.fields - Which fields to send: a fields string (`id,name`)
     */
    (args: DeleteParameterArgs, options?: CallOptions): Promise<void>;
  };
  /** Same as `deleteParameter`. */
  readonly deleteBuildAttribute: BoundOperations['deleteParameter'];
  readonly getArtifactsDirectory: {
    /**
     * Get the path of a build's artifacts folder on the server.
     *
     * An absolute path on the server's disk. Needs the global permission to view server settings.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     */
    (args: GetArtifactsDirectoryArgs, options?: CallOptions): Promise<string>;
  };
  readonly getBuildNumber: {
    /**
     * Get a build's number (the text TeamCity shows, such as `1.4.27`).
     *
     * Empty for a build still in the queue.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     */
    (args: GetBuildNumberArgs, options?: CallOptions): Promise<string>;
  };
  readonly getBuildStatusText: {
    /**
     * Get a build's status text (`Tests passed: 312`).
     *
     * Empty for a build still in the queue.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     */
    (args: GetBuildStatusTextArgs, options?: CallOptions): Promise<string>;
  };
  readonly getParameter0: {
    /**
     * Get the value one parameter had in a build.
     *
     * The parameter as the build resolved it (what `serveBuildActualParameters` lists), as text. Needs the
     * permission to view build runtime data; a password parameter's value is not shown.
     *
     * Also named `getResultingParameter`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.propertyName - The parameter's full name (`env.JAVA_HOME`, `system.version`, `build.number`)
     */
    (args: GetParameter0Args, options?: CallOptions): Promise<string>;
  };
  /** Same as `getParameter0`. */
  readonly getResultingParameter: BoundOperations['getParameter0'];
  readonly getParameterValueLong: {
    /**
     * Get the value of one attribute of a build as text.
     *
     * Also named `getBuildAttributeValue`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.name - The attribute's name
     * @param args.fields - Which fields to send: a fields string (`id,name`)
     */
    (args: GetParameterValueLongArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `getParameterValueLong`. */
  readonly getBuildAttributeValue: BoundOperations['getParameterValueLong'];
  readonly getPinned: {
    /**
     * Read whether a build is pinned (`true` or `false`, as text).
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     */
    (args: GetPinnedArgs, options?: CallOptions): Promise<string>;
  };
  readonly getResolvedParameter: {
    /**
     * Resolve `%parameter%` references in a text with a build's parameters.
     *
     * Answers the text with each reference replaced by the build's value. Needs the permission to view build runtime
     * data unless the text refers to `%build.number%` only. A queued build resolves nothing.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.value - The text to resolve: `%env.JAVA_HOME%/bin`
     */
    (args: GetResolvedParameterArgs, options?: CallOptions): Promise<string>;
  };
  readonly pinBuild: {
    /**
     * Pin a build so that clean-up keeps it.
     *
     * Only a finished build can be pinned (400 otherwise). `setBuildPinInfo` does the same with JSON.
     *
     * Example body:
     * ```text
     * release 1.0
     * ```
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.body - A comment saying why, as plain text (may be empty)
     */
    (args: PinBuildArgs, options?: CallOptions): Promise<void>;
  };
  readonly unpinBuild: {
    /**
     * Unpin a build, so that clean-up may remove it again.
     *
     * Only a finished build can be unpinned (400 otherwise).
     *
     * Example body:
     * ```text
     * released
     * ```
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.body - A comment saying why, as plain text (may be empty)
     */
    (args: UnpinBuildArgs, options?: CallOptions): Promise<void>;
  };
  readonly replaceComment: {
    /**
     * Set the comment of a build.
     *
     * Replaces any earlier comment; the comment records the user who set it.
     *
     * Example body:
     * ```text
     * flaky agent, rerun
     * ```
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.body - The comment, as plain text
     */
    (args: ReplaceCommentArgs, options?: CallOptions): Promise<void>;
  };
  readonly resetBuildFinishParameters: {
    /**
     * Make TeamCity compute a finished build's final parameters again.
     *
     * Drops the parameters TeamCity cached when the build finished. Needs the permission to edit the project.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     */
    (args: ResetBuildFinishParametersArgs, options?: CallOptions): Promise<void>;
  };
  readonly serveAggregatedBuildStatus: {
    /**
     * Get the worst status among the builds a locator finds (`SUCCESS`, `FAILURE`, ...).
     *
     * As text; `UNKNOWN` when nothing is found. The usual build defaults apply (finished builds of the default
     * branch), so `buildType:(id:App_Build),count:1` gives the last build's status.
     *
     * Also named `getAggregatedBuildStatus`: the same function.
     *
     * @param args.buildLocator - Which builds, as a build locator
     */
    (args: ServeAggregatedBuildStatusArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveAggregatedBuildStatus`. */
  readonly getAggregatedBuildStatus: BoundOperations['serveAggregatedBuildStatus'];
  readonly serveAggregatedBuildStatusIcon: {
    /**
     * Download a status badge for the builds a locator finds.
     *
     * An image showing the worst status among them. TeamCity serves it without authentication, for README badges.
     *
     * Also named `getAggregatedBuildStatusIcon`: the same function.
     *
     * @param args.buildLocator - Which builds, as a build locator
     * @param args.suffix - The image format, as a file extension: `.svg` (also when empty) or `.png`
     */
    (args: ServeAggregatedBuildStatusIconArgs, options?: CallOptions): Promise<FileResponse>;
  };
  /** Same as `serveAggregatedBuildStatusIcon`. */
  readonly getAggregatedBuildStatusIcon: BoundOperations['serveAggregatedBuildStatusIcon'];
  readonly serveBuildFieldByBuildOnly: {
    /**
     * Read one field of a build as text.
     *
     * Also named `getBuildFieldByBuildOnly`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.field - The field: `number`, `status`, `statusText`, `state`, `id`, `branchName`, `startDate`, `finishDate`, ...
     */
    (args: ServeBuildFieldByBuildOnlyArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveBuildFieldByBuildOnly`. */
  readonly getBuildFieldByBuildOnly: BoundOperations['serveBuildFieldByBuildOnly'];
  readonly serveBuildStatisticValue: {
    /**
     * Get one statistic value of a build (`BuildDuration`, `ArtifactsSize`, ...).
     *
     * As text; empty when the build has no such value.
     *
     * Also named `getBuildStatisticValue`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.name - The statistic's key, as `serveBuildStatisticValues` lists them (`BuildDuration`, `TotalTestCount`)
     */
    (args: ServeBuildStatisticValueArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveBuildStatisticValue`. */
  readonly getBuildStatisticValue: BoundOperations['serveBuildStatisticValue'];
  readonly serveBuildStatusIcon: {
    /**
     * Download a status badge for a build.
     *
     * An image of the build's status; TeamCity serves it without authentication, for README badges.
     *
     * Also named `getBuildStatusIcon`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.suffix - The image format, as a file extension: `.svg` (also when empty) or `.png`
     */
    (args: ServeBuildStatusIconArgs, options?: CallOptions): Promise<FileResponse>;
  };
  /** Same as `serveBuildStatusIcon`. */
  readonly getBuildStatusIcon: BoundOperations['serveBuildStatusIcon'];
  readonly serveSourceFile: {
    /**
     * Download a source file as it was in the revision a build used.
     *
     * Read from the VCS at the build's revision; 500 when the VCS cannot give it.
     *
     * Also named `getSourceFile`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fileName - The file's path in the repository (`src/main.ts`)
     */
    (args: ServeSourceFileArgs, options?: CallOptions): Promise<FileResponse>;
  };
  /** Same as `serveSourceFile`. */
  readonly getSourceFile: BoundOperations['serveSourceFile'];
  readonly setBuildNumber: {
    /**
     * Change the number of a running build.
     *
     * Only while the build runs (400 otherwise). Answers the number as set.
     *
     * Example body:
     * ```text
     * 1.0.42
     * ```
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.body - The new build number, as plain text
     */
    (args: SetBuildNumberArgs, options?: CallOptions): Promise<string>;
  };
  readonly setBuildStatusText: {
    /**
     * Change the status text of a running build.
     *
     * Only while the build runs (400 otherwise). Answers the status text as it then reads.
     *
     * Example body:
     * ```text
     * Deployed to staging
     * ```
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.body - The new status text, as plain text
     */
    (args: SetBuildStatusTextArgs, options?: CallOptions): Promise<string>;
  };
  readonly setParameterValueLong: {
    /**
     * Set the value of one attribute of a build, as text.
     *
     * Needs the permission to edit the project. Answers the value as stored.
     *
     * Example body:
     * ```text
     * staging
     * ```
     *
     * Also named `setBuildAttributeValue`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.name - The attribute's name
     * @param args.fields - Which fields to send: a fields string (`id,name`)
     * @param args.body - The new value, as plain text
     */
    (args: SetParameterValueLongArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `setParameterValueLong`. */
  readonly setBuildAttributeValue: BoundOperations['setParameterValueLong'];
  readonly setFinishedTime: {
    /**
     * Finish a running agent-less build now.
     *
     * For builds a script drives itself (see `markBuildAsRunning`). Needs the build's own credentials or the
     * permission to edit the project; a build already finished is refused (404).
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     */
    (args: SetFinishedTimeArgs, options?: CallOptions): Promise<string>;
  };
  readonly getBuildFinishDate: {
    /**
     * Get when a build finished, as TeamCity's date text.
     *
     * `yyyyMMdd'T'HHmmssZ` (`parseTeamCityDate` reads it); empty while it has not finished.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     */
    (args: GetBuildFinishDateArgs, options?: CallOptions): Promise<string>;
  };
  readonly setBuildFinishDate: {
    /**
     * Finish a running agent-less build at a given time.
     *
     * Needs the build's own credentials or the permission to edit the project.
     *
     * Example body:
     * ```text
     * 20260101T120000+0000
     * ```
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.body - The finish time in TeamCity's date form (`20250101T120000+0000`), as plain text
     */
    (args: SetBuildFinishDateArgs, options?: CallOptions): Promise<string>;
  };
  readonly addLogMessageToBuild: {
    /**
     * Write lines to the log of a running build.
     *
     * Each line goes to the build log as if the build printed it, so TeamCity service messages
     * (`##teamcity[buildStatus ...]`) work. Needs the build's own credentials or the permission to edit the project.
     *
     * Example body:
     * ```text
     * ##teamcity[message text='deployed' status='NORMAL']
     * ```
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`)
     * @param args.body - The lines to write, as plain text
     */
    (args: AddLogMessageToBuildArgs, options?: CallOptions): Promise<void>;
  };
  readonly getBuildOutputParameters: {
    /**
     * Get the value of one output parameter of a build.
     *
     * As text. Added after TeamCity 2023.11.
     *
     * Also named `getBuildOutputParameter`: the same function.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.propertyName - The output parameter's name
     */
    (args: GetBuildOutputParametersArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `getBuildOutputParameters`. */
  readonly getBuildOutputParameter: BoundOperations['getBuildOutputParameters'];
  readonly getBuildStatus: {
    /**
     * Get a build's status as text (`SUCCESS`, `FAILURE` or `UNKNOWN`).
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     */
    (args: GetBuildStatusArgs, options?: CallOptions): Promise<string>;
  };
  readonly setBuildStatus: {
    /**
     * Mark a finished build as successful or failed.
     *
     * Changes the status of a finished build by hand, with a comment; TeamCity shows who changed it. 400 with the
     * reasons when the change is not allowed.
     *
     * Example body:
     * ```json
     * {
     *   "status": "FAILURE",
     *   "comment": "marked failed after review"
     * }
     * ```
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`)
     * @param args.body - `{ status: 'FAILURE', comment: 'broken deployment' }`
     */
    (args: SetBuildStatusArgs, options?: CallOptions): Promise<void>;
  };
  readonly getContent: {
    /**
     * Download a file from a build's artifacts, choosing how it is served.
     *
     * The file's bytes as a stream; a `range` in the call options asks for part of it (206). A folder is refused
     * (404). `getContentAlias` does the same without the choice.
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.path - The file's path (`dist/app.zip`); `lib.zip!/a.txt` reads a file inside an archive
     * @param args.responseBuilder - `coreWithDownloadProcessor` (the default), `core`, or `rest` (the pre-2017.1 way); others are refused (400)
     * @param args.resolveParameters - Resolve `%parameter%` references in the path with the build's parameters
     * @param args.logBuildUsage - Record the download as a use of the build's artifacts (as an artifact dependency would)
     */
    (args: GetContentArgs, options?: CallOptions): Promise<FileResponse>;
  };
  readonly getContentAlias: {
    /**
     * Download a file from a build's artifacts.
     *
     * The file's bytes as a stream; a `range` in the call options asks for part of it (206). A folder is refused
     * (404).
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.path - The file's path (`dist/app.zip`); `lib.zip!/a.txt` reads a file inside an archive
     * @param args.resolveParameters - Resolve `%parameter%` references in the path with the build's parameters
     * @param args.logBuildUsage - Record the download as a use of the build's artifacts (as an artifact dependency would)
     */
    (args: GetContentAliasArgs, options?: CallOptions): Promise<FileResponse>;
  };
  readonly getZipped: {
    /**
     * Download a folder of a build's artifacts as a zip archive.
     *
     * The archive is made on the fly, so it has no length up front. The locator picks what goes in
     * (`pattern:+:*.log`).
     *
     * @param args.buildLocator - Which build: locator text, or a typed `BuildLocator`
     * @param args.path - The folder's path (`dist`); empty for everything
     * @param args.basePath - Name the entries relative to this folder
     * @param args.locator - Which files: `pattern:+:*.log`, `recursive:true`, `browseArchives:true`, `hidden:true`
     * @param args.name - The file name TeamCity gives the archive in its answer
     * @param args.resolveParameters - Resolve `%parameter%` references in the path with the build's parameters
     * @param args.logBuildUsage - Record the download as a use of the build's artifacts (as an artifact dependency would)
     */
    (args: GetZippedArgs, options?: CallOptions): Promise<FileResponse>;
  };
}
