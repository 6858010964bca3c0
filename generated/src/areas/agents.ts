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
import { jsonBody, textBody } from '../runtime/body.js';
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
import { xmlErrors } from '../runtime/xml-errors.js';
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
export interface ServeAgentsArgs<S extends AgentsFields | string = AgentsFields | string> {
  /** Deprecated: use the locator's `connected` dimension; `false` lists connected agents only. */
  includeDisconnected?: boolean;
  /** Deprecated: use the locator's `authorized` dimension; `true` lists unauthorized agents too. */
  includeUnauthorized?: boolean;
  /** An agent locator that filters the list: text, or a typed `AgentLocator`. */
  locator?: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveAgentsOp: Operation = {
  id: 'agents.serve_agents',
  method: 'GET',
  path: '/app/rest/agents',
  query: ['includeDisconnected', 'includeUnauthorized', 'locator', 'fields'],
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
 * @since 2018.1
 */
export async function serveAgents<const S extends string | (object & ExactFields<S, AgentsFields>) = never>(
  client: Transport,
  args: ServeAgentsArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<Agents, S>> {
  return request(client, serveAgentsOp, withFields(serveAgentsOp, args), options) as Promise<Selected<Agents, S>>;
}

export { serveAgents as getAgents };

/** Inputs of {@link serveAgent}. */
export interface ServeAgentArgs<S extends AgentFields | string = AgentFields | string> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const serveAgentOp: Operation = {
  id: 'agents.serve_agent',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get a build agent.
 *
 * Also named `getAgent`: the same function.
 *
 * @since 2018.1
 */
export async function serveAgent<const S extends string | (object & ExactFields<S, AgentFields>) = never>(
  client: Transport,
  args: ServeAgentArgs<S>,
  options?: CallOptions,
): Promise<Selected<Agent, S>> {
  return request(client, serveAgentOp, withFields(serveAgentOp, args), options) as Promise<Selected<Agent, S>>;
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
  xml: xmlErrors,
};

/**
 * Delete a build agent that is not connected.
 *
 * Removes the agent's record from the server; a connected agent cannot be removed.
 *
 * @since 2018.1
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
 * @since 2018.1
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
  accept: 'text/plain',
  kind: 'string',
  locator: renderLocator,
  csrf: addCsrf,
  body: textBody,
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
 * @since 2018.1
 */
export function setAgentField(client: Transport, args: SetAgentFieldArgs, options?: CallOptions): Promise<string> {
  return request(client, setAgentFieldOp, args, options) as Promise<string>;
}

/** Inputs of {@link getAgentPool}. */
export interface GetAgentPoolArgs<S extends AgentPoolFields | string = AgentPoolFields | string> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getAgentPoolOp: Operation = {
  id: 'agents.get_agent_pool',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/pool',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get the agent pool a build agent belongs to.
 *
 * @since 2018.1
 */
export async function getAgentPool<const S extends string | (object & ExactFields<S, AgentPoolFields>) = never>(
  client: Transport,
  args: GetAgentPoolArgs<S>,
  options?: CallOptions,
): Promise<Selected<AgentPool, S>> {
  return request(client, getAgentPoolOp, withFields(getAgentPoolOp, args), options) as Promise<Selected<AgentPool, S>>;
}

/** Inputs of {@link setAgentPool}. */
export interface SetAgentPoolArgs<S extends AgentPoolFields | string = AgentPoolFields | string> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** The pool to move the agent to, found by what it names (`{ id: 2 }` or `{ name: 'Linux' }`). Sent as `application/json`. */
  body?: AgentPool;
}

export const setAgentPoolOp: Operation = {
  id: 'agents.set_agent_pool',
  method: 'PUT',
  path: '/app/rest/agents/{agentLocator}/pool',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
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
 * @since 2018.1
 */
export async function setAgentPool<const S extends string | (object & ExactFields<S, AgentPoolFields>) = never>(
  client: Transport,
  args: SetAgentPoolArgs<S>,
  options?: CallOptions,
): Promise<Selected<AgentPool, S>> {
  return request(client, setAgentPoolOp, withFields(setAgentPoolOp, args), options) as Promise<Selected<AgentPool, S>>;
}

/** Inputs of {@link getAuthorizedInfo}. */
export interface GetAuthorizedInfoArgs<S extends AuthorizedInfoFields | string = AuthorizedInfoFields | string> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getAuthorizedInfoOp: Operation = {
  id: 'agents.get_authorized_info',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/authorizedInfo',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Read whether a build agent is authorized, with who changed it and why.
 *
 * @since 2018.1
 */
export async function getAuthorizedInfo<
  const S extends string | (object & ExactFields<S, AuthorizedInfoFields>) = never,
>(client: Transport, args: GetAuthorizedInfoArgs<S>, options?: CallOptions): Promise<Selected<AuthorizedInfo, S>> {
  return request(client, getAuthorizedInfoOp, withFields(getAuthorizedInfoOp, args), options) as Promise<
    Selected<AuthorizedInfo, S>
  >;
}

/** Inputs of {@link setAuthorizedInfo}. */
export interface SetAuthorizedInfoArgs<S extends AuthorizedInfoFields | string = AuthorizedInfoFields | string> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ status: true, comment: { text: 'why' } }`. Sent as `application/json`. */
  body?: AuthorizedInfo;
}

export const setAuthorizedInfoOp: Operation = {
  id: 'agents.set_authorized_info',
  method: 'PUT',
  path: '/app/rest/agents/{agentLocator}/authorizedInfo',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
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
 * @since 2018.1
 */
export async function setAuthorizedInfo<
  const S extends string | (object & ExactFields<S, AuthorizedInfoFields>) = never,
>(client: Transport, args: SetAuthorizedInfoArgs<S>, options?: CallOptions): Promise<Selected<AuthorizedInfo, S>> {
  return request(client, setAuthorizedInfoOp, withFields(setAuthorizedInfoOp, args), options) as Promise<
    Selected<AuthorizedInfo, S>
  >;
}

/** Inputs of {@link getEnabledInfo}. */
export interface GetEnabledInfoArgs<S extends EnabledInfoFields | string = EnabledInfoFields | string> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getEnabledInfoOp: Operation = {
  id: 'agents.get_enabled_info',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/enabledInfo',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Read whether a build agent is enabled, with who changed it and why.
 *
 * @since 2018.1
 */
export async function getEnabledInfo<const S extends string | (object & ExactFields<S, EnabledInfoFields>) = never>(
  client: Transport,
  args: GetEnabledInfoArgs<S>,
  options?: CallOptions,
): Promise<Selected<EnabledInfo, S>> {
  return request(client, getEnabledInfoOp, withFields(getEnabledInfoOp, args), options) as Promise<
    Selected<EnabledInfo, S>
  >;
}

/** Inputs of {@link setEnabledInfo}. */
export interface SetEnabledInfoArgs<S extends EnabledInfoFields | string = EnabledInfoFields | string> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ status: false, comment: { text: 'maintenance' } }`, optionally with `statusSwitchTime`. Sent as `application/json`. */
  body?: EnabledInfo;
}

export const setEnabledInfoOp: Operation = {
  id: 'agents.set_enabled_info',
  method: 'PUT',
  path: '/app/rest/agents/{agentLocator}/enabledInfo',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
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
 * @since 2018.1
 */
export async function setEnabledInfo<const S extends string | (object & ExactFields<S, EnabledInfoFields>) = never>(
  client: Transport,
  args: SetEnabledInfoArgs<S>,
  options?: CallOptions,
): Promise<Selected<EnabledInfo, S>> {
  return request(client, setEnabledInfoOp, withFields(setEnabledInfoOp, args), options) as Promise<
    Selected<EnabledInfo, S>
  >;
}

/** Inputs of {@link getCompatibleBuildTypes}. */
export interface GetCompatibleBuildTypesArgs<S extends BuildTypesFields | string = BuildTypesFields | string> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getCompatibleBuildTypesOp: Operation = {
  id: 'agents.get_compatible_build_types',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/compatibleBuildTypes',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List the build configurations a build agent can run.
 *
 * Needs the permission to view the agent's details (403 without it).
 *
 * @since 2018.1
 */
export async function getCompatibleBuildTypes<
  const S extends string | (object & ExactFields<S, BuildTypesFields>) = never,
>(client: Transport, args: GetCompatibleBuildTypesArgs<S>, options?: CallOptions): Promise<Selected<BuildTypes, S>> {
  return request(client, getCompatibleBuildTypesOp, withFields(getCompatibleBuildTypesOp, args), options) as Promise<
    Selected<BuildTypes, S>
  >;
}

/** Inputs of {@link geIncompatibleBuildTypes}. */
export interface GeIncompatibleBuildTypesArgs<
  S extends CompatibilitiesFields | string = CompatibilitiesFields | string,
> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const geIncompatibleBuildTypesOp: Operation = {
  id: 'agents.ge_incompatible_build_types',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/incompatibleBuildTypes',
  query: ['fields'],
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
 * @since 2018.1
 */
export async function geIncompatibleBuildTypes<
  const S extends string | (object & ExactFields<S, CompatibilitiesFields>) = never,
>(
  client: Transport,
  args: GeIncompatibleBuildTypesArgs<S>,
  options?: CallOptions,
): Promise<Selected<Compatibilities, S>> {
  return request(client, geIncompatibleBuildTypesOp, withFields(geIncompatibleBuildTypesOp, args), options) as Promise<
    Selected<Compatibilities, S>
  >;
}

export { geIncompatibleBuildTypes as getIncompatibleBuildTypes };

/** Inputs of {@link getBuildConfigurationRunPolicy}. */
export interface GetBuildConfigurationRunPolicyArgs<
  S extends CompatibilityPolicyFields | string = CompatibilityPolicyFields | string,
> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getBuildConfigurationRunPolicyOp: Operation = {
  id: 'agents.get_build_configuration_run_policy',
  method: 'GET',
  path: '/app/rest/agents/{agentLocator}/compatibilityPolicy',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Read which build configurations a build agent may run (any, or a selected set).
 *
 * `policy` is `any` or `selected`; with `selected`, `buildTypes` lists the allowed build configurations.
 *
 * @since 2023.11
 */
export async function getBuildConfigurationRunPolicy<
  const S extends string | (object & ExactFields<S, CompatibilityPolicyFields>) = never,
>(
  client: Transport,
  args: GetBuildConfigurationRunPolicyArgs<S>,
  options?: CallOptions,
): Promise<Selected<CompatibilityPolicy, S>> {
  return request(
    client,
    getBuildConfigurationRunPolicyOp,
    withFields(getBuildConfigurationRunPolicyOp, args),
    options,
  ) as Promise<Selected<CompatibilityPolicy, S>>;
}

/** Inputs of {@link setBuildConfigurationRunPolicy}. */
export interface SetBuildConfigurationRunPolicyArgs<
  S extends CompatibilityPolicyFields | string = CompatibilityPolicyFields | string,
> {
  /** Which agent: locator text, or a typed `AgentLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentLocator: string | AgentLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
  /** `{ policy: 'selected', buildTypes: { buildType: [{ id: 'App_Build' }] } }`, or `{ policy: 'any' }`. Sent as `application/json`. */
  body?: CompatibilityPolicy;
}

export const setBuildConfigurationRunPolicyOp: Operation = {
  id: 'agents.set_build_configuration_run_policy',
  method: 'PUT',
  path: '/app/rest/agents/{agentLocator}/compatibilityPolicy',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
  csrf: addCsrf,
  body: jsonBody,
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
 * @since 2023.11
 */
export async function setBuildConfigurationRunPolicy<
  const S extends string | (object & ExactFields<S, CompatibilityPolicyFields>) = never,
>(
  client: Transport,
  args: SetBuildConfigurationRunPolicyArgs<S>,
  options?: CallOptions,
): Promise<Selected<CompatibilityPolicy, S>> {
  return request(
    client,
    setBuildConfigurationRunPolicyOp,
    withFields(setBuildConfigurationRunPolicyOp, args),
    options,
  ) as Promise<Selected<CompatibilityPolicy, S>>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly serveAgents: {
    /**
     * List build agents.
     *
     * @see {@link serveAgents}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, AgentsFields>) = never>(
      args?: ServeAgentsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Agents, S>>;
  };
  /** Same as `serveAgents`. */
  readonly getAgents: SelectingOperations['serveAgents'];
  readonly serveAgent: {
    /**
     * Get a build agent.
     *
     * @see {@link serveAgent}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, AgentFields>) = never>(
      args: ServeAgentArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Agent, S>>;
  };
  /** Same as `serveAgent`. */
  readonly getAgent: SelectingOperations['serveAgent'];
  readonly getAgentPool: {
    /**
     * Get the agent pool a build agent belongs to.
     *
     * @see {@link getAgentPool}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, AgentPoolFields>) = never>(
      args: GetAgentPoolArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<AgentPool, S>>;
  };
  readonly setAgentPool: {
    /**
     * Move a build agent to another agent pool.
     *
     * @see {@link setAgentPool}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, AgentPoolFields>) = never>(
      args: SetAgentPoolArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<AgentPool, S>>;
  };
  readonly getAuthorizedInfo: {
    /**
     * Read whether a build agent is authorized, with who changed it and why.
     *
     * @see {@link getAuthorizedInfo}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, AuthorizedInfoFields>) = never>(
      args: GetAuthorizedInfoArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<AuthorizedInfo, S>>;
  };
  readonly setAuthorizedInfo: {
    /**
     * Authorize or unauthorize a build agent.
     *
     * @see {@link setAuthorizedInfo}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, AuthorizedInfoFields>) = never>(
      args: SetAuthorizedInfoArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<AuthorizedInfo, S>>;
  };
  readonly getEnabledInfo: {
    /**
     * Read whether a build agent is enabled, with who changed it and why.
     *
     * @see {@link getEnabledInfo}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, EnabledInfoFields>) = never>(
      args: GetEnabledInfoArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<EnabledInfo, S>>;
  };
  readonly setEnabledInfo: {
    /**
     * Enable or disable a build agent.
     *
     * @see {@link setEnabledInfo}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, EnabledInfoFields>) = never>(
      args: SetEnabledInfoArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<EnabledInfo, S>>;
  };
  readonly getCompatibleBuildTypes: {
    /**
     * List the build configurations a build agent can run.
     *
     * @see {@link getCompatibleBuildTypes}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, BuildTypesFields>) = never>(
      args: GetCompatibleBuildTypesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<BuildTypes, S>>;
  };
  readonly geIncompatibleBuildTypes: {
    /**
     * List the build configurations a build agent cannot run, with the reasons.
     *
     * @see {@link geIncompatibleBuildTypes}
     * @since 2018.1
     */
    <const S extends string | (object & ExactFields<S, CompatibilitiesFields>) = never>(
      args: GeIncompatibleBuildTypesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Compatibilities, S>>;
  };
  /** Same as `geIncompatibleBuildTypes`. */
  readonly getIncompatibleBuildTypes: SelectingOperations['geIncompatibleBuildTypes'];
  readonly getBuildConfigurationRunPolicy: {
    /**
     * Read which build configurations a build agent may run (any, or a selected set).
     *
     * @see {@link getBuildConfigurationRunPolicy}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, CompatibilityPolicyFields>) = never>(
      args: GetBuildConfigurationRunPolicyArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<CompatibilityPolicy, S>>;
  };
  readonly setBuildConfigurationRunPolicy: {
    /**
     * Let a build agent run any build configuration, or only a selected set.
     *
     * @see {@link setBuildConfigurationRunPolicy}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, CompatibilityPolicyFields>) = never>(
      args: SetBuildConfigurationRunPolicyArgs<S>,
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
     * @see {@link deleteAgent}
     * @since 2018.1
     */
    (args: DeleteAgentArgs, options?: CallOptions): Promise<void>;
  };
  readonly serveAgentField: {
    /**
     * Read one field of a build agent as text.
     *
     * @see {@link serveAgentField}
     * @since 2018.1
     */
    (args: ServeAgentFieldArgs, options?: CallOptions): Promise<string>;
  };
  /** Same as `serveAgentField`. */
  readonly getAgentField: BoundOperations['serveAgentField'];
  readonly setAgentField: {
    /**
     * Enable, disable, authorize or unauthorize a build agent through a text field.
     *
     * @see {@link setAgentField}
     * @since 2018.1
     */
    (args: SetAgentFieldArgs, options?: CallOptions): Promise<string>;
  };
}
