// Generated from spec/areas/buildQueue.yaml by the teamcity-sdk generator. Do not edit.
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
import type { Agents, ApprovalInfo, Build, BuildCancelRequest, Builds, Tags } from '../models.js';
import type { BuildLocator, BuildQueueLocator, TagLocator } from '../locators.js';
import type { AgentsFields, ApprovalInfoFields, BuildFields, BuildsFields, TagsFields } from '../fields.js';

/** Inputs of {@link getBuilds} (`buildQueue.get_builds`). */
export interface GetBuildsArgs<S extends BuildsFields = BuildsFields, T = string> {
  /** Query `locator`. A BuildQueue locator: its text, or a typed `BuildQueueLocator` (rendered with TeamCity's escaping). */
  locator?: string | BuildQueueLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getBuildsOp: Operation = {
  id: 'buildQueue.get_builds',
  method: 'GET',
  path: '/app/rest/buildQueue',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/buildQueue` (`get_builds`). */
export function getBuilds(client: Transport, args?: GetBuildsArgs<never>, options?: CallOptions): Promise<Builds>;
/** `GET /app/rest/buildQueue` (`get_builds`). */
export function getBuilds<const S extends object & ExactFields<S, BuildsFields>>(
  client: Transport,
  args?: GetBuildsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Builds, S>>;
export async function getBuilds(client: Transport, args: GetBuildsArgs = {}, options?: CallOptions): Promise<unknown> {
  return request(client, getBuildsOp, withFields(getBuildsOp, args), options);
}

/** Inputs of {@link queueNewBuild} (`buildQueue.queue_new_build`). */
export interface QueueNewBuildArgs {
  /** Query `moveToTop` (seed: `move_to_top`). */
  moveToTop?: boolean;
  /** Request body, sent as `application/json`. */
  body?: Build;
}

export const queueNewBuildOp: Operation = {
  id: 'buildQueue.queue_new_build',
  method: 'POST',
  path: '/app/rest/buildQueue',
  query: [['moveToTop', 'moveToTop']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `POST /app/rest/buildQueue` (`queue_new_build`).
 *
 * Example body:
 * ```json
 * {
 *   "buildType": {
 *     "id": "App_Build"
 *   },
 *   "branchName": "feature/login",
 *   "comment": {
 *     "text": "from CI"
 *   },
 *   "properties": {
 *     "property": [
 *       {
 *         "name": "env.NODE_ENV",
 *         "value": "test"
 *       },
 *       {
 *         "name": "system.verbose",
 *         "value": "true"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function queueNewBuild(client: Transport, args: QueueNewBuildArgs = {}, options?: CallOptions): Promise<Build> {
  return request(client, queueNewBuildOp, args, options) as Promise<Build>;
}

/** Inputs of {@link replaceBuilds} (`buildQueue.replace_builds`). */
export interface ReplaceBuildsArgs<S extends BuildsFields = BuildsFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Builds;
}

export const replaceBuildsOp: Operation = {
  id: 'buildQueue.replace_builds',
  method: 'PUT',
  path: '/app/rest/buildQueue',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildQueue` (`replace_builds`).
 *
 * Example body:
 * ```json
 * {
 *   "build": [
 *     {
 *       "id": 1042
 *     },
 *     {
 *       "id": 1041
 *     }
 *   ]
 * }
 * ```
 */
export function replaceBuilds(
  client: Transport,
  args?: ReplaceBuildsArgs<never>,
  options?: CallOptions,
): Promise<Builds>;
/**
 * `PUT /app/rest/buildQueue` (`replace_builds`).
 *
 * Example body:
 * ```json
 * {
 *   "build": [
 *     {
 *       "id": 1042
 *     },
 *     {
 *       "id": 1041
 *     }
 *   ]
 * }
 * ```
 */
export function replaceBuilds<const S extends object & ExactFields<S, BuildsFields>>(
  client: Transport,
  args?: ReplaceBuildsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Builds, S>>;
export async function replaceBuilds(
  client: Transport,
  args: ReplaceBuildsArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, replaceBuildsOp, withFields(replaceBuildsOp, args), options);
}

/** Inputs of {@link deleteBuildsExperimental} (`buildQueue.delete_builds_experimental`). */
export interface DeleteBuildsExperimentalArgs {
  /** Query `locator`. A BuildQueue locator: its text, or a typed `BuildQueueLocator` (rendered with TeamCity's escaping). */
  locator?: string | BuildQueueLocator;
  /** Query `fields`. */
  fields?: string;
}

export const deleteBuildsExperimentalOp: Operation = {
  id: 'buildQueue.delete_builds_experimental',
  method: 'DELETE',
  path: '/app/rest/buildQueue',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/buildQueue` (`delete_builds_experimental`). */
export function deleteBuildsExperimental(
  client: Transport,
  args: DeleteBuildsExperimentalArgs = {},
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteBuildsExperimentalOp, args, options) as Promise<void>;
}

/** Inputs of {@link getBuild} (`buildQueue.get_build`). */
export interface GetBuildArgs<S extends BuildFields = BuildFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildQueue locator: its text, or a typed `BuildQueueLocator` (rendered with TeamCity's escaping). */
  queuedBuildLocator: string | BuildQueueLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getBuildOp: Operation = {
  id: 'buildQueue.get_build',
  method: 'GET',
  path: '/app/rest/buildQueue/{queuedBuildLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/buildQueue/{queuedBuildLocator}` (`get_build`). */
export function getBuild(client: Transport, args: GetBuildArgs<never>, options?: CallOptions): Promise<Build>;
/** `GET /app/rest/buildQueue/{queuedBuildLocator}` (`get_build`). */
export function getBuild<const S extends object & ExactFields<S, BuildFields>>(
  client: Transport,
  args: GetBuildArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Build, S>>;
export async function getBuild(client: Transport, args: GetBuildArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getBuildOp, withFields(getBuildOp, args), options);
}

/** Inputs of {@link cancelBuild} (`buildQueue.cancel_build`). */
export interface CancelBuildArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildQueue locator: its text, or a typed `BuildQueueLocator` (rendered with TeamCity's escaping). */
  queuedBuildLocator: string | BuildQueueLocator;
  /** Request body, sent as `application/json`. */
  body?: BuildCancelRequest;
}

export const cancelBuildOp: Operation = {
  id: 'buildQueue.cancel_build',
  method: 'POST',
  path: '/app/rest/buildQueue/{queuedBuildLocator}',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/buildQueue/{queuedBuildLocator}` (`cancel_build`).
 * Cancels the queued build (it leaves the queue, kept as a canceled build): the body's `comment` says why. The seeds name this POST `cancel_build_0` and the GET of an example request `cancel_build`, the other way round from builds; renamed so that `cancelBuild` cancels in both areas.
 *
 * Example body:
 * ```json
 * {
 *   "comment": "superseded by a newer commit",
 *   "readdIntoQueue": false
 * }
 * ```
 */
export function cancelBuild(client: Transport, args: CancelBuildArgs, options?: CallOptions): Promise<Build> {
  return request(client, cancelBuildOp, args, options) as Promise<Build>;
}

/** Inputs of {@link deleteBuild} (`buildQueue.delete_build`). */
export interface DeleteBuildArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildQueue locator: its text, or a typed `BuildQueueLocator` (rendered with TeamCity's escaping). */
  queuedBuildLocator: string | BuildQueueLocator;
}

export const deleteBuildOp: Operation = {
  id: 'buildQueue.delete_build',
  method: 'DELETE',
  path: '/app/rest/buildQueue/{queuedBuildLocator}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/buildQueue/{queuedBuildLocator}` (`delete_build`). */
export function deleteBuild(client: Transport, args: DeleteBuildArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteBuildOp, args, options) as Promise<void>;
}

/** Inputs of {@link cancelBuild0} (`buildQueue.cancel_build_0`). */
export interface CancelBuild0Args {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
}

export const cancelBuild0Op: Operation = {
  id: 'buildQueue.cancel_build_0',
  method: 'GET',
  path: '/app/rest/buildQueue/{buildLocator}/example/buildCancelRequest',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildQueue/{buildLocator}/example/buildCancelRequest` (`cancel_build_0`).
 * Cancels nothing: returns an example of the body `cancelBuild` takes. The seeds name it `cancel_build`; renamed (see `cancel_build`).
 */
export function cancelBuild0(
  client: Transport,
  args: CancelBuild0Args,
  options?: CallOptions,
): Promise<BuildCancelRequest> {
  return request(client, cancelBuild0Op, args, options) as Promise<BuildCancelRequest>;
}

/** Inputs of {@link addTags} (`buildQueue.add_tags`). */
export interface AddTagsArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Request body, sent as `application/json`. */
  body?: Tags;
}

export const addTagsOp: Operation = {
  id: 'buildQueue.add_tags',
  method: 'POST',
  path: '/app/rest/buildQueue/{buildLocator}/tags',
  body: 'application/json',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/buildQueue/{buildLocator}/tags` (`add_tags`).
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
export function addTags(client: Transport, args: AddTagsArgs, options?: CallOptions): Promise<void> {
  return request(client, addTagsOp, args, options) as Promise<void>;
}

/** Inputs of {@link serveTags} (`buildQueue.serve_tags`). */
export interface ServeTagsArgs<S extends TagsFields = TagsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildQueue locator: its text, or a typed `BuildQueueLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildQueueLocator;
  /** Query `locator`. A Tag locator: its text, or a typed `TagLocator` (rendered with TeamCity's escaping). */
  locator?: string | TagLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveTagsOp: Operation = {
  id: 'buildQueue.serve_tags',
  method: 'GET',
  path: '/app/rest/buildQueue/{buildLocator}/tags',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/buildQueue/{buildLocator}/tags` (`serve_tags`, alias `get_tags`). */
export function serveTags(client: Transport, args: ServeTagsArgs<never>, options?: CallOptions): Promise<Tags>;
/** `GET /app/rest/buildQueue/{buildLocator}/tags` (`serve_tags`, alias `get_tags`). */
export function serveTags<const S extends object & ExactFields<S, TagsFields>>(
  client: Transport,
  args: ServeTagsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Tags, S>>;
export async function serveTags(client: Transport, args: ServeTagsArgs, options?: CallOptions): Promise<unknown> {
  return request(client, serveTagsOp, withFields(serveTagsOp, args), options);
}

export { serveTags as getTags };

/** Inputs of {@link replaceTags} (`buildQueue.replace_tags`). */
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
  id: 'buildQueue.replace_tags',
  method: 'PUT',
  path: '/app/rest/buildQueue/{buildLocator}/tags',
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
 * `PUT /app/rest/buildQueue/{buildLocator}/tags` (`replace_tags`).
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
 * `PUT /app/rest/buildQueue/{buildLocator}/tags` (`replace_tags`).
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

/** Inputs of {@link serveBuildFieldByBuildOnly} (`buildQueue.serve_build_field_by_build_only`). */
export interface ServeBuildFieldByBuildOnlyArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

export const serveBuildFieldByBuildOnlyOp: Operation = {
  id: 'buildQueue.serve_build_field_by_build_only',
  method: 'GET',
  path: '/app/rest/buildQueue/{buildLocator}/{field}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/buildQueue/{buildLocator}/{field}` (`serve_build_field_by_build_only`, alias `get_build_field_by_build_only`). */
export function serveBuildFieldByBuildOnly(
  client: Transport,
  args: ServeBuildFieldByBuildOnlyArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveBuildFieldByBuildOnlyOp, args, options) as Promise<string>;
}

export { serveBuildFieldByBuildOnly as getBuildFieldByBuildOnly };

/** Inputs of {@link serveCompatibleAgents} (`buildQueue.serve_compatible_agents`). */
export interface ServeCompatibleAgentsArgs<S extends AgentsFields = AgentsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildQueue locator: its text, or a typed `BuildQueueLocator` (rendered with TeamCity's escaping). */
  queuedBuildLocator: string | BuildQueueLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveCompatibleAgentsOp: Operation = {
  id: 'buildQueue.serve_compatible_agents',
  method: 'GET',
  path: '/app/rest/buildQueue/{queuedBuildLocator}/compatibleAgents',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/buildQueue/{queuedBuildLocator}/compatibleAgents` (`serve_compatible_agents`, alias `get_compatible_agents`). */
export function serveCompatibleAgents(
  client: Transport,
  args: ServeCompatibleAgentsArgs<never>,
  options?: CallOptions,
): Promise<Agents>;
/** `GET /app/rest/buildQueue/{queuedBuildLocator}/compatibleAgents` (`serve_compatible_agents`, alias `get_compatible_agents`). */
export function serveCompatibleAgents<const S extends object & ExactFields<S, AgentsFields>>(
  client: Transport,
  args: ServeCompatibleAgentsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Agents, S>>;
export async function serveCompatibleAgents(
  client: Transport,
  args: ServeCompatibleAgentsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveCompatibleAgentsOp, withFields(serveCompatibleAgentsOp, args), options);
}

export { serveCompatibleAgents as getCompatibleAgents };

/** Inputs of {@link setBuildQueueOrder} (`buildQueue.set_build_queue_order`). */
export interface SetBuildQueueOrderArgs<S extends BuildsFields = BuildsFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Builds;
}

export const setBuildQueueOrderOp: Operation = {
  id: 'buildQueue.set_build_queue_order',
  method: 'PUT',
  path: '/app/rest/buildQueue/order',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildQueue/order` (`set_build_queue_order`).
 *
 * Example body:
 * ```json
 * {
 *   "build": [
 *     {
 *       "id": 1042
 *     },
 *     {
 *       "id": 1041
 *     }
 *   ]
 * }
 * ```
 */
export function setBuildQueueOrder(
  client: Transport,
  args?: SetBuildQueueOrderArgs<never>,
  options?: CallOptions,
): Promise<Builds>;
/**
 * `PUT /app/rest/buildQueue/order` (`set_build_queue_order`).
 *
 * Example body:
 * ```json
 * {
 *   "build": [
 *     {
 *       "id": 1042
 *     },
 *     {
 *       "id": 1041
 *     }
 *   ]
 * }
 * ```
 */
export function setBuildQueueOrder<const S extends object & ExactFields<S, BuildsFields>>(
  client: Transport,
  args?: SetBuildQueueOrderArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Builds, S>>;
export async function setBuildQueueOrder(
  client: Transport,
  args: SetBuildQueueOrderArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setBuildQueueOrderOp, withFields(setBuildQueueOrderOp, args), options);
}

/** Inputs of {@link setBuildQueuePosition} (`buildQueue.set_build_queue_position`). */
export interface SetBuildQueuePositionArgs<S extends BuildFields = BuildFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  queuePosition: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const setBuildQueuePositionOp: Operation = {
  id: 'buildQueue.set_build_queue_position',
  method: 'GET',
  path: '/app/rest/buildQueue/order/{queuePosition}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/buildQueue/order/{queuePosition}` (`set_build_queue_position`). */
export function setBuildQueuePosition(
  client: Transport,
  args: SetBuildQueuePositionArgs<never>,
  options?: CallOptions,
): Promise<Build>;
/** `GET /app/rest/buildQueue/order/{queuePosition}` (`set_build_queue_position`). */
export function setBuildQueuePosition<const S extends object & ExactFields<S, BuildFields>>(
  client: Transport,
  args: SetBuildQueuePositionArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Build, S>>;
export async function setBuildQueuePosition(
  client: Transport,
  args: SetBuildQueuePositionArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setBuildQueuePositionOp, withFields(setBuildQueuePositionOp, args), options);
}

/** Inputs of {@link setBuildQueuePosition0} (`buildQueue.set_build_queue_position_0`). */
export interface SetBuildQueuePosition0Args<S extends BuildFields = BuildFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  queuePosition: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Build;
}

export const setBuildQueuePosition0Op: Operation = {
  id: 'buildQueue.set_build_queue_position_0',
  method: 'PUT',
  path: '/app/rest/buildQueue/order/{queuePosition}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/buildQueue/order/{queuePosition}` (`set_build_queue_position_0`).
 *
 * Example body:
 * ```json
 * {
 *   "id": 1042
 * }
 * ```
 */
export function setBuildQueuePosition0(
  client: Transport,
  args: SetBuildQueuePosition0Args<never>,
  options?: CallOptions,
): Promise<Build>;
/**
 * `PUT /app/rest/buildQueue/order/{queuePosition}` (`set_build_queue_position_0`).
 *
 * Example body:
 * ```json
 * {
 *   "id": 1042
 * }
 * ```
 */
export function setBuildQueuePosition0<const S extends object & ExactFields<S, BuildFields>>(
  client: Transport,
  args: SetBuildQueuePosition0Args<S, never>,
  options?: CallOptions,
): Promise<Selected<Build, S>>;
export async function setBuildQueuePosition0(
  client: Transport,
  args: SetBuildQueuePosition0Args,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setBuildQueuePosition0Op, withFields(setBuildQueuePosition0Op, args), options);
}

/** Inputs of {@link getApprovalInfo} (`buildQueue.get_approval_info`). */
export interface GetApprovalInfoArgs<S extends ApprovalInfoFields = ApprovalInfoFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getApprovalInfoOp: Operation = {
  id: 'buildQueue.get_approval_info',
  method: 'GET',
  path: '/app/rest/buildQueue/{buildLocator}/approvalInfo',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/buildQueue/{buildLocator}/approvalInfo` (`get_approval_info`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getApprovalInfo).
 */
export function getApprovalInfo(
  client: Transport,
  args: GetApprovalInfoArgs<never>,
  options?: CallOptions,
): Promise<ApprovalInfo>;
/**
 * `GET /app/rest/buildQueue/{buildLocator}/approvalInfo` (`get_approval_info`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getApprovalInfo).
 */
export function getApprovalInfo<const S extends object & ExactFields<S, ApprovalInfoFields>>(
  client: Transport,
  args: GetApprovalInfoArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ApprovalInfo, S>>;
export async function getApprovalInfo(
  client: Transport,
  args: GetApprovalInfoArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getApprovalInfoOp, withFields(getApprovalInfoOp, args), options);
}

/** Inputs of {@link approveQueuedBuild} (`buildQueue.approve_queued_build`). */
export interface ApproveQueuedBuildArgs<S extends ApprovalInfoFields = ApprovalInfoFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Query `approveAll` (seed: `approve_all`). */
  approveAll?: boolean;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const approveQueuedBuildOp: Operation = {
  id: 'buildQueue.approve_queued_build',
  method: 'POST',
  path: '/app/rest/buildQueue/{buildLocator}/approve',
  query: [
    ['fields', 'fields'],
    ['approveAll', 'approveAll'],
  ],
  body: 'text/plain',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/buildQueue/{buildLocator}/approve` (`approve_queued_build`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId approveQueuedBuild).
 *
 * Example body:
 * ```text
 * approve
 * ```
 */
export function approveQueuedBuild(
  client: Transport,
  args: ApproveQueuedBuildArgs<never>,
  options?: CallOptions,
): Promise<ApprovalInfo>;
/**
 * `POST /app/rest/buildQueue/{buildLocator}/approve` (`approve_queued_build`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId approveQueuedBuild).
 *
 * Example body:
 * ```text
 * approve
 * ```
 */
export function approveQueuedBuild<const S extends object & ExactFields<S, ApprovalInfoFields>>(
  client: Transport,
  args: ApproveQueuedBuildArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<ApprovalInfo, S>>;
export async function approveQueuedBuild(
  client: Transport,
  args: ApproveQueuedBuildArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, approveQueuedBuildOp, withFields(approveQueuedBuildOp, args), options);
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /** `GET /app/rest/buildQueue` (`get_builds`). */
  readonly getBuilds: {
    (args?: GetBuildsArgs<never>, options?: CallOptions): Promise<Builds>;
    <const S extends object & ExactFields<S, BuildsFields>>(
      args?: GetBuildsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  /**
   * `PUT /app/rest/buildQueue` (`replace_builds`).
   *
   * Example body:
   * ```json
   * {
   *   "build": [
   *     {
   *       "id": 1042
   *     },
   *     {
   *       "id": 1041
   *     }
   *   ]
   * }
   * ```
   */
  readonly replaceBuilds: {
    (args?: ReplaceBuildsArgs<never>, options?: CallOptions): Promise<Builds>;
    <const S extends object & ExactFields<S, BuildsFields>>(
      args?: ReplaceBuildsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  /** `GET /app/rest/buildQueue/{queuedBuildLocator}` (`get_build`). */
  readonly getBuild: {
    (args: GetBuildArgs<never>, options?: CallOptions): Promise<Build>;
    <const S extends object & ExactFields<S, BuildFields>>(
      args: GetBuildArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Build, S>>;
  };
  /** `GET /app/rest/buildQueue/{buildLocator}/tags` (`serve_tags`, alias `get_tags`). */
  readonly serveTags: {
    (args: ServeTagsArgs<never>, options?: CallOptions): Promise<Tags>;
    <const S extends object & ExactFields<S, TagsFields>>(
      args: ServeTagsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Tags, S>>;
  };
  /** `GET /app/rest/buildQueue/{buildLocator}/tags` (`serve_tags`, alias `get_tags`). */
  readonly getTags: {
    (args: ServeTagsArgs<never>, options?: CallOptions): Promise<Tags>;
    <const S extends object & ExactFields<S, TagsFields>>(
      args: ServeTagsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Tags, S>>;
  };
  /**
   * `PUT /app/rest/buildQueue/{buildLocator}/tags` (`replace_tags`).
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
  /** `GET /app/rest/buildQueue/{queuedBuildLocator}/compatibleAgents` (`serve_compatible_agents`, alias `get_compatible_agents`). */
  readonly serveCompatibleAgents: {
    (args: ServeCompatibleAgentsArgs<never>, options?: CallOptions): Promise<Agents>;
    <const S extends object & ExactFields<S, AgentsFields>>(
      args: ServeCompatibleAgentsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Agents, S>>;
  };
  /** `GET /app/rest/buildQueue/{queuedBuildLocator}/compatibleAgents` (`serve_compatible_agents`, alias `get_compatible_agents`). */
  readonly getCompatibleAgents: {
    (args: ServeCompatibleAgentsArgs<never>, options?: CallOptions): Promise<Agents>;
    <const S extends object & ExactFields<S, AgentsFields>>(
      args: ServeCompatibleAgentsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Agents, S>>;
  };
  /**
   * `PUT /app/rest/buildQueue/order` (`set_build_queue_order`).
   *
   * Example body:
   * ```json
   * {
   *   "build": [
   *     {
   *       "id": 1042
   *     },
   *     {
   *       "id": 1041
   *     }
   *   ]
   * }
   * ```
   */
  readonly setBuildQueueOrder: {
    (args?: SetBuildQueueOrderArgs<never>, options?: CallOptions): Promise<Builds>;
    <const S extends object & ExactFields<S, BuildsFields>>(
      args?: SetBuildQueueOrderArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  /** `GET /app/rest/buildQueue/order/{queuePosition}` (`set_build_queue_position`). */
  readonly setBuildQueuePosition: {
    (args: SetBuildQueuePositionArgs<never>, options?: CallOptions): Promise<Build>;
    <const S extends object & ExactFields<S, BuildFields>>(
      args: SetBuildQueuePositionArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Build, S>>;
  };
  /**
   * `PUT /app/rest/buildQueue/order/{queuePosition}` (`set_build_queue_position_0`).
   *
   * Example body:
   * ```json
   * {
   *   "id": 1042
   * }
   * ```
   */
  readonly setBuildQueuePosition0: {
    (args: SetBuildQueuePosition0Args<never>, options?: CallOptions): Promise<Build>;
    <const S extends object & ExactFields<S, BuildFields>>(
      args: SetBuildQueuePosition0Args<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Build, S>>;
  };
  /**
   * `GET /app/rest/buildQueue/{buildLocator}/approvalInfo` (`get_approval_info`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getApprovalInfo).
   */
  readonly getApprovalInfo: {
    (args: GetApprovalInfoArgs<never>, options?: CallOptions): Promise<ApprovalInfo>;
    <const S extends object & ExactFields<S, ApprovalInfoFields>>(
      args: GetApprovalInfoArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ApprovalInfo, S>>;
  };
  /**
   * `POST /app/rest/buildQueue/{buildLocator}/approve` (`approve_queued_build`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId approveQueuedBuild).
   *
   * Example body:
   * ```text
   * approve
   * ```
   */
  readonly approveQueuedBuild: {
    (args: ApproveQueuedBuildArgs<never>, options?: CallOptions): Promise<ApprovalInfo>;
    <const S extends object & ExactFields<S, ApprovalInfoFields>>(
      args: ApproveQueuedBuildArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<ApprovalInfo, S>>;
  };
}

/** The buildQueue operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  /**
   * `POST /app/rest/buildQueue` (`queue_new_build`).
   *
   * Example body:
   * ```json
   * {
   *   "buildType": {
   *     "id": "App_Build"
   *   },
   *   "branchName": "feature/login",
   *   "comment": {
   *     "text": "from CI"
   *   },
   *   "properties": {
   *     "property": [
   *       {
   *         "name": "env.NODE_ENV",
   *         "value": "test"
   *       },
   *       {
   *         "name": "system.verbose",
   *         "value": "true"
   *       }
   *     ]
   *   }
   * }
   * ```
   */
  readonly queueNewBuild: (args?: QueueNewBuildArgs, options?: CallOptions) => Promise<Build>;
  /** `DELETE /app/rest/buildQueue` (`delete_builds_experimental`). */
  readonly deleteBuildsExperimental: (args?: DeleteBuildsExperimentalArgs, options?: CallOptions) => Promise<void>;
  /**
   * `POST /app/rest/buildQueue/{queuedBuildLocator}` (`cancel_build`).
   * Cancels the queued build (it leaves the queue, kept as a canceled build): the body's `comment` says why. The seeds name this POST `cancel_build_0` and the GET of an example request `cancel_build`, the other way round from builds; renamed so that `cancelBuild` cancels in both areas.
   *
   * Example body:
   * ```json
   * {
   *   "comment": "superseded by a newer commit",
   *   "readdIntoQueue": false
   * }
   * ```
   */
  readonly cancelBuild: (args: CancelBuildArgs, options?: CallOptions) => Promise<Build>;
  /** `DELETE /app/rest/buildQueue/{queuedBuildLocator}` (`delete_build`). */
  readonly deleteBuild: (args: DeleteBuildArgs, options?: CallOptions) => Promise<void>;
  /**
   * `GET /app/rest/buildQueue/{buildLocator}/example/buildCancelRequest` (`cancel_build_0`).
   * Cancels nothing: returns an example of the body `cancelBuild` takes. The seeds name it `cancel_build`; renamed (see `cancel_build`).
   */
  readonly cancelBuild0: (args: CancelBuild0Args, options?: CallOptions) => Promise<BuildCancelRequest>;
  /**
   * `POST /app/rest/buildQueue/{buildLocator}/tags` (`add_tags`).
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
  readonly addTags: (args: AddTagsArgs, options?: CallOptions) => Promise<void>;
  /** `GET /app/rest/buildQueue/{buildLocator}/{field}` (`serve_build_field_by_build_only`, alias `get_build_field_by_build_only`). */
  readonly serveBuildFieldByBuildOnly: (args: ServeBuildFieldByBuildOnlyArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/buildQueue/{buildLocator}/{field}` (`serve_build_field_by_build_only`, alias `get_build_field_by_build_only`). */
  readonly getBuildFieldByBuildOnly: (args: ServeBuildFieldByBuildOnlyArgs, options?: CallOptions) => Promise<string>;
}
