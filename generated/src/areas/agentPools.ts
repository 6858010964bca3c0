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
import { jsonBody, textBody } from '../runtime/body.js';
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
import { xmlErrors } from '../runtime/xml-errors.js';
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

/** Inputs of {@link getPools}. */
export interface GetPoolsArgs<S extends AgentPoolsFields | string = AgentPoolsFields | string> {
  /** An agent pool locator that filters the list: text, or a typed `AgentPoolLocator`. */
  locator?: string | AgentPoolLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getPoolsOp: Operation = {
  id: 'agentPools.get_pools',
  method: 'GET',
  path: '/app/rest/agentPools',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List agent pools.
 *
 * Every agent pool, the Default pool (id 0) included; a locator narrows the list (`name:Linux`,
 * `project:(id:App)`).
 *
 * @since 2018.1
 */
export async function getPools<const S extends string | (object & ExactFields<S, AgentPoolsFields>) = never>(
  client: Transport,
  args: GetPoolsArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<AgentPools, S>> {
  return request(client, getPoolsOp, withFields(getPoolsOp, args), options) as Promise<Selected<AgentPools, S>>;
}

/** Inputs of {@link createPool}. */
export interface CreatePoolArgs {
  /** The pool to create, with its `name` (and optionally `maxAgents` and `projects`). Sent as `application/json`. */
  body?: AgentPool;
}

export const createPoolOp: Operation = {
  id: 'agentPools.create_pool',
  method: 'POST',
  path: '/app/rest/agentPools',
  accept: 'application/json',
  kind: 'json',
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Create an agent pool.
 *
 * The body needs `name`; `maxAgents` caps how many agents the pool may hold, and `projects` assigns projects at
 * once. A body with `agents` is refused (400): move agents in afterwards with `addAgent`. A name already in use
 * is refused too. Returns the new pool in full.
 *
 * Example body:
 * ```json
 * {
 *   "id": 2,
 *   "name": "Linux"
 * }
 * ```
 *
 * @since 2018.1
 */
export function createPool(client: Transport, args: CreatePoolArgs = {}, options?: CallOptions): Promise<AgentPool> {
  return request(client, createPoolOp, args, options) as Promise<AgentPool>;
}

/** Inputs of {@link getPool}. */
export interface GetPoolArgs<S extends AgentPoolFields | string = AgentPoolFields | string> {
  /** Which agent pool: locator text, or a typed `AgentPoolLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getPoolOp: Operation = {
  id: 'agentPools.get_pool',
  method: 'GET',
  path: '/app/rest/agentPools/{agentPoolLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get an agent pool.
 *
 * @since 2018.1
 */
export async function getPool<const S extends string | (object & ExactFields<S, AgentPoolFields>) = never>(
  client: Transport,
  args: GetPoolArgs<S>,
  options?: CallOptions,
): Promise<Selected<AgentPool, S>> {
  return request(client, getPoolOp, withFields(getPoolOp, args), options) as Promise<Selected<AgentPool, S>>;
}

/** Inputs of {@link deletePool}. */
export interface DeletePoolArgs {
  /** Which agent pool: locator text, or a typed `AgentPoolLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentPoolLocator: string | AgentPoolLocator;
}

export const deletePoolOp: Operation = {
  id: 'agentPools.delete_pool',
  method: 'DELETE',
  path: '/app/rest/agentPools/{agentPoolLocator}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Delete an agent pool.
 *
 * Its agents move back to the Default pool. The Default pool itself cannot be deleted (400).
 *
 * @since 2018.1
 */
export function deletePool(client: Transport, args: DeletePoolArgs, options?: CallOptions): Promise<void> {
  return request(client, deletePoolOp, args, options) as Promise<void>;
}

/** Inputs of {@link getField}. */
export interface GetFieldArgs {
  /** Which agent pool: locator text, or a typed `AgentPoolLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentPoolLocator: string | AgentPoolLocator;
  /** The field to read: `name` or `maxAgents`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
}

export const getFieldOp: Operation = {
  id: 'agentPools.get_field',
  method: 'GET',
  path: '/app/rest/agentPools/{agentPoolLocator}/{field}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read one field of an agent pool as text.
 *
 * @since 2018.1
 */
export function getField(client: Transport, args: GetFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, getFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link setField}. */
export interface SetFieldArgs {
  /** Which agent pool: locator text, or a typed `AgentPoolLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentPoolLocator: string | AgentPoolLocator;
  /** The field to set: `name` or `maxAgents` (an empty name is refused). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
  /** The new value, as plain text. Sent as `text/plain`. */
  body?: string;
}

export const setFieldOp: Operation = {
  id: 'agentPools.set_field',
  method: 'PUT',
  path: '/app/rest/agentPools/{agentPoolLocator}/{field}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
};

/**
 * Rename an agent pool or change its agent limit.
 *
 * Sets one field from a plain-text body and answers the field's new value.
 *
 * Example body:
 * ```text
 * Linux x64
 * ```
 *
 * @since 2018.1
 */
export function setField(client: Transport, args: SetFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, setFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link getPoolAgents}. */
export interface GetPoolAgentsArgs<S extends AgentsFields | string = AgentsFields | string> {
  /** Which agent pool: locator text, or a typed `AgentPoolLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentPoolLocator: string | AgentPoolLocator;
  /** An agent locator that filters the list: text, or a typed `AgentLocator`. */
  locator?: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getPoolAgentsOp: Operation = {
  id: 'agentPools.get_pool_agents',
  method: 'GET',
  path: '/app/rest/agentPools/{agentPoolLocator}/agents',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the agents of an agent pool.
 *
 * The locator narrows the pool's agents with the usual agent dimensions (`connected:true`, `enabled:false`).
 *
 * @since 2018.1
 */
export async function getPoolAgents<const S extends string | (object & ExactFields<S, AgentsFields>) = never>(
  client: Transport,
  args: GetPoolAgentsArgs<S>,
  options?: CallOptions,
): Promise<Selected<Agents, S>> {
  return request(client, getPoolAgentsOp, withFields(getPoolAgentsOp, args), options) as Promise<Selected<Agents, S>>;
}

/** Inputs of {@link addAgent}. */
export interface AddAgentArgs<S extends AgentFields | string = AgentFields | string> {
  /** Which agent pool: locator text, or a typed `AgentPoolLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The agent to move, found by what it names (`{ id: 5 }` or `{ name: 'agent-1' }`). Sent as `application/json`. */
  body?: Agent;
}

export const addAgentOp: Operation = {
  id: 'agentPools.add_agent',
  method: 'POST',
  path: '/app/rest/agentPools/{agentPoolLocator}/agents',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Move an agent into an agent pool.
 *
 * An agent belongs to one pool at a time, so this takes it out of its current pool. Returns the agent.
 *
 * Example body:
 * ```json
 * {
 *   "id": 12
 * }
 * ```
 *
 * @since 2018.1
 */
export async function addAgent<const S extends string | (object & ExactFields<S, AgentFields>) = never>(
  client: Transport,
  args: AddAgentArgs<S>,
  options?: CallOptions,
): Promise<Selected<Agent, S>> {
  return request(client, addAgentOp, withFields(addAgentOp, args), options) as Promise<Selected<Agent, S>>;
}

/** Inputs of {@link getPoolProjects}. */
export interface GetPoolProjectsArgs<S extends ProjectsFields | string = ProjectsFields | string> {
  /** Which agent pool: locator text, or a typed `AgentPoolLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getPoolProjectsOp: Operation = {
  id: 'agentPools.get_pool_projects',
  method: 'GET',
  path: '/app/rest/agentPools/{agentPoolLocator}/projects',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the projects assigned to an agent pool.
 *
 * @since 2018.1
 */
export async function getPoolProjects<const S extends string | (object & ExactFields<S, ProjectsFields>) = never>(
  client: Transport,
  args: GetPoolProjectsArgs<S>,
  options?: CallOptions,
): Promise<Selected<Projects, S>> {
  return request(client, getPoolProjectsOp, withFields(getPoolProjectsOp, args), options) as Promise<
    Selected<Projects, S>
  >;
}

/** Inputs of {@link addProject}. */
export interface AddProjectArgs {
  /** Which agent pool: locator text, or a typed `AgentPoolLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentPoolLocator: string | AgentPoolLocator;
  /** The project to assign, found by what it names (`{ id: 'App' }`). Sent as `application/json`. */
  body?: Project;
}

export const addProjectOp: Operation = {
  id: 'agentPools.add_project',
  method: 'POST',
  path: '/app/rest/agentPools/{agentPoolLocator}/projects',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Assign a project to an agent pool.
 *
 * Adds the project to the pool's projects (others stay); builds of the project may then run on the pool's
 * agents.
 *
 * Example body:
 * ```json
 * {
 *   "id": "App"
 * }
 * ```
 *
 * @since 2018.1
 */
export function addProject(client: Transport, args: AddProjectArgs, options?: CallOptions): Promise<Project> {
  return request(client, addProjectOp, args, options) as Promise<Project>;
}

/** Inputs of {@link replaceProjects}. */
export interface ReplaceProjectsArgs {
  /** Which agent pool: locator text, or a typed `AgentPoolLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentPoolLocator: string | AgentPoolLocator;
  /** The projects the pool should have, each found by what it names (`{ project: [{ id: 'App' }] }`). Sent as `application/json`. */
  body?: Projects;
}

export const replaceProjectsOp: Operation = {
  id: 'agentPools.replace_projects',
  method: 'PUT',
  path: '/app/rest/agentPools/{agentPoolLocator}/projects',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Replace the set of projects assigned to an agent pool.
 *
 * The pool ends up with exactly the posted projects; every other project is unassigned from it. Returns the
 * pool's projects.
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
 *
 * @since 2018.1
 */
export function replaceProjects(
  client: Transport,
  args: ReplaceProjectsArgs,
  options?: CallOptions,
): Promise<Projects> {
  return request(client, replaceProjectsOp, args, options) as Promise<Projects>;
}

/** Inputs of {@link deleteProjects}. */
export interface DeleteProjectsArgs {
  /** Which agent pool: locator text, or a typed `AgentPoolLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentPoolLocator: string | AgentPoolLocator;
}

export const deleteProjectsOp: Operation = {
  id: 'agentPools.delete_projects',
  method: 'DELETE',
  path: '/app/rest/agentPools/{agentPoolLocator}/projects',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Unassign every project from an agent pool.
 *
 * @since 2018.1
 */
export function deleteProjects(client: Transport, args: DeleteProjectsArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteProjectsOp, args, options) as Promise<void>;
}

/** Inputs of {@link getPoolProject}. */
export interface GetPoolProjectArgs<S extends ProjectFields | string = ProjectFields | string> {
  /** Which agent pool: locator text, or a typed `AgentPoolLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getPoolProjectOp: Operation = {
  id: 'agentPools.get_pool_project',
  method: 'GET',
  path: '/app/rest/agentPools/{agentPoolLocator}/projects/{projectLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a project through an agent pool.
 *
 * Returns the project the locator finds; TeamCity does not check that the pool has it assigned.
 *
 * @since 2018.1
 */
export async function getPoolProject<const S extends string | (object & ExactFields<S, ProjectFields>) = never>(
  client: Transport,
  args: GetPoolProjectArgs<S>,
  options?: CallOptions,
): Promise<Selected<Project, S>> {
  return request(client, getPoolProjectOp, withFields(getPoolProjectOp, args), options) as Promise<
    Selected<Project, S>
  >;
}

/** Inputs of {@link deletePoolProject}. */
export interface DeletePoolProjectArgs {
  /** Which agent pool: locator text, or a typed `AgentPoolLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentPoolLocator: string | AgentPoolLocator;
  /** Which project: locator text, or a typed `ProjectLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  projectLocator: string | ProjectLocator;
}

export const deletePoolProjectOp: Operation = {
  id: 'agentPools.delete_pool_project',
  method: 'DELETE',
  path: '/app/rest/agentPools/{agentPoolLocator}/projects/{projectLocator}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
  xml: xmlErrors,
};

/**
 * Unassign one project from an agent pool.
 *
 * @since 2018.1
 */
export function deletePoolProject(
  client: Transport,
  args: DeletePoolProjectArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, deletePoolProjectOp, args, options) as Promise<void>;
}

/** Inputs of {@link generateAutomaticAgentAuthorizationTokens}. */
export interface GenerateAutomaticAgentAuthorizationTokensArgs {
  /** Which agent pool: locator text, or a typed `AgentPoolLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentPoolLocator: string | AgentPoolLocator;
  /** How many tokens and for how long: `{ count: 10, timeToLiveSeconds: 86400 }`. Sent as `application/json`. */
  body?: AuthorizationTokensRequirements;
}

export const generateAutomaticAgentAuthorizationTokensOp: Operation = {
  id: 'agentPools.generate_automatic_agent_authorization_tokens',
  method: 'POST',
  path: '/app/rest/agentPools/{agentPoolLocator}/authorizationTokens',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Make one-time tokens that authorize new agents into an agent pool.
 *
 * Each token lets one agent that registers with it be authorized in this pool without a person's approval. The
 * body says how many tokens to make (`count`) and how long they live (`timeToLiveSeconds`); the answer lists
 * them as `item` strings. Added after TeamCity 2023.11.
 *
 * Example body:
 * ```json
 * {
 *   "count": 2
 * }
 * ```
 *
 * @since 2025.x
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
  readonly getPools: {
    /**
     * List agent pools.
     *
     * @see {@link getPools}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, AgentPoolsFields>) = never>(
      args?: GetPoolsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<AgentPools, S>>;
  };
  readonly getPool: {
    /**
     * Get an agent pool.
     *
     * @see {@link getPool}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, AgentPoolFields>) = never>(
      args: GetPoolArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<AgentPool, S>>;
  };
  readonly getPoolAgents: {
    /**
     * List the agents of an agent pool.
     *
     * @see {@link getPoolAgents}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, AgentsFields>) = never>(
      args: GetPoolAgentsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Agents, S>>;
  };
  readonly addAgent: {
    /**
     * Move an agent into an agent pool.
     *
     * @see {@link addAgent}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, AgentFields>) = never>(
      args: AddAgentArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Agent, S>>;
  };
  readonly getPoolProjects: {
    /**
     * List the projects assigned to an agent pool.
     *
     * @see {@link getPoolProjects}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ProjectsFields>) = never>(
      args: GetPoolProjectsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Projects, S>>;
  };
  readonly getPoolProject: {
    /**
     * Get a project through an agent pool.
     *
     * @see {@link getPoolProject}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, ProjectFields>) = never>(
      args: GetPoolProjectArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Project, S>>;
  };
}

/** The agentPools operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  readonly createPool: {
    /**
     * Create an agent pool.
     *
     * @see {@link createPool}
     * @since 2018.1
     */
    (args?: CreatePoolArgs, options?: CallOptions): Promise<AgentPool>;
  };
  readonly deletePool: {
    /**
     * Delete an agent pool.
     *
     * @see {@link deletePool}
     * @since 2018.1
     */
    (args: DeletePoolArgs, options?: CallOptions): Promise<void>;
  };
  readonly getField: {
    /**
     * Read one field of an agent pool as text.
     *
     * @see {@link getField}
     * @since 2018.1
     */
    (args: GetFieldArgs, options?: CallOptions): Promise<string>;
  };
  readonly setField: {
    /**
     * Rename an agent pool or change its agent limit.
     *
     * @see {@link setField}
     * @since 2018.1
     */
    (args: SetFieldArgs, options?: CallOptions): Promise<string>;
  };
  readonly addProject: {
    /**
     * Assign a project to an agent pool.
     *
     * @see {@link addProject}
     * @since 2018.1
     */
    (args: AddProjectArgs, options?: CallOptions): Promise<Project>;
  };
  readonly replaceProjects: {
    /**
     * Replace the set of projects assigned to an agent pool.
     *
     * @see {@link replaceProjects}
     * @since 2018.1
     */
    (args: ReplaceProjectsArgs, options?: CallOptions): Promise<Projects>;
  };
  readonly deleteProjects: {
    /**
     * Unassign every project from an agent pool.
     *
     * @see {@link deleteProjects}
     * @since 2018.1
     */
    (args: DeleteProjectsArgs, options?: CallOptions): Promise<void>;
  };
  readonly deletePoolProject: {
    /**
     * Unassign one project from an agent pool.
     *
     * @see {@link deletePoolProject}
     * @since 2018.1
     */
    (args: DeletePoolProjectArgs, options?: CallOptions): Promise<void>;
  };
  readonly generateAutomaticAgentAuthorizationTokens: {
    /**
     * Make one-time tokens that authorize new agents into an agent pool.
     *
     * @see {@link generateAutomaticAgentAuthorizationTokens}
     * @since 2025.x
     */
    (args: GenerateAutomaticAgentAuthorizationTokensArgs, options?: CallOptions): Promise<Items>;
  };
}
