// Generated from spec/areas/investigations.yaml by the teamcity-sdk generator. Do not edit.
import { type CallOptions, type Operation, request, type Transport } from '../runtime/index.js';
import type { Investigation, Investigations } from '../models.js';
import type { InvestigationLocator } from '../locators.js';

/** Inputs of {@link getInvestigations} (`investigations.get_investigations`). */
export interface GetInvestigationsArgs {
  /** Query `locator`. A Investigation locator: its text, or a typed `InvestigationLocator` (rendered with TeamCity's escaping). */
  locator?: string | InvestigationLocator;
  /** Query `fields`. */
  fields?: string;
}

const getInvestigationsOp: Operation = {
  id: 'investigations.get_investigations',
  method: 'GET',
  path: '/app/rest/investigations',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/investigations` (`get_investigations`). */
export function getInvestigations(
  client: Transport,
  args: GetInvestigationsArgs = {},
  options?: CallOptions,
): Promise<Investigations> {
  return request(client, getInvestigationsOp, args, options) as Promise<Investigations>;
}

/** Inputs of {@link createInstance} (`investigations.create_instance`). */
export interface CreateInstanceArgs {
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `application/json`. */
  body?: Investigation;
}

const createInstanceOp: Operation = {
  id: 'investigations.create_instance',
  method: 'POST',
  path: '/app/rest/investigations',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
};

/** `POST /app/rest/investigations` (`create_instance`). */
export function createInstance(
  client: Transport,
  args: CreateInstanceArgs = {},
  options?: CallOptions,
): Promise<Investigation> {
  return request(client, createInstanceOp, args, options) as Promise<Investigation>;
}

/** Inputs of {@link createInstances} (`investigations.create_instances`). */
export interface CreateInstancesArgs {
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `application/json`. */
  body?: Investigations;
}

const createInstancesOp: Operation = {
  id: 'investigations.create_instances',
  method: 'POST',
  path: '/app/rest/investigations/multiple',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
};

/** `POST /app/rest/investigations/multiple` (`create_instances`). */
export function createInstances(
  client: Transport,
  args: CreateInstancesArgs = {},
  options?: CallOptions,
): Promise<Investigations> {
  return request(client, createInstancesOp, args, options) as Promise<Investigations>;
}

/** Inputs of {@link serveInstance} (`investigations.serve_instance`). */
export interface ServeInstanceArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Investigation locator: its text, or a typed `InvestigationLocator` (rendered with TeamCity's escaping). */
  investigationLocator: string | InvestigationLocator;
  /** Query `fields`. */
  fields?: string;
}

const serveInstanceOp: Operation = {
  id: 'investigations.serve_instance',
  method: 'GET',
  path: '/app/rest/investigations/{investigationLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/investigations/{investigationLocator}` (`serve_instance`, alias `get_instance`). */
export function serveInstance(
  client: Transport,
  args: ServeInstanceArgs,
  options?: CallOptions,
): Promise<Investigation> {
  return request(client, serveInstanceOp, args, options) as Promise<Investigation>;
}

export { serveInstance as getInstance };

/** Inputs of {@link replaceInstance} (`investigations.replace_instance`). */
export interface ReplaceInstanceArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Investigation locator: its text, or a typed `InvestigationLocator` (rendered with TeamCity's escaping). */
  investigationLocator: string | InvestigationLocator;
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `application/json`. */
  body?: Investigation;
}

const replaceInstanceOp: Operation = {
  id: 'investigations.replace_instance',
  method: 'PUT',
  path: '/app/rest/investigations/{investigationLocator}',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
};

/** `PUT /app/rest/investigations/{investigationLocator}` (`replace_instance`). */
export function replaceInstance(
  client: Transport,
  args: ReplaceInstanceArgs,
  options?: CallOptions,
): Promise<Investigation> {
  return request(client, replaceInstanceOp, args, options) as Promise<Investigation>;
}

/** Inputs of {@link deleteInstance} (`investigations.delete_instance`). */
export interface DeleteInstanceArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Investigation locator: its text, or a typed `InvestigationLocator` (rendered with TeamCity's escaping). */
  investigationLocator: string | InvestigationLocator;
}

const deleteInstanceOp: Operation = {
  id: 'investigations.delete_instance',
  method: 'DELETE',
  path: '/app/rest/investigations/{investigationLocator}',
  accept: 'application/json',
  result: 'void',
};

/** `DELETE /app/rest/investigations/{investigationLocator}` (`delete_instance`). */
export function deleteInstance(client: Transport, args: DeleteInstanceArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteInstanceOp, args, options) as Promise<void>;
}
