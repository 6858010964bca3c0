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
import type { AgentLocator } from '../locators.js';
import type { AgentTypeFields } from '../fields.js';

/** Inputs of {@link getAgentType} (`agentTypes.get_agent_type`). */
export interface GetAgentTypeArgs<S extends AgentTypeFields = AgentTypeFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Agent locator: its text, or a typed `AgentLocator` (rendered with TeamCity's escaping). */
  agentTypeLocator: string | AgentLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getAgentTypeOp: Operation = {
  id: 'agentTypes.get_agent_type',
  method: 'GET',
  path: '/app/rest/agentTypes/{agentTypeLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/agentTypes/{agentTypeLocator}` (`get_agent_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAgentType).
 */
export function getAgentType(
  client: Transport,
  args: GetAgentTypeArgs<never>,
  options?: CallOptions,
): Promise<AgentType>;
/**
 * `GET /app/rest/agentTypes/{agentTypeLocator}` (`get_agent_type`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAgentType).
 */
export function getAgentType<const S extends object & ExactFields<S, AgentTypeFields>>(
  client: Transport,
  args: GetAgentTypeArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<AgentType, S>>;
export async function getAgentType(client: Transport, args: GetAgentTypeArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getAgentTypeOp, withFields(getAgentTypeOp, args), options);
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /**
   * `GET /app/rest/agentTypes/{agentTypeLocator}` (`get_agent_type`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getAgentType).
   */
  readonly getAgentType: {
    (args: GetAgentTypeArgs<never>, options?: CallOptions): Promise<AgentType>;
    <const S extends object & ExactFields<S, AgentTypeFields>>(
      args: GetAgentTypeArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<AgentType, S>>;
  };
}

/** The agentTypes operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {}
