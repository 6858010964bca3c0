// Generated from spec/areas/server.yaml by the teamcity-sdk generator. Do not edit.
import {
  type CallOptions,
  type ExactFields,
  type FileResponse,
  type NoArgs,
  type Operation,
  request,
  type Selected,
  type Transport,
  withFields,
} from '../runtime/index.js';
import { addCsrf } from '../runtime/csrf.js';
import { fileResult } from '../runtime/file.js';
import type { File, Files, LicenseKey, LicenseKeys, LicensingData, Plugins, Server } from '../models.js';
import type {
  FileFields,
  FilesFields,
  LicenseKeyFields,
  LicenseKeysFields,
  LicensingDataFields,
  PluginsFields,
  ServerFields,
} from '../fields.js';

/** Inputs of {@link serveServerInfo} (`server.serve_server_info`). */
export interface ServeServerInfoArgs<S extends ServerFields = ServerFields> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
}

export const serveServerInfoOp: Operation = {
  id: 'server.serve_server_info',
  method: 'GET',
  path: '/app/rest/server',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/server` (`serve_server_info`, alias `get_server_info`). */
export function serveServerInfo(
  client: Transport,
  args?: ServeServerInfoArgs<never>,
  options?: CallOptions,
): Promise<Server>;
/** `GET /app/rest/server` (`serve_server_info`, alias `get_server_info`). */
export function serveServerInfo<S extends ServerFields & object & ExactFields<S, ServerFields>>(
  client: Transport,
  args?: ServeServerInfoArgs<S>,
  options?: CallOptions,
): Promise<Selected<Server, S>>;
export async function serveServerInfo(
  client: Transport,
  args: ServeServerInfoArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, serveServerInfoOp, withFields(serveServerInfoOp, args), options);
}

export { serveServerInfo as getServerInfo };

/** Inputs of {@link serveServerVersion} (`server.serve_server_version`). */
export interface ServeServerVersionArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

export const serveServerVersionOp: Operation = {
  id: 'server.serve_server_version',
  method: 'GET',
  path: '/app/rest/server/{field}',
  accept: 'text/plain',
  result: 'string',
};

/** `GET /app/rest/server/{field}` (`serve_server_version`, alias `get_server_version`). */
export function serveServerVersion(
  client: Transport,
  args: ServeServerVersionArgs,
  options?: CallOptions,
): Promise<string> {
  return request(client, serveServerVersionOp, args, options) as Promise<string>;
}

export { serveServerVersion as getServerVersion };

/** Inputs of {@link servePlugins} (`server.serve_plugins`). */
export interface ServePluginsArgs<S extends PluginsFields = PluginsFields> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
}

export const servePluginsOp: Operation = {
  id: 'server.serve_plugins',
  method: 'GET',
  path: '/app/rest/server/plugins',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/server/plugins` (`serve_plugins`, alias `get_plugins`). */
export function servePlugins(
  client: Transport,
  args?: ServePluginsArgs<never>,
  options?: CallOptions,
): Promise<Plugins>;
/** `GET /app/rest/server/plugins` (`serve_plugins`, alias `get_plugins`). */
export function servePlugins<S extends PluginsFields & object & ExactFields<S, PluginsFields>>(
  client: Transport,
  args?: ServePluginsArgs<S>,
  options?: CallOptions,
): Promise<Selected<Plugins, S>>;
export async function servePlugins(
  client: Transport,
  args: ServePluginsArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, servePluginsOp, withFields(servePluginsOp, args), options);
}

export { servePlugins as getPlugins };

/** Inputs of {@link getLicensingData} (`server.get_licensing_data`). */
export interface GetLicensingDataArgs<S extends LicensingDataFields = LicensingDataFields> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
}

export const getLicensingDataOp: Operation = {
  id: 'server.get_licensing_data',
  method: 'GET',
  path: '/app/rest/server/licensingData',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/server/licensingData` (`get_licensing_data`). */
export function getLicensingData(
  client: Transport,
  args?: GetLicensingDataArgs<never>,
  options?: CallOptions,
): Promise<LicensingData>;
/** `GET /app/rest/server/licensingData` (`get_licensing_data`). */
export function getLicensingData<S extends LicensingDataFields & object & ExactFields<S, LicensingDataFields>>(
  client: Transport,
  args?: GetLicensingDataArgs<S>,
  options?: CallOptions,
): Promise<Selected<LicensingData, S>>;
export async function getLicensingData(
  client: Transport,
  args: GetLicensingDataArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getLicensingDataOp, withFields(getLicensingDataOp, args), options);
}

/** Inputs of {@link getLicenseKeys} (`server.get_license_keys`). */
export interface GetLicenseKeysArgs<S extends LicenseKeysFields = LicenseKeysFields> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
}

export const getLicenseKeysOp: Operation = {
  id: 'server.get_license_keys',
  method: 'GET',
  path: '/app/rest/server/licensingData/licenseKeys',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/server/licensingData/licenseKeys` (`get_license_keys`). */
export function getLicenseKeys(
  client: Transport,
  args?: GetLicenseKeysArgs<never>,
  options?: CallOptions,
): Promise<LicenseKeys>;
/** `GET /app/rest/server/licensingData/licenseKeys` (`get_license_keys`). */
export function getLicenseKeys<S extends LicenseKeysFields & object & ExactFields<S, LicenseKeysFields>>(
  client: Transport,
  args?: GetLicenseKeysArgs<S>,
  options?: CallOptions,
): Promise<Selected<LicenseKeys, S>>;
export async function getLicenseKeys(
  client: Transport,
  args: GetLicenseKeysArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getLicenseKeysOp, withFields(getLicenseKeysOp, args), options);
}

/** Inputs of {@link addLicenseKeys} (`server.add_license_keys`). */
export interface AddLicenseKeysArgs<S extends LicenseKeysFields = LicenseKeysFields> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

export const addLicenseKeysOp: Operation = {
  id: 'server.add_license_keys',
  method: 'POST',
  path: '/app/rest/server/licensingData/licenseKeys',
  query: [['fields', 'fields']],
  body: 'text/plain',
  accept: 'application/json',
  result: 'json',
  csrf: addCsrf,
};

/** `POST /app/rest/server/licensingData/licenseKeys` (`add_license_keys`). */
export function addLicenseKeys(
  client: Transport,
  args?: AddLicenseKeysArgs<never>,
  options?: CallOptions,
): Promise<LicenseKeys>;
/** `POST /app/rest/server/licensingData/licenseKeys` (`add_license_keys`). */
export function addLicenseKeys<S extends LicenseKeysFields & object & ExactFields<S, LicenseKeysFields>>(
  client: Transport,
  args?: AddLicenseKeysArgs<S>,
  options?: CallOptions,
): Promise<Selected<LicenseKeys, S>>;
export async function addLicenseKeys(
  client: Transport,
  args: AddLicenseKeysArgs = {},
  options?: CallOptions,
): Promise<unknown> {
  return request(client, addLicenseKeysOp, withFields(addLicenseKeysOp, args), options);
}

/** Inputs of {@link getLicenseKey} (`server.get_license_key`). */
export interface GetLicenseKeyArgs<S extends LicenseKeyFields = LicenseKeyFields> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  licenseKey: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
}

export const getLicenseKeyOp: Operation = {
  id: 'server.get_license_key',
  method: 'GET',
  path: '/app/rest/server/licensingData/licenseKeys/{licenseKey}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/server/licensingData/licenseKeys/{licenseKey}` (`get_license_key`). */
export function getLicenseKey(
  client: Transport,
  args: GetLicenseKeyArgs<never>,
  options?: CallOptions,
): Promise<LicenseKey>;
/** `GET /app/rest/server/licensingData/licenseKeys/{licenseKey}` (`get_license_key`). */
export function getLicenseKey<S extends LicenseKeyFields & object & ExactFields<S, LicenseKeyFields>>(
  client: Transport,
  args: GetLicenseKeyArgs<S>,
  options?: CallOptions,
): Promise<Selected<LicenseKey, S>>;
export async function getLicenseKey(
  client: Transport,
  args: GetLicenseKeyArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getLicenseKeyOp, withFields(getLicenseKeyOp, args), options);
}

/** Inputs of {@link deleteLicenseKey} (`server.delete_license_key`). */
export interface DeleteLicenseKeyArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  licenseKey: string;
}

export const deleteLicenseKeyOp: Operation = {
  id: 'server.delete_license_key',
  method: 'DELETE',
  path: '/app/rest/server/licensingData/licenseKeys/{licenseKey}',
  accept: '*/*',
  result: 'void',
  csrf: addCsrf,
};

/** `DELETE /app/rest/server/licensingData/licenseKeys/{licenseKey}` (`delete_license_key`). */
export function deleteLicenseKey(client: Transport, args: DeleteLicenseKeyArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteLicenseKeyOp, args, options) as Promise<void>;
}

export const getBackupStatusOp: Operation = {
  id: 'server.get_backup_status',
  method: 'GET',
  path: '/app/rest/server/backup',
  accept: 'text/plain',
  result: 'string',
};

/**
 * `GET /app/rest/server/backup` (`get_backup_status`).
 * The seeds list a BackupProcessManager body on this GET. TeamCity injects that object on the server side (it is not read from the request), and fetch cannot send a body with GET, so the client sends none and accepts none.
 */
export function getBackupStatus(client: Transport, args: NoArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, getBackupStatusOp, args, options) as Promise<string>;
}

/** Inputs of {@link startBackup} (`server.start_backup`). */
export interface StartBackupArgs {
  /** Query `fileName` (seed: `file_name`). */
  fileName?: string;
  /** Query `addTimestamp` (seed: `add_timestamp`). */
  addTimestamp?: boolean;
  /** Query `includeConfigs` (seed: `include_configs`). */
  includeConfigs?: boolean;
  /** Query `includeDatabase` (seed: `include_database`). */
  includeDatabase?: boolean;
  /** Query `includeBuildLogs` (seed: `include_build_logs`). */
  includeBuildLogs?: boolean;
  /** Query `includePersonalChanges` (seed: `include_personal_changes`). */
  includePersonalChanges?: boolean;
  /** Query `includeRunningBuilds` (seed: `include_running_builds`). */
  includeRunningBuilds?: boolean;
  /** Query `includeSupplimentaryData` (seed: `include_supplimentary_data`). */
  includeSupplimentaryData?: boolean;
}

export const startBackupOp: Operation = {
  id: 'server.start_backup',
  method: 'POST',
  path: '/app/rest/server/backup',
  query: [
    ['fileName', 'fileName'],
    ['addTimestamp', 'addTimestamp'],
    ['includeConfigs', 'includeConfigs'],
    ['includeDatabase', 'includeDatabase'],
    ['includeBuildLogs', 'includeBuildLogs'],
    ['includePersonalChanges', 'includePersonalChanges'],
    ['includeRunningBuilds', 'includeRunningBuilds'],
    ['includeSupplimentaryData', 'includeSupplimentaryData'],
  ],
  accept: 'text/plain',
  result: 'string',
  csrf: addCsrf,
};

/**
 * `POST /app/rest/server/backup` (`start_backup`).
 * The seeds list a BackupProcessManager body. TeamCity injects that object on the server side and never reads a request body here, so the client sends none and accepts none.
 */
export function startBackup(client: Transport, args: StartBackupArgs = {}, options?: CallOptions): Promise<string> {
  return request(client, startBackupOp, args, options) as Promise<string>;
}

/** Inputs of {@link getRoot} (`server.get_root`). */
export interface GetRootArgs<S extends FilesFields = FilesFields> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  areaId: string;
  /** Query `basePath` (seed: `base_path`). */
  basePath?: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
}

export const getRootOp: Operation = {
  id: 'server.get_root',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}',
  query: [
    ['basePath', 'basePath'],
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
};

/**
 * `GET /app/rest/server/files/{areaId}` (`get_root`).
 * From the file-tree set, stamped on the server file area.
 */
export function getRoot(client: Transport, args: GetRootArgs<never>, options?: CallOptions): Promise<Files>;
/**
 * `GET /app/rest/server/files/{areaId}` (`get_root`).
 * From the file-tree set, stamped on the server file area.
 */
export function getRoot<S extends FilesFields & object & ExactFields<S, FilesFields>>(
  client: Transport,
  args: GetRootArgs<S>,
  options?: CallOptions,
): Promise<Selected<Files, S>>;
export async function getRoot(client: Transport, args: GetRootArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getRootOp, withFields(getRootOp, args), options);
}

/** Inputs of {@link getChildren} (`server.get_children`). */
export interface GetChildrenArgs<S extends FilesFields = FilesFields> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  areaId: string;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `basePath` (seed: `base_path`). */
  basePath?: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
}

export const getChildrenOp: Operation = {
  id: 'server.get_children',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}/children{/path}',
  query: [
    ['basePath', 'basePath'],
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
};

/**
 * `GET /app/rest/server/files/{areaId}/children{path}` (`get_children`).
 * From the file-tree set, stamped on the server file area.
 */
export function getChildren(client: Transport, args: GetChildrenArgs<never>, options?: CallOptions): Promise<Files>;
/**
 * `GET /app/rest/server/files/{areaId}/children{path}` (`get_children`).
 * From the file-tree set, stamped on the server file area.
 */
export function getChildren<S extends FilesFields & object & ExactFields<S, FilesFields>>(
  client: Transport,
  args: GetChildrenArgs<S>,
  options?: CallOptions,
): Promise<Selected<Files, S>>;
export async function getChildren(client: Transport, args: GetChildrenArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getChildrenOp, withFields(getChildrenOp, args), options);
}

/** Inputs of {@link getChildrenAlias} (`server.get_children_alias`). */
export interface GetChildrenAliasArgs<S extends FilesFields = FilesFields> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  areaId: string;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `basePath` (seed: `base_path`). */
  basePath?: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
}

export const getChildrenAliasOp: Operation = {
  id: 'server.get_children_alias',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}{/path}',
  query: [
    ['basePath', 'basePath'],
    ['locator', 'locator'],
    ['fields', 'fields'],
  ],
  accept: 'application/json',
  result: 'json',
};

/**
 * `GET /app/rest/server/files/{areaId}/{path}` (`get_children_alias`).
 * From the file-tree set, stamped on the server file area.
 */
export function getChildrenAlias(
  client: Transport,
  args: GetChildrenAliasArgs<never>,
  options?: CallOptions,
): Promise<Files>;
/**
 * `GET /app/rest/server/files/{areaId}/{path}` (`get_children_alias`).
 * From the file-tree set, stamped on the server file area.
 */
export function getChildrenAlias<S extends FilesFields & object & ExactFields<S, FilesFields>>(
  client: Transport,
  args: GetChildrenAliasArgs<S>,
  options?: CallOptions,
): Promise<Selected<Files, S>>;
export async function getChildrenAlias(
  client: Transport,
  args: GetChildrenAliasArgs,
  options?: CallOptions,
): Promise<unknown> {
  return request(client, getChildrenAliasOp, withFields(getChildrenAliasOp, args), options);
}

/** Inputs of {@link getContent} (`server.get_content`). */
export interface GetContentArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  areaId: string;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `responseBuilder` (seed: `response_builder`). */
  responseBuilder?: string;
}

export const getContentOp: Operation = {
  id: 'server.get_content',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}/content{/path}',
  query: [['responseBuilder', 'responseBuilder']],
  accept: '*/*',
  result: 'binary',
  file: fileResult,
};

/**
 * `GET /app/rest/server/files/{areaId}/content{path}` (`get_content`).
 * From the file-tree set, stamped on the server file area.
 * The seeds give the result as `void`; see the spec note.
 * The seeds return void; TeamCity answers with the file's bytes, which the client hands back as a stream.
 */
export function getContent(client: Transport, args: GetContentArgs, options?: CallOptions): Promise<FileResponse> {
  return request(client, getContentOp, args, options) as Promise<FileResponse>;
}

/** Inputs of {@link getContentAlias} (`server.get_content_alias`). */
export interface GetContentAliasArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  areaId: string;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
}

export const getContentAliasOp: Operation = {
  id: 'server.get_content_alias',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}/files{/path}',
  accept: '*/*',
  result: 'binary',
  file: fileResult,
};

/**
 * `GET /app/rest/server/files/{areaId}/files{path}` (`get_content_alias`).
 * From the file-tree set, stamped on the server file area.
 * The seeds give the result as `void`; see the spec note.
 * The seeds return void; TeamCity answers with the file's bytes, which the client hands back as a stream.
 */
export function getContentAlias(
  client: Transport,
  args: GetContentAliasArgs,
  options?: CallOptions,
): Promise<FileResponse> {
  return request(client, getContentAliasOp, args, options) as Promise<FileResponse>;
}

/** Inputs of {@link getMetadata} (`server.get_metadata`). */
export interface GetMetadataArgs<S extends FileFields = FileFields> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  areaId: string;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
}

export const getMetadataOp: Operation = {
  id: 'server.get_metadata',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}/metadata{/path}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/**
 * `GET /app/rest/server/files/{areaId}/metadata{path}` (`get_metadata`).
 * From the file-tree set, stamped on the server file area.
 * The seeds give the result as `file`; see the spec note.
 * The seeds write the result as file; TeamCity answers with the File model (name, size, modificationTime, ...), not the content.
 */
export function getMetadata(client: Transport, args: GetMetadataArgs<never>, options?: CallOptions): Promise<File>;
/**
 * `GET /app/rest/server/files/{areaId}/metadata{path}` (`get_metadata`).
 * From the file-tree set, stamped on the server file area.
 * The seeds give the result as `file`; see the spec note.
 * The seeds write the result as file; TeamCity answers with the File model (name, size, modificationTime, ...), not the content.
 */
export function getMetadata<S extends FileFields & object & ExactFields<S, FileFields>>(
  client: Transport,
  args: GetMetadataArgs<S>,
  options?: CallOptions,
): Promise<Selected<File, S>>;
export async function getMetadata(client: Transport, args: GetMetadataArgs, options?: CallOptions): Promise<unknown> {
  return request(client, getMetadataOp, withFields(getMetadataOp, args), options);
}

/** Inputs of {@link getZipped} (`server.get_zipped`). */
export interface GetZippedArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  areaId: string;
  /** File path; its `/` separators are kept, and one leading `/` is added when missing. */
  path: string;
  /** Query `basePath` (seed: `base_path`). */
  basePath?: string;
  /** Query `locator`. */
  locator?: string;
  /** Query `name`. */
  name?: string;
}

export const getZippedOp: Operation = {
  id: 'server.get_zipped',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}/archived{/path}',
  query: [
    ['basePath', 'basePath'],
    ['locator', 'locator'],
    ['name', 'name'],
  ],
  accept: '*/*',
  result: 'binary',
  file: fileResult,
};

/**
 * `GET /app/rest/server/files/{areaId}/archived{path}` (`get_zipped`).
 * From the file-tree set, stamped on the server file area.
 * The seeds give the result as `void`; see the spec note.
 * The seeds return void; TeamCity answers with a zip archive, which the client hands back as a stream.
 */
export function getZipped(client: Transport, args: GetZippedArgs, options?: CallOptions): Promise<FileResponse> {
  return request(client, getZippedOp, args, options) as Promise<FileResponse>;
}

/** The operations whose result a typed `fields` selection narrows, as bound to a client (part of `BoundOperations`). */
export interface SelectingOperations {
  /** `GET /app/rest/server` (`serve_server_info`, alias `get_server_info`). */
  readonly serveServerInfo: {
    (args?: ServeServerInfoArgs<never>, options?: CallOptions): Promise<Server>;
    <S extends ServerFields & object & ExactFields<S, ServerFields>>(
      args?: ServeServerInfoArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Server, S>>;
  };
  /** `GET /app/rest/server` (`serve_server_info`, alias `get_server_info`). */
  readonly getServerInfo: {
    (args?: ServeServerInfoArgs<never>, options?: CallOptions): Promise<Server>;
    <S extends ServerFields & object & ExactFields<S, ServerFields>>(
      args?: ServeServerInfoArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Server, S>>;
  };
  /** `GET /app/rest/server/plugins` (`serve_plugins`, alias `get_plugins`). */
  readonly servePlugins: {
    (args?: ServePluginsArgs<never>, options?: CallOptions): Promise<Plugins>;
    <S extends PluginsFields & object & ExactFields<S, PluginsFields>>(
      args?: ServePluginsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Plugins, S>>;
  };
  /** `GET /app/rest/server/plugins` (`serve_plugins`, alias `get_plugins`). */
  readonly getPlugins: {
    (args?: ServePluginsArgs<never>, options?: CallOptions): Promise<Plugins>;
    <S extends PluginsFields & object & ExactFields<S, PluginsFields>>(
      args?: ServePluginsArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Plugins, S>>;
  };
  /** `GET /app/rest/server/licensingData` (`get_licensing_data`). */
  readonly getLicensingData: {
    (args?: GetLicensingDataArgs<never>, options?: CallOptions): Promise<LicensingData>;
    <S extends LicensingDataFields & object & ExactFields<S, LicensingDataFields>>(
      args?: GetLicensingDataArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<LicensingData, S>>;
  };
  /** `GET /app/rest/server/licensingData/licenseKeys` (`get_license_keys`). */
  readonly getLicenseKeys: {
    (args?: GetLicenseKeysArgs<never>, options?: CallOptions): Promise<LicenseKeys>;
    <S extends LicenseKeysFields & object & ExactFields<S, LicenseKeysFields>>(
      args?: GetLicenseKeysArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<LicenseKeys, S>>;
  };
  /** `POST /app/rest/server/licensingData/licenseKeys` (`add_license_keys`). */
  readonly addLicenseKeys: {
    (args?: AddLicenseKeysArgs<never>, options?: CallOptions): Promise<LicenseKeys>;
    <S extends LicenseKeysFields & object & ExactFields<S, LicenseKeysFields>>(
      args?: AddLicenseKeysArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<LicenseKeys, S>>;
  };
  /** `GET /app/rest/server/licensingData/licenseKeys/{licenseKey}` (`get_license_key`). */
  readonly getLicenseKey: {
    (args: GetLicenseKeyArgs<never>, options?: CallOptions): Promise<LicenseKey>;
    <S extends LicenseKeyFields & object & ExactFields<S, LicenseKeyFields>>(
      args: GetLicenseKeyArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<LicenseKey, S>>;
  };
  /**
   * `GET /app/rest/server/files/{areaId}` (`get_root`).
   * From the file-tree set, stamped on the server file area.
   */
  readonly getRoot: {
    (args: GetRootArgs<never>, options?: CallOptions): Promise<Files>;
    <S extends FilesFields & object & ExactFields<S, FilesFields>>(
      args: GetRootArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  /**
   * `GET /app/rest/server/files/{areaId}/children{path}` (`get_children`).
   * From the file-tree set, stamped on the server file area.
   */
  readonly getChildren: {
    (args: GetChildrenArgs<never>, options?: CallOptions): Promise<Files>;
    <S extends FilesFields & object & ExactFields<S, FilesFields>>(
      args: GetChildrenArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  /**
   * `GET /app/rest/server/files/{areaId}/{path}` (`get_children_alias`).
   * From the file-tree set, stamped on the server file area.
   */
  readonly getChildrenAlias: {
    (args: GetChildrenAliasArgs<never>, options?: CallOptions): Promise<Files>;
    <S extends FilesFields & object & ExactFields<S, FilesFields>>(
      args: GetChildrenAliasArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<Files, S>>;
  };
  /**
   * `GET /app/rest/server/files/{areaId}/metadata{path}` (`get_metadata`).
   * From the file-tree set, stamped on the server file area.
   * The seeds give the result as `file`; see the spec note.
   * The seeds write the result as file; TeamCity answers with the File model (name, size, modificationTime, ...), not the content.
   */
  readonly getMetadata: {
    (args: GetMetadataArgs<never>, options?: CallOptions): Promise<File>;
    <S extends FileFields & object & ExactFields<S, FileFields>>(
      args: GetMetadataArgs<S>,
      options?: CallOptions,
    ): Promise<Selected<File, S>>;
  };
}

/** The server operations as bound to a client: each function without its first argument. */
export interface BoundOperations extends SelectingOperations {
  /** `GET /app/rest/server/{field}` (`serve_server_version`, alias `get_server_version`). */
  readonly serveServerVersion: (args: ServeServerVersionArgs, options?: CallOptions) => Promise<string>;
  /** `GET /app/rest/server/{field}` (`serve_server_version`, alias `get_server_version`). */
  readonly getServerVersion: (args: ServeServerVersionArgs, options?: CallOptions) => Promise<string>;
  /** `DELETE /app/rest/server/licensingData/licenseKeys/{licenseKey}` (`delete_license_key`). */
  readonly deleteLicenseKey: (args: DeleteLicenseKeyArgs, options?: CallOptions) => Promise<void>;
  /**
   * `GET /app/rest/server/backup` (`get_backup_status`).
   * The seeds list a BackupProcessManager body on this GET. TeamCity injects that object on the server side (it is not read from the request), and fetch cannot send a body with GET, so the client sends none and accepts none.
   */
  readonly getBackupStatus: (args?: NoArgs, options?: CallOptions) => Promise<string>;
  /**
   * `POST /app/rest/server/backup` (`start_backup`).
   * The seeds list a BackupProcessManager body. TeamCity injects that object on the server side and never reads a request body here, so the client sends none and accepts none.
   */
  readonly startBackup: (args?: StartBackupArgs, options?: CallOptions) => Promise<string>;
  /**
   * `GET /app/rest/server/files/{areaId}/content{path}` (`get_content`).
   * From the file-tree set, stamped on the server file area.
   * The seeds give the result as `void`; see the spec note.
   * The seeds return void; TeamCity answers with the file's bytes, which the client hands back as a stream.
   */
  readonly getContent: (args: GetContentArgs, options?: CallOptions) => Promise<FileResponse>;
  /**
   * `GET /app/rest/server/files/{areaId}/files{path}` (`get_content_alias`).
   * From the file-tree set, stamped on the server file area.
   * The seeds give the result as `void`; see the spec note.
   * The seeds return void; TeamCity answers with the file's bytes, which the client hands back as a stream.
   */
  readonly getContentAlias: (args: GetContentAliasArgs, options?: CallOptions) => Promise<FileResponse>;
  /**
   * `GET /app/rest/server/files/{areaId}/archived{path}` (`get_zipped`).
   * From the file-tree set, stamped on the server file area.
   * The seeds give the result as `void`; see the spec note.
   * The seeds return void; TeamCity answers with a zip archive, which the client hands back as a stream.
   */
  readonly getZipped: (args: GetZippedArgs, options?: CallOptions) => Promise<FileResponse>;
}
