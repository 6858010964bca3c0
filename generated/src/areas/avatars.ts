// Generated from spec/areas/avatars.yaml by the teamcity-sdk generator. Do not edit.
import { type CallOptions, type FileResponse, type Operation, request, type Transport } from '../runtime/index.js';
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
import { fileResult } from '../runtime/file.js';
import type { UserLocator } from '../locators.js';

/** Inputs of {@link putAvatar} (`avatars.put_avatar`). */
export interface PutAvatarArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
}

export const putAvatarOp: Operation = {
  id: 'avatars.put_avatar',
  method: 'PUT',
  path: '/app/rest/avatars/{userLocator}',
  accept: 'application/json',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `PUT /app/rest/avatars/{userLocator}` (`put_avatar`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId putAvatar). TeamCity reads avatar as a multipart/form-data upload, which the client does not send yet.
 */
export function putAvatar(client: Transport, args: PutAvatarArgs, options?: CallOptions): Promise<void> {
  return request(client, putAvatarOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteAvatar} (`avatars.delete_avatar`). */
export interface DeleteAvatarArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
}

export const deleteAvatarOp: Operation = {
  id: 'avatars.delete_avatar',
  method: 'DELETE',
  path: '/app/rest/avatars/{userLocator}',
  accept: 'application/json',
  result: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * `DELETE /app/rest/avatars/{userLocator}` (`delete_avatar`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId deleteAvatar).
 */
export function deleteAvatar(client: Transport, args: DeleteAvatarArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteAvatarOp, args, options) as Promise<void>;
}

/** Inputs of {@link getAvatar} (`avatars.get_avatar`). */
export interface GetAvatarArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  size: string;
}

export const getAvatarOp: Operation = {
  id: 'avatars.get_avatar',
  method: 'GET',
  path: '/app/rest/avatars/{userLocator}/{size}/avatar.png',
  accept: '*/*',
  result: 'binary',
  locator: renderLocator,
  file: fileResult,
};

/**
 * `GET /app/rest/avatars/{userLocator}/{size}/avatar.png` (`get_avatar`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAvatar).
 */
export function getAvatar(client: Transport, args: GetAvatarArgs, options?: CallOptions): Promise<FileResponse> {
  return request(client, getAvatarOp, args, options) as Promise<FileResponse>;
}

/** Inputs of {@link getAvatarWithHash} (`avatars.get_avatar_with_hash`). */
export interface GetAvatarWithHashArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). A User locator: its text, or a typed `UserLocator` (rendered with TeamCity's escaping). */
  userLocator: string | UserLocator;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  size: string;
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  hash: string;
}

export const getAvatarWithHashOp: Operation = {
  id: 'avatars.get_avatar_with_hash',
  method: 'GET',
  path: '/app/rest/avatars/{userLocator}/{size}/avatar.{hash}.png',
  accept: '*/*',
  result: 'binary',
  locator: renderLocator,
  file: fileResult,
};

/**
 * `GET /app/rest/avatars/{userLocator}/{size}/avatar.{hash}.png` (`get_avatar_with_hash`).
 * Inputs and result are TeamCity facts: the seeds give only the method and path.
 * Imported from teamcity-swagger-2025.x.json (operationId getAvatarWithHash).
 */
export function getAvatarWithHash(
  client: Transport,
  args: GetAvatarWithHashArgs,
  options?: CallOptions,
): Promise<FileResponse> {
  return request(client, getAvatarWithHashOp, args, options) as Promise<FileResponse>;
}

/** The avatars operations as bound to a client: each function without its first argument. */
export interface BoundOperations {
  /**
   * `PUT /app/rest/avatars/{userLocator}` (`put_avatar`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId putAvatar). TeamCity reads avatar as a multipart/form-data upload, which the client does not send yet.
   */
  readonly putAvatar: (args: PutAvatarArgs, options?: CallOptions) => Promise<void>;
  /**
   * `DELETE /app/rest/avatars/{userLocator}` (`delete_avatar`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId deleteAvatar).
   */
  readonly deleteAvatar: (args: DeleteAvatarArgs, options?: CallOptions) => Promise<void>;
  /**
   * `GET /app/rest/avatars/{userLocator}/{size}/avatar.png` (`get_avatar`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getAvatar).
   */
  readonly getAvatar: (args: GetAvatarArgs, options?: CallOptions) => Promise<FileResponse>;
  /**
   * `GET /app/rest/avatars/{userLocator}/{size}/avatar.{hash}.png` (`get_avatar_with_hash`).
   * Inputs and result are TeamCity facts: the seeds give only the method and path.
   * Imported from teamcity-swagger-2025.x.json (operationId getAvatarWithHash).
   */
  readonly getAvatarWithHash: (args: GetAvatarWithHashArgs, options?: CallOptions) => Promise<FileResponse>;
}
