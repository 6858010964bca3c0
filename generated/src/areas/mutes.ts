// Generated from spec/areas/mutes.yaml by the teamcity-sdk generator. Do not edit.
import { type CallOptions, type Operation, request, type Transport } from '../runtime/index.js';
import type { Mute, Mutes } from '../models.js';
import type { MuteLocator } from '../locators.js';

/** Inputs of {@link getMutes} (`mutes.get_mutes`). */
export interface GetMutesArgs {
  /** Query `locator`. A Mute locator: its text, or a typed `MuteLocator` (rendered with TeamCity's escaping). */
  locator?: string | MuteLocator;
  /** Query `fields`. */
  fields?: string;
}

const getMutesOp: Operation = {
  id: 'mutes.get_mutes',
  method: 'GET',
  path: '/app/rest/mutes',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/mutes` (`get_mutes`). */
export function getMutes(client: Transport, args: GetMutesArgs = {}, options?: CallOptions): Promise<Mutes> {
  return request(client, getMutesOp, args, options) as Promise<Mutes>;
}

/** Inputs of {@link createInstance} (`mutes.create_instance`). */
export interface CreateInstanceArgs {
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `application/json`. */
  body?: Mute;
}

const createInstanceOp: Operation = {
  id: 'mutes.create_instance',
  method: 'POST',
  path: '/app/rest/mutes',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
};

/** `POST /app/rest/mutes` (`create_instance`). */
export function createInstance(client: Transport, args: CreateInstanceArgs = {}, options?: CallOptions): Promise<Mute> {
  return request(client, createInstanceOp, args, options) as Promise<Mute>;
}

/** Inputs of {@link createInstances} (`mutes.create_instances`). */
export interface CreateInstancesArgs {
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `application/json`. */
  body?: Mutes;
}

const createInstancesOp: Operation = {
  id: 'mutes.create_instances',
  method: 'POST',
  path: '/app/rest/mutes/multiple',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'json',
};

/** `POST /app/rest/mutes/multiple` (`create_instances`). */
export function createInstances(
  client: Transport,
  args: CreateInstancesArgs = {},
  options?: CallOptions,
): Promise<Mutes> {
  return request(client, createInstancesOp, args, options) as Promise<Mutes>;
}

/** Inputs of {@link serveInstance} (`mutes.serve_instance`). */
export interface ServeInstanceArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Mute locator: its text, or a typed `MuteLocator` (rendered with TeamCity's escaping). */
  muteLocator: string | MuteLocator;
  /** Query `fields`. */
  fields?: string;
}

const serveInstanceOp: Operation = {
  id: 'mutes.serve_instance',
  method: 'GET',
  path: '/app/rest/mutes/{muteLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/mutes/{muteLocator}` (`serve_instance`, alias `get_instance`). */
export function serveInstance(client: Transport, args: ServeInstanceArgs, options?: CallOptions): Promise<Mute> {
  return request(client, serveInstanceOp, args, options) as Promise<Mute>;
}

export { serveInstance as getInstance };

/** Inputs of {@link deleteInstance} (`mutes.delete_instance`). */
export interface DeleteInstanceArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A Mute locator: its text, or a typed `MuteLocator` (rendered with TeamCity's escaping). */
  muteLocator: string | MuteLocator;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

const deleteInstanceOp: Operation = {
  id: 'mutes.delete_instance',
  method: 'DELETE',
  path: '/app/rest/mutes/{muteLocator}',
  body: 'text/plain',
  accept: 'application/json',
  result: 'void',
};

/**
 * `DELETE /app/rest/mutes/{muteLocator}` (`delete_instance`).
 * Kept as the seeds give it: a DELETE with an optional plain-text body (the comment for the unmute).
 */
export function deleteInstance(client: Transport, args: DeleteInstanceArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteInstanceOp, args, options) as Promise<void>;
}
