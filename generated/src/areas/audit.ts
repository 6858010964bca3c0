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

/** Inputs of {@link getAllAuditEvents}. */
export interface GetAllAuditEventsArgs<S extends AuditEventsFields | string = AuditEventsFields | string> {
  /** An audit event locator that filters the list: text, or a typed `AuditLocator`. */
  locator?: string | AuditLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getAllAuditEventsOp: Operation = {
  id: 'audit.get_all_audit_events',
  method: 'GET',
  path: '/app/rest/audit',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * List audit events (who changed what, and when).
 *
 * 100 to a page. Needs the global permission to view the audit log (403 without it).
 *
 * @since 2023.11
 */
export async function getAllAuditEvents<const S extends string | (object & ExactFields<S, AuditEventsFields>) = never>(
  client: Transport,
  args: GetAllAuditEventsArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<AuditEvents, S>> {
  return request(client, getAllAuditEventsOp, withFields(getAllAuditEventsOp, args), options) as Promise<
    Selected<AuditEvents, S>
  >;
}

/** Inputs of {@link getAuditEvent}. */
export interface GetAuditEventArgs<S extends AuditEventFields | string = AuditEventFields | string> {
  /** Which audit event: locator text, or a typed `AuditLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  auditEventLocator: string | AuditLocator;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getAuditEventOp: Operation = {
  id: 'audit.get_audit_event',
  method: 'GET',
  path: '/app/rest/audit/{auditEventLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
  locator: renderLocator,
};

/**
 * Get one audit event.
 *
 * Needs the global permission to view the audit log.
 *
 * @since 2023.11
 */
export async function getAuditEvent<const S extends string | (object & ExactFields<S, AuditEventFields>) = never>(
  client: Transport,
  args: GetAuditEventArgs<S>,
  options?: CallOptions,
): Promise<Selected<AuditEvent, S>> {
  return request(client, getAuditEventOp, withFields(getAuditEventOp, args), options) as Promise<
    Selected<AuditEvent, S>
  >;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly getAllAuditEvents: {
    /**
     * List audit events (who changed what, and when).
     *
     * @see {@link getAllAuditEvents}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, AuditEventsFields>) = never>(
      args?: GetAllAuditEventsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<AuditEvents, S>>;
  };
  readonly getAuditEvent: {
    /**
     * Get one audit event.
     *
     * @see {@link getAuditEvent}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, AuditEventFields>) = never>(
      args: GetAuditEventArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<AuditEvent, S>>;
  };
}

/** The audit operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {}
