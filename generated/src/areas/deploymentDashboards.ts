// Generated from spec/areas/deploymentDashboards.yaml by the teamcity-sdk generator. Do not edit.
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
import type {
  DeploymentDashboard,
  DeploymentDashboards,
  DeploymentInstance,
  DeploymentInstances,
  DeploymentStateEntry,
} from '../models.js';
import type { DeploymentDashboardLocator, DeploymentInstanceLocator } from '../locators.js';
import type {
  DeploymentDashboardFields,
  DeploymentDashboardsFields,
  DeploymentInstanceFields,
  DeploymentInstancesFields,
} from '../fields.js';

/** Inputs of {@link getAllDashboards}. */
export interface GetAllDashboardsArgs<
  S extends DeploymentDashboardsFields | string = DeploymentDashboardsFields | string,
> {
  /** A deployment dashboard locator that filters the list: text, or a typed `DeploymentDashboardLocator`. */
  locator?: string | DeploymentDashboardLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getAllDashboardsOp: Operation = {
  id: 'deploymentDashboards.get_all_dashboards',
  method: 'GET',
  path: '/app/rest/deploymentDashboards',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List deployment dashboards.
 *
 * A deployment dashboard shows, per project, which version is deployed where (its instances).
 *
 * @since 2023.11
 */
export async function getAllDashboards<
  const S extends string | (object & ExactFields<S, DeploymentDashboardsFields>) = never,
>(
  client: Transport,
  args: GetAllDashboardsArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<DeploymentDashboards, S>> {
  return request(client, getAllDashboardsOp, withFields(getAllDashboardsOp, args), options) as Promise<
    Selected<DeploymentDashboards, S>
  >;
}

/** Inputs of {@link createDashboard}. */
export interface CreateDashboardArgs {
  /** `{ id: 'App_Deploy', name: 'Deployments', project: { id: 'App' } }`. Sent as `application/json`. */
  body?: DeploymentDashboard;
}

export const createDashboardOp: Operation = {
  id: 'deploymentDashboards.create_dashboard',
  method: 'POST',
  path: '/app/rest/deploymentDashboards',
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Create a deployment dashboard in a project.
 *
 * Example body:
 * ```json
 * {
 *   "id": "Production",
 *   "name": "Production"
 * }
 * ```
 *
 * @since 2023.11
 */
export function createDashboard(
  client: Transport,
  args: CreateDashboardArgs = {},
  options?: CallOptions,
): Promise<DeploymentDashboard> {
  return request(client, createDashboardOp, args, options) as Promise<DeploymentDashboard>;
}

/** Inputs of {@link getDashboard}. */
export interface GetDashboardArgs<S extends DeploymentDashboardFields | string = DeploymentDashboardFields | string> {
  /** Which deployment dashboard: locator text, or a typed `DeploymentDashboardLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  deploymentDashboardLocator: string | DeploymentDashboardLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getDashboardOp: Operation = {
  id: 'deploymentDashboards.get_dashboard',
  method: 'GET',
  path: '/app/rest/deploymentDashboards/{deploymentDashboardLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a deployment dashboard.
 *
 * @since 2023.11
 */
export async function getDashboard<
  const S extends string | (object & ExactFields<S, DeploymentDashboardFields>) = never,
>(client: Transport, args: GetDashboardArgs<S>, options?: CallOptions): Promise<Selected<DeploymentDashboard, S>> {
  return request(client, getDashboardOp, withFields(getDashboardOp, args), options) as Promise<
    Selected<DeploymentDashboard, S>
  >;
}

/** Inputs of {@link deleteDashboard}. */
export interface DeleteDashboardArgs {
  /** Which deployment dashboard: locator text, or a typed `DeploymentDashboardLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  deploymentDashboardLocator: string | DeploymentDashboardLocator;
}

export const deleteDashboardOp: Operation = {
  id: 'deploymentDashboards.delete_dashboard',
  method: 'DELETE',
  path: '/app/rest/deploymentDashboards/{deploymentDashboardLocator}',
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Delete a deployment dashboard with its instances.
 *
 * @since 2023.11
 */
export function deleteDashboard(client: Transport, args: DeleteDashboardArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteDashboardOp, args, options) as Promise<void>;
}

/** Inputs of {@link getInstances}. */
export interface GetInstancesArgs<S extends DeploymentInstancesFields | string = DeploymentInstancesFields | string> {
  /** Which deployment dashboard: locator text, or a typed `DeploymentDashboardLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  deploymentDashboardLocator: string | DeploymentDashboardLocator;
  /** A deployment instance locator that filters the list: text, or a typed `DeploymentInstanceLocator`. */
  locator?: string | DeploymentInstanceLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getInstancesOp: Operation = {
  id: 'deploymentDashboards.get_instances',
  method: 'GET',
  path: '/app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the instances (deployment targets) of a deployment dashboard.
 *
 * @since 2023.11
 */
export async function getInstances<
  const S extends string | (object & ExactFields<S, DeploymentInstancesFields>) = never,
>(client: Transport, args: GetInstancesArgs<S>, options?: CallOptions): Promise<Selected<DeploymentInstances, S>> {
  return request(client, getInstancesOp, withFields(getInstancesOp, args), options) as Promise<
    Selected<DeploymentInstances, S>
  >;
}

/** Inputs of {@link createInstance}. */
export interface CreateInstanceArgs {
  /** Which deployment dashboard: locator text, or a typed `DeploymentDashboardLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  deploymentDashboardLocator: string | DeploymentDashboardLocator;
  /** `{ id: 'prod', name: 'Production' }`. Sent as `application/json`. */
  body?: DeploymentInstance;
}

export const createInstanceOp: Operation = {
  id: 'deploymentDashboards.create_instance',
  method: 'POST',
  path: '/app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Add an instance (a deployment target) to a deployment dashboard.
 *
 * Example body:
 * ```json
 * {
 *   "id": "web-1",
 *   "attributes": {
 *     "region": "eu-west-1"
 *   }
 * }
 * ```
 *
 * @since 2023.11
 */
export function createInstance(
  client: Transport,
  args: CreateInstanceArgs,
  options?: CallOptions,
): Promise<DeploymentInstance> {
  return request(client, createInstanceOp, args, options) as Promise<DeploymentInstance>;
}

/** Inputs of {@link getInstance}. */
export interface GetInstanceArgs<S extends DeploymentInstanceFields | string = DeploymentInstanceFields | string> {
  /** Which deployment dashboard: locator text, or a typed `DeploymentDashboardLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  deploymentDashboardLocator: string | DeploymentDashboardLocator;
  /** Which deployment instance: locator text, or a typed `DeploymentInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  deploymentInstanceLocator: string | DeploymentInstanceLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getInstanceOp: Operation = {
  id: 'deploymentDashboards.get_instance',
  method: 'GET',
  path: '/app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances/{deploymentInstanceLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one instance of a deployment dashboard, with its deployment history.
 *
 * @since 2023.11
 */
export async function getInstance<const S extends string | (object & ExactFields<S, DeploymentInstanceFields>) = never>(
  client: Transport,
  args: GetInstanceArgs<S>,
  options?: CallOptions,
): Promise<Selected<DeploymentInstance, S>> {
  return request(client, getInstanceOp, withFields(getInstanceOp, args), options) as Promise<
    Selected<DeploymentInstance, S>
  >;
}

/** Inputs of {@link reportNewDeploymentForInstance}. */
export interface ReportNewDeploymentForInstanceArgs {
  /** Which deployment dashboard: locator text, or a typed `DeploymentDashboardLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  deploymentDashboardLocator: string | DeploymentDashboardLocator;
  /** Which deployment instance: locator text, or a typed `DeploymentInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  deploymentInstanceLocator: string | DeploymentInstanceLocator;
  /** `{ state: 'successful', version: '1.4.2', build: { id: 42 } }`. Sent as `application/json`. */
  body?: DeploymentStateEntry;
}

export const reportNewDeploymentForInstanceOp: Operation = {
  id: 'deploymentDashboards.report_new_deployment_for_instance',
  method: 'POST',
  path: '/app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances/{deploymentInstanceLocator}',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Record a deployment (its state, version and build) on a dashboard instance.
 *
 * Adds an entry to the instance's history; the latest entry is its current state. Returns the instance.
 *
 * Example body:
 * ```json
 * {
 *   "state": "SUCCESSFUL",
 *   "build": {
 *     "id": 1042
 *   }
 * }
 * ```
 *
 * @since 2023.11
 */
export function reportNewDeploymentForInstance(
  client: Transport,
  args: ReportNewDeploymentForInstanceArgs,
  options?: CallOptions,
): Promise<DeploymentInstance> {
  return request(client, reportNewDeploymentForInstanceOp, args, options) as Promise<DeploymentInstance>;
}

/** Inputs of {@link deleteInstance}. */
export interface DeleteInstanceArgs {
  /** Which deployment dashboard: locator text, or a typed `DeploymentDashboardLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  deploymentDashboardLocator: string | DeploymentDashboardLocator;
  /** Which deployment instance: locator text, or a typed `DeploymentInstanceLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  deploymentInstanceLocator: string | DeploymentInstanceLocator;
}

export const deleteInstanceOp: Operation = {
  id: 'deploymentDashboards.delete_instance',
  method: 'DELETE',
  path: '/app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances/{deploymentInstanceLocator}',
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Remove an instance from a deployment dashboard.
 *
 * @since 2023.11
 */
export function deleteInstance(client: Transport, args: DeleteInstanceArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteInstanceOp, args, options) as Promise<void>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly getAllDashboards: {
    /**
     * List deployment dashboards.
     *
     * @see {@link getAllDashboards}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, DeploymentDashboardsFields>) = never>(
      args?: GetAllDashboardsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<DeploymentDashboards, S>>;
  };
  readonly getDashboard: {
    /**
     * Get a deployment dashboard.
     *
     * @see {@link getDashboard}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, DeploymentDashboardFields>) = never>(
      args: GetDashboardArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<DeploymentDashboard, S>>;
  };
  readonly getInstances: {
    /**
     * List the instances (deployment targets) of a deployment dashboard.
     *
     * @see {@link getInstances}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, DeploymentInstancesFields>) = never>(
      args: GetInstancesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<DeploymentInstances, S>>;
  };
  readonly getInstance: {
    /**
     * Get one instance of a deployment dashboard, with its deployment history.
     *
     * @see {@link getInstance}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, DeploymentInstanceFields>) = never>(
      args: GetInstanceArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<DeploymentInstance, S>>;
  };
}

/** The deploymentDashboards operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  readonly createDashboard: {
    /**
     * Create a deployment dashboard in a project.
     *
     * @see {@link createDashboard}
     * @since 2023.11
     */
    (args?: CreateDashboardArgs, options?: CallOptions): Promise<DeploymentDashboard>;
  };
  readonly deleteDashboard: {
    /**
     * Delete a deployment dashboard with its instances.
     *
     * @see {@link deleteDashboard}
     * @since 2023.11
     */
    (args: DeleteDashboardArgs, options?: CallOptions): Promise<void>;
  };
  readonly createInstance: {
    /**
     * Add an instance (a deployment target) to a deployment dashboard.
     *
     * @see {@link createInstance}
     * @since 2023.11
     */
    (args: CreateInstanceArgs, options?: CallOptions): Promise<DeploymentInstance>;
  };
  readonly reportNewDeploymentForInstance: {
    /**
     * Record a deployment (its state, version and build) on a dashboard instance.
     *
     * @see {@link reportNewDeploymentForInstance}
     * @since 2023.11
     */
    (args: ReportNewDeploymentForInstanceArgs, options?: CallOptions): Promise<DeploymentInstance>;
  };
  readonly deleteInstance: {
    /**
     * Remove an instance from a deployment dashboard.
     *
     * @see {@link deleteInstance}
     * @since 2023.11
     */
    (args: DeleteInstanceArgs, options?: CallOptions): Promise<void>;
  };
}
