// Generated from spec/areas/mutes.yaml by the teamcity-sdk generator. Do not edit.
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
import type { Mute, Mutes } from '../models.js';
import type { MuteLocator } from '../locators.js';
import type { MuteFields, MutesFields } from '../fields.js';

/** Inputs of {@link getMutes}. */
export interface GetMutesArgs<S extends MutesFields | string = MutesFields | string> {
  /** A mute locator that filters the list: text, or a typed `MuteLocator`. */
  locator?: string | MuteLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getMutesOp: Operation = {
  id: 'mutes.get_mutes',
  method: 'GET',
  path: '/app/rest/mutes',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List mutes (tests and problems muted so that they do not fail builds).
 *
 * 100 to a page. `test:(name:...)` or `project:(id:App)` narrow the list.
 *
 * @since 2018.1
 */
export async function getMutes<const S extends string | (object & ExactFields<S, MutesFields>) = never>(
  client: Transport,
  args: GetMutesArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Mutes, S>> {
  return request(client, getMutesOp, withFields(getMutesOp, args), options) as Promise<Selected<Mutes, S>>;
}

/** Inputs of {@link createInstance}. */
export interface CreateInstanceArgs<S extends MuteFields | string = MuteFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ scope: { project: { id: 'App' } }, target: { tests: { test: [...] } }, resolution: { type: 'whenFixed' } }`. Sent as `application/json`. */
  body?: Mute;
}

export const createInstanceOp: Operation = {
  id: 'mutes.create_instance',
  method: 'POST',
  path: '/app/rest/mutes',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Mute tests or build problems.
 *
 * The body says what to mute (`target`: tests or problems), where (`scope`: a project or build configurations)
 * and until when (`resolution`: by hand, when fixed, or at a time). Returns the mute.
 *
 * Example body:
 * ```json
 * {
 *   "scope": {
 *     "project": {
 *       "id": "App"
 *     }
 *   },
 *   "target": {
 *     "tests": {
 *       "test": [
 *         {
 *           "id": "1234"
 *         }
 *       ]
 *     }
 *   },
 *   "resolution": {
 *     "type": "whenFixed"
 *   },
 *   "assignment": {
 *     "text": "flaky"
 *   }
 * }
 * ```
 *
 * Also named `createMute`: the same function.
 *
 * @since 2018.1
 */
export async function createInstance<const S extends string | (object & ExactFields<S, MuteFields>) = never>(
  client: Transport,
  args: CreateInstanceArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Mute, S>> {
  return request(client, createInstanceOp, withFields(createInstanceOp, args), options) as Promise<Selected<Mute, S>>;
}

export { createInstance as createMute };

/** Inputs of {@link createInstances}. */
export interface CreateInstancesArgs<S extends MutesFields | string = MutesFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ mute: [...] }`, each as `createInstance` takes it. Sent as `application/json`. */
  body?: Mutes;
}

export const createInstancesOp: Operation = {
  id: 'mutes.create_instances',
  method: 'POST',
  path: '/app/rest/mutes/multiple',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Create several mutes at once.
 *
 * Example body:
 * ```json
 * {
 *   "mute": [
 *     {
 *       "scope": {
 *         "project": {
 *           "id": "App"
 *         }
 *       },
 *       "target": {
 *         "tests": {
 *           "test": [
 *             {
 *               "id": "1234"
 *             }
 *           ]
 *         }
 *       },
 *       "resolution": {
 *         "type": "whenFixed"
 *       }
 *     }
 *   ]
 * }
 * ```
 *
 * Also named `createMutes`: the same function.
 *
 * @since 2018.1
 */
export async function createInstances<const S extends string | (object & ExactFields<S, MutesFields>) = never>(
  client: Transport,
  args: CreateInstancesArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Mutes, S>> {
  return request(client, createInstancesOp, withFields(createInstancesOp, args), options) as Promise<
    Selected<Mutes, S>
  >;
}

export { createInstances as createMutes };

/** Inputs of {@link serveInstance}. */
export interface ServeInstanceArgs<S extends MuteFields | string = MuteFields | string> {
  /** Which mute: locator text, or a typed `MuteLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  muteLocator: string | MuteLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveInstanceOp: Operation = {
  id: 'mutes.serve_instance',
  method: 'GET',
  path: '/app/rest/mutes/{muteLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a mute.
 *
 * Also named `getMute` and `getInstance`: the same function.
 *
 * @since 2018.1
 */
export async function serveInstance<const S extends string | (object & ExactFields<S, MuteFields>) = never>(
  client: Transport,
  args: ServeInstanceArgs<S>,
  options?: CallOptions,
): Promise<Selected<Mute, S>> {
  return request(client, serveInstanceOp, withFields(serveInstanceOp, args), options) as Promise<Selected<Mute, S>>;
}

export { serveInstance as getMute, serveInstance as getInstance };

/** Inputs of {@link deleteInstance}. */
export interface DeleteInstanceArgs {
  /** Which mute: locator text, or a typed `MuteLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  muteLocator: string | MuteLocator;
  /** Why, as plain text (recorded as the unmute comment; may be left out). Sent as `text/plain`. */
  body?: string;
}

export const deleteInstanceOp: Operation = {
  id: 'mutes.delete_instance',
  method: 'DELETE',
  path: '/app/rest/mutes/{muteLocator}',
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Unmute (remove a mute).
 *
 * Example body:
 * ```text
 * fixed in 1.0.42
 * ```
 *
 * Also named `unmute`: the same function.
 *
 * @since 2018.1
 */
export function deleteInstance(client: Transport, args: DeleteInstanceArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteInstanceOp, args, options) as Promise<void>;
}

export { deleteInstance as unmute };

/** Inputs of {@link unmuteMultipleTests}. */
export interface UnmuteMultipleTestsArgs {
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
  /** The mutes to remove: `{ mute: [{ id: 12 }] }`. Sent as `application/json`. */
  body?: Mutes;
}

export const unmuteMultipleTestsOp: Operation = {
  id: 'mutes.unmute_multiple_tests',
  method: 'DELETE',
  path: '/app/rest/mutes/multiple',
  query: ['fields'],
  accept: 'application/json',
  kind: 'void',
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Remove several mutes at once.
 *
 * Example body:
 * ```json
 * {
 *   "mute": [
 *     {
 *       "scope": {
 *         "project": {
 *           "id": "App"
 *         }
 *       },
 *       "target": {
 *         "tests": {
 *           "test": [
 *             {
 *               "id": "1234"
 *             }
 *           ]
 *         }
 *       },
 *       "resolution": {
 *         "type": "whenFixed"
 *       }
 *     }
 *   ]
 * }
 * ```
 *
 * @since 2025.x
 */
export function unmuteMultipleTests(
  client: Transport,
  args: UnmuteMultipleTestsArgs = {},
  options?: CallOptions,
): Promise<void> {
  return request(client, unmuteMultipleTestsOp, args, options) as Promise<void>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly getMutes: {
    /**
     * List mutes (tests and problems muted so that they do not fail builds).
     *
     * @see {@link getMutes}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, MutesFields>) = never>(
      args?: GetMutesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Mutes, S>>;
  };
  readonly createInstance: {
    /**
     * Mute tests or build problems.
     *
     * @see {@link createInstance}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, MuteFields>) = never>(
      args?: CreateInstanceArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Mute, S>>;
  };
  /** Same as `createInstance`. */
  readonly createMute: SelectingOperations['createInstance'];
  readonly createInstances: {
    /**
     * Create several mutes at once.
     *
     * @see {@link createInstances}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, MutesFields>) = never>(
      args?: CreateInstancesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Mutes, S>>;
  };
  /** Same as `createInstances`. */
  readonly createMutes: SelectingOperations['createInstances'];
  readonly serveInstance: {
    /**
     * Get a mute.
     *
     * @see {@link serveInstance}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, MuteFields>) = never>(
      args: ServeInstanceArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Mute, S>>;
  };
  /** Same as `serveInstance`. */
  readonly getMute: SelectingOperations['serveInstance'];
  /** Same as `serveInstance`. */
  readonly getInstance: SelectingOperations['serveInstance'];
}

/** The mutes operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  readonly deleteInstance: {
    /**
     * Unmute (remove a mute).
     *
     * @see {@link deleteInstance}
     * @since 2018.1
     */
    (args: DeleteInstanceArgs, options?: CallOptions): Promise<void>;
  };
  /** Same as `deleteInstance`. */
  readonly unmute: BoundOperations['deleteInstance'];
  readonly unmuteMultipleTests: {
    /**
     * Remove several mutes at once.
     *
     * @see {@link unmuteMultipleTests}
     * @since 2025.x
     */
    (args?: UnmuteMultipleTestsArgs, options?: CallOptions): Promise<void>;
  };
}
