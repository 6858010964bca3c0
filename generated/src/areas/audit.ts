// Generated from spec/areas/audit.yaml by the teamcity-sdk generator. Do not edit.
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
import type { AuditEvent, AuditEvents } from '../models.js';
import type { AuditLocator } from '../locators.js';
import type { AuditEventFields, AuditEventsFields } from '../fields.js';

/** Inputs of {@link getAllAuditEvents} (`audit.get_all_audit_events`). */
export interface GetAllAuditEventsArgs<S extends AuditEventsFields = AuditEventsFields, T = string> {
  /** Query `locator`. A Audit locator: its text, or a typed `AuditLocator` (rendered with TeamCity's escaping). */
  locator?: string | AuditLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getAllAuditEventsOp: Operation = {
  id: 'audit.get_all_audit_events',
  method: 'GET',
  path: '/app/rest/audit',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/audit` (`get_all_audit_events`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAllAuditEvents).
 */
export function getAllAuditEvents(
  client: Transport,
  args?: GetAllAuditEventsArgs<never>,
  options?: CallOptions,
): Promise<AuditEvents>;
/**
 * `GET /app/rest/audit` (`get_all_audit_events`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAllAuditEvents).
 */
export function getAllAuditEvents<const S extends object & ExactFields<S, AuditEventsFields>>(
  client: Transport,
  args?: GetAllAuditEventsArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<AuditEvents, S>>;
export async function getAllAuditEvents(
  client: Transport,
  args: GetAllAuditEventsArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getAllAuditEventsOp, withFields(getAllAuditEventsOp, args), options);
}

/** Inputs of {@link getAuditEvent} (`audit.get_audit_event`). */
export interface GetAuditEventArgs<S extends AuditEventFields = AuditEventFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Audit locator: its text, or a typed `AuditLocator` (rendered with TeamCity's escaping). */
  auditEventLocator: string | AuditLocator;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getAuditEventOp: Operation = {
  id: 'audit.get_audit_event',
  method: 'GET',
  path: '/app/rest/audit/{auditEventLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
  locator: renderLocator,
};

/**
 * `GET /app/rest/audit/{auditEventLocator}` (`get_audit_event`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAuditEvent).
 */
export function getAuditEvent(
  client: Transport,
  args: GetAuditEventArgs<never>,
  options?: CallOptions,
): Promise<AuditEvent>;
/**
 * `GET /app/rest/audit/{auditEventLocator}` (`get_audit_event`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAuditEvent).
 */
export function getAuditEvent<const S extends object & ExactFields<S, AuditEventFields>>(
  client: Transport,
  args: GetAuditEventArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<AuditEvent, S>>;
export async function getAuditEvent(
  client: Transport,
  args: GetAuditEventArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getAuditEventOp, withFields(getAuditEventOp, args), options);
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /**
   * `GET /app/rest/audit` (`get_all_audit_events`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getAllAuditEvents).
   */
  readonly getAllAuditEvents: {
    (args?: GetAllAuditEventsArgs<never>, options?: CallOptions): Promise<AuditEvents>;
    <const S extends object & ExactFields<S, AuditEventsFields>>(
      args?: GetAllAuditEventsArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<AuditEvents, S>>;
  };
  /**
   * `GET /app/rest/audit/{auditEventLocator}` (`get_audit_event`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getAuditEvent).
   */
  readonly getAuditEvent: {
    (args: GetAuditEventArgs<never>, options?: CallOptions): Promise<AuditEvent>;
    <const S extends object & ExactFields<S, AuditEventFields>>(
      args: GetAuditEventArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<AuditEvent, S>>;
  };
}

/** The audit operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {}
