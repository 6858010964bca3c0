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
import { jsonBody, textBody } from '../runtime/body.js';
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
import { fileResult } from '../runtime/file.js';
import { encodeSubPath } from '../runtime/subpath.js';
import { renamed } from '../runtime/renamed.js';
import { xmlErrors } from '../runtime/xml-errors.js';
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
export interface AddTagsArgs<S extends TagsFields | string = TagsFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ tag: [{ name: 'release' }] }`; `private: true` makes a tag visible to its owner only. Sent as `application/json`. */
  body?: Tags;
}

export const addTagsOp: Operation = {
  id: 'builds.add_tags',
  method: 'POST',
  path: '/app/rest/builds/{buildLocator}/tags',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
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
 * @since 2018.1
 */
export async function addTags<const S extends string | (object & ExactFields<S, TagsFields>) = never>(
  client: Transport,
  args: AddTagsArgs<S>,
  options?: CallOptions,
): Promise<Selected<Tags, S>> {
  return request(client, addTagsOp, withFields(addTagsOp, args), options) as Promise<Selected<Tags, S>>;
}

/** Inputs of {@link cancelBuild}. */
export interface CancelBuildArgs<S extends BuildFields | string = BuildFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ comment: 'why', readdIntoQueue: false }`. Sent as `application/json`. */
  body?: BuildCancelRequest;
}

export const cancelBuildOp: Operation = {
  id: 'builds.cancel_build',
  method: 'POST',
  path: '/app/rest/builds/{buildLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
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
 * @since 2018.1
 */
export async function cancelBuild<const S extends string | (object & ExactFields<S, BuildFields>) = never>(
  client: Transport,
  args: CancelBuildArgs<S>,
  options?: CallOptions,
): Promise<Selected<Build, S>> {
  return request(client, cancelBuildOp, withFields(cancelBuildOp, args), options) as Promise<Selected<Build, S>>;
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
 * @since 2018.1
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
  query: ['fields'],
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove every attribute of a build.
 *
 * Build attributes are TeamCity's own key-value records on a build (not its parameters). Changing them can
 * confuse TeamCity; needs the permission to edit the project.
 *
 * Also named `deleteBuildAttributes`: the same function.
 *
 * @since 2018.1
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
  xml: xmlErrors,
};

/**
 * Delete a build from the history.
 *
 * A queued build is canceled and deleted, a finished one deleted with its artifacts and logs. A running build is
 * canceled, and the call then fails since it has not finished: delete it once it has.
 *
 * @since 2018.1
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
  query: ['locator'],
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
 * @since 2018.1
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
  xml: xmlErrors,
};

/**
 * Remove the comment of a build.
 *
 * @since 2018.1
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
  query: ['fields'],
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Remove one attribute of a build.
 *
 * Build attributes are TeamCity's own key-value records on a build (not its parameters); needs the permission to
 * edit the project.
 *
 * Also named `deleteBuildAttribute`: the same function.
 *
 * @since 2018.1
 */
export function deleteParameter(client: Transport, args: DeleteParameterArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteParameterOp, args, options) as Promise<void>;
}

export { deleteParameter as deleteBuildAttribute };

/** Inputs of {@link getArtifactDependencyChanges}. */
export interface GetArtifactDependencyChangesArgs<S extends BuildChangesFields | string = BuildChangesFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getArtifactDependencyChangesOp: Operation = {
  id: 'builds.get_artifact_dependency_changes',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/artifactDependencyChanges',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List how a build's artifact dependencies changed since the previous build.
 *
 * Each entry pairs the build an artifact came from this time with the one the previous build used.
 *
 * @since 2018.1
 */
export async function getArtifactDependencyChanges<
  const S extends string | (object & ExactFields<S, BuildChangesFields>) = never,
>(
  client: Transport,
  args: GetArtifactDependencyChangesArgs<S>,
  options?: CallOptions,
): Promise<Selected<BuildChanges, S>> {
  return request(
    client,
    getArtifactDependencyChangesOp,
    withFields(getArtifactDependencyChangesOp, args),
    options,
  ) as Promise<Selected<BuildChanges, S>>;
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
 * @since 2018.1
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
 * @since 2018.1
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
 * @since 2018.1
 */
export function getBuildStatusText(
  client: Transport,
  args: GetBuildStatusTextArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getBuildStatusTextOp, args, options) as Promise<string>;
}

/** Inputs of {@link getCanceledInfo}. */
export interface GetCanceledInfoArgs<S extends CommentFields | string = CommentFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getCanceledInfoOp: Operation = {
  id: 'builds.get_canceled_info',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/canceledInfo',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Read who canceled a build, when, and why.
 *
 * Nothing when the build was not canceled.
 *
 * @since 2018.1
 */
export async function getCanceledInfo<const S extends string | (object & ExactFields<S, CommentFields>) = never>(
  client: Transport,
  args: GetCanceledInfoArgs<S>,
  options?: CallOptions,
): Promise<Selected<Comment, S>> {
  return request(client, getCanceledInfoOp, withFields(getCanceledInfoOp, args), options) as Promise<
    Selected<Comment, S>
  >;
}

/** Inputs of {@link getParameter}. */
export interface GetParameterArgs<S extends ModelPropertyFields | string = ModelPropertyFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The attribute's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** TeamCity's `fields` listed a second time by the seeds: give one of the two. Sent as the query parameter `fields`. */
  fields2?: string;
}

export const getParameterOp: Operation = {
  id: 'builds.get_parameter',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/attributes/{name}',
  query: ['fields', 'fields2'],
  wire: /*#__PURE__*/ renamed({ fields2: 'fields' }),
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
 * @since 2018.1
 */
export async function getParameter<const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
  client: Transport,
  args: GetParameterArgs<S>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>> {
  return request(client, getParameterOp, withFields(getParameterOp, args), options) as Promise<
    Selected<ModelProperty, S>
  >;
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
 * @since 2018.1
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
  query: ['fields'],
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Get the value of one attribute of a build as text.
 *
 * Also named `getBuildAttributeValue`: the same function.
 *
 * @since 2018.1
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
export interface GetParametersArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which attributes: a parameter locator (`name:teamcity.x`). */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** TeamCity's `fields` listed a second time by the seeds: give one of the two. Sent as the query parameter `fields`. */
  fields2?: string;
}

export const getParametersOp: Operation = {
  id: 'builds.get_parameters',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/attributes',
  query: ['locator', 'fields', 'fields2'],
  wire: /*#__PURE__*/ renamed({ fields2: 'fields' }),
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
 * @since 2018.1
 */
export async function getParameters<const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
  client: Transport,
  args: GetParametersArgs<S>,
  options?: CallOptions,
): Promise<Selected<Properties, S>> {
  return request(client, getParametersOp, withFields(getParametersOp, args), options) as Promise<
    Selected<Properties, S>
  >;
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
 * @since 2018.1
 */
export function getPinned(client: Transport, args: GetPinnedArgs, options?: CallOptions): Promise<string> {
  return request(client, getPinnedOp, args, options) as Promise<string>;
}

/** Inputs of {@link getProblems}. */
export interface GetProblemsArgs<S extends ProblemOccurrencesFields | string = ProblemOccurrencesFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getProblemsOp: Operation = {
  id: 'builds.get_problems',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/problemOccurrences',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the problems of a build (failed steps, exit codes, failed tests as a whole, ...).
 *
 * Every problem of the build in one answer, without paging.
 *
 * @since 2018.1
 */
export async function getProblems<const S extends string | (object & ExactFields<S, ProblemOccurrencesFields>) = never>(
  client: Transport,
  args: GetProblemsArgs<S>,
  options?: CallOptions,
): Promise<Selected<ProblemOccurrences, S>> {
  return request(client, getProblemsOp, withFields(getProblemsOp, args), options) as Promise<
    Selected<ProblemOccurrences, S>
  >;
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
 * @since 2018.1
 */
export function getResolvedParameter(
  client: Transport,
  args: GetResolvedParameterArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getResolvedParameterOp, args, options) as Promise<string>;
}

/** Inputs of {@link getTests}. */
export interface GetTestsArgs<S extends TestOccurrencesFields | string = TestOccurrencesFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getTestsOp: Operation = {
  id: 'builds.get_tests',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/testOccurrences',
  query: ['fields'],
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
 * @since 2018.1
 */
export async function getTests<const S extends string | (object & ExactFields<S, TestOccurrencesFields>) = never>(
  client: Transport,
  args: GetTestsArgs<S>,
  options?: CallOptions,
): Promise<Selected<TestOccurrences, S>> {
  return request(client, getTestsOp, withFields(getTestsOp, args), options) as Promise<Selected<TestOccurrences, S>>;
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
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
  body: textBody,
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
 * @since 2018.1
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
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
  body: textBody,
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
 * @since 2018.1
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
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
  body: textBody,
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
 * @since 2018.1
 */
export function replaceComment(client: Transport, args: ReplaceCommentArgs, options?: CallOptions): Promise<void> {
  return request(client, replaceCommentOp, args, options) as Promise<void>;
}

/** Inputs of {@link replaceTags}. */
export interface ReplaceTagsArgs<S extends TagsFields | string = TagsFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which tags to remove first (`private:true`); by default every public tag. */
  locator?: string | TagLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The tags to add: `{ tag: [{ name: 'release' }] }`. Sent as `application/json`. */
  body?: Tags;
}

export const replaceTagsOp: Operation = {
  id: 'builds.replace_tags',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/tags',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
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
 * @since 2018.1
 */
export async function replaceTags<const S extends string | (object & ExactFields<S, TagsFields>) = never>(
  client: Transport,
  args: ReplaceTagsArgs<S>,
  options?: CallOptions,
): Promise<Selected<Tags, S>> {
  return request(client, replaceTagsOp, withFields(replaceTagsOp, args), options) as Promise<Selected<Tags, S>>;
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
 * @since 2018.1
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
 * @since 2018.1
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
  subPath: encodeSubPath,
  accept: '*/*',
  kind: 'binary',
  locator: renderLocator,
  file: fileResult,
  xml: xmlErrors,
};

/**
 * Download a status badge for the builds a locator finds.
 *
 * An image showing the worst status among them. TeamCity serves it without authentication, for README badges.
 *
 * Also named `getAggregatedBuildStatusIcon`: the same function.
 *
 * @since 2018.1
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
export interface ServeAllBuildsArgs<S extends BuildsFields | string = BuildsFields | string> {
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
  fields?: S;
}

export const serveAllBuildsOp: Operation = {
  id: 'builds.serve_all_builds',
  method: 'GET',
  path: '/app/rest/builds',
  query: [
    'buildType',
    'status',
    'triggeredByUser',
    'includePersonal',
    'includeCanceled',
    'onlyPinned',
    'tag',
    'agentName',
    'sinceBuild',
    'sinceDate',
    'start',
    'count',
    'locator',
    'fields',
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
 * @since 2018.1
 */
export async function serveAllBuilds<const S extends string | (object & ExactFields<S, BuildsFields>) = never>(
  client: Transport,
  args: ServeAllBuildsArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Builds, S>> {
  return request(client, serveAllBuildsOp, withFields(serveAllBuildsOp, args), options) as Promise<Selected<Builds, S>>;
}

export { serveAllBuilds as getAllBuilds };

/** Inputs of {@link serveBuild}. */
export interface ServeBuildArgs<S extends BuildFields | string = BuildFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveBuildOp: Operation = {
  id: 'builds.serve_build',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}',
  query: ['fields'],
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
 * @since 2018.1
 */
export async function serveBuild<const S extends string | (object & ExactFields<S, BuildFields>) = never>(
  client: Transport,
  args: ServeBuildArgs<S>,
  options?: CallOptions,
): Promise<Selected<Build, S>> {
  return request(client, serveBuildOp, withFields(serveBuildOp, args), options) as Promise<Selected<Build, S>>;
}

export { serveBuild as getBuild };

/** Inputs of {@link serveBuildActualParameters}. */
export interface ServeBuildActualParametersArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveBuildActualParametersOp: Operation = {
  id: 'builds.serve_build_actual_parameters',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/resulting-properties',
  query: ['fields'],
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
 * @since 2018.1
 */
export async function serveBuildActualParameters<
  const S extends string | (object & ExactFields<S, PropertiesFields>) = never,
>(client: Transport, args: ServeBuildActualParametersArgs<S>, options?: CallOptions): Promise<Selected<Properties, S>> {
  return request(
    client,
    serveBuildActualParametersOp,
    withFields(serveBuildActualParametersOp, args),
    options,
  ) as Promise<Selected<Properties, S>>;
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
 * @since 2018.1
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
export interface ServeBuildRelatedIssuesArgs<S extends IssuesUsagesFields | string = IssuesUsagesFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveBuildRelatedIssuesOp: Operation = {
  id: 'builds.serve_build_related_issues',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/relatedIssues',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the issue-tracker issues a build's changes mention.
 *
 * Also named `getBuildRelatedIssues`: the same function.
 *
 * @since 2018.1
 */
export async function serveBuildRelatedIssues<
  const S extends string | (object & ExactFields<S, IssuesUsagesFields>) = never,
>(client: Transport, args: ServeBuildRelatedIssuesArgs<S>, options?: CallOptions): Promise<Selected<IssuesUsages, S>> {
  return request(client, serveBuildRelatedIssuesOp, withFields(serveBuildRelatedIssuesOp, args), options) as Promise<
    Selected<IssuesUsages, S>
  >;
}

export { serveBuildRelatedIssues as getBuildRelatedIssues };

/** Inputs of {@link serveBuildRelatedIssuesOld}. */
export interface ServeBuildRelatedIssuesOldArgs<S extends IssuesUsagesFields | string = IssuesUsagesFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveBuildRelatedIssuesOldOp: Operation = {
  id: 'builds.serve_build_related_issues_old',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/related-issues',
  query: ['fields'],
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
 * @since 2018.1
 */
export async function serveBuildRelatedIssuesOld<
  const S extends string | (object & ExactFields<S, IssuesUsagesFields>) = never,
>(
  client: Transport,
  args: ServeBuildRelatedIssuesOldArgs<S>,
  options?: CallOptions,
): Promise<Selected<IssuesUsages, S>> {
  return request(
    client,
    serveBuildRelatedIssuesOldOp,
    withFields(serveBuildRelatedIssuesOldOp, args),
    options,
  ) as Promise<Selected<IssuesUsages, S>>;
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
 * @since 2018.1
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
export interface ServeBuildStatisticValuesArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveBuildStatisticValuesOp: Operation = {
  id: 'builds.serve_build_statistic_values',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/statistics',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the statistic values of a build (duration, test counts, artifact size, ...).
 *
 * Also named `getBuildStatisticValues`: the same function.
 *
 * @since 2018.1
 */
export async function serveBuildStatisticValues<
  const S extends string | (object & ExactFields<S, PropertiesFields>) = never,
>(client: Transport, args: ServeBuildStatisticValuesArgs<S>, options?: CallOptions): Promise<Selected<Properties, S>> {
  return request(
    client,
    serveBuildStatisticValuesOp,
    withFields(serveBuildStatisticValuesOp, args),
    options,
  ) as Promise<Selected<Properties, S>>;
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
  subPath: encodeSubPath,
  accept: '*/*',
  kind: 'binary',
  locator: renderLocator,
  file: fileResult,
  xml: xmlErrors,
};

/**
 * Download a status badge for a build.
 *
 * An image of the build's status; TeamCity serves it without authentication, for README badges.
 *
 * Also named `getBuildStatusIcon`: the same function.
 *
 * @since 2018.1
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
  xml: xmlErrors,
};

/**
 * Download a source file as it was in the revision a build used.
 *
 * Read from the VCS at the build's revision; 500 when the VCS cannot give it.
 *
 * Also named `getSourceFile`: the same function.
 *
 * @since 2018.1
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
export interface ServeTagsArgs<S extends TagsFields | string = TagsFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which tags: a tag locator (`private:true`, `owner:(username:me)`); by default the public ones. */
  locator?: string | TagLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveTagsOp: Operation = {
  id: 'builds.serve_tags',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/tags',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the tags of a build.
 *
 * Also named `getTags`: the same function.
 *
 * @since 2018.1
 */
export async function serveTags<const S extends string | (object & ExactFields<S, TagsFields>) = never>(
  client: Transport,
  args: ServeTagsArgs<S>,
  options?: CallOptions,
): Promise<Selected<Tags, S>> {
  return request(client, serveTagsOp, withFields(serveTagsOp, args), options) as Promise<Selected<Tags, S>>;
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
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
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
 * @since 2018.1
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
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
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
 * @since 2018.1
 */
export function setBuildStatusText(
  client: Transport,
  args: SetBuildStatusTextArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, setBuildStatusTextOp, args, options) as Promise<string>;
}

/** Inputs of {@link setParameter}. */
export interface SetParameterArgs<S extends ModelPropertyFields | string = ModelPropertyFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** TeamCity's `fields` listed a second time by the seeds: give one of the two. Sent as the query parameter `fields`. */
  fields2?: string;
  /** The attribute: `{ name: 'x', value: 'y' }`. Sent as `application/json`. */
  body?: ModelProperty;
}

export const setParameterOp: Operation = {
  id: 'builds.set_parameter',
  method: 'POST',
  path: '/app/rest/builds/{buildLocator}/attributes',
  query: ['fields', 'fields2'],
  wire: /*#__PURE__*/ renamed({ fields2: 'fields' }),
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
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
 * @since 2018.1
 */
export async function setParameter<const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
  client: Transport,
  args: SetParameterArgs<S>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>> {
  return request(client, setParameterOp, withFields(setParameterOp, args), options) as Promise<
    Selected<ModelProperty, S>
  >;
}

export { setParameter as addBuildAttribute };

/** Inputs of {@link setParameter0}. */
export interface SetParameter0Args<S extends ModelPropertyFields | string = ModelPropertyFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The attribute's name. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  name: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** TeamCity's `fields` listed a second time by the seeds: give one of the two. Sent as the query parameter `fields`. */
  fields2?: string;
  /** The attribute: `{ value: 'y' }`. Sent as `application/json`. */
  body?: ModelProperty;
}

export const setParameter0Op: Operation = {
  id: 'builds.set_parameter_0',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/attributes/{name}',
  query: ['fields', 'fields2'],
  wire: /*#__PURE__*/ renamed({ fields2: 'fields' }),
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
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
 * @since 2018.1
 */
export async function setParameter0<const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
  client: Transport,
  args: SetParameter0Args<S>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>> {
  return request(client, setParameter0Op, withFields(setParameter0Op, args), options) as Promise<
    Selected<ModelProperty, S>
  >;
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
  query: ['fields'],
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
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
 * @since 2018.1
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
export interface SetParametersArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** TeamCity's `fields` listed a second time by the seeds: give one of the two. Sent as the query parameter `fields`. */
  fields2?: string;
  /** The attributes: `{ property: [{ name: 'x', value: 'y' }] }`. Sent as `application/json`. */
  body?: Properties;
}

export const setParametersOp: Operation = {
  id: 'builds.set_parameters',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/attributes',
  query: ['fields', 'fields2'],
  wire: /*#__PURE__*/ renamed({ fields2: 'fields' }),
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
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
 * @since 2018.1
 */
export async function setParameters<const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
  client: Transport,
  args: SetParametersArgs<S>,
  options?: CallOptions,
): Promise<Selected<Properties, S>> {
  return request(client, setParametersOp, withFields(setParametersOp, args), options) as Promise<
    Selected<Properties, S>
  >;
}

export { setParameters as replaceBuildAttributes };

/** Inputs of {@link getMultipleBuilds}. */
export interface GetMultipleBuildsArgs<S extends BuildsFields | string = BuildsFields | string> {
  /** Which builds, as a build locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getMultipleBuildsOp: Operation = {
  id: 'builds.get_multiple_builds',
  method: 'GET',
  path: '/app/rest/builds/multiple/{buildLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the builds a locator finds, with the locator in the path.
 *
 * The same answer as `serveAllBuilds` with that locator, defaults and paging included.
 *
 * @since 2023.11
 */
export async function getMultipleBuilds<const S extends string | (object & ExactFields<S, BuildsFields>) = never>(
  client: Transport,
  args: GetMultipleBuildsArgs<S>,
  options?: CallOptions,
): Promise<Selected<Builds, S>> {
  return request(client, getMultipleBuildsOp, withFields(getMultipleBuildsOp, args), options) as Promise<
    Selected<Builds, S>
  >;
}

/** Inputs of {@link cancelMultiple}. */
export interface CancelMultipleArgs<
  S extends MultipleOperationResultFields | string = MultipleOperationResultFields | string,
> {
  /** Which builds, as a build locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ comment: 'why', readdIntoQueue: false }`. Sent as `application/json`. */
  body?: BuildCancelRequest;
}

export const cancelMultipleOp: Operation = {
  id: 'builds.cancel_multiple',
  method: 'POST',
  path: '/app/rest/builds/multiple/{buildLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
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
 * @since 2023.11
 */
export async function cancelMultiple<
  const S extends string | (object & ExactFields<S, MultipleOperationResultFields>) = never,
>(
  client: Transport,
  args: CancelMultipleArgs<S>,
  options?: CallOptions,
): Promise<Selected<MultipleOperationResult, S>> {
  return request(client, cancelMultipleOp, withFields(cancelMultipleOp, args), options) as Promise<
    Selected<MultipleOperationResult, S>
  >;
}

/** Inputs of {@link deleteMultipleBuilds}. */
export interface DeleteMultipleBuildsArgs<
  S extends MultipleOperationResultFields | string = MultipleOperationResultFields | string,
> {
  /** Which builds, as a build locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const deleteMultipleBuildsOp: Operation = {
  id: 'builds.delete_multiple_builds',
  method: 'DELETE',
  path: '/app/rest/builds/multiple/{buildLocator}',
  query: ['fields'],
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
 * @since 2023.11
 */
export async function deleteMultipleBuilds<
  const S extends string | (object & ExactFields<S, MultipleOperationResultFields>) = never,
>(
  client: Transport,
  args: DeleteMultipleBuildsArgs<S>,
  options?: CallOptions,
): Promise<Selected<MultipleOperationResult, S>> {
  return request(client, deleteMultipleBuildsOp, withFields(deleteMultipleBuildsOp, args), options) as Promise<
    Selected<MultipleOperationResult, S>
  >;
}

/** Inputs of {@link setMultipleBuildComments}. */
export interface SetMultipleBuildCommentsArgs<
  S extends MultipleOperationResultFields | string = MultipleOperationResultFields | string,
> {
  /** Which builds, as a build locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The comment, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const setMultipleBuildCommentsOp: Operation = {
  id: 'builds.set_multiple_build_comments',
  method: 'PUT',
  path: '/app/rest/builds/multiple/{buildLocator}/comment',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Set the same comment on every build a locator finds.
 *
 * Example body:
 * ```text
 * nightly run
 * ```
 *
 * @since 2023.11
 */
export async function setMultipleBuildComments<
  const S extends string | (object & ExactFields<S, MultipleOperationResultFields>) = never,
>(
  client: Transport,
  args: SetMultipleBuildCommentsArgs<S>,
  options?: CallOptions,
): Promise<Selected<MultipleOperationResult, S>> {
  return request(client, setMultipleBuildCommentsOp, withFields(setMultipleBuildCommentsOp, args), options) as Promise<
    Selected<MultipleOperationResult, S>
  >;
}

/** Inputs of {@link deleteMultipleBuildComments}. */
export interface DeleteMultipleBuildCommentsArgs<
  S extends MultipleOperationResultFields | string = MultipleOperationResultFields | string,
> {
  /** Which builds, as a build locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const deleteMultipleBuildCommentsOp: Operation = {
  id: 'builds.delete_multiple_build_comments',
  method: 'DELETE',
  path: '/app/rest/builds/multiple/{buildLocator}/comment',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Remove the comment of every build a locator finds.
 *
 * @since 2023.11
 */
export async function deleteMultipleBuildComments<
  const S extends string | (object & ExactFields<S, MultipleOperationResultFields>) = never,
>(
  client: Transport,
  args: DeleteMultipleBuildCommentsArgs<S>,
  options?: CallOptions,
): Promise<Selected<MultipleOperationResult, S>> {
  return request(
    client,
    deleteMultipleBuildCommentsOp,
    withFields(deleteMultipleBuildCommentsOp, args),
    options,
  ) as Promise<Selected<MultipleOperationResult, S>>;
}

/** Inputs of {@link pinMultipleBuilds}. */
export interface PinMultipleBuildsArgs<
  S extends MultipleOperationResultFields | string = MultipleOperationResultFields | string,
> {
  /** Which builds, as a build locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ status: true, comment: { text: 'release' } }`; `status: false` unpins. Sent as `application/json`. */
  body?: PinInfo;
}

export const pinMultipleBuildsOp: Operation = {
  id: 'builds.pin_multiple_builds',
  method: 'PUT',
  path: '/app/rest/builds/multiple/{buildLocator}/pinInfo',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
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
 * @since 2023.11
 */
export async function pinMultipleBuilds<
  const S extends string | (object & ExactFields<S, MultipleOperationResultFields>) = never,
>(
  client: Transport,
  args: PinMultipleBuildsArgs<S>,
  options?: CallOptions,
): Promise<Selected<MultipleOperationResult, S>> {
  return request(client, pinMultipleBuildsOp, withFields(pinMultipleBuildsOp, args), options) as Promise<
    Selected<MultipleOperationResult, S>
  >;
}

/** Inputs of {@link addTagsToMultipleBuilds}. */
export interface AddTagsToMultipleBuildsArgs<
  S extends MultipleOperationResultFields | string = MultipleOperationResultFields | string,
> {
  /** Which builds, as a build locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ tag: [{ name: 'release' }] }`. Sent as `application/json`. */
  body?: Tags;
}

export const addTagsToMultipleBuildsOp: Operation = {
  id: 'builds.add_tags_to_multiple_builds',
  method: 'POST',
  path: '/app/rest/builds/multiple/{buildLocator}/tags',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
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
 * @since 2023.11
 */
export async function addTagsToMultipleBuilds<
  const S extends string | (object & ExactFields<S, MultipleOperationResultFields>) = never,
>(
  client: Transport,
  args: AddTagsToMultipleBuildsArgs<S>,
  options?: CallOptions,
): Promise<Selected<MultipleOperationResult, S>> {
  return request(client, addTagsToMultipleBuildsOp, withFields(addTagsToMultipleBuildsOp, args), options) as Promise<
    Selected<MultipleOperationResult, S>
  >;
}

/** Inputs of {@link removeMultipleBuildTags}. */
export interface RemoveMultipleBuildTagsArgs<
  S extends MultipleOperationResultFields | string = MultipleOperationResultFields | string,
> {
  /** Which builds, as a build locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The tags to remove: `{ tag: [{ name: 'release' }] }`. Sent as `application/json`. */
  body?: Tags;
}

export const removeMultipleBuildTagsOp: Operation = {
  id: 'builds.remove_multiple_build_tags',
  method: 'DELETE',
  path: '/app/rest/builds/multiple/{buildLocator}/tags',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
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
 * @since 2023.11
 */
export async function removeMultipleBuildTags<
  const S extends string | (object & ExactFields<S, MultipleOperationResultFields>) = never,
>(
  client: Transport,
  args: RemoveMultipleBuildTagsArgs<S>,
  options?: CallOptions,
): Promise<Selected<MultipleOperationResult, S>> {
  return request(client, removeMultipleBuildTagsOp, withFields(removeMultipleBuildTagsOp, args), options) as Promise<
    Selected<MultipleOperationResult, S>
  >;
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
 * @since 2023.11
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
 * @since 2023.11
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
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
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
 * @since 2023.11
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
  query: ['fields'],
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
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
 * @since 2023.11
 */
export function addLogMessageToBuild(
  client: Transport,
  args: AddLogMessageToBuildArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, addLogMessageToBuildOp, args, options) as Promise<void>;
}

/** Inputs of {@link getBuildOutputParametersOfBuild}. */
export interface GetBuildOutputParametersOfBuildArgs<S extends PropertiesFields | string = PropertiesFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getBuildOutputParametersOfBuildOp: Operation = {
  id: 'builds.get_build_output_parameters_of_build',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/output-parameters',
  query: ['fields'],
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
 * @since 2025.x
 */
export async function getBuildOutputParametersOfBuild<
  const S extends string | (object & ExactFields<S, PropertiesFields>) = never,
>(
  client: Transport,
  args: GetBuildOutputParametersOfBuildArgs<S>,
  options?: CallOptions,
): Promise<Selected<Properties, S>> {
  return request(
    client,
    getBuildOutputParametersOfBuildOp,
    withFields(getBuildOutputParametersOfBuildOp, args),
    options,
  ) as Promise<Selected<Properties, S>>;
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
 * @since 2025.x
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
export interface GetBuildPinInfoArgs<S extends PinInfoFields | string = PinInfoFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getBuildPinInfoOp: Operation = {
  id: 'builds.get_build_pin_info',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/pinInfo',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Read whether a build is pinned, with who pinned it, when and why.
 *
 * @since 2023.11
 */
export async function getBuildPinInfo<const S extends string | (object & ExactFields<S, PinInfoFields>) = never>(
  client: Transport,
  args: GetBuildPinInfoArgs<S>,
  options?: CallOptions,
): Promise<Selected<PinInfo, S>> {
  return request(client, getBuildPinInfoOp, withFields(getBuildPinInfoOp, args), options) as Promise<
    Selected<PinInfo, S>
  >;
}

/** Inputs of {@link setBuildPinInfo}. */
export interface SetBuildPinInfoArgs<S extends PinInfoFields | string = PinInfoFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ status: true, comment: { text: 'release' } }`; `status: false` unpins. Sent as `application/json`. */
  body?: PinInfo;
}

export const setBuildPinInfoOp: Operation = {
  id: 'builds.set_build_pin_info',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/pinInfo',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
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
 * @since 2023.11
 */
export async function setBuildPinInfo<const S extends string | (object & ExactFields<S, PinInfoFields>) = never>(
  client: Transport,
  args: SetBuildPinInfoArgs<S>,
  options?: CallOptions,
): Promise<Selected<PinInfo, S>> {
  return request(client, setBuildPinInfoOp, withFields(setBuildPinInfoOp, args), options) as Promise<
    Selected<PinInfo, S>
  >;
}

/** Inputs of {@link addProblemToBuild}. */
export interface AddProblemToBuildArgs<S extends ProblemOccurrenceFields | string = ProblemOccurrenceFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** What went wrong, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const addProblemToBuildOp: Operation = {
  id: 'builds.add_problem_to_build',
  method: 'POST',
  path: '/app/rest/builds/{buildLocator}/problemOccurrences',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
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
 * @since 2023.11
 */
export async function addProblemToBuild<
  const S extends string | (object & ExactFields<S, ProblemOccurrenceFields>) = never,
>(client: Transport, args: AddProblemToBuildArgs<S>, options?: CallOptions): Promise<Selected<ProblemOccurrence, S>> {
  return request(client, addProblemToBuildOp, withFields(addProblemToBuildOp, args), options) as Promise<
    Selected<ProblemOccurrence, S>
  >;
}

/** Inputs of {@link markBuildAsRunning}. */
export interface MarkBuildAsRunningArgs<S extends BuildFields | string = BuildFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** Who starts it, as plain text (recorded by TeamCity). Sent as `text/plain`. */
  body?: string;
}

export const markBuildAsRunningOp: Operation = {
  id: 'builds.mark_build_as_running',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/runningData',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
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
 * @since 2023.11
 */
export async function markBuildAsRunning<const S extends string | (object & ExactFields<S, BuildFields>) = never>(
  client: Transport,
  args: MarkBuildAsRunningArgs<S>,
  options?: CallOptions,
): Promise<Selected<Build, S>> {
  return request(client, markBuildAsRunningOp, withFields(markBuildAsRunningOp, args), options) as Promise<
    Selected<Build, S>
  >;
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
 * @since 2023.11
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
  query: ['fields'],
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
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
 * @since 2023.11
 */
export function setBuildStatus(client: Transport, args: SetBuildStatusArgs, options?: CallOptions): Promise<void> {
  return request(client, setBuildStatusOp, args, options) as Promise<void>;
}

/** Inputs of {@link getBuildVcsLabels}. */
export interface GetBuildVcsLabelsArgs<S extends VcsLabelsFields | string = VcsLabelsFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getBuildVcsLabelsOp: Operation = {
  id: 'builds.get_build_vcs_labels',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/vcsLabels',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the VCS labels (tags in the repository) TeamCity set for a build.
 *
 * @since 2023.11
 */
export async function getBuildVcsLabels<const S extends string | (object & ExactFields<S, VcsLabelsFields>) = never>(
  client: Transport,
  args: GetBuildVcsLabelsArgs<S>,
  options?: CallOptions,
): Promise<Selected<VcsLabels, S>> {
  return request(client, getBuildVcsLabelsOp, withFields(getBuildVcsLabelsOp, args), options) as Promise<
    Selected<VcsLabels, S>
  >;
}

/** Inputs of {@link addBuildVcsLabel}. */
export interface AddBuildVcsLabelArgs<S extends VcsLabelsFields | string = VcsLabelsFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which VCS root instance to label; every root of the build when left out. */
  locator?: string | VcsRootInstanceLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The label text, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const addBuildVcsLabelOp: Operation = {
  id: 'builds.add_build_vcs_label',
  method: 'POST',
  path: '/app/rest/builds/{buildLocator}/vcsLabels',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
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
 * @since 2023.11
 */
export async function addBuildVcsLabel<const S extends string | (object & ExactFields<S, VcsLabelsFields>) = never>(
  client: Transport,
  args: AddBuildVcsLabelArgs<S>,
  options?: CallOptions,
): Promise<Selected<VcsLabels, S>> {
  return request(client, addBuildVcsLabelOp, withFields(addBuildVcsLabelOp, args), options) as Promise<
    Selected<VcsLabels, S>
  >;
}

/** Inputs of {@link getRoot}. */
export interface GetRootArgs<S extends FilesFields | string = FilesFields | string> {
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Give names relative to this folder instead of the top. */
  basePath?: string;
  /** Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`. */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** Resolve `%parameter%` references in the path with the build's parameters. */
  resolveParameters?: boolean;
  /** Record the download as a use of the build's artifacts (as an artifact dependency would). */
  logBuildUsage?: boolean;
}

export const getRootOp: Operation = {
  id: 'builds.get_root',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/artifacts',
  query: ['basePath', 'locator', 'fields', 'resolveParameters', 'logBuildUsage'],
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
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The folder's path (`dist/lib`). A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Give names relative to this folder instead of the top. */
  basePath?: string;
  /** Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`. */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** Resolve `%parameter%` references in the path with the build's parameters. */
  resolveParameters?: boolean;
  /** Record the download as a use of the build's artifacts (as an artifact dependency would). */
  logBuildUsage?: boolean;
}

export const getChildrenOp: Operation = {
  id: 'builds.get_children',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/artifacts/children{/path}',
  subPath: encodeSubPath,
  query: ['basePath', 'locator', 'fields', 'resolveParameters', 'logBuildUsage'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List a folder of a build's artifacts.
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
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The folder's path (`dist/lib`). A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Give names relative to this folder instead of the top. */
  basePath?: string;
  /** Which entries: `recursive:true`, `pattern:+:*.log`, `browseArchives:true`, `hidden:true`. */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** Resolve `%parameter%` references in the path with the build's parameters. */
  resolveParameters?: boolean;
  /** Record the download as a use of the build's artifacts (as an artifact dependency would). */
  logBuildUsage?: boolean;
}

export const getChildrenAliasOp: Operation = {
  id: 'builds.get_children_alias',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/artifacts{/path}',
  subPath: encodeSubPath,
  query: ['basePath', 'locator', 'fields', 'resolveParameters', 'logBuildUsage'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List a folder of a build's artifacts, by the shorter route.
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
  subPath: encodeSubPath,
  query: ['responseBuilder', 'resolveParameters', 'logBuildUsage'],
  accept: '*/*',
  kind: 'binary',
  locator: renderLocator,
  file: fileResult,
  xml: xmlErrors,
};

/**
 * Download a file from a build's artifacts, choosing how it is served.
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
  subPath: encodeSubPath,
  query: ['resolveParameters', 'logBuildUsage'],
  accept: '*/*',
  kind: 'binary',
  locator: renderLocator,
  file: fileResult,
  xml: xmlErrors,
};

/**
 * Download a file from a build's artifacts.
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
  /** Which build: locator text, or a typed `BuildLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The file's or folder's path (`dist/app.zip`). A path of its own: its `/` are kept, and a leading `/` is added. */
  path: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** Resolve `%parameter%` references in the path with the build's parameters. */
  resolveParameters?: boolean;
  /** Record the download as a use of the build's artifacts (as an artifact dependency would). */
  logBuildUsage?: boolean;
}

export const getMetadataOp: Operation = {
  id: 'builds.get_metadata',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/artifacts/metadata{/path}',
  subPath: encodeSubPath,
  query: ['fields', 'resolveParameters', 'logBuildUsage'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get the name, size and date of a file or folder in a build's artifacts.
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
  subPath: encodeSubPath,
  query: ['basePath', 'locator', 'name', 'resolveParameters', 'logBuildUsage'],
  accept: '*/*',
  kind: 'binary',
  locator: renderLocator,
  file: fileResult,
  xml: xmlErrors,
};

/**
 * Download a folder of a build's artifacts as a zip archive.
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
  readonly addTags: {
    /**
     * Add tags to a build.
     *
     * @see {@link addTags}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, TagsFields>) = never>(
      args: AddTagsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Tags, S>>;
  };
  readonly cancelBuild: {
    /**
     * Cancel a running build (or take a queued one out of the queue).
     *
     * @see {@link cancelBuild}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildFields>) = never>(
      args: CancelBuildArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Build, S>>;
  };
  readonly getArtifactDependencyChanges: {
    /**
     * List how a build's artifact dependencies changed since the previous build.
     *
     * @see {@link getArtifactDependencyChanges}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildChangesFields>) = never>(
      args: GetArtifactDependencyChangesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<BuildChanges, S>>;
  };
  readonly getCanceledInfo: {
    /**
     * Read who canceled a build, when, and why.
     *
     * @see {@link getCanceledInfo}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, CommentFields>) = never>(
      args: GetCanceledInfoArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Comment, S>>;
  };
  readonly getParameter: {
    /**
     * Get one attribute of a build.
     *
     * @see {@link getParameter}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
      args: GetParameterArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /** Same as `getParameter`. */
  readonly getBuildAttribute: SelectingOperations['getParameter'];
  readonly getParameters: {
    /**
     * List the attributes of a build.
     *
     * @see {@link getParameters}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args: GetParametersArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** Same as `getParameters`. */
  readonly getBuildAttributes: SelectingOperations['getParameters'];
  readonly getProblems: {
    /**
     * List the problems of a build (failed steps, exit codes, failed tests as a whole, ...).
     *
     * @see {@link getProblems}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ProblemOccurrencesFields>) = never>(
      args: GetProblemsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<ProblemOccurrences, S>>;
  };
  readonly getTests: {
    /**
     * List every test run of a build in one answer.
     *
     * @see {@link getTests}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, TestOccurrencesFields>) = never>(
      args: GetTestsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<TestOccurrences, S>>;
  };
  readonly replaceTags: {
    /**
     * Replace the tags of a build.
     *
     * @see {@link replaceTags}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, TagsFields>) = never>(
      args: ReplaceTagsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Tags, S>>;
  };
  readonly serveAllBuilds: {
    /**
     * List builds.
     *
     * @see {@link serveAllBuilds}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildsFields>) = never>(
      args?: ServeAllBuildsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  /** Same as `serveAllBuilds`. */
  readonly getAllBuilds: SelectingOperations['serveAllBuilds'];
  readonly serveBuild: {
    /**
     * Get a build.
     *
     * @see {@link serveBuild}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildFields>) = never>(
      args: ServeBuildArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Build, S>>;
  };
  /** Same as `serveBuild`. */
  readonly getBuild: SelectingOperations['serveBuild'];
  readonly serveBuildActualParameters: {
    /**
     * List the parameters a build ran with, as TeamCity resolved them.
     *
     * @see {@link serveBuildActualParameters}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args: ServeBuildActualParametersArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** Same as `serveBuildActualParameters`. */
  readonly getBuildActualParameters: SelectingOperations['serveBuildActualParameters'];
  readonly serveBuildRelatedIssues: {
    /**
     * List the issue-tracker issues a build's changes mention.
     *
     * @see {@link serveBuildRelatedIssues}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, IssuesUsagesFields>) = never>(
      args: ServeBuildRelatedIssuesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<IssuesUsages, S>>;
  };
  /** Same as `serveBuildRelatedIssues`. */
  readonly getBuildRelatedIssues: SelectingOperations['serveBuildRelatedIssues'];
  readonly serveBuildRelatedIssuesOld: {
    /**
     * List the issue-tracker issues a build's changes mention (older route).
     *
     * @see {@link serveBuildRelatedIssuesOld}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, IssuesUsagesFields>) = never>(
      args: ServeBuildRelatedIssuesOldArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<IssuesUsages, S>>;
  };
  /** Same as `serveBuildRelatedIssuesOld`. */
  readonly getBuildRelatedIssuesOld: SelectingOperations['serveBuildRelatedIssuesOld'];
  readonly serveBuildStatisticValues: {
    /**
     * List the statistic values of a build (duration, test counts, artifact size, ...).
     *
     * @see {@link serveBuildStatisticValues}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args: ServeBuildStatisticValuesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** Same as `serveBuildStatisticValues`. */
  readonly getBuildStatisticValues: SelectingOperations['serveBuildStatisticValues'];
  readonly serveTags: {
    /**
     * List the tags of a build.
     *
     * @see {@link serveTags}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, TagsFields>) = never>(
      args: ServeTagsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Tags, S>>;
  };
  /** Same as `serveTags`. */
  readonly getTags: SelectingOperations['serveTags'];
  readonly setParameter: {
    /**
     * Add an attribute to a build (or replace the one of that name).
     *
     * @see {@link setParameter}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
      args: SetParameterArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /** Same as `setParameter`. */
  readonly addBuildAttribute: SelectingOperations['setParameter'];
  readonly setParameter0: {
    /**
     * Set one attribute of a build, by name.
     *
     * @see {@link setParameter0}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ModelPropertyFields>) = never>(
      args: SetParameter0Args<S>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /** Same as `setParameter0`. */
  readonly setBuildAttribute: SelectingOperations['setParameter0'];
  readonly setParameters: {
    /**
     * Replace every attribute of a build.
     *
     * @see {@link setParameters}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args: SetParametersArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** Same as `setParameters`. */
  readonly replaceBuildAttributes: SelectingOperations['setParameters'];
  readonly getMultipleBuilds: {
    /**
     * List the builds a locator finds, with the locator in the path.
     *
     * @see {@link getMultipleBuilds}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, BuildsFields>) = never>(
      args: GetMultipleBuildsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  readonly cancelMultiple: {
    /**
     * Cancel every build a locator finds.
     *
     * @see {@link cancelMultiple}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, MultipleOperationResultFields>) = never>(
      args: CancelMultipleArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  readonly deleteMultipleBuilds: {
    /**
     * Delete every build a locator finds, reporting each one.
     *
     * @see {@link deleteMultipleBuilds}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, MultipleOperationResultFields>) = never>(
      args: DeleteMultipleBuildsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  readonly setMultipleBuildComments: {
    /**
     * Set the same comment on every build a locator finds.
     *
     * @see {@link setMultipleBuildComments}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, MultipleOperationResultFields>) = never>(
      args: SetMultipleBuildCommentsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  readonly deleteMultipleBuildComments: {
    /**
     * Remove the comment of every build a locator finds.
     *
     * @see {@link deleteMultipleBuildComments}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, MultipleOperationResultFields>) = never>(
      args: DeleteMultipleBuildCommentsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  readonly pinMultipleBuilds: {
    /**
     * Pin or unpin every build a locator finds.
     *
     * @see {@link pinMultipleBuilds}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, MultipleOperationResultFields>) = never>(
      args: PinMultipleBuildsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  readonly addTagsToMultipleBuilds: {
    /**
     * Add the same tags to every build a locator finds.
     *
     * @see {@link addTagsToMultipleBuilds}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, MultipleOperationResultFields>) = never>(
      args: AddTagsToMultipleBuildsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  readonly removeMultipleBuildTags: {
    /**
     * Remove tags from every build a locator finds.
     *
     * @see {@link removeMultipleBuildTags}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, MultipleOperationResultFields>) = never>(
      args: RemoveMultipleBuildTagsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  readonly getBuildOutputParametersOfBuild: {
    /**
     * List the output parameters a build published.
     *
     * @see {@link getBuildOutputParametersOfBuild}
     * @since 2025.x
     */
    <const S extends string | (object & ExactFields<S, PropertiesFields>) = never>(
      args: GetBuildOutputParametersOfBuildArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  readonly getBuildPinInfo: {
    /**
     * Read whether a build is pinned, with who pinned it, when and why.
     *
     * @see {@link getBuildPinInfo}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, PinInfoFields>) = never>(
      args: GetBuildPinInfoArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<PinInfo, S>>;
  };
  readonly setBuildPinInfo: {
    /**
     * Pin or unpin a build, with a comment.
     *
     * @see {@link setBuildPinInfo}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, PinInfoFields>) = never>(
      args: SetBuildPinInfoArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<PinInfo, S>>;
  };
  readonly addProblemToBuild: {
    /**
     * Add a problem to a build, which makes it fail.
     *
     * @see {@link addProblemToBuild}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, ProblemOccurrenceFields>) = never>(
      args: AddProblemToBuildArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<ProblemOccurrence, S>>;
  };
  readonly markBuildAsRunning: {
    /**
     * Start a queued build without an agent (an agent-less build a script drives).
     *
     * @see {@link markBuildAsRunning}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, BuildFields>) = never>(
      args: MarkBuildAsRunningArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Build, S>>;
  };
  readonly getBuildVcsLabels: {
    /**
     * List the VCS labels (tags in the repository) TeamCity set for a build.
     *
     * @see {@link getBuildVcsLabels}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, VcsLabelsFields>) = never>(
      args: GetBuildVcsLabelsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VcsLabels, S>>;
  };
  readonly addBuildVcsLabel: {
    /**
     * Label the revision a build used in its VCS roots.
     *
     * @see {@link addBuildVcsLabel}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, VcsLabelsFields>) = never>(
      args: AddBuildVcsLabelArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<VcsLabels, S>>;
  };
  readonly getRoot: {
    /**
     * List the top level of a build's artifacts.
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
     * List a folder of a build's artifacts.
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
     * List a folder of a build's artifacts, by the shorter route.
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
     * Get the name, size and date of a file or folder in a build's artifacts.
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

/** The builds operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  readonly cancelBuild0: {
    /**
     * Get an example of the body that cancels a build.
     *
     * @see {@link cancelBuild0}
     * @since 2018.1
     */
    (args: CancelBuild0Args, options?: CallOptions): Promise<BuildCancelRequest>;
  };
  /** Same as `cancelBuild0`. */
  readonly getCancelRequestExample: BoundOperations['cancelBuild0'];
  readonly deleteAllParameters: {
    /**
     * Remove every attribute of a build.
     *
     * @see {@link deleteAllParameters}
     * @since 2018.1
     */
    (args: DeleteAllParametersArgs, options?: CallOptions): Promise<void>;
  };
  /** Same as `deleteAllParameters`. */
  readonly deleteBuildAttributes: BoundOperations['deleteAllParameters'];
  readonly deleteBuild: {
    /**
     * Delete a build from the history.
     *
     * @see {@link deleteBuild}
     * @since 2018.1
     */
    (args: DeleteBuildArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteBuilds: {
    /**
     * Delete the builds a locator finds (at most 10 by default).
     *
     * @see {@link deleteBuilds}
     * @since 2018.1
     */
    (args?: DeleteBuildsArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteComment: {
    /**
     * Remove the comment of a build.
     *
     * @see {@link deleteComment}
     * @since 2018.1
     */
    (args: DeleteCommentArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteParameter: {
    /**
     * Remove one attribute of a build.
     *
     * @see {@link deleteParameter}
     * @since 2018.1
     */
    (args: DeleteParameterArgs, options?: CallOptions): Promise<void>;
  };
  /** Same as `deleteParameter`. */
  readonly deleteBuildAttribute: BoundOperations['deleteParameter'];
  readonly getArtifactsDirectory: {
    /**
     * Get the path of a build's artifacts folder on the server.
     *
     * @see {@link getArtifactsDirectory}
     * @since 2018.1
     */
    (args: GetArtifactsDirectoryArgs, options?: CallOptions): Promise<string>;
  };
  readonly getBuildNumber: {
    /**
     * Get a build's number (the text TeamCity shows, such as `1.4.27`).
     *
     * @see {@link getBuildNumber}
     * @since 2018.1
     */
    (args: GetBuildNumberArgs, options?: CallOptions): Promise<string>;
  };
  readonly getBuildStatusText: {
    /**
     * Get a build's status text (`Tests passed: 312`).
     *
     * @see {@link getBuildStatusText}
     * @since 2018.1
     */
    (args: GetBuildStatusTextArgs, options?: CallOptions): Promise<string>;
  };
  readonly getParameter0: {
    /**
     * Get the value one parameter had in a build.
     *
     * @see {@link getParameter0}
     * @since 2018.1
     */
    (args: GetParameter0Args, options?: CallOptions): Promise<string>;
  };
  /** Same as `getParameter0`. */
  readonly getResultingParameter: BoundOperations['getParameter0'];
  readonly getParameterValueLong: {
    /**
     * Get the value of one attribute of a build as text.
     *
     * @see {@link getParameterValueLong}
     * @since 2018.1
     */
    (args: GetParameterValueLongArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `getParameterValueLong`. */
  readonly getBuildAttributeValue: BoundOperations['getParameterValueLong'];
  readonly getPinned: {
    /**
     * Read whether a build is pinned (`true` or `false`, as text).
     *
     * @see {@link getPinned}
     * @since 2018.1
     */
    (args: GetPinnedArgs, options?: CallOptions): Promise<string>;
  };
  readonly getResolvedParameter: {
    /**
     * Resolve `%parameter%` references in a text with a build's parameters.
     *
     * @see {@link getResolvedParameter}
     * @since 2018.1
     */
    (args: GetResolvedParameterArgs, options?: CallOptions): Promise<string>;
  };
  readonly pinBuild: {
    /**
     * Pin a build so that clean-up keeps it.
     *
     * @see {@link pinBuild}
     * @since 2018.1
     */
    (args: PinBuildArgs, options?: CallOptions): Promise<void>;
  };
  readonly unpinBuild: {
    /**
     * Unpin a build, so that clean-up may remove it again.
     *
     * @see {@link unpinBuild}
     * @since 2018.1
     */
    (args: UnpinBuildArgs, options?: CallOptions): Promise<void>;
  };
  readonly replaceComment: {
    /**
     * Set the comment of a build.
     *
     * @see {@link replaceComment}
     * @since 2018.1
     */
    (args: ReplaceCommentArgs, options?: CallOptions): Promise<void>;
  };
  readonly resetBuildFinishParameters: {
    /**
     * Make TeamCity compute a finished build's final parameters again.
     *
     * @see {@link resetBuildFinishParameters}
     * @since 2018.1
     */
    (args: ResetBuildFinishParametersArgs, options?: CallOptions): Promise<void>;
  };
  readonly serveAggregatedBuildStatus: {
    /**
     * Get the worst status among the builds a locator finds (`SUCCESS`, `FAILURE`, ...).
     *
     * @see {@link serveAggregatedBuildStatus}
     * @since 2018.1
     */
    (args: ServeAggregatedBuildStatusArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveAggregatedBuildStatus`. */
  readonly getAggregatedBuildStatus: BoundOperations['serveAggregatedBuildStatus'];
  readonly serveAggregatedBuildStatusIcon: {
    /**
     * Download a status badge for the builds a locator finds.
     *
     * @see {@link serveAggregatedBuildStatusIcon}
     * @since 2018.1
     */
    (args: ServeAggregatedBuildStatusIconArgs, options?: CallOptions): Promise<FileResponse>;
  };
  /** Same as `serveAggregatedBuildStatusIcon`. */
  readonly getAggregatedBuildStatusIcon: BoundOperations['serveAggregatedBuildStatusIcon'];
  readonly serveBuildFieldByBuildOnly: {
    /**
     * Read one field of a build as text.
     *
     * @see {@link serveBuildFieldByBuildOnly}
     * @since 2018.1
     */
    (args: ServeBuildFieldByBuildOnlyArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveBuildFieldByBuildOnly`. */
  readonly getBuildFieldByBuildOnly: BoundOperations['serveBuildFieldByBuildOnly'];
  readonly serveBuildStatisticValue: {
    /**
     * Get one statistic value of a build (`BuildDuration`, `ArtifactsSize`, ...).
     *
     * @see {@link serveBuildStatisticValue}
     * @since 2018.1
     */
    (args: ServeBuildStatisticValueArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveBuildStatisticValue`. */
  readonly getBuildStatisticValue: BoundOperations['serveBuildStatisticValue'];
  readonly serveBuildStatusIcon: {
    /**
     * Download a status badge for a build.
     *
     * @see {@link serveBuildStatusIcon}
     * @since 2018.1
     */
    (args: ServeBuildStatusIconArgs, options?: CallOptions): Promise<FileResponse>;
  };
  /** Same as `serveBuildStatusIcon`. */
  readonly getBuildStatusIcon: BoundOperations['serveBuildStatusIcon'];
  readonly serveSourceFile: {
    /**
     * Download a source file as it was in the revision a build used.
     *
     * @see {@link serveSourceFile}
     * @since 2018.1
     */
    (args: ServeSourceFileArgs, options?: CallOptions): Promise<FileResponse>;
  };
  /** Same as `serveSourceFile`. */
  readonly getSourceFile: BoundOperations['serveSourceFile'];
  readonly setBuildNumber: {
    /**
     * Change the number of a running build.
     *
     * @see {@link setBuildNumber}
     * @since 2018.1
     */
    (args: SetBuildNumberArgs, options?: CallOptions): Promise<string>;
  };
  readonly setBuildStatusText: {
    /**
     * Change the status text of a running build.
     *
     * @see {@link setBuildStatusText}
     * @since 2018.1
     */
    (args: SetBuildStatusTextArgs, options?: CallOptions): Promise<string>;
  };
  readonly setParameterValueLong: {
    /**
     * Set the value of one attribute of a build, as text.
     *
     * @see {@link setParameterValueLong}
     * @since 2018.1
     */
    (args: SetParameterValueLongArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `setParameterValueLong`. */
  readonly setBuildAttributeValue: BoundOperations['setParameterValueLong'];
  readonly setFinishedTime: {
    /**
     * Finish a running agent-less build now.
     *
     * @see {@link setFinishedTime}
     * @since 2023.11
     */
    (args: SetFinishedTimeArgs, options?: CallOptions): Promise<string>;
  };
  readonly getBuildFinishDate: {
    /**
     * Get when a build finished, as TeamCity's date text.
     *
     * @see {@link getBuildFinishDate}
     * @since 2023.11
     */
    (args: GetBuildFinishDateArgs, options?: CallOptions): Promise<string>;
  };
  readonly setBuildFinishDate: {
    /**
     * Finish a running agent-less build at a given time.
     *
     * @see {@link setBuildFinishDate}
     * @since 2023.11
     */
    (args: SetBuildFinishDateArgs, options?: CallOptions): Promise<string>;
  };
  readonly addLogMessageToBuild: {
    /**
     * Write lines to the log of a running build.
     *
     * @see {@link addLogMessageToBuild}
     * @since 2023.11
     */
    (args: AddLogMessageToBuildArgs, options?: CallOptions): Promise<void>;
  };
  readonly getBuildOutputParameters: {
    /**
     * Get the value of one output parameter of a build.
     *
     * @see {@link getBuildOutputParameters}
     * @since 2025.x
     */
    (args: GetBuildOutputParametersArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `getBuildOutputParameters`. */
  readonly getBuildOutputParameter: BoundOperations['getBuildOutputParameters'];
  readonly getBuildStatus: {
    /**
     * Get a build's status as text (`SUCCESS`, `FAILURE` or `UNKNOWN`).
     *
     * @see {@link getBuildStatus}
     * @since 2023.11
     */
    (args: GetBuildStatusArgs, options?: CallOptions): Promise<string>;
  };
  readonly setBuildStatus: {
    /**
     * Mark a finished build as successful or failed.
     *
     * @see {@link setBuildStatus}
     * @since 2023.11
     */
    (args: SetBuildStatusArgs, options?: CallOptions): Promise<void>;
  };
  readonly getContent: {
    /**
     * Download a file from a build's artifacts, choosing how it is served.
     *
     * @see {@link getContent}
     * @since 2018.1
     */
    (args: GetContentArgs, options?: CallOptions): Promise<FileResponse>;
  };
  readonly getContentAlias: {
    /**
     * Download a file from a build's artifacts.
     *
     * @see {@link getContentAlias}
     * @since 2018.1
     */
    (args: GetContentAliasArgs, options?: CallOptions): Promise<FileResponse>;
  };
  readonly getZipped: {
    /**
     * Download a folder of a build's artifacts as a zip archive.
     *
     * @see {@link getZipped}
     * @since 2018.1
     */
    (args: GetZippedArgs, options?: CallOptions): Promise<FileResponse>;
  };
}
