// Generated from spec/areas/agentPools.yaml by the teamcity-sdk generator. Do not edit.
import { type CallOptions, type Operation, request, type Transport } from '../runtime/index.js';
import type { Agent, AgentPool, AgentPools, Agents, Project, Projects } from '../models.js';
import type { AgentLocator, AgentPoolLocator, ProjectLocator } from '../locators.js';

/** Inputs of {@link getPools} (`agentPools.get_pools`). */
export interface GetPoolsArgs {
  /** Query `locator`. A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  locator?: string | AgentPoolLocator;
  /** Query `fields`. */
  fields?: string;
}

const getPoolsOp: Operation = {
  id: 'agentPools.get_pools',
  method: 'GET',
  path: '/app/rest/agentPools',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/agentPools` (`get_pools`). */
export function getPools(client: Transport, args: GetPoolsArgs = {}, options?: CallOptions): Promise<AgentPools> {
  return request(client, getPoolsOp, args, options) as Promise<AgentPools>;
}

/** Inputs of {@link createPool} (`agentPools.create_pool`). */
export interface CreatePoolArgs {
  /** Request body, sent as `application/json`. */
  body?: AgentPool;
}

const createPoolOp: Operation = {
  id: 'agentPools.create_pool',
  method: 'POST',
  path: '/app/rest/agentPools',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
};

/** `POST /app/rest/agentPools` (`create_pool`). */
export function createPool(client: Transport, args: CreatePoolArgs = {}, options?: CallOptions): Promise<AgentPool> {
  return request(client, createPoolOp, args, options) as Promise<AgentPool>;
}

/** Inputs of {@link getPool} (`agentPools.get_pool`). */
export interface GetPoolArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Query `fields`. */
  fields?: string;
}

const getPoolOp: Operation = {
  id: 'agentPools.get_pool',
  method: 'GET',
  path: '/app/rest/agentPools/{agentPoolLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/agentPools/{agentPoolLocator}` (`get_pool`). */
export function getPool(client: Transport, args: GetPoolArgs, options?: CallOptions): Promise<AgentPool> {
  return request(client, getPoolOp, args, options) as Promise<AgentPool>;
}

/** Inputs of {@link deletePool} (`agentPools.delete_pool`). */
export interface DeletePoolArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
}

const deletePoolOp: Operation = {
  id: 'agentPools.delete_pool',
  method: 'DELETE',
  path: '/app/rest/agentPools/{agentPoolLocator}',
  accept: '*/*',
  result: 'void',
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

const getFieldOp: Operation = {
  id: 'agentPools.get_field',
  method: 'GET',
  path: '/app/rest/agentPools/{agentPoolLocator}/{field}',
  accept: 'text/plain',
  result: 'string',
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

const setFieldOp: Operation = {
  id: 'agentPools.set_field',
  method: 'PUT',
  path: '/app/rest/agentPools/{agentPoolLocator}/{field}',
  body: 'text/plain',
  accept: 'text/plain',
  result: 'string',
};

/** `PUT /app/rest/agentPools/{agentPoolLocator}/{field}` (`set_field`). */
export function setField(client: Transport, args: SetFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, setFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link getPoolAgents} (`agentPools.get_pool_agents`). */
export interface GetPoolAgentsArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Query `locator`. A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  locator?: string | AgentLocator;
  /** Query `fields`. */
  fields?: string;
}

const getPoolAgentsOp: Operation = {
  id: 'agentPools.get_pool_agents',
  method: 'GET',
  path: '/app/rest/agentPools/{agentPoolLocator}/agents',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/agentPools/{agentPoolLocator}/agents` (`get_pool_agents`). */
export function getPoolAgents(client: Transport, args: GetPoolAgentsArgs, options?: CallOptions): Promise<Agents> {
  return request(client, getPoolAgentsOp, args, options) as Promise<Agents>;
}

/** Inputs of {@link addAgent} (`agentPools.add_agent`). */
export interface AddAgentArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `application/json`. */
  body?: Agent;
}

const addAgentOp: Operation = {
  id: 'agentPools.add_agent',
  method: 'POST',
  path: '/app/rest/agentPools/{agentPoolLocator}/agents',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
};

/** `POST /app/rest/agentPools/{agentPoolLocator}/agents` (`add_agent`). */
export function addAgent(client: Transport, args: AddAgentArgs, options?: CallOptions): Promise<Agent> {
  return request(client, addAgentOp, args, options) as Promise<Agent>;
}

/** Inputs of {@link getPoolProjects} (`agentPools.get_pool_projects`). */
export interface GetPoolProjectsArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Query `fields`. */
  fields?: string;
}

const getPoolProjectsOp: Operation = {
  id: 'agentPools.get_pool_projects',
  method: 'GET',
  path: '/app/rest/agentPools/{agentPoolLocator}/projects',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/agentPools/{agentPoolLocator}/projects` (`get_pool_projects`). */
export function getPoolProjects(
  client: Transport,
  args: GetPoolProjectsArgs,
  options?: CallOptions,
): Promise<Projects> {
  return request(client, getPoolProjectsOp, args, options) as Promise<Projects>;
}

/** Inputs of {@link addProject} (`agentPools.add_project`). */
export interface AddProjectArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Request body, sent as `application/json`. */
  body?: Project;
}

const addProjectOp: Operation = {
  id: 'agentPools.add_project',
  method: 'POST',
  path: '/app/rest/agentPools/{agentPoolLocator}/projects',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
};

/** `POST /app/rest/agentPools/{agentPoolLocator}/projects` (`add_project`). */
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

const replaceProjectsOp: Operation = {
  id: 'agentPools.replace_projects',
  method: 'PUT',
  path: '/app/rest/agentPools/{agentPoolLocator}/projects',
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
};

/** `PUT /app/rest/agentPools/{agentPoolLocator}/projects` (`replace_projects`). */
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

const deleteProjectsOp: Operation = {
  id: 'agentPools.delete_projects',
  method: 'DELETE',
  path: '/app/rest/agentPools/{agentPoolLocator}/projects',
  accept: '*/*',
  result: 'void',
};

/** `DELETE /app/rest/agentPools/{agentPoolLocator}/projects` (`delete_projects`). */
export function deleteProjects(client: Transport, args: DeleteProjectsArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteProjectsOp, args, options) as Promise<void>;
}

/** Inputs of {@link getPoolProject} (`agentPools.get_pool_project`). */
export interface GetPoolProjectArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
  /** Query `fields`. */
  fields?: string;
}

const getPoolProjectOp: Operation = {
  id: 'agentPools.get_pool_project',
  method: 'GET',
  path: '/app/rest/agentPools/{agentPoolLocator}/projects/{projectLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/agentPools/{agentPoolLocator}/projects/{projectLocator}` (`get_pool_project`). */
export function getPoolProject(client: Transport, args: GetPoolProjectArgs, options?: CallOptions): Promise<Project> {
  return request(client, getPoolProjectOp, args, options) as Promise<Project>;
}

/** Inputs of {@link deletePoolProject} (`agentPools.delete_pool_project`). */
export interface DeletePoolProjectArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A AgentPool locator: its text, or a typed `AgentPoolLocator` (rendered with TeamCity's escaping). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Project locator: its text, or a typed `ProjectLocator` (rendered with TeamCity's escaping). */
  projectLocator: string | ProjectLocator;
}

const deletePoolProjectOp: Operation = {
  id: 'agentPools.delete_pool_project',
  method: 'DELETE',
  path: '/app/rest/agentPools/{agentPoolLocator}/projects/{projectLocator}',
  accept: '*/*',
  result: 'void',
};

/** `DELETE /app/rest/agentPools/{agentPoolLocator}/projects/{projectLocator}` (`delete_pool_project`). */
export function deletePoolProject(
  client: Transport,
  args: DeletePoolProjectArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deletePoolProjectOp, args, options) as Promise<void>;
}
