// Generated from spec/areas/cloud.yaml by the teamcity-sdk generator. Do not edit.
import {
  type CallOptions,
  type ExactFields,
  type Operation,
  request,
  type Selected,
  type Transport,
  withFields,
} from '../runtime/index.js';
import { addCsrf } from '../runtime/csrf.js';
import type { CloudImage, CloudImages, CloudInstance, CloudInstances, CloudProfile, CloudProfiles } from '../models.js';
import type {
  CloudImageFields,
  CloudImagesFields,
  CloudInstanceFields,
  CloudInstancesFields,
  CloudProfileFields,
  CloudProfilesFields,
} from '../fields.js';

/** Inputs of {@link getAllCloudImages} (`cloud.get_all_cloud_images`). */
export interface GetAllCloudImagesArgs<S extends CloudImagesFields = CloudImagesFields, T = string> {
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getAllCloudImagesOp: Operation = {
  id: 'cloud.get_all_cloud_images',
  method: 'GET',
  path: '/app/rest/cloud/images',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
};

/**
 * `GET /app/rest/cloud/images` (`get_all_cloud_images`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAllCloudImages).
 */
export function getAllCloudImages(
  client: Transport,
  args?: GetAllCloudImagesArgs<never>,
  options?: CallOptions,
): Promise<CloudImages>;
/**
 * `GET /app/rest/cloud/images` (`get_all_cloud_images`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAllCloudImages).
 */
export function getAllCloudImages<const S extends object & ExactFields<S, CloudImagesFields>>(
  client: Transport,
  args?: GetAllCloudImagesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<CloudImages, S>>;
export async function getAllCloudImages(
  client: Transport,
  args: GetAllCloudImagesArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getAllCloudImagesOp, withFields(getAllCloudImagesOp, args), options);
}

/** Inputs of {@link getCloudImage} (`cloud.get_cloud_image`). */
export interface GetCloudImageArgs<S extends CloudImageFields = CloudImageFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  imageLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getCloudImageOp: Operation = {
  id: 'cloud.get_cloud_image',
  method: 'GET',
  path: '/app/rest/cloud/images/{imageLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/**
 * `GET /app/rest/cloud/images/{imageLocator}` (`get_cloud_image`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getCloudImage).
 */
export function getCloudImage(
  client: Transport,
  args: GetCloudImageArgs<never>,
  options?: CallOptions,
): Promise<CloudImage>;
/**
 * `GET /app/rest/cloud/images/{imageLocator}` (`get_cloud_image`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getCloudImage).
 */
export function getCloudImage<const S extends object & ExactFields<S, CloudImageFields>>(
  client: Transport,
  args: GetCloudImageArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<CloudImage, S>>;
export async function getCloudImage(
  client: Transport,
  args: GetCloudImageArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getCloudImageOp, withFields(getCloudImageOp, args), options);
}

/** Inputs of {@link getAllCloudInstances} (`cloud.get_all_cloud_instances`). */
export interface GetAllCloudInstancesArgs<S extends CloudInstancesFields = CloudInstancesFields, T = string> {
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getAllCloudInstancesOp: Operation = {
  id: 'cloud.get_all_cloud_instances',
  method: 'GET',
  path: '/app/rest/cloud/instances',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
};

/**
 * `GET /app/rest/cloud/instances` (`get_all_cloud_instances`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAllCloudInstances).
 */
export function getAllCloudInstances(
  client: Transport,
  args?: GetAllCloudInstancesArgs<never>,
  options?: CallOptions,
): Promise<CloudInstances>;
/**
 * `GET /app/rest/cloud/instances` (`get_all_cloud_instances`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAllCloudInstances).
 */
export function getAllCloudInstances<const S extends object & ExactFields<S, CloudInstancesFields>>(
  client: Transport,
  args?: GetAllCloudInstancesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<CloudInstances, S>>;
export async function getAllCloudInstances(
  client: Transport,
  args: GetAllCloudInstancesArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getAllCloudInstancesOp, withFields(getAllCloudInstancesOp, args), options);
}

/** Inputs of {@link startInstance} (`cloud.start_instance`). */
export interface StartInstanceArgs {
  /** Query `fields`. */
  fields?: string;
  /** Request body, sent as `application/json`. */
  body?: CloudInstance;
}

export const startInstanceOp: Operation = {
  id: 'cloud.start_instance',
  method: 'POST',
  path: '/app/rest/cloud/instances',
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  result: 'void',
  csrf: addCsrf,
};

/**
 * `POST /app/rest/cloud/instances` (`start_instance`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId startInstance).
 *
 * Example body:
 * ```json
 * {
 *   "image": {
 *     "id": "profileId:amazon-1,id:ubuntu-22"
 *   }
 * }
 * ```
 */
export function startInstance(client: Transport, args: StartInstanceArgs = {}, options?: CallOptions): Promise<void> {
  return request(client, startInstanceOp, args, options) as Promise<void>;
}

/** Inputs of {@link getCloudInstance} (`cloud.get_cloud_instance`). */
export interface GetCloudInstanceArgs<S extends CloudInstanceFields = CloudInstanceFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  instanceLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getCloudInstanceOp: Operation = {
  id: 'cloud.get_cloud_instance',
  method: 'GET',
  path: '/app/rest/cloud/instances/{instanceLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/**
 * `GET /app/rest/cloud/instances/{instanceLocator}` (`get_cloud_instance`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getCloudInstance).
 */
export function getCloudInstance(
  client: Transport,
  args: GetCloudInstanceArgs<never>,
  options?: CallOptions,
): Promise<CloudInstance>;
/**
 * `GET /app/rest/cloud/instances/{instanceLocator}` (`get_cloud_instance`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getCloudInstance).
 */
export function getCloudInstance<const S extends object & ExactFields<S, CloudInstanceFields>>(
  client: Transport,
  args: GetCloudInstanceArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<CloudInstance, S>>;
export async function getCloudInstance(
  client: Transport,
  args: GetCloudInstanceArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getCloudInstanceOp, withFields(getCloudInstanceOp, args), options);
}

/** Inputs of {@link stopInstance} (`cloud.stop_instance`). */
export interface StopInstanceArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  instanceLocator: string;
}

export const stopInstanceOp: Operation = {
  id: 'cloud.stop_instance',
  method: 'DELETE',
  path: '/app/rest/cloud/instances/{instanceLocator}',
  accept: 'application/json',
  result: 'void',
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/cloud/instances/{instanceLocator}` (`stop_instance`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId stopInstance).
 */
export function stopInstance(client: Transport, args: StopInstanceArgs, options?: CallOptions): Promise<void> {
  return request(client, stopInstanceOp, args, options) as Promise<void>;
}

/** Inputs of {@link forseTerminateInstance} (`cloud.forse_terminate_instance`). */
export interface ForseTerminateInstanceArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  instanceLocator: string;
}

export const forseTerminateInstanceOp: Operation = {
  id: 'cloud.forse_terminate_instance',
  method: 'POST',
  path: '/app/rest/cloud/instances/{instanceLocator}/actions/forceStop',
  accept: 'application/json',
  result: 'void',
  csrf: addCsrf,
};

/**
 * `POST /app/rest/cloud/instances/{instanceLocator}/actions/forceStop` (`forse_terminate_instance`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId forseTerminateInstance).
 */
export function forseTerminateInstance(
  client: Transport,
  args: ForseTerminateInstanceArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, forseTerminateInstanceOp, args, options) as Promise<void>;
}

/** Inputs of {@link terminateInstance} (`cloud.terminate_instance`). */
export interface TerminateInstanceArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  instanceLocator: string;
}

export const terminateInstanceOp: Operation = {
  id: 'cloud.terminate_instance',
  method: 'POST',
  path: '/app/rest/cloud/instances/{instanceLocator}/actions/stop',
  accept: 'application/json',
  result: 'void',
  csrf: addCsrf,
};

/**
 * `POST /app/rest/cloud/instances/{instanceLocator}/actions/stop` (`terminate_instance`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId terminateInstance).
 */
export function terminateInstance(
  client: Transport,
  args: TerminateInstanceArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, terminateInstanceOp, args, options) as Promise<void>;
}

/** Inputs of {@link getAllCloudProfiles} (`cloud.get_all_cloud_profiles`). */
export interface GetAllCloudProfilesArgs<S extends CloudProfilesFields = CloudProfilesFields, T = string> {
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getAllCloudProfilesOp: Operation = {
  id: 'cloud.get_all_cloud_profiles',
  method: 'GET',
  path: '/app/rest/cloud/profiles',
  query: [
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
};

/**
 * `GET /app/rest/cloud/profiles` (`get_all_cloud_profiles`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAllCloudProfiles).
 */
export function getAllCloudProfiles(
  client: Transport,
  args?: GetAllCloudProfilesArgs<never>,
  options?: CallOptions,
): Promise<CloudProfiles>;
/**
 * `GET /app/rest/cloud/profiles` (`get_all_cloud_profiles`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAllCloudProfiles).
 */
export function getAllCloudProfiles<const S extends object & ExactFields<S, CloudProfilesFields>>(
  client: Transport,
  args?: GetAllCloudProfilesArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<CloudProfiles, S>>;
export async function getAllCloudProfiles(
  client: Transport,
  args: GetAllCloudProfilesArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getAllCloudProfilesOp, withFields(getAllCloudProfilesOp, args), options);
}

/** Inputs of {@link getCloudProfile} (`cloud.get_cloud_profile`). */
export interface GetCloudProfileArgs<S extends CloudProfileFields = CloudProfileFields, T = string> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  profileLocator: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: T | S;
}

export const getCloudProfileOp: Operation = {
  id: 'cloud.get_cloud_profile',
  method: 'GET',
  path: '/app/rest/cloud/profiles/{profileLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/**
 * `GET /app/rest/cloud/profiles/{profileLocator}` (`get_cloud_profile`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getCloudProfile).
 */
export function getCloudProfile(
  client: Transport,
  args: GetCloudProfileArgs<never>,
  options?: CallOptions,
): Promise<CloudProfile>;
/**
 * `GET /app/rest/cloud/profiles/{profileLocator}` (`get_cloud_profile`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getCloudProfile).
 */
export function getCloudProfile<const S extends object & ExactFields<S, CloudProfileFields>>(
  client: Transport,
  args: GetCloudProfileArgs<S, never>,
  options?: CallOptions,
): Promise<Selected<CloudProfile, S>>;
export async function getCloudProfile(
  client: Transport,
  args: GetCloudProfileArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getCloudProfileOp, withFields(getCloudProfileOp, args), options);
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /**
   * `GET /app/rest/cloud/images` (`get_all_cloud_images`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getAllCloudImages).
   */
  readonly getAllCloudImages: {
    (args?: GetAllCloudImagesArgs<never>, options?: CallOptions): Promise<CloudImages>;
    <const S extends object & ExactFields<S, CloudImagesFields>>(
      args?: GetAllCloudImagesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<CloudImages, S>>;
  };
  /**
   * `GET /app/rest/cloud/images/{imageLocator}` (`get_cloud_image`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getCloudImage).
   */
  readonly getCloudImage: {
    (args: GetCloudImageArgs<never>, options?: CallOptions): Promise<CloudImage>;
    <const S extends object & ExactFields<S, CloudImageFields>>(
      args: GetCloudImageArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<CloudImage, S>>;
  };
  /**
   * `GET /app/rest/cloud/instances` (`get_all_cloud_instances`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getAllCloudInstances).
   */
  readonly getAllCloudInstances: {
    (args?: GetAllCloudInstancesArgs<never>, options?: CallOptions): Promise<CloudInstances>;
    <const S extends object & ExactFields<S, CloudInstancesFields>>(
      args?: GetAllCloudInstancesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<CloudInstances, S>>;
  };
  /**
   * `GET /app/rest/cloud/instances/{instanceLocator}` (`get_cloud_instance`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getCloudInstance).
   */
  readonly getCloudInstance: {
    (args: GetCloudInstanceArgs<never>, options?: CallOptions): Promise<CloudInstance>;
    <const S extends object & ExactFields<S, CloudInstanceFields>>(
      args: GetCloudInstanceArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<CloudInstance, S>>;
  };
  /**
   * `GET /app/rest/cloud/profiles` (`get_all_cloud_profiles`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getAllCloudProfiles).
   */
  readonly getAllCloudProfiles: {
    (args?: GetAllCloudProfilesArgs<never>, options?: CallOptions): Promise<CloudProfiles>;
    <const S extends object & ExactFields<S, CloudProfilesFields>>(
      args?: GetAllCloudProfilesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<CloudProfiles, S>>;
  };
  /**
   * `GET /app/rest/cloud/profiles/{profileLocator}` (`get_cloud_profile`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getCloudProfile).
   */
  readonly getCloudProfile: {
    (args: GetCloudProfileArgs<never>, options?: CallOptions): Promise<CloudProfile>;
    <const S extends object & ExactFields<S, CloudProfileFields>>(
      args: GetCloudProfileArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<CloudProfile, S>>;
  };
}

/** The cloud operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  /**
   * `POST /app/rest/cloud/instances` (`start_instance`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId startInstance).
   *
   * Example body:
   * ```json
   * {
   *   "image": {
   *     "id": "profileId:amazon-1,id:ubuntu-22"
   *   }
   * }
   * ```
   */
  readonly startInstance: (args?: StartInstanceArgs, options?: CallOptions) => Promise<void>;
  /**
   * `DELETE /app/rest/cloud/instances/{instanceLocator}` (`stop_instance`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId stopInstance).
   */
  readonly stopInstance: (args: StopInstanceArgs, options?: CallOptions) => Promise<void>;
  /**
   * `POST /app/rest/cloud/instances/{instanceLocator}/actions/forceStop` (`forse_terminate_instance`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId forseTerminateInstance).
   */
  readonly forseTerminateInstance: (args: ForseTerminateInstanceArgs, options?: CallOptions) => Promise<void>;
  /**
   * `POST /app/rest/cloud/instances/{instanceLocator}/actions/stop` (`terminate_instance`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId terminateInstance).
   */
  readonly terminateInstance: (args: TerminateInstanceArgs, options?: CallOptions) => Promise<void>;
}
