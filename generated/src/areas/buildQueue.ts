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
import { jsonBody, textBody } from '../runtime/body.js';
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
import { xmlErrors } from '../runtime/xml-errors.js';
import type { Agents, ApprovalInfo, Build, BuildCancelRequest, Builds, Tags } from '../models.js';
import type { BuildLocator, BuildQueueLocator, TagLocator } from '../locators.js';
import type { AgentsFields, ApprovalInfoFields, BuildFields, BuildsFields, TagsFields } from '../fields.js';

/** Inputs of {@link getBuilds}. */
export interface GetBuildsArgs<S extends BuildsFields | string = BuildsFields | string> {
  /** A queued build locator that filters the list: text, or a typed `BuildQueueLocator`. */
  locator?: string | BuildQueueLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getBuildsOp: Operation = {
  id: 'buildQueue.get_builds',
  method: 'GET',
  path: '/app/rest/buildQueue',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the builds waiting in the queue.
 *
 * In queue order. Each item is a build whose `state` is `queued`; `waitReason` says what it waits for. A build
 * leaves this list when it starts.
 *
 * @since 2018.1
 */
export async function getBuilds<const S extends string | (object & ExactFields<S, BuildsFields>) = never>(
  client: Transport,
  args: GetBuildsArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Builds, S>> {
  return request(client, getBuildsOp, withFields(getBuildsOp, args), options) as Promise<Selected<Builds, S>>;
}

/** Inputs of {@link queueNewBuild}. */
export interface QueueNewBuildArgs {
  /** Put the build at the top of the queue. */
  moveToTop?: boolean;
  /** What to run: `{ buildType: { id: 'App_Build' }, branchName: 'main', properties: { property: [...] } }`. Sent as `application/json`. */
  body?: Build;
}

export const queueNewBuildOp: Operation = {
  id: 'buildQueue.queue_new_build',
  method: 'POST',
  path: '/app/rest/buildQueue',
  query: ['moveToTop'],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Trigger a build (put it in the queue).
 *
 * The body names the build configuration (`buildType: { id }`) and may set `branchName`, `comment.text`,
 * `properties` (parameters for this build only), `tags`, `personal`, an `agent` to run on, `lastChanges` to
 * build an older revision, and `triggeringOptions` (`rebuildAllDependencies`, `cleanSources`, `queueAtTop`).
 * Returns the queued build: its `id` stays the build's id once it runs, so poll `builds.serveBuild` with it (or
 * `buildQueue.getBuild`, which follows it out of the queue). The `runBuild` and `waitForBuild` tasks do all of
 * this.
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
 *
 * Also named `triggerBuild`: the same function.
 *
 * @since 2018.1
 */
export function queueNewBuild(client: Transport, args: QueueNewBuildArgs = {}, options?: CallOptions): Promise<Build> {
  return request(client, queueNewBuildOp, args, options) as Promise<Build>;
}

export { queueNewBuild as triggerBuild };

/** Inputs of {@link replaceBuilds}. */
export interface ReplaceBuildsArgs<S extends BuildsFields | string = BuildsFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The builds to queue: `{ build: [{ buildType: { id: 'App_Build' } }, ...] }`. Sent as `application/json`. */
  body?: Builds;
}

export const replaceBuildsOp: Operation = {
  id: 'buildQueue.replace_builds',
  method: 'PUT',
  path: '/app/rest/buildQueue',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Empty the queue and queue the posted builds instead.
 *
 * Cancels and deletes every queued build first (403 when some could not be canceled), then triggers the posted
 * builds in order, retrying those that failed while others still succeed (so dependencies may be posted in any
 * order). Returns the new queue. Meant for moving a queue between servers; rarely what a caller wants.
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
 *
 * @since 2018.1
 */
export async function replaceBuilds<const S extends string | (object & ExactFields<S, BuildsFields>) = never>(
  client: Transport,
  args: ReplaceBuildsArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Builds, S>> {
  return request(client, replaceBuildsOp, withFields(replaceBuildsOp, args), options) as Promise<Selected<Builds, S>>;
}

/** Inputs of {@link deleteBuildsExperimental}. */
export interface DeleteBuildsExperimentalArgs {
  /** A queued build locator that filters the list: text, or a typed `BuildQueueLocator`. */
  locator?: string | BuildQueueLocator;
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
}

export const deleteBuildsExperimentalOp: Operation = {
  id: 'buildQueue.delete_builds_experimental',
  method: 'DELETE',
  path: '/app/rest/buildQueue',
  query: ['locator', 'fields'],
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Cancel and delete the queued builds a locator finds (the whole queue without one).
 *
 * Every build found is removed from the queue and its canceled record deleted, so nothing of it stays in the
 * history. Builds the user may not cancel stay queued, and the call then fails with the list of errors.
 *
 * @since 2018.1
 */
export function deleteBuildsExperimental(
  client: Transport,
  args: DeleteBuildsExperimentalArgs = {},
  options?: CallOptions,
): Promise<void> {
  return request(client, deleteBuildsExperimentalOp, args, options) as Promise<void>;
}

/** Inputs of {@link getBuild}. */
export interface GetBuildArgs<S extends BuildFields | string = BuildFields | string> {
  /** Which queued build: its id (`id:123`), or a queue locator (`buildType:(id:App_Build)`). One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  queuedBuildLocator: string | BuildQueueLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getBuildOp: Operation = {
  id: 'buildQueue.get_build',
  method: 'GET',
  path: '/app/rest/buildQueue/{queuedBuildLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a queued build, also after it has left the queue.
 *
 * Finds the build by its queue locator and keeps answering once it started or finished: `state` says `queued`,
 * `running` or `finished`, so this is the call to poll after triggering.
 *
 * @since 2018.1
 */
export async function getBuild<const S extends string | (object & ExactFields<S, BuildFields>) = never>(
  client: Transport,
  args: GetBuildArgs<S>,
  options?: CallOptions,
): Promise<Selected<Build, S>> {
  return request(client, getBuildOp, withFields(getBuildOp, args), options) as Promise<Selected<Build, S>>;
}

/** Inputs of {@link cancelBuild}. */
export interface CancelBuildArgs {
  /** Which queued build: its id (`id:123`), or a queue locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  queuedBuildLocator: string | BuildQueueLocator;
  /** `{ comment: 'why' }`. Sent as `application/json`. */
  body?: BuildCancelRequest;
}

export const cancelBuildOp: Operation = {
  id: 'buildQueue.cancel_build',
  method: 'POST',
  path: '/app/rest/buildQueue/{queuedBuildLocator}',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Cancel a queued build.
 *
 * The build leaves the queue and stays in the history as canceled; the body's `comment` says why.
 * `readdIntoQueue` is refused here (400), it is for running builds. 403 when the user may not cancel it. Returns
 * the canceled build. A running build is canceled with `builds.cancelBuild`.
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
export function cancelBuild(client: Transport, args: CancelBuildArgs, options?: CallOptions): Promise<Build> {
  return request(client, cancelBuildOp, args, options) as Promise<Build>;
}

/** Inputs of {@link deleteBuild}. */
export interface DeleteBuildArgs {
  /** Which queued build: its id (`id:123`), or a queue locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  queuedBuildLocator: string | BuildQueueLocator;
}

export const deleteBuildOp: Operation = {
  id: 'buildQueue.delete_build',
  method: 'DELETE',
  path: '/app/rest/buildQueue/{queuedBuildLocator}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Cancel a queued build and delete it, leaving no trace in the history.
 *
 * @since 2018.1
 */
export function deleteBuild(client: Transport, args: DeleteBuildArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteBuildOp, args, options) as Promise<void>;
}

/** Inputs of {@link cancelBuild0}. */
export interface CancelBuild0Args {
  /** Any queued build (the answer does not depend on it). One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
}

export const cancelBuild0Op: Operation = {
  id: 'buildQueue.cancel_build_0',
  method: 'GET',
  path: '/app/rest/buildQueue/{buildLocator}/example/buildCancelRequest',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get an example of the body that cancels a queued build.
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

/** Inputs of {@link addTags}. */
export interface AddTagsArgs {
  /** Which queued build: its id, or a build locator (only queued builds are found). One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** `{ tag: [{ name: 'release' }] }`; `private: true` makes a tag visible to its owner only. Sent as `application/json`. */
  body?: Tags;
}

export const addTagsOp: Operation = {
  id: 'buildQueue.add_tags',
  method: 'POST',
  path: '/app/rest/buildQueue/{buildLocator}/tags',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
  body: jsonBody,
};

/**
 * Add tags to a queued build.
 *
 * The tags are kept when the build starts and finishes. Answers nothing; `serveTags` lists them.
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
export function addTags(client: Transport, args: AddTagsArgs, options?: CallOptions): Promise<void> {
  return request(client, addTagsOp, args, options) as Promise<void>;
}

/** Inputs of {@link serveTags}. */
export interface ServeTagsArgs<S extends TagsFields | string = TagsFields | string> {
  /** Which queued build: its id, or a build locator (only queued builds are found). One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildQueueLocator;
  /** Which tags: a tag locator (`private:true`, `owner:(username:me)`); by default the public ones. */
  locator?: string | TagLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveTagsOp: Operation = {
  id: 'buildQueue.serve_tags',
  method: 'GET',
  path: '/app/rest/buildQueue/{buildLocator}/tags',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the tags of a queued build.
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

/** Inputs of {@link replaceTags}. */
export interface ReplaceTagsArgs<S extends TagsFields | string = TagsFields | string> {
  /** Which queued build: its id, or a build locator (only queued builds are found). One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which tags to remove first; by default every public tag. */
  locator?: string | TagLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The tags to add: `{ tag: [{ name: 'release' }] }`. Sent as `application/json`. */
  body?: Tags;
}

export const replaceTagsOp: Operation = {
  id: 'buildQueue.replace_tags',
  method: 'PUT',
  path: '/app/rest/buildQueue/{buildLocator}/tags',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace the tags of a queued build.
 *
 * Removes the tags the locator finds (by default every public tag), adds the posted ones, and returns the tags
 * the build then has.
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

/** Inputs of {@link serveBuildFieldByBuildOnly}. */
export interface ServeBuildFieldByBuildOnlyArgs {
  /** Which queued build: its id (`id:123`), or a queue locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** The field: `id`, `number`, `status`, `statusText`, `buildTypeId`, `branchName`, `startDate`, `finishDate`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
}

export const serveBuildFieldByBuildOnlyOp: Operation = {
  id: 'buildQueue.serve_build_field_by_build_only',
  method: 'GET',
  path: '/app/rest/buildQueue/{buildLocator}/{field}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read one field of a queued build as text.
 *
 * Also finds the build after it left the queue.
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

/** Inputs of {@link serveCompatibleAgents}. */
export interface ServeCompatibleAgentsArgs<S extends AgentsFields | string = AgentsFields | string> {
  /** Which queued build: its id (`id:123`), or a queue locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  queuedBuildLocator: string | BuildQueueLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveCompatibleAgentsOp: Operation = {
  id: 'buildQueue.serve_compatible_agents',
  method: 'GET',
  path: '/app/rest/buildQueue/{queuedBuildLocator}/compatibleAgents',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the agents that could run a queued build.
 *
 * Also named `getCompatibleAgents`: the same function.
 *
 * @since 2018.1
 */
export async function serveCompatibleAgents<const S extends string | (object & ExactFields<S, AgentsFields>) = never>(
  client: Transport,
  args: ServeCompatibleAgentsArgs<S>,
  options?: CallOptions,
): Promise<Selected<Agents, S>> {
  return request(client, serveCompatibleAgentsOp, withFields(serveCompatibleAgentsOp, args), options) as Promise<
    Selected<Agents, S>
  >;
}

export { serveCompatibleAgents as getCompatibleAgents };

/** Inputs of {@link setBuildQueueOrder}. */
export interface SetBuildQueueOrderArgs<S extends BuildsFields | string = BuildsFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The builds in the order wanted: `{ build: [{ id: 12 }, { id: 10 }] }`. Sent as `application/json`. */
  body?: Builds;
}

export const setBuildQueueOrderOp: Operation = {
  id: 'buildQueue.set_build_queue_order',
  method: 'PUT',
  path: '/app/rest/buildQueue/order',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Reorder the queue.
 *
 * The posted builds go first, in the order posted; the rest keep their order after them. Builds not found or no
 * longer queued are skipped. Returns the whole queue.
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
 *
 * @since 2018.1
 */
export async function setBuildQueueOrder<const S extends string | (object & ExactFields<S, BuildsFields>) = never>(
  client: Transport,
  args: SetBuildQueueOrderArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Builds, S>> {
  return request(client, setBuildQueueOrderOp, withFields(setBuildQueueOrderOp, args), options) as Promise<
    Selected<Builds, S>
  >;
}

/** Inputs of {@link setBuildQueuePosition}. */
export interface SetBuildQueuePositionArgs<S extends BuildFields | string = BuildFields | string> {
  /** The position: a number from 1, `first` or `last`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  queuePosition: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const setBuildQueuePositionOp: Operation = {
  id: 'buildQueue.set_build_queue_position',
  method: 'GET',
  path: '/app/rest/buildQueue/order/{queuePosition}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get the build at a position of the queue.
 *
 * Reads only, whatever the name says. 400 for a position below 1; 404 when the queue is shorter.
 *
 * Also named `getBuildAtQueuePosition`: the same function.
 *
 * @since 2018.1
 */
export async function setBuildQueuePosition<const S extends string | (object & ExactFields<S, BuildFields>) = never>(
  client: Transport,
  args: SetBuildQueuePositionArgs<S>,
  options?: CallOptions,
): Promise<Selected<Build, S>> {
  return request(client, setBuildQueuePositionOp, withFields(setBuildQueuePositionOp, args), options) as Promise<
    Selected<Build, S>
  >;
}

export { setBuildQueuePosition as getBuildAtQueuePosition };

/** Inputs of {@link setBuildQueuePosition0}. */
export interface SetBuildQueuePosition0Args<S extends BuildFields | string = BuildFields | string> {
  /** Where to: `1` or `first` for the top, `last` for the bottom. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  queuePosition: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The build to move, found by what it names: `{ id: 123 }`. Sent as `application/json`. */
  body?: Build;
}

export const setBuildQueuePosition0Op: Operation = {
  id: 'buildQueue.set_build_queue_position_0',
  method: 'PUT',
  path: '/app/rest/buildQueue/order/{queuePosition}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Move a queued build to the top or the bottom of the queue.
 *
 * Only the first and the last place are supported (400 for any other). 400 when the build is not queued. Returns
 * the build.
 *
 * Example body:
 * ```json
 * {
 *   "id": 1042
 * }
 * ```
 *
 * Also named `moveQueuedBuild`: the same function.
 *
 * @since 2018.1
 */
export async function setBuildQueuePosition0<const S extends string | (object & ExactFields<S, BuildFields>) = never>(
  client: Transport,
  args: SetBuildQueuePosition0Args<S>,
  options?: CallOptions,
): Promise<Selected<Build, S>> {
  return request(client, setBuildQueuePosition0Op, withFields(setBuildQueuePosition0Op, args), options) as Promise<
    Selected<Build, S>
  >;
}

export { setBuildQueuePosition0 as moveQueuedBuild };

/** Inputs of {@link getApprovalInfo}. */
export interface GetApprovalInfoArgs<S extends ApprovalInfoFields | string = ApprovalInfoFields | string> {
  /** Which queued build, as a build locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getApprovalInfoOp: Operation = {
  id: 'buildQueue.get_approval_info',
  method: 'GET',
  path: '/app/rest/buildQueue/{buildLocator}/approvalInfo',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Read who has approved a queued build that waits for approval, and who still must.
 *
 * 400 when the build's configuration has no approval feature.
 *
 * @since 2023.11
 */
export async function getApprovalInfo<const S extends string | (object & ExactFields<S, ApprovalInfoFields>) = never>(
  client: Transport,
  args: GetApprovalInfoArgs<S>,
  options?: CallOptions,
): Promise<Selected<ApprovalInfo, S>> {
  return request(client, getApprovalInfoOp, withFields(getApprovalInfoOp, args), options) as Promise<
    Selected<ApprovalInfo, S>
  >;
}

/** Inputs of {@link approveQueuedBuild}. */
export interface ApproveQueuedBuildArgs<S extends ApprovalInfoFields | string = ApprovalInfoFields | string> {
  /** Which queued build, as a build locator. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  buildLocator: string | BuildLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** TeamCity 2025.x's `approveAll` flag, passed on as given (the REST sources we read predate it). */
  approveAll?: boolean;
  /** A plain-text field TeamCity reads but does not use; may be left out. Sent as `text/plain`. */
  body?: string;
}

export const approveQueuedBuildOp: Operation = {
  id: 'buildQueue.approve_queued_build',
  method: 'POST',
  path: '/app/rest/buildQueue/{buildLocator}/approve',
  query: ['fields', 'approveAll'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Approve a queued build that waits for approval.
 *
 * Adds the current user's approval; the build starts once its approval rules are met. 400 when the build does
 * not wait for approval, or the user may not approve it. Returns the approval state.
 *
 * Example body:
 * ```text
 * approve
 * ```
 *
 * @since 2023.11
 */
export async function approveQueuedBuild<
  const S extends string | (object & ExactFields<S, ApprovalInfoFields>) = never,
>(client: Transport, args: ApproveQueuedBuildArgs<S>, options?: CallOptions): Promise<Selected<ApprovalInfo, S>> {
  return request(client, approveQueuedBuildOp, withFields(approveQueuedBuildOp, args), options) as Promise<
    Selected<ApprovalInfo, S>
  >;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly getBuilds: {
    /**
     * List the builds waiting in the queue.
     *
     * @see {@link getBuilds}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildsFields>) = never>(
      args?: GetBuildsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  readonly replaceBuilds: {
    /**
     * Empty the queue and queue the posted builds instead.
     *
     * @see {@link replaceBuilds}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildsFields>) = never>(
      args?: ReplaceBuildsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  readonly getBuild: {
    /**
     * Get a queued build, also after it has left the queue.
     *
     * @see {@link getBuild}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildFields>) = never>(
      args: GetBuildArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Build, S>>;
  };
  readonly serveTags: {
    /**
     * List the tags of a queued build.
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
  readonly replaceTags: {
    /**
     * Replace the tags of a queued build.
     *
     * @see {@link replaceTags}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, TagsFields>) = never>(
      args: ReplaceTagsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Tags, S>>;
  };
  readonly serveCompatibleAgents: {
    /**
     * List the agents that could run a queued build.
     *
     * @see {@link serveCompatibleAgents}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, AgentsFields>) = never>(
      args: ServeCompatibleAgentsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Agents, S>>;
  };
  /** Same as `serveCompatibleAgents`. */
  readonly getCompatibleAgents: SelectingOperations['serveCompatibleAgents'];
  readonly setBuildQueueOrder: {
    /**
     * Reorder the queue.
     *
     * @see {@link setBuildQueueOrder}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildsFields>) = never>(
      args?: SetBuildQueueOrderArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Builds, S>>;
  };
  readonly setBuildQueuePosition: {
    /**
     * Get the build at a position of the queue.
     *
     * @see {@link setBuildQueuePosition}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildFields>) = never>(
      args: SetBuildQueuePositionArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Build, S>>;
  };
  /** Same as `setBuildQueuePosition`. */
  readonly getBuildAtQueuePosition: SelectingOperations['setBuildQueuePosition'];
  readonly setBuildQueuePosition0: {
    /**
     * Move a queued build to the top or the bottom of the queue.
     *
     * @see {@link setBuildQueuePosition0}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildFields>) = never>(
      args: SetBuildQueuePosition0Args<S>,
      options?: CallOptions,
    ): Promise<Selected<Build, S>>;
  };
  /** Same as `setBuildQueuePosition0`. */
  readonly moveQueuedBuild: SelectingOperations['setBuildQueuePosition0'];
  readonly getApprovalInfo: {
    /**
     * Read who has approved a queued build that waits for approval, and who still must.
     *
     * @see {@link getApprovalInfo}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, ApprovalInfoFields>) = never>(
      args: GetApprovalInfoArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<ApprovalInfo, S>>;
  };
  readonly approveQueuedBuild: {
    /**
     * Approve a queued build that waits for approval.
     *
     * @see {@link approveQueuedBuild}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, ApprovalInfoFields>) = never>(
      args: ApproveQueuedBuildArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<ApprovalInfo, S>>;
  };
}

/** The buildQueue operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  readonly queueNewBuild: {
    /**
     * Trigger a build (put it in the queue).
     *
     * @see {@link queueNewBuild}
     * @since 2018.1
     */
    (args?: QueueNewBuildArgs, options?: CallOptions): Promise<Build>;
  };
  /** Same as `queueNewBuild`. */
  readonly triggerBuild: BoundOperations['queueNewBuild'];
  readonly deleteBuildsExperimental: {
    /**
     * Cancel and delete the queued builds a locator finds (the whole queue without one).
     *
     * @see {@link deleteBuildsExperimental}
     * @since 2018.1
     */
    (args?: DeleteBuildsExperimentalArgs, options?: CallOptions): Promise<void>;
  };
  readonly cancelBuild: {
    /**
     * Cancel a queued build.
     *
     * @see {@link cancelBuild}
     * @since 2018.1
     */
    (args: CancelBuildArgs, options?: CallOptions): Promise<Build>;
  };
  readonly deleteBuild: {
    /**
     * Cancel a queued build and delete it, leaving no trace in the history.
     *
     * @see {@link deleteBuild}
     * @since 2018.1
     */
    (args: DeleteBuildArgs, options?: CallOptions): Promise<void>;
  };
  readonly cancelBuild0: {
    /**
     * Get an example of the body that cancels a queued build.
     *
     * @see {@link cancelBuild0}
     * @since 2018.1
     */
    (args: CancelBuild0Args, options?: CallOptions): Promise<BuildCancelRequest>;
  };
  /** Same as `cancelBuild0`. */
  readonly getCancelRequestExample: BoundOperations['cancelBuild0'];
  readonly addTags: {
    /**
     * Add tags to a queued build.
     *
     * @see {@link addTags}
     * @since 2018.1
     */
    (args: AddTagsArgs, options?: CallOptions): Promise<void>;
  };
  readonly serveBuildFieldByBuildOnly: {
    /**
     * Read one field of a queued build as text.
     *
     * @see {@link serveBuildFieldByBuildOnly}
     * @since 2018.1
     */
    (args: ServeBuildFieldByBuildOnlyArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveBuildFieldByBuildOnly`. */
  readonly getBuildFieldByBuildOnly: BoundOperations['serveBuildFieldByBuildOnly'];
}
