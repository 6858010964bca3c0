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
import { jsonBody } from '../runtime/body.js';
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

/** Inputs of {@link getAllCloudImages}. */
export interface GetAllCloudImagesArgs<S extends CloudImagesFields | string = CloudImagesFields | string> {
  /** Which images: a cloud image locator (`profile:(id:...)`, `name:...`). */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getAllCloudImagesOp: Operation = {
  id: 'cloud.get_all_cloud_images',
  method: 'GET',
  path: '/app/rest/cloud/images',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List cloud images (the agent templates cloud profiles start agents from).
 *
 * @since 2023.11
 */
export async function getAllCloudImages<const S extends string | (object & ExactFields<S, CloudImagesFields>) = never>(
  client: Transport,
  args: GetAllCloudImagesArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<CloudImages, S>> {
  return request(client, getAllCloudImagesOp, withFields(getAllCloudImagesOp, args), options) as Promise<
    Selected<CloudImages, S>
  >;
}

/** Inputs of {@link getCloudImage}. */
export interface GetCloudImageArgs<S extends CloudImageFields | string = CloudImageFields | string> {
  /** Which image: a cloud image locator (`id:...` or `profile:(...),name:...`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  imageLocator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getCloudImageOp: Operation = {
  id: 'cloud.get_cloud_image',
  method: 'GET',
  path: '/app/rest/cloud/images/{imageLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get a cloud image.
 *
 * @since 2023.11
 */
export async function getCloudImage<const S extends string | (object & ExactFields<S, CloudImageFields>) = never>(
  client: Transport,
  args: GetCloudImageArgs<S>,
  options?: CallOptions,
): Promise<Selected<CloudImage, S>> {
  return request(client, getCloudImageOp, withFields(getCloudImageOp, args), options) as Promise<
    Selected<CloudImage, S>
  >;
}

/** Inputs of {@link getAllCloudInstances}. */
export interface GetAllCloudInstancesArgs<S extends CloudInstancesFields | string = CloudInstancesFields | string> {
  /** Which instances: a cloud instance locator (`image:(...)`, `profile:(...)`). */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getAllCloudInstancesOp: Operation = {
  id: 'cloud.get_all_cloud_instances',
  method: 'GET',
  path: '/app/rest/cloud/instances',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List running cloud agent instances.
 *
 * @since 2023.11
 */
export async function getAllCloudInstances<
  const S extends string | (object & ExactFields<S, CloudInstancesFields>) = never,
>(
  client: Transport,
  args: GetAllCloudInstancesArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<CloudInstances, S>> {
  return request(client, getAllCloudInstancesOp, withFields(getAllCloudInstancesOp, args), options) as Promise<
    Selected<CloudInstances, S>
  >;
}

/** Inputs of {@link startInstance}. */
export interface StartInstanceArgs {
  /** Which fields to send: a fields string (`id,name`). */
  fields?: string;
  /** Which image to start: `{ image: { id: '...' } }`. Sent as `application/json`. */
  body?: CloudInstance;
}

export const startInstanceOp: Operation = {
  id: 'cloud.start_instance',
  method: 'POST',
  path: '/app/rest/cloud/instances',
  query: ['fields'],
  accept: 'application/json',
  kind: 'void',
  csrf: addCsrf,
  body: jsonBody,
};

/**
 * Start a new agent instance from a cloud image.
 *
 * Answers nothing; the instance appears in `getAllCloudInstances` once the cloud provider starts it.
 *
 * Example body:
 * ```json
 * {
 *   "image": {
 *     "id": "profileId:amazon-1,id:ubuntu-22"
 *   }
 * }
 * ```
 *
 * @since 2023.11
 */
export function startInstance(client: Transport, args: StartInstanceArgs = {}, options?: CallOptions): Promise<void> {
  return request(client, startInstanceOp, args, options) as Promise<void>;
}

/** Inputs of {@link getCloudInstance}. */
export interface GetCloudInstanceArgs<S extends CloudInstanceFields | string = CloudInstanceFields | string> {
  /** Which instance: `id:...`, or `profileId:...,imageId:...,id:...`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  instanceLocator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getCloudInstanceOp: Operation = {
  id: 'cloud.get_cloud_instance',
  method: 'GET',
  path: '/app/rest/cloud/instances/{instanceLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get a cloud agent instance.
 *
 * @since 2023.11
 */
export async function getCloudInstance<const S extends string | (object & ExactFields<S, CloudInstanceFields>) = never>(
  client: Transport,
  args: GetCloudInstanceArgs<S>,
  options?: CallOptions,
): Promise<Selected<CloudInstance, S>> {
  return request(client, getCloudInstanceOp, withFields(getCloudInstanceOp, args), options) as Promise<
    Selected<CloudInstance, S>
  >;
}

/** Inputs of {@link stopInstance}. */
export interface StopInstanceArgs {
  /** Which instance: `id:...`, or `profileId:...,imageId:...,id:...`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  instanceLocator: string;
}

export const stopInstanceOp: Operation = {
  id: 'cloud.stop_instance',
  method: 'DELETE',
  path: '/app/rest/cloud/instances/{instanceLocator}',
  accept: 'application/json',
  kind: 'void',
  csrf: addCsrf,
};

/**
 * Remove a cloud agent instance at once, even with a build running on it.
 *
 * The same as `forseTerminateInstance`; `terminateInstance` lets a running build finish first.
 *
 * @since 2023.11
 */
export function stopInstance(client: Transport, args: StopInstanceArgs, options?: CallOptions): Promise<void> {
  return request(client, stopInstanceOp, args, options) as Promise<void>;
}

/** Inputs of {@link forseTerminateInstance}. */
export interface ForseTerminateInstanceArgs {
  /** Which instance: `id:...`, or `profileId:...,imageId:...,id:...`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  instanceLocator: string;
}

export const forseTerminateInstanceOp: Operation = {
  id: 'cloud.forse_terminate_instance',
  method: 'POST',
  path: '/app/rest/cloud/instances/{instanceLocator}/actions/forceStop',
  accept: 'application/json',
  kind: 'void',
  csrf: addCsrf,
};

/**
 * Terminate a cloud agent instance now, even with a build running on it.
 *
 * The seed name keeps TeamCity's misspelling.
 *
 * Also named `forceTerminateInstance`: the same function.
 *
 * @since 2023.11
 */
export function forseTerminateInstance(
  client: Transport,
  args: ForseTerminateInstanceArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, forseTerminateInstanceOp, args, options) as Promise<void>;
}

export { forseTerminateInstance as forceTerminateInstance };

/** Inputs of {@link terminateInstance}. */
export interface TerminateInstanceArgs {
  /** Which instance: `id:...`, or `profileId:...,imageId:...,id:...`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  instanceLocator: string;
}

export const terminateInstanceOp: Operation = {
  id: 'cloud.terminate_instance',
  method: 'POST',
  path: '/app/rest/cloud/instances/{instanceLocator}/actions/stop',
  accept: 'application/json',
  kind: 'void',
  csrf: addCsrf,
};

/**
 * Stop a cloud agent instance once its current build, if any, has finished.
 *
 * @since 2023.11
 */
export function terminateInstance(
  client: Transport,
  args: TerminateInstanceArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, terminateInstanceOp, args, options) as Promise<void>;
}

/** Inputs of {@link getAllCloudProfiles}. */
export interface GetAllCloudProfilesArgs<S extends CloudProfilesFields | string = CloudProfilesFields | string> {
  /** Which profiles: a cloud profile locator (`project:(id:App)`, `id:...`). */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getAllCloudProfilesOp: Operation = {
  id: 'cloud.get_all_cloud_profiles',
  method: 'GET',
  path: '/app/rest/cloud/profiles',
  query: ['locator', 'fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * List cloud profiles (connections to a cloud provider with their images).
 *
 * @since 2023.11
 */
export async function getAllCloudProfiles<
  const S extends string | (object & ExactFields<S, CloudProfilesFields>) = never,
>(
  client: Transport,
  args: GetAllCloudProfilesArgs<S> = {},
  options?: CallOptions,
): Promise<Selected<CloudProfiles, S>> {
  return request(client, getAllCloudProfilesOp, withFields(getAllCloudProfilesOp, args), options) as Promise<
    Selected<CloudProfiles, S>
  >;
}

/** Inputs of {@link getCloudProfile}. */
export interface GetCloudProfileArgs<S extends CloudProfileFields | string = CloudProfileFields | string> {
  /** Which profile: a cloud profile locator (`id:...`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  profileLocator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: S;
}

export const getCloudProfileOp: Operation = {
  id: 'cloud.get_cloud_profile',
  method: 'GET',
  path: '/app/rest/cloud/profiles/{profileLocator}',
  query: ['fields'],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get a cloud profile.
 *
 * @since 2023.11
 */
export async function getCloudProfile<const S extends string | (object & ExactFields<S, CloudProfileFields>) = never>(
  client: Transport,
  args: GetCloudProfileArgs<S>,
  options?: CallOptions,
): Promise<Selected<CloudProfile, S>> {
  return request(client, getCloudProfileOp, withFields(getCloudProfileOp, args), options) as Promise<
    Selected<CloudProfile, S>
  >;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  readonly getAllCloudImages: {
    /**
     * List cloud images (the agent templates cloud profiles start agents from).
     *
     * @see {@link getAllCloudImages}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, CloudImagesFields>) = never>(
      args?: GetAllCloudImagesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<CloudImages, S>>;
  };
  readonly getCloudImage: {
    /**
     * Get a cloud image.
     *
     * @see {@link getCloudImage}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, CloudImageFields>) = never>(
      args: GetCloudImageArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<CloudImage, S>>;
  };
  readonly getAllCloudInstances: {
    /**
     * List running cloud agent instances.
     *
     * @see {@link getAllCloudInstances}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, CloudInstancesFields>) = never>(
      args?: GetAllCloudInstancesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<CloudInstances, S>>;
  };
  readonly getCloudInstance: {
    /**
     * Get a cloud agent instance.
     *
     * @see {@link getCloudInstance}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, CloudInstanceFields>) = never>(
      args: GetCloudInstanceArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<CloudInstance, S>>;
  };
  readonly getAllCloudProfiles: {
    /**
     * List cloud profiles (connections to a cloud provider with their images).
     *
     * @see {@link getAllCloudProfiles}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, CloudProfilesFields>) = never>(
      args?: GetAllCloudProfilesArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<CloudProfiles, S>>;
  };
  readonly getCloudProfile: {
    /**
     * Get a cloud profile.
     *
     * @see {@link getCloudProfile}
     * @since 2023.11
     */
    <const S extends string | (object & ExactFields<S, CloudProfileFields>) = never>(
      args: GetCloudProfileArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<CloudProfile, S>>;
  };
}

/** The cloud operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  readonly startInstance: {
    /**
     * Start a new agent instance from a cloud image.
     *
     * @see {@link startInstance}
     * @since 2023.11
     */
    (args?: StartInstanceArgs, options?: CallOptions): Promise<void>;
  };
  readonly stopInstance: {
    /**
     * Remove a cloud agent instance at once, even with a build running on it.
     *
     * @see {@link stopInstance}
     * @since 2023.11
     */
    (args: StopInstanceArgs, options?: CallOptions): Promise<void>;
  };
  readonly forseTerminateInstance: {
    /**
     * Terminate a cloud agent instance now, even with a build running on it.
     *
     * @see {@link forseTerminateInstance}
     * @since 2023.11
     */
    (args: ForseTerminateInstanceArgs, options?: CallOptions): Promise<void>;
  };
  /** Same as `forseTerminateInstance`. */
  readonly forceTerminateInstance: BoundOperations['forseTerminateInstance'];
  readonly terminateInstance: {
    /**
     * Stop a cloud agent instance once its current build, if any, has finished.
     *
     * @see {@link terminateInstance}
     * @since 2023.11
     */
    (args: TerminateInstanceArgs, options?: CallOptions): Promise<void>;
  };
}
