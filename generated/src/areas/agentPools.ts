// Generated from spec/areas/agentPools.yaml by the teamcity-sdk generator. Do not edit.
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
  AgentPools,
  Agents,
  AuthorizationTokensRequirements,
  Items,
  Project,
  Projects,
} from '../models.js';
import type { AgentLocator, AgentPoolLocator, ProjectLocator } from '../locators.js';
import type {
  AgentFields,
  AgentPoolFields,
  AgentPoolsFields,
  AgentsFields,
  ProjectFields,
  ProjectsFields,
} from '../fields.js';

/** Inputs of {@link getPools} (`agentPools.get_pools`). */
export interface GetPoolsArgs<S extends AgentPoolsFields = AgentPoolsFields, T = string> {
  /** Query `locator`. A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  locator?: string | AgentPoolLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getPoolsOp: Operation = {
  id: 'agentPools.get_pools',
  method: 'GET',
  path: '/app/rest/agentPools',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/agentPools` (`get_pools`). */
export function getPools(client: Transport, args?: GetPoolsArgs<never>, options?: CallOptions): Promise<AgentPools>;
/** `GET /app/rest/agentPools` (`get_pools`). */
export function getPools<const S extends object & ExactFields<S, AgentPoolsFields>>(
  client: Transport,
  args?: GetPoolsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<AgentPools, S>>;
export async function getPools(client: Transport, args: GetPoolsArgs = {}, options?: CallOptions): Promise<unknown> {
  return request(client, getPoolsOp, withFields(getPoolsOp, args), options);
}

/** Inputs of {@link createPool} (`agentPools.create_pool`). */
export interface CreatePoolArgs {
  /** Request body, sent as `application/json`. */
  body?: AgentPool;
}

export const createPoolOp: Operation = {
  id: 'agentPools.create_pool',
  method: 'POST',
  path: '/app/rest/agentPools',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/**
 * `POST /app/rest/agentPools` (`create_pool`).
 *
 * Example body:
 * ```json
 * {
 *   "id": 2,
 *   "name": "Linux"
 * }
 * ```
 */
export function createPool(client: Transport, args: CreatePoolArgs = {}, options?: CallOptions): Promise<AgentPool> {
  return request(client, createPoolOp, args, options) as Promise<AgentPool>;
}

/** Inputs of {@link getPool} (`agentPools.get_pool`). */
export interface GetPoolArgs<S extends AgentPoolFields = AgentPoolFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getPoolOp: Operation = {
  id: 'agentPools.get_pool',
  method: 'GET',
  path: '/app/rest/agentPools/{agentPoolLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/agentPools/{agentPoolLocator}` (`get_pool`). */
export function getPool(client: Transport, args: GetPoolArgs<never>, options?: CallOptions): Promise<AgentPool>;
/** `GET /app/rest/agentPools/{agentPoolLocator}` (`get_pool`). */
export function getPool<const S extends object & ExactFields<S, AgentPoolFields>>(
  client: Transport,
  args: GetPoolArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<AgentPool, S>>;
export async function getPool(client: Transport, args: GetPoolArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getPoolOp, withFields(getPoolOp, args), options);
}

/** Inputs of {@link deletePool} (`agentPools.delete_pool`). */
export interface DeletePoolArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
}

export const deletePoolOp: Operation = {
  id: 'agentPools.delete_pool',
  method: 'DELETE',
  path: '/app/rest/agentPools/{agentPoolLocator}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/agentPools/{agentPoolLocator}` (`delete_pool`). */
export function deletePool(client: Transport, args: DeletePoolArgs, options?: CallOptions): Promise<void> {
  return request(client, deletePoolOp, args, options) as Promise<void>;
}

/** Inputs of {@link getField} (`agentPools.get_field`). */
export interface GetFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

export const getFieldOp: Operation = {
  id: 'agentPools.get_field',
  method: 'GET',
  path: '/app/rest/agentPools/{agentPoolLocator}/{field}',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
};

/** `GET /app/rest/agentPools/{agentPoolLocator}/{field}` (`get_field`). */
export function getField(client: Transport, args: GetFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, getFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link setField} (`agentPools.set_field`). */
export interface SetFieldArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const setFieldOp: Operation = {
  id: 'agentPools.set_field',
  method: 'PUT',
  path: '/app/rest/agentPools/{agentPoolLocator}/{field}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/agentPools/{agentPoolLocator}/{field}` (`set_field`).
 *
 * Example body:
 * ```text
 * Linux x64
 * ```
 */
export function setField(client: Transport, args: SetFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, setFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link getPoolAgents} (`agentPools.get_pool_agents`). */
export interface GetPoolAgentsArgs<S extends AgentsFields = AgentsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Query `locator`. A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  locator?: string | AgentLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getPoolAgentsOp: Operation = {
  id: 'agentPools.get_pool_agents',
  method: 'GET',
  path: '/app/rest/agentPools/{agentPoolLocator}/agents',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/agentPools/{agentPoolLocator}/agents` (`get_pool_agents`). */
export function getPoolAgents(
  client: Transport,
  args: GetPoolAgentsArgs<never>,
  options?: CallOptions,
): Promise<Agents>;
/** `GET /app/rest/agentPools/{agentPoolLocator}/agents` (`get_pool_agents`). */
export function getPoolAgents<const S extends object & ExactFields<S, AgentsFields>>(
  client: Transport,
  args: GetPoolAgentsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Agents, S>>;
export async function getPoolAgents(
  client: Transport,
  args: GetPoolAgentsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getPoolAgentsOp, withFields(getPoolAgentsOp, args), options);
}

/** Inputs of {@link addAgent} (`agentPools.add_agent`). */
export interface AddAgentArgs<S extends AgentFields = AgentFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
  /** Request body, sent as `application/json`. */
  body?: Agent;
}

export const addAgentOp: Operation = {
  id: 'agentPools.add_agent',
  method: 'POST',
  path: '/app/rest/agentPools/{agentPoolLocator}/agents',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/agentPools/{agentPoolLocator}/agents` (`add_agent`).
 *
 * Example body:
 * ```json
 * {
 *   "id": 12
 * }
 * ```
 */
export function addAgent(client: Transport, args: AddAgentArgs<never>, options?: CallOptions): Promise<Agent>;
/**
 * `POST /app/rest/agentPools/{agentPoolLocator}/agents` (`add_agent`).
 *
 * Example body:
 * ```json
 * {
 *   "id": 12
 * }
 * ```
 */
export function addAgent<const S extends object & ExactFields<S, AgentFields>>(
  client: Transport,
  args: AddAgentArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Agent, S>>;
export async function addAgent(client: Transport, args: AddAgentArgs, options?: CallOptions): Promise<unknown> {
  return request(client, addAgentOp, withFields(addAgentOp, args), options);
}

/** Inputs of {@link getPoolProjects} (`agentPools.get_pool_projects`). */
export interface GetPoolProjectsArgs<S extends ProjectsFields = ProjectsFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getPoolProjectsOp: Operation = {
  id: 'agentPools.get_pool_projects',
  method: 'GET',
  path: '/app/rest/agentPools/{agentPoolLocator}/projects',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/agentPools/{agentPoolLocator}/projects` (`get_pool_projects`). */
export function getPoolProjects(
  client: Transport,
  args: GetPoolProjectsArgs<never>,
  options?: CallOptions,
): Promise<Projects>;
/** `GET /app/rest/agentPools/{agentPoolLocator}/projects` (`get_pool_projects`). */
export function getPoolProjects<const S extends object & ExactFields<S, ProjectsFields>>(
  client: Transport,
  args: GetPoolProjectsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Projects, S>>;
export async function getPoolProjects(
  client: Transport,
  args: GetPoolProjectsArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getPoolProjectsOp, withFields(getPoolProjectsOp, args), options);
}

/** Inputs of {@link addProject} (`agentPools.add_project`). */
export interface AddProjectArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Request body, sent as `application/json`. */
  body?: Project;
}

export const addProjectOp: Operation = {
  id: 'agentPools.add_project',
  method: 'POST',
  path: '/app/rest/agentPools/{agentPoolLocator}/projects',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/agentPools/{agentPoolLocator}/projects` (`add_project`).
 *
 * Example body:
 * ```json
 * {
 *   "id": "App"
 * }
 * ```
 */
export function addProject(client: Transport, args: AddProjectArgs, options?: CallOptions): Promise<Project> {
  return request(client, addProjectOp, args, options) as Promise<Project>;
}

/** Inputs of {@link replaceProjects} (`agentPools.replace_projects`). */
export interface ReplaceProjectsArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Request body, sent as `application/json`. */
  body?: Projects;
}

export const replaceProjectsOp: Operation = {
  id: 'agentPools.replace_projects',
  method: 'PUT',
  path: '/app/rest/agentPools/{agentPoolLocator}/projects',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/agentPools/{agentPoolLocator}/projects` (`replace_projects`).
 *
 * Example body:
 * ```json
 * {
 *   "project": [
 *     {
 *       "id": "App"
 *     },
 *     {
 *       "id": "Tools"
 *     }
 *   ]
 * }
 * ```
 */
export function replaceProjects(
  client: Transport,
  args: ReplaceProjectsArgs,
  options?: CallOptions,
): Promise<Projects> {
  return request(client, replaceProjectsOp, args, options) as Promise<Projects>;
}

/** Inputs of {@link deleteProjects} (`agentPools.delete_projects`). */
export interface DeleteProjectsArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
}

export const deleteProjectsOp: Operation = {
  id: 'agentPools.delete_projects',
  method: 'DELETE',
  path: '/app/rest/agentPools/{agentPoolLocator}/projects',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/agentPools/{agentPoolLocator}/projects` (`delete_projects`). */
export function deleteProjects(client: Transport, args: DeleteProjectsArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteProjectsOp, args, options) as Promise<void>;
}

/** Inputs of {@link getPoolProject} (`agentPools.get_pool_project`). */
export interface GetPoolProjectArgs<S extends ProjectFields = ProjectFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getPoolProjectOp: Operation = {
  id: 'agentPools.get_pool_project',
  method: 'GET',
  path: '/app/rest/agentPools/{agentPoolLocator}/projects/{projectLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/** `GET /app/rest/agentPools/{agentPoolLocator}/projects/{projectLocator}` (`get_pool_project`). */
export function getPoolProject(
  client: Transport,
  args: GetPoolProjectArgs<never>,
  options?: CallOptions,
): Promise<Project>;
/** `GET /app/rest/agentPools/{agentPoolLocator}/projects/{projectLocator}` (`get_pool_project`). */
export function getPoolProject<const S extends object & ExactFields<S, ProjectFields>>(
  client: Transport,
  args: GetPoolProjectArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Project, S>>;
export async function getPoolProject(
  client: Transport,
  args: GetPoolProjectArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getPoolProjectOp, withFields(getPoolProjectOp, args), options);
}

/** Inputs of {@link deletePoolProject} (`agentPools.delete_pool_project`). */
export interface DeletePoolProjectArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
}

export const deletePoolProjectOp: Operation = {
  id: 'agentPools.delete_pool_project',
  method: 'DELETE',
  path: '/app/rest/agentPools/{agentPoolLocator}/projects/{projectLocator}',
  accept: '*/*',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/** `DELETE /app/rest/agentPools/{agentPoolLocator}/projects/{projectLocator}` (`delete_pool_project`). */
export function deletePoolProject(
  client: Transport,
  args: DeletePoolProjectArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deletePoolProjectOp, args, options) as Promise<void>;
}

/** Inputs of {@link generateAutomaticAgentAuthorizationTokens} (`agentPools.generate_automatic_agent_authorization_tokens`). */
export interface GenerateAutomaticAgentAuthorizationTokensArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Request body, sent as `application/json`. */
  body?: AuthorizationTokensRequirements;
}

export const generateAutomaticAgentAuthorizationTokensOp: Operation = {
  id: 'agentPools.generate_automatic_agent_authorization_tokens',
  method: 'POST',
  path: '/app/rest/agentPools/{agentPoolLocator}/authorizationTokens',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `POST /app/rest/agentPools/{agentPoolLocator}/authorizationTokens` (`generate_automatic_agent_authorization_tokens`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId generateAutomaticAgentAuthorizationTokens).
 *
 * Example body:
 * ```json
 * {
 *   "count": 2
 * }
 * ```
 */
export function generateAutomaticAgentAuthorizationTokens(
  client: Transport,
  args: GenerateAutomaticAgentAuthorizationTokensArgs,
  options?: CallOptions,
): Promise<Items> {
  return request(client, generateAutomaticAgentAuthorizationTokensOp, args, options) as Promise<Items>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /** `GET /app/rest/agentPools` (`get_pools`). */
  readonly getPools: {
    (args?: GetPoolsArgs<never>, options?: CallOptions): Promise<AgentPools>;
    <const S extends object & ExactFields<S, AgentPoolsFields>>(
      args?: GetPoolsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<AgentPools, S>>;
  };
  /** `GET /app/rest/agentPools/{agentPoolLocator}` (`get_pool`). */
  readonly getPool: {
    (args: GetPoolArgs<never>, options?: CallOptions): Promise<AgentPool>;
    <const S extends object & ExactFields<S, AgentPoolFields>>(
      args: GetPoolArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<AgentPool, S>>;
  };
  /** `GET /app/rest/agentPools/{agentPoolLocator}/agents` (`get_pool_agents`). */
  readonly getPoolAgents: {
    (args: GetPoolAgentsArgs<never>, options?: CallOptions): Promise<Agents>;
    <const S extends object & ExactFields<S, AgentsFields>>(
      args: GetPoolAgentsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Agents, S>>;
  };
  /**
   * `POST /app/rest/agentPools/{agentPoolLocator}/agents` (`add_agent`).
   *
   * Example body:
   * ```json
   * {
   *   "id": 12
   * }
   * ```
   */
  readonly addAgent: {
    (args: AddAgentArgs<never>, options?: CallOptions): Promise<Agent>;
    <const S extends object & ExactFields<S, AgentFields>>(
      args: AddAgentArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Agent, S>>;
  };
  /** `GET /app/rest/agentPools/{agentPoolLocator}/projects` (`get_pool_projects`). */
  readonly getPoolProjects: {
    (args: GetPoolProjectsArgs<never>, options?: CallOptions): Promise<Projects>;
    <const S extends object & ExactFields<S, ProjectsFields>>(
      args: GetPoolProjectsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Projects, S>>;
  };
  /** `GET /app/rest/agentPools/{agentPoolLocator}/projects/{projectLocator}` (`get_pool_project`). */
  readonly getPoolProject: {
    (args: GetPoolProjectArgs<never>, options?: CallOptions): Promise<Project>;
    <const S extends object & ExactFields<S, ProjectFields>>(
      args: GetPoolProjectArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Project, S>>;
  };
}

/** The agentPools operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  /**
   * `POST /app/rest/agentPools` (`create_pool`).
   *
   * Example body:
   * ```json
   * {
   *   "id": 2,
   *   "name": "Linux"
   * }
   * ```
   */
  readonly createPool: (args?: CreatePoolArgs, options?: CallOptions) => Promise<AgentPool>;
  /** `DELETE /app/rest/agentPools/{agentPoolLocator}` (`delete_pool`). */
  readonly deletePool: (args: DeletePoolArgs, options?: CallOptions) => Promise<void>;
  /** `GET /app/rest/agentPools/{agentPoolLocator}/{field}` (`get_field`). */
  readonly getField: (args: GetFieldArgs, options?: CallOptions) => Promise<string>;
  /**
   * `PUT /app/rest/agentPools/{agentPoolLocator}/{field}` (`set_field`).
   *
   * Example body:
   * ```text
   * Linux x64
   * ```
   */
  readonly setField: (args: SetFieldArgs, options?: CallOptions) => Promise<string>;
  /**
   * `POST /app/rest/agentPools/{agentPoolLocator}/projects` (`add_project`).
   *
   * Example body:
   * ```json
   * {
   *   "id": "App"
   * }
   * ```
   */
  readonly addProject: (args: AddProjectArgs, options?: CallOptions) => Promise<Project>;
  /**
   * `PUT /app/rest/agentPools/{agentPoolLocator}/projects` (`replace_projects`).
   *
   * Example body:
   * ```json
   * {
   *   "project": [
   *     {
   *       "id": "App"
   *     },
   *     {
   *       "id": "Tools"
   *     }
   *   ]
   * }
   * ```
   */
  readonly replaceProjects: (args: ReplaceProjectsArgs, options?: CallOptions) => Promise<Projects>;
  /** `DELETE /app/rest/agentPools/{agentPoolLocator}/projects` (`delete_projects`). */
  readonly deleteProjects: (args: DeleteProjectsArgs, options?: CallOptions) => Promise<void>;
  /** `DELETE /app/rest/agentPools/{agentPoolLocator}/projects/{projectLocator}` (`delete_pool_project`). */
  readonly deletePoolProject: (args: DeletePoolProjectArgs, options?: CallOptions) => Promise<void>;
  /**
   * `POST /app/rest/agentPools/{agentPoolLocator}/authorizationTokens` (`generate_automatic_agent_authorization_tokens`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId generateAutomaticAgentAuthorizationTokens).
   *
   * Example body:
   * ```json
   * {
   *   "count": 2
   * }
   * ```
   */
  readonly generateAutomaticAgentAuthorizationTokens: (
    args: GenerateAutomaticAgentAuthorizationTokensArgs,
    options?: CallOptions,
  ) => Promise<Items>;
}
