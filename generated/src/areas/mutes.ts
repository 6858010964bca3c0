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
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
import type { Mute, Mutes } from '../models.js';
import type { MuteLocator } from '../locators.js';
import type { MuteFields, MutesFields } from '../fields.js';

/** Inputs of {@link getMutes}. */
export interface GetMutesArgs<S extends MutesFields = MutesFields, T = string> {
  /** A mute locator that filters the list: text, or a typed `MuteLocator`. */
  locator?: string | MuteLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getMutesOp: Operation = {
  id: 'mutes.get_mutes',
  method: 'GET',
  path: '/app/rest/mutes',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List mutes (tests and problems muted so that they do not fail builds).
 *
 * 100 to a page. `test:(name:...)` or `project:(id:App)` narrow the list.
 *
 * @param args.locator - A mute locator that filters the list: text, or a typed `MuteLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getMutes(client: Transport, args?: GetMutesArgs<never>, options?: CallOptions): Promise<Mutes>;
export function getMutes<const S extends object & ExactFields<S, MutesFields>>(
  client: Transport,
  args?: GetMutesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Mutes, S>>;
export async function getMutes(client: Transport, args: GetMutesArgs = {}, options?: CallOptions): Promise<unknown> {
  return request(client, getMutesOp, withFields(getMutesOp, args), options);
}

/** Inputs of {@link createInstance}. */
export interface CreateInstanceArgs<S extends MuteFields = MuteFields, T = string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** `{ scope: { project: { id: 'App' } }, target: { tests: { test: [...] } }, resolution: { type: 'whenFixed' } }`. Sent as `application/json`. */
  body?: Mute;
}

export const createInstanceOp: Operation = {
  id: 'mutes.create_instance',
  method: 'POST',
  path: '/app/rest/mutes',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
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
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - `{ scope: { project: { id: 'App' } }, target: { tests: { test: [...] } }, resolution: { type: 'whenFixed' } }`
 */
export function createInstance(
  client: Transport,
  args?: CreateInstanceArgs<never>,
  options?: CallOptions,
): Promise<Mute>;
export function createInstance<const S extends object & ExactFields<S, MuteFields>>(
  client: Transport,
  args?: CreateInstanceArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Mute, S>>;
export async function createInstance(
  client: Transport,
  args: CreateInstanceArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, createInstanceOp, withFields(createInstanceOp, args), options);
}

export { createInstance as createMute };

/** Inputs of {@link createInstances}. */
export interface CreateInstancesArgs<S extends MutesFields = MutesFields, T = string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** `{ mute: [...] }`, each as `createInstance` takes it. Sent as `application/json`. */
  body?: Mutes;
}

export const createInstancesOp: Operation = {
  id: 'mutes.create_instances',
  method: 'POST',
  path: '/app/rest/mutes/multiple',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
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
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - `{ mute: [...] }`, each as `createInstance` takes it
 */
export function createInstances(
  client: Transport,
  args?: CreateInstancesArgs<never>,
  options?: CallOptions,
): Promise<Mutes>;
export function createInstances<const S extends object & ExactFields<S, MutesFields>>(
  client: Transport,
  args?: CreateInstancesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Mutes, S>>;
export async function createInstances(
  client: Transport,
  args: CreateInstancesArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, createInstancesOp, withFields(createInstancesOp, args), options);
}

export { createInstances as createMutes };

/** Inputs of {@link serveInstance}. */
export interface ServeInstanceArgs<S extends MuteFields = MuteFields, T = string> {
  /** Which mute: locator text, or a typed `MuteLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  muteLocator: string | MuteLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const serveInstanceOp: Operation = {
  id: 'mutes.serve_instance',
  method: 'GET',
  path: '/app/rest/mutes/{muteLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a mute.
 *
 * Also named `getMute` and `getInstance`: the same function.
 *
 * @param args.muteLocator - Which mute: locator text, or a typed `MuteLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function serveInstance(client: Transport, args: ServeInstanceArgs<never>, options?: CallOptions): Promise<Mute>;
export function serveInstance<const S extends object & ExactFields<S, MuteFields>>(
  client: Transport,
  args: ServeInstanceArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Mute, S>>;
export async function serveInstance(
  client: Transport,
  args: ServeInstanceArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveInstanceOp, withFields(serveInstanceOp, args), options);
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
  body: 'text/plain',
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
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
 * @param args.muteLocator - Which mute: locator text, or a typed `MuteLocator`
 * @param args.body - Why, as plain text (recorded as the unmute comment; may be left out)
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
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  kind: 'void',
  csrf: addCsrf,
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
 * @param args.fields - Which fields to send: a fields string (`id,name`)
 * @param args.body - The mutes to remove: `{ mute: [{ id: 12 }] }`
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
     * 100 to a page. `test:(name:...)` or `project:(id:App)` narrow the list.
     *
     * @param args.locator - A mute locator that filters the list: text, or a typed `MuteLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args?: GetMutesArgs<never>, options?: CallOptions): Promise<Mutes>;
    <const S extends object & ExactFields<S, MutesFields>>(
      args?: GetMutesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Mutes, S>>;
  };
  readonly createInstance: {
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
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - `{ scope: { project: { id: 'App' } }, target: { tests: { test: [...] } }, resolution: { type: 'whenFixed' } }`
     */
    (args?: CreateInstanceArgs<never>, options?: CallOptions): Promise<Mute>;
    <const S extends object & ExactFields<S, MuteFields>>(
      args?: CreateInstanceArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Mute, S>>;
  };
  /** Same as `createInstance`. */
  readonly createMute: SelectingOperations['createInstance'];
  readonly createInstances: {
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
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - `{ mute: [...] }`, each as `createInstance` takes it
     */
    (args?: CreateInstancesArgs<never>, options?: CallOptions): Promise<Mutes>;
    <const S extends object & ExactFields<S, MutesFields>>(
      args?: CreateInstancesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Mutes, S>>;
  };
  /** Same as `createInstances`. */
  readonly createMutes: SelectingOperations['createInstances'];
  readonly serveInstance: {
    /**
     * Get a mute.
     *
     * Also named `getMute` and `getInstance`: the same function.
     *
     * @param args.muteLocator - Which mute: locator text, or a typed `MuteLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: ServeInstanceArgs<never>, options?: CallOptions): Promise<Mute>;
    <const S extends object & ExactFields<S, MuteFields>>(
      args: ServeInstanceArgs<S, never>,
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
     * Example body:
     * ```text
     * fixed in 1.0.42
     * ```
     *
     * Also named `unmute`: the same function.
     *
     * @param args.muteLocator - Which mute: locator text, or a typed `MuteLocator`
     * @param args.body - Why, as plain text (recorded as the unmute comment; may be left out)
     */
    (args: DeleteInstanceArgs, options?: CallOptions): Promise<void>;
  };
  /** Same as `deleteInstance`. */
  readonly unmute: BoundOperations['deleteInstance'];
  readonly unmuteMultipleTests: {
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
     * @param args.fields - Which fields to send: a fields string (`id,name`)
     * @param args.body - The mutes to remove: `{ mute: [{ id: 12 }] }`
     */
    (args?: UnmuteMultipleTestsArgs, options?: CallOptions): Promise<void>;
  };
}
