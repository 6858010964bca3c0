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

/** Inputs of {@link getAllDashboards} (`deploymentDashboards.get_all_dashboards`). */
export interface GetAllDashboardsArgs<S extends DeploymentDashboardsFields = DeploymentDashboardsFields, T = string> {
  /** Query `locator`. A DeploymentDashboard locator: its text, or a typed `DeploymentDashboardLocator` (rendered with TeamCity's escaping). */
  locator?: string | DeploymentDashboardLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getAllDashboardsOp: Operation = {
  id: 'deploymentDashboards.get_all_dashboards',
  method: 'GET',
  path: '/app/rest/deploymentDashboards',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/deploymentDashboards` (`get_all_dashboards`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAllDashboards).
 */
export function getAllDashboards(
  client: Transport,
  args?: GetAllDashboardsArgs<never>,
  options?: CallOptions,
): Promise<DeploymentDashboards>;
/**
 * `GET /app/rest/deploymentDashboards` (`get_all_dashboards`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAllDashboards).
 */
export function getAllDashboards<const S extends object & ExactFields<S, DeploymentDashboardsFields>>(
  client: Transport,
  args?: GetAllDashboardsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<DeploymentDashboards, S>>;
export async function getAllDashboards(
  client: Transport,
  args: GetAllDashboardsArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getAllDashboardsOp, withFields(getAllDashboardsOp, args), options);
}

/** Inputs of {@link createDashboard} (`deploymentDashboards.create_dashboard`). */
export interface CreateDashboardArgs {
  /** Request body, sent as `application/json`. */
  body?: DeploymentDashboard;
}

export const createDashboardOp: Operation = {
  id: 'deploymentDashboards.create_dashboard',
  method: 'POST',
  path: '/app/rest/deploymentDashboards',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `POST /app/rest/deploymentDashboards` (`create_dashboard`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId createDashboard).
 *
 * Example body:
 * ```json
 * {
 *   "id": "Production",
 *   "name": "Production"
 * }
 * ```
 */
export function createDashboard(
  client: Transport,
  args: CreateDashboardArgs = {},
  options?: CallOptions,
): Promise<DeploymentDashboard> {
  return request(client, createDashboardOp, args, options) as Promise<DeploymentDashboard>;
}

/** Inputs of {@link getDashboard} (`deploymentDashboards.get_dashboard`). */
export interface GetDashboardArgs<S extends DeploymentDashboardFields = DeploymentDashboardFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A DeploymentDashboard locator: its text, or a typed `DeploymentDashboardLocator` (rendered with TeamCity's escaping). */
  deploymentDashboardLocator: string | DeploymentDashboardLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getDashboardOp: Operation = {
  id: 'deploymentDashboards.get_dashboard',
  method: 'GET',
  path: '/app/rest/deploymentDashboards/{deploymentDashboardLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/deploymentDashboards/{deploymentDashboardLocator}` (`get_dashboard`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getDashboard).
 */
export function getDashboard(
  client: Transport,
  args: GetDashboardArgs<never>,
  options?: CallOptions,
): Promise<DeploymentDashboard>;
/**
 * `GET /app/rest/deploymentDashboards/{deploymentDashboardLocator}` (`get_dashboard`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getDashboard).
 */
export function getDashboard<const S extends object & ExactFields<S, DeploymentDashboardFields>>(
  client: Transport,
  args: GetDashboardArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<DeploymentDashboard, S>>;
export async function getDashboard(client: Transport, args: GetDashboardArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getDashboardOp, withFields(getDashboardOp, args), options);
}

/** Inputs of {@link deleteDashboard} (`deploymentDashboards.delete_dashboard`). */
export interface DeleteDashboardArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A DeploymentDashboard locator: its text, or a typed `DeploymentDashboardLocator` (rendered with TeamCity's escaping). */
  deploymentDashboardLocator: string | DeploymentDashboardLocator;
}

export const deleteDashboardOp: Operation = {
  id: 'deploymentDashboards.delete_dashboard',
  method: 'DELETE',
  path: '/app/rest/deploymentDashboards/{deploymentDashboardLocator}',
  accept: 'application/json',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/deploymentDashboards/{deploymentDashboardLocator}` (`delete_dashboard`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId deleteDashboard).
 */
export function deleteDashboard(client: Transport, args: DeleteDashboardArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteDashboardOp, args, options) as Promise<void>;
}

/** Inputs of {@link getInstances} (`deploymentDashboards.get_instances`). */
export interface GetInstancesArgs<S extends DeploymentInstancesFields = DeploymentInstancesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A DeploymentDashboard locator: its text, or a typed `DeploymentDashboardLocator` (rendered with TeamCity's escaping). */
  deploymentDashboardLocator: string | DeploymentDashboardLocator;
  /** Query `locator`. A DeploymentInstance locator: its text, or a typed `DeploymentInstanceLocator` (rendered with TeamCity's escaping). */
  locator?: string | DeploymentInstanceLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getInstancesOp: Operation = {
  id: 'deploymentDashboards.get_instances',
  method: 'GET',
  path: '/app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances` (`get_instances`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getInstances).
 */
export function getInstances(
  client: Transport,
  args: GetInstancesArgs<never>,
  options?: CallOptions,
): Promise<DeploymentInstances>;
/**
 * `GET /app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances` (`get_instances`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getInstances).
 */
export function getInstances<const S extends object & ExactFields<S, DeploymentInstancesFields>>(
  client: Transport,
  args: GetInstancesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<DeploymentInstances, S>>;
export async function getInstances(client: Transport, args: GetInstancesArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getInstancesOp, withFields(getInstancesOp, args), options);
}

/** Inputs of {@link createInstance} (`deploymentDashboards.create_instance`). */
export interface CreateInstanceArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A DeploymentDashboard locator: its text, or a typed `DeploymentDashboardLocator` (rendered with TeamCity's escaping). */
  deploymentDashboardLocator: string | DeploymentDashboardLocator;
  /** Request body, sent as `application/json`. */
  body?: DeploymentInstance;
}

export const createInstanceOp: Operation = {
  id: 'deploymentDashboards.create_instance',
  method: 'POST',
  path: '/app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances` (`create_instance`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId createInstance).
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
 */
export function createInstance(
  client: Transport,
  args: CreateInstanceArgs,
  options?: CallOptions,
): Promise<DeploymentInstance> {
  return request(client, createInstanceOp, args, options) as Promise<DeploymentInstance>;
}

/** Inputs of {@link getInstance} (`deploymentDashboards.get_instance`). */
export interface GetInstanceArgs<S extends DeploymentInstanceFields = DeploymentInstanceFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A DeploymentDashboard locator: its text, or a typed `DeploymentDashboardLocator` (rendered with TeamCity's escaping). */
  deploymentDashboardLocator: string | DeploymentDashboardLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A DeploymentInstance locator: its text, or a typed `DeploymentInstanceLocator` (rendered with TeamCity's escaping). */
  deploymentInstanceLocator: string | DeploymentInstanceLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getInstanceOp: Operation = {
  id: 'deploymentDashboards.get_instance',
  method: 'GET',
  path: '/app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances/{deploymentInstanceLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances/{deploymentInstanceLocator}` (`get_instance`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getInstance).
 */
export function getInstance(
  client: Transport,
  args: GetInstanceArgs<never>,
  options?: CallOptions,
): Promise<DeploymentInstance>;
/**
 * `GET /app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances/{deploymentInstanceLocator}` (`get_instance`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getInstance).
 */
export function getInstance<const S extends object & ExactFields<S, DeploymentInstanceFields>>(
  client: Transport,
  args: GetInstanceArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<DeploymentInstance, S>>;
export async function getInstance(client: Transport, args: GetInstanceArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getInstanceOp, withFields(getInstanceOp, args), options);
}

/** Inputs of {@link reportNewDeploymentForInstance} (`deploymentDashboards.report_new_deployment_for_instance`). */
export interface ReportNewDeploymentForInstanceArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A DeploymentDashboard locator: its text, or a typed `DeploymentDashboardLocator` (rendered with TeamCity's escaping). */
  deploymentDashboardLocator: string | DeploymentDashboardLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A DeploymentInstance locator: its text, or a typed `DeploymentInstanceLocator` (rendered with TeamCity's escaping). */
  deploymentInstanceLocator: string | DeploymentInstanceLocator;
  /** Request body, sent as `application/json`. */
  body?: DeploymentStateEntry;
}

export const reportNewDeploymentForInstanceOp: Operation = {
  id: 'deploymentDashboards.report_new_deployment_for_instance',
  method: 'POST',
  path: '/app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances/{deploymentInstanceLocator}',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances/{deploymentInstanceLocator}` (`report_new_deployment_for_instance`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId reportNewDeploymentForInstance).
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
 */
export function reportNewDeploymentForInstance(
  client: Transport,
  args: ReportNewDeploymentForInstanceArgs,
  options?: CallOptions,
): Promise<DeploymentInstance> {
  return request(client, reportNewDeploymentForInstanceOp, args, options) as Promise<DeploymentInstance>;
}

/** Inputs of {@link deleteInstance} (`deploymentDashboards.delete_instance`). */
export interface DeleteInstanceArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A DeploymentDashboard locator: its text, or a typed `DeploymentDashboardLocator` (rendered with TeamCity's escaping). */
  deploymentDashboardLocator: string | DeploymentDashboardLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A DeploymentInstance locator: its text, or a typed `DeploymentInstanceLocator` (rendered with TeamCity's escaping). */
  deploymentInstanceLocator: string | DeploymentInstanceLocator;
}

export const deleteInstanceOp: Operation = {
  id: 'deploymentDashboards.delete_instance',
  method: 'DELETE',
  path: '/app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances/{deploymentInstanceLocator}',
  accept: 'application/json',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances/{deploymentInstanceLocator}` (`delete_instance`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId deleteInstance).
 */
export function deleteInstance(client: Transport, args: DeleteInstanceArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteInstanceOp, args, options) as Promise<void>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /**
   * `GET /app/rest/deploymentDashboards` (`get_all_dashboards`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getAllDashboards).
   */
  readonly getAllDashboards: {
    (args?: GetAllDashboardsArgs<never>, options?: CallOptions): Promise<DeploymentDashboards>;
    <const S extends object & ExactFields<S, DeploymentDashboardsFields>>(
      args?: GetAllDashboardsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<DeploymentDashboards, S>>;
  };
  /**
   * `GET /app/rest/deploymentDashboards/{deploymentDashboardLocator}` (`get_dashboard`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getDashboard).
   */
  readonly getDashboard: {
    (args: GetDashboardArgs<never>, options?: CallOptions): Promise<DeploymentDashboard>;
    <const S extends object & ExactFields<S, DeploymentDashboardFields>>(
      args: GetDashboardArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<DeploymentDashboard, S>>;
  };
  /**
   * `GET /app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances` (`get_instances`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getInstances).
   */
  readonly getInstances: {
    (args: GetInstancesArgs<never>, options?: CallOptions): Promise<DeploymentInstances>;
    <const S extends object & ExactFields<S, DeploymentInstancesFields>>(
      args: GetInstancesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<DeploymentInstances, S>>;
  };
  /**
   * `GET /app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances/{deploymentInstanceLocator}` (`get_instance`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getInstance).
   */
  readonly getInstance: {
    (args: GetInstanceArgs<never>, options?: CallOptions): Promise<DeploymentInstance>;
    <const S extends object & ExactFields<S, DeploymentInstanceFields>>(
      args: GetInstanceArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<DeploymentInstance, S>>;
  };
}

/** The deploymentDashboards operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  /**
   * `POST /app/rest/deploymentDashboards` (`create_dashboard`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId createDashboard).
   *
   * Example body:
   * ```json
   * {
   *   "id": "Production",
   *   "name": "Production"
   * }
   * ```
   */
  readonly createDashboard: (args?: CreateDashboardArgs, options?: CallOptions) => Promise<DeploymentDashboard>;
  /**
   * `DELETE /app/rest/deploymentDashboards/{deploymentDashboardLocator}` (`delete_dashboard`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId deleteDashboard).
   */
  readonly deleteDashboard: (args: DeleteDashboardArgs, options?: CallOptions) => Promise<void>;
  /**
   * `POST /app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances` (`create_instance`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId createInstance).
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
   */
  readonly createInstance: (args: CreateInstanceArgs, options?: CallOptions) => Promise<DeploymentInstance>;
  /**
   * `POST /app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances/{deploymentInstanceLocator}` (`report_new_deployment_for_instance`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId reportNewDeploymentForInstance).
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
   */
  readonly reportNewDeploymentForInstance: (
    args: ReportNewDeploymentForInstanceArgs,
    options?: CallOptions,
  ) => Promise<DeploymentInstance>;
  /**
   * `DELETE /app/rest/deploymentDashboards/{deploymentDashboardLocator}/instances/{deploymentInstanceLocator}` (`delete_instance`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId deleteInstance).
   */
  readonly deleteInstance: (args: DeleteInstanceArgs, options?: CallOptions) => Promise<void>;
}
