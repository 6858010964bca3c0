// Generated from spec/areas/agents.yaml by the teamcity-sdk generator. Do not edit.
import { type CallOptions, type Operation, request, type Transport } from '../runtime/index.js';
import type { Agent, AgentPool, Agents, AuthorizedInfo, BuildTypes, Compatibilities, EnabledInfo } from '../models.js';
import type { AgentLocator } from '../locators.js';

/** Inputs of {@link serveAgents} (`agents.serve_agents`). */
export interface ServeAgentsArgs {
  /** Query `includeDisconnected` (seed: `include_disconnected`). */
  includeDisconnected?: boolean;
  /** Query `includeUnauthorized` (seed: `include_unauthorized`). */
  includeUnauthorized?: boolean;
  /** Query `locator`. A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  locator?: string | AgentLocator;
  /** Query `fields`. */
  fields?: string;
}

const serveAgentsOp: Operation = {
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
};

/** `GET /app/rest/agents` (`serve_agents`, alias `get_agents`). */
export function serveAgents(client: Transport, args: ServeAgentsArgs = {}, options?: CallOptions): Promise<Agents> {
  return request(client, serveAgentsOp, args, options) as Promise<Agents>;
}

export { serveAgents as getAgents };

/** Inputs of {@link serveAgent} (`agents.serve_agent`). */
export interface ServeAgentArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Query `fields`. */
  fields?: string;
}

const serveAgentOp: Operation = {
  id: 'agents.serve_agent',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/agents/{agentLocator}` (`serve_agent`, alias `get_agent`). */
export function serveAgent(client: Transport, args: ServeAgentArgs, options?: CallOptions): Promise<Agent> {
  return request(client, serveAgentOp, args, options) as Promise<Agent>;
}

export { serveAgent as getAgent };

/** Inputs of {@link deleteAgent} (`agents.delete_agent`). */
export interface DeleteAgentArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
}

const deleteAgentOp: Operation = {
  id: 'agents.delete_agent',
  method: 'DELETE',
  path: '/app/rest/agents/{agentLocator}',
  accept: '*/*',
  result: 'void',
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

const serveAgentFieldOp: Operation = {
  id: 'agents.serve_agent_field',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/{field}',
  accept: 'text/plain',
  result: 'string',
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

const setAgentFieldOp: Operation = {
  id: 'agents.set_agent_field',
  method: 'PUT',
  path: '/app/rest/agents/{agentLocator}/{field}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
};

/** `PUT /app/rest/agents/{agentLocator}/{field}` (`set_agent_field`). */
export function setAgentField(client: Transport, args: SetAgentFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, setAgentFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link getAgentPool} (`agents.get_agent_pool`). */
export interface GetAgentPoolArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Query `fields`. */
  fields?: string;
}

const getAgentPoolOp: Operation = {
  id: 'agents.get_agent_pool',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/pool',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/agents/{agentLocator}/pool` (`get_agent_pool`). */
export function getAgentPool(client: Transport, args: GetAgentPoolArgs, options?: CallOptions): Promise<AgentPool> {
  return request(client, getAgentPoolOp, args, options) as Promise<AgentPool>;
}

/** Inputs of {@link setAgentPool} (`agents.set_agent_pool`). */
export interface SetAgentPoolArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `application/json`. */
  body?: AgentPool;
}

const setAgentPoolOp: Operation = {
  id: 'agents.set_agent_pool',
  method: 'PUT',
  path: '/app/rest/agents/{agentLocator}/pool',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
};

/** `PUT /app/rest/agents/{agentLocator}/pool` (`set_agent_pool`). */
export function setAgentPool(client: Transport, args: SetAgentPoolArgs, options?: CallOptions): Promise<AgentPool> {
  return request(client, setAgentPoolOp, args, options) as Promise<AgentPool>;
}

/** Inputs of {@link getAuthorizedInfo} (`agents.get_authorized_info`). */
export interface GetAuthorizedInfoArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Query `fields`. */
  fields?: string;
}

const getAuthorizedInfoOp: Operation = {
  id: 'agents.get_authorized_info',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/authorizedInfo',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/agents/{agentLocator}/authorizedInfo` (`get_authorized_info`). */
export function getAuthorizedInfo(
  client: Transport,
  args: GetAuthorizedInfoArgs,
  options?: CallOptions,
): Promise<AuthorizedInfo> {
  return request(client, getAuthorizedInfoOp, args, options) as Promise<AuthorizedInfo>;
}

/** Inputs of {@link setAuthorizedInfo} (`agents.set_authorized_info`). */
export interface SetAuthorizedInfoArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `application/json`. */
  body?: AuthorizedInfo;
}

const setAuthorizedInfoOp: Operation = {
  id: 'agents.set_authorized_info',
  method: 'PUT',
  path: '/app/rest/agents/{agentLocator}/authorizedInfo',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
};

/** `PUT /app/rest/agents/{agentLocator}/authorizedInfo` (`set_authorized_info`). */
export function setAuthorizedInfo(
  client: Transport,
  args: SetAuthorizedInfoArgs,
  options?: CallOptions,
): Promise<AuthorizedInfo> {
  return request(client, setAuthorizedInfoOp, args, options) as Promise<AuthorizedInfo>;
}

/** Inputs of {@link getEnabledInfo} (`agents.get_enabled_info`). */
export interface GetEnabledInfoArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Query `fields`. */
  fields?: string;
}

const getEnabledInfoOp: Operation = {
  id: 'agents.get_enabled_info',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/enabledInfo',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/agents/{agentLocator}/enabledInfo` (`get_enabled_info`). */
export function getEnabledInfo(
  client: Transport,
  args: GetEnabledInfoArgs,
  options?: CallOptions,
): Promise<EnabledInfo> {
  return request(client, getEnabledInfoOp, args, options) as Promise<EnabledInfo>;
}

/** Inputs of {@link setEnabledInfo} (`agents.set_enabled_info`). */
export interface SetEnabledInfoArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `application/json`. */
  body?: EnabledInfo;
}

const setEnabledInfoOp: Operation = {
  id: 'agents.set_enabled_info',
  method: 'PUT',
  path: '/app/rest/agents/{agentLocator}/enabledInfo',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
};

/** `PUT /app/rest/agents/{agentLocator}/enabledInfo` (`set_enabled_info`). */
export function setEnabledInfo(
  client: Transport,
  args: SetEnabledInfoArgs,
  options?: CallOptions,
): Promise<EnabledInfo> {
  return request(client, setEnabledInfoOp, args, options) as Promise<EnabledInfo>;
}

/** Inputs of {@link getCompatibleBuildTypes} (`agents.get_compatible_build_types`). */
export interface GetCompatibleBuildTypesArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Query `fields`. */
  fields?: string;
}

const getCompatibleBuildTypesOp: Operation = {
  id: 'agents.get_compatible_build_types',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/compatibleBuildTypes',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/agents/{agentLocator}/compatibleBuildTypes` (`get_compatible_build_types`). */
export function getCompatibleBuildTypes(
  client: Transport,
  args: GetCompatibleBuildTypesArgs,
  options?: CallOptions,
): Promise<BuildTypes> {
  return request(client, getCompatibleBuildTypesOp, args, options) as Promise<BuildTypes>;
}

/** Inputs of {@link geIncompatibleBuildTypes} (`agents.ge_incompatible_build_types`). */
export interface GeIncompatibleBuildTypesArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentLocator: string | AgentLocator;
  /** Query `fields`. */
  fields?: string;
}

const geIncompatibleBuildTypesOp: Operation = {
  id: 'agents.ge_incompatible_build_types',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/incompatibleBuildTypes',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/agents/{agentLocator}/incompatibleBuildTypes` (`ge_incompatible_build_types`). */
export function geIncompatibleBuildTypes(
  client: Transport,
  args: GeIncompatibleBuildTypesArgs,
  options?: CallOptions,
): Promise<Compatibilities> {
  return request(client, geIncompatibleBuildTypesOp, args, options) as Promise<Compatibilities>;
}
