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

/** Inputs of {@link getMutes} (`mutes.get_mutes`). */
export interface GetMutesArgs<S extends MutesFields = MutesFields, T = string> {
  /** Query `locator`. A Mute locator: its text, or a typed `MuteLocator` (rendered with TeamCity's escaping). */
  locator?: string | MuteLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
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
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/mutes` (`get_mutes`). */
export function getMutes(client: Transport, args?: GetMutesArgs<never>, options?: CallOptions): Promise<Mutes>;
/** `GET /app/rest/mutes` (`get_mutes`). */
export function getMutes<const S extends object & ExactFields<S, MutesFields>>(
  client: Transport,
  args?: GetMutesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Mutes, S>>;
export async function getMutes(client: Transport, args: GetMutesArgs = {}, options?: CallOptions): Promise<unknown> {
  return request(client, getMutesOp, withFields(getMutesOp, args), options);
}

/** Inputs of {@link createInstance} (`mutes.create_instance`). */
export interface CreateInstanceArgs<S extends MuteFields = MuteFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Mute;
}

export const createInstanceOp: Operation = {
  id: 'mutes.create_instance',
  method: 'POST',
  path: '/app/rest/mutes',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `POST /app/rest/mutes` (`create_instance`).
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
 */
export function createInstance(
  client: Transport,
  args?: CreateInstanceArgs<never>,
  options?: CallOptions,
): Promise<Mute>;
/**
 * `POST /app/rest/mutes` (`create_instance`).
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
 */
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

/** Inputs of {@link createInstances} (`mutes.create_instances`). */
export interface CreateInstancesArgs<S extends MutesFields = MutesFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Mutes;
}

export const createInstancesOp: Operation = {
  id: 'mutes.create_instances',
  method: 'POST',
  path: '/app/rest/mutes/multiple',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `POST /app/rest/mutes/multiple` (`create_instances`).
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
 */
export function createInstances(
  client: Transport,
  args?: CreateInstancesArgs<never>,
  options?: CallOptions,
): Promise<Mutes>;
/**
 * `POST /app/rest/mutes/multiple` (`create_instances`).
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
 */
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

/** Inputs of {@link serveInstance} (`mutes.serve_instance`). */
export interface ServeInstanceArgs<S extends MuteFields = MuteFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Mute locator: its text, or a typed `MuteLocator` (rendered with TeamCity's escaping). */
  muteLocator: string | MuteLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveInstanceOp: Operation = {
  id: 'mutes.serve_instance',
  method: 'GET',
  path: '/app/rest/mutes/{muteLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/mutes/{muteLocator}` (`serve_instance`, alias `get_instance`). */
export function serveInstance(client: Transport, args: ServeInstanceArgs<never>, options?: CallOptions): Promise<Mute>;
/** `GET /app/rest/mutes/{muteLocator}` (`serve_instance`, alias `get_instance`). */
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

export { serveInstance as getInstance };

/** Inputs of {@link deleteInstance} (`mutes.delete_instance`). */
export interface DeleteInstanceArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Mute locator: its text, or a typed `MuteLocator` (rendered with TeamCity's escaping). */
  muteLocator: string | MuteLocator;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const deleteInstanceOp: Operation = {
  id: 'mutes.delete_instance',
  method: 'DELETE',
  path: '/app/rest/mutes/{muteLocator}',
  body: 'text/plain',
  accept: 'application/json',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/mutes/{muteLocator}` (`delete_instance`).
 * Kept as the seeds give it: a DELETE with an optional plain-text body (the comment for the unmute).
 *
 * Example body:
 * ```text
 * fixed in 1.0.42
 * ```
 */
export function deleteInstance(client: Transport, args: DeleteInstanceArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteInstanceOp, args, options) as Promise<void>;
}

/** Inputs of {@link unmuteMultipleTests} (`mutes.unmute_multiple_tests`). */
export interface UnmuteMultipleTestsArgs {
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `application/json`. */
  body?: Mutes;
}

export const unmuteMultipleTestsOp: Operation = {
  id: 'mutes.unmute_multiple_tests',
  method: 'DELETE',
  path: '/app/rest/mutes/multiple',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'void',
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/mutes/multiple` (`unmute_multiple_tests`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId unmuteMultipleTests).
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
  /** `GET /app/rest/mutes` (`get_mutes`). */
  readonly getMutes: {
    (args?: GetMutesArgs<never>, options?: CallOptions): Promise<Mutes>;
    <const S extends object & ExactFields<S, MutesFields>>(
      args?: GetMutesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Mutes, S>>;
  };
  /**
   * `POST /app/rest/mutes` (`create_instance`).
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
   */
  readonly createInstance: {
    (args?: CreateInstanceArgs<never>, options?: CallOptions): Promise<Mute>;
    <const S extends object & ExactFields<S, MuteFields>>(
      args?: CreateInstanceArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Mute, S>>;
  };
  /**
   * `POST /app/rest/mutes/multiple` (`create_instances`).
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
   */
  readonly createInstances: {
    (args?: CreateInstancesArgs<never>, options?: CallOptions): Promise<Mutes>;
    <const S extends object & ExactFields<S, MutesFields>>(
      args?: CreateInstancesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Mutes, S>>;
  };
  /** `GET /app/rest/mutes/{muteLocator}` (`serve_instance`, alias `get_instance`). */
  readonly serveInstance: {
    (args: ServeInstanceArgs<never>, options?: CallOptions): Promise<Mute>;
    <const S extends object & ExactFields<S, MuteFields>>(
      args: ServeInstanceArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Mute, S>>;
  };
  /** `GET /app/rest/mutes/{muteLocator}` (`serve_instance`, alias `get_instance`). */
  readonly getInstance: {
    (args: ServeInstanceArgs<never>, options?: CallOptions): Promise<Mute>;
    <const S extends object & ExactFields<S, MuteFields>>(
      args: ServeInstanceArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Mute, S>>;
  };
}

/** The mutes operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  /**
   * `DELETE /app/rest/mutes/{muteLocator}` (`delete_instance`).
   * Kept as the seeds give it: a DELETE with an optional plain-text body (the comment for the unmute).
   *
   * Example body:
   * ```text
   * fixed in 1.0.42
   * ```
   */
  readonly deleteInstance: (args: DeleteInstanceArgs, options?: CallOptions) => Promise<void>;
  /**
   * `DELETE /app/rest/mutes/multiple` (`unmute_multiple_tests`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId unmuteMultipleTests).
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
   */
  readonly unmuteMultipleTests: (args?: UnmuteMultipleTestsArgs, options?: CallOptions) => Promise<void>;
}
