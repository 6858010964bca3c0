// Generated from spec/areas/buildQueue.yaml by the teamcity-sdk generator. Do not edit.
import { type CallOptions, type Operation, request, type Transport } from '../runtime/index.js';
import type { Agents, Build, BuildCancelRequest, Builds, Tags } from '../models.js';
import type { BuildLocator, BuildQueueLocator, TagLocator } from '../locators.js';

/** Inputs of {@link getBuilds} (`buildQueue.get_builds`). */
export interface GetBuildsArgs {
  /** Query `locator`. A BuildQueue locator: its text, or a typed `BuildQueueLocator` (rendered with TeamCity's escaping). */
  locator?: string | BuildQueueLocator;
  /** Query `fields`. */
  fields?: string;
}

const getBuildsOp: Operation = {
  id: 'buildQueue.get_builds',
  method: 'GET',
  path: '/app/rest/buildQueue',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/buildQueue` (`get_builds`). */
export function getBuilds(client: Transport, args: GetBuildsArgs = {}, options?: CallOptions): Promise<Builds> {
  return request(client, getBuildsOp, args, options) as Promise<Builds>;
}

/** Inputs of {@link queueNewBuild} (`buildQueue.queue_new_build`). */
export interface QueueNewBuildArgs {
  /** Query `moveToTop` (seed: `move_to_top`). */
  moveToTop?: boolean;
  /** Request body, sent as `application/json`. */
  body?: Build;
}

const queueNewBuildOp: Operation = {
  id: 'buildQueue.queue_new_build',
  method: 'POST',
  path: '/app/rest/buildQueue',
  query: [['moveToTop', 'moveToTop']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
};

/** `POST /app/rest/buildQueue` (`queue_new_build`). */
export function queueNewBuild(client: Transport, args: QueueNewBuildArgs = {}, options?: CallOptions): Promise<Build> {
  return request(client, queueNewBuildOp, args, options) as Promise<Build>;
}

/** Inputs of {@link replaceBuilds} (`buildQueue.replace_builds`). */
export interface ReplaceBuildsArgs {
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `application/json`. */
  body?: Builds;
}

const replaceBuildsOp: Operation = {
  id: 'buildQueue.replace_builds',
  method: 'PUT',
  path: '/app/rest/buildQueue',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
};

/** `PUT /app/rest/buildQueue` (`replace_builds`). */
export function replaceBuilds(client: Transport, args: ReplaceBuildsArgs = {}, options?: CallOptions): Promise<Builds> {
  return request(client, replaceBuildsOp, args, options) as Promise<Builds>;
}

/** Inputs of {@link deleteBuildsExperimental} (`buildQueue.delete_builds_experimental`). */
export interface DeleteBuildsExperimentalArgs {
  /** Query `locator`. A BuildQueue locator: its text, or a typed `BuildQueueLocator` (rendered with TeamCity's escaping). */
  locator?: string | BuildQueueLocator;
  /** Query `fields`. */
  fields?: string;
}

const deleteBuildsExperimentalOp: Operation = {
  id: 'buildQueue.delete_builds_experimental',
  method: 'DELETE',
  path: '/app/rest/buildQueue',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: '*/*',
  result: 'void',
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
export interface GetBuildArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildQueue locator: its text, or a typed `BuildQueueLocator` (rendered with TeamCity's escaping). */
  queuedBuildLocator: string | BuildQueueLocator;
  /** Query `fields`. */
  fields?: string;
}

const getBuildOp: Operation = {
  id: 'buildQueue.get_build',
  method: 'GET',
  path: '/app/rest/buildQueue/{queuedBuildLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/buildQueue/{queuedBuildLocator}` (`get_build`). */
export function getBuild(client: Transport, args: GetBuildArgs, options?: CallOptions): Promise<Build> {
  return request(client, getBuildOp, args, options) as Promise<Build>;
}

/** Inputs of {@link cancelBuild0} (`buildQueue.cancel_build_0`). */
export interface CancelBuild0Args {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildQueue locator: its text, or a typed `BuildQueueLocator` (rendered with TeamCity's escaping). */
  queuedBuildLocator: string | BuildQueueLocator;
  /** Request body, sent as `application/json`. */
  body?: BuildCancelRequest;
}

const cancelBuild0Op: Operation = {
  id: 'buildQueue.cancel_build_0',
  method: 'POST',
  path: '/app/rest/buildQueue/{queuedBuildLocator}',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
};

/** `POST /app/rest/buildQueue/{queuedBuildLocator}` (`cancel_build_0`). */
export function cancelBuild0(client: Transport, args: CancelBuild0Args, options?: CallOptions): Promise<Build> {
  return request(client, cancelBuild0Op, args, options) as Promise<Build>;
}

/** Inputs of {@link deleteBuild} (`buildQueue.delete_build`). */
export interface DeleteBuildArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildQueue locator: its text, or a typed `BuildQueueLocator` (rendered with TeamCity's escaping). */
  queuedBuildLocator: string | BuildQueueLocator;
}

const deleteBuildOp: Operation = {
  id: 'buildQueue.delete_build',
  method: 'DELETE',
  path: '/app/rest/buildQueue/{queuedBuildLocator}',
  accept: '*/*',
  result: 'void',
};

/** `DELETE /app/rest/buildQueue/{queuedBuildLocator}` (`delete_build`). */
export function deleteBuild(client: Transport, args: DeleteBuildArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteBuildOp, args, options) as Promise<void>;
}

/** Inputs of {@link cancelBuild} (`buildQueue.cancel_build`). */
export interface CancelBuildArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
}

const cancelBuildOp: Operation = {
  id: 'buildQueue.cancel_build',
  method: 'GET',
  path: '/app/rest/buildQueue/{buildLocator}/example/buildCancelRequest',
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/buildQueue/{buildLocator}/example/buildCancelRequest` (`cancel_build`). */
export function cancelBuild(
  client: Transport,
  args: CancelBuildArgs,
  options?: CallOptions,
): Promise<BuildCancelRequest> {
  return request(client, cancelBuildOp, args, options) as Promise<BuildCancelRequest>;
}

/** Inputs of {@link addTags} (`buildQueue.add_tags`). */
export interface AddTagsArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Request body, sent as `application/json`. */
  body?: Tags;
}

const addTagsOp: Operation = {
  id: 'buildQueue.add_tags',
  method: 'POST',
  path: '/app/rest/buildQueue/{buildLocator}/tags',
  body: 'application/json',
  accept: '*/*',
  result: 'void',
};

/** `POST /app/rest/buildQueue/{buildLocator}/tags` (`add_tags`). */
export function addTags(client: Transport, args: AddTagsArgs, options?: CallOptions): Promise<void> {
  return request(client, addTagsOp, args, options) as Promise<void>;
}

/** Inputs of {@link serveTags} (`buildQueue.serve_tags`). */
export interface ServeTagsArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildQueue locator: its text, or a typed `BuildQueueLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildQueueLocator;
  /** Query `locator`. A Tag locator: its text, or a typed `TagLocator` (rendered with TeamCity's escaping). */
  locator?: string | TagLocator;
  /** Query `fields`. */
  fields?: string;
}

const serveTagsOp: Operation = {
  id: 'buildQueue.serve_tags',
  method: 'GET',
  path: '/app/rest/buildQueue/{buildLocator}/tags',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/buildQueue/{buildLocator}/tags` (`serve_tags`, alias `get_tags`). */
export function serveTags(client: Transport, args: ServeTagsArgs, options?: CallOptions): Promise<Tags> {
  return request(client, serveTagsOp, args, options) as Promise<Tags>;
}

export { serveTags as getTags };

/** Inputs of {@link replaceTags} (`buildQueue.replace_tags`). */
export interface ReplaceTagsArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Query `locator`. A Tag locator: its text, or a typed `TagLocator` (rendered with TeamCity's escaping). */
  locator?: string | TagLocator;
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `application/json`. */
  body?: Tags;
}

const replaceTagsOp: Operation = {
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
};

/** `PUT /app/rest/buildQueue/{buildLocator}/tags` (`replace_tags`). */
export function replaceTags(client: Transport, args: ReplaceTagsArgs, options?: CallOptions): Promise<Tags> {
  return request(client, replaceTagsOp, args, options) as Promise<Tags>;
}

/** Inputs of {@link serveBuildFieldByBuildOnly} (`buildQueue.serve_build_field_by_build_only`). */
export interface ServeBuildFieldByBuildOnlyArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Build locator: its text, or a typed `BuildLocator` (rendered with TeamCity's escaping). */
  buildLocator: string | BuildLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

const serveBuildFieldByBuildOnlyOp: Operation = {
  id: 'buildQueue.serve_build_field_by_build_only',
  method: 'GET',
  path: '/app/rest/buildQueue/{buildLocator}/{field}',
  accept: 'text/plain',
  result: 'string',
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
export interface ServeCompatibleAgentsArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A BuildQueue locator: its text, or a typed `BuildQueueLocator` (rendered with TeamCity's escaping). */
  queuedBuildLocator: string | BuildQueueLocator;
  /** Query `fields`. */
  fields?: string;
}

const serveCompatibleAgentsOp: Operation = {
  id: 'buildQueue.serve_compatible_agents',
  method: 'GET',
  path: '/app/rest/buildQueue/{queuedBuildLocator}/compatibleAgents',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/buildQueue/{queuedBuildLocator}/compatibleAgents` (`serve_compatible_agents`, alias `get_compatible_agents`). */
export function serveCompatibleAgents(
  client: Transport,
  args: ServeCompatibleAgentsArgs,
  options?: CallOptions,
): Promise<Agents> {
  return request(client, serveCompatibleAgentsOp, args, options) as Promise<Agents>;
}

export { serveCompatibleAgents as getCompatibleAgents };

/** Inputs of {@link setBuildQueueOrder} (`buildQueue.set_build_queue_order`). */
export interface SetBuildQueueOrderArgs {
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `application/json`. */
  body?: Builds;
}

const setBuildQueueOrderOp: Operation = {
  id: 'buildQueue.set_build_queue_order',
  method: 'PUT',
  path: '/app/rest/buildQueue/order',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
};

/** `PUT /app/rest/buildQueue/order` (`set_build_queue_order`). */
export function setBuildQueueOrder(
  client: Transport,
  args: SetBuildQueueOrderArgs = {},
  options?: CallOptions,
): Promise<Builds> {
  return request(client, setBuildQueueOrderOp, args, options) as Promise<Builds>;
}

/** Inputs of {@link setBuildQueuePosition} (`buildQueue.set_build_queue_position`). */
export interface SetBuildQueuePositionArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  queuePosition: string;
  /** Query `fields`. */
  fields?: string;
}

const setBuildQueuePositionOp: Operation = {
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
  args: SetBuildQueuePositionArgs,
  options?: CallOptions,
): Promise<Build> {
  return request(client, setBuildQueuePositionOp, args, options) as Promise<Build>;
}

/** Inputs of {@link setBuildQueuePosition0} (`buildQueue.set_build_queue_position_0`). */
export interface SetBuildQueuePosition0Args {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  queuePosition: string;
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `application/json`. */
  body?: Build;
}

const setBuildQueuePosition0Op: Operation = {
  id: 'buildQueue.set_build_queue_position_0',
  method: 'PUT',
  path: '/app/rest/buildQueue/order/{queuePosition}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
};

/** `PUT /app/rest/buildQueue/order/{queuePosition}` (`set_build_queue_position_0`). */
export function setBuildQueuePosition0(
  client: Transport,
  args: SetBuildQueuePosition0Args,
  options?: CallOptions,
): Promise<Build> {
  return request(client, setBuildQueuePosition0Op, args, options) as Promise<Build>;
}
