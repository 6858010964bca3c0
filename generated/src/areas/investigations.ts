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
import { jsonBody } from '../runtime/body.js';
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
import type { Investigation, Investigations } from '../models.js';
import type { InvestigationLocator } from '../locators.js';
import type { InvestigationFields, InvestigationsFields } from '../fields.js';

/** Inputs of {@link getInvestigations}. */
export interface GetInvestigationsArgs<S extends InvestigationsFields | string = InvestigationsFields | string> {
  /** An investigation locator that filters the list: text, or a typed `InvestigationLocator`. */
  locator?: string | InvestigationLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getInvestigationsOp: Operation = {
  id: 'investigations.get_investigations',
  method: 'GET',
  path: '/app/rest/investigations',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List investigations (who is looking into a failing test, problem or build configuration).
 *
 * `assignee:(username:me)` lists someone's, `buildType:(id:App_Build)` those of a configuration, `state:taken`
 * the open ones.
 *
 * @since 2018.1
 */
export async function getInvestigations<
  const S extends string | (object & ExactFields<S, InvestigationsFields>) = never,
>(client: Transport, args: GetInvestigationsArgs<S> = {}, options?: CallOptions): Promise<Selected<Investigations, S>> {
  return request(client, getInvestigationsOp, withFields(getInvestigationsOp, args), options) as Promise<
    Selected<Investigations, S>
  >;
}

/** Inputs of {@link createInstance}. */
export interface CreateInstanceArgs<S extends InvestigationFields | string = InvestigationFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ assignee: { username: 'ann' }, scope: {...}, target: {...}, resolution: { type: 'whenFixed' } }`. Sent as `application/json`. */
  body?: Investigation;
}

export const createInstanceOp: Operation = {
  id: 'investigations.create_instance',
  method: 'POST',
  path: '/app/rest/investigations',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Assign an investigation.
 *
 * The body names the `assignee`, what is investigated (`target`: tests, problems or the whole build
 * configuration), where (`scope`) and how it ends (`resolution`). One target only; `createInstances` takes
 * several.
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
 *
 * Also named `createInvestigation`: the same function.
 *
 * @since 2018.1
 */
export async function createInstance<const S extends string | (object & ExactFields<S, InvestigationFields>) = never>(
  client: Transport,
  args: CreateInstanceArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Investigation, S>> {
  return request(client, createInstanceOp, withFields(createInstanceOp, args), options) as Promise<
    Selected<Investigation, S>
  >;
}

export { createInstance as createInvestigation };

/** Inputs of {@link createInstances}. */
export interface CreateInstancesArgs<S extends InvestigationsFields | string = InvestigationsFields | string> {
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ investigation: [...] }`, each as `createInstance` takes it. Sent as `application/json`. */
  body?: Investigations;
}

export const createInstancesOp: Operation = {
  id: 'investigations.create_instances',
  method: 'POST',
  path: '/app/rest/investigations/multiple',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Assign several investigations at once.
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
 *
 * Also named `createInvestigations`: the same function.
 *
 * @since 2018.1
 */
export async function createInstances<const S extends string | (object & ExactFields<S, InvestigationsFields>) = never>(
  client: Transport,
  args: CreateInstancesArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Investigations, S>> {
  return request(client, createInstancesOp, withFields(createInstancesOp, args), options) as Promise<
    Selected<Investigations, S>
  >;
}

export { createInstances as createInvestigations };

/** Inputs of {@link serveInstance}. */
export interface ServeInstanceArgs<S extends InvestigationFields | string = InvestigationFields | string> {
  /** Which investigation: locator text, or a typed `InvestigationLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  investigationLocator: string | InvestigationLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveInstanceOp: Operation = {
  id: 'investigations.serve_instance',
  method: 'GET',
  path: '/app/rest/investigations/{investigationLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get an investigation.
 *
 * Also named `getInvestigation` and `getInstance`: the same function.
 *
 * @since 2018.1
 */
export async function serveInstance<const S extends string | (object & ExactFields<S, InvestigationFields>) = never>(
  client: Transport,
  args: ServeInstanceArgs<S>,
  options?: CallOptions,
): Promise<Selected<Investigation, S>> {
  return request(client, serveInstanceOp, withFields(serveInstanceOp, args), options) as Promise<
    Selected<Investigation, S>
  >;
}

export { serveInstance as getInvestigation, serveInstance as getInstance };

/** Inputs of {@link replaceInstance}. */
export interface ReplaceInstanceArgs<S extends InvestigationFields | string = InvestigationFields | string> {
  /** Which investigation: locator text, or a typed `InvestigationLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  investigationLocator: string | InvestigationLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The investigation as it should be, as `createInstance` takes it. Sent as `application/json`. */
  body?: Investigation;
}

export const replaceInstanceOp: Operation = {
  id: 'investigations.replace_instance',
  method: 'PUT',
  path: '/app/rest/investigations/{investigationLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace an investigation (reassign it, change its scope or resolution).
 *
 * Removes the investigation found and assigns the posted one in its place.
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
 *
 * Also named `replaceInvestigation`: the same function.
 *
 * @since 2018.1
 */
export async function replaceInstance<const S extends string | (object & ExactFields<S, InvestigationFields>) = never>(
  client: Transport,
  args: ReplaceInstanceArgs<S>,
  options?: CallOptions,
): Promise<Selected<Investigation, S>> {
  return request(client, replaceInstanceOp, withFields(replaceInstanceOp, args), options) as Promise<
    Selected<Investigation, S>
  >;
}

export { replaceInstance as replaceInvestigation };

/** Inputs of {@link deleteInstance}. */
export interface DeleteInstanceArgs {
  /** Which investigation: locator text, or a typed `InvestigationLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  investigationLocator: string | InvestigationLocator;
}

export const deleteInstanceOp: Operation = {
  id: 'investigations.delete_instance',
  method: 'DELETE',
  path: '/app/rest/investigations/{investigationLocator}',
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Remove an investigation.
 *
 * Also named `deleteInvestigation`: the same function.
 *
 * @since 2018.1
 */
export function deleteInstance(client: Transport, args: DeleteInstanceArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteInstanceOp, args, options) as Promise<void>;
}

export { deleteInstance as deleteInvestigation };

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly getInvestigations: {
    /**
     * List investigations (who is looking into a failing test, problem or build configuration).
     *
     * @see {@link getInvestigations}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, InvestigationsFields>) = never>(
      args?: GetInvestigationsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Investigations, S>>;
  };
  readonly createInstance: {
    /**
     * Assign an investigation.
     *
     * @see {@link createInstance}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, InvestigationFields>) = never>(
      args?: CreateInstanceArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Investigation, S>>;
  };
  /** Same as `createInstance`. */
  readonly createInvestigation: SelectingOperations['createInstance'];
  readonly createInstances: {
    /**
     * Assign several investigations at once.
     *
     * @see {@link createInstances}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, InvestigationsFields>) = never>(
      args?: CreateInstancesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Investigations, S>>;
  };
  /** Same as `createInstances`. */
  readonly createInvestigations: SelectingOperations['createInstances'];
  readonly serveInstance: {
    /**
     * Get an investigation.
     *
     * @see {@link serveInstance}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, InvestigationFields>) = never>(
      args: ServeInstanceArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Investigation, S>>;
  };
  /** Same as `serveInstance`. */
  readonly getInvestigation: SelectingOperations['serveInstance'];
  /** Same as `serveInstance`. */
  readonly getInstance: SelectingOperations['serveInstance'];
  readonly replaceInstance: {
    /**
     * Replace an investigation (reassign it, change its scope or resolution).
     *
     * @see {@link replaceInstance}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, InvestigationFields>) = never>(
      args: ReplaceInstanceArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Investigation, S>>;
  };
  /** Same as `replaceInstance`. */
  readonly replaceInvestigation: SelectingOperations['replaceInstance'];
}

/** The investigations operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  readonly deleteInstance: {
    /**
     * Remove an investigation.
     *
     * @see {@link deleteInstance}
     * @since 2018.1
     */
    (args: DeleteInstanceArgs, options?: CallOptions): Promise<void>;
  };
  /** Same as `deleteInstance`. */
  readonly deleteInvestigation: BoundOperations['deleteInstance'];
}
