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

/** Inputs of {@link serveAgents}. */
export interface ServeAgentsArgs<S extends AgentsFields = AgentsFields, T = string> {
  /** Deprecated: use the locator's `connected` dimension; `false` lists connected agents only. */
  includeDisconnected?: boolean;
  /** Deprecated: use the locator's `authorized` dimension; `true` lists unauthorized agents too. */
  includeUnauthorized?: boolean;
  /** An agent locator that filters the list: text, or a typed `AgentLocator`. */
  locator?: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
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
  kind: 'json',
  locator: renderLocator,
};

/**
 * List build agents.
 *
 * By default TeamCity lists authorized agents only, connected or not; say `authorized:any` for every agent, or
 * `connected:true` for those online. A locator that names an agent (`id`, `name`) or filters by `pool`, `build`
 * or `ip` drops that default. The two deprecated flags may not be given together with a locator (400).
 *
 * Also named `getAgents`: the same function.
 *
 * @param args.includeDisconnected - Deprecated: use the locator's `connected` dimension; `false` lists connected agents only
 * @param args.includeUnauthorized - Deprecated: use the locator's `authorized` dimension; `true` lists unauthorized agents too
 * @param args.locator - An agent locator that filters the list: text, or a typed `AgentLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function serveAgents(client: Transport, args?: ServeAgentsArgs<never>, options?: CallOptions): Promise<Agents>;
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

/** Inputs of {@link serveAgent}. */
export interface ServeAgentArgs<S extends AgentFields = AgentFields, T = string> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const serveAgentOp: Operation = {
  id: 'agents.serve_agent',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a build agent.
 *
 * Also named `getAgent`: the same function.
 *
 * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function serveAgent(client: Transport, args: ServeAgentArgs<never>, options?: CallOptions): Promise<Agent>;
export function serveAgent<const S extends object & ExactFields<S, AgentFields>>(
  client: Transport,
  args: ServeAgentArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<Agent, S>>;
export async function serveAgent(client: Transport, args: ServeAgentArgs, options?: CallOptions): Promise<unknown> {
  return request(client, serveAgentOp, withFields(serveAgentOp, args), options);
}

export { serveAgent as getAgent };

/** Inputs of {@link deleteAgent}. */
export interface DeleteAgentArgs {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
}

export const deleteAgentOp: Operation = {
  id: 'agents.delete_agent',
  method: 'DELETE',
  path: '/app/rest/agents/{agentLocator}',
  accept: '*/*',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Delete a build agent that is not connected.
 *
 * Removes the agent's record from the server; a connected agent cannot be removed.
 *
 * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
 */
export function deleteAgent(client: Transport, args: DeleteAgentArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteAgentOp, args, options) as Promise<void>;
}

/** Inputs of {@link serveAgentField}. */
export interface ServeAgentFieldArgs {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** The field: `id`, `name`, `typeId`, `connected`, `enabled`, `authorized`, `ip`, `protocol`, `authToken`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
}

export const serveAgentFieldOp: Operation = {
  id: 'agents.serve_agent_field',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/{field}',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
};

/**
 * Read one field of a build agent as text.
 *
 * Also named `getAgentField`: the same function.
 *
 * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
 * @param args.field - The field: `id`, `name`, `typeId`, `connected`, `enabled`, `authorized`, `ip`, `protocol`, `authToken`
 */
export function serveAgentField(client: Transport, args: ServeAgentFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, serveAgentFieldOp, args, options) as Promise<string>;
}

export { serveAgentField as getAgentField };

/** Inputs of {@link setAgentField}. */
export interface SetAgentFieldArgs {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** The field: `enabled`, `authorized`, `enabledInfoCommentText` or `authorizedInfoCommentText`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  field: string;
  /** The new value as plain text: `true` or `false`, or the comment. Sent as `text/plain`. */
  body?: string;
}

export const setAgentFieldOp: Operation = {
  id: 'agents.set_agent_field',
  method: 'PUT',
  path: '/app/rest/agents/{agentLocator}/{field}',
  body: 'text/plain',
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Enable, disable, authorize or unauthorize a build agent through a text field.
 *
 * Sets `enabled` or `authorized` from the text `true` or `false` (or the comment of either through
 * `enabledInfoCommentText` / `authorizedInfoCommentText`) and answers the field's new value. Newer servers
 * (2025.07 on) have been seen to refuse the `authorized` field here: `setAuthorizedInfo` does the same with
 * JSON.
 *
 * Example body:
 * ```text
 * false
 * ```
 *
 * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
 * @param args.field - The field: `enabled`, `authorized`, `enabledInfoCommentText` or `authorizedInfoCommentText`
 * @param args.body - The new value as plain text: `true` or `false`, or the comment
 */
export function setAgentField(client: Transport, args: SetAgentFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, setAgentFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link getAgentPool}. */
export interface GetAgentPoolArgs<S extends AgentPoolFields = AgentPoolFields, T = string> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getAgentPoolOp: Operation = {
  id: 'agents.get_agent_pool',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/pool',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get the agent pool a build agent belongs to.
 *
 * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getAgentPool(
  client: Transport,
  args: GetAgentPoolArgs<never>,
  options?: CallOptions,
): Promise<AgentPool>;
export function getAgentPool<const S extends object & ExactFields<S, AgentPoolFields>>(
  client: Transport,
  args: GetAgentPoolArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<AgentPool, S>>;
export async function getAgentPool(client: Transport, args: GetAgentPoolArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getAgentPoolOp, withFields(getAgentPoolOp, args), options);
}

/** Inputs of {@link setAgentPool}. */
export interface SetAgentPoolArgs<S extends AgentPoolFields = AgentPoolFields, T = string> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** The pool to move the agent to, found by what it names (`{ id: 2 }` or `{ name: 'Linux' }`). Sent as `application/json`. */
  body?: AgentPool;
}

export const setAgentPoolOp: Operation = {
  id: 'agents.set_agent_pool',
  method: 'PUT',
  path: '/app/rest/agents/{agentLocator}/pool',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Move a build agent to another agent pool.
 *
 * Returns the pool the agent is in afterwards.
 *
 * Example body:
 * ```json
 * {
 *   "id": 2,
 *   "name": "Linux"
 * }
 * ```
 *
 * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - The pool to move the agent to, found by what it names (`{ id: 2 }` or `{ name: 'Linux' }`)
 */
export function setAgentPool(
  client: Transport,
  args: SetAgentPoolArgs<never>,
  options?: CallOptions,
): Promise<AgentPool>;
export function setAgentPool<const S extends object & ExactFields<S, AgentPoolFields>>(
  client: Transport,
  args: SetAgentPoolArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<AgentPool, S>>;
export async function setAgentPool(client: Transport, args: SetAgentPoolArgs, options?: CallOptions): Promise<unknown> {
  return request(client, setAgentPoolOp, withFields(setAgentPoolOp, args), options);
}

/** Inputs of {@link getAuthorizedInfo}. */
export interface GetAuthorizedInfoArgs<S extends AuthorizedInfoFields = AuthorizedInfoFields, T = string> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getAuthorizedInfoOp: Operation = {
  id: 'agents.get_authorized_info',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/authorizedInfo',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Read whether a build agent is authorized, with who changed it and why.
 *
 * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getAuthorizedInfo(
  client: Transport,
  args: GetAuthorizedInfoArgs<never>,
  options?: CallOptions,
): Promise<AuthorizedInfo>;
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

/** Inputs of {@link setAuthorizedInfo}. */
export interface SetAuthorizedInfoArgs<S extends AuthorizedInfoFields = AuthorizedInfoFields, T = string> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** `{ status: true, comment: { text: 'why' } }`. Sent as `application/json`. */
  body?: AuthorizedInfo;
}

export const setAuthorizedInfoOp: Operation = {
  id: 'agents.set_authorized_info',
  method: 'PUT',
  path: '/app/rest/agents/{agentLocator}/authorizedInfo',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Authorize or unauthorize a build agent.
 *
 * `status` sets the state and `comment.text` says why; either alone is enough, neither is refused (400). An
 * unauthorized agent runs no builds and holds no licence slot.
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
 *
 * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - `{ status: true, comment: { text: 'why' } }`
 */
export function setAuthorizedInfo(
  client: Transport,
  args: SetAuthorizedInfoArgs<never>,
  options?: CallOptions,
): Promise<AuthorizedInfo>;
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

/** Inputs of {@link getEnabledInfo}. */
export interface GetEnabledInfoArgs<S extends EnabledInfoFields = EnabledInfoFields, T = string> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getEnabledInfoOp: Operation = {
  id: 'agents.get_enabled_info',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/enabledInfo',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Read whether a build agent is enabled, with who changed it and why.
 *
 * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getEnabledInfo(
  client: Transport,
  args: GetEnabledInfoArgs<never>,
  options?: CallOptions,
): Promise<EnabledInfo>;
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

/** Inputs of {@link setEnabledInfo}. */
export interface SetEnabledInfoArgs<S extends EnabledInfoFields = EnabledInfoFields, T = string> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** `{ status: false, comment: { text: 'maintenance' } }`, optionally with `statusSwitchTime`. Sent as `application/json`. */
  body?: EnabledInfo;
}

export const setEnabledInfoOp: Operation = {
  id: 'agents.set_enabled_info',
  method: 'PUT',
  path: '/app/rest/agents/{agentLocator}/enabledInfo',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Enable or disable a build agent.
 *
 * `status` sets the state and `comment.text` says why; either alone is enough, neither is refused (400).
 * `statusSwitchTime` makes the change undo itself at that time (disable for an hour, say). A disabled agent
 * stays connected but takes no new builds.
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
 *
 * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - `{ status: false, comment: { text: 'maintenance' } }`, optionally with `statusSwitchTime`
 */
export function setEnabledInfo(
  client: Transport,
  args: SetEnabledInfoArgs<never>,
  options?: CallOptions,
): Promise<EnabledInfo>;
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

/** Inputs of {@link getCompatibleBuildTypes}. */
export interface GetCompatibleBuildTypesArgs<S extends BuildTypesFields = BuildTypesFields, T = string> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getCompatibleBuildTypesOp: Operation = {
  id: 'agents.get_compatible_build_types',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/compatibleBuildTypes',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the build configurations a build agent can run.
 *
 * Needs the permission to view the agent's details (403 without it).
 *
 * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getCompatibleBuildTypes(
  client: Transport,
  args: GetCompatibleBuildTypesArgs<never>,
  options?: CallOptions,
): Promise<BuildTypes>;
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

/** Inputs of {@link geIncompatibleBuildTypes}. */
export interface GeIncompatibleBuildTypesArgs<S extends CompatibilitiesFields = CompatibilitiesFields, T = string> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const geIncompatibleBuildTypesOp: Operation = {
  id: 'agents.ge_incompatible_build_types',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/incompatibleBuildTypes',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the build configurations a build agent cannot run, with the reasons.
 *
 * Each entry names the build configuration and why the agent does not fit (unmet requirements, a pool without
 * the project, ...). Needs the permission to view the agent's details. The seed name keeps TeamCity's old
 * misspelling.
 *
 * Also named `getIncompatibleBuildTypes`: the same function.
 *
 * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function geIncompatibleBuildTypes(
  client: Transport,
  args: GeIncompatibleBuildTypesArgs<never>,
  options?: CallOptions,
): Promise<Compatibilities>;
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

export { geIncompatibleBuildTypes as getIncompatibleBuildTypes };

/** Inputs of {@link getBuildConfigurationRunPolicy}. */
export interface GetBuildConfigurationRunPolicyArgs<
  S extends CompatibilityPolicyFields = CompatibilityPolicyFields,
  T = string,
> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getBuildConfigurationRunPolicyOp: Operation = {
  id: 'agents.get_build_configuration_run_policy',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/compatibilityPolicy',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Read which build configurations a build agent may run (any, or a selected set).
 *
 * `policy` is `any` or `selected`; with `selected`, `buildTypes` lists the allowed build configurations.
 *
 * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getBuildConfigurationRunPolicy(
  client: Transport,
  args: GetBuildConfigurationRunPolicyArgs<never>,
  options?: CallOptions,
): Promise<CompatibilityPolicy>;
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

/** Inputs of {@link setBuildConfigurationRunPolicy}. */
export interface SetBuildConfigurationRunPolicyArgs<
  S extends CompatibilityPolicyFields = CompatibilityPolicyFields,
  T = string,
> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
  /** `{ policy: 'selected', buildTypes: { buildType: [{ id: 'App_Build' }] } }`, or `{ policy: 'any' }`. Sent as `application/json`. */
  body?: CompatibilityPolicy;
}

export const setBuildConfigurationRunPolicyOp: Operation = {
  id: 'agents.set_build_configuration_run_policy',
  method: 'PUT',
  path: '/app/rest/agents/{agentLocator}/compatibilityPolicy',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Let a build agent run any build configuration, or only a selected set.
 *
 * A policy other than `any` or `selected` is refused (400). Returns the policy as it now stands.
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
 *
 * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 * @param args.body - `{ policy: 'selected', buildTypes: { buildType: [{ id: 'App_Build' }] } }`, or `{ policy: 'any' }`
 */
export function setBuildConfigurationRunPolicy(
  client: Transport,
  args: SetBuildConfigurationRunPolicyArgs<never>,
  options?: CallOptions,
): Promise<CompatibilityPolicy>;
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
  readonly serveAgents: {
    /**
     * List build agents.
     *
     * By default TeamCity lists authorized agents only, connected or not; say `authorized:any` for every agent, or
     * `connected:true` for those online. A locator that names an agent (`id`, `name`) or filters by `pool`, `build`
     * or `ip` drops that default. The two deprecated flags may not be given together with a locator (400).
     *
     * Also named `getAgents`: the same function.
     *
     * @param args.includeDisconnected - Deprecated: use the locator's `connected` dimension; `false` lists connected agents only
     * @param args.includeUnauthorized - Deprecated: use the locator's `authorized` dimension; `true` lists unauthorized agents too
     * @param args.locator - An agent locator that filters the list: text, or a typed `AgentLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args?: ServeAgentsArgs<never>, options?: CallOptions): Promise<Agents>;
    <const S extends object & ExactFields<S, AgentsFields>>(
      args?: ServeAgentsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Agents, S>>;
  };
  /** Same as `serveAgents`. */
  readonly getAgents: SelectingOperations['serveAgents'];
  readonly serveAgent: {
    /**
     * Get a build agent.
     *
     * Also named `getAgent`: the same function.
     *
     * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: ServeAgentArgs<never>, options?: CallOptions): Promise<Agent>;
    <const S extends object & ExactFields<S, AgentFields>>(
      args: ServeAgentArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Agent, S>>;
  };
  /** Same as `serveAgent`. */
  readonly getAgent: SelectingOperations['serveAgent'];
  readonly getAgentPool: {
    /**
     * Get the agent pool a build agent belongs to.
     *
     * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetAgentPoolArgs<never>, options?: CallOptions): Promise<AgentPool>;
    <const S extends object & ExactFields<S, AgentPoolFields>>(
      args: GetAgentPoolArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<AgentPool, S>>;
  };
  readonly setAgentPool: {
    /**
     * Move a build agent to another agent pool.
     *
     * Returns the pool the agent is in afterwards.
     *
     * Example body:
     * ```json
     * {
     *   "id": 2,
     *   "name": "Linux"
     * }
     * ```
     *
     * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - The pool to move the agent to, found by what it names (`{ id: 2 }` or `{ name: 'Linux' }`)
     */
    (args: SetAgentPoolArgs<never>, options?: CallOptions): Promise<AgentPool>;
    <const S extends object & ExactFields<S, AgentPoolFields>>(
      args: SetAgentPoolArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<AgentPool, S>>;
  };
  readonly getAuthorizedInfo: {
    /**
     * Read whether a build agent is authorized, with who changed it and why.
     *
     * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetAuthorizedInfoArgs<never>, options?: CallOptions): Promise<AuthorizedInfo>;
    <const S extends object & ExactFields<S, AuthorizedInfoFields>>(
      args: GetAuthorizedInfoArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<AuthorizedInfo, S>>;
  };
  readonly setAuthorizedInfo: {
    /**
     * Authorize or unauthorize a build agent.
     *
     * `status` sets the state and `comment.text` says why; either alone is enough, neither is refused (400). An
     * unauthorized agent runs no builds and holds no licence slot.
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
     *
     * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - `{ status: true, comment: { text: 'why' } }`
     */
    (args: SetAuthorizedInfoArgs<never>, options?: CallOptions): Promise<AuthorizedInfo>;
    <const S extends object & ExactFields<S, AuthorizedInfoFields>>(
      args: SetAuthorizedInfoArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<AuthorizedInfo, S>>;
  };
  readonly getEnabledInfo: {
    /**
     * Read whether a build agent is enabled, with who changed it and why.
     *
     * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetEnabledInfoArgs<never>, options?: CallOptions): Promise<EnabledInfo>;
    <const S extends object & ExactFields<S, EnabledInfoFields>>(
      args: GetEnabledInfoArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<EnabledInfo, S>>;
  };
  readonly setEnabledInfo: {
    /**
     * Enable or disable a build agent.
     *
     * `status` sets the state and `comment.text` says why; either alone is enough, neither is refused (400).
     * `statusSwitchTime` makes the change undo itself at that time (disable for an hour, say). A disabled agent
     * stays connected but takes no new builds.
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
     *
     * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - `{ status: false, comment: { text: 'maintenance' } }`, optionally with `statusSwitchTime`
     */
    (args: SetEnabledInfoArgs<never>, options?: CallOptions): Promise<EnabledInfo>;
    <const S extends object & ExactFields<S, EnabledInfoFields>>(
      args: SetEnabledInfoArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<EnabledInfo, S>>;
  };
  readonly getCompatibleBuildTypes: {
    /**
     * List the build configurations a build agent can run.
     *
     * Needs the permission to view the agent's details (403 without it).
     *
     * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetCompatibleBuildTypesArgs<never>, options?: CallOptions): Promise<BuildTypes>;
    <const S extends object & ExactFields<S, BuildTypesFields>>(
      args: GetCompatibleBuildTypesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<BuildTypes, S>>;
  };
  readonly geIncompatibleBuildTypes: {
    /**
     * List the build configurations a build agent cannot run, with the reasons.
     *
     * Each entry names the build configuration and why the agent does not fit (unmet requirements, a pool without
     * the project, ...). Needs the permission to view the agent's details. The seed name keeps TeamCity's old
     * misspelling.
     *
     * Also named `getIncompatibleBuildTypes`: the same function.
     *
     * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GeIncompatibleBuildTypesArgs<never>, options?: CallOptions): Promise<Compatibilities>;
    <const S extends object & ExactFields<S, CompatibilitiesFields>>(
      args: GeIncompatibleBuildTypesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<Compatibilities, S>>;
  };
  /** Same as `geIncompatibleBuildTypes`. */
  readonly getIncompatibleBuildTypes: SelectingOperations['geIncompatibleBuildTypes'];
  readonly getBuildConfigurationRunPolicy: {
    /**
     * Read which build configurations a build agent may run (any, or a selected set).
     *
     * `policy` is `any` or `selected`; with `selected`, `buildTypes` lists the allowed build configurations.
     *
     * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetBuildConfigurationRunPolicyArgs<never>, options?: CallOptions): Promise<CompatibilityPolicy>;
    <const S extends object & ExactFields<S, CompatibilityPolicyFields>>(
      args: GetBuildConfigurationRunPolicyArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<CompatibilityPolicy, S>>;
  };
  readonly setBuildConfigurationRunPolicy: {
    /**
     * Let a build agent run any build configuration, or only a selected set.
     *
     * A policy other than `any` or `selected` is refused (400). Returns the policy as it now stands.
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
     *
     * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     * @param args.body - `{ policy: 'selected', buildTypes: { buildType: [{ id: 'App_Build' }] } }`, or `{ policy: 'any' }`
     */
    (args: SetBuildConfigurationRunPolicyArgs<never>, options?: CallOptions): Promise<CompatibilityPolicy>;
    <const S extends object & ExactFields<S, CompatibilityPolicyFields>>(
      args: SetBuildConfigurationRunPolicyArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<CompatibilityPolicy, S>>;
  };
}

/** The agents operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  readonly deleteAgent: {
    /**
     * Delete a build agent that is not connected.
     *
     * Removes the agent's record from the server; a connected agent cannot be removed.
     *
     * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
     */
    (args: DeleteAgentArgs, options?: CallOptions): Promise<void>;
  };
  readonly serveAgentField: {
    /**
     * Read one field of a build agent as text.
     *
     * Also named `getAgentField`: the same function.
     *
     * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
     * @param args.field - The field: `id`, `name`, `typeId`, `connected`, `enabled`, `authorized`, `ip`, `protocol`, `authToken`
     */
    (args: ServeAgentFieldArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveAgentField`. */
  readonly getAgentField: BoundOperations['serveAgentField'];
  readonly setAgentField: {
    /**
     * Enable, disable, authorize or unauthorize a build agent through a text field.
     *
     * Sets `enabled` or `authorized` from the text `true` or `false` (or the comment of either through
     * `enabledInfoCommentText` / `authorizedInfoCommentText`) and answers the field's new value. Newer servers
     * (2025.07 on) have been seen to refuse the `authorized` field here: `setAuthorizedInfo` does the same with
     * JSON.
     *
     * Example body:
     * ```text
     * false
     * ```
     *
     * @param args.agentLocator - Which agent: locator text, or a typed `AgentLocator`
     * @param args.field - The field: `enabled`, `authorized`, `enabledInfoCommentText` or `authorizedInfoCommentText`
     * @param args.body - The new value as plain text: `true` or `false`, or the comment
     */
    (args: SetAgentFieldArgs, options?: CallOptions): Promise<string>;
  };
}
