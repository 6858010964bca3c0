// Generated from spec/areas/investigations.yaml by the teamcity-sdk generator. Do not edit.
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
import type { Investigation, Investigations } from '../models.js';
import type { InvestigationLocator } from '../locators.js';
import type { InvestigationFields, InvestigationsFields } from '../fields.js';

/** Inputs of {@link getInvestigations} (`investigations.get_investigations`). */
export interface GetInvestigationsArgs<S extends InvestigationsFields = InvestigationsFields, T = string> {
  /** Query `locator`. A Investigation locator: its text, or a typed `InvestigationLocator` (rendered with TeamCity's escaping). */
  locator?: string | InvestigationLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getInvestigationsOp: Operation = {
  id: 'investigations.get_investigations',
  method: 'GET',
  path: '/app/rest/investigations',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/investigations` (`get_investigations`). */
export function getInvestigations(
  client: Transport,
  args?: GetInvestigationsArgs<never>,
  options?: CallOptions,
): Promise<Investigations>;
/** `GET /app/rest/investigations` (`get_investigations`). */
export function getInvestigations<const S extends object & ExactFields<S, InvestigationsFields>>(
  client: Transport,
  args?: GetInvestigationsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Investigations, S>>;
export async function getInvestigations(
  client: Transport,
  args: GetInvestigationsArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getInvestigationsOp, withFields(getInvestigationsOp, args), options);
}

/** Inputs of {@link createInstance} (`investigations.create_instance`). */
export interface CreateInstanceArgs<S extends InvestigationFields = InvestigationFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Investigation;
}

export const createInstanceOp: Operation = {
  id: 'investigations.create_instance',
  method: 'POST',
  path: '/app/rest/investigations',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `POST /app/rest/investigations` (`create_instance`).
 *
 * Example body:
 * ```json
 * {
 *   "assignee": {
 *     "username": "alice"
 *   },
 *   "assignment": {
 *     "text": "looking into it"
 *   },
 *   "scope": {
 *     "buildTypes": {
 *       "buildType": [
 *         {
 *           "id": "App_Build"
 *         }
 *       ]
 *     }
 *   },
 *   "target": {
 *     "anyProblem": true
 *   },
 *   "resolution": {
 *     "type": "whenFixed"
 *   }
 * }
 * ```
 */
export function createInstance(
  client: Transport,
  args?: CreateInstanceArgs<never>,
  options?: CallOptions,
): Promise<Investigation>;
/**
 * `POST /app/rest/investigations` (`create_instance`).
 *
 * Example body:
 * ```json
 * {
 *   "assignee": {
 *     "username": "alice"
 *   },
 *   "assignment": {
 *     "text": "looking into it"
 *   },
 *   "scope": {
 *     "buildTypes": {
 *       "buildType": [
 *         {
 *           "id": "App_Build"
 *         }
 *       ]
 *     }
 *   },
 *   "target": {
 *     "anyProblem": true
 *   },
 *   "resolution": {
 *     "type": "whenFixed"
 *   }
 * }
 * ```
 */
export function createInstance<const S extends object & ExactFields<S, InvestigationFields>>(
  client: Transport,
  args?: CreateInstanceArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Investigation, S>>;
export async function createInstance(
  client: Transport,
  args: CreateInstanceArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, createInstanceOp, withFields(createInstanceOp, args), options);
}

/** Inputs of {@link createInstances} (`investigations.create_instances`). */
export interface CreateInstancesArgs<S extends InvestigationsFields = InvestigationsFields, T = string> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Investigations;
}

export const createInstancesOp: Operation = {
  id: 'investigations.create_instances',
  method: 'POST',
  path: '/app/rest/investigations/multiple',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `POST /app/rest/investigations/multiple` (`create_instances`).
 *
 * Example body:
 * ```json
 * {
 *   "investigation": [
 *     {
 *       "assignee": {
 *         "username": "alice"
 *       },
 *       "scope": {
 *         "buildTypes": {
 *           "buildType": [
 *             {
 *               "id": "App_Build"
 *             }
 *           ]
 *         }
 *       },
 *       "target": {
 *         "anyProblem": true
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
): Promise<Investigations>;
/**
 * `POST /app/rest/investigations/multiple` (`create_instances`).
 *
 * Example body:
 * ```json
 * {
 *   "investigation": [
 *     {
 *       "assignee": {
 *         "username": "alice"
 *       },
 *       "scope": {
 *         "buildTypes": {
 *           "buildType": [
 *             {
 *               "id": "App_Build"
 *             }
 *           ]
 *         }
 *       },
 *       "target": {
 *         "anyProblem": true
 *       },
 *       "resolution": {
 *         "type": "whenFixed"
 *       }
 *     }
 *   ]
 * }
 * ```
 */
export function createInstances<const S extends object & ExactFields<S, InvestigationsFields>>(
  client: Transport,
  args?: CreateInstancesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Investigations, S>>;
export async function createInstances(
  client: Transport,
  args: CreateInstancesArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, createInstancesOp, withFields(createInstancesOp, args), options);
}

/** Inputs of {@link serveInstance} (`investigations.serve_instance`). */
export interface ServeInstanceArgs<S extends InvestigationFields = InvestigationFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Investigation locator: its text, or a typed `InvestigationLocator` (rendered with TeamCity's escaping). */
  investigationLocator: string | InvestigationLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveInstanceOp: Operation = {
  id: 'investigations.serve_instance',
  method: 'GET',
  path: '/app/rest/investigations/{investigationLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/investigations/{investigationLocator}` (`serve_instance`, alias `get_instance`). */
export function serveInstance(
  client: Transport,
  args: ServeInstanceArgs<never>,
  options?: CallOptions,
): Promise<Investigation>;
/** `GET /app/rest/investigations/{investigationLocator}` (`serve_instance`, alias `get_instance`). */
export function serveInstance<const S extends object & ExactFields<S, InvestigationFields>>(
  client: Transport,
  args: ServeInstanceArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Investigation, S>>;
export async function serveInstance(
  client: Transport,
  args: ServeInstanceArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveInstanceOp, withFields(serveInstanceOp, args), options);
}

export { serveInstance as getInstance };

/** Inputs of {@link replaceInstance} (`investigations.replace_instance`). */
export interface ReplaceInstanceArgs<S extends InvestigationFields = InvestigationFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Investigation locator: its text, or a typed `InvestigationLocator` (rendered with TeamCity's escaping). */
  investigationLocator: string | InvestigationLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Investigation;
}

export const replaceInstanceOp: Operation = {
  id: 'investigations.replace_instance',
  method: 'PUT',
  path: '/app/rest/investigations/{investigationLocator}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/investigations/{investigationLocator}` (`replace_instance`).
 *
 * Example body:
 * ```json
 * {
 *   "assignee": {
 *     "username": "alice"
 *   },
 *   "assignment": {
 *     "text": "looking into it"
 *   },
 *   "scope": {
 *     "buildTypes": {
 *       "buildType": [
 *         {
 *           "id": "App_Build"
 *         }
 *       ]
 *     }
 *   },
 *   "target": {
 *     "anyProblem": true
 *   },
 *   "resolution": {
 *     "type": "whenFixed"
 *   }
 * }
 * ```
 */
export function replaceInstance(
  client: Transport,
  args: ReplaceInstanceArgs<never>,
  options?: CallOptions,
): Promise<Investigation>;
/**
 * `PUT /app/rest/investigations/{investigationLocator}` (`replace_instance`).
 *
 * Example body:
 * ```json
 * {
 *   "assignee": {
 *     "username": "alice"
 *   },
 *   "assignment": {
 *     "text": "looking into it"
 *   },
 *   "scope": {
 *     "buildTypes": {
 *       "buildType": [
 *         {
 *           "id": "App_Build"
 *         }
 *       ]
 *     }
 *   },
 *   "target": {
 *     "anyProblem": true
 *   },
 *   "resolution": {
 *     "type": "whenFixed"
 *   }
 * }
 * ```
 */
export function replaceInstance<const S extends object & ExactFields<S, InvestigationFields>>(
  client: Transport,
  args: ReplaceInstanceArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Investigation, S>>;
export async function replaceInstance(
  client: Transport,
  args: ReplaceInstanceArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, replaceInstanceOp, withFields(replaceInstanceOp, args), options);
}

/** Inputs of {@link deleteInstance} (`investigations.delete_instance`). */
export interface DeleteInstanceArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Investigation locator: its text, or a typed `InvestigationLocator` (rendered with TeamCity's escaping). */
  investigationLocator: string | InvestigationLocator;
}

export const deleteInstanceOp: Operation = {
  id: 'investigations.delete_instance',
  method: 'DELETE',
  path: '/app/rest/investigations/{investigationLocator}',
  accept: 'application/json',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/investigations/{investigationLocator}` (`delete_instance`). */
export function deleteInstance(client: Transport, args: DeleteInstanceArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteInstanceOp, args, options) as Promise<void>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /** `GET /app/rest/investigations` (`get_investigations`). */
  readonly getInvestigations: {
    (args?: GetInvestigationsArgs<never>, options?: CallOptions): Promise<Investigations>;
    <const S extends object & ExactFields<S, InvestigationsFields>>(
      args?: GetInvestigationsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Investigations, S>>;
  };
  /**
   * `POST /app/rest/investigations` (`create_instance`).
   *
   * Example body:
   * ```json
   * {
   *   "assignee": {
   *     "username": "alice"
   *   },
   *   "assignment": {
   *     "text": "looking into it"
   *   },
   *   "scope": {
   *     "buildTypes": {
   *       "buildType": [
   *         {
   *           "id": "App_Build"
   *         }
   *       ]
   *     }
   *   },
   *   "target": {
   *     "anyProblem": true
   *   },
   *   "resolution": {
   *     "type": "whenFixed"
   *   }
   * }
   * ```
   */
  readonly createInstance: {
    (args?: CreateInstanceArgs<never>, options?: CallOptions): Promise<Investigation>;
    <const S extends object & ExactFields<S, InvestigationFields>>(
      args?: CreateInstanceArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Investigation, S>>;
  };
  /**
   * `POST /app/rest/investigations/multiple` (`create_instances`).
   *
   * Example body:
   * ```json
   * {
   *   "investigation": [
   *     {
   *       "assignee": {
   *         "username": "alice"
   *       },
   *       "scope": {
   *         "buildTypes": {
   *           "buildType": [
   *             {
   *               "id": "App_Build"
   *             }
   *           ]
   *         }
   *       },
   *       "target": {
   *         "anyProblem": true
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
    (args?: CreateInstancesArgs<never>, options?: CallOptions): Promise<Investigations>;
    <const S extends object & ExactFields<S, InvestigationsFields>>(
      args?: CreateInstancesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Investigations, S>>;
  };
  /** `GET /app/rest/investigations/{investigationLocator}` (`serve_instance`, alias `get_instance`). */
  readonly serveInstance: {
    (args: ServeInstanceArgs<never>, options?: CallOptions): Promise<Investigation>;
    <const S extends object & ExactFields<S, InvestigationFields>>(
      args: ServeInstanceArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Investigation, S>>;
  };
  /** `GET /app/rest/investigations/{investigationLocator}` (`serve_instance`, alias `get_instance`). */
  readonly getInstance: {
    (args: ServeInstanceArgs<never>, options?: CallOptions): Promise<Investigation>;
    <const S extends object & ExactFields<S, InvestigationFields>>(
      args: ServeInstanceArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Investigation, S>>;
  };
  /**
   * `PUT /app/rest/investigations/{investigationLocator}` (`replace_instance`).
   *
   * Example body:
   * ```json
   * {
   *   "assignee": {
   *     "username": "alice"
   *   },
   *   "assignment": {
   *     "text": "looking into it"
   *   },
   *   "scope": {
   *     "buildTypes": {
   *       "buildType": [
   *         {
   *           "id": "App_Build"
   *         }
   *       ]
   *     }
   *   },
   *   "target": {
   *     "anyProblem": true
   *   },
   *   "resolution": {
   *     "type": "whenFixed"
   *   }
   * }
   * ```
   */
  readonly replaceInstance: {
    (args: ReplaceInstanceArgs<never>, options?: CallOptions): Promise<Investigation>;
    <const S extends object & ExactFields<S, InvestigationFields>>(
      args: ReplaceInstanceArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Investigation, S>>;
  };
}

/** The investigations operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  /** `DELETE /app/rest/investigations/{investigationLocator}` (`delete_instance`). */
  readonly deleteInstance: (args: DeleteInstanceArgs, options?: CallOptions) => Promise<void>;
}
