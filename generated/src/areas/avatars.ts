// Generated from spec/areas/avatars.yaml by the teamcity-sdk generator. Do not edit.
import { type CallOptions, type FileResponse, type Operation, request, type Transport } from '../runtime/index.js';
import { renderLocator } from '../runtime/locator.js';
import { addCsrf } from '../runtime/csrf.js';
import { fileResult } from '../runtime/file.js';
import { xmlErrors } from '../runtime/xml-errors.js';
import type { UserLocator } from '../locators.js';

/** Inputs of {@link putAvatar}. */
export interface PutAvatarArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
}

export const putAvatarOp: Operation = {
  id: 'avatars.put_avatar',
  method: 'PUT',
  path: '/app/rest/avatars/{userLocator}',
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Upload a user's avatar image.
 *
 * TeamCity reads the image from a `multipart/form-data` field named `avatar`, which this client does not send
 * yet: the call goes without a body. Users may change their own avatar; others need the permission to edit
 * users.
 *
 * @since 2023.11
 */
export function putAvatar(client: Transport, args: PutAvatarArgs, options?: CallOptions): Promise<void> {
  return request(client, putAvatarOp, args, options) as Promise<void>;
}

/** Inputs of {@link deleteAvatar}. */
export interface DeleteAvatarArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
}

export const deleteAvatarOp: Operation = {
  id: 'avatars.delete_avatar',
  method: 'DELETE',
  path: '/app/rest/avatars/{userLocator}',
  accept: 'application/json',
  kind: 'void',
  locator: renderLocator,
  csrf: addCsrf,
};

/**
 * Remove a user's avatar.
 *
 * Users may remove their own avatar; others need the permission to edit users.
 *
 * @since 2023.11
 */
export function deleteAvatar(client: Transport, args: DeleteAvatarArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteAvatarOp, args, options) as Promise<void>;
}

/** Inputs of {@link getAvatar}. */
export interface GetAvatarArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** The width and height in pixels, from 2 to 300 (others are refused with 400). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  size: string;
}

export const getAvatarOp: Operation = {
  id: 'avatars.get_avatar',
  method: 'GET',
  path: '/app/rest/avatars/{userLocator}/{size}/avatar.png',
  accept: '*/*',
  kind: 'binary',
  locator: renderLocator,
  file: fileResult,
  xml: xmlErrors,
};

/**
 * Download a user's avatar as a PNG image of the given size.
 *
 * 404 when the user has no avatar. TeamCity lets the answer be cached for a day by default.
 *
 * @since 2023.11
 */
export function getAvatar(client: Transport, args: GetAvatarArgs, options?: CallOptions): Promise<FileResponse> {
  return request(client, getAvatarOp, args, options) as Promise<FileResponse>;
}

/** Inputs of {@link getAvatarWithHash}. */
export interface GetAvatarWithHashArgs {
  /** Which user: locator text, or a typed `UserLocator`. One path segment; a value holding `/` goes as `$base64:...`, which TeamCity decodes (it refuses `%2F`). */
  userLocator: string | UserLocator;
  /** The width and height in pixels, from 2 to 300 (others are refused with 400). One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  size: string;
  /** The avatar's hash, as the user's avatar links give it. One path segment, percent-encoded: a `/` goes as `%2F`, which TeamCity refuses. */
  hash: string;
}

export const getAvatarWithHashOp: Operation = {
  id: 'avatars.get_avatar_with_hash',
  method: 'GET',
  path: '/app/rest/avatars/{userLocator}/{size}/avatar.{hash}.png',
  accept: '*/*',
  kind: 'binary',
  locator: renderLocator,
  file: fileResult,
  xml: xmlErrors,
};

/**
 * Download a user's avatar by its current hash, for long caching.
 *
 * 404 unless the hash is the user's current avatar hash; the answer may be cached for good, since a new avatar
 * gets a new hash.
 *
 * @since 2023.11
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
  readonly putAvatar: {
    /**
     * Upload a user's avatar image.
     *
     * @see {@link putAvatar}
     * @since 2023.11
     */
    (args: PutAvatarArgs, options?: CallOptions): Promise<void>;
  };
  readonly deleteAvatar: {
    /**
     * Remove a user's avatar.
     *
     * @see {@link deleteAvatar}
     * @since 2023.11
     */
    (args: DeleteAvatarArgs, options?: CallOptions): Promise<void>;
  };
  readonly getAvatar: {
    /**
     * Download a user's avatar as a PNG image of the given size.
     *
     * @see {@link getAvatar}
     * @since 2023.11
     */
    (args: GetAvatarArgs, options?: CallOptions): Promise<FileResponse>;
  };
  readonly getAvatarWithHash: {
    /**
     * Download a user's avatar by its current hash, for long caching.
     *
     * @see {@link getAvatarWithHash}
     * @since 2023.11
     */
    (args: GetAvatarWithHashArgs, options?: CallOptions): Promise<FileResponse>;
  };
}
