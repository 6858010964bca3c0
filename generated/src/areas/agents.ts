// Generated from spec/areas/agents.yaml by the teamcity-sdk generator. Do not edit.
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
  Agent,
  AgentPool,
  Agents,
  AuthorizedInfo,
  BuildTypes,
  Compatibilities,
  CompatibilityPolicy,
  EnabledInfo,
} from '../models.js';
import type { AgentLocator } from '../locators.js';
import type {
  AgentFields,
  AgentPoolFields,
  AgentsFields,
  AuthorizedInfoFields,
  BuildTypesFields,
  CompatibilitiesFields,
  CompatibilityPolicyFields,
  EnabledInfoFields,
} from '../fields.js';

/** Inputs of {@link serveAgents} (`agents.serve_agents`). */
export interface ServeAgentsArgs<S extends AgentsFields = AgentsFields, T = string> {
  /** Query `includeDisconnected` (seed: `include_disconnected`). */
  includeDisconnected?: boolean;
  /** Query `includeUnauthorized` (seed: `include_unauthorized`). */
  includeUnauthorized?: boolean;
  /** Query `locator`. A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  locator?: string | AgentLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveAgentsOp: Operation = {
  id: 'agents.serve_agents',
  method: 'GET',
  path: '/app/rest/agents',
  query: [
    ['includeDisconnected', 'includeDisconnected'],
    ['includeUnauthorized', 'includeUnauthorized'],
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/agents` (`serve_agents`, alias `get_agents`). */
export function serveAgents(client: Transport, args?: ServeAgentsArgs<never>, options?: CallOptions): Promise<Agents>;
/** `GET /app/rest/agents` (`serve_agents`, alias `get_agents`). */
export function serveAgents<const S extends object & ExactFields<S, AgentsFields>>(
  client: Transport,
  args?: ServeAgentsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Agents, S>>;
export async function serveAgents(
  client: Transport,
  args: ServeAgentsArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveAgentsOp, withFields(serveAgentsOp, args), options);
}

export { serveAgents as getAgents };

/** Inputs of {@link serveAgent} (`agents.serve_agent`). */
export interface ServeAgentArgs<S extends AgentFields = AgentFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const serveAgentOp: Operation = {
  id: 'agents.serve_agent',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/agents/{agentLocator}` (`serve_agent`, alias `get_agent`). */
export function serveAgent(client: Transport, args: ServeAgentArgs<never>, options?: CallOptions): Promise<Agent>;
/** `GET /app/rest/agents/{agentLocator}` (`serve_agent`, alias `get_agent`). */
export function serveAgent<const S extends object & ExactFields<S, AgentFields>>(
  client: Transport,
  args: ServeAgentArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Agent, S>>;
export async function serveAgent(client: Transport, args: ServeAgentArgs, options?: CallOptions): Promise<unknown> {
  return request(client, serveAgentOp, withFields(serveAgentOp, args), options);
}

export { serveAgent as getAgent };

/** Inputs of {@link deleteAgent} (`agents.delete_agent`). */
export interface DeleteAgentArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
}

export const deleteAgentOp: Operation = {
  id: 'agents.delete_agent',
  method: 'DELETE',
  path: '/app/rest/agents/{agentLocator}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/agents/{agentLocator}` (`delete_agent`). */
export function deleteAgent(client: Transport, args: DeleteAgentArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteAgentOp, args, options) as Promise<void>;
}

/** Inputs of {@link serveAgentField} (`agents.serve_agent_field`). */
export interface ServeAgentFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

export const serveAgentFieldOp: Operation = {
  id: 'agents.serve_agent_field',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/{field}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/agents/{agentLocator}/{field}` (`serve_agent_field`, alias `get_agent_field`). */
export function serveAgentField(client: Transport, args: ServeAgentFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, serveAgentFieldOp, args, options) as Promise<string>;
}

export { serveAgentField as getAgentField };

/** Inputs of {@link setAgentField} (`agents.set_agent_field`). */
export interface SetAgentFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setAgentFieldOp: Operation = {
  id: 'agents.set_agent_field',
  method: 'PUT',
  path: '/app/rest/agents/{agentLocator}/{field}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/agents/{agentLocator}/{field}` (`set_agent_field`).
 *
 * Example body:
 * ```text
 * false
 * ```
 */
export function setAgentField(client: Transport, args: SetAgentFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, setAgentFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link getAgentPool} (`agents.get_agent_pool`). */
export interface GetAgentPoolArgs<S extends AgentPoolFields = AgentPoolFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getAgentPoolOp: Operation = {
  id: 'agents.get_agent_pool',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/pool',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/agents/{agentLocator}/pool` (`get_agent_pool`). */
export function getAgentPool(
  client: Transport,
  args: GetAgentPoolArgs<never>,
  options?: CallOptions,
): Promise<AgentPool>;
/** `GET /app/rest/agents/{agentLocator}/pool` (`get_agent_pool`). */
export function getAgentPool<const S extends object & ExactFields<S, AgentPoolFields>>(
  client: Transport,
  args: GetAgentPoolArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<AgentPool, S>>;
export async function getAgentPool(client: Transport, args: GetAgentPoolArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getAgentPoolOp, withFields(getAgentPoolOp, args), options);
}

/** Inputs of {@link setAgentPool} (`agents.set_agent_pool`). */
export interface SetAgentPoolArgs<S extends AgentPoolFields = AgentPoolFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: AgentPool;
}

export const setAgentPoolOp: Operation = {
  id: 'agents.set_agent_pool',
  method: 'PUT',
  path: '/app/rest/agents/{agentLocator}/pool',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/agents/{agentLocator}/pool` (`set_agent_pool`).
 *
 * Example body:
 * ```json
 * {
 *   "id": 2,
 *   "name": "Linux"
 * }
 * ```
 */
export function setAgentPool(
  client: Transport,
  args: SetAgentPoolArgs<never>,
  options?: CallOptions,
): Promise<AgentPool>;
/**
 * `PUT /app/rest/agents/{agentLocator}/pool` (`set_agent_pool`).
 *
 * Example body:
 * ```json
 * {
 *   "id": 2,
 *   "name": "Linux"
 * }
 * ```
 */
export function setAgentPool<const S extends object & ExactFields<S, AgentPoolFields>>(
  client: Transport,
  args: SetAgentPoolArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<AgentPool, S>>;
export async function setAgentPool(client: Transport, args: SetAgentPoolArgs, options?: CallOptions): Promise<unknown> {
  return request(client, setAgentPoolOp, withFields(setAgentPoolOp, args), options);
}

/** Inputs of {@link getAuthorizedInfo} (`agents.get_authorized_info`). */
export interface GetAuthorizedInfoArgs<S extends AuthorizedInfoFields = AuthorizedInfoFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getAuthorizedInfoOp: Operation = {
  id: 'agents.get_authorized_info',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/authorizedInfo',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/agents/{agentLocator}/authorizedInfo` (`get_authorized_info`). */
export function getAuthorizedInfo(
  client: Transport,
  args: GetAuthorizedInfoArgs<never>,
  options?: CallOptions,
): Promise<AuthorizedInfo>;
/** `GET /app/rest/agents/{agentLocator}/authorizedInfo` (`get_authorized_info`). */
export function getAuthorizedInfo<const S extends object & ExactFields<S, AuthorizedInfoFields>>(
  client: Transport,
  args: GetAuthorizedInfoArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<AuthorizedInfo, S>>;
export async function getAuthorizedInfo(
  client: Transport,
  args: GetAuthorizedInfoArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getAuthorizedInfoOp, withFields(getAuthorizedInfoOp, args), options);
}

/** Inputs of {@link setAuthorizedInfo} (`agents.set_authorized_info`). */
export interface SetAuthorizedInfoArgs<S extends AuthorizedInfoFields = AuthorizedInfoFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: AuthorizedInfo;
}

export const setAuthorizedInfoOp: Operation = {
  id: 'agents.set_authorized_info',
  method: 'PUT',
  path: '/app/rest/agents/{agentLocator}/authorizedInfo',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/agents/{agentLocator}/authorizedInfo` (`set_authorized_info`).
 *
 * Example body:
 * ```json
 * {
 *   "status": true,
 *   "comment": {
 *     "text": "approved for the build farm"
 *   }
 * }
 * ```
 */
export function setAuthorizedInfo(
  client: Transport,
  args: SetAuthorizedInfoArgs<never>,
  options?: CallOptions,
): Promise<AuthorizedInfo>;
/**
 * `PUT /app/rest/agents/{agentLocator}/authorizedInfo` (`set_authorized_info`).
 *
 * Example body:
 * ```json
 * {
 *   "status": true,
 *   "comment": {
 *     "text": "approved for the build farm"
 *   }
 * }
 * ```
 */
export function setAuthorizedInfo<const S extends object & ExactFields<S, AuthorizedInfoFields>>(
  client: Transport,
  args: SetAuthorizedInfoArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<AuthorizedInfo, S>>;
export async function setAuthorizedInfo(
  client: Transport,
  args: SetAuthorizedInfoArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setAuthorizedInfoOp, withFields(setAuthorizedInfoOp, args), options);
}

/** Inputs of {@link getEnabledInfo} (`agents.get_enabled_info`). */
export interface GetEnabledInfoArgs<S extends EnabledInfoFields = EnabledInfoFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getEnabledInfoOp: Operation = {
  id: 'agents.get_enabled_info',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/enabledInfo',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/agents/{agentLocator}/enabledInfo` (`get_enabled_info`). */
export function getEnabledInfo(
  client: Transport,
  args: GetEnabledInfoArgs<never>,
  options?: CallOptions,
): Promise<EnabledInfo>;
/** `GET /app/rest/agents/{agentLocator}/enabledInfo` (`get_enabled_info`). */
export function getEnabledInfo<const S extends object & ExactFields<S, EnabledInfoFields>>(
  client: Transport,
  args: GetEnabledInfoArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<EnabledInfo, S>>;
export async function getEnabledInfo(
  client: Transport,
  args: GetEnabledInfoArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getEnabledInfoOp, withFields(getEnabledInfoOp, args), options);
}

/** Inputs of {@link setEnabledInfo} (`agents.set_enabled_info`). */
export interface SetEnabledInfoArgs<S extends EnabledInfoFields = EnabledInfoFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: EnabledInfo;
}

export const setEnabledInfoOp: Operation = {
  id: 'agents.set_enabled_info',
  method: 'PUT',
  path: '/app/rest/agents/{agentLocator}/enabledInfo',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/agents/{agentLocator}/enabledInfo` (`set_enabled_info`).
 *
 * Example body:
 * ```json
 * {
 *   "status": false,
 *   "comment": {
 *     "text": "disk full"
 *   }
 * }
 * ```
 */
export function setEnabledInfo(
  client: Transport,
  args: SetEnabledInfoArgs<never>,
  options?: CallOptions,
): Promise<EnabledInfo>;
/**
 * `PUT /app/rest/agents/{agentLocator}/enabledInfo` (`set_enabled_info`).
 *
 * Example body:
 * ```json
 * {
 *   "status": false,
 *   "comment": {
 *     "text": "disk full"
 *   }
 * }
 * ```
 */
export function setEnabledInfo<const S extends object & ExactFields<S, EnabledInfoFields>>(
  client: Transport,
  args: SetEnabledInfoArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<EnabledInfo, S>>;
export async function setEnabledInfo(
  client: Transport,
  args: SetEnabledInfoArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setEnabledInfoOp, withFields(setEnabledInfoOp, args), options);
}

/** Inputs of {@link getCompatibleBuildTypes} (`agents.get_compatible_build_types`). */
export interface GetCompatibleBuildTypesArgs<S extends BuildTypesFields = BuildTypesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getCompatibleBuildTypesOp: Operation = {
  id: 'agents.get_compatible_build_types',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/compatibleBuildTypes',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/agents/{agentLocator}/compatibleBuildTypes` (`get_compatible_build_types`). */
export function getCompatibleBuildTypes(
  client: Transport,
  args: GetCompatibleBuildTypesArgs<never>,
  options?: CallOptions,
): Promise<BuildTypes>;
/** `GET /app/rest/agents/{agentLocator}/compatibleBuildTypes` (`get_compatible_build_types`). */
export function getCompatibleBuildTypes<const S extends object & ExactFields<S, BuildTypesFields>>(
  client: Transport,
  args: GetCompatibleBuildTypesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<BuildTypes, S>>;
export async function getCompatibleBuildTypes(
  client: Transport,
  args: GetCompatibleBuildTypesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getCompatibleBuildTypesOp, withFields(getCompatibleBuildTypesOp, args), options);
}

/** Inputs of {@link geIncompatibleBuildTypes} (`agents.ge_incompatible_build_types`). */
export interface GeIncompatibleBuildTypesArgs<S extends CompatibilitiesFields = CompatibilitiesFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const geIncompatibleBuildTypesOp: Operation = {
  id: 'agents.ge_incompatible_build_types',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/incompatibleBuildTypes',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/agents/{agentLocator}/incompatibleBuildTypes` (`ge_incompatible_build_types`). */
export function geIncompatibleBuildTypes(
  client: Transport,
  args: GeIncompatibleBuildTypesArgs<never>,
  options?: CallOptions,
): Promise<Compatibilities>;
/** `GET /app/rest/agents/{agentLocator}/incompatibleBuildTypes` (`ge_incompatible_build_types`). */
export function geIncompatibleBuildTypes<const S extends object & ExactFields<S, CompatibilitiesFields>>(
  client: Transport,
  args: GeIncompatibleBuildTypesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Compatibilities, S>>;
export async function geIncompatibleBuildTypes(
  client: Transport,
  args: GeIncompatibleBuildTypesArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, geIncompatibleBuildTypesOp, withFields(geIncompatibleBuildTypesOp, args), options);
}

/** Inputs of {@link getBuildConfigurationRunPolicy} (`agents.get_build_configuration_run_policy`). */
export interface GetBuildConfigurationRunPolicyArgs<
  S extends CompatibilityPolicyFields = CompatibilityPolicyFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getBuildConfigurationRunPolicyOp: Operation = {
  id: 'agents.get_build_configuration_run_policy',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/compatibilityPolicy',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/agents/{agentLocator}/compatibilityPolicy` (`get_build_configuration_run_policy`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getBuildConfigurationRunPolicy).
 */
export function getBuildConfigurationRunPolicy(
  client: Transport,
  args: GetBuildConfigurationRunPolicyArgs<never>,
  options?: CallOptions,
): Promise<CompatibilityPolicy>;
/**
 * `GET /app/rest/agents/{agentLocator}/compatibilityPolicy` (`get_build_configuration_run_policy`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getBuildConfigurationRunPolicy).
 */
export function getBuildConfigurationRunPolicy<const S extends object & ExactFields<S, CompatibilityPolicyFields>>(
  client: Transport,
  args: GetBuildConfigurationRunPolicyArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<CompatibilityPolicy, S>>;
export async function getBuildConfigurationRunPolicy(
  client: Transport,
  args: GetBuildConfigurationRunPolicyArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getBuildConfigurationRunPolicyOp, withFields(getBuildConfigurationRunPolicyOp, args), options);
}

/** Inputs of {@link setBuildConfigurationRunPolicy} (`agents.set_build_configuration_run_policy`). */
export interface SetBuildConfigurationRunPolicyArgs<
  S extends CompatibilityPolicyFields = CompatibilityPolicyFields,
  T = string,
> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: CompatibilityPolicy;
}

export const setBuildConfigurationRunPolicyOp: Operation = {
  id: 'agents.set_build_configuration_run_policy',
  method: 'PUT',
  path: '/app/rest/agents/{agentLocator}/compatibilityPolicy',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/agents/{agentLocator}/compatibilityPolicy` (`set_build_configuration_run_policy`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId setBuildConfigurationRunPolicy).
 *
 * Example body:
 * ```json
 * {
 *   "policy": "selected",
 *   "buildTypes": {
 *     "buildType": [
 *       {
 *         "id": "App_Build"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function setBuildConfigurationRunPolicy(
  client: Transport,
  args: SetBuildConfigurationRunPolicyArgs<never>,
  options?: CallOptions,
): Promise<CompatibilityPolicy>;
/**
 * `PUT /app/rest/agents/{agentLocator}/compatibilityPolicy` (`set_build_configuration_run_policy`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId setBuildConfigurationRunPolicy).
 *
 * Example body:
 * ```json
 * {
 *   "policy": "selected",
 *   "buildTypes": {
 *     "buildType": [
 *       {
 *         "id": "App_Build"
 *       }
 *     ]
 *   }
 * }
 * ```
 */
export function setBuildConfigurationRunPolicy<const S extends object & ExactFields<S, CompatibilityPolicyFields>>(
  client: Transport,
  args: SetBuildConfigurationRunPolicyArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<CompatibilityPolicy, S>>;
export async function setBuildConfigurationRunPolicy(
  client: Transport,
  args: SetBuildConfigurationRunPolicyArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, setBuildConfigurationRunPolicyOp, withFields(setBuildConfigurationRunPolicyOp, args), options);
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /** `GET /app/rest/agents` (`serve_agents`, alias `get_agents`). */
  readonly serveAgents: {
    (args?: ServeAgentsArgs<never>, options?: CallOptions): Promise<Agents>;
    <const S extends object & ExactFields<S, AgentsFields>>(
      args?: ServeAgentsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Agents, S>>;
  };
  /** `GET /app/rest/agents` (`serve_agents`, alias `get_agents`). */
  readonly getAgents: {
    (args?: ServeAgentsArgs<never>, options?: CallOptions): Promise<Agents>;
    <const S extends object & ExactFields<S, AgentsFields>>(
      args?: ServeAgentsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Agents, S>>;
  };
  /** `GET /app/rest/agents/{agentLocator}` (`serve_agent`, alias `get_agent`). */
  readonly serveAgent: {
    (args: ServeAgentArgs<never>, options?: CallOptions): Promise<Agent>;
    <const S extends object & ExactFields<S, AgentFields>>(
      args: ServeAgentArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Agent, S>>;
  };
  /** `GET /app/rest/agents/{agentLocator}` (`serve_agent`, alias `get_agent`). */
  readonly getAgent: {
    (args: ServeAgentArgs<never>, options?: CallOptions): Promise<Agent>;
    <const S extends object & ExactFields<S, AgentFields>>(
      args: ServeAgentArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Agent, S>>;
  };
  /** `GET /app/rest/agents/{agentLocator}/pool` (`get_agent_pool`). */
  readonly getAgentPool: {
    (args: GetAgentPoolArgs<never>, options?: CallOptions): Promise<AgentPool>;
    <const S extends object & ExactFields<S, AgentPoolFields>>(
      args: GetAgentPoolArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<AgentPool, S>>;
  };
  /**
   * `PUT /app/rest/agents/{agentLocator}/pool` (`set_agent_pool`).
   *
   * Example body:
   * ```json
   * {
   *   "id": 2,
   *   "name": "Linux"
   * }
   * ```
   */
  readonly setAgentPool: {
    (args: SetAgentPoolArgs<never>, options?: CallOptions): Promise<AgentPool>;
    <const S extends object & ExactFields<S, AgentPoolFields>>(
      args: SetAgentPoolArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<AgentPool, S>>;
  };
  /** `GET /app/rest/agents/{agentLocator}/authorizedInfo` (`get_authorized_info`). */
  readonly getAuthorizedInfo: {
    (args: GetAuthorizedInfoArgs<never>, options?: CallOptions): Promise<AuthorizedInfo>;
    <const S extends object & ExactFields<S, AuthorizedInfoFields>>(
      args: GetAuthorizedInfoArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<AuthorizedInfo, S>>;
  };
  /**
   * `PUT /app/rest/agents/{agentLocator}/authorizedInfo` (`set_authorized_info`).
   *
   * Example body:
   * ```json
   * {
   *   "status": true,
   *   "comment": {
   *     "text": "approved for the build farm"
   *   }
   * }
   * ```
   */
  readonly setAuthorizedInfo: {
    (args: SetAuthorizedInfoArgs<never>, options?: CallOptions): Promise<AuthorizedInfo>;
    <const S extends object & ExactFields<S, AuthorizedInfoFields>>(
      args: SetAuthorizedInfoArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<AuthorizedInfo, S>>;
  };
  /** `GET /app/rest/agents/{agentLocator}/enabledInfo` (`get_enabled_info`). */
  readonly getEnabledInfo: {
    (args: GetEnabledInfoArgs<never>, options?: CallOptions): Promise<EnabledInfo>;
    <const S extends object & ExactFields<S, EnabledInfoFields>>(
      args: GetEnabledInfoArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<EnabledInfo, S>>;
  };
  /**
   * `PUT /app/rest/agents/{agentLocator}/enabledInfo` (`set_enabled_info`).
   *
   * Example body:
   * ```json
   * {
   *   "status": false,
   *   "comment": {
   *     "text": "disk full"
   *   }
   * }
   * ```
   */
  readonly setEnabledInfo: {
    (args: SetEnabledInfoArgs<never>, options?: CallOptions): Promise<EnabledInfo>;
    <const S extends object & ExactFields<S, EnabledInfoFields>>(
      args: SetEnabledInfoArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<EnabledInfo, S>>;
  };
  /** `GET /app/rest/agents/{agentLocator}/compatibleBuildTypes` (`get_compatible_build_types`). */
  readonly getCompatibleBuildTypes: {
    (args: GetCompatibleBuildTypesArgs<never>, options?: CallOptions): Promise<BuildTypes>;
    <const S extends object & ExactFields<S, BuildTypesFields>>(
      args: GetCompatibleBuildTypesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildTypes, S>>;
  };
  /** `GET /app/rest/agents/{agentLocator}/incompatibleBuildTypes` (`ge_incompatible_build_types`). */
  readonly geIncompatibleBuildTypes: {
    (args: GeIncompatibleBuildTypesArgs<never>, options?: CallOptions): Promise<Compatibilities>;
    <const S extends object & ExactFields<S, CompatibilitiesFields>>(
      args: GeIncompatibleBuildTypesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Compatibilities, S>>;
  };
  /**
   * `GET /app/rest/agents/{agentLocator}/compatibilityPolicy` (`get_build_configuration_run_policy`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getBuildConfigurationRunPolicy).
   */
  readonly getBuildConfigurationRunPolicy: {
    (args: GetBuildConfigurationRunPolicyArgs<never>, options?: CallOptions): Promise<CompatibilityPolicy>;
    <const S extends object & ExactFields<S, CompatibilityPolicyFields>>(
      args: GetBuildConfigurationRunPolicyArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<CompatibilityPolicy, S>>;
  };
  /**
   * `PUT /app/rest/agents/{agentLocator}/compatibilityPolicy` (`set_build_configuration_run_policy`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId setBuildConfigurationRunPolicy).
   *
   * Example body:
   * ```json
   * {
   *   "policy": "selected",
   *   "buildTypes": {
   *     "buildType": [
   *       {
   *         "id": "App_Build"
   *       }
   *     ]
   *   }
   * }
   * ```
   */
  readonly setBuildConfigurationRunPolicy: {
    (args: SetBuildConfigurationRunPolicyArgs<never>, options?: CallOptions): Promise<CompatibilityPolicy>;
    <const S extends object & ExactFields<S, CompatibilityPolicyFields>>(
      args: SetBuildConfigurationRunPolicyArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<CompatibilityPolicy, S>>;
  };
}

/** The agents operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  /** `DELETE /app/rest/agents/{agentLocator}` (`delete_agent`). */
  readonly deleteAgent: (args: DeleteAgentArgs, options?: CallOptions) => Promise<void>;
  /** `GET /app/rest/agents/{agentLocator}/{field}` (`serve_agent_field`, alias `get_agent_field`). */
  readonly serveAgentField: (args: ServeAgentFieldArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/agents/{agentLocator}/{field}` (`serve_agent_field`, alias `get_agent_field`). */
  readonly getAgentField: (args: ServeAgentFieldArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/agents/{agentLocator}/{field}` (`set_agent_field`).
   *
   * Example body:
   * ```text
   * false
   * ```
   */
  readonly setAgentField: (args: SetAgentFieldArgs, options?: CallOptions) => Promise<string>;
}
