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
import { encodeSubPath } from '../runtime/subpath.js';
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

/** Inputs of {@link addTags} (`builds.add_tags`). */
export interface AddTagsArgs<S extends TagsFields = TagsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Tags;
}

export const addTagsOp: Operation = {
  id: 'builds.add_tags',
  method: 'POST',
  path: '/app/rest/builds/{buildLocator}/tags',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/builds/{buildLocator}/tags` (`add_tags`).
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
 */
export function addTags(client: Transport, args: AddTagsArgs<never>, options?: CallOptions): Promise<Tags>;
/**
 * `POST /app/rest/builds/{buildLocator}/tags` (`add_tags`).
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
 */
export function addTags<const S extends object & ExactFields<S, TagsFields>>(
  client: Transport,
  args: AddTagsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Tags, S>>;
export async function addTags(client: Transport, args: AddTagsArgs, options?: CallOptions): Promise<unknown> {
  return request(client, addTagsOp, withFields(addTagsOp, args), options);
}

/** Inputs of {@link cancelBuild} (`builds.cancel_build`). */
export interface CancelBuildArgs<S extends BuildFields = BuildFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: BuildCancelRequest;
}

export const cancelBuildOp: Operation = {
  id: 'builds.cancel_build',
  method: 'POST',
  path: '/app/rest/builds/{buildLocator}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/builds/{buildLocator}` (`cancel_build`).
 * Cancels the running build: the body's `comment` says why, and `readdIntoQueue: true` puts it back in the queue. A queued build is canceled through `buildQueue.cancelBuild`.
 *
 * Example body:
 * ```json
 * {
 *   "comment": "superseded by a newer commit",
 *   "readdIntoQueue": false
 * }
 * ```
 */
export function cancelBuild(client: Transport, args: CancelBuildArgs<never>, options?: CallOptions): Promise<Build>;
/**
 * `POST /app/rest/builds/{buildLocator}` (`cancel_build`).
 * Cancels the running build: the body's `comment` says why, and `readdIntoQueue: true` puts it back in the queue. A queued build is canceled through `buildQueue.cancelBuild`.
 *
 * Example body:
 * ```json
 * {
 *   "comment": "superseded by a newer commit",
 *   "readdIntoQueue": false
 * }
 * ```
 */
export function cancelBuild<const S extends object & ExactFields<S, BuildFields>>(
  client: Transport,
  args: CancelBuildArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Build, S>>;
export async function cancelBuild(client: Transport, args: CancelBuildArgs, options?: CallOptions): Promise<unknown> {
  return request(client, cancelBuildOp, withFields(cancelBuildOp, args), options);
}

/** Inputs of {@link cancelBuild0} (`builds.cancel_build_0`). */
export interface CancelBuild0Args {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
}

export const cancelBuild0Op: Operation = {
  id: 'builds.cancel_build_0',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/example/buildCancelRequest',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds/{buildLocator}/example/buildCancelRequest` (`cancel_build_0`).
 * Cancels nothing: returns an example of the body `cancelBuild` takes.
 */
export function cancelBuild0(
  client: Transport,
  args: CancelBuild0Args,
  options?: CallOptions,
): Promise<BuildCancelRequest> {
  return request(client, cancelBuild0Op, args, options) as Promise<BuildCancelRequest>;
}

/** Inputs of {@link deleteAllParameters} (`builds.delete_all_parameters`). */
export interface DeleteAllParametersArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. */
  fields?: string;
}

export const deleteAllParametersOp: Operation = {
  id: 'builds.delete_all_parameters',
  method: 'DELETE',
  path: '/app/rest/builds/{buildLocator}/attributes',
  query: [['fields', 'fields']],
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/builds/{buildLocator}/attributes` (`delete_all_parameters`). */
export function deleteAllParameters(
  client: Transport,
  args: DeleteAllParametersArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteAllParametersOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteBuild} (`builds.delete_build`). */
export interface DeleteBuildArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
}

export const deleteBuildOp: Operation = {
  id: 'builds.delete_build',
  method: 'DELETE',
  path: '/app/rest/builds/{buildLocator}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/builds/{buildLocator}` (`delete_build`). */
export function deleteBuild(client: Transport, args: DeleteBuildArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteBuildOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteBuilds} (`builds.delete_builds`). */
export interface DeleteBuildsArgs {
  /** Query `locator`. A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  locator?: string | BuildLocator;
}

export const deleteBuildsOp: Operation = {
  id: 'builds.delete_builds',
  method: 'DELETE',
  path: '/app/rest/builds',
  query: [['locator', 'locator']],
  accept: 'application/json',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/builds` (`delete_builds`). */
export function deleteBuilds(client: Transport, args: DeleteBuildsArgs = {}, options?: CallOptions): Promise<void> {
  return request(client, deleteBuildsOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteComment} (`builds.delete_comment`). */
export interface DeleteCommentArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
}

export const deleteCommentOp: Operation = {
  id: 'builds.delete_comment',
  method: 'DELETE',
  path: '/app/rest/builds/{buildLocator}/comment',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/builds/{buildLocator}/comment` (`delete_comment`). */
export function deleteComment(client: Transport, args: DeleteCommentArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteCommentOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteParameter} (`builds.delete_parameter`). */
export interface DeleteParameterArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Query `fields`. */
  fields?: string;
}

export const deleteParameterOp: Operation = {
  id: 'builds.delete_parameter',
  method: 'DELETE',
  path: '/app/rest/builds/{buildLocator}/attributes/{name}',
  query: [['fields', 'fields']],
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/builds/{buildLocator}/attributes/{name}` (`delete_parameter`). */
export function deleteParameter(client: Transport, args: DeleteParameterArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteParameterOp, args, options) as Promise<void>;
}

/** Inputs of {@link getArtifactDependencyChanges} (`builds.get_artifact_dependency_changes`). */
export interface GetArtifactDependencyChangesArgs<S extends BuildChangesFields = BuildChangesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getArtifactDependencyChangesOp: Operation = {
  id: 'builds.get_artifact_dependency_changes',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/artifactDependencyChanges',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/builds/{buildLocator}/artifactDependencyChanges` (`get_artifact_dependency_changes`). */
export function getArtifactDependencyChanges(
  client: Transport,
  args: GetArtifactDependencyChangesArgs<never>,
  options?: CallOptions,
): Promise<BuildChanges>;
/** `GET /app/rest/builds/{buildLocator}/artifactDependencyChanges` (`get_artifact_dependency_changes`). */
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

/** Inputs of {@link getArtifactsDirectory} (`builds.get_artifacts_directory`). */
export interface GetArtifactsDirectoryArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
}

export const getArtifactsDirectoryOp: Operation = {
  id: 'builds.get_artifacts_directory',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/artifactsDirectory',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/builds/{buildLocator}/artifactsDirectory` (`get_artifacts_directory`). */
export function getArtifactsDirectory(
  client: Transport,
  args: GetArtifactsDirectoryArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getArtifactsDirectoryOp, args, options) as Promise<string>;
}

/** Inputs of {@link getBuildNumber} (`builds.get_build_number`). */
export interface GetBuildNumberArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
}

export const getBuildNumberOp: Operation = {
  id: 'builds.get_build_number',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/number',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/builds/{buildLocator}/number` (`get_build_number`). */
export function getBuildNumber(client: Transport, args: GetBuildNumberArgs, options?: CallOptions): Promise<string> {
  return request(client, getBuildNumberOp, args, options) as Promise<string>;
}

/** Inputs of {@link getBuildStatusText} (`builds.get_build_status_text`). */
export interface GetBuildStatusTextArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
}

export const getBuildStatusTextOp: Operation = {
  id: 'builds.get_build_status_text',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/statusText',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/builds/{buildLocator}/statusText` (`get_build_status_text`). */
export function getBuildStatusText(
  client: Transport,
  args: GetBuildStatusTextArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getBuildStatusTextOp, args, options) as Promise<string>;
}

/** Inputs of {@link getCanceledInfo} (`builds.get_canceled_info`). */
export interface GetCanceledInfoArgs<S extends CommentFields = CommentFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getCanceledInfoOp: Operation = {
  id: 'builds.get_canceled_info',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/canceledInfo',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/builds/{buildLocator}/canceledInfo` (`get_canceled_info`). */
export function getCanceledInfo(
  client: Transport,
  args: GetCanceledInfoArgs<never>,
  options?: CallOptions,
): Promise<Comment>;
/** `GET /app/rest/builds/{buildLocator}/canceledInfo` (`get_canceled_info`). */
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

/** Inputs of {@link getParameter} (`builds.get_parameter`). */
export interface GetParameterArgs<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Query `fields` (seed: `fields2`). */
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
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/builds/{buildLocator}/attributes/{name}` (`get_parameter`). */
export function getParameter(
  client: Transport,
  args: GetParameterArgs<never>,
  options?: CallOptions,
): Promise<ModelProperty>;
/** `GET /app/rest/builds/{buildLocator}/attributes/{name}` (`get_parameter`). */
export function getParameter<const S extends object & ExactFields<S, ModelPropertyFields>>(
  client: Transport,
  args: GetParameterArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>>;
export async function getParameter(client: Transport, args: GetParameterArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getParameterOp, withFields(getParameterOp, args), options);
}

/** Inputs of {@link getParameter0} (`builds.get_parameter_0`). */
export interface GetParameter0Args {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  propertyName: string;
}

export const getParameter0Op: Operation = {
  id: 'builds.get_parameter_0',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/resulting-properties/{propertyName}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/builds/{buildLocator}/resulting-properties/{propertyName}` (`get_parameter_0`). */
export function getParameter0(client: Transport, args: GetParameter0Args, options?: CallOptions): Promise<string> {
  return request(client, getParameter0Op, args, options) as Promise<string>;
}

/** Inputs of {@link getParameterValueLong} (`builds.get_parameter_value_long`). */
export interface GetParameterValueLongArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Query `fields`. */
  fields?: string;
}

export const getParameterValueLongOp: Operation = {
  id: 'builds.get_parameter_value_long',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/attributes/{name}/value',
  query: [['fields', 'fields']],
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/builds/{buildLocator}/attributes/{name}/value` (`get_parameter_value_long`). */
export function getParameterValueLong(
  client: Transport,
  args: GetParameterValueLongArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getParameterValueLongOp, args, options) as Promise<string>;
}

/** Inputs of {@link getParameters} (`builds.get_parameters`). */
export interface GetParametersArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Query `fields` (seed: `fields2`). */
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
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/builds/{buildLocator}/attributes` (`get_parameters`). */
export function getParameters(
  client: Transport,
  args: GetParametersArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/** `GET /app/rest/builds/{buildLocator}/attributes` (`get_parameters`). */
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

/** Inputs of {@link getPinned} (`builds.get_pinned`). */
export interface GetPinnedArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
}

export const getPinnedOp: Operation = {
  id: 'builds.get_pinned',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/pin',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/builds/{buildLocator}/pin` (`get_pinned`). */
export function getPinned(client: Transport, args: GetPinnedArgs, options?: CallOptions): Promise<string> {
  return request(client, getPinnedOp, args, options) as Promise<string>;
}

/** Inputs of {@link getProblems} (`builds.get_problems`). */
export interface GetProblemsArgs<S extends ProblemOccurrencesFields = ProblemOccurrencesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getProblemsOp: Operation = {
  id: 'builds.get_problems',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/problemOccurrences',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/builds/{buildLocator}/problemOccurrences` (`get_problems`). */
export function getProblems(
  client: Transport,
  args: GetProblemsArgs<never>,
  options?: CallOptions,
): Promise<ProblemOccurrences>;
/** `GET /app/rest/builds/{buildLocator}/problemOccurrences` (`get_problems`). */
export function getProblems<const S extends object & ExactFields<S, ProblemOccurrencesFields>>(
  client: Transport,
  args: GetProblemsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ProblemOccurrences, S>>;
export async function getProblems(client: Transport, args: GetProblemsArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getProblemsOp, withFields(getProblemsOp, args), options);
}

/** Inputs of {@link getResolvedParameter} (`builds.get_resolved_parameter`). */
export interface GetResolvedParameterArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  value: string;
}

export const getResolvedParameterOp: Operation = {
  id: 'builds.get_resolved_parameter',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/resolved/{value}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds/{buildLocator}/resolved/{value}` (`get_resolved_parameter`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getResolvedParameter(
  client: Transport,
  args: GetResolvedParameterArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getResolvedParameterOp, args, options) as Promise<string>;
}

/** Inputs of {@link getTests} (`builds.get_tests`). */
export interface GetTestsArgs<S extends TestOccurrencesFields = TestOccurrencesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getTestsOp: Operation = {
  id: 'builds.get_tests',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/testOccurrences',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds/{buildLocator}/testOccurrences` (`get_tests`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getTests(client: Transport, args: GetTestsArgs<never>, options?: CallOptions): Promise<TestOccurrences>;
/**
 * `GET /app/rest/builds/{buildLocator}/testOccurrences` (`get_tests`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function getTests<const S extends object & ExactFields<S, TestOccurrencesFields>>(
  client: Transport,
  args: GetTestsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<TestOccurrences, S>>;
export async function getTests(client: Transport, args: GetTestsArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getTestsOp, withFields(getTestsOp, args), options);
}

/** Inputs of {@link pinBuild} (`builds.pin_build`). */
export interface PinBuildArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const pinBuildOp: Operation = {
  id: 'builds.pin_build',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/pin',
  body: 'text/plain',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/builds/{buildLocator}/pin` (`pin_build`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```text
 * release 1.0
 * ```
 */
export function pinBuild(client: Transport, args: PinBuildArgs, options?: CallOptions): Promise<void> {
  return request(client, pinBuildOp, args, options) as Promise<void>;
}

/** Inputs of {@link unpinBuild} (`builds.unpin_build`). */
export interface UnpinBuildArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const unpinBuildOp: Operation = {
  id: 'builds.unpin_build',
  method: 'DELETE',
  path: '/app/rest/builds/{buildLocator}/pin',
  body: 'text/plain',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/builds/{buildLocator}/pin` (`unpin_build`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```text
 * released
 * ```
 */
export function unpinBuild(client: Transport, args: UnpinBuildArgs, options?: CallOptions): Promise<void> {
  return request(client, unpinBuildOp, args, options) as Promise<void>;
}

/** Inputs of {@link replaceComment} (`builds.replace_comment`). */
export interface ReplaceCommentArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const replaceCommentOp: Operation = {
  id: 'builds.replace_comment',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/comment',
  body: 'text/plain',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/builds/{buildLocator}/comment` (`replace_comment`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```text
 * flaky agent, rerun
 * ```
 */
export function replaceComment(client: Transport, args: ReplaceCommentArgs, options?: CallOptions): Promise<void> {
  return request(client, replaceCommentOp, args, options) as Promise<void>;
}

/** Inputs of {@link replaceTags} (`builds.replace_tags`). */
export interface ReplaceTagsArgs<S extends TagsFields = TagsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `locator`. A Tag locator: its text, or a typed `TagLocator` (rendered with TeamCity's escaping). */
  locator?: string | TagLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
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
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/builds/{buildLocator}/tags` (`replace_tags`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
 */
export function replaceTags(client: Transport, args: ReplaceTagsArgs<never>, options?: CallOptions): Promise<Tags>;
/**
 * `PUT /app/rest/builds/{buildLocator}/tags` (`replace_tags`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
 */
export function replaceTags<const S extends object & ExactFields<S, TagsFields>>(
  client: Transport,
  args: ReplaceTagsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Tags, S>>;
export async function replaceTags(client: Transport, args: ReplaceTagsArgs, options?: CallOptions): Promise<unknown> {
  return request(client, replaceTagsOp, withFields(replaceTagsOp, args), options);
}

/** Inputs of {@link resetBuildFinishParameters} (`builds.reset_build_finish_parameters`). */
export interface ResetBuildFinishParametersArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
}

export const resetBuildFinishParametersOp: Operation = {
  id: 'builds.reset_build_finish_parameters',
  method: 'DELETE',
  path: '/app/rest/builds/{buildLocator}/caches/finishProperties',
  accept: 'application/json',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/builds/{buildLocator}/caches/finishProperties` (`reset_build_finish_parameters`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function resetBuildFinishParameters(
  client: Transport,
  args: ResetBuildFinishParametersArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, resetBuildFinishParametersOp, args, options) as Promise<void>;
}

/** Inputs of {@link serveAggregatedBuildStatus} (`builds.serve_aggregated_build_status`). */
export interface ServeAggregatedBuildStatusArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
}

export const serveAggregatedBuildStatusOp: Operation = {
  id: 'builds.serve_aggregated_build_status',
  method: 'GET',
  path: '/app/rest/builds/aggregated/{buildLocator}/status',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds/aggregated/{buildLocator}/status` (`serve_aggregated_build_status`, alias `get_aggregated_build_status`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveAggregatedBuildStatus(
  client: Transport,
  args: ServeAggregatedBuildStatusArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveAggregatedBuildStatusOp, args, options) as Promise<string>;
}

export { serveAggregatedBuildStatus as getAggregatedBuildStatus };

/** Inputs of {@link serveAggregatedBuildStatusIcon} (`builds.serve_aggregated_build_status_icon`). */
export interface ServeAggregatedBuildStatusIconArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Path suffix glued to the word before it; its `/` separators are kept. */
  suffix: string;
}

export const serveAggregatedBuildStatusIconOp: Operation = {
  id: 'builds.serve_aggregated_build_status_icon',
  method: 'GET',
  path: '/app/rest/builds/aggregated/{buildLocator}/statusIcon{+suffix}',
  accept: '*/*',
  result: 'binary',
  locator: renderLocator,
  file: fileResult,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/builds/aggregated/{buildLocator}/statusIcon{suffix}` (`serve_aggregated_build_status_icon`, alias `get_aggregated_build_status_icon`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveAggregatedBuildStatusIcon(
  client: Transport,
  args: ServeAggregatedBuildStatusIconArgs,
  options?: CallOptions,
): Promise<FileResponse> {
  return request(client, serveAggregatedBuildStatusIconOp, args, options) as Promise<FileResponse>;
}

export { serveAggregatedBuildStatusIcon as getAggregatedBuildStatusIcon };

/** Inputs of {@link serveAllBuilds} (`builds.serve_all_builds`). */
export interface ServeAllBuildsArgs<S extends BuildsFields = BuildsFields, T = string> {
  /** Query `buildType` (seed: `build_type`). A BuildType locator: its text, or a typed `BuildTypeLocator` (rendered with TeamCity's escaping). */
  buildType?: string | BuildTypeLocator;
  /** Query `status`. */
  status?: string;
  /** Query `triggeredByUser` (seed: `triggered_by_user`). */
  triggeredByUser?: string;
  /** Query `includePersonal` (seed: `include_personal`). */
  includePersonal?: boolean;
  /** Query `includeCanceled` (seed: `include_canceled`). */
  includeCanceled?: boolean;
  /** Query `onlyPinned` (seed: `only_pinned`). */
  onlyPinned?: boolean;
  /** Query `tag`. */
  tag?: string[];
  /** Query `agentName` (seed: `agent_name`). */
  agentName?: string;
  /** Query `sinceBuild` (seed: `since_build`). */
  sinceBuild?: string;
  /** Query `sinceDate` (seed: `since_date`). */
  sinceDate?: string;
  /** Query `start`. */
  start?: number;
  /** Query `count`. */
  count?: number;
  /** Query `locator`. A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  locator?: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
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
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds` (`serve_all_builds`, alias `get_all_builds`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveAllBuilds(
  client: Transport,
  args?: ServeAllBuildsArgs<never>,
  options?: CallOptions,
): Promise<Builds>;
/**
 * `GET /app/rest/builds` (`serve_all_builds`, alias `get_all_builds`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
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

/** Inputs of {@link serveBuild} (`builds.serve_build`). */
export interface ServeBuildArgs<S extends BuildFields = BuildFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveBuildOp: Operation = {
  id: 'builds.serve_build',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds/{buildLocator}` (`serve_build`, alias `get_build`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuild(client: Transport, args: ServeBuildArgs<never>, options?: CallOptions): Promise<Build>;
/**
 * `GET /app/rest/builds/{buildLocator}` (`serve_build`, alias `get_build`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuild<const S extends object & ExactFields<S, BuildFields>>(
  client: Transport,
  args: ServeBuildArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Build, S>>;
export async function serveBuild(client: Transport, args: ServeBuildArgs, options?: CallOptions): Promise<unknown> {
  return request(client, serveBuildOp, withFields(serveBuildOp, args), options);
}

export { serveBuild as getBuild };

/** Inputs of {@link serveBuildActualParameters} (`builds.serve_build_actual_parameters`). */
export interface ServeBuildActualParametersArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveBuildActualParametersOp: Operation = {
  id: 'builds.serve_build_actual_parameters',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/resulting-properties',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds/{buildLocator}/resulting-properties` (`serve_build_actual_parameters`, alias `get_build_actual_parameters`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildActualParameters(
  client: Transport,
  args: ServeBuildActualParametersArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/**
 * `GET /app/rest/builds/{buildLocator}/resulting-properties` (`serve_build_actual_parameters`, alias `get_build_actual_parameters`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
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

/** Inputs of {@link serveBuildFieldByBuildOnly} (`builds.serve_build_field_by_build_only`). */
export interface ServeBuildFieldByBuildOnlyArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

export const serveBuildFieldByBuildOnlyOp: Operation = {
  id: 'builds.serve_build_field_by_build_only',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/{field}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds/{buildLocator}/{field}` (`serve_build_field_by_build_only`, alias `get_build_field_by_build_only`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildFieldByBuildOnly(
  client: Transport,
  args: ServeBuildFieldByBuildOnlyArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveBuildFieldByBuildOnlyOp, args, options) as Promise<string>;
}

export { serveBuildFieldByBuildOnly as getBuildFieldByBuildOnly };

/** Inputs of {@link serveBuildRelatedIssues} (`builds.serve_build_related_issues`). */
export interface ServeBuildRelatedIssuesArgs<S extends IssuesUsagesFields = IssuesUsagesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveBuildRelatedIssuesOp: Operation = {
  id: 'builds.serve_build_related_issues',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/relatedIssues',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds/{buildLocator}/relatedIssues` (`serve_build_related_issues`, alias `get_build_related_issues`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildRelatedIssues(
  client: Transport,
  args: ServeBuildRelatedIssuesArgs<never>,
  options?: CallOptions,
): Promise<IssuesUsages>;
/**
 * `GET /app/rest/builds/{buildLocator}/relatedIssues` (`serve_build_related_issues`, alias `get_build_related_issues`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
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

/** Inputs of {@link serveBuildRelatedIssuesOld} (`builds.serve_build_related_issues_old`). */
export interface ServeBuildRelatedIssuesOldArgs<S extends IssuesUsagesFields = IssuesUsagesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveBuildRelatedIssuesOldOp: Operation = {
  id: 'builds.serve_build_related_issues_old',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/related-issues',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds/{buildLocator}/related-issues` (`serve_build_related_issues_old`, alias `get_build_related_issues_old`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildRelatedIssuesOld(
  client: Transport,
  args: ServeBuildRelatedIssuesOldArgs<never>,
  options?: CallOptions,
): Promise<IssuesUsages>;
/**
 * `GET /app/rest/builds/{buildLocator}/related-issues` (`serve_build_related_issues_old`, alias `get_build_related_issues_old`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
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

/** Inputs of {@link serveBuildStatisticValue} (`builds.serve_build_statistic_value`). */
export interface ServeBuildStatisticValueArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
}

export const serveBuildStatisticValueOp: Operation = {
  id: 'builds.serve_build_statistic_value',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/statistics/{name}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds/{buildLocator}/statistics/{name}` (`serve_build_statistic_value`, alias `get_build_statistic_value`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildStatisticValue(
  client: Transport,
  args: ServeBuildStatisticValueArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveBuildStatisticValueOp, args, options) as Promise<string>;
}

export { serveBuildStatisticValue as getBuildStatisticValue };

/** Inputs of {@link serveBuildStatisticValues} (`builds.serve_build_statistic_values`). */
export interface ServeBuildStatisticValuesArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveBuildStatisticValuesOp: Operation = {
  id: 'builds.serve_build_statistic_values',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/statistics',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds/{buildLocator}/statistics` (`serve_build_statistic_values`, alias `get_build_statistic_values`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildStatisticValues(
  client: Transport,
  args: ServeBuildStatisticValuesArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/**
 * `GET /app/rest/builds/{buildLocator}/statistics` (`serve_build_statistic_values`, alias `get_build_statistic_values`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
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

/** Inputs of {@link serveBuildStatusIcon} (`builds.serve_build_status_icon`). */
export interface ServeBuildStatusIconArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Path suffix glued to the word before it; its `/` separators are kept. */
  suffix: string;
}

export const serveBuildStatusIconOp: Operation = {
  id: 'builds.serve_build_status_icon',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/statusIcon{+suffix}',
  accept: '*/*',
  result: 'binary',
  locator: renderLocator,
  file: fileResult,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/builds/{buildLocator}/statusIcon{suffix}` (`serve_build_status_icon`, alias `get_build_status_icon`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveBuildStatusIcon(
  client: Transport,
  args: ServeBuildStatusIconArgs,
  options?: CallOptions,
): Promise<FileResponse> {
  return request(client, serveBuildStatusIconOp, args, options) as Promise<FileResponse>;
}

export { serveBuildStatusIcon as getBuildStatusIcon };

/** Inputs of {@link serveSourceFile} (`builds.serve_source_file`). */
export interface ServeSourceFileArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  fileName: string;
}

export const serveSourceFileOp: Operation = {
  id: 'builds.serve_source_file',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/sources/files/{fileName}',
  accept: '*/*',
  result: 'binary',
  locator: renderLocator,
  file: fileResult,
};

/**
 * `GET /app/rest/builds/{buildLocator}/sources/files/{fileName}` (`serve_source_file`, alias `get_source_file`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveSourceFile(
  client: Transport,
  args: ServeSourceFileArgs,
  options?: CallOptions,
): Promise<FileResponse> {
  return request(client, serveSourceFileOp, args, options) as Promise<FileResponse>;
}

export { serveSourceFile as getSourceFile };

/** Inputs of {@link serveTags} (`builds.serve_tags`). */
export interface ServeTagsArgs<S extends TagsFields = TagsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `locator`. A Tag locator: its text, or a typed `TagLocator` (rendered with TeamCity's escaping). */
  locator?: string | TagLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
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
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds/{buildLocator}/tags` (`serve_tags`, alias `get_tags`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveTags(client: Transport, args: ServeTagsArgs<never>, options?: CallOptions): Promise<Tags>;
/**
 * `GET /app/rest/builds/{buildLocator}/tags` (`serve_tags`, alias `get_tags`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 */
export function serveTags<const S extends object & ExactFields<S, TagsFields>>(
  client: Transport,
  args: ServeTagsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Tags, S>>;
export async function serveTags(client: Transport, args: ServeTagsArgs, options?: CallOptions): Promise<unknown> {
  return request(client, serveTagsOp, withFields(serveTagsOp, args), options);
}

export { serveTags as getTags };

/** Inputs of {@link setBuildNumber} (`builds.set_build_number`). */
export interface SetBuildNumberArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setBuildNumberOp: Operation = {
  id: 'builds.set_build_number',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/number',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/builds/{buildLocator}/number` (`set_build_number`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```text
 * 1.0.42
 * ```
 */
export function setBuildNumber(client: Transport, args: SetBuildNumberArgs, options?: CallOptions): Promise<string> {
  return request(client, setBuildNumberOp, args, options) as Promise<string>;
}

/** Inputs of {@link setBuildStatusText} (`builds.set_build_status_text`). */
export interface SetBuildStatusTextArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setBuildStatusTextOp: Operation = {
  id: 'builds.set_build_status_text',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/statusText',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/builds/{buildLocator}/statusText` (`set_build_status_text`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```text
 * Deployed to staging
 * ```
 */
export function setBuildStatusText(
  client: Transport,
  args: SetBuildStatusTextArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, setBuildStatusTextOp, args, options) as Promise<string>;
}

/** Inputs of {@link setParameter} (`builds.set_parameter`). */
export interface SetParameterArgs<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Query `fields` (seed: `fields2`). */
  fields2?: string;
  /** Request body, sent as `application/json`. */
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
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/builds/{buildLocator}/attributes` (`set_parameter`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 */
export function setParameter(
  client: Transport,
  args: SetParameterArgs<never>,
  options?: CallOptions,
): Promise<ModelProperty>;
/**
 * `POST /app/rest/builds/{buildLocator}/attributes` (`set_parameter`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 */
export function setParameter<const S extends object & ExactFields<S, ModelPropertyFields>>(
  client: Transport,
  args: SetParameterArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ModelProperty, S>>;
export async function setParameter(client: Transport, args: SetParameterArgs, options?: CallOptions): Promise<unknown> {
  return request(client, setParameterOp, withFields(setParameterOp, args), options);
}

/** Inputs of {@link setParameter0} (`builds.set_parameter_0`). */
export interface SetParameter0Args<S extends ModelPropertyFields = ModelPropertyFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Query `fields` (seed: `fields2`). */
  fields2?: string;
  /** Request body, sent as `application/json`. */
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
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/builds/{buildLocator}/attributes/{name}` (`set_parameter_0`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 */
export function setParameter0(
  client: Transport,
  args: SetParameter0Args<never>,
  options?: CallOptions,
): Promise<ModelProperty>;
/**
 * `PUT /app/rest/builds/{buildLocator}/attributes/{name}` (`set_parameter_0`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```json
 * {
 *   "name": "deploy.target",
 *   "value": "staging"
 * }
 * ```
 */
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

/** Inputs of {@link setParameterValueLong} (`builds.set_parameter_value_long`). */
export interface SetParameterValueLongArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  name: string;
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setParameterValueLongOp: Operation = {
  id: 'builds.set_parameter_value_long',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/attributes/{name}/value',
  query: [['fields', 'fields']],
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/builds/{buildLocator}/attributes/{name}/value` (`set_parameter_value_long`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 *
 * Example body:
 * ```text
 * staging
 * ```
 */
export function setParameterValueLong(
  client: Transport,
  args: SetParameterValueLongArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, setParameterValueLongOp, args, options) as Promise<string>;
}

/** Inputs of {@link setParameters} (`builds.set_parameters`). */
export interface SetParametersArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Query `fields` (seed: `fields2`). */
  fields2?: string;
  /** Request body, sent as `application/json`. */
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
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/builds/{buildLocator}/attributes` (`set_parameters`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
export function setParameters(
  client: Transport,
  args: SetParametersArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/**
 * `PUT /app/rest/builds/{buildLocator}/attributes` (`set_parameters`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
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

/** Inputs of {@link getMultipleBuilds} (`builds.get_multiple_builds`). */
export interface GetMultipleBuildsArgs<S extends BuildsFields = BuildsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getMultipleBuildsOp: Operation = {
  id: 'builds.get_multiple_builds',
  method: 'GET',
  path: '/app/rest/builds/multiple/{buildLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds/multiple/{buildLocator}` (`get_multiple_builds`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getMultipleBuilds).
 */
export function getMultipleBuilds(
  client: Transport,
  args: GetMultipleBuildsArgs<never>,
  options?: CallOptions,
): Promise<Builds>;
/**
 * `GET /app/rest/builds/multiple/{buildLocator}` (`get_multiple_builds`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getMultipleBuilds).
 */
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

/** Inputs of {@link cancelMultiple} (`builds.cancel_multiple`). */
export interface CancelMultipleArgs<
  S extends MultipleOperationResultFields = MultipleOperationResultFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: BuildCancelRequest;
}

export const cancelMultipleOp: Operation = {
  id: 'builds.cancel_multiple',
  method: 'POST',
  path: '/app/rest/builds/multiple/{buildLocator}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/builds/multiple/{buildLocator}` (`cancel_multiple`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId cancelMultiple).
 *
 * Example body:
 * ```json
 * {
 *   "comment": "superseded by a newer commit",
 *   "readdIntoQueue": false
 * }
 * ```
 */
export function cancelMultiple(
  client: Transport,
  args: CancelMultipleArgs<never>,
  options?: CallOptions,
): Promise<MultipleOperationResult>;
/**
 * `POST /app/rest/builds/multiple/{buildLocator}` (`cancel_multiple`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId cancelMultiple).
 *
 * Example body:
 * ```json
 * {
 *   "comment": "superseded by a newer commit",
 *   "readdIntoQueue": false
 * }
 * ```
 */
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

/** Inputs of {@link deleteMultipleBuilds} (`builds.delete_multiple_builds`). */
export interface DeleteMultipleBuildsArgs<
  S extends MultipleOperationResultFields = MultipleOperationResultFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const deleteMultipleBuildsOp: Operation = {
  id: 'builds.delete_multiple_builds',
  method: 'DELETE',
  path: '/app/rest/builds/multiple/{buildLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/builds/multiple/{buildLocator}` (`delete_multiple_builds`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId deleteMultipleBuilds).
 */
export function deleteMultipleBuilds(
  client: Transport,
  args: DeleteMultipleBuildsArgs<never>,
  options?: CallOptions,
): Promise<MultipleOperationResult>;
/**
 * `DELETE /app/rest/builds/multiple/{buildLocator}` (`delete_multiple_builds`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId deleteMultipleBuilds).
 */
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

/** Inputs of {@link setMultipleBuildComments} (`builds.set_multiple_build_comments`). */
export interface SetMultipleBuildCommentsArgs<
  S extends MultipleOperationResultFields = MultipleOperationResultFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setMultipleBuildCommentsOp: Operation = {
  id: 'builds.set_multiple_build_comments',
  method: 'PUT',
  path: '/app/rest/builds/multiple/{buildLocator}/comment',
  query: [['fields', 'fields']],
  body: 'text/plain',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/builds/multiple/{buildLocator}/comment` (`set_multiple_build_comments`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId setMultipleBuildComments).
 *
 * Example body:
 * ```text
 * nightly run
 * ```
 */
export function setMultipleBuildComments(
  client: Transport,
  args: SetMultipleBuildCommentsArgs<never>,
  options?: CallOptions,
): Promise<MultipleOperationResult>;
/**
 * `PUT /app/rest/builds/multiple/{buildLocator}/comment` (`set_multiple_build_comments`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId setMultipleBuildComments).
 *
 * Example body:
 * ```text
 * nightly run
 * ```
 */
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

/** Inputs of {@link deleteMultipleBuildComments} (`builds.delete_multiple_build_comments`). */
export interface DeleteMultipleBuildCommentsArgs<
  S extends MultipleOperationResultFields = MultipleOperationResultFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const deleteMultipleBuildCommentsOp: Operation = {
  id: 'builds.delete_multiple_build_comments',
  method: 'DELETE',
  path: '/app/rest/builds/multiple/{buildLocator}/comment',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/builds/multiple/{buildLocator}/comment` (`delete_multiple_build_comments`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId deleteMultipleBuildComments).
 */
export function deleteMultipleBuildComments(
  client: Transport,
  args: DeleteMultipleBuildCommentsArgs<never>,
  options?: CallOptions,
): Promise<MultipleOperationResult>;
/**
 * `DELETE /app/rest/builds/multiple/{buildLocator}/comment` (`delete_multiple_build_comments`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId deleteMultipleBuildComments).
 */
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

/** Inputs of {@link pinMultipleBuilds} (`builds.pin_multiple_builds`). */
export interface PinMultipleBuildsArgs<
  S extends MultipleOperationResultFields = MultipleOperationResultFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: PinInfo;
}

export const pinMultipleBuildsOp: Operation = {
  id: 'builds.pin_multiple_builds',
  method: 'PUT',
  path: '/app/rest/builds/multiple/{buildLocator}/pinInfo',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/builds/multiple/{buildLocator}/pinInfo` (`pin_multiple_builds`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId pinMultipleBuilds).
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
 */
export function pinMultipleBuilds(
  client: Transport,
  args: PinMultipleBuildsArgs<never>,
  options?: CallOptions,
): Promise<MultipleOperationResult>;
/**
 * `PUT /app/rest/builds/multiple/{buildLocator}/pinInfo` (`pin_multiple_builds`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId pinMultipleBuilds).
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
 */
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

/** Inputs of {@link addTagsToMultipleBuilds} (`builds.add_tags_to_multiple_builds`). */
export interface AddTagsToMultipleBuildsArgs<
  S extends MultipleOperationResultFields = MultipleOperationResultFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Tags;
}

export const addTagsToMultipleBuildsOp: Operation = {
  id: 'builds.add_tags_to_multiple_builds',
  method: 'POST',
  path: '/app/rest/builds/multiple/{buildLocator}/tags',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/builds/multiple/{buildLocator}/tags` (`add_tags_to_multiple_builds`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId addTagsToMultipleBuilds).
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
 */
export function addTagsToMultipleBuilds(
  client: Transport,
  args: AddTagsToMultipleBuildsArgs<never>,
  options?: CallOptions,
): Promise<MultipleOperationResult>;
/**
 * `POST /app/rest/builds/multiple/{buildLocator}/tags` (`add_tags_to_multiple_builds`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId addTagsToMultipleBuilds).
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
 */
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

/** Inputs of {@link removeMultipleBuildTags} (`builds.remove_multiple_build_tags`). */
export interface RemoveMultipleBuildTagsArgs<
  S extends MultipleOperationResultFields = MultipleOperationResultFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Tags;
}

export const removeMultipleBuildTagsOp: Operation = {
  id: 'builds.remove_multiple_build_tags',
  method: 'DELETE',
  path: '/app/rest/builds/multiple/{buildLocator}/tags',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/builds/multiple/{buildLocator}/tags` (`remove_multiple_build_tags`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId removeMultipleBuildTags).
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
 */
export function removeMultipleBuildTags(
  client: Transport,
  args: RemoveMultipleBuildTagsArgs<never>,
  options?: CallOptions,
): Promise<MultipleOperationResult>;
/**
 * `DELETE /app/rest/builds/multiple/{buildLocator}/tags` (`remove_multiple_build_tags`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId removeMultipleBuildTags).
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
 */
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

/** Inputs of {@link setFinishedTime} (`builds.set_finished_time`). */
export interface SetFinishedTimeArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
}

export const setFinishedTimeOp: Operation = {
  id: 'builds.set_finished_time',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/finish',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/builds/{buildLocator}/finish` (`set_finished_time`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId setFinishedTime).
 */
export function setFinishedTime(client: Transport, args: SetFinishedTimeArgs, options?: CallOptions): Promise<string> {
  return request(client, setFinishedTimeOp, args, options) as Promise<string>;
}

/** Inputs of {@link getBuildFinishDate} (`builds.get_build_finish_date`). */
export interface GetBuildFinishDateArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
}

export const getBuildFinishDateOp: Operation = {
  id: 'builds.get_build_finish_date',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/finishDate',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds/{buildLocator}/finishDate` (`get_build_finish_date`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getBuildFinishDate).
 */
export function getBuildFinishDate(
  client: Transport,
  args: GetBuildFinishDateArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getBuildFinishDateOp, args, options) as Promise<string>;
}

/** Inputs of {@link setBuildFinishDate} (`builds.set_build_finish_date`). */
export interface SetBuildFinishDateArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setBuildFinishDateOp: Operation = {
  id: 'builds.set_build_finish_date',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/finishDate',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/builds/{buildLocator}/finishDate` (`set_build_finish_date`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId setBuildFinishDate).
 *
 * Example body:
 * ```text
 * 20260101T120000+0000
 * ```
 */
export function setBuildFinishDate(
  client: Transport,
  args: SetBuildFinishDateArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, setBuildFinishDateOp, args, options) as Promise<string>;
}

/** Inputs of {@link addLogMessageToBuild} (`builds.add_log_message_to_build`). */
export interface AddLogMessageToBuildArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const addLogMessageToBuildOp: Operation = {
  id: 'builds.add_log_message_to_build',
  method: 'POST',
  path: '/app/rest/builds/{buildLocator}/log',
  query: [['fields', 'fields']],
  body: 'text/plain',
  accept: 'application/json',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/builds/{buildLocator}/log` (`add_log_message_to_build`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId addLogMessageToBuild).
 *
 * Example body:
 * ```text
 * ##teamcity[message text='deployed' status='NORMAL']
 * ```
 */
export function addLogMessageToBuild(
  client: Transport,
  args: AddLogMessageToBuildArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, addLogMessageToBuildOp, args, options) as Promise<void>;
}

/** Inputs of {@link getBuildOutputParametersOfBuild} (`builds.get_build_output_parameters_of_build`). */
export interface GetBuildOutputParametersOfBuildArgs<S extends PropertiesFields = PropertiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getBuildOutputParametersOfBuildOp: Operation = {
  id: 'builds.get_build_output_parameters_of_build',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/output-parameters',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds/{buildLocator}/output-parameters` (`get_build_output_parameters_of_build`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getBuildOutputParametersOfBuild).
 */
export function getBuildOutputParametersOfBuild(
  client: Transport,
  args: GetBuildOutputParametersOfBuildArgs<never>,
  options?: CallOptions,
): Promise<Properties>;
/**
 * `GET /app/rest/builds/{buildLocator}/output-parameters` (`get_build_output_parameters_of_build`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getBuildOutputParametersOfBuild).
 */
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

/** Inputs of {@link getBuildOutputParameters} (`builds.get_build_output_parameters`). */
export interface GetBuildOutputParametersArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  propertyName: string;
}

export const getBuildOutputParametersOp: Operation = {
  id: 'builds.get_build_output_parameters',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/output-parameters/{propertyName}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds/{buildLocator}/output-parameters/{propertyName}` (`get_build_output_parameters`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getBuildOutputParameters).
 */
export function getBuildOutputParameters(
  client: Transport,
  args: GetBuildOutputParametersArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, getBuildOutputParametersOp, args, options) as Promise<string>;
}

/** Inputs of {@link getBuildPinInfo} (`builds.get_build_pin_info`). */
export interface GetBuildPinInfoArgs<S extends PinInfoFields = PinInfoFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getBuildPinInfoOp: Operation = {
  id: 'builds.get_build_pin_info',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/pinInfo',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds/{buildLocator}/pinInfo` (`get_build_pin_info`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getBuildPinInfo).
 */
export function getBuildPinInfo(
  client: Transport,
  args: GetBuildPinInfoArgs<never>,
  options?: CallOptions,
): Promise<PinInfo>;
/**
 * `GET /app/rest/builds/{buildLocator}/pinInfo` (`get_build_pin_info`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getBuildPinInfo).
 */
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

/** Inputs of {@link setBuildPinInfo} (`builds.set_build_pin_info`). */
export interface SetBuildPinInfoArgs<S extends PinInfoFields = PinInfoFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: PinInfo;
}

export const setBuildPinInfoOp: Operation = {
  id: 'builds.set_build_pin_info',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/pinInfo',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/builds/{buildLocator}/pinInfo` (`set_build_pin_info`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId setBuildPinInfo).
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
 */
export function setBuildPinInfo(
  client: Transport,
  args: SetBuildPinInfoArgs<never>,
  options?: CallOptions,
): Promise<PinInfo>;
/**
 * `PUT /app/rest/builds/{buildLocator}/pinInfo` (`set_build_pin_info`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId setBuildPinInfo).
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
 */
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

/** Inputs of {@link addProblemToBuild} (`builds.add_problem_to_build`). */
export interface AddProblemToBuildArgs<S extends ProblemOccurrenceFields = ProblemOccurrenceFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const addProblemToBuildOp: Operation = {
  id: 'builds.add_problem_to_build',
  method: 'POST',
  path: '/app/rest/builds/{buildLocator}/problemOccurrences',
  query: [['fields', 'fields']],
  body: 'text/plain',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/builds/{buildLocator}/problemOccurrences` (`add_problem_to_build`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId addProblemToBuild).
 *
 * Example body:
 * ```text
 * smoke test failed
 * ```
 */
export function addProblemToBuild(
  client: Transport,
  args: AddProblemToBuildArgs<never>,
  options?: CallOptions,
): Promise<ProblemOccurrence>;
/**
 * `POST /app/rest/builds/{buildLocator}/problemOccurrences` (`add_problem_to_build`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId addProblemToBuild).
 *
 * Example body:
 * ```text
 * smoke test failed
 * ```
 */
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

/** Inputs of {@link markBuildAsRunning} (`builds.mark_build_as_running`). */
export interface MarkBuildAsRunningArgs<S extends BuildFields = BuildFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const markBuildAsRunningOp: Operation = {
  id: 'builds.mark_build_as_running',
  method: 'PUT',
  path: '/app/rest/builds/{buildLocator}/runningData',
  query: [['fields', 'fields']],
  body: 'text/plain',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/builds/{buildLocator}/runningData` (`mark_build_as_running`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId markBuildAsRunning).
 *
 * Example body:
 * ```text
 * running
 * ```
 */
export function markBuildAsRunning(
  client: Transport,
  args: MarkBuildAsRunningArgs<never>,
  options?: CallOptions,
): Promise<Build>;
/**
 * `PUT /app/rest/builds/{buildLocator}/runningData` (`mark_build_as_running`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId markBuildAsRunning).
 *
 * Example body:
 * ```text
 * running
 * ```
 */
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

/** Inputs of {@link getBuildStatus} (`builds.get_build_status`). */
export interface GetBuildStatusArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
}

export const getBuildStatusOp: Operation = {
  id: 'builds.get_build_status',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/status',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds/{buildLocator}/status` (`get_build_status`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getBuildStatus).
 */
export function getBuildStatus(client: Transport, args: GetBuildStatusArgs, options?: CallOptions): Promise<string> {
  return request(client, getBuildStatusOp, args, options) as Promise<string>;
}

/** Inputs of {@link setBuildStatus} (`builds.set_build_status`). */
export interface SetBuildStatusArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `application/json`. */
  body?: BuildStatusUpdate;
}

export const setBuildStatusOp: Operation = {
  id: 'builds.set_build_status',
  method: 'POST',
  path: '/app/rest/builds/{buildLocator}/status',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/builds/{buildLocator}/status` (`set_build_status`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId setBuildStatus).
 *
 * Example body:
 * ```json
 * {
 *   "status": "FAILURE",
 *   "comment": "marked failed after review"
 * }
 * ```
 */
export function setBuildStatus(client: Transport, args: SetBuildStatusArgs, options?: CallOptions): Promise<void> {
  return request(client, setBuildStatusOp, args, options) as Promise<void>;
}

/** Inputs of {@link getBuildVcsLabels} (`builds.get_build_vcs_labels`). */
export interface GetBuildVcsLabelsArgs<S extends VcsLabelsFields = VcsLabelsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getBuildVcsLabelsOp: Operation = {
  id: 'builds.get_build_vcs_labels',
  method: 'GET',
  path: '/app/rest/builds/{buildLocator}/vcsLabels',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds/{buildLocator}/vcsLabels` (`get_build_vcs_labels`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getBuildVcsLabels).
 */
export function getBuildVcsLabels(
  client: Transport,
  args: GetBuildVcsLabelsArgs<never>,
  options?: CallOptions,
): Promise<VcsLabels>;
/**
 * `GET /app/rest/builds/{buildLocator}/vcsLabels` (`get_build_vcs_labels`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getBuildVcsLabels).
 */
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

/** Inputs of {@link addBuildVcsLabel} (`builds.add_build_vcs_label`). */
export interface AddBuildVcsLabelArgs<S extends VcsLabelsFields = VcsLabelsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `locator`. A VcsRootInstance locator: its text, or a typed `VcsRootInstanceLocator` (rendered with TeamCity's escaping). */
  locator?: string | VcsRootInstanceLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `text/plain`. */
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
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/builds/{buildLocator}/vcsLabels` (`add_build_vcs_label`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId addBuildVcsLabel).
 *
 * Example body:
 * ```text
 * v1.0.42
 * ```
 */
export function addBuildVcsLabel(
  client: Transport,
  args: AddBuildVcsLabelArgs<never>,
  options?: CallOptions,
): Promise<VcsLabels>;
/**
 * `POST /app/rest/builds/{buildLocator}/vcsLabels` (`add_build_vcs_label`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId addBuildVcsLabel).
 *
 * Example body:
 * ```text
 * v1.0.42
 * ```
 */
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

/** Inputs of {@link getRoot} (`builds.get_root`). */
export interface GetRootArgs<S extends FilesFields = FilesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `basePath` (seed: `base_path`). */
  basePath?: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Query `resolveParameters` (seed: `resolve_parameters`). */
  resolveParameters?: boolean;
  /** Query `logBuildUsage` (seed: `log_build_usage`). */
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
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/builds/{buildLocator}/artifacts` (`get_root`).
 * From the file-tree set, stamped on the build artifacts.
 */
export function getRoot(client: Transport, args: GetRootArgs<never>, options?: CallOptions): Promise<Files>;
/**
 * `GET /app/rest/builds/{buildLocator}/artifacts` (`get_root`).
 * From the file-tree set, stamped on the build artifacts.
 */
export function getRoot<const S extends object & ExactFields<S, FilesFields>>(
  client: Transport,
  args: GetRootArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Files, S>>;
export async function getRoot(client: Transport, args: GetRootArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getRootOp, withFields(getRootOp, args), options);
}

/** Inputs of {@link getChildren} (`builds.get_children`). */
export interface GetChildrenArgs<S extends FilesFields = FilesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `basePath` (seed: `base_path`). */
  basePath?: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Query `resolveParameters` (seed: `resolve_parameters`). */
  resolveParameters?: boolean;
  /** Query `logBuildUsage` (seed: `log_build_usage`). */
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
  result: 'json',
  locator: renderLocator,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/builds/{buildLocator}/artifacts/children{path}` (`get_children`).
 * From the file-tree set, stamped on the build artifacts.
 */
export function getChildren(client: Transport, args: GetChildrenArgs<never>, options?: CallOptions): Promise<Files>;
/**
 * `GET /app/rest/builds/{buildLocator}/artifacts/children{path}` (`get_children`).
 * From the file-tree set, stamped on the build artifacts.
 */
export function getChildren<const S extends object & ExactFields<S, FilesFields>>(
  client: Transport,
  args: GetChildrenArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Files, S>>;
export async function getChildren(client: Transport, args: GetChildrenArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getChildrenOp, withFields(getChildrenOp, args), options);
}

/** Inputs of {@link getChildrenAlias} (`builds.get_children_alias`). */
export interface GetChildrenAliasArgs<S extends FilesFields = FilesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `basePath` (seed: `base_path`). */
  basePath?: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Query `resolveParameters` (seed: `resolve_parameters`). */
  resolveParameters?: boolean;
  /** Query `logBuildUsage` (seed: `log_build_usage`). */
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
  result: 'json',
  locator: renderLocator,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/builds/{buildLocator}/artifacts/{path}` (`get_children_alias`).
 * From the file-tree set, stamped on the build artifacts.
 */
export function getChildrenAlias(
  client: Transport,
  args: GetChildrenAliasArgs<never>,
  options?: CallOptions,
): Promise<Files>;
/**
 * `GET /app/rest/builds/{buildLocator}/artifacts/{path}` (`get_children_alias`).
 * From the file-tree set, stamped on the build artifacts.
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

/** Inputs of {@link getContent} (`builds.get_content`). */
export interface GetContentArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `responseBuilder` (seed: `response_builder`). */
  responseBuilder?: string;
  /** Query `resolveParameters` (seed: `resolve_parameters`). */
  resolveParameters?: boolean;
  /** Query `logBuildUsage` (seed: `log_build_usage`). */
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
  result: 'binary',
  locator: renderLocator,
  file: fileResult,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/builds/{buildLocator}/artifacts/content{path}` (`get_content`).
 * From the file-tree set, stamped on the build artifacts.
 * The seeds give the result as `void`; see the spec note.
 * The seeds return void; TeamCity answers with the file's bytes, which the client hands back as a stream.
 */
export function getContent(client: Transport, args: GetContentArgs, options?: CallOptions): Promise<FileResponse> {
  return request(client, getContentOp, args, options) as Promise<FileResponse>;
}

/** Inputs of {@link getContentAlias} (`builds.get_content_alias`). */
export interface GetContentAliasArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `resolveParameters` (seed: `resolve_parameters`). */
  resolveParameters?: boolean;
  /** Query `logBuildUsage` (seed: `log_build_usage`). */
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
  result: 'binary',
  locator: renderLocator,
  file: fileResult,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/builds/{buildLocator}/artifacts/files{path}` (`get_content_alias`).
 * From the file-tree set, stamped on the build artifacts.
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

/** Inputs of {@link getMetadata} (`builds.get_metadata`). */
export interface GetMetadataArgs<S extends FileFields = FileFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Query `resolveParameters` (seed: `resolve_parameters`). */
  resolveParameters?: boolean;
  /** Query `logBuildUsage` (seed: `log_build_usage`). */
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
  result: 'json',
  locator: renderLocator,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/builds/{buildLocator}/artifacts/metadata{path}` (`get_metadata`).
 * From the file-tree set, stamped on the build artifacts.
 * The seeds give the result as `file`; see the spec note.
 * The seeds write the result as file; TeamCity answers with the File model (name, size, modificationTime, ...), not the content.
 */
export function getMetadata(client: Transport, args: GetMetadataArgs<never>, options?: CallOptions): Promise<File>;
/**
 * `GET /app/rest/builds/{buildLocator}/artifacts/metadata{path}` (`get_metadata`).
 * From the file-tree set, stamped on the build artifacts.
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

/** Inputs of {@link getZipped} (`builds.get_zipped`). */
export interface GetZippedArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `basePath` (seed: `base_path`). */
  basePath?: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `name`. */
  name?: string;
  /** Query `resolveParameters` (seed: `resolve_parameters`). */
  resolveParameters?: boolean;
  /** Query `logBuildUsage` (seed: `log_build_usage`). */
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
  result: 'binary',
  locator: renderLocator,
  file: fileResult,
  subPath: encodeSubPath,
};

/**
 * `GET /app/rest/builds/{buildLocator}/artifacts/archived{path}` (`get_zipped`).
 * From the file-tree set, stamped on the build artifacts.
 * The seeds give the result as `void`; see the spec note.
 * The seeds return void; TeamCity answers with a zip archive, which the client hands back as a stream.
 */
export function getZipped(client: Transport, args: GetZippedArgs, options?: CallOptions): Promise<FileResponse> {
  return request(client, getZippedOp, args, options) as Promise<FileResponse>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /**
   * `POST /app/rest/builds/{buildLocator}/tags` (`add_tags`).
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
   */
  readonly addTags: {
    (args: AddTagsArgs<never>, options?: CallOptions): Promise<Tags>;
    <const S extends object & ExactFields<S, TagsFields>>(
      args: AddTagsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Tags, S>>;
  };
  /**
   * `POST /app/rest/builds/{buildLocator}` (`cancel_build`).
   * Cancels the running build: the body's `comment` says why, and `readdIntoQueue: true` puts it back in the queue. A queued build is canceled through `buildQueue.cancelBuild`.
   *
   * Example body:
   * ```json
   * {
   *   "comment": "superseded by a newer commit",
   *   "readdIntoQueue": false
   * }
   * ```
   */
  readonly cancelBuild: {
    (args: CancelBuildArgs<never>, options?: CallOptions): Promise<Build>;
    <const S extends object & ExactFields<S, BuildFields>>(
      args: CancelBuildArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Build, S>>;
  };
  /** `GET /app/rest/builds/{buildLocator}/artifactDependencyChanges` (`get_artifact_dependency_changes`). */
  readonly getArtifactDependencyChanges: {
    (args: GetArtifactDependencyChangesArgs<never>, options?: CallOptions): Promise<BuildChanges>;
    <const S extends object & ExactFields<S, BuildChangesFields>>(
      args: GetArtifactDependencyChangesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildChanges, S>>;
  };
  /** `GET /app/rest/builds/{buildLocator}/canceledInfo` (`get_canceled_info`). */
  readonly getCanceledInfo: {
    (args: GetCanceledInfoArgs<never>, options?: CallOptions): Promise<Comment>;
    <const S extends object & ExactFields<S, CommentFields>>(
      args: GetCanceledInfoArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Comment, S>>;
  };
  /** `GET /app/rest/builds/{buildLocator}/attributes/{name}` (`get_parameter`). */
  readonly getParameter: {
    (args: GetParameterArgs<never>, options?: CallOptions): Promise<ModelProperty>;
    <const S extends object & ExactFields<S, ModelPropertyFields>>(
      args: GetParameterArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /** `GET /app/rest/builds/{buildLocator}/attributes` (`get_parameters`). */
  readonly getParameters: {
    (args: GetParametersArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: GetParametersArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /** `GET /app/rest/builds/{buildLocator}/problemOccurrences` (`get_problems`). */
  readonly getProblems: {
    (args: GetProblemsArgs<never>, options?: CallOptions): Promise<ProblemOccurrences>;
    <const S extends object & ExactFields<S, ProblemOccurrencesFields>>(
      args: GetProblemsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ProblemOccurrences, S>>;
  };
  /**
   * `GET /app/rest/builds/{buildLocator}/testOccurrences` (`get_tests`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getTests: {
    (args: GetTestsArgs<never>, options?: CallOptions): Promise<TestOccurrences>;
    <const S extends object & ExactFields<S, TestOccurrencesFields>>(
      args: GetTestsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<TestOccurrences, S>>;
  };
  /**
   * `PUT /app/rest/builds/{buildLocator}/tags` (`replace_tags`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
   */
  readonly replaceTags: {
    (args: ReplaceTagsArgs<never>, options?: CallOptions): Promise<Tags>;
    <const S extends object & ExactFields<S, TagsFields>>(
      args: ReplaceTagsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Tags, S>>;
  };
  /**
   * `GET /app/rest/builds` (`serve_all_builds`, alias `get_all_builds`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveAllBuilds: {
    (args?: ServeAllBuildsArgs<never>, options?: CallOptions): Promise<Builds>;
    <const S extends object & ExactFields<S, BuildsFields>>(
      args?: ServeAllBuildsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  /**
   * `GET /app/rest/builds` (`serve_all_builds`, alias `get_all_builds`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getAllBuilds: {
    (args?: ServeAllBuildsArgs<never>, options?: CallOptions): Promise<Builds>;
    <const S extends object & ExactFields<S, BuildsFields>>(
      args?: ServeAllBuildsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  /**
   * `GET /app/rest/builds/{buildLocator}` (`serve_build`, alias `get_build`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveBuild: {
    (args: ServeBuildArgs<never>, options?: CallOptions): Promise<Build>;
    <const S extends object & ExactFields<S, BuildFields>>(
      args: ServeBuildArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Build, S>>;
  };
  /**
   * `GET /app/rest/builds/{buildLocator}` (`serve_build`, alias `get_build`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getBuild: {
    (args: ServeBuildArgs<never>, options?: CallOptions): Promise<Build>;
    <const S extends object & ExactFields<S, BuildFields>>(
      args: ServeBuildArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Build, S>>;
  };
  /**
   * `GET /app/rest/builds/{buildLocator}/resulting-properties` (`serve_build_actual_parameters`, alias `get_build_actual_parameters`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveBuildActualParameters: {
    (args: ServeBuildActualParametersArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: ServeBuildActualParametersArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /**
   * `GET /app/rest/builds/{buildLocator}/resulting-properties` (`serve_build_actual_parameters`, alias `get_build_actual_parameters`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getBuildActualParameters: {
    (args: ServeBuildActualParametersArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: ServeBuildActualParametersArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /**
   * `GET /app/rest/builds/{buildLocator}/relatedIssues` (`serve_build_related_issues`, alias `get_build_related_issues`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveBuildRelatedIssues: {
    (args: ServeBuildRelatedIssuesArgs<never>, options?: CallOptions): Promise<IssuesUsages>;
    <const S extends object & ExactFields<S, IssuesUsagesFields>>(
      args: ServeBuildRelatedIssuesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<IssuesUsages, S>>;
  };
  /**
   * `GET /app/rest/builds/{buildLocator}/relatedIssues` (`serve_build_related_issues`, alias `get_build_related_issues`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getBuildRelatedIssues: {
    (args: ServeBuildRelatedIssuesArgs<never>, options?: CallOptions): Promise<IssuesUsages>;
    <const S extends object & ExactFields<S, IssuesUsagesFields>>(
      args: ServeBuildRelatedIssuesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<IssuesUsages, S>>;
  };
  /**
   * `GET /app/rest/builds/{buildLocator}/related-issues` (`serve_build_related_issues_old`, alias `get_build_related_issues_old`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveBuildRelatedIssuesOld: {
    (args: ServeBuildRelatedIssuesOldArgs<never>, options?: CallOptions): Promise<IssuesUsages>;
    <const S extends object & ExactFields<S, IssuesUsagesFields>>(
      args: ServeBuildRelatedIssuesOldArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<IssuesUsages, S>>;
  };
  /**
   * `GET /app/rest/builds/{buildLocator}/related-issues` (`serve_build_related_issues_old`, alias `get_build_related_issues_old`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getBuildRelatedIssuesOld: {
    (args: ServeBuildRelatedIssuesOldArgs<never>, options?: CallOptions): Promise<IssuesUsages>;
    <const S extends object & ExactFields<S, IssuesUsagesFields>>(
      args: ServeBuildRelatedIssuesOldArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<IssuesUsages, S>>;
  };
  /**
   * `GET /app/rest/builds/{buildLocator}/statistics` (`serve_build_statistic_values`, alias `get_build_statistic_values`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveBuildStatisticValues: {
    (args: ServeBuildStatisticValuesArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: ServeBuildStatisticValuesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /**
   * `GET /app/rest/builds/{buildLocator}/statistics` (`serve_build_statistic_values`, alias `get_build_statistic_values`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getBuildStatisticValues: {
    (args: ServeBuildStatisticValuesArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: ServeBuildStatisticValuesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /**
   * `GET /app/rest/builds/{buildLocator}/tags` (`serve_tags`, alias `get_tags`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveTags: {
    (args: ServeTagsArgs<never>, options?: CallOptions): Promise<Tags>;
    <const S extends object & ExactFields<S, TagsFields>>(
      args: ServeTagsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Tags, S>>;
  };
  /**
   * `GET /app/rest/builds/{buildLocator}/tags` (`serve_tags`, alias `get_tags`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getTags: {
    (args: ServeTagsArgs<never>, options?: CallOptions): Promise<Tags>;
    <const S extends object & ExactFields<S, TagsFields>>(
      args: ServeTagsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Tags, S>>;
  };
  /**
   * `POST /app/rest/builds/{buildLocator}/attributes` (`set_parameter`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```json
   * {
   *   "name": "deploy.target",
   *   "value": "staging"
   * }
   * ```
   */
  readonly setParameter: {
    (args: SetParameterArgs<never>, options?: CallOptions): Promise<ModelProperty>;
    <const S extends object & ExactFields<S, ModelPropertyFields>>(
      args: SetParameterArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /**
   * `PUT /app/rest/builds/{buildLocator}/attributes/{name}` (`set_parameter_0`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```json
   * {
   *   "name": "deploy.target",
   *   "value": "staging"
   * }
   * ```
   */
  readonly setParameter0: {
    (args: SetParameter0Args<never>, options?: CallOptions): Promise<ModelProperty>;
    <const S extends object & ExactFields<S, ModelPropertyFields>>(
      args: SetParameter0Args<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ModelProperty, S>>;
  };
  /**
   * `PUT /app/rest/builds/{buildLocator}/attributes` (`set_parameters`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
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
  readonly setParameters: {
    (args: SetParametersArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: SetParametersArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /**
   * `GET /app/rest/builds/multiple/{buildLocator}` (`get_multiple_builds`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getMultipleBuilds).
   */
  readonly getMultipleBuilds: {
    (args: GetMultipleBuildsArgs<never>, options?: CallOptions): Promise<Builds>;
    <const S extends object & ExactFields<S, BuildsFields>>(
      args: GetMultipleBuildsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  /**
   * `POST /app/rest/builds/multiple/{buildLocator}` (`cancel_multiple`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId cancelMultiple).
   *
   * Example body:
   * ```json
   * {
   *   "comment": "superseded by a newer commit",
   *   "readdIntoQueue": false
   * }
   * ```
   */
  readonly cancelMultiple: {
    (args: CancelMultipleArgs<never>, options?: CallOptions): Promise<MultipleOperationResult>;
    <const S extends object & ExactFields<S, MultipleOperationResultFields>>(
      args: CancelMultipleArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  /**
   * `DELETE /app/rest/builds/multiple/{buildLocator}` (`delete_multiple_builds`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId deleteMultipleBuilds).
   */
  readonly deleteMultipleBuilds: {
    (args: DeleteMultipleBuildsArgs<never>, options?: CallOptions): Promise<MultipleOperationResult>;
    <const S extends object & ExactFields<S, MultipleOperationResultFields>>(
      args: DeleteMultipleBuildsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  /**
   * `PUT /app/rest/builds/multiple/{buildLocator}/comment` (`set_multiple_build_comments`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId setMultipleBuildComments).
   *
   * Example body:
   * ```text
   * nightly run
   * ```
   */
  readonly setMultipleBuildComments: {
    (args: SetMultipleBuildCommentsArgs<never>, options?: CallOptions): Promise<MultipleOperationResult>;
    <const S extends object & ExactFields<S, MultipleOperationResultFields>>(
      args: SetMultipleBuildCommentsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  /**
   * `DELETE /app/rest/builds/multiple/{buildLocator}/comment` (`delete_multiple_build_comments`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId deleteMultipleBuildComments).
   */
  readonly deleteMultipleBuildComments: {
    (args: DeleteMultipleBuildCommentsArgs<never>, options?: CallOptions): Promise<MultipleOperationResult>;
    <const S extends object & ExactFields<S, MultipleOperationResultFields>>(
      args: DeleteMultipleBuildCommentsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  /**
   * `PUT /app/rest/builds/multiple/{buildLocator}/pinInfo` (`pin_multiple_builds`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId pinMultipleBuilds).
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
   */
  readonly pinMultipleBuilds: {
    (args: PinMultipleBuildsArgs<never>, options?: CallOptions): Promise<MultipleOperationResult>;
    <const S extends object & ExactFields<S, MultipleOperationResultFields>>(
      args: PinMultipleBuildsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  /**
   * `POST /app/rest/builds/multiple/{buildLocator}/tags` (`add_tags_to_multiple_builds`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId addTagsToMultipleBuilds).
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
   */
  readonly addTagsToMultipleBuilds: {
    (args: AddTagsToMultipleBuildsArgs<never>, options?: CallOptions): Promise<MultipleOperationResult>;
    <const S extends object & ExactFields<S, MultipleOperationResultFields>>(
      args: AddTagsToMultipleBuildsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  /**
   * `DELETE /app/rest/builds/multiple/{buildLocator}/tags` (`remove_multiple_build_tags`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId removeMultipleBuildTags).
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
   */
  readonly removeMultipleBuildTags: {
    (args: RemoveMultipleBuildTagsArgs<never>, options?: CallOptions): Promise<MultipleOperationResult>;
    <const S extends object & ExactFields<S, MultipleOperationResultFields>>(
      args: RemoveMultipleBuildTagsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<MultipleOperationResult, S>>;
  };
  /**
   * `GET /app/rest/builds/{buildLocator}/output-parameters` (`get_build_output_parameters_of_build`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getBuildOutputParametersOfBuild).
   */
  readonly getBuildOutputParametersOfBuild: {
    (args: GetBuildOutputParametersOfBuildArgs<never>, options?: CallOptions): Promise<Properties>;
    <const S extends object & ExactFields<S, PropertiesFields>>(
      args: GetBuildOutputParametersOfBuildArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Properties, S>>;
  };
  /**
   * `GET /app/rest/builds/{buildLocator}/pinInfo` (`get_build_pin_info`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getBuildPinInfo).
   */
  readonly getBuildPinInfo: {
    (args: GetBuildPinInfoArgs<never>, options?: CallOptions): Promise<PinInfo>;
    <const S extends object & ExactFields<S, PinInfoFields>>(
      args: GetBuildPinInfoArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<PinInfo, S>>;
  };
  /**
   * `PUT /app/rest/builds/{buildLocator}/pinInfo` (`set_build_pin_info`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId setBuildPinInfo).
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
   */
  readonly setBuildPinInfo: {
    (args: SetBuildPinInfoArgs<never>, options?: CallOptions): Promise<PinInfo>;
    <const S extends object & ExactFields<S, PinInfoFields>>(
      args: SetBuildPinInfoArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<PinInfo, S>>;
  };
  /**
   * `POST /app/rest/builds/{buildLocator}/problemOccurrences` (`add_problem_to_build`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId addProblemToBuild).
   *
   * Example body:
   * ```text
   * smoke test failed
   * ```
   */
  readonly addProblemToBuild: {
    (args: AddProblemToBuildArgs<never>, options?: CallOptions): Promise<ProblemOccurrence>;
    <const S extends object & ExactFields<S, ProblemOccurrenceFields>>(
      args: AddProblemToBuildArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ProblemOccurrence, S>>;
  };
  /**
   * `PUT /app/rest/builds/{buildLocator}/runningData` (`mark_build_as_running`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId markBuildAsRunning).
   *
   * Example body:
   * ```text
   * running
   * ```
   */
  readonly markBuildAsRunning: {
    (args: MarkBuildAsRunningArgs<never>, options?: CallOptions): Promise<Build>;
    <const S extends object & ExactFields<S, BuildFields>>(
      args: MarkBuildAsRunningArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Build, S>>;
  };
  /**
   * `GET /app/rest/builds/{buildLocator}/vcsLabels` (`get_build_vcs_labels`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getBuildVcsLabels).
   */
  readonly getBuildVcsLabels: {
    (args: GetBuildVcsLabelsArgs<never>, options?: CallOptions): Promise<VcsLabels>;
    <const S extends object & ExactFields<S, VcsLabelsFields>>(
      args: GetBuildVcsLabelsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsLabels, S>>;
  };
  /**
   * `POST /app/rest/builds/{buildLocator}/vcsLabels` (`add_build_vcs_label`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId addBuildVcsLabel).
   *
   * Example body:
   * ```text
   * v1.0.42
   * ```
   */
  readonly addBuildVcsLabel: {
    (args: AddBuildVcsLabelArgs<never>, options?: CallOptions): Promise<VcsLabels>;
    <const S extends object & ExactFields<S, VcsLabelsFields>>(
      args: AddBuildVcsLabelArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<VcsLabels, S>>;
  };
  /**
   * `GET /app/rest/builds/{buildLocator}/artifacts` (`get_root`).
   * From the file-tree set, stamped on the build artifacts.
   */
  readonly getRoot: {
    (args: GetRootArgs<never>, options?: CallOptions): Promise<Files>;
    <const S extends object & ExactFields<S, FilesFields>>(
      args: GetRootArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  /**
   * `GET /app/rest/builds/{buildLocator}/artifacts/children{path}` (`get_children`).
   * From the file-tree set, stamped on the build artifacts.
   */
  readonly getChildren: {
    (args: GetChildrenArgs<never>, options?: CallOptions): Promise<Files>;
    <const S extends object & ExactFields<S, FilesFields>>(
      args: GetChildrenArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  /**
   * `GET /app/rest/builds/{buildLocator}/artifacts/{path}` (`get_children_alias`).
   * From the file-tree set, stamped on the build artifacts.
   */
  readonly getChildrenAlias: {
    (args: GetChildrenAliasArgs<never>, options?: CallOptions): Promise<Files>;
    <const S extends object & ExactFields<S, FilesFields>>(
      args: GetChildrenAliasArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  /**
   * `GET /app/rest/builds/{buildLocator}/artifacts/metadata{path}` (`get_metadata`).
   * From the file-tree set, stamped on the build artifacts.
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

/** The builds operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  /**
   * `GET /app/rest/builds/{buildLocator}/example/buildCancelRequest` (`cancel_build_0`).
   * Cancels nothing: returns an example of the body `cancelBuild` takes.
   */
  readonly cancelBuild0: (args: CancelBuild0Args, options?: CallOptions) => Promise<BuildCancelRequest>;
  /** `DELETE /app/rest/builds/{buildLocator}/attributes` (`delete_all_parameters`). */
  readonly deleteAllParameters: (args: DeleteAllParametersArgs, options?: CallOptions) => Promise<void>;
  /** `DELETE /app/rest/builds/{buildLocator}` (`delete_build`). */
  readonly deleteBuild: (args: DeleteBuildArgs, options?: CallOptions) => Promise<void>;
  /** `DELETE /app/rest/builds` (`delete_builds`). */
  readonly deleteBuilds: (args?: DeleteBuildsArgs, options?: CallOptions) => Promise<void>;
  /** `DELETE /app/rest/builds/{buildLocator}/comment` (`delete_comment`). */
  readonly deleteComment: (args: DeleteCommentArgs, options?: CallOptions) => Promise<void>;
  /** `DELETE /app/rest/builds/{buildLocator}/attributes/{name}` (`delete_parameter`). */
  readonly deleteParameter: (args: DeleteParameterArgs, options?: CallOptions) => Promise<void>;
  /** `GET /app/rest/builds/{buildLocator}/artifactsDirectory` (`get_artifacts_directory`). */
  readonly getArtifactsDirectory: (args: GetArtifactsDirectoryArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/builds/{buildLocator}/number` (`get_build_number`). */
  readonly getBuildNumber: (args: GetBuildNumberArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/builds/{buildLocator}/statusText` (`get_build_status_text`). */
  readonly getBuildStatusText: (args: GetBuildStatusTextArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/builds/{buildLocator}/resulting-properties/{propertyName}` (`get_parameter_0`). */
  readonly getParameter0: (args: GetParameter0Args, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/builds/{buildLocator}/attributes/{name}/value` (`get_parameter_value_long`). */
  readonly getParameterValueLong: (args: GetParameterValueLongArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/builds/{buildLocator}/pin` (`get_pinned`). */
  readonly getPinned: (args: GetPinnedArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/builds/{buildLocator}/resolved/{value}` (`get_resolved_parameter`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getResolvedParameter: (args: GetResolvedParameterArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/builds/{buildLocator}/pin` (`pin_build`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```text
   * release 1.0
   * ```
   */
  readonly pinBuild: (args: PinBuildArgs, options?: CallOptions) => Promise<void>;
  /**
   * `DELETE /app/rest/builds/{buildLocator}/pin` (`unpin_build`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```text
   * released
   * ```
   */
  readonly unpinBuild: (args: UnpinBuildArgs, options?: CallOptions) => Promise<void>;
  /**
   * `PUT /app/rest/builds/{buildLocator}/comment` (`replace_comment`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```text
   * flaky agent, rerun
   * ```
   */
  readonly replaceComment: (args: ReplaceCommentArgs, options?: CallOptions) => Promise<void>;
  /**
   * `DELETE /app/rest/builds/{buildLocator}/caches/finishProperties` (`reset_build_finish_parameters`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly resetBuildFinishParameters: (args: ResetBuildFinishParametersArgs, options?: CallOptions) => Promise<void>;
  /**
   * `GET /app/rest/builds/aggregated/{buildLocator}/status` (`serve_aggregated_build_status`, alias `get_aggregated_build_status`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveAggregatedBuildStatus: (args: ServeAggregatedBuildStatusArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/builds/aggregated/{buildLocator}/status` (`serve_aggregated_build_status`, alias `get_aggregated_build_status`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getAggregatedBuildStatus: (args: ServeAggregatedBuildStatusArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/builds/aggregated/{buildLocator}/statusIcon{suffix}` (`serve_aggregated_build_status_icon`, alias `get_aggregated_build_status_icon`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveAggregatedBuildStatusIcon: (
    args: ServeAggregatedBuildStatusIconArgs,
    options?: CallOptions,
  ) => Promise<FileResponse>;
  /**
   * `GET /app/rest/builds/aggregated/{buildLocator}/statusIcon{suffix}` (`serve_aggregated_build_status_icon`, alias `get_aggregated_build_status_icon`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getAggregatedBuildStatusIcon: (
    args: ServeAggregatedBuildStatusIconArgs,
    options?: CallOptions,
  ) => Promise<FileResponse>;
  /**
   * `GET /app/rest/builds/{buildLocator}/{field}` (`serve_build_field_by_build_only`, alias `get_build_field_by_build_only`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveBuildFieldByBuildOnly: (args: ServeBuildFieldByBuildOnlyArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/builds/{buildLocator}/{field}` (`serve_build_field_by_build_only`, alias `get_build_field_by_build_only`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getBuildFieldByBuildOnly: (args: ServeBuildFieldByBuildOnlyArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/builds/{buildLocator}/statistics/{name}` (`serve_build_statistic_value`, alias `get_build_statistic_value`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveBuildStatisticValue: (args: ServeBuildStatisticValueArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/builds/{buildLocator}/statistics/{name}` (`serve_build_statistic_value`, alias `get_build_statistic_value`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getBuildStatisticValue: (args: ServeBuildStatisticValueArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/builds/{buildLocator}/statusIcon{suffix}` (`serve_build_status_icon`, alias `get_build_status_icon`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveBuildStatusIcon: (args: ServeBuildStatusIconArgs, options?: CallOptions) => Promise<FileResponse>;
  /**
   * `GET /app/rest/builds/{buildLocator}/statusIcon{suffix}` (`serve_build_status_icon`, alias `get_build_status_icon`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getBuildStatusIcon: (args: ServeBuildStatusIconArgs, options?: CallOptions) => Promise<FileResponse>;
  /**
   * `GET /app/rest/builds/{buildLocator}/sources/files/{fileName}` (`serve_source_file`, alias `get_source_file`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly serveSourceFile: (args: ServeSourceFileArgs, options?: CallOptions) => Promise<FileResponse>;
  /**
   * `GET /app/rest/builds/{buildLocator}/sources/files/{fileName}` (`serve_source_file`, alias `get_source_file`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   */
  readonly getSourceFile: (args: ServeSourceFileArgs, options?: CallOptions) => Promise<FileResponse>;
  /**
   * `PUT /app/rest/builds/{buildLocator}/number` (`set_build_number`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```text
   * 1.0.42
   * ```
   */
  readonly setBuildNumber: (args: SetBuildNumberArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/builds/{buildLocator}/statusText` (`set_build_status_text`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```text
   * Deployed to staging
   * ```
   */
  readonly setBuildStatusText: (args: SetBuildStatusTextArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/builds/{buildLocator}/attributes/{name}/value` (`set_parameter_value_long`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   *
   * Example body:
   * ```text
   * staging
   * ```
   */
  readonly setParameterValueLong: (args: SetParameterValueLongArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/builds/{buildLocator}/finish` (`set_finished_time`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId setFinishedTime).
   */
  readonly setFinishedTime: (args: SetFinishedTimeArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/builds/{buildLocator}/finishDate` (`get_build_finish_date`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getBuildFinishDate).
   */
  readonly getBuildFinishDate: (args: GetBuildFinishDateArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/builds/{buildLocator}/finishDate` (`set_build_finish_date`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId setBuildFinishDate).
   *
   * Example body:
   * ```text
   * 20260101T120000+0000
   * ```
   */
  readonly setBuildFinishDate: (args: SetBuildFinishDateArgs, options?: CallOptions) => Promise<string>;
  /**
   * `POST /app/rest/builds/{buildLocator}/log` (`add_log_message_to_build`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId addLogMessageToBuild).
   *
   * Example body:
   * ```text
   * ##teamcity[message text='deployed' status='NORMAL']
   * ```
   */
  readonly addLogMessageToBuild: (args: AddLogMessageToBuildArgs, options?: CallOptions) => Promise<void>;
  /**
   * `GET /app/rest/builds/{buildLocator}/output-parameters/{propertyName}` (`get_build_output_parameters`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getBuildOutputParameters).
   */
  readonly getBuildOutputParameters: (args: GetBuildOutputParametersArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/builds/{buildLocator}/status` (`get_build_status`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getBuildStatus).
   */
  readonly getBuildStatus: (args: GetBuildStatusArgs, options?: CallOptions) => Promise<string>;
  /**
   * `POST /app/rest/builds/{buildLocator}/status` (`set_build_status`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId setBuildStatus).
   *
   * Example body:
   * ```json
   * {
   *   "status": "FAILURE",
   *   "comment": "marked failed after review"
   * }
   * ```
   */
  readonly setBuildStatus: (args: SetBuildStatusArgs, options?: CallOptions) => Promise<void>;
  /**
   * `GET /app/rest/builds/{buildLocator}/artifacts/content{path}` (`get_content`).
   * From the file-tree set, stamped on the build artifacts.
   * The seeds give the result as `void`; see the spec note.
   * The seeds return void; TeamCity answers with the file's bytes, which the client hands back as a stream.
   */
  readonly getContent: (args: GetContentArgs, options?: CallOptions) => Promise<FileResponse>;
  /**
   * `GET /app/rest/builds/{buildLocator}/artifacts/files{path}` (`get_content_alias`).
   * From the file-tree set, stamped on the build artifacts.
   * The seeds give the result as `void`; see the spec note.
   * The seeds return void; TeamCity answers with the file's bytes, which the client hands back as a stream.
   */
  readonly getContentAlias: (args: GetContentAliasArgs, options?: CallOptions) => Promise<FileResponse>;
  /**
   * `GET /app/rest/builds/{buildLocator}/artifacts/archived{path}` (`get_zipped`).
   * From the file-tree set, stamped on the build artifacts.
   * The seeds give the result as `void`; see the spec note.
   * The seeds return void; TeamCity answers with a zip archive, which the client hands back as a stream.
   */
  readonly getZipped: (args: GetZippedArgs, options?: CallOptions) => Promise<FileResponse>;
}
