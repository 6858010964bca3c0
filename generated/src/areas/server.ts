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

const serveServerInfoOp: Operation = {
  id: 'server.serve_server_info',
  method: 'GET',
  path: '/app/rest/server',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/server` (`serve_server_info`, alias `get_server_info`). */
export async function serveServerInfo<S extends ServerFields = never>(
  client: Transport,
  args: ServeServerInfoArgs<S & ExactFields<S, ServerFields>> = {},
  options?: CallOptions,
): Promise<Selected<Server, S>> {
  return request(client, serveServerInfoOp, withFields(serveServerInfoOp, args), options) as Promise<
    Selected<Server, S>
  >;
}

export { serveServerInfo as getServerInfo };

/** Inputs of {@link serveServerVersion} (`server.serve_server_version`). */
export interface ServeServerVersionArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  field: string;
}

const serveServerVersionOp: Operation = {
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

const servePluginsOp: Operation = {
  id: 'server.serve_plugins',
  method: 'GET',
  path: '/app/rest/server/plugins',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/server/plugins` (`serve_plugins`, alias `get_plugins`). */
export async function servePlugins<S extends PluginsFields = never>(
  client: Transport,
  args: ServePluginsArgs<S & ExactFields<S, PluginsFields>> = {},
  options?: CallOptions,
): Promise<Selected<Plugins, S>> {
  return request(client, servePluginsOp, withFields(servePluginsOp, args), options) as Promise<Selected<Plugins, S>>;
}

export { servePlugins as getPlugins };

/** Inputs of {@link getLicensingData} (`server.get_licensing_data`). */
export interface GetLicensingDataArgs<S extends LicensingDataFields = LicensingDataFields> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
}

const getLicensingDataOp: Operation = {
  id: 'server.get_licensing_data',
  method: 'GET',
  path: '/app/rest/server/licensingData',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/server/licensingData` (`get_licensing_data`). */
export async function getLicensingData<S extends LicensingDataFields = never>(
  client: Transport,
  args: GetLicensingDataArgs<S & ExactFields<S, LicensingDataFields>> = {},
  options?: CallOptions,
): Promise<Selected<LicensingData, S>> {
  return request(client, getLicensingDataOp, withFields(getLicensingDataOp, args), options) as Promise<
    Selected<LicensingData, S>
  >;
}

/** Inputs of {@link getLicenseKeys} (`server.get_license_keys`). */
export interface GetLicenseKeysArgs<S extends LicenseKeysFields = LicenseKeysFields> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
}

const getLicenseKeysOp: Operation = {
  id: 'server.get_license_keys',
  method: 'GET',
  path: '/app/rest/server/licensingData/licenseKeys',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/server/licensingData/licenseKeys` (`get_license_keys`). */
export async function getLicenseKeys<S extends LicenseKeysFields = never>(
  client: Transport,
  args: GetLicenseKeysArgs<S & ExactFields<S, LicenseKeysFields>> = {},
  options?: CallOptions,
): Promise<Selected<LicenseKeys, S>> {
  return request(client, getLicenseKeysOp, withFields(getLicenseKeysOp, args), options) as Promise<
    Selected<LicenseKeys, S>
  >;
}

/** Inputs of {@link addLicenseKeys} (`server.add_license_keys`). */
export interface AddLicenseKeysArgs<S extends LicenseKeysFields = LicenseKeysFields> {
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
  /** Request body, sent as `text/plain`. */
  body?: string;
}

const addLicenseKeysOp: Operation = {
  id: 'server.add_license_keys',
  method: 'POST',
  path: '/app/rest/server/licensingData/licenseKeys',
  query: [['fields', 'fields']],
  body: 'text/plain',
  accept: 'application/json',
  result: 'json',
};

/** `POST /app/rest/server/licensingData/licenseKeys` (`add_license_keys`). */
export async function addLicenseKeys<S extends LicenseKeysFields = never>(
  client: Transport,
  args: AddLicenseKeysArgs<S & ExactFields<S, LicenseKeysFields>> = {},
  options?: CallOptions,
): Promise<Selected<LicenseKeys, S>> {
  return request(client, addLicenseKeysOp, withFields(addLicenseKeysOp, args), options) as Promise<
    Selected<LicenseKeys, S>
  >;
}

/** Inputs of {@link getLicenseKey} (`server.get_license_key`). */
export interface GetLicenseKeyArgs<S extends LicenseKeyFields = LicenseKeyFields> {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  licenseKey: string;
  /** Query `fields`. TeamCity's fields string, or a typed selection that narrows the result (`{ id: true }`). */
  fields?: string | S;
}

const getLicenseKeyOp: Operation = {
  id: 'server.get_license_key',
  method: 'GET',
  path: '/app/rest/server/licensingData/licenseKeys/{licenseKey}',
  query: [['fields', 'fields']],
  accept: 'application/json',
  result: 'json',
};

/** `GET /app/rest/server/licensingData/licenseKeys/{licenseKey}` (`get_license_key`). */
export async function getLicenseKey<S extends LicenseKeyFields = never>(
  client: Transport,
  args: GetLicenseKeyArgs<S & ExactFields<S, LicenseKeyFields>>,
  options?: CallOptions,
): Promise<Selected<LicenseKey, S>> {
  return request(client, getLicenseKeyOp, withFields(getLicenseKeyOp, args), options) as Promise<
    Selected<LicenseKey, S>
  >;
}

/** Inputs of {@link deleteLicenseKey} (`server.delete_license_key`). */
export interface DeleteLicenseKeyArgs {
  /** Path segment (percent-encoded; a `/` is sent as `%2F`). */
  licenseKey: string;
}

const deleteLicenseKeyOp: Operation = {
  id: 'server.delete_license_key',
  method: 'DELETE',
  path: '/app/rest/server/licensingData/licenseKeys/{licenseKey}',
  accept: '*/*',
  result: 'void',
};

/** `DELETE /app/rest/server/licensingData/licenseKeys/{licenseKey}` (`delete_license_key`). */
export function deleteLicenseKey(client: Transport, args: DeleteLicenseKeyArgs, options?: CallOptions): Promise<void> {
  return request(client, deleteLicenseKeyOp, args, options) as Promise<void>;
}

const getBackupStatusOp: Operation = {
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

const startBackupOp: Operation = {
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

const getRootOp: Operation = {
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
export async function getRoot<S extends FilesFields = never>(
  client: Transport,
  args: GetRootArgs<S & ExactFields<S, FilesFields>>,
  options?: CallOptions,
): Promise<Selected<Files, S>> {
  return request(client, getRootOp, withFields(getRootOp, args), options) as Promise<Selected<Files, S>>;
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

const getChildrenOp: Operation = {
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
export async function getChildren<S extends FilesFields = never>(
  client: Transport,
  args: GetChildrenArgs<S & ExactFields<S, FilesFields>>,
  options?: CallOptions,
): Promise<Selected<Files, S>> {
  return request(client, getChildrenOp, withFields(getChildrenOp, args), options) as Promise<Selected<Files, S>>;
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

const getChildrenAliasOp: Operation = {
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
export async function getChildrenAlias<S extends FilesFields = never>(
  client: Transport,
  args: GetChildrenAliasArgs<S & ExactFields<S, FilesFields>>,
  options?: CallOptions,
): Promise<Selected<Files, S>> {
  return request(client, getChildrenAliasOp, withFields(getChildrenAliasOp, args), options) as Promise<
    Selected<Files, S>
  >;
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

const getContentOp: Operation = {
  id: 'server.get_content',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}/content{/path}',
  query: [['responseBuilder', 'responseBuilder']],
  accept: '*/*',
  result: 'binary',
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

const getContentAliasOp: Operation = {
  id: 'server.get_content_alias',
  method: 'GET',
  path: '/app/rest/server/files/{areaId}/files{/path}',
  accept: '*/*',
  result: 'binary',
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

const getMetadataOp: Operation = {
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
export async function getMetadata<S extends FileFields = never>(
  client: Transport,
  args: GetMetadataArgs<S & ExactFields<S, FileFields>>,
  options?: CallOptions,
): Promise<Selected<File, S>> {
  return request(client, getMetadataOp, withFields(getMetadataOp, args), options) as Promise<Selected<File, S>>;
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

const getZippedOp: Operation = {
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

/** The operations whose result a typed `fields` selection narrows, as bound to a client (see `Bound`). */
export interface SelectingOperations {
  readonly serveServerInfo: <S extends ServerFields = never>(
    args?: ServeServerInfoArgs<S & ExactFields<S, ServerFields>>,
    options?: CallOptions,
  ) => Promise<Selected<Server, S>>;
  readonly getServerInfo: <S extends ServerFields = never>(
    args?: ServeServerInfoArgs<S & ExactFields<S, ServerFields>>,
    options?: CallOptions,
  ) => Promise<Selected<Server, S>>;
  readonly servePlugins: <S extends PluginsFields = never>(
    args?: ServePluginsArgs<S & ExactFields<S, PluginsFields>>,
    options?: CallOptions,
  ) => Promise<Selected<Plugins, S>>;
  readonly getPlugins: <S extends PluginsFields = never>(
    args?: ServePluginsArgs<S & ExactFields<S, PluginsFields>>,
    options?: CallOptions,
  ) => Promise<Selected<Plugins, S>>;
  readonly getLicensingData: <S extends LicensingDataFields = never>(
    args?: GetLicensingDataArgs<S & ExactFields<S, LicensingDataFields>>,
    options?: CallOptions,
  ) => Promise<Selected<LicensingData, S>>;
  readonly getLicenseKeys: <S extends LicenseKeysFields = never>(
    args?: GetLicenseKeysArgs<S & ExactFields<S, LicenseKeysFields>>,
    options?: CallOptions,
  ) => Promise<Selected<LicenseKeys, S>>;
  readonly addLicenseKeys: <S extends LicenseKeysFields = never>(
    args?: AddLicenseKeysArgs<S & ExactFields<S, LicenseKeysFields>>,
    options?: CallOptions,
  ) => Promise<Selected<LicenseKeys, S>>;
  readonly getLicenseKey: <S extends LicenseKeyFields = never>(
    args: GetLicenseKeyArgs<S & ExactFields<S, LicenseKeyFields>>,
    options?: CallOptions,
  ) => Promise<Selected<LicenseKey, S>>;
  readonly getRoot: <S extends FilesFields = never>(
    args: GetRootArgs<S & ExactFields<S, FilesFields>>,
    options?: CallOptions,
  ) => Promise<Selected<Files, S>>;
  readonly getChildren: <S extends FilesFields = never>(
    args: GetChildrenArgs<S & ExactFields<S, FilesFields>>,
    options?: CallOptions,
  ) => Promise<Selected<Files, S>>;
  readonly getChildrenAlias: <S extends FilesFields = never>(
    args: GetChildrenAliasArgs<S & ExactFields<S, FilesFields>>,
    options?: CallOptions,
  ) => Promise<Selected<Files, S>>;
  readonly getMetadata: <S extends FileFields = never>(
    args: GetMetadataArgs<S & ExactFields<S, FileFields>>,
    options?: CallOptions,
  ) => Promise<Selected<File, S>>;
}
