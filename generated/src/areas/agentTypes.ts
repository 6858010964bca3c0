// Generated from spec/areas/agentTypes.yaml by the teamcity-sdk generator. Do not edit.
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
import type { AgentType } from '../models.js';
import type { AgentTypeLocator } from '../locators.js';
import type { AgentTypeFields } from '../fields.js';

/** Inputs of {@link getAgentType}. */
export interface GetAgentTypeArgs<S extends AgentTypeFields | string = AgentTypeFields | string> {
  /** Which agent type: its id (a bare number), or `agent:(<agent locator>)` for an agent's type. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  agentTypeLocator: string | AgentTypeLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getAgentTypeOp: Operation = {
  id: 'agentTypes.get_agent_type',
  method: 'GET',
  path: '/app/rest/agentTypes/{agentTypeLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get an agent type (the OS, CPU and environment an agent or cloud image offers).
 *
 * An agent type is what agents of one kind share, for example the agents started from one cloud image; its id is
 * an agent's `typeId`.
 *
 * @since 2023.11
 */
export async function getAgentType<const S extends string | (object & ExactFields<S, AgentTypeFields>) = never>(
  client: Transport,
  args: GetAgentTypeArgs<S>,
  options?: CallOptions,
): Promise<Selected<AgentType, S>> {
  return request(client, getAgentTypeOp, withFields(getAgentTypeOp, args), options) as Promise<Selected<AgentType, S>>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly getAgentType: {
    /**
     * Get an agent type (the OS, CPU and environment an agent or cloud image offers).
     *
     * @see {@link getAgentType}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, AgentTypeFields>) = never>(
      args: GetAgentTypeArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<AgentType, S>>;
  };
}

/** The agentTypes operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {}
