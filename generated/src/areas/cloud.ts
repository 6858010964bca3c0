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

/** Inputs of {@link getAllCloudImages}. */
export interface GetAllCloudImagesArgs<S extends CloudImagesFields = CloudImagesFields, T = string> {
  /** Which images: a cloud image locator (`profile:(id:...)`, `name:...`). */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
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
  kind: 'json',
};

/**
 * List cloud images (the agent templates cloud profiles start agents from).
 *
 * @param args.locator - Which images: a cloud image locator (`profile:(id:...)`, `name:...`)
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getAllCloudImages(
  client: Transport,
  args?: GetAllCloudImagesArgs<never>,
  options?: CallOptions,
): Promise<CloudImages>;
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

/** Inputs of {@link getCloudImage}. */
export interface GetCloudImageArgs<S extends CloudImageFields = CloudImageFields, T = string> {
  /** Which image: a cloud image locator (`id:...` or `profile:(...),name:...`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  imageLocator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getCloudImageOp: Operation = {
  id: 'cloud.get_cloud_image',
  method: 'GET',
  path: '/app/rest/cloud/images/{imageLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get a cloud image.
 *
 * @param args.imageLocator - Which image: a cloud image locator (`id:...` or `profile:(...),name:...`)
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getCloudImage(
  client: Transport,
  args: GetCloudImageArgs<never>,
  options?: CallOptions,
): Promise<CloudImage>;
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

/** Inputs of {@link getAllCloudInstances}. */
export interface GetAllCloudInstancesArgs<S extends CloudInstancesFields = CloudInstancesFields, T = string> {
  /** Which instances: a cloud instance locator (`image:(...)`, `profile:(...)`). */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
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
  kind: 'json',
};

/**
 * List running cloud agent instances.
 *
 * @param args.locator - Which instances: a cloud instance locator (`image:(...)`, `profile:(...)`)
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getAllCloudInstances(
  client: Transport,
  args?: GetAllCloudInstancesArgs<never>,
  options?: CallOptions,
): Promise<CloudInstances>;
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
  query: [['fields', 'fields']],
  body: 'application/json',
  accept: 'application/json',
  kind: 'void',
  csrf: addCsrf,
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
 * @param args.fields - Which fields to send: a fields string (`id,name`)
 * @param args.body - Which image to start: `{ image: { id: '...' } }`
 */
export function startInstance(client: Transport, args: StartInstanceArgs = {}, options?: CallOptions): Promise<void> {
  return request(client, startInstanceOp, args, options) as Promise<void>;
}

/** Inputs of {@link getCloudInstance}. */
export interface GetCloudInstanceArgs<S extends CloudInstanceFields = CloudInstanceFields, T = string> {
  /** Which instance: `id:...`, or `profileId:...,imageId:...,id:...`. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  instanceLocator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getCloudInstanceOp: Operation = {
  id: 'cloud.get_cloud_instance',
  method: 'GET',
  path: '/app/rest/cloud/instances/{instanceLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get a cloud agent instance.
 *
 * @param args.instanceLocator - Which instance: `id:...`, or `profileId:...,imageId:...,id:...`
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getCloudInstance(
  client: Transport,
  args: GetCloudInstanceArgs<never>,
  options?: CallOptions,
): Promise<CloudInstance>;
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
 * @param args.instanceLocator - Which instance: `id:...`, or `profileId:...,imageId:...,id:...`
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
 * @param args.instanceLocator - Which instance: `id:...`, or `profileId:...,imageId:...,id:...`
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
 * @param args.instanceLocator - Which instance: `id:...`, or `profileId:...,imageId:...,id:...`
 */
export function terminateInstance(
  client: Transport,
  args: TerminateInstanceArgs,
  options?: CallOptions,
): Promise<void> {
  return request(client, terminateInstanceOp, args, options) as Promise<void>;
}

/** Inputs of {@link getAllCloudProfiles}. */
export interface GetAllCloudProfilesArgs<S extends CloudProfilesFields = CloudProfilesFields, T = string> {
  /** Which profiles: a cloud profile locator (`project:(id:App)`, `id:...`). */
  locator?: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
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
  kind: 'json',
};

/**
 * List cloud profiles (connections to a cloud provider with their images).
 *
 * @param args.locator - Which profiles: a cloud profile locator (`project:(id:App)`, `id:...`)
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getAllCloudProfiles(
  client: Transport,
  args?: GetAllCloudProfilesArgs<never>,
  options?: CallOptions,
): Promise<CloudProfiles>;
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

/** Inputs of {@link getCloudProfile}. */
export interface GetCloudProfileArgs<S extends CloudProfileFields = CloudProfileFields, T = string> {
  /** Which profile: a cloud profile locator (`id:...`). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  profileLocator: string;
  /** Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result. */
  fields?: T | S;
}

export const getCloudProfileOp: Operation = {
  id: 'cloud.get_cloud_profile',
  method: 'GET',
  path: '/app/rest/cloud/profiles/{profileLocator}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  kind: 'json',
};

/**
 * Get a cloud profile.
 *
 * @param args.profileLocator - Which profile: a cloud profile locator (`id:...`)
 * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
 */
export function getCloudProfile(
  client: Transport,
  args: GetCloudProfileArgs<never>,
  options?: CallOptions,
): Promise<CloudProfile>;
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
  readonly getAllCloudImages: {
    /**
     * List cloud images (the agent templates cloud profiles start agents from).
     *
     * @param args.locator - Which images: a cloud image locator (`profile:(id:...)`, `name:...`)
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args?: GetAllCloudImagesArgs<never>, options?: CallOptions): Promise<CloudImages>;
    <const S extends object & ExactFields<S, CloudImagesFields>>(
      args?: GetAllCloudImagesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<CloudImages, S>>;
  };
  readonly getCloudImage: {
    /**
     * Get a cloud image.
     *
     * @param args.imageLocator - Which image: a cloud image locator (`id:...` or `profile:(...),name:...`)
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetCloudImageArgs<never>, options?: CallOptions): Promise<CloudImage>;
    <const S extends object & ExactFields<S, CloudImageFields>>(
      args: GetCloudImageArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<CloudImage, S>>;
  };
  readonly getAllCloudInstances: {
    /**
     * List running cloud agent instances.
     *
     * @param args.locator - Which instances: a cloud instance locator (`image:(...)`, `profile:(...)`)
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args?: GetAllCloudInstancesArgs<never>, options?: CallOptions): Promise<CloudInstances>;
    <const S extends object & ExactFields<S, CloudInstancesFields>>(
      args?: GetAllCloudInstancesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<CloudInstances, S>>;
  };
  readonly getCloudInstance: {
    /**
     * Get a cloud agent instance.
     *
     * @param args.instanceLocator - Which instance: `id:...`, or `profileId:...,imageId:...,id:...`
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetCloudInstanceArgs<never>, options?: CallOptions): Promise<CloudInstance>;
    <const S extends object & ExactFields<S, CloudInstanceFields>>(
      args: GetCloudInstanceArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<CloudInstance, S>>;
  };
  readonly getAllCloudProfiles: {
    /**
     * List cloud profiles (connections to a cloud provider with their images).
     *
     * @param args.locator - Which profiles: a cloud profile locator (`project:(id:App)`, `id:...`)
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args?: GetAllCloudProfilesArgs<never>, options?: CallOptions): Promise<CloudProfiles>;
    <const S extends object & ExactFields<S, CloudProfilesFields>>(
      args?: GetAllCloudProfilesArgs<S, never>,
      options?: CallOptions,
    ): Promise<Selected<CloudProfiles, S>>;
  };
  readonly getCloudProfile: {
    /**
     * Get a cloud profile.
     *
     * @param args.profileLocator - Which profile: a cloud profile locator (`id:...`)
     * @param args.fields - Which fields to send: a fields string (`id,name`), or a typed selection, which narrows the result
     */
    (args: GetCloudProfileArgs<never>, options?: CallOptions): Promise<CloudProfile>;
    <const S extends object & ExactFields<S, CloudProfileFields>>(
      args: GetCloudProfileArgs<S, never>,
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
     * @param args.fields - Which fields to send: a fields string (`id,name`)
     * @param args.body - Which image to start: `{ image: { id: '...' } }`
     */
    (args?: StartInstanceArgs, options?: CallOptions): Promise<void>;
  };
  readonly stopInstance: {
    /**
     * Remove a cloud agent instance at once, even with a build running on it.
     *
     * The same as `forseTerminateInstance`; `terminateInstance` lets a running build finish first.
     *
     * @param args.instanceLocator - Which instance: `id:...`, or `profileId:...,imageId:...,id:...`
     */
    (args: StopInstanceArgs, options?: CallOptions): Promise<void>;
  };
  readonly forseTerminateInstance: {
    /**
     * Terminate a cloud agent instance now, even with a build running on it.
     *
     * The seed name keeps TeamCity's misspelling.
     *
     * Also named `forceTerminateInstance`: the same function.
     *
     * @param args.instanceLocator - Which instance: `id:...`, or `profileId:...,imageId:...,id:...`
     */
    (args: ForseTerminateInstanceArgs, options?: CallOptions): Promise<void>;
  };
  /** Same as `forseTerminateInstance`. */
  readonly forceTerminateInstance: BoundOperations['forseTerminateInstance'];
  readonly terminateInstance: {
    /**
     * Stop a cloud agent instance once its current build, if any, has finished.
     *
     * @param args.instanceLocator - Which instance: `id:...`, or `profileId:...,imageId:...,id:...`
     */
    (args: TerminateInstanceArgs, options?: CallOptions): Promise<void>;
  };
}
